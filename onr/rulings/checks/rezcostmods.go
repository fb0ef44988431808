package checks

import (
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// rcMasonsRun has the Runner, holding Dwarf and Startup Immolator and 10
// bits, run on HQ, whose Wall of Static is rezzed or not, with Data Masons
// rezzed in a fort of its own; the Corp has 10 bits.
func rcMasonsRun(t onrtest.TB, rezzed bool) (*onrtest.Table, int32) {
	t.Helper()
	x := tableWithRD(t, 1, 6)
	wall, _ := x.Ice(onr.FortHQ, "Wall of Static", rezzed)
	x.Install(onr.NewFort, "Data Masons", true)
	x.Rig("Dwarf", "Startup Immolator")
	runnerHand(x, 3)
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Runner().Bits, x.Corp().Bits = 10, 10
	x.Do(onr.Runner, "run on HQ")
	return x, wall
}

// R115: Data Masons lowers what the Corp pays to rez a wall by any means
// (ONR-9.7): on approach, 3-2 for Wall of Static; with Olivia Salazar, the
// half of the lowered cost, (5-2)/2 = 1 for Fire Wall (not 5/2-2 = 0).
func checkR115_DataMasonsLowersAnyRezOfAWall(t onrtest.TB) {
	x, wall := rcMasonsRun(t, false)
	x.Do(onr.Corp, "rez Wall of Static")
	if !x.S.Cards[wall].Rezzed || x.Corp().Bits != 10-1 {
		t.Errorf("Wall of Static rezzed %v, Corp has %d bits; want rezzed for 3-2", x.S.Cards[wall].Rezzed, x.Corp().Bits)
	}
	x = tableWithRD(t, 1, 6)
	x.Ice(onr.FortHQ, "Fire Wall", false)
	x.Install(onr.FortHQ, "Olivia Salazar", true)
	x.Install(onr.NewFort, "Data Masons", true)
	runnerHand(x, 3)
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Corp().Bits = 10
	x.Do(onr.Runner, "run on HQ")
	x.Do(onr.Corp, "use Olivia Salazar: rez a piece of ice of this fort for half its cost, for the run")
	x.Do(onr.Corp, "rez Fire Wall")
	if !x.Logged("Corp rezzes Fire Wall") || x.Corp().Bits != 10-1 {
		t.Errorf("Fire Wall rezzed %v, Corp has %d bits; want rezzed by Olivia Salazar for (5-2)/2", x.Logged("Corp rezzes Fire Wall"), x.Corp().Bits)
	}
}

// R116: with Data Masons in play the wall's rez cost is still 3: Startup
// Immolator pays 3 to trash it (ONR-9.7).
func checkR116_DataMasonsLeavesTheRezCost(t onrtest.TB) {
	x, wall := rcMasonsRun(t, true)
	x.PassAll()
	for i := 0; i < 5 && !x.Offered(onr.Runner, "break subroutine 1 with Dwarf"); i++ {
		x.Do(onr.Runner, "pump Dwarf: +1 strength for 1")
	}
	x.Do(onr.Runner, "break subroutine 1 with Dwarf")
	before := x.Runner().Bits
	x.Do(onr.Runner, imUse)
	if got := before - x.Runner().Bits; got != 3 {
		t.Errorf("paid %d, want Wall of Static's rez cost 3, not the 1 the Corp pays with Data Masons", got)
	}
	if x.S.Cards[wall].Zone != onr.ZoneDiscard {
		t.Errorf("Wall of Static not trashed")
	}
}
