package onr_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/engine/enginetest"
	"github.com/datafort/datafort/onr"
	_ "github.com/datafort/datafort/onr/cards" // the implemented cards
)

// maxSteps bounds a random game; games between random bots with the default
// decks take a few hundred decisions.
const maxSteps = 100_000

// newGame starts a game with the default decks.
func newGame(t testing.TB, seed uint64) *onr.Game {
	t.Helper()
	g, err := onr.New(engine.Setup{Seed: seed})
	if err != nil {
		t.Fatalf("seed %d: new game: %v", seed, err)
	}
	return g
}

// randomPlayer answers any pending decision at random, reproducibly: a
// random bot for the answer and a second generator to pick which of several
// pending decisions (the two secret choices of a trace) is answered first.
type randomPlayer struct {
	bot  *bot.Random
	pick engine.RNG
}

func newRandomPlayer(seed uint64) *randomPlayer {
	return &randomPlayer{bot: bot.NewRandom(seed ^ 0xb07), pick: engine.NewRNG(seed ^ 0x9c1)}
}

// choose returns a legal choice for one of g's pending decisions.
func (p *randomPlayer) choose(g engine.Game) engine.Choice {
	pend := g.Pending()
	return p.bot.Choose(pend[p.pick.IntN(len(pend))])
}

func hashOf(t testing.TB, g engine.Game) [32]byte {
	t.Helper()
	h, err := engine.Hash(g)
	if err != nil {
		t.Fatalf("hash: %v", err)
	}
	return h
}

func over(g engine.Game) bool {
	_, done := g.Result()
	return done
}

func apply(t testing.TB, g engine.Game, c engine.Choice) []engine.Event {
	t.Helper()
	ev, err := g.Apply(c)
	if err != nil {
		t.Fatalf("apply %+v: %v", c, err)
	}
	return ev
}

// lockstep applies the choices of p, read from a, to both a and b until the
// game ends, failing at the first step where the two differ in hash or in
// the events told. It returns the number of steps played.
func lockstep(t testing.TB, a, b engine.Game, p *randomPlayer) int {
	t.Helper()
	for step := 0; ; step++ {
		if ha, hb := hashOf(t, a), hashOf(t, b); ha != hb {
			t.Fatalf("step %d: hashes differ: %x and %x", step, ha[:8], hb[:8])
		}
		if over(a) || over(b) {
			ra, oa := a.Result()
			rb, ob := b.Result()
			if oa != ob || !reflect.DeepEqual(ra, rb) {
				t.Fatalf("step %d: results differ: %+v (%v) and %+v (%v)", step, ra, oa, rb, ob)
			}
			return step
		}
		if step >= maxSteps {
			t.Fatalf("no end after %d steps", step)
		}
		c := p.choose(a)
		ea, eb := apply(t, a, c), apply(t, b, c)
		if !reflect.DeepEqual(ea, eb) {
			t.Fatalf("step %d: choice %+v told %+v and %+v", step, c, ea, eb)
		}
	}
}

func TestConformance(t *testing.T) {
	// enginetest.CheckGame checks the engine contract before every step of
	// a random game: invariants, every offered option applies on a clone,
	// malformed and stale choices are rejected with the hash unchanged,
	// MarshalBinary then Load and Clone give the same game, and the record
	// replays to the same hashes.
	seeds := uint64(10)
	if testing.Short() {
		seeds = 3
	}
	for seed := uint64(1); seed <= seeds; seed++ {
		t.Run(fmt.Sprintf("engine contract holds for a random game, seed %d", seed), func(t *testing.T) {
			enginetest.CheckGame(t, onr.Rules, engine.Setup{Seed: seed}, maxSteps)
		})
	}
}

// TestStepThenApplyIsApply: a game that steps some choices (Game.Step,
// which records no events and measures nothing) and applies the others is
// the game that applied them all, and each choice it applies gets the same
// events and effect (enginetest.CheckStepMix).
func TestStepThenApplyIsApply(t *testing.T) {
	for seed := uint64(1); seed <= 6; seed++ {
		t.Run(fmt.Sprintf("seed %d", seed), func(t *testing.T) {
			enginetest.CheckStepMix(t, onr.Rules, engine.Setup{Seed: seed}, maxSteps)
		})
	}
}

func TestDeterminism(t *testing.T) {
	t.Run("ONR-4.2 same seed and same choices give the same state after every step", func(t *testing.T) {
		for seed := uint64(1); seed <= 5; seed++ {
			a, b := newGame(t, seed), newGame(t, seed)
			if n := lockstep(t, a, b, newRandomPlayer(seed)); n == 0 {
				t.Fatalf("seed %d: the game ended before any choice", seed)
			}
		}
	})

	t.Run("ONR-4.2 different seeds shuffle the decks differently", func(t *testing.T) {
		// The seed is stored in the state, so different seeds always hash
		// differently; compare what the seed is for instead: the order of
		// both decks after the shuffle and the opening draw.
		orders := map[string]uint64{}
		for seed := uint64(1); seed <= 20; seed++ {
			g := newGame(t, seed)
			s := g.State()
			var b strings.Builder
			for _, zone := range [][]int32{s.Players[corpSeat].Hand, s.Players[corpSeat].Deck, s.Players[runnerSeat].Hand, s.Players[runnerSeat].Deck} {
				for _, c := range zone {
					b.WriteString(g.Title(c) + "|")
				}
				b.WriteString("/")
			}
			if other, dup := orders[b.String()]; dup {
				t.Fatalf("seeds %d and %d deal the same cards in the same order", other, seed)
			}
			orders[b.String()] = seed
		}
	})

	t.Run("ONR-4.2 different seeds with the same bot give different games", func(t *testing.T) {
		finals := map[string]bool{}
		for seed := uint64(1); seed <= 10; seed++ {
			g := newGame(t, seed)
			p := newRandomPlayer(1) // same bot for every game
			n := 0
			for ; !over(g); n++ {
				apply(t, g, p.choose(g))
			}
			r, _ := g.Result()
			s := g.State()
			finals[fmt.Sprintf("%d %v %d %d", n, r, s.Players[corpSeat].Points, s.Players[runnerSeat].Points)] = true
		}
		if len(finals) < 5 {
			t.Errorf("10 seeds gave only %d different games (length, result, score): %v", len(finals), finals)
		}
	})
}

// resumeAt names a moment of the game at which to save.
type resumeAt struct {
	name string
	at   func(s *onr.State, pending, prevPending int) bool
}

func TestSaveAndResume(t *testing.T) {
	cases := []resumeAt{
		{"ONR-11 in the middle of a run", func(s *onr.State, _, _ int) bool {
			return s.Run.Active
		}},
		{"ONR-12.2.2 in a trace with both secret choices pending", func(s *onr.State, pending, _ int) bool {
			return s.Trace.Active && pending == 2
		}},
		{"ONR-12.2.2 in a trace after only one side answered", func(s *onr.State, pending, prev int) bool {
			return s.Trace.Active && pending == 1 && prev == 2
		}},
		{"ONR-5.1.5 ONR-5.2.4 at an end-of-turn discard", func(s *onr.State, _, _ int) bool {
			return len(s.Frames()) > 0 && s.Frames()[len(s.Frames())-1].Kind == onr.FrameDiscard
		}},
	}
	for _, tc := range cases {
		t.Run("a game saved "+tc.name+" resumes identically", func(t *testing.T) {
			resumed := 0
			for seed := uint64(1); seed <= 200 && resumed < 3; seed++ {
				g := newGame(t, seed)
				p := newRandomPlayer(seed)
				prev := 0
				for !over(g) && !tc.at(g.State(), len(g.Pending()), prev) {
					prev = len(g.Pending())
					apply(t, g, p.choose(g))
				}
				if over(g) {
					continue
				}
				resumed++
				saved, err := g.MarshalBinary()
				if err != nil {
					t.Fatalf("seed %d: save: %v", seed, err)
				}
				l, err := onr.Rules.Load(saved)
				if err != nil {
					t.Fatalf("seed %d: load: %v", seed, err)
				}
				again, err := l.MarshalBinary()
				if err != nil {
					t.Fatalf("seed %d: save the loaded game: %v", seed, err)
				}
				if !bytes.Equal(saved, again) {
					t.Fatalf("seed %d: saving the loaded game gives different bytes", seed)
				}
				if !reflect.DeepEqual(g.Pending(), l.Pending()) {
					t.Fatalf("seed %d: pending decisions differ after loading:\n%+v\n%+v", seed, g.Pending(), l.Pending())
				}
				for _, seat := range []engine.Seat{0, 1, engine.NoSeat} {
					va, _ := json.Marshal(g.View(seat))
					vb, _ := json.Marshal(l.View(seat))
					if !bytes.Equal(va, vb) {
						t.Fatalf("seed %d: view of seat %d differs after loading", seed, seat)
					}
				}
				lockstep(t, g, l, p)
			}
			if resumed == 0 {
				t.Fatalf("no random game of seeds 1–200 reached the position")
			}
		})
	}
}

// recordGame plays a random game and returns its record, with the hash
// after every choice.
func recordGame(t testing.TB, seed uint64) (engine.Record, engine.Game) {
	t.Helper()
	setup := engine.Setup{Seed: seed}
	rec := engine.Record{Ruleset: onr.Rules.Name(), Setup: setup}
	g := newGame(t, seed)
	p := newRandomPlayer(seed)
	for !over(g) {
		c := p.choose(g)
		apply(t, g, c)
		rec.Choices = append(rec.Choices, c)
		rec.Hashes = append(rec.Hashes, hashOf(t, g))
	}
	return rec, g
}

func TestRecordAndReplay(t *testing.T) {
	for seed := uint64(1); seed <= 5; seed++ {
		t.Run(fmt.Sprintf("engine.Replay reproduces a recorded random game, seed %d", seed), func(t *testing.T) {
			rec, g := recordGame(t, seed)
			want := hashOf(t, g)

			// Through a saved record file: the record as JSON, without the
			// hashes, so that only the final state is compared.
			b, err := json.Marshal(engine.Record{Ruleset: rec.Ruleset, Setup: rec.Setup, Choices: rec.Choices})
			if err != nil {
				t.Fatal(err)
			}
			var bare engine.Record
			if err := json.Unmarshal(b, &bare); err != nil {
				t.Fatal(err)
			}
			r, err := engine.Replay(onr.Rules, bare)
			if err != nil {
				t.Fatalf("replay: %v", err)
			}
			if got := hashOf(t, r); got != want {
				t.Fatalf("replayed game has hash %x, the original %x", got[:8], want[:8])
			}
			rr, _ := r.Result()
			gr, _ := g.Result()
			if !reflect.DeepEqual(rr, gr) {
				t.Fatalf("replayed result %+v, the original %+v", rr, gr)
			}

			// With the hashes: every intermediate state matches.
			if _, err := engine.Replay(onr.Rules, rec); err != nil {
				t.Fatalf("replay with hashes: %v", err)
			}

			// A record cut short replays to a different, unfinished game.
			short := engine.Record{Ruleset: rec.Ruleset, Setup: rec.Setup, Choices: rec.Choices[:len(rec.Choices)-1]}
			r, err = engine.Replay(onr.Rules, short)
			if err != nil {
				t.Fatalf("replay of the shortened record: %v", err)
			}
			if over(r) || hashOf(t, r) == want {
				t.Fatalf("a record without its last choice replays to the finished game")
			}
		})
	}
}

// playUntil plays a random game of seed until cond holds and returns it, or
// nil if the game ended first.
func playUntil(t testing.TB, seed uint64, cond func(g *onr.Game) bool) *onr.Game {
	t.Helper()
	g := newGame(t, seed)
	p := newRandomPlayer(seed)
	for !cond(g) {
		if over(g) {
			return nil
		}
		apply(t, g, p.choose(g))
	}
	return g
}

// findGame returns the first random game of seeds 1–100 that reaches cond.
func findGame(t testing.TB, what string, cond func(g *onr.Game) bool) *onr.Game {
	t.Helper()
	for seed := uint64(1); seed <= 100; seed++ {
		if g := playUntil(t, seed, cond); g != nil {
			return g
		}
	}
	t.Fatalf("no random game of seeds 1–100 reached %s", what)
	return nil
}

func TestIllegalChoicesAreRejected(t *testing.T) {
	// The opening position: the Corp's first action, nothing for the Runner.
	start := func(t *testing.T) *onr.Game {
		g := newGame(t, 1)
		if p := g.Pending(); len(p) != 1 || p[0].Seat != corpSeat || p[0].Kind != engine.Select {
			t.Fatalf("opening decisions: %+v", p)
		}
		return g
	}
	// A position after the first choice, so that an older decision exists.
	second := func(t *testing.T) (*onr.Game, engine.Decision) {
		g := start(t)
		first := g.Pending()[0]
		apply(t, g, engine.Choice{Decision: first.ID, Seat: first.Seat})
		return g, first
	}
	number := func(t *testing.T) *onr.Game {
		return findGame(t, "a trace bid", func(g *onr.Game) bool {
			return slices.ContainsFunc(g.Pending(), func(d engine.Decision) bool { return d.Kind == engine.Number })
		})
	}
	ended := func(t *testing.T) *onr.Game {
		return findGame(t, "the end", func(g *onr.Game) bool { return over(g) })
	}
	mine := func(g *onr.Game, kind engine.Kind) engine.Decision {
		for _, d := range g.Pending() {
			if d.Kind == kind {
				return d
			}
		}
		return engine.Decision{}
	}

	cases := []struct {
		name   string
		game   func(t *testing.T) *onr.Game
		choice func(t *testing.T, g *onr.Game) engine.Choice
		want   error
	}{
		{"the Runner answers while only the Corp decides (ONR-5: the Corp's turn)", start,
			func(t *testing.T, g *onr.Game) engine.Choice {
				d := g.Pending()[0]
				return engine.Choice{Decision: d.ID, Seat: runnerSeat}
			}, engine.ErrNotYourTurn},
		{"a seat that is not in the game", start,
			func(t *testing.T, g *onr.Game) engine.Choice {
				return engine.Choice{Decision: g.Pending()[0].ID, Seat: 2}
			}, engine.ErrNotYourTurn},
		{"the spectator seat", start,
			func(t *testing.T, g *onr.Game) engine.Choice {
				return engine.Choice{Decision: g.Pending()[0].ID, Seat: engine.NoSeat}
			}, engine.ErrNotYourTurn},
		{"an old decision id", func(t *testing.T) *onr.Game { g, _ := second(t); return g },
			func(t *testing.T, g *onr.Game) engine.Choice {
				// The first decision of the game had the lowest id.
				d := g.Pending()[0]
				if d.ID <= 1 {
					t.Fatalf("pending decision %d is not newer than the first", d.ID)
				}
				return engine.Choice{Decision: 1, Seat: d.Seat}
			}, engine.ErrStale},
		{"a decision id not yet issued", start,
			func(t *testing.T, g *onr.Game) engine.Choice {
				d := g.Pending()[0]
				return engine.Choice{Decision: d.ID + 1, Seat: d.Seat}
			}, engine.ErrStale},
		{"option index -1", start,
			func(t *testing.T, g *onr.Game) engine.Choice {
				d := g.Pending()[0]
				return engine.Choice{Decision: d.ID, Seat: d.Seat, Option: -1}
			}, engine.ErrNoSuchOption},
		{"option index one past the last", start,
			func(t *testing.T, g *onr.Game) engine.Choice {
				d := g.Pending()[0]
				return engine.Choice{Decision: d.ID, Seat: d.Seat, Option: len(d.Options)}
			}, engine.ErrNoSuchOption},
		{"ONR-12.2.2 a trace bid below the minimum", number,
			func(t *testing.T, g *onr.Game) engine.Choice {
				d := mine(g, engine.Number)
				return engine.Choice{Decision: d.ID, Seat: d.Seat, Number: d.Min - 1}
			}, engine.ErrOutOfRange},
		{"ONR-12.2.2 a trace bid above the maximum", number,
			func(t *testing.T, g *onr.Game) engine.Choice {
				d := mine(g, engine.Number)
				return engine.Choice{Decision: d.ID, Seat: d.Seat, Number: d.Max + 1}
			}, engine.ErrOutOfRange},
		{"ONR-17.6 a choice after the game is over", ended,
			func(t *testing.T, g *onr.Game) engine.Choice {
				return engine.Choice{Decision: g.State().NextDecision, Seat: corpSeat}
			}, engine.ErrGameOver},
		{"ONR-17.6 a Runner choice after the game is over", ended,
			func(t *testing.T, g *onr.Game) engine.Choice {
				return engine.Choice{Decision: g.State().NextDecision, Seat: runnerSeat}
			}, engine.ErrGameOver},
	}
	for _, tc := range cases {
		t.Run(tc.name+" is rejected and changes nothing", func(t *testing.T) {
			g := tc.game(t)
			c := tc.choice(t, g)
			h := hashOf(t, g)
			pend := g.Pending()
			ev, err := g.Apply(c)
			if !errors.Is(err, tc.want) {
				t.Fatalf("Apply(%+v) = %v, want %v", c, err, tc.want)
			}
			var ce *engine.ChoiceError
			if !errors.As(err, &ce) || ce.Choice != c {
				t.Errorf("error %v is not a *engine.ChoiceError quoting the choice", err)
			}
			if ev != nil {
				t.Errorf("a rejected choice told events %+v", ev)
			}
			if got := hashOf(t, g); got != h {
				t.Fatalf("the rejected choice changed the hash from %x to %x", h[:8], got[:8])
			}
			if !reflect.DeepEqual(g.Pending(), pend) {
				t.Fatalf("the rejected choice changed the pending decisions")
			}
			if err := g.Check(); err != nil {
				t.Fatalf("invariant broken after a rejected choice: %v", err)
			}
			// The game goes on from the same place.
			if !over(g) {
				d := g.Pending()[0]
				apply(t, g, engine.Choice{Decision: d.ID, Seat: d.Seat, Number: d.Min})
			}
		})
	}

	t.Run("a choice that was accepted cannot be applied twice", func(t *testing.T) {
		g, first := second(t)
		h := hashOf(t, g)
		_, err := g.Apply(engine.Choice{Decision: first.ID, Seat: first.Seat})
		if !errors.Is(err, engine.ErrStale) && !errors.Is(err, engine.ErrNotYourTurn) {
			t.Fatalf("repeating the first choice: %v, want ErrStale or ErrNotYourTurn", err)
		}
		if got := hashOf(t, g); got != h {
			t.Fatalf("the repeated choice changed the hash")
		}
	})
}
