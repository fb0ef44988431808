package checks

// Checks of the rules of traces (ONR-12).

import (
	"fmt"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// ONR-12.1.1, ONR-12.1.2, ONR-12.2.2, ONR-12.1.3, ONR-12.2.6: the Corp
// bids 0 up to the trace limit (Blood Cat: Trace 5), or up to its bits if
// fewer; both amounts are paid whether or not the trace succeeds; a
// base-link card sets the Runner's link for its cost (Access through Alpha:
// 1 bit for link 9); on success the trace's effect happens (a tag).
func checkONR12_TraceBidsAndLink(t onrtest.TB) {
	for _, tc := range []struct {
		corpBits, bid int32
		alpha         bool
		max           int
		tagged        bool
	}{
		{10, 5, false, 5, true},
		{3, 3, false, 3, true},
		{10, 5, true, 5, false},
		{10, 0, false, 5, true},
	} {
		onrtest.Run(t, fmt.Sprintf("the Corp with %d bits bids %d, Access through Alpha used: %v", tc.corpBits, tc.bid, tc.alpha), func(t onrtest.TB) {
			x := tableWithRD(t, 1, 6)
			x.Install(onr.NewFort, "Blood Cat", true)
			x.Rig("Access through Alpha")
			x.Corp().Bits = tc.corpBits
			x.Ready()
			x.Do(onr.Corp, "use Blood Cat: Trace 5: give the Runner a tag")
			d := x.Decision(onr.Corp)
			if d.Kind != engine.Number || d.Min != 0 || d.Max != tc.max {
				t.Fatalf("the Corp's bid: %s %q from %d to %d; want a number from 0 to %d", d.Kind, d.Prompt, d.Min, d.Max, tc.max)
			}
			x.Number(onr.Corp, int(tc.bid))
			if tc.alpha {
				noLinkBought(t, x, "Access through Alpha")
			} else {
				noLinkBought(t, x, "")
			}
			x.PassAll()
			wantRunner := int32(5)
			if tc.alpha {
				wantRunner = 4
			}
			if x.Corp().Bits != tc.corpBits-tc.bid || x.Runner().Bits != wantRunner {
				t.Errorf("Corp bits %d, Runner bits %d; want %d and %d: both amounts paid", x.Corp().Bits, x.Runner().Bits, tc.corpBits-tc.bid, wantRunner)
			}
			if tagged := x.Runner().Tags == 1; tagged != tc.tagged {
				t.Errorf("tags %d; want tagged %v", x.Runner().Tags, tc.tagged)
			}
		})
	}
}
