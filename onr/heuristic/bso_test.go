package heuristic_test

import (
	"encoding/json"
	"fmt"
	"runtime"
	"strings"
	"testing"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/bso"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/heuristic"
	"github.com/datafort/datafort/onr/scenario"
	"github.com/datafort/datafort/sim"
)

// bsoPosition plays a Big Sell-Out scenario (setup and steps, docs/scenarios.md)
// and returns the game at its end.
func bsoPosition(t *testing.T, yaml string) engine.Game {
	t.Helper()
	sc, err := scenario.Parse("position.yaml", []byte("name: position\ngame: bso\n"+yaml))
	if err != nil {
		t.Fatal(err)
	}
	g, res := sc.Position()
	if g == nil || !res.Passed {
		t.Fatalf("the position cannot be reached: %v", res.Failures)
	}
	return g
}

// seatNamed returns the seat called name ("Sponsor 1") at g's table.
func seatNamed(t *testing.T, g engine.Game, name string) engine.Seat {
	t.Helper()
	for _, p := range g.View(engine.NoSeat).(*bso.View).Players {
		if strings.EqualFold(p.Name, name) {
			return p.Seat
		}
	}
	t.Fatalf("no seat %q", name)
	return engine.NoSeat
}

// heuristicAnswer returns seat's pending decision of g and the heuristic
// player's answer to it, handed only the seat's observation.
func heuristicAnswer(t *testing.T, g engine.Game, seat engine.Seat) (engine.Decision, engine.Choice) {
	t.Helper()
	for _, d := range engine.PendingOf(g) {
		if d.Seat != seat {
			continue
		}
		p, err := bot.New("heuristic", bot.Config{Game: "bso", Seat: seat})
		if err != nil {
			t.Fatal(err)
		}
		return d, p.Choose(bot.NewObservation(g, d, nil))
	}
	t.Fatalf("seat %d has no decision; pending: %+v", seat, engine.PendingOf(g))
	return engine.Decision{}, engine.Choice{}
}

// TestBigSellOutChoices checks, in small positions of the Big Sell-Out,
// that each choice the variant adds is scored or answered as its doc
// comment says, and that forts are read by owner and kind.
func TestBigSellOutChoices(t *testing.T) {
	for _, tt := range []struct {
		name   string
		seat   string // who decides
		setup  string // the scenario's setup and steps
		choose string // the option chosen, as the game describes it (a prefix)
		avoid  string // or an option not chosen
		number int    // or the number answered (for a Number decision)
	}{
		{
			name: "an Agent runs the bare R&D of another team's Sponsor", seat: "agent 1", choose: "run on Sponsor 2's R&D",
			setup: `
setup:
  turn: agent 1
  agent 1: {bits: 0, hand: [Dwarf, Dwarf, Dwarf, Dwarf, Dwarf]}
steps:
  - expect: {turn: agent 1}`,
		},
		{
			name: "a Sponsor ices its own R&D first", seat: "sponsor 1", choose: "install Data Wall on Sponsor 1's R&D",
			setup: `
setup:
  sponsor 1: {bits: 5, hand: [Data Wall, Data Wall]}
steps:
  - expect: {turn: sponsor 1}`,
		},
		{
			name: "a rich Sponsor trades bits to its broke Agent", seat: "sponsor 1", choose: "trade-bits to Agent 1",
			setup: `
setup:
  sponsor 1: {bits: 15, hand: [Tycho Extension, Tycho Extension, Tycho Extension, Tycho Extension, Tycho Extension]}
  agent 1: {bits: 0}
steps:
  - expect: {turn: sponsor 1}`,
		},
		{
			name: "a Sponsor keeps its bits when its Agent has enough", seat: "sponsor 1", avoid: "trade-bits",
			setup: `
setup:
  sponsor 1: {bits: 15, hand: [Tycho Extension, Tycho Extension, Tycho Extension, Tycho Extension, Tycho Extension]}
  agent 1: {bits: 8}
steps:
  - expect: {turn: sponsor 1}`,
		},
		{
			name: "a Sponsor trades enough to bring its Agent up to 6 bits", seat: "sponsor 1", number: 6,
			setup: `
setup:
  sponsor 1: {bits: 15}
  agent 1: {bits: 0}
steps:
  - sponsor 1: trade-bits to Agent 1 (1:1)`,
		},
		{
			name: "an Agent launders for his broke Sponsor at 2:1, keeping 5 bits", seat: "agent 1", number: 4,
			setup: `
setup:
  turn: agent 1
  agent 1: {bits: 14}
  sponsor 1: {bits: 0}
steps:
  - agent 1: trade-bits to Sponsor 1 (2:1)`,
		},
		{
			name: "a resident Agent with bits fast-boots the ice of his fort", seat: "agent 1", choose: "fast-boot",
			setup: `
setup:
  turn: agent 2
  sponsor 1: {bits: 0, forts: [{name: Agent, ice: [Shock.r]}]}
  agent 1: {bits: 9, rig: [Dwarf]}
  agent 2: {rig: [Krash]}
steps:
  - agent 2: run on Sponsor 1's Agent
  - sponsor 1: pass`,
		},
		{
			name: "a resident Agent without bits to spare does not fast-boot blind", seat: "agent 1", choose: "pass",
			setup: `
setup:
  turn: agent 2
  sponsor 1: {bits: 0, forts: [{name: Agent, ice: [Shock.r]}]}
  agent 1: {bits: 2, rig: [Dwarf]}
  agent 2: {rig: [Krash]}
steps:
  - agent 2: run on Sponsor 1's Agent
  - sponsor 1: pass`,
		},
		{
			name: "an attacker who cannot pay for a program tags the Agent rather than nothing", seat: "agent 2", choose: "tag-agent",
			setup: `
setup:
  turn: agent 2
  agent 1: {rig: [Codecracker]}
  agent 2: {bits: 0}
steps:
  - agent 2: [run on Sponsor 1's Agent, continue]
  - pass_all: true`,
		},
		{
			name: "an attacker steals an icebreaker he lacks", seat: "agent 2", choose: "steal-program Codecracker",
			setup: `
setup:
  turn: agent 2
  agent 1: {rig: [Codecracker]}
  agent 2: {bits: 5}
steps:
  - agent 2: [run on Sponsor 1's Agent, continue]
  - pass_all: true`,
		},
		{
			name: "a tag's owner offers it to the Sponsor whose turn it is", seat: "agent 2", choose: "offer-tag of Agent 1 to Sponsor 3",
			setup: `
setup:
  players: 6
  turn: sponsor 3
  sponsor 3: {bits: 8}
  agent 1: {tags: {agent 2: 1}}
steps:
  - sponsor 3: gain`,
		},
		{
			name: "an owner asks two bits above the least price", seat: "agent 2", number: 4,
			setup: `
setup:
  players: 6
  turn: sponsor 3
  sponsor 3: {bits: 8}
  agent 1: {tags: {agent 2: 1}}
steps:
  - sponsor 3: gain
  - agent 2: offer-tag of Agent 1 to Sponsor 3`,
		},
		{
			name: "a Sponsor buys a cheap tag on its own Agent", seat: "sponsor 1", choose: "buy-tag of Agent 1 for 3",
			setup: `
setup:
  turn: sponsor 1
  sponsor 1: {bits: 8}
  agent 1: {tags: {agent 2: 1}}
steps:
  - sponsor 1: gain
  - agent 2: offer-tag of Agent 1 to Sponsor 1
  - number: {seat: agent 2, value: 3}`,
		},
		{
			name: "a Sponsor refuses a dear tag on its own Agent", seat: "sponsor 1", choose: "refuse",
			setup: `
setup:
  turn: sponsor 1
  sponsor 1: {bits: 8}
  agent 1: {tags: {agent 2: 1}}
steps:
  - sponsor 1: gain
  - agent 2: offer-tag of Agent 1 to Sponsor 1
  - number: {seat: agent 2, value: 6}`,
		},
		{
			name: "a Sponsor that cannot punish a tag refuses one on an opposing Agent", seat: "sponsor 3", choose: "refuse",
			setup: `
setup:
  players: 6
  turn: sponsor 3
  sponsor 3: {bits: 8}
  agent 1: {tags: {agent 2: 1}}
steps:
  - sponsor 3: gain
  - agent 2: offer-tag of Agent 1 to Sponsor 3
  - number: {seat: agent 2, value: 2}`,
		},
		{
			name: "a Sponsor holding Scorched Earth buys a cheap tag on an opposing Agent", seat: "sponsor 3", choose: "buy-tag of Agent 1 for 2",
			setup: `
setup:
  players: 6
  turn: sponsor 3
  sponsor 3: {bits: 12, hand: [Scorched Earth]}
  agent 1: {tags: {agent 2: 1}}
steps:
  - sponsor 3: gain
  - agent 2: offer-tag of Agent 1 to Sponsor 3
  - number: {seat: agent 2, value: 2}`,
		},
		{
			name: "a Sponsor bids in the auction of a tag on its own Agent", seat: "sponsor 1", choose: "bid for the tag of Agent 1",
			setup: `
setup:
  players: 6
  turn: sponsor 3
  sponsor 1: {bits: 5}
  sponsor 3: {bits: 8}
  agent 1: {tags: {agent 2: 1}}
steps:
  - sponsor 3: gain
  - agent 2: offer-tag of Agent 1 to Sponsor 3
  - number: {seat: agent 2, value: 5}
  - sponsor 3: refuse the tag of Agent 1
  - pass_all: true
  - sponsor 3: [gain, gain]`,
		},
		{
			name: "an Agent scores a liberated agenda for his team", seat: "agent 2", choose: "score-agenda Tycho Extension",
			setup: `
setup:
  turn: agent 2
  sponsor 1: {forts: [{name: remote 1, cards: [Tycho Extension]}]}
steps:
  - agent 2: [run on Sponsor 1's remote 1, continue]
  - pass_all: true`,
		},
		{
			name: "a Sponsor given a liberated agenda sets it aside for the points", seat: "sponsor 2", choose: "set-aside Tycho Extension",
			setup: `
setup:
  turn: agent 2
  sponsor 1: {forts: [{name: remote 1, cards: [Tycho Extension]}]}
steps:
  - agent 2: [run on Sponsor 1's remote 1, continue]
  - pass_all: true
  - agent 2: give-agenda Tycho Extension to Sponsor 2`,
		},
		{
			name: "a Sponsor rehires its flatlined Agent rather than lose", seat: "sponsor 1", choose: "rehire",
			setup: `
setup:
  options: {rehire: true}
  turn: sponsor 2
  sponsor 2: {bits: 5, hand: [Scorched Earth]}
  agent 1: {hand: [Dwarf], tags: {sponsor 2: 1}}
steps:
  - sponsor 2: play Scorched Earth
  - pass_all: true
  - agent 1: take`,
		},
		{
			name: "Corporate Ally targets the Sponsor whose team is nearest to winning", seat: "agent 1", choose: "target Sponsor 3",
			setup: `
setup:
  players: 6
  turn: agent 1
  sponsor 1: {scored: [Hostile Takeover]}
  sponsor 2: {forts: [{name: remote 1, cards: [{card: Hostile Takeover, advancement: 1}]}]}
  sponsor 3:
    scored: [Hostile Takeover]
    forts: [{name: remote 1, cards: [{card: Hostile Takeover, advancement: 1}]}]
  agent 1: {hand: [Corporate Ally]}
steps:
  - agent 1: install Corporate Ally`,
		},
	} {
		t.Run(tt.name, func(t *testing.T) {
			g := bsoPosition(t, tt.setup)
			d, c := heuristicAnswer(t, g, seatNamed(t, g, tt.seat))
			if d.Kind == engine.Number {
				if tt.number == 0 || c.Number != tt.number {
					t.Errorf("%q: answered %d, want %d", d.Prompt, c.Number, tt.number)
				}
				return
			}
			got := g.Describe(d, c.Option)
			var opts []string
			for i := range d.Options {
				opts = append(opts, g.Describe(d, i))
			}
			switch {
			case tt.choose != "" && !strings.HasPrefix(got, tt.choose):
				t.Errorf("chose %q among %q, want %q", got, opts, tt.choose)
			case tt.avoid != "" && strings.HasPrefix(got, tt.avoid):
				t.Errorf("chose %q among %q", got, opts)
			case tt.choose == "" && tt.avoid == "":
				t.Errorf("a Select decision %q (%q) where a number was expected", d.Prompt, opts)
			}
		})
	}
}

// spy is a game a player may only look at through its observation: it
// records every method called on it.
type spy struct {
	engine.Game
	calls map[string]int
}

func (s *spy) View(seat engine.Seat) any { s.calls["View"]++; return s.Game.View(seat) }
func (s *spy) Describe(d engine.Decision, i int) string {
	s.calls["Describe"]++
	return s.Game.Describe(d, i)
}
func (s *spy) Pending() []engine.Decision { s.calls["Pending"]++; return s.Game.Pending() }
func (s *spy) Apply(c engine.Choice) ([]engine.Event, error) {
	s.calls["Apply"]++
	return s.Game.Apply(c)
}
func (s *spy) Result() (engine.Result, bool) { s.calls["Result"]++; return s.Game.Result() }
func (s *spy) Clone() engine.Game            { s.calls["Clone"]++; return s.Game.Clone() }
func (s *spy) MarshalBinary() ([]byte, error) {
	s.calls["MarshalBinary"]++
	return s.Game.MarshalBinary()
}
func (s *spy) Check() error             { s.calls["Check"]++; return s.Game.Check() }
func (s *spy) Seats() []engine.SeatInfo { s.calls["Seats"]++; return s.Game.Seats() }

// bsoPositions returns positions of heuristic Big Sell-Out games at 4 and
// 6 players where the seat to move has a real choice.
func bsoPositions(t *testing.T, n int) []*bso.Game {
	t.Helper()
	var out []*bso.Game
	for seed := uint64(1); len(out) < n; seed++ {
		g, err := bso.New(engine.Setup{Seed: seed, Options: map[string]string{"players": []string{"4", "6"}[seed%2]}})
		if err != nil {
			t.Fatal(err)
		}
		players := map[engine.Seat]*heuristic.Bot{}
		for step := 0; !g.State().Over && len(out) < n; step++ {
			d := g.Pending()[0]
			if step%29 == 13 && d.Kind == engine.Select && len(d.Options) > 2 {
				out = append(out, g.Clone().(*bso.Game))
			}
			if players[d.Seat] == nil {
				players[d.Seat] = heuristic.NewBot(seed + uint64(d.Seat))
			}
			if _, err := g.Apply(players[d.Seat].DecideBSO(g.View(d.Seat).(*bso.View), d)); err != nil {
				t.Fatal(err)
			}
		}
	}
	return out
}

// permuteHiddenFrom returns a copy of g that differs only in what seat
// cannot know, stated from the rules (ONR-2.6, "Teams and Seating":
// teammates share nothing hidden): the cards hidden from seat change
// places among themselves — within a player's stored zones (hand, deck,
// face-down Archives), among a Corp's unrezzed ice, among face-down rig
// cards — and the random generator is another.
func permuteHiddenFrom(t *testing.T, g *bso.Game, seat engine.Seat, seed uint64) *bso.Game {
	t.Helper()
	b, err := g.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	var st map[string]any
	if err := json.Unmarshal(b, &st); err != nil {
		t.Fatal(err)
	}
	cards := st["cards"].([]any)
	num := func(m map[string]any, k string) int { f, _ := m[k].(float64); return int(f) }
	flag := func(m map[string]any, k string) bool { v, _ := m[k].(bool); return v }
	classes := map[string][]int{}
	for c := 1; c < len(cards); c++ {
		k := cards[c].(map[string]any)
		zone, side, at := onr.Zone(num(k, "zone")), onr.Role(num(k, "side")), engine.Seat(num(k, "at"))
		own := at == seat
		knows := uint64(num(k, "knownTo"))&(1<<uint(seat)) != 0
		faceUp, rezzed := flag(k, "faceUp"), flag(k, "rezzed")
		var hidden bool
		class := ""
		switch zone {
		case onr.ZoneDeck:
			hidden, class = !knows, "stored"
		case onr.ZoneHand:
			hidden, class = !own && !knows, "stored"
		case onr.ZoneDiscard:
			hidden, class = !faceUp && !own && side != onr.Runner, "stored"
		case onr.ZoneIce:
			hidden, class = !rezzed && !faceUp && !own && !knows, "ice"
		case onr.ZoneRig:
			hidden, class = !faceUp && !own, "rig"
		}
		if hidden && class != "" {
			key := fmt.Sprint(at, class)
			classes[key] = append(classes[key], c)
		}
	}
	rng := engine.NewRNG(seed)
	for _, list := range classes {
		ids := make([]any, len(list))
		for i, c := range list {
			ids[i] = cards[c].(map[string]any)["id"]
		}
		rng.Shuffle(len(ids), func(i, j int) { ids[i], ids[j] = ids[j], ids[i] })
		for i, c := range list {
			cards[c].(map[string]any)["id"] = ids[i]
		}
	}
	rb, _ := json.Marshal(engine.NewRNG(seed ^ 0xfeed))
	st["rng"] = json.RawMessage(rb)
	st["seed"] = seed ^ 0xfeed
	if b, err = json.Marshal(st); err != nil {
		t.Fatal(err)
	}
	other, err := bso.Load(b)
	if err != nil {
		t.Fatal(err)
	}
	if err := other.Check(); err != nil {
		t.Fatalf("the permuted game breaks an invariant: %v", err)
	}
	return other
}

// TestHeuristicSeesOnlyItsSeatAtABigSellOutTable proves that the heuristic
// player of a Big Sell-Out seat cannot read hidden state: handed only an
// observation, it calls nothing on the game but View and Describe, and it
// chooses the same in a game dealt differently in all that its seat cannot
// know — its teammate's hidden cards included.
func TestHeuristicSeesOnlyItsSeatAtABigSellOutTable(t *testing.T) {
	n := 60
	if testing.Short() {
		n = 20
	}
	differed := 0
	for i, g := range bsoPositions(t, n) {
		d := g.Pending()[0]
		other := permuteHiddenFrom(t, g, d.Seat, uint64(i))
		for c := range g.State().Cards {
			if g.State().Cards[c].ID != other.State().Cards[c].ID {
				differed++
				break
			}
		}
		var choices []engine.Choice
		for _, real := range []engine.Game{g, other} {
			sp := &spy{Game: real, calls: map[string]int{}}
			p, err := bot.New("heuristic", bot.Config{Game: "bso", Seat: d.Seat})
			if err != nil {
				t.Fatal(err)
			}
			choices = append(choices, p.Choose(bot.NewObservation(sp, d, nil)))
			for m := range sp.calls {
				if m != "View" && m != "Describe" {
					t.Fatalf("position %d: the heuristic player called %s on the game", i, m)
				}
			}
		}
		if choices[0] != choices[1] {
			t.Fatalf("position %d (%s, seat %d): chose %+v in the real game and %+v in another the seat cannot tell from it",
				i, d.Prompt, d.Seat, choices[0], choices[1])
		}
	}
	if differed < n/2 {
		t.Errorf("only %d of %d permuted games differ from the real one: the check checked little", differed, n)
	}
}

// rulesConditions are the reasons a game of the Big Sell-Out may end for
// (ONR-17, "Victory!").
var rulesConditions = map[string]bool{"agenda points": true, "flatline": true, "empty R&D": true, "bad publicity": true}

// TestHeuristicPlaysEverySeatOfTheBigSellOut: heuristic players at every
// seat of 4, 6 and 8 players finish their games by a rules condition with
// the invariants checked after every step; and a team of heuristic
// players beats a team of random ones, seated as either team.
func TestHeuristicPlaysEverySeatOfTheBigSellOut(t *testing.T) {
	games := 20
	if testing.Short() {
		games = 6
	}
	run := func(t *testing.T, players string, bots map[string]string, n int) *sim.Report {
		t.Helper()
		r, err := sim.Run(sim.Config{Ruleset: bso.Rules, Games: n, Seed: 1, Check: true, Workers: runtime.NumCPU(),
			Options: map[string]string{"players": players}, Bots: bots})
		if err != nil {
			t.Fatal(err)
		}
		if len(r.Failures) > 0 {
			t.Fatalf("%d failures, the first: %+v", len(r.Failures), r.Failures[0])
		}
		for reason := range r.Reasons {
			if !rulesConditions[reason] {
				t.Errorf("a game ended for %q", reason)
			}
		}
		return r
	}
	for _, players := range []string{"4", "6", "8"} {
		t.Run(players+" players, heuristic at every seat", func(t *testing.T) {
			r := run(t, players, map[string]string{"sponsor": "heuristic", "agent": "heuristic"}, games)
			if r.Completed != games {
				t.Errorf("%d of %d games completed", r.Completed, games)
			}
			t.Logf("reasons %v, teams %v", r.Reasons, r.Teams)
		})
	}
	for _, team := range []string{"team1", "team2"} {
		t.Run("a heuristic "+team+" beats a random one", func(t *testing.T) {
			r := run(t, "4", map[string]string{team: "heuristic"}, 2*games)
			won := float64(r.Teams[strings.Replace(team, "team", "team ", 1)]) / float64(r.Completed)
			if won < 0.85 {
				t.Errorf("the heuristic %s won %.0f %% of %d games (teams %v), want at least 85 %%", team, 100*won, r.Completed, r.Teams)
			}
		})
	}
}

// TestABidderStopsWhenOutbidAboveTheTagsWorth: a Sponsor bids the least
// for a tag on its own Agent, and once outbid beyond what the tag is worth
// to it, passes — the Select to bid again does not show the bid to beat,
// so the player remembers its own.
func TestABidderStopsWhenOutbidAboveTheTagsWorth(t *testing.T) {
	g := bsoPosition(t, `
setup:
  players: 6
  turn: sponsor 3
  sponsor 1: {bits: 9}
  sponsor 3: {bits: 9}
  agent 1: {tags: {agent 2: 1}}
steps:
  - sponsor 3: gain
  - agent 2: offer-tag of Agent 1 to Sponsor 3
  - number: {seat: agent 2, value: 5}
  - sponsor 3: refuse the tag of Agent 1
  - pass_all: true
  - sponsor 3: [gain, gain]
  - expect: {pending: sponsor 1}`)
	s1, s3 := seatNamed(t, g, "sponsor 1"), seatNamed(t, g, "sponsor 3")
	p, err := bot.New("heuristic", bot.Config{Game: "bso", Seat: s1})
	if err != nil {
		t.Fatal(err)
	}
	pending := func(seat engine.Seat) engine.Decision {
		t.Helper()
		for _, d := range engine.PendingOf(g) {
			if d.Seat == seat {
				return d
			}
		}
		t.Fatalf("seat %d has no decision: %+v", seat, engine.PendingOf(g))
		return engine.Decision{}
	}
	apply := func(c engine.Choice) {
		t.Helper()
		if _, err := g.Apply(c); err != nil {
			t.Fatal(err)
		}
	}
	option := func(d engine.Decision, verb engine.Verb) int {
		for i, o := range d.Options {
			if o.Verb == verb {
				return i
			}
		}
		t.Fatalf("no %s among %+v", verb, d.Options)
		return 0
	}
	for _, step := range []struct {
		what string
		want engine.Verb // the verb sponsor 1 chooses, or 0 for its number
		n    int         // the number it answers
	}{
		{"it bids", bso.VerbBid, 0},
		{"the least", 0, 2},
	} {
		d := pending(s1)
		c := p.Choose(bot.NewObservation(g, d, nil))
		if step.want != 0 && d.Options[c.Option].Verb != step.want || step.want == 0 && c.Number != step.n {
			t.Fatalf("%s: chose %+v of %+v", step.what, c, d)
		}
		apply(c)
	}
	// Sponsor 3 outbids it with 5: the tag, worth 4 to Sponsor 1, now costs 6.
	d := pending(s3)
	apply(engine.Choice{Decision: d.ID, Seat: s3, Option: option(d, bso.VerbBid)})
	d = pending(s3)
	apply(engine.Choice{Decision: d.ID, Seat: s3, Number: 5})
	d = pending(s1)
	if c := p.Choose(bot.NewObservation(g, d, nil)); d.Options[c.Option].Verb != onr.VerbPass {
		t.Errorf("outbid at 5, Sponsor 1 chose %s, want pass", d.Options[c.Option].Verb)
	}
}
