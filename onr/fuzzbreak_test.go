package onr_test

import (
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/fuzz"
	"github.com/datafort/datafort/sim"
)

// TestFuzzCatchesABrokenRule breaks a rule on purpose — no discard at the
// end of a turn — and fuzzes: games fail with the violation, and each
// record, replayed with the same checks, reproduces it.
func TestFuzzCatchesABrokenRule(t *testing.T) {
	restore := onr.BreakForTest("discard")
	r, err := fuzz.Run(fuzz.Config{Games: 20, Seed: 1, Workers: 1})
	restore()
	if err != nil {
		t.Fatal(err)
	}
	if r.Failed == 0 {
		t.Fatalf("20 games without the discard step found nothing")
	}
	rs, _ := engine.Lookup("onr")
	for _, f := range r.Failures {
		if f.Kind != sim.KindInvariant || !strings.Contains(f.Error, "over the maximum hand size") {
			t.Errorf("game %d: %s: %s", f.Game, f.Kind, f.Error)
			continue
		}
		// Replayed under the same broken rule, with the same checks, the
		// record fails the same way.
		restore := onr.BreakForTest("discard")
		g, err := rs.New(f.Record.Setup)
		if err != nil {
			t.Fatal(err)
		}
		watch := g.(sim.Watcher).Watch()
		var found error
		for _, c := range f.Record.Choices {
			ev, err := g.Apply(c)
			if err != nil {
				t.Fatalf("game %d: replay: %v", f.Game, err)
			}
			if found = watch(ev); found != nil {
				break
			}
		}
		restore()
		if found == nil || !strings.Contains(found.Error(), "over the maximum hand size") {
			t.Errorf("game %d: the replay found %v", f.Game, found)
		}
	}
	t.Logf("%d of 20 games failed: %s", r.Failed, r.Failures[0].Error)
}
