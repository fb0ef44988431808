package search_test

import (
	"encoding/json"
	"flag"
	"fmt"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/datafort/datafort/arena"
	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/heuristic"
	"github.com/datafort/datafort/onr/search"
)

var (
	matchGames   = flag.Int("search.games", 0, "play this many games per side of search against heuristic in TestSearchBeatsHeuristic (0: skip)")
	matchWorlds  = flag.Int("search.worlds", search.DefaultWorlds, "worlds per decision in TestSearchBeatsHeuristic")
	matchMS      = flag.Int("search.ms", 100, "CPU milliseconds per decision in TestSearchBeatsHeuristic")
	matchSeat    = flag.String("search.seat", "", "play only this side (corp or runner) in TestSearchBeatsHeuristic")
	matchParams  = flag.String("search.params", "", "more parameters of the search player in TestSearchBeatsHeuristic (KEY=VALUE,...)")
	matchWorkers = flag.Int("search.workers", 2, "games played at once in TestSearchBeatsHeuristic (at most the CPUs)")
	matchFirst   = flag.Int("search.first", 1000, "the seed of the first game of TestSearchBeatsHeuristic (game i is seeded first+i)")
)

// spy is a game that a search player may only look at through its
// observation: it records every method called on it.
type spy struct {
	engine.Game
	mu    sync.Mutex
	calls map[string]int
}

func (s *spy) note(m string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.calls[m]++
}

func (s *spy) View(seat engine.Seat) any { s.note("View"); return s.Game.View(seat) }
func (s *spy) Describe(d engine.Decision, i int) string {
	s.note("Describe")
	return s.Game.Describe(d, i)
}
func (s *spy) Pending() []engine.Decision                    { s.note("Pending"); return s.Game.Pending() }
func (s *spy) Apply(c engine.Choice) ([]engine.Event, error) { s.note("Apply"); return s.Game.Apply(c) }
func (s *spy) Result() (engine.Result, bool)                 { s.note("Result"); return s.Game.Result() }
func (s *spy) Clone() engine.Game                            { s.note("Clone"); return s.Game.Clone() }
func (s *spy) MarshalBinary() ([]byte, error)                { s.note("MarshalBinary"); return s.Game.MarshalBinary() }
func (s *spy) Check() error                                  { s.note("Check"); return s.Game.Check() }
func (s *spy) Seats() []engine.SeatInfo                      { s.note("Seats"); return s.Game.Seats() }
func (s *spy) InfoState(seat engine.Seat) (engine.InfoState, error) {
	s.note("InfoState")
	return s.Game.(engine.InfoStater).InfoState(seat)
}

// positions returns positions of heuristic games where the seat to move
// has a real choice, and an information state.
func positions(t *testing.T, n int) []*onr.Game {
	t.Helper()
	var out []*onr.Game
	for seed := uint64(1); len(out) < n; seed++ {
		g, err := onr.New(engine.Setup{Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		players := [2]*heuristic.Bot{heuristic.NewBot(seed), heuristic.NewBot(seed + 1)}
		for step := 0; !g.State().Over && len(out) < n; step++ {
			d := g.Pending()[0]
			if step%37 == 11 && len(g.Pending()) == 1 && d.Kind == engine.Select && len(d.Options) > 2 {
				if _, err := g.Info(d.Seat); err == nil {
					out = append(out, g.Clone().(*onr.Game))
				}
			}
			if _, err := g.Apply(players[d.Seat].Decide(g.View(d.Seat).(*onr.View), d)); err != nil {
				t.Fatal(err)
			}
		}
	}
	return out
}

// TestSearchSeesOnlyItsSeat proves that the search player cannot read
// hidden state. It is handed only an observation: at each of many
// positions, the game behind the observation records the calls made on it,
// and only View, Describe and InfoState (what the seat may know) may be
// called. Then the same player, seeded alike, decides again in a game
// dealt at random from the seat's information state — the same in all the
// seat can know, different in the hidden cards, the order of every deck
// and the random generator — and must choose the same option.
func TestSearchSeesOnlyItsSeat(t *testing.T) {
	n := 24
	if testing.Short() {
		n = 8
	}
	searched, changed := 0, 0
	for i, g := range positions(t, n) {
		d := g.Pending()[0]
		other := permuteHidden(t, g, d.Seat, uint64(i))
		if !differ(g, other) {
			t.Fatalf("position %d: the permuted game holds the same cards", i)
		}
		var choices []engine.Choice
		for _, real := range []*onr.Game{g, other} {
			sp := &spy{Game: real, calls: map[string]int{}}
			b := search.NewBot(d.Seat, 99, 6, 0)
			choices = append(choices, b.Choose(bot.NewObservation(sp, d, nil)))
			for m := range sp.calls {
				if m != "View" && m != "Describe" && m != "InfoState" {
					t.Fatalf("position %d: the search player called %s on the game", i, m)
				}
			}
			if st := b.Stats(); st.Searched == 1 {
				searched++
				if st.Changed == 1 {
					changed++
				}
			}
		}
		if choices[0] != choices[1] {
			t.Fatalf("position %d (%s): the search player chose %+v in the real game and %+v in another the seat cannot tell from it",
				i, d.Prompt, choices[0], choices[1])
		}
	}
	if searched < n {
		t.Errorf("only %d of %d decisions were searched", searched, 2*n)
	}
	t.Logf("%d decisions searched, %d overruled the prior", searched, changed)
}

// permuteHidden returns a copy of g that differs only in what seat cannot
// know, stated from the rules rather than from the engine's masking
// (ONR-2.6): the cards hidden from seat change places among themselves —
// within a player's stored zones (hand, deck, face-down Archives), among
// unrezzed ice, among face-down rig cards — and the random generator is
// another. Cards in forts stay: moving them could break the one agenda or
// node per fort.
func permuteHidden(t *testing.T, g *onr.Game, seat engine.Seat, seed uint64) *onr.Game {
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
	corp, runner := seat == 0, seat == 1
	num := func(m map[string]any, k string) int {
		f, _ := m[k].(float64)
		return int(f)
	}
	flag := func(m map[string]any, k string) bool { v, _ := m[k].(bool); return v }
	classes := map[string][]int{}
	for c := 1; c < len(cards); c++ {
		k := cards[c].(map[string]any)
		zone, side, owner := onr.Zone(num(k, "zone")), onr.Role(num(k, "side")), num(k, "owner")
		known, faceUp, rezzed := flag(k, "known"), flag(k, "faceUp"), flag(k, "rezzed")
		var hidden bool
		class := ""
		switch zone {
		case onr.ZoneDeck:
			hidden, class = side == onr.Runner || !(runner && known), "stored"
		case onr.ZoneHand:
			if side == onr.Corp {
				hidden = !corp && !(runner && known)
			} else {
				hidden = !runner
			}
			class = "stored"
		case onr.ZoneDiscard:
			hidden, class = !faceUp && !corp, "stored"
		case onr.ZoneIce:
			hidden, class = !rezzed && !faceUp && !corp && !(runner && known), "ice"
		case onr.ZoneRig:
			hidden, class = !faceUp && !runner, "rig"
		}
		if hidden && class != "" {
			key := fmt.Sprint(owner, class)
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
	r := engine.NewRNG(seed ^ 0xfeed)
	rb, _ := json.Marshal(r)
	st["rng"] = json.RawMessage(rb)
	st["seed"] = seed ^ 0xfeed
	b, err = json.Marshal(st)
	if err != nil {
		t.Fatal(err)
	}
	other, err := onr.Load(b)
	if err != nil {
		t.Fatal(err)
	}
	if err := other.Check(); err != nil {
		t.Fatalf("the permuted game breaks an invariant: %v", err)
	}
	return other
}

// differ reports whether two games hold different cards somewhere.
func differ(a, b *onr.Game) bool {
	for c := range a.State().Cards {
		if a.State().Cards[c].ID != b.State().Cards[c].ID {
			return true
		}
	}
	return false
}

func TestNew(t *testing.T) {
	for _, spec := range []string{"search", "search:worlds=3", "search:worlds=0,ms=20", "search:top=2,steps=100", "search:points=0.25,margin=1"} {
		if _, err := bot.New(spec, bot.Config{Game: "onr", Seat: 1}); err != nil {
			t.Errorf("%s: %v", spec, err)
		}
	}
	for _, spec := range []string{"search:worlds=0", "search:worlds=x", "search:depth=3", "search:ms=-1", "search:points=-1", "search:points=x"} {
		if _, err := bot.New(spec, bot.Config{Game: "onr"}); err == nil {
			t.Errorf("%s: no error", spec)
		}
	}
	if _, err := bot.New("search", bot.Config{Game: "toy"}); err == nil {
		t.Error("search plays toy")
	}
	if info, ok := bot.Lookup("search"); !ok || !slices.Equal(info.Games, []string{"onr"}) || info.About == "" {
		t.Errorf("Lookup(search) = %+v, %v; want the game onr alone and an About", info, ok)
	}
}

// TestSearchPlaysWholeGames: a search player on each side finishes games
// against the heuristic player, searching as it goes.
func TestSearchPlaysWholeGames(t *testing.T) {
	for seat := range engine.Seat(2) {
		g, err := onr.New(engine.Setup{Seed: 3 + uint64(seat)})
		if err != nil {
			t.Fatal(err)
		}
		s := search.NewBot(seat, 1, 2, 0)
		ps := []bot.Player{heuristic.NewBot(7), heuristic.NewBot(8)}
		ps[seat] = s
		if _, err := bot.NewTable(g, ps).Play(20000); err != nil {
			t.Fatal(err)
		}
		if st := s.Stats(); st.Searched < 10 || st.Playouts < 20 {
			t.Errorf("seat %d: %+v", seat, st)
		}
	}
}

// TestSearchBeatsHeuristic plays search against heuristic on both sides
// (-search.games=N per side; skipped by default) and checks the target of
// issue 12: at least 60 % of the games won on each side. It reports the
// win rate with its 95 % Wilson interval and what the search did.
func TestSearchBeatsHeuristic(t *testing.T) {
	if *matchGames == 0 {
		t.Skip("a long match: run with -search.games=N (and -timeout)")
	}
	for seat := range engine.Seat(2) {
		if *matchSeat != "" && *matchSeat != [2]string{"corp", "runner"}[seat] {
			continue
		}
		spec := fmt.Sprintf("worlds=%d,ms=%d", *matchWorlds, *matchMS)
		if *matchParams != "" {
			spec += "," + *matchParams
		}
		params := map[string]string{}
		for _, kv := range strings.Split(spec, ",") {
			k, v, _ := strings.Cut(kv, "=")
			params[k] = v
		}
		start := time.Now()
		wins, st := playMatch(t, seat, params, *matchFirst, *matchGames, *matchWorkers)
		p := float64(wins) / float64(*matchGames)
		lo, hi := arena.Wilson(p, *matchGames)
		n := float64(max(st.Searched, 1))
		t.Logf("search:%s as %s vs heuristic, games seeded %d–%d: %d/%d = %.1f %% (95 %% Wilson %.1f–%.1f) | searched %d of %d decisions, changed %d, refused %d, worlds/search %.1f, playouts %d, cpu mean %.1fms p99 %v max %v, wall mean %.1fms, elapsed %v",
			spec, [2]string{"corp", "runner"}[seat], *matchFirst, *matchFirst+*matchGames-1, wins, *matchGames, 100*p, 100*lo, 100*hi,
			st.Searched, st.Decisions, st.Changed, st.Refused, float64(st.Worlds)/n, st.Playouts,
			float64(st.Time.Microseconds())/1000/n, st.Quantile(0.99).Round(10*time.Microsecond), st.MaxTime.Round(10*time.Microsecond),
			float64(st.Wall.Microseconds())/1000/n, time.Since(start).Round(time.Second))
		if p < 0.6 {
			t.Errorf("seat %d: search won %.1f %%, want at least 60 %%", seat, 100*p)
		}
	}
}

// playMatch plays games games of ONR, game i seeded first+i, with
// heuristic players seeded i and i+1 in the seats, and returns how many
// seat won alone. With params, a search player of those parameters
// (seeded i) plays seat instead, and st sums what it did; with nil params
// the heuristic players play both seats. Up to workers games are played at
// once (at most the CPUs); the results do not depend on it.
func playMatch(t *testing.T, seat engine.Seat, params map[string]string, first, games, workers int) (wins int, st search.Stats) {
	t.Helper()
	var mu sync.Mutex
	jobs := make(chan int)
	var wg sync.WaitGroup
	for range max(1, min(workers, runtime.NumCPU())) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				g, err := onr.New(engine.Setup{Seed: uint64(first + i)})
				if err != nil {
					t.Error(err)
					continue
				}
				ps := []bot.Player{heuristic.NewBot(uint64(i)), heuristic.NewBot(uint64(i) + 1)}
				var s *search.Bot
				if params != nil {
					p, err := search.New(bot.Config{Game: "onr", Seat: seat, Seed: uint64(i), Params: params})
					if err != nil {
						t.Error(err)
						continue
					}
					s = p.(*search.Bot)
					ps[seat] = s
				}
				res, err := bot.NewTable(g, ps).Play(100000)
				mu.Lock()
				if err == nil && len(res.Winners) == 1 && res.Winners[0] == seat {
					wins++
				}
				if s != nil {
					st.Add(s.Stats())
				}
				mu.Unlock()
			}
		}()
	}
	for i := range games {
		jobs <- i
	}
	close(jobs)
	wg.Wait()
	return wins, st
}
