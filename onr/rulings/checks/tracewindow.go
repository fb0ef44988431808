package checks

import (
	"fmt"
	"slices"
	"strings"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// Checks of the rulings that name the cards of the trace's post-reveal
// window (ONR-12.2.4; onr/tracewindow.go, onr/cards/tracewindow.go).

// twTrace has a rezzed Blood Cat (the Corp has 10 bits) use its Trace 5
// against a Runner with rig and bits, the Corp bidding bid and the Runner
// choosing base ("" for none; no link bought), and returns at the
// post-reveal window, if it opens.
func twTrace(t onrtest.TB, bits int32, bid int, base string, rig ...string) *onrtest.Table {
	t.Helper()
	x := tableWithRD(t, 1, 6)
	x.Install(onr.NewFort, "Blood Cat", true)
	x.Corp().Bits = 10
	x.Rig(rig...)
	x.Runner().Bits = bits
	x.Ready()
	x.Do(onr.Corp, "use Blood Cat: Trace 5: give the Runner a tag")
	x.Number(onr.Corp, bid)
	noLinkBought(t, x, base)
	return x
}

// twLink reports whether the trace's result gave the Runner link n.
func twLink(x *onrtest.Table, n int) bool {
	return x.Logged(fmt.Sprintf("the Runner's link is %d ", n))
}

// R456 (R504): Signpost and The Springboard are paid with bits not
// committed to the trace: a Runner whose bits all went to his base link
// cannot use them; one with a bit left can.
func checkR456_PaidWithBitsNotCommittedToTheTrace(t onrtest.TB) {
	for _, card := range []string{"Signpost", "The Springboard"} {
		x := twTrace(t, 2, 4, "Runner Sensei", card, "Runner Sensei")
		if slices.ContainsFunc(x.Options(onr.Runner), func(o string) bool { return strings.HasPrefix(o, "use "+card) }) {
			t.Errorf("%s offered with every bit committed to the link: %q", card, x.Options(onr.Runner))
		}
		x.PassAll()
		if !twLink(x, 4) || x.Runner().Tags != 1 {
			t.Errorf("%s: want link 4 and the tie traced, got %d tags", card, x.Runner().Tags)
		}
		x = twTrace(t, 3, 4, "Runner Sensei", card, "Runner Sensei")
		if !slices.ContainsFunc(x.Options(onr.Runner), func(o string) bool { return strings.HasPrefix(o, "use "+card) }) {
			t.Errorf("%s not offered with a bit left after the link: %q", card, x.Options(onr.Runner))
		}
	}
}

// R457, R505, R522: Signpost, The Springboard and Wired Switchboard need no
// base-link card: the base link is 0 and they add to it.
func checkR457_R505_R522_UsableWithNoBaseLinkCard(t onrtest.TB) {
	for _, tc := range []struct {
		card, use string
		link      int
	}{
		{"Signpost", "use Signpost: +2 link", 2},
		{"The Springboard", "use The Springboard: +1 link", 1},
		{"Wired Switchboard", "use Wired Switchboard: +3 link", 3},
	} {
		x := twTrace(t, 5, 0, "", tc.card)
		x.Do(onr.Runner, tc.use)
		x.PassAll()
		if !twLink(x, tc.link) || x.Runner().Tags != 0 {
			t.Errorf("%s with no base-link card: want link %d and the trace of 0 avoided, got %d tags; %s", tc.card, tc.link, x.Runner().Tags, x.Describe())
		}
	}
}

// ONR-12.3.2 (Crash Space): with it installed every trace succeeds, even
// one the Runner's link beats, and tags him once more besides its effects.
func checkONR12_3_2_CrashSpaceTracesSucceed(t onrtest.TB) {
	x := twTrace(t, 5, 0, "Runner Sensei", "Crash Space", "Runner Sensei") // no +1 link bought
	x.PassAll()
	if !twLink(x, 4) || x.Runner().Tags != 2 {
		t.Errorf("Trace 0 against link 4 with Crash Space: %d tags, want 2 (the trace's and Crash Space's); %s", x.Runner().Tags, x.Describe())
	}
}
