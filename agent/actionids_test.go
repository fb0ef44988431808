package agent_test

import (
	"fmt"
	"slices"
	"testing"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/engine/observe"
)

// TestObservationsNameTheViewsIds plays random games of every game with
// an encoder (ONR, a Big Sell-Out table, NSG, Neuroscape) and at every
// pending decision names its options as a player handed only the seat's
// observation does (bot.Observation.ActionIDs: the external arena's
// players; observe.ActionsOf: the agent layer and the C library), and
// from the seat's view (Encoder.Actions, the ids as they were pinned): the
// ids, or the errors, are the same.
func TestObservationsNameTheViewsIds(t *testing.T) {
	for _, tc := range []struct {
		name, game string
		options    map[string]string
	}{
		{"ONR", "onr", nil},
		{"the Big Sell-Out", "bso", map[string]string{"players": "4"}},
		{"NSG", "nsg", nil},
		{"Neuroscape", "neuroscape", nil},
	} {
		t.Run("a player of "+tc.name+" names the options as its view does", func(t *testing.T) {
			rs, err := engine.Lookup(tc.game)
			if err != nil {
				t.Fatal(err)
			}
			enc := observe.For(tc.game)
			compared, named := 0, 0
			for seed := uint64(1); seed <= 4; seed++ {
				g, err := rs.New(engine.Setup{Seed: seed, Options: tc.options})
				if err != nil {
					t.Fatal(err)
				}
				rng := engine.NewRNG(seed)
				for step := 0; ; step++ {
					if _, over := g.Result(); over {
						break
					}
					ds := g.Pending()
					if len(ds) == 0 || step > 20000 {
						t.Fatalf("seed %d step %d: %d decisions in a live game", seed, step, len(ds))
					}
					for _, d := range ds {
						want, wantErr := enc.Actions(observe.Given(g.View(d.Seat)), d)
						got, gotErr := bot.NewObservation(g, d, nil).ActionIDs(enc)
						if fmt.Sprint(gotErr) != fmt.Sprint(wantErr) || !slices.Equal(got, want) {
							t.Fatalf("seed %d step %d, decision of seat %d %v:\nthe observation's %v (%v)\nthe view's %v (%v)", seed, step, d.Seat, d.Options, got, gotErr, want, wantErr)
						}
						compared++
						if slices.ContainsFunc(d.Options, func(o engine.Option) bool { return o.Card != 0 || o.Target != 0 }) {
							named++
						}
					}
					if err := engine.Step(g, engine.RandomChoice(&rng, ds[0])); err != nil {
						t.Fatalf("seed %d step %d: %v", seed, step, err)
					}
				}
			}
			if named == 0 {
				t.Fatalf("%d decisions compared, none naming a card or a target", compared)
			}
			t.Logf("%d decisions compared, %d naming cards or targets", compared, named)
		})
	}
}
