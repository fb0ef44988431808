package cards_test

import (
	"bytes"
	"reflect"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/engine/enginetest"
	"github.com/datafort/datafort/neuroscape"
)

// TestStepIsApplyWithoutEvents: a game stepped with Step (which formats
// no event text, State.quiet) stays the game applied with Apply — the
// same save, the same pending decisions, after every choice of random
// games of the default decks at 2 and 4 players; after Steps, Apply
// records the events the applied game recorded; after a Step the effect
// is not known; and a rejected choice gets the same error from both.
func TestStepIsApplyWithoutEvents(t *testing.T) {
	for _, players := range []string{"2", "4"} {
		for seed := uint64(1); seed <= 6; seed++ {
			setup := engine.Setup{Seed: seed, Options: map[string]string{"players": players}}
			a, err := neuroscape.Ruleset{}.New(setup)
			if err != nil {
				t.Fatal(err)
			}
			s, _ := neuroscape.Ruleset{}.New(setup)
			applied, stepped := a.(*neuroscape.Game), s.(*neuroscape.Game)
			rng := engine.NewRNG(seed)
			for step := 0; ; step++ {
				if _, over := applied.Result(); over {
					break
				}
				d := applied.Pending()[0]
				bad := engine.Choice{Decision: d.ID + 1000, Seat: d.Seat}
				if _, errA := applied.Apply(bad); errA == nil || stepped.Step(bad) == nil || errA.Error() != stepped.Step(bad).Error() {
					t.Fatalf("%s players, seed %d, step %d: a choice of no pending decision: Apply says %v, Step %v", players, seed, step, errA, stepped.Step(bad))
				}
				c := engine.Choice{Decision: d.ID, Seat: d.Seat, Option: rng.IntN(len(d.Options))}
				want, err := applied.Apply(c)
				if err != nil {
					t.Fatal(err)
				}
				if step%7 == 6 {
					if got, err := stepped.Apply(c); err != nil || !reflect.DeepEqual(got, want) {
						t.Fatalf("%s players, seed %d, step %d: Apply after Steps: events %v, error %v; want %v", players, seed, step, got, err, want)
					}
				} else if err := stepped.Step(c); err != nil {
					t.Fatalf("%s players, seed %d, step %d: Step: %v", players, seed, step, err)
				} else if _, ok := stepped.LastEffect(); ok {
					t.Fatalf("%s players, seed %d, step %d: the effect of a Step is known", players, seed, step)
				}
				sa, _ := applied.MarshalBinary()
				ss, _ := stepped.MarshalBinary()
				if !bytes.Equal(sa, ss) || !reflect.DeepEqual(applied.PendingView(), stepped.PendingView()) {
					t.Fatalf("%s players, seed %d, step %d: the stepped game differs from the applied one", players, seed, step)
				}
			}
			if _, over := stepped.Result(); !over {
				t.Fatalf("%s players, seed %d: the applied game is over, the stepped one is not", players, seed)
			}
		}
	}
}

// TestSteppedConcessionIsApplied: a concession stepped leaves the game a
// concession applied leaves, and no known effect
// (enginetest.CheckStepConcession), at 2 and 4 players.
func TestSteppedConcessionIsApplied(t *testing.T) {
	for _, players := range []string{"2", "4"} {
		t.Run(players+" players", func(t *testing.T) {
			enginetest.CheckStepConcession(t, neuroscape.Ruleset{}, engine.Setup{Seed: 1, Options: map[string]string{"players": players}})
		})
	}
}
