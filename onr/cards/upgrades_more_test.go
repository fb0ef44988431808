package cards_test

import (
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// toTrace answers pass, continue and done for both sides until the Corp
// is asked for a trace bid; it fails if the run ends first.
func toTrace(t *testing.T, x *onrtest.Table) {
	t.Helper()
	for i := 0; i < 60; i++ {
		if d, ok := engine.DecisionFor(x.G, x.Seat(corp)); ok && d.Kind == engine.Number {
			return
		}
		switch {
		case x.Offered(corp, "pass"):
			x.Do(corp, "pass")
		case x.Offered(runner, "pass"):
			x.Do(runner, "pass")
		case x.Offered(runner, "continue"):
			x.Do(runner, "continue")
		case x.Offered(runner, "done"):
			x.Do(runner, "done")
		default:
			t.Fatalf("no trace: %s", x.Describe())
		}
	}
	t.Fatalf("no trace after 60 answers: %s", x.Describe())
}

func TestUpgradesThatPayForTraces(t *testing.T) {
	const paris = "Paris City Grid"
	t.Run("Paris City Grid: rezzed as installed, 3 bits put on it", func(t *testing.T) {
		x, region, _ := installRegion(t, paris, 5)
		want(t, paris+" rezzed", x.S.Cards[region].Rezzed, true)
		want(t, "bits paid", 5-x.Corp().Bits, int32(2))
		want(t, "bits on "+paris, x.S.Cards[region].Bits, int32(3))
	})
	for _, tc := range []struct {
		name   string
		onFort bool  // Fetch 4.0.1 is on Paris City Grid's fort, not on HQ
		max    int   // the bid the Corp may make with an empty pool
		left   int32 // bits on Paris City Grid after the trace
	}{
		{"Paris City Grid: its bits pay for a trace made during a run on this fort, replaced at the start of the Corp's next turn", true, 3, 0},
		{"Paris City Grid: its bits pay for no trace made during a run on another fort", false, 0, 3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x, region, fort := installRegion(t, paris, 5)
			where, name := int32(onr.FortHQ), "HQ"
			if tc.onFort {
				where, name = fort, "fort 1"
			}
			x.Ice(where, "Fetch 4.0.1", true)
			x.ToTurn(runner)
			x.Corp().Bits = 0
			x.Do(runner, "run on "+name)
			toTrace(t, x)
			trace(t, x, tc.max, tc.max, "", 0)
			want(t, "bits on "+paris+" after the trace", x.S.Cards[region].Bits, tc.left)
			x.PassAll()
			x.Do(runner, "jack-out")
			x.PassAll()
			want(t, "bits on "+paris+" after the run", x.S.Cards[region].Bits, tc.left)
			x.ToTurn(corp)
			want(t, "bits on "+paris+" at the Corp's next turn", x.S.Cards[region].Bits, int32(3))
		})
	}
	t.Run("Paris City Grid: its bits pay for no trace outside a run", func(t *testing.T) {
		x, _, _ := installRegion(t, paris, 5)
		x.Install(onr.NewFort, "Blood Cat", true)
		x.Corp().Bits = 0
		x.Ready()
		x.Do(corp, "use Blood Cat: Trace 5: give the Runner a tag")
		d := x.Decision(corp)
		want(t, "trace limit offered to the Corp", d.Max, 0)
	})
}
