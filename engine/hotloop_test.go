package engine_test

import (
	"errors"
	"math/bits"
	"slices"
	"testing"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
)

// plainGame is a game that is neither a PendingViewer nor a Stepper: it
// counts how it was asked.
type plainGame struct {
	engine.Game // the methods the loop never calls
	pending     []engine.Decision
	copies      int // calls of Pending
	applied     []engine.Choice
}

func (g *plainGame) Pending() []engine.Decision {
	g.copies++
	return slices.Clone(g.pending)
}

func (g *plainGame) Apply(c engine.Choice) ([]engine.Event, error) {
	if c.Decision == 0 {
		return nil, errors.New("no such decision")
	}
	g.applied = append(g.applied, c)
	return nil, nil
}

// fastGame is a plainGame that shows its decisions in place and steps
// without events, counting both.
type fastGame struct {
	plainGame
	views   int
	stepped []engine.Choice
}

func (g *fastGame) PendingView() []engine.Decision { g.views++; return g.pending }

func (g *fastGame) Step(c engine.Choice) error {
	if c.Decision == 0 {
		return errors.New("no such decision")
	}
	g.stepped = append(g.stepped, c)
	return nil
}

// TestLoopIsPendingOfAndStep: a Loop reads and steps a game as PendingOf
// and Step do, through the game's own PendingView and Step where it has
// them, else through Pending and Apply; a rejected choice gets the game's
// error.
func TestLoopIsPendingOfAndStep(t *testing.T) {
	ds := []engine.Decision{{ID: 7, Seat: 1, Options: []engine.Option{{Arg: 1}, {Arg: 2}}}}
	for _, tc := range []struct {
		name string
		fast bool
	}{
		{"a game without the hot-loop interfaces is read with Pending and stepped with Apply", false},
		{"a PendingViewer and Stepper is read with PendingView and stepped with Step", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			fg := &fastGame{plainGame: plainGame{pending: ds}}
			var g engine.Game = &fg.plainGame
			if tc.fast {
				g = fg
			}
			l := engine.LoopOf(g)
			got, want := l.Pending(), engine.PendingOf(g)
			if len(got) != 1 || got[0].ID != want[0].ID || !slices.Equal(got[0].Options, want[0].Options) {
				t.Fatalf("Loop.Pending %v, PendingOf %v", got, want)
			}
			if tc.fast != (&got[0] == &ds[0]) {
				t.Errorf("Loop.Pending shares the game's slice: %v, want %v", &got[0] == &ds[0], tc.fast)
			}
			ch := engine.Choice{Decision: 7, Seat: 1, Option: 1}
			if err := l.Step(ch); err != nil {
				t.Fatal(err)
			}
			if err := l.Step(engine.Choice{}); err == nil {
				t.Error("Loop.Step took a choice the game rejects")
			}
			steps, reads := fg.applied, fg.copies
			if tc.fast {
				steps, reads = fg.stepped, fg.views
			}
			if !slices.Equal(steps, []engine.Choice{ch}) || reads != 2 || len(fg.applied)+len(fg.stepped) != 1 {
				t.Errorf("the game was stepped with %v (applied %v, stepped %v) and read %d times, want %v once through the %s way, read twice",
					steps, fg.applied, fg.stepped, reads, ch, map[bool]string{false: "plain", true: "fast"}[tc.fast])
			}
		})
	}
}

// drawn is the choice the random bot makes of d with a generator seeded
// with seed, written out: an option, or a number, in its span by the high
// word of a multiplication of one draw, nothing drawn where one answer is
// left (or none).
func drawn(seed uint64, d engine.Decision) (engine.Choice, engine.RNG) {
	r := engine.NewRNG(seed)
	c := engine.Choice{Decision: d.ID, Seat: d.Seat}
	if d.Kind == engine.Number {
		c.Number = d.Min
		if d.Max > d.Min {
			x := r.Uint64()
			if span := uint64(d.Max) - uint64(d.Min) + 1; span != 0 {
				x, _ = bits.Mul64(x, span)
			}
			c.Number = d.Min + int(x)
		}
	} else if n := len(d.Options); n > 1 {
		hi, _ := bits.Mul64(r.Uint64(), uint64(n))
		c.Option = int(hi)
	}
	return c, r
}

// TestRandomChoiceOfIsRandomChoice: RandomChoiceOf draws the choice the
// random bot (bot.Random, engine.RandomChoice) draws from a generator
// seeded alike, and leaves it in the same state, so a hot loop reading the
// decisions in place plays the games the random bot plays.
func TestRandomChoiceOfIsRandomChoice(t *testing.T) {
	opts := func(n int) []engine.Option { return make([]engine.Option, n) }
	for _, tc := range []struct {
		name string
		d    engine.Decision
	}{
		{"a select of no option answers option 0", engine.Decision{ID: 3, Seat: 1, Kind: engine.Select}},
		{"a select of one option answers it without a draw", engine.Decision{ID: 4, Kind: engine.Select, Options: opts(1)}},
		{"a select of two options draws one", engine.Decision{ID: 5, Seat: 2, Kind: engine.Select, Options: opts(2)}},
		{"a select of many options draws one", engine.Decision{ID: 6, Kind: engine.Select, Options: opts(37)}},
		{"a number of one value answers it", engine.Decision{ID: 7, Kind: engine.Number, Min: 4, Max: 4}},
		{"a number of no value answers Min", engine.Decision{ID: 8, Kind: engine.Number, Min: 4, Max: 2}},
		{"a number in a range draws one", engine.Decision{ID: 9, Seat: 3, Kind: engine.Number, Min: -3, Max: 9}},
		{"a number in the widest range draws one", engine.Decision{ID: 10, Kind: engine.Number, Min: -1 << 63, Max: 1<<63 - 1}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			for seed := range uint64(50) {
				want, wr := drawn(seed, tc.d)
				a, b := engine.NewRNG(seed), engine.NewRNG(seed)
				d := tc.d
				got, old := engine.RandomChoiceOf(&a, &d), engine.RandomChoice(&b, tc.d)
				if bc := bot.NewRandom(seed).Choose(tc.d); got != want || old != want || bc != want {
					t.Fatalf("seed %d: RandomChoiceOf %+v, RandomChoice %+v, the random bot %+v, want %+v", seed, got, old, bc, want)
				}
				if x := wr.Uint64(); a.Uint64() != x || b.Uint64() != x {
					t.Fatalf("seed %d: the generators differ after the choice", seed)
				}
			}
		})
	}
}
