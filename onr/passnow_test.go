package onr_test

import (
	"bytes"
	"reflect"
	"testing"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
)

// TestWindowPassSettledAtOnceIsTheMachinesStep: a window's pass that
// Game.Step settles at once (Step's answer) leaves the game as the
// machine's step of the answered window would, and every other choice
// Step takes itself (stored in the top frame without kernel.Core.Answer)
// leaves it as Answer's would. Random games are stepped
// with Step, and each choice is applied to a clone the long way
// (onr.StepTheMachinesWayForTest): after every choice the two games save
// alike and ask the same decisions, with the default decks and with decks
// of every implemented card.
func TestWindowPassSettledAtOnceIsTheMachinesStep(t *testing.T) {
	games := 30
	if testing.Short() {
		games = 8
	}
	corp, runner := everyCardDecks(t)
	for _, tc := range []struct {
		name  string
		decks []string
		games int
	}{
		{"with the default decks, a pass settled at once or an answer Step stores is the machine's step", nil, games},
		{"with every card, a pass settled at once or an answer Step stores is the machine's step", []string{corp, runner}, games / 4},
	} {
		t.Run(tc.name, func(t *testing.T) {
			settled, stored := 0, 0
			for i := range tc.games {
				seed := uint64(i) + 1
				g, err := onr.New(engine.Setup{Seed: seed, Decks: tc.decks})
				if err != nil {
					t.Fatal(err)
				}
				r := bot.NewRandom(seed)
				pick := engine.NewRNG(seed ^ 0x9c1)
				for step := 0; !g.State().Over; step++ {
					p := g.Pending()
					ch := r.Choose(p[pick.IntN(len(p))])
					if onr.SettlesPassForTest(g, ch) {
						settled++
						refusedAlike(t, g, ch)
					} else if len(p) == 1 && p[0].Kind == engine.Select {
						stored++ // the one Select question pending, answered validly: Step stores it
					}
					long := g.Clone().(*onr.Game)
					if err := g.Step(ch); err != nil {
						t.Fatalf("seed %d step %d: %v", seed, step, err)
					}
					if err := onr.StepTheMachinesWayForTest(long, ch); err != nil {
						t.Fatalf("seed %d step %d, the long way: %v", seed, step, err)
					}
					got, err := g.MarshalBinary()
					if err != nil {
						t.Fatal(err)
					}
					want, err := long.MarshalBinary()
					if err != nil {
						t.Fatal(err)
					}
					if !bytes.Equal(got, want) {
						t.Fatalf("seed %d step %d (%+v): the states differ\nsettled at once: %s\nthe long way:    %s", seed, step, ch, got, want)
					}
					if !reflect.DeepEqual(g.Pending(), long.Pending()) {
						t.Fatalf("seed %d step %d: the decisions differ\nsettled at once: %+v\nthe long way:    %+v", seed, step, g.Pending(), long.Pending())
					}
				}
			}
			if settled == 0 || stored == 0 {
				t.Fatalf("%d passes settled at once, %d answers stored by Step: the test compares nothing of one", settled, stored)
			}
			t.Logf("%d games, %d passes settled at once, %d answers stored by Step", tc.games, settled, stored)
		})
	}
}

// refusedAlike checks that choices near ch, a window's pass Step settles
// at once, but not legal (another seat, an option out of range, another
// decision), are refused by Step and change nothing, as Answer refuses
// them.
func refusedAlike(t *testing.T, g *onr.Game, ch engine.Choice) {
	t.Helper()
	before, err := g.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	other := ch.Seat
	for _, si := range g.Seats() {
		if si.Seat != ch.Seat {
			other = si.Seat // a seat not asked
		}
	}
	for _, bad := range []engine.Choice{
		{Decision: ch.Decision, Seat: other, Option: ch.Option},
		{Decision: ch.Decision, Seat: ch.Seat, Option: 99},
		{Decision: ch.Decision, Seat: ch.Seat, Option: -1},
		{Decision: ch.Decision + 1, Seat: ch.Seat, Option: ch.Option},
	} {
		if err := g.Step(bad); err == nil {
			t.Fatalf("Step(%+v) of a window's question was not refused", bad)
		}
		after, err := g.MarshalBinary()
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(before, after) {
			t.Fatalf("Step(%+v), refused, changed the game", bad)
		}
	}
}
