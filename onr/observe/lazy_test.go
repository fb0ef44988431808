package observe_test

import (
	"slices"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/engine/observe"
	"github.com/datafort/datafort/onr"
)

// TestADecisionOfPlainVerbsBuildsNoView plays random ONR games and, at
// every decision, computes its action ids twice: with the view given, and
// with a ViewFunc that counts its calls. The ids must agree, and a
// decision whose options name no card and no fort (a pass, "draw", "gain")
// must not build the view at all, since building it is most of the agent
// layer's cost per step (observe.Encoder's Actions).
func TestADecisionOfPlainVerbsBuildsNoView(t *testing.T) {
	enc := observe.For(onr.Rules.Name())
	var plain, placed int
	for seed := uint64(1); seed <= 6; seed++ {
		g, err := onr.Rules.New(engine.Setup{Seed: seed})
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
			d := ds[0]
			want, err := enc.Actions(observe.Given(g.View(d.Seat)), d)
			if err != nil {
				t.Fatalf("seed %d step %d: %v", seed, step, err)
			}
			calls := 0
			got, err := enc.Actions(func() any { calls++; return g.View(d.Seat) }, d)
			if err != nil {
				t.Fatalf("seed %d step %d: %v", seed, step, err)
			}
			if !slices.Equal(got, want) {
				t.Fatalf("seed %d step %d: ids %v with a lazy view, %v with the view given", seed, step, got, want)
			}
			if calls > 1 {
				t.Fatalf("seed %d step %d: the view was built %d times for one decision", seed, step, calls)
			}
			if namesNothing(d) {
				plain++
				if calls != 0 {
					t.Fatalf("seed %d step %d: a decision of plain verbs %v built the view", seed, step, d.Options)
				}
			} else {
				placed++
			}
			c := engine.Choice{Decision: d.ID, Seat: d.Seat}
			if d.Kind == engine.Number {
				c.Number = d.Min
			} else {
				c.Option = rng.IntN(len(d.Options))
			}
			if _, err := g.Apply(c); err != nil {
				t.Fatalf("seed %d step %d: %v", seed, step, err)
			}
		}
	}
	if plain == 0 || placed == 0 {
		t.Fatalf("%d decisions of plain verbs, %d naming cards or forts: the test needs both", plain, placed)
	}
	t.Logf("%d decisions of plain verbs built no view; %d others named cards or forts", plain, placed)
}

// namesNothing reports whether every option of d names no card, fort or
// target: a Number decision, or options of bare verbs.
func namesNothing(d engine.Decision) bool {
	for _, o := range d.Options {
		if o.Card != 0 || o.Target != 0 {
			return false
		}
		switch o.Verb {
		case onr.VerbRun, onr.VerbAccess, onr.VerbResolve, onr.VerbInstall, onr.VerbPlay:
			return false // a fort 0 (HQ) or an operand read from the view
		}
	}
	return true
}
