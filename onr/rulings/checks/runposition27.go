package checks

import (
	"slices"
	"strings"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// speedTrapAsked is the prompt of Speed Trap's jack out after a rez.
const speedTrapAsked = "Jack out before it takes effect, or continue the run"

// speedTrapRun runs on the new fort holding node (installed, unrezzed) with
// Speed Trap in the Runner's rig and five cards in his hand; the Corp,
// with 9 bits, rezzes the node when it may (if rez) and pays for its effects; the
// Runner jacks out when Speed Trap lets him. It returns whether he was
// asked.
func speedTrapRun(t onrtest.TB, node string, rez bool) (*onrtest.Table, bool) {
	t.Helper()
	x := tableWithRD(t, 1, 8)
	x.Install(onr.NewFort, node, false)
	x.Rig("Speed Trap")
	runnerHand(x, 5)
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Corp().Bits = 9
	x.Do(onr.Runner, "run on fort 1")
	asked := false
	for i := 0; i < 40 && x.S.Run.Active && !x.S.Over; i++ {
		if prompt(x, onr.Runner) == speedTrapAsked {
			asked = true
			x.Do(onr.Runner, "jack-out")
			continue
		}
		if rez && x.Offered(onr.Corp, "rez "+node) {
			x.Do(onr.Corp, "rez "+node)
			continue
		}
		if opts := x.Options(onr.Corp); len(opts) > 0 && strings.HasPrefix(opts[len(opts)-1], "use "+node) {
			x.Do(onr.Corp, opts[len(opts)-1])
			continue
		}
		runnerGoesOn(x)
	}
	return x, asked
}

// R121, R190, R221, R238, R469: installed, an ambush node takes effect only
// once the Corp rezzes it; right after the rez, Speed Trap jacks the
// Runner out before it takes effect. Past the fort's last ice (a fort with
// none), the run is successful but nothing is accessed: no damage, no
// tag, no counter.
func checkR469_SpeedTrapEscapesAmbushNodes(t onrtest.TB) {
	for _, node := range []string{"TRAP!", "Setup!", "Doppelganger Antibody", "Pattel Antibody"} {
		x, asked := speedTrapRun(t, node, true)
		if !asked || !x.Logged("The run is successful") {
			t.Fatalf("%s: Speed Trap asked %v; successful %v", node, asked, x.Logged("The run is successful"))
		}
		if len(x.Runner().Hand) != 5 || x.Runner().Tags != 0 || len(x.S.Run.Accessed) != 0 || x.Logged("accesses") {
			t.Fatalf("%s: hand %d (want 5), tags %d; accessed: %v", node, len(x.Runner().Hand), x.Runner().Tags, x.Logged("accesses"))
		}
	}
}

// R470: Speed Trap answers only the rez of an upgrade or node: Virus Test
// Site installed works unrezzed, so the Corp need not rez it, and Marked
// Accounts is an agenda, never rezzed: the Runner is never asked and they
// take effect.
func checkR470_SpeedTrapOnlyAfterARez(t onrtest.TB) {
	x, asked := speedTrapRun(t, "Virus Test Site", false)
	if asked || len(x.Runner().Hand) != 4 {
		t.Fatalf("Virus Test Site: Speed Trap asked %v; hand %d (want 4: 1 Net damage)", asked, len(x.Runner().Hand))
	}
	x, asked = speedTrapRun(t, "Marked Accounts", true)
	if asked || x.Runner().Tags != 1 {
		t.Fatalf("Marked Accounts: Speed Trap asked %v; tags %d (want 1)", asked, x.Runner().Tags)
	}
}

// jennyRun runs on a new fort holding Jenny Jett (rezzed), the upgrades
// given (rezzed) and ice pieces of unrezzed Data Wall, the Corp holding
// Wall of Static in HQ and 9 bits; the Corp installs it when Jenny Jett
// offers. It returns how many pieces of ice the Runner had passed when the
// Corp was offered the install (-1: never) and the bits it paid for it.
func jennyRun(t onrtest.TB, ice int, upgrades ...string) (int32, int32) {
	t.Helper()
	x := tableWithRD(t, 1, 8)
	_, fort := x.Install(onr.NewFort, "Jenny Jett", true)
	for _, u := range upgrades {
		x.Install(fort, u, true)
	}
	for range ice {
		x.Ice(fort, "Data Wall", false)
	}
	x.Hand(onr.Corp, "Wall of Static")
	runnerHand(x, 5)
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Corp().Bits = 9
	x.Do(onr.Runner, "run on fort 1")
	at, paid := int32(-1), int32(0)
	for i := 0; i < 40 && x.S.Run.Active && !x.S.Over; i++ {
		if x.Offered(onr.Corp, "install Wall of Static on fort 1") {
			at = x.S.Run.Pos
			x.Do(onr.Corp, "install Wall of Static on fort 1")
			paid = 9 - x.Corp().Bits
			continue
		}
		runnerGoesOn(x)
	}
	return at, paid
}

// R162: Jenny Jett is used when the Runner passes the last piece of ice of
// its fort, not before (with two pieces, after both are passed), or as a
// run on it is declared when it has no ice; not at the run's success.
func checkR162_JennyJettPastTheLastIce(t onrtest.TB) {
	for _, ice := range []int{2, 0} {
		if at, _ := jennyRun(t, ice); at != int32(ice) {
			t.Fatalf("with %d pieces of ice the Corp was offered the install with %d passed (want %d)", ice, at, ice)
		}
	}
}

// R164, R097: the ice Jenny Jett installs costs what installing ice there
// costs: 1 bit per piece already there (3), 2 less with Chester Mix in the
// fort.
func checkR164_JennyJettPaysTheIceInstallCost(t onrtest.TB) {
	for _, tc := range []struct {
		upgrades []string
		want     int32
	}{{nil, 3}, {[]string{"Chester Mix"}, 1}} {
		if _, paid := jennyRun(t, 3, tc.upgrades...); paid != tc.want {
			t.Fatalf("with %v the Corp paid %d bits for the install (want %d)", tc.upgrades, paid, tc.want)
		}
	}
}

// R163: on a run made on one fort to access another's cards (Shredder
// Uplink Protocol: a run on the Archives treated as one on HQ), Jenny Jett
// is used only from the fort the run is made on: in the Archives she
// offers the install, in HQ she does not.
func checkR163_JennyJettInTheFortRun(t onrtest.TB) {
	for _, tc := range []struct {
		fort    int32
		where   string
		offered bool
	}{{onr.FortArchives, "the Archives", true}, {onr.FortHQ, "HQ", false}} {
		x := onrtest.New(t, 1)
		x.Rig("Shredder Uplink Protocol")
		x.Install(tc.fort, "Jenny Jett", true)
		x.Hand(onr.Corp, "Wall of Static", "Accounts Receivable")
		x.Ready().ToTurn(onr.Runner)
		x.Corp().Bits = 9
		x.Do(onr.Runner, "use Shredder Uplink Protocol: Make a run on the Archives")
		offered := false
		for i := 0; i < 30 && x.S.Run.Active && !x.S.Over; i++ {
			if x.Offered(onr.Corp, "install Wall of Static on "+tc.where) {
				offered = true
				x.Do(onr.Corp, "decline")
				continue
			}
			if opts := x.Options(onr.Runner); len(opts) > 0 {
				x.Do(onr.Runner, opts[0])
				continue
			}
			x.PassAll()
		}
		if offered != tc.offered {
			t.Fatalf("Jenny Jett in %s: the install offered %v, want %v", tc.where, offered, tc.offered)
		}
	}
}

// pavitRun runs on a new fort holding Pavit Bharat (unrezzed), the cards
// given and pieces of unrezzed Data Wall, the Corp holding HQ's cards
// given and 9 bits; the Corp rezzes Pavit Bharat when offered and installs
// the first card offered each time. It returns the table, the fort and
// how many pieces of ice the Runner had passed when the rez was offered
// (-1: never), and whether an install was offered in a new fort while the
// fort had collapsed.
func pavitRun(t onrtest.TB, ice int, in []string, hq ...string) (*onrtest.Table, int32, int32, bool) {
	t.Helper()
	x := tableWithRD(t, 1, 8)
	_, fort := x.Install(onr.NewFort, "Pavit Bharat", false)
	for _, c := range in {
		x.Install(fort, c, false)
	}
	for range ice {
		x.Ice(fort, "Data Wall", false)
	}
	x.Hand(onr.Corp, hq...)
	runnerHand(x, 5)
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Corp().Bits = 9
	x.Do(onr.Runner, "run on fort 1")
	at, namedNew := int32(-1), false
	for i := 0; i < 40 && x.S.Run.Active && !x.S.Over; i++ {
		if x.Offered(onr.Corp, "rez Pavit Bharat") {
			at = x.S.Run.Pos
			x.Do(onr.Corp, "rez Pavit Bharat")
			continue
		}
		if opts := x.Options(onr.Corp); len(opts) > 0 && strings.HasPrefix(opts[0], "install ") {
			if d := x.Decision(onr.Corp); len(d.Options) > 0 && x.S.Forts[fort].Gone {
				namedNew = d.Options[0].Target == onr.NewFort
			}
			x.Do(onr.Corp, opts[0])
			continue
		}
		runnerGoesOn(x)
	}
	return x, fort, at, namedNew
}

// R196: Pavit Bharat may be rezzed only once the Runner has passed the
// last piece of ice on its fort (with two, after both), or as a run on it
// is declared when it has none.
func checkR196_PavitBharatRezzedPastTheLastIce(t onrtest.TB) {
	for _, ice := range []int{2, 0} {
		if _, _, at, _ := pavitRun(t, ice, []string{"Vapor Ops"}, "Chester Mix"); at != int32(ice) {
			t.Fatalf("with %d pieces of ice the rez was offered with %d passed (want %d)", ice, at, ice)
		}
	}
}

// R195: rezzed, Pavit Bharat uninstalls himself too: he and Vapor Ops go
// to HQ, and two cards of HQ are installed in the fort.
func checkR195_PavitBharatUninstallsHimself(t onrtest.TB) {
	x, fort, _, _ := pavitRun(t, 1, []string{"Vapor Ops"}, "Chester Mix", "TRAP!")
	pavit := x.G.Find("Pavit Bharat")[0]
	if n := len(x.S.Forts[fort].Cards); n != 2 || x.S.Cards[pavit].Zone != onr.ZoneHand {
		t.Fatalf("%d cards in the fort (want 2); Pavit Bharat in zone %v (want HQ)", n, x.S.Cards[pavit].Zone)
	}
	// With no ice the fort collapses as its last card is stored (ONR-2.2.4):
	// no view shows it, so the refill's options name a new fort, and the
	// cards come back in the same fort, the fort of the run.
	x, fort, _, namedNew := pavitRun(t, 0, []string{"Vapor Ops"}, "Chester Mix", "TRAP!")
	if n := len(x.S.Forts[fort].Cards); n != 2 || x.S.Forts[fort].Gone {
		t.Fatalf("with no ice: %d cards in the fort (want 2), gone %v", n, x.S.Forts[fort].Gone)
	}
	if !namedNew {
		t.Fatalf("with no ice: the refill's first options named the collapsed fort, which no view shows")
	}
}

// R215: cards Pavit Bharat installs in a Roving Submarine's fort during
// the Runner's turn (Roving Submarine again among them) do not open that
// fort to the Runner's next run: the Corp installed nothing there in its
// own last turn.
func checkR215_PavitInstallsDoNotOpenRovingSubmarine(t onrtest.TB) {
	x := tableWithRD(t, 1, 8)
	_, fort := x.Install(onr.NewFort, "Roving Submarine", true)
	x.Install(fort, "Pavit Bharat", false)
	x.Hand(onr.Corp, "Data Wall", "Chester Mix", "TRAP!")
	runnerHand(x, 5)
	x.Corp().Bits = 9
	x.Ready()
	x.Do(onr.Corp, "install Data Wall on fort 1").PassAll()
	x.ToTurn(onr.Runner)
	x.Do(onr.Runner, "run on fort 1")
	installed := 0
	for i := 0; i < 40 && x.S.Run.Active && !x.S.Over; i++ {
		if x.Offered(onr.Corp, "rez Pavit Bharat") {
			x.Do(onr.Corp, "rez Pavit Bharat")
			continue
		}
		if x.Offered(onr.Corp, "install Roving Submarine in fort 1") {
			installed++
			x.Do(onr.Corp, "install Roving Submarine in fort 1")
			continue
		}
		if opts := x.Options(onr.Corp); len(opts) > 0 && strings.HasPrefix(opts[0], "install ") {
			installed++
			x.Do(onr.Corp, opts[0])
			continue
		}
		if opts := x.Options(onr.Runner); len(opts) > 0 {
			x.Do(onr.Runner, opts[0])
			continue
		}
		x.PassAll()
	}
	if installed != 2 || !slices.ContainsFunc(x.S.Forts[fort].Cards, func(c int32) bool { return x.G.Title(c) == "Roving Submarine" }) {
		t.Fatalf("Pavit Bharat installed %d cards (want 2, Roving Submarine again among them)", installed)
	}
	x.ToTurn(onr.Corp)
	x.ToTurn(onr.Runner)
	if x.Offered(onr.Runner, "run on fort 1") {
		t.Fatalf("the fort may be run after Pavit Bharat's installs of the Runner's turn: %q", x.Options(onr.Runner))
	}
}
