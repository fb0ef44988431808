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
// (ONR-9.7). The rez on approach is checked; the other means the ruling
// names (Olivia Salazar) are not implemented (partial.tsv).
func checkR115_DataMasonsLowersAnyRezOfAWall(t onrtest.TB) {
	x, wall := rcMasonsRun(t, false)
	x.Do(onr.Corp, "rez Wall of Static")
	if !x.S.Cards[wall].Rezzed || x.Corp().Bits != 10-1 {
		t.Errorf("Wall of Static rezzed %v, Corp has %d bits; want rezzed for 3-2", x.S.Cards[wall].Rezzed, x.Corp().Bits)
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
