package checks

import (
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// Checks of the rulings that name the resources of the card pool's part 2
// (issue 26).

// R384: Karl de Veres' bit is gained after each successful run, as an
// end-of-run effect: not while the Runner accesses cards (RUN-13).
func checkR384_KarlDeVeresBitIsAnEndOfRunEffect(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	x.Hand(onr.Corp, "Accounts Receivable")
	x.Install(onr.FortHQ, "Antiquated Interface Routines", false) // a choice of what to access
	x.Rig("Karl de Veres, Corporate Stooge")
	x.Ready()
	x.ToTurn(onr.Runner)
	bits := x.Runner().Bits
	x.Do(onr.Runner, "run on HQ")
	rgContinue(x)
	if prompt(x, onr.Runner) != "Choose the next card to access" || x.Runner().Bits != bits {
		t.Fatalf("pending %s, Runner %d bits (was %d); want no bit before access", x.Describe(), x.Runner().Bits, bits)
	}
	x.Do(onr.Runner, "access the next card stored in HQ")
	if x.Runner().Bits != bits {
		t.Errorf("Runner %d bits while accessing (was %d); want the bit only after the run", x.Runner().Bits, bits)
	}
	x.Do(onr.Runner, "leave Antiquated Interface Routines")
	if x.S.Run.Active || x.Runner().Bits != bits+1 {
		t.Errorf("run active %v, Runner %d bits (was %d); want the run over and 1 bit gained", x.S.Run.Active, x.Runner().Bits, bits)
	}
}
