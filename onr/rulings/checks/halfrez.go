package checks

import (
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// oliviaUse is Olivia Salazar's ability as offered.
const oliviaUse = "use Olivia Salazar: rez a piece of ice of this fort for half its cost, for the run"

// R185: two Olivia Salazars on HQ each rez a piece of ice of HQ for half
// its cost in one run, but not the same one: the first rezzes Fire Wall,
// and the second is offered only Wall of Static.
func checkR185_TwoOliviasCannotShareOneIce(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	x.Install(onr.FortHQ, "Olivia Salazar", true)
	x.Install(onr.FortHQ, "Olivia Salazar", true)
	x.Ice(onr.FortHQ, "Fire Wall", false)
	x.Ice(onr.FortHQ, "Wall of Static", false)
	runnerHand(x, 3)
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Corp().Bits = 10
	x.Do(onr.Runner, "run on HQ")
	x.Do(onr.Corp, oliviaUse)
	x.Do(onr.Corp, "rez Fire Wall")
	if !x.Offered(onr.Corp, oliviaUse) {
		t.Fatalf("the second Olivia Salazar not offered: %v", x.Options(onr.Corp))
	}
	x.Do(onr.Corp, oliviaUse)
	if x.Offered(onr.Corp, "rez Fire Wall") || !x.Offered(onr.Corp, "rez Wall of Static") {
		t.Fatalf("the second Olivia offers %v; want Wall of Static only", x.Options(onr.Corp))
	}
	x.Do(onr.Corp, "rez Wall of Static")
	// Both rezzed, the run met them, ended and derezzed them: the log says.
	fire, static := x.Logged("Corp rezzes Fire Wall"), x.Logged("Corp rezzes Wall of Static")
	if !fire || !static || x.Corp().Bits != 10-2-1 {
		t.Errorf("Fire Wall rezzed %v, Wall of Static rezzed %v, Corp has %d bits; want both rezzed for 5/2 and 3/2", fire, static, x.Corp().Bits)
	}
}
