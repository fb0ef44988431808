package checks

import (
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// R405: a subroutine ignored by Microtech 'Trode Set cannot even be broken:
// of Neural Blade (AP: 1 Net damage; no breaking on the next ice), only the
// first is offered to Krash, and the second does not take effect.
func checkR405_IgnoredSubroutinesCannotBeBroken(t onrtest.TB) {
	x := rgRunner(t, []string{"Neural Blade", "Wall of Static"}, []string{"Microtech 'Trode Set", "Krash"}, 4, 20)
	rgRunHQ(x)
	krash, blade := pvTitle(x, "Krash"), pvTitle(x, "Neural Blade")
	for i := 0; i < 10 && x.G.BreakerStrength(krash) < x.G.IceStrength(blade); i++ {
		x.Do(onr.Runner, "pump Krash: +1 strength for 2")
	}
	if !x.Offered(onr.Runner, "break subroutine 1 with Krash") || x.Offered(onr.Runner, "break subroutine 2 with Krash") {
		t.Fatalf("break options %q: want subroutine 1 only", x.Options(onr.Runner))
	}
	x.Do(onr.Runner, "done")
	for x.Offered(onr.Runner, "take") {
		x.Do(onr.Runner, "take")
	}
	if x.Logged("cannot break any subroutines") {
		t.Fatalf("the ignored subroutine took effect")
	}
}
