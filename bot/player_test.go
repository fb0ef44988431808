package bot_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/engine/enginetest"
)

func TestParseSpec(t *testing.T) {
	tests := []struct {
		spec   string
		name   string
		params map[string]string
		err    string
	}{
		{spec: "random", name: "random", params: map[string]string{}},
		{spec: "search:ms=50,iters=9", name: "search", params: map[string]string{"ms": "50", "iters": "9"}},
		{spec: "", err: "no name"},
		{spec: ":x=1", err: "no name"},
		{spec: "search:ms", err: "want KEY=VALUE"},
		{spec: "search:=3", err: "want KEY=VALUE"},
	}
	for _, tt := range tests {
		t.Run(tt.spec, func(t *testing.T) {
			name, params, err := bot.ParseSpec(tt.spec)
			if tt.err != "" {
				if err == nil || !strings.Contains(err.Error(), tt.err) {
					t.Fatalf("error %v, want one containing %q", err, tt.err)
				}
				return
			}
			if err != nil || name != tt.name || len(params) != len(tt.params) {
				t.Fatalf("ParseSpec = %q %v %v, want %q %v", name, params, err, tt.name, tt.params)
			}
			for k, v := range tt.params {
				if params[k] != v {
					t.Errorf("param %s = %q, want %q", k, params[k], v)
				}
			}
		})
	}
}

func TestNew(t *testing.T) {
	if _, err := bot.New("random", bot.Config{Seed: 1}); err != nil {
		t.Errorf("random: %v", err)
	}
	if _, err := bot.New("random:x=1", bot.Config{}); err == nil || !strings.Contains(err.Error(), "no parameters") {
		t.Errorf("random with a parameter: error %v", err)
	}
	_, err := bot.New("nobody", bot.Config{})
	if err == nil || !strings.Contains(err.Error(), `unknown bot "nobody"`) || !strings.Contains(err.Error(), "random") {
		t.Errorf("unknown bot: error %v, want one naming it and the known bots", err)
	}
	defer func() {
		if recover() == nil {
			t.Error("registering random twice did not panic")
		}
	}()
	bot.Register("random", bot.Info{About: "again"}, nil)
}

// toyOnly is the name of a player registered by this test for the toy game
// alone; built counts the players its factory built.
const toyOnly = "bot-test-toy-only"

var built int

func init() {
	bot.Register(toyOnly, bot.Info{About: "plays the toy at random", Games: []string{enginetest.ToyName}}, func(c bot.Config) (bot.Player, error) {
		built++
		return bot.Seated{Bot: bot.NewRandom(c.Seed)}, nil
	})
}

// TestRegistrySaysWhoPlaysWhat: a player registers what it is and which
// games it plays, and the registry answers for each game.
func TestRegistrySaysWhoPlaysWhat(t *testing.T) {
	for _, tt := range []struct {
		game     string
		plays    []string // players For(game) must list
		playsNot []string // players it must not
	}{
		{game: enginetest.ToyName, plays: []string{"random", toyOnly}},
		{game: "onr", plays: []string{"random"}, playsNot: []string{toyOnly}},
		{game: "no-such-game", plays: []string{"random"}, playsNot: []string{toyOnly}},
	} {
		t.Run("the players of "+tt.game+" are the ones that say they play it, random among them", func(t *testing.T) {
			got := bot.For(tt.game)
			if !slices.IsSorted(got) {
				t.Errorf("For(%q) = %v, not sorted", tt.game, got)
			}
			for _, n := range tt.plays {
				if !slices.Contains(got, n) {
					t.Errorf("For(%q) = %v, without %s", tt.game, got, n)
				}
				if info, ok := bot.Lookup(n); !ok || !info.Plays(tt.game) {
					t.Errorf("Lookup(%q) = %+v, %v: does not play %s", n, info, ok, tt.game)
				}
			}
			for _, n := range tt.playsNot {
				if slices.Contains(got, n) {
					t.Errorf("For(%q) = %v, with %s", tt.game, got, n)
				}
				if info, _ := bot.Lookup(n); info.Plays(tt.game) {
					t.Errorf("Lookup(%q) = %+v: plays %s", n, info, tt.game)
				}
			}
		})
	}
	t.Run("a registered player's about is what it registered", func(t *testing.T) {
		for name, about := range map[string]string{"random": "plays a random legal move", toyOnly: "plays the toy at random"} {
			if info, ok := bot.Lookup(name); !ok || info.About != about {
				t.Errorf("Lookup(%q) = %+v, %v; want About %q", name, info, ok, about)
			}
		}
		if info, ok := bot.Lookup("nobody"); ok {
			t.Errorf("Lookup(nobody) = %+v, found", info)
		}
	})
	t.Run("the games Lookup gives are a copy of the registry's", func(t *testing.T) {
		info, _ := bot.Lookup(toyOnly)
		info.Games[0] = "onr"
		if again, _ := bot.Lookup(toyOnly); !again.Plays(enginetest.ToyName) || again.Plays("onr") {
			t.Errorf("after writing Lookup's Games, the registry says %+v", again)
		}
	})
}

// TestNewBuildsOnlyForTheGamesAPlayerPlays: New refuses a player for a
// game it does not say it plays, before its factory runs.
func TestNewBuildsOnlyForTheGamesAPlayerPlays(t *testing.T) {
	for _, tt := range []struct {
		name  string
		game  string
		err   string // "" when New must build the player
		build bool   // whether the factory runs
	}{
		{name: "a player is built for a game it plays", game: enginetest.ToyName, build: true},
		{name: "a player is built when the config names no game", game: "", build: true},
		{name: "a player is refused for a game it does not play", game: "onr", err: toyOnly + " plays " + enginetest.ToyName + ", not onr"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			before := built
			p, err := bot.New(toyOnly, bot.Config{Game: tt.game})
			if tt.err != "" {
				if err == nil || !strings.Contains(err.Error(), tt.err) {
					t.Errorf("New for %q: %v, %v; want an error containing %q", tt.game, p, err, tt.err)
				}
			} else if err != nil || p == nil {
				t.Errorf("New for %q: %v, %v", tt.game, p, err)
			}
			if ran := built > before; ran != tt.build {
				t.Errorf("New for %q ran the factory: %v, want %v", tt.game, ran, tt.build)
			}
		})
	}
}

// TestRegisterWantsAnAbout: a player without an About is refused.
func TestRegisterWantsAnAbout(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("registering a player without an About did not panic")
		}
	}()
	bot.Register("bot-test-nameless", bot.Info{}, func(bot.Config) (bot.Player, error) { return nil, nil })
}

// recorder is a player that answers like a random bot and records what it
// was handed.
type recorder struct {
	seat   engine.Seat
	r      *bot.Random
	asked  []engine.Decision
	events []engine.Event
	views  int
}

func (p *recorder) Choose(o *bot.Observation) engine.Choice {
	p.asked = append(p.asked, o.Decision)
	p.events = append(p.events, o.Events()...)
	if o.View() != nil {
		p.views++
	}
	return p.r.Choose(o.Decision)
}

func TestTableHandsEachSeatOnlyItsOwn(t *testing.T) {
	for seed := range uint64(20) {
		g, err := enginetest.Toy{}.New(engine.Setup{Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		ps := []*recorder{{seat: 0, r: bot.NewRandom(seed)}, {seat: 1, r: bot.NewRandom(seed + 100)}}
		table := bot.NewTable(g, []bot.Player{ps[0], ps[1]})
		res, err := table.Play(1000)
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if len(res.Winners) != 1 {
			t.Fatalf("seed %d: result %+v", seed, res)
		}
		for _, p := range ps {
			if len(p.asked) == 0 || p.views != len(p.asked) {
				t.Fatalf("seed %d seat %d: asked %d decisions, saw %d views", seed, p.seat, len(p.asked), p.views)
			}
			for _, d := range p.asked {
				if d.Seat != p.seat {
					t.Fatalf("seed %d: seat %d was handed a decision of seat %d", seed, p.seat, d.Seat)
				}
			}
			for _, e := range p.events {
				if e.Secret() != "" || e.Private != 0 {
					t.Fatalf("seed %d seat %d: event %+v keeps its secret fields", seed, p.seat, e)
				}
				other := toyRole(1 - p.seat)
				if strings.HasPrefix(e.Text(), other+" bids ") {
					t.Fatalf("seed %d seat %d read the other seat's secret bid: %q", seed, p.seat, e.Text())
				}
			}
		}
	}
}

func toyRole(s engine.Seat) string { return [...]string{"alpha", "beta"}[s] }

func TestTableSeesTheSeatsOwnSecrets(t *testing.T) {
	// Over many games each seat must read its own bids at least once, which
	// shows the events reach it as it reads them.
	own := 0
	for seed := range uint64(20) {
		g, _ := enginetest.Toy{}.New(engine.Setup{Seed: seed})
		ps := []*recorder{{seat: 0, r: bot.NewRandom(seed)}, {seat: 1, r: bot.NewRandom(seed + 100)}}
		if _, err := bot.NewTable(g, []bot.Player{ps[0], ps[1]}).Play(1000); err != nil {
			t.Fatal(err)
		}
		for _, p := range ps {
			for _, e := range p.events {
				if strings.HasPrefix(e.Text(), toyRole(p.seat)+" bids ") {
					own++
				}
			}
		}
	}
	if own == 0 {
		t.Error("no seat ever read its own bid among its events")
	}
}

func TestTableStopsWithoutAPlayer(t *testing.T) {
	g, _ := enginetest.Toy{}.New(engine.Setup{Seed: 3})
	table := bot.NewTable(g, []bot.Player{nil, nil})
	if _, ok := table.Next(); ok {
		t.Error("Next found a decision of a seat without a player")
	}
	if _, err := table.Step(); err == nil {
		t.Error("Step answered a decision of a seat without a player")
	}
	if _, err := table.Play(10); err == nil {
		t.Error("Play finished a game without players")
	}
}

func TestObservationInfoNeedsAnInfoStater(t *testing.T) {
	g, _ := enginetest.Toy{}.New(engine.Setup{Seed: 3})
	o := bot.NewObservation(g, g.Pending()[0], nil)
	if _, err := o.Info(); err == nil {
		t.Error("Info of a game without information states gave no error")
	}
	if o.Describe(0) == "" {
		t.Error("Describe of option 0 is empty")
	}
}

// perGame is a name registered by this test twice, for two games; which
// records which registration's factory ran.
const perGame = "bot-test-per-game"

var which string

func init() {
	for _, g := range []string{enginetest.ToyName, "bot-test-other-game"} {
		bot.Register(perGame, bot.Info{About: "plays " + g, Games: []string{g}}, func(c bot.Config) (bot.Player, error) {
			which = g
			return bot.Seated{Bot: bot.NewRandom(c.Seed)}, nil
		})
	}
}

// TestOneNameMayBeRegisteredForEachGame: each game's package may register
// its own player under a shared name ("heuristic"); New builds the one of
// the game asked for, and a second registration for a game already played
// is refused.
func TestOneNameMayBeRegisteredForEachGame(t *testing.T) {
	for _, g := range []string{enginetest.ToyName, "bot-test-other-game"} {
		t.Run("New builds the registration of "+g, func(t *testing.T) {
			which = ""
			if _, err := bot.New(perGame, bot.Config{Game: g}); err != nil || which != g {
				t.Errorf("New(%s, %s): %v, built the player of %q", perGame, g, err, which)
			}
			if info, ok := bot.LookupFor(perGame, g); !ok || info.About != "plays "+g {
				t.Errorf("LookupFor(%s, %s) = %+v, %v", perGame, g, info, ok)
			}
			if !slices.Contains(bot.For(g), perGame) {
				t.Errorf("For(%s) = %v, without %s", g, bot.For(g), perGame)
			}
		})
	}
	t.Run("Lookup gives the union of the registrations' games", func(t *testing.T) {
		info, ok := bot.Lookup(perGame)
		if !ok || !info.Plays(enginetest.ToyName) || !info.Plays("bot-test-other-game") || info.Plays("onr") {
			t.Errorf("Lookup(%s) = %+v, %v", perGame, info, ok)
		}
	})
	t.Run("a name registered for several games needs the game", func(t *testing.T) {
		if _, err := bot.New(perGame, bot.Config{}); err == nil || !strings.Contains(err.Error(), "say which game") {
			t.Errorf("New without a game: %v, want an error asking which game", err)
		}
		if _, err := bot.New(perGame, bot.Config{Game: "onr"}); err == nil || !strings.Contains(err.Error(), "not onr") {
			t.Errorf("New for onr: %v, want a refusal", err)
		}
	})
	t.Run("a second registration of a name for a game it plays already panics", func(t *testing.T) {
		defer func() {
			if recover() == nil {
				t.Error("registering twice for one game did not panic")
			}
		}()
		bot.Register(perGame, bot.Info{About: "again", Games: []string{enginetest.ToyName}}, nil)
	})
}
