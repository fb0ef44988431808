package observe

import (
	"fmt"
	"slices"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
)

// TestBareVerbsReadNoShape plays random ONR games, default and every-card
// decks, and names every pending decision's options twice: with the bare
// ids (Encoder.bare: a verb whose options take one id whatever their card,
// target or argument) and the long way, every option through encode's
// shapes and operands. The ids, or the errors, must be the same: a verb
// whose shape encode reads from the option is listed in shapeRead.
func TestBareVerbsReadNoShape(t *testing.T) {
	long := *onrEnc
	long.bare = nil
	corp, runner, err := onr.EveryCardDecks()
	if err != nil {
		t.Fatal(err)
	}
	n := uint64(20)
	if testing.Short() {
		n = 4
	}
	for _, tc := range []struct {
		name  string
		decks []string
	}{
		{"the default decks", nil},
		{"every card", []string{corp, runner}},
	} {
		t.Run("bare ids are the long way's with "+tc.name, func(t *testing.T) {
			bare, options := 0, 0
			for seed := range n {
				g, err := onr.New(engine.Setup{Seed: seed + 1, Decks: tc.decks})
				if err != nil {
					t.Fatal(err)
				}
				rng := engine.NewRNG(seed)
				for step := 0; !g.State().Over; step++ {
					ds := g.Pending()
					if len(ds) == 0 || step > 100000 {
						t.Fatalf("seed %d step %d: %d decisions in a live game", seed, step, len(ds))
					}
					for _, d := range ds {
						view := func() any { return g.View(d.Seat) }
						got, gotErr := onrEnc.actions(nil, view, g, d)
						want, wantErr := long.actions(nil, view, g, d)
						if fmt.Sprint(gotErr) != fmt.Sprint(wantErr) || !slices.Equal(got, want) {
							t.Fatalf("seed %d step %d, decision of seat %d %v:\nwith bare ids %v (%v)\nthe long way %v (%v)", seed, step, d.Seat, d.Options, got, gotErr, want, wantErr)
						}
						for _, o := range d.Options {
							options++
							if int(o.Verb) < len(onrEnc.bare) && onrEnc.bare[o.Verb] > 0 {
								bare++
							}
						}
					}
					if err := engine.Step(g, engine.RandomChoice(&rng, ds[0])); err != nil {
						t.Fatalf("seed %d step %d: %v", seed, step, err)
					}
				}
			}
			if bare == 0 || bare == options {
				t.Fatalf("%d of %d options bare: the comparison tells nothing", bare, options)
			}
			t.Logf("%d options compared, %d of them bare", options, bare)
		})
	}
}
