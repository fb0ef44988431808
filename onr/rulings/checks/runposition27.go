package checks

import (
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
		opts := x.Options(onr.Runner)
		switch {
		case x.Offered(onr.Runner, "continue"):
			x.Do(onr.Runner, "continue")
		case len(opts) > 0 && strings.HasPrefix(opts[0], "leave "):
			x.Do(onr.Runner, opts[0])
		default:
			x.PassAll()
		}
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
