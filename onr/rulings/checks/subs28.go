package checks

import (
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// Rulings of the sysops that repeat a subroutine (Lisa Blight, Marcel
// DeSoleil) and of Social Engineering (session 28).

// sysopCostRun puts Laser Wire rezzed on HQ and sysop rezzed in HQ's fort,
// two cards in HQ and three in R&D, runs on HQ and uses the sysop on Laser
// Wire's first subroutine; it returns the table.
func sysopCostRun(t onrtest.TB, sysop, use string) *onrtest.Table {
	x := onrtest.New(t, 1)
	x.Ice(onr.FortHQ, "Laser Wire", true)
	x.Install(onr.FortHQ, sysop, true)
	x.Hand(onr.Corp, "Hostile Takeover", "Priority Requisition")
	x.Deck(onr.Corp, "Hostile Takeover", "Priority Requisition", "Data Wall")
	runnerHand(x, 5)
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Corp().Bits = 5
	x.Do(onr.Runner, "run on HQ")
	x.Do(onr.Corp, use)
	x.Do(onr.Corp, "choose Laser Wire")
	x.Number(onr.Corp, 1)
	return x
}

// R168 (R171 its duplicate): the cards Lisa Blight's cost discards from
// HQ, and those Marcel DeSoleil's trashes from R&D, go to the Archives
// face down: the Runner's view counts them and names none.
func checkR168_SysopCostTrashesFaceDown(t onrtest.TB) {
	for _, tc := range []struct {
		sysop, use string
		n          int
	}{
		{"Lisa Blight", "use Lisa Blight: 1 bit, discard a card at random: repeat a subroutine", 1},
		{"Marcel DeSoleil", "use Marcel DeSoleil: 2 bits, trash the top two cards of R&D: repeat a subroutine", 2},
	} {
		x := sysopCostRun(t, tc.sysop, tc.use)
		v := x.G.View(runnerSeat).(*onr.View)
		if got := len(x.Corp().Discard); got != tc.n {
			t.Fatalf("%s: %d cards in the Archives, want %d", tc.sysop, got, tc.n)
		}
		if down := v.Players[corpSeat].DiscardDown; down != tc.n || len(v.Players[corpSeat].Discard) != 0 {
			t.Fatalf("%s: the Runner sees %d face-down cards in the Archives and %d face up, want %d and none", tc.sysop, down, len(v.Players[corpSeat].Discard), tc.n)
		}
	}
}
