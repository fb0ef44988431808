package checks

import (
	"strings"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// Deflected runs (ONR-11.14, onr/deflect.go).

// deflectTable is a run on HQ about to meet deflector, rezzed, on HQ; the
// Archives and R&D hold an unrezzed Data Wall outermost, then, unless bare,
// a rezzed Wall of Static; the Runner holds Dwarf and 5 bits, the Corp 5.
func deflectTable(t onrtest.TB, deflector string, bare bool) *onrtest.Table {
	x := onrtest.New(t, 1)
	for _, fort := range []int32{onr.FortRD, onr.FortArchives} {
		x.Ice(fort, "Data Wall", false)
		if !bare {
			x.Ice(fort, "Wall of Static", true)
		}
	}
	x.Ice(onr.FortHQ, deflector, true)
	x.Rig("Dwarf")
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Runner().Bits, x.Corp().Bits = 5, 5
	x.Do(onr.Runner, "run on HQ")
	x.PassAll()
	return x
}

// ONR-11.14.1: Dumpster's subroutine makes the run a run on the Archives,
// where the Runner encounters the outermost rezzed ice (Wall of Static, not
// the unrezzed Data Wall outside it); with no rezzed ice there he is past
// the Archives' last ice.
func checkONR11_14_1_DeflectorMovesTheRun(t onrtest.TB) {
	x := deflectTable(t, "Dumpster", false)
	if x.S.Run.Fort != onr.FortArchives || !strings.HasPrefix(prompt(x, onr.Runner), "Break subroutines of Wall of Static") {
		t.Errorf("run on fort %d, the Runner asked %q; want a run on the Archives encountering Wall of Static", x.S.Run.Fort, prompt(x, onr.Runner))
	}
	x = deflectTable(t, "Dumpster", true)
	if x.S.Run.Fort != onr.FortArchives || x.S.Run.Encounter != 0 || prompt(x, onr.Runner) != "Continue the run or jack out" {
		t.Errorf("run on fort %d, encountering %d, the Runner asked %q; want the Archives past its last ice", x.S.Run.Fort, x.S.Run.Encounter, prompt(x, onr.Runner))
	}
}

// ONR-11.14.2: after Vortex sends the run to R&D the Runner cannot jack out
// before the encounter with its outermost rezzed ice (he is asked to break
// it at once); sent to a fort with no rezzed ice he may jack out before
// access, and the run is then unsuccessful.
func checkONR11_14_2_JackOutAfterADeflection(t onrtest.TB) {
	for _, bare := range []bool{false, true} {
		x := deflectTable(t, "Vortex", bare)
		x.Do(onr.Corp, "use Vortex: pay 2 bits to move the run to a fort of your choice")
		x.Do(onr.Corp, "choose-fort R&D")
		x.PassAll()
		if !bare {
			if x.Offered(onr.Runner, "jack-out") || !strings.HasPrefix(prompt(x, onr.Runner), "Break subroutines of Wall of Static") {
				t.Errorf("after the deflection the Runner is asked %q, %q; want the encounter with Wall of Static, no jack-out", prompt(x, onr.Runner), x.Options(onr.Runner))
			}
			continue
		}
		if !x.Offered(onr.Runner, "jack-out") {
			t.Fatalf("with no rezzed ice on R&D the Runner cannot jack out: %s", x.Describe())
		}
		x.Do(onr.Runner, "jack-out")
		if x.S.Run.Active || x.Logged("The run is successful") {
			t.Errorf("the run went on after jacking out")
		}
	}
}
