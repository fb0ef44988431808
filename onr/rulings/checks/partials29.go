package checks

import (
	"slices"
	"strings"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// Checks that complete rulings once partial (session 29): the parts the
// whole card pool now makes playable.

// R253 (ONR-12.1.3, ONR-12.2.4): one base-link card, then as much link as
// that card sells and the Runner can afford, then other means of raising
// link that are not a second base link. Access to Kiribati sets base link 1
// and sells up to 4 "+1 link" from 5 bits; bought 2 (link 3, 3 bits), the
// Runner adds Signpost's +2 and The Springboard's +1 after the reveal
// (link 6 beats the Corp's 5), while Baedeker's Net Map, the other base-link
// card of his rig, is offered again nowhere in the trace.
func checkR253_OtherMeansRaiseLinkOnTopOfTheBase(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	x.Install(onr.NewFort, "Blood Cat", true)
	x.Corp().Bits = 10
	x.Rig("Access to Kiribati", "Baedeker's Net Map", "Signpost", "The Springboard")
	x.Runner().Bits = 5
	x.Ready()
	x.Do(onr.Corp, "use Blood Cat: Trace 5: give the Runner a tag")
	x.Number(onr.Corp, 5)
	x.Do(onr.Runner, "base-link Access to Kiribati")
	if d, ok := engine.DecisionFor(x.G, runnerSeat); !ok || d.Kind != engine.Number || d.Max != 4 {
		t.Fatalf("after Access to Kiribati's base link (1 of 5 bits), want up to 4 +1 link offered: %s", x.Describe())
	}
	x.Number(onr.Runner, 2)
	noSecondBase := func(when string) {
		t.Helper()
		if slices.ContainsFunc(x.Options(onr.Runner), func(o string) bool { return strings.HasPrefix(o, "base-link") }) {
			t.Fatalf("a second base-link card offered %s: %q", when, x.Options(onr.Runner))
		}
	}
	noSecondBase("after the reveal")
	for _, use := range []string{"use Signpost: +2 link", "use The Springboard: +1 link"} {
		if !x.Offered(onr.Runner, use) {
			t.Fatalf("%q not offered on top of the base link: %q", use, x.Options(onr.Runner))
		}
		x.Do(onr.Runner, use)
		noSecondBase("after " + use)
	}
	x.PassAll()
	if !twLink(x, 6) || x.Runner().Tags != 0 || x.Runner().Bits != 0 {
		t.Errorf("base link 1 + 2 bought + Signpost 2 + The Springboard 1: want link 6, no tag, 0 bits; have %d tags, %d bits; %s",
			x.Runner().Tags, x.Runner().Bits, x.Describe())
	}
}

// R301 (ONR-11.5.5): a wall with no subroutines counts as having had all of
// its subroutines broken, for Bulldozer too: Sandstorm rezzed with nothing
// paid above its rez cost has none, and Bulldozer, having broken none of
// it, breaks a subroutine of the next ice, Banpei (a sentry), at no cost;
// a Runner with no bits breaks its "trash a program".
func checkR301_BulldozerAfterAWallWithNoSubroutines(t onrtest.TB) {
	x, cs := outsideCount(t, "Sandstorm", "Banpei")
	if n := x.G.SubroutineCount(cs[0]); n != 0 {
		t.Fatalf("Sandstorm rezzed with nothing paid above has %d subroutines, want 0", n)
	}
	doze := x.Rig("Bulldozer")[0]
	x.ToTurn(onr.Runner)
	x.Runner().Bits = 0
	x.Do(onr.Runner, "run on HQ")
	const brk = "break subroutine 1 with Bulldozer"
	for i := 0; i < 10 && !x.Offered(onr.Runner, brk) && x.S.Run.Active; i++ {
		runnerGoesOn(x)
	}
	if x.S.Run.Encounter != cs[1] || !x.Offered(onr.Runner, brk) {
		t.Fatalf("at Banpei after Sandstorm with no subroutines, Bulldozer breaks nothing free: %s", x.Describe())
	}
	x.Do(onr.Runner, brk) // Banpei's "trash a program"
	for i := 0; i < 10 && x.S.Run.Active; i++ {
		x.PassAll()
	}
	if x.S.Cards[doze].Zone != onr.ZoneRig {
		t.Errorf("Bulldozer in %s: Banpei's \"trash a program\" was not broken", x.S.Cards[doze].Zone)
	}
}
