package checks

// Checks of forgoing actions (ONR-6.5.1) and of the moments nodes and
// upgrades can be rezzed (ONR-9.3).

import (
	"fmt"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// ONR-6.5.1, ONR-18.1.1: forgoing more actions than remain in the turn
// forgoes the rest from the next turn: a purge (forgo 3) declared with 1
// action left leaves the Corp 1 action next turn; with 2 left, 2.
func checkONR6_5_1_ForgoCarriesOver(t onrtest.TB) {
	for _, gains := range []int{1, 2} {
		onrtest.Run(t, fmt.Sprintf("purge after %d actions", gains), func(t onrtest.TB) {
			x := tableWithRD(t, 1, 6)
			x.Rig("Gremlins")
			rgVirus(x, "Gremlins", 2)
			x.Ready()
			for i := range gains {
				if i > 0 {
					x.PassAll()
				}
				x.Do(onr.Corp, "gain")
			}
			if !x.Offered(onr.Corp, "purge") {
				t.Fatalf("no purge offered: %s", x.Describe())
			}
			left := x.Corp().Actions
			x.Do(onr.Corp, "purge")
			x.PassAll()
			if len(x.Corp().Virus) != 0 {
				t.Errorf("virus counters %v after the purge", x.Corp().Virus)
			}
			x.TakeGains(onr.Runner)
			x.PassAll()
			want := 3 - (3 - left) // the rest of the 3 forgone from this turn
			if x.S.Active != x.Seat(onr.Corp) || x.Corp().Actions != want {
				t.Errorf("purge with %d actions left: %d actions next turn, want %d", left, x.Corp().Actions, want)
			}
		})
	}
}

// rlWindow returns the kind of the innermost priority window being
// resolved (onr.WinApproach, onr.WinBeforeAccess, …), or -1 for none.
func rlWindow(x *onrtest.Table) int32 {
	for i := len(x.S.Frames()) - 1; i >= 0; i-- {
		if f := x.S.Frames()[i]; f.Kind == onr.FrameWindow {
			return f.N
		}
	}
	return -1
}

// ONR-9.3: the Corp may rez a node at the start of either player's turn,
// after any action of either player, when the Runner approaches ice and
// just before access (its last window, before the run becomes successful:
// ONR-11.9.1); not in the middle of its own action.
func checkONR9_3_WhenNodesAreRezzed(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	x.Install(onr.NewFort, "Remote Facility", false)
	x.Ice(onr.FortHQ, "Wall of Static", false)
	x.Corp().Bits = 30
	x.Ready()
	const rez = "rez Remote Facility"
	seen := map[string]bool{}
	note := func(moment string) {
		if x.Offered(onr.Corp, rez) {
			seen[moment] = true
		}
	}
	x.Do(onr.Corp, "gain")
	note("after a Corp action")
	x.PassAll()
	x.Do(onr.Corp, "gain")
	x.PassAll()
	x.Do(onr.Corp, "gain")
	// the windows after the Corp's last action, then at the start of the
	// Runner's turn, the Runner first in each
	windows := func(moment string) {
		for i := 0; i < 20; i++ {
			if x.S.Active == x.Seat(onr.Runner) {
				note(moment)
			}
			switch {
			case x.Offered(onr.Runner, "pass"):
				x.Do(onr.Runner, "pass")
			case x.Offered(onr.Corp, "pass"):
				x.Do(onr.Corp, "pass")
			default:
				return
			}
		}
	}
	windows("at the start of the Runner's turn")
	x.Do(onr.Runner, "gain")
	windows("after a Runner action")
	x.Do(onr.Runner, "run on HQ")
	for i := 0; i < 20 && x.S.Run.Active; i++ {
		if x.Offered(onr.Runner, "pass") {
			x.Do(onr.Runner, "pass")
			continue
		}
		if x.Offered(onr.Corp, "rez Wall of Static") {
			note("when the Runner approaches ice")
		} else if x.Offered(onr.Corp, "pass") && rlWindow(x) == onr.WinBeforeAccess {
			if x.S.Run.Success || len(x.S.Run.Accessed) > 0 {
				t.Errorf("the Corp's last window comes after the run became successful")
			}
			note("just before access") // ONR-11.9.1: before the run becomes successful
		}
		switch {
		case x.Offered(onr.Corp, "pass"):
			x.Do(onr.Corp, "pass")
		case x.Offered(onr.Runner, "continue"):
			x.Do(onr.Runner, "continue")
		default:
			rlRunner(x)
		}
	}
	for _, m := range []string{"after a Corp action", "at the start of the Runner's turn", "after a Runner action", "when the Runner approaches ice", "just before access"} {
		if !seen[m] {
			t.Errorf("no rez of Remote Facility offered %s", m)
		}
	}
}
