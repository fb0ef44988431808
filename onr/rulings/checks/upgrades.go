package checks

import (
	"fmt"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// The upgrades of the card pool's part 2 (onr/cards/upgrades.go).

// R381: with Joan of Arc in play, the Runner accesses two Chimeras in one
// fort: Joan saves the daemon from the first; she is then in his hand, and
// the second Chimera trashes the daemon anyway.
func checkR381_JoanSavesTheDaemonFromOneChimeraOnly(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	x.Install(onr.FortHQ, "Chimera", true)
	x.Install(onr.FortHQ, "Chimera", true)
	x.Rig("Imp", "Joan of Arc")
	imp, joan := pvTitle(x, "Imp"), pvTitle(x, "Joan of Arc")
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Runner().Bits = 5
	x.Do(onr.Runner, "run on HQ")
	asked, saved := 0, 0
	for i := 0; i < 20; i++ {
		switch {
		case x.Offered(onr.Corp, "trash Imp"):
			asked++
			x.Do(onr.Corp, "trash Imp")
		case x.Offered(onr.Runner, "prevent Joan of Arc: 1 bit, Joan of Arc to hand"):
			saved++
			x.Do(onr.Runner, "prevent Joan of Arc: 1 bit, Joan of Arc to hand")
		case x.Offered(onr.Runner, "access Chimera"):
			x.Do(onr.Runner, "access Chimera")
		case x.Offered(onr.Runner, "leave Chimera"):
			x.Do(onr.Runner, "leave Chimera")
		case x.Offered(onr.Runner, "continue"):
			x.Do(onr.Runner, "continue")
		case x.Offered(onr.Runner, "pass"):
			x.Do(onr.Runner, "pass")
		case x.Offered(onr.Corp, "pass"):
			x.Do(onr.Corp, "pass")
		default:
			i = 20
		}
	}
	if asked != 2 || saved != 1 {
		t.Fatalf("the Corp chose Imp %d times (want 2, one per Chimera), Joan saved it %d times (want 1)", asked, saved)
	}
	if x.S.Cards[imp].Zone != onr.ZoneDiscard || x.S.Cards[joan].Zone != onr.ZoneHand {
		t.Errorf("Imp in %s, Joan of Arc in %s; want the trash and the hand", x.S.Cards[imp].Zone, x.S.Cards[joan].Zone)
	}
	if paid := 5 - x.Runner().Bits; paid != 1 {
		t.Errorf("the Runner paid %d, want Joan's 1 bit", paid)
	}
}

// R111, R337: Dropp™ breaks all of Wall of Ice's four subroutines or none:
// in a run on Crystal Palace Station Grid's fort the Runner pays its extra
// bit for all four, and with fewer than four bits he cannot use Dropp.
func checkR111_R337_DroppPaysForAllOrNone(t onrtest.TB) {
	for _, tc := range []struct {
		bits    int32
		offered bool
	}{{4, true}, {3, false}} {
		onrtest.Run(t, fmt.Sprintf("R111 R337 with %d bits Dropp offered: %v", tc.bits, tc.offered), func(t onrtest.TB) {
			x := tableWithRD(t, 1, 6)
			x.Install(onr.FortHQ, "Crystal Palace Station Grid", true)
			x.Ice(onr.FortHQ, "Wall of Ice", true)
			x.Rig("Dropp™")
			x.Ready()
			x.ToTurn(onr.Runner)
			x.Runner().Bits = 20
			x.Do(onr.Runner, "run on HQ")
			x.PassAll()
			wall, dropp := pvTitle(x, "Wall of Ice"), pvTitle(x, "Dropp™")
			for i := 0; i < 10 && x.G.BreakerStrength(dropp) < x.G.IceStrength(wall); i++ {
				x.Do(onr.Runner, "pump Dropp™: +1 strength for 1")
			}
			x.Runner().Bits = tc.bits
			x.G.Reprompt()
			const use = "break all subroutines with Dropp™"
			if got := x.Offered(onr.Runner, use); got != tc.offered {
				t.Fatalf("Dropp offered %v, want %v: %s", got, tc.offered, x.Describe())
			}
			if !tc.offered {
				return
			}
			x.Do(onr.Runner, use)
			if paid := tc.bits - x.Runner().Bits; paid != 4 {
				t.Errorf("Dropp cost %d bits, want 4 (0, and 1 for each of the four)", paid)
			}
		})
	}
}
