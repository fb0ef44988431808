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
	x.Install(onr.FortHQ, "Antiquated Interface Routines", true) // a choice of what to access; rezzed, asked card by card
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

// R055, R299: with two Brokers out, each may be used once in a turn
// ("you may take only one action to use Broker" is each copy's limit),
// and each refers only to itself: taking all the bits from one takes none
// from the other.
func checkR055_R299_EachBrokerRefersOnlyToItself(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	b := x.Rig("Broker", "Broker")
	x.S.Cards[b[1]].Bits = 5
	x.Ready()
	x.ToTurn(onr.Runner)
	const put, take = "use Broker: Put 3 bits on it", "use Broker: Take all the bits"
	x.Do(onr.Runner, put)
	x.PassAll()
	if got := x.S.Cards[b[0]].Bits + x.S.Cards[b[1]].Bits; got != 8 {
		t.Fatalf("Brokers hold %d bits after a put, want 8", got)
	}
	bits := x.Runner().Bits
	if !x.Offered(onr.Runner, take) {
		t.Fatalf("the other Broker is not offered in the turn one was used: %s", x.Describe())
	}
	x.Do(onr.Runner, take)
	x.PassAll()
	used := x.S.Cards[b[0]].Bits + x.S.Cards[b[1]].Bits
	if got := x.Runner().Bits - bits; got != 8-used || (used != 3 && used != 5) {
		t.Errorf("Runner gained %d bits, %d left on the Brokers; want one Broker's bits only", got, used)
	}
	if x.Offered(onr.Runner, put) || x.Offered(onr.Runner, take) {
		t.Errorf("a Broker is offered a second time in the turn: %s", x.Describe())
	}
}

// R463: Smith's Pawnshop's ability is used once per turn: at the start of
// the Runner's turn he trashes one card for 2 bits, and is not asked again
// in that turn.
func checkR463_SmithsPawnshopOncePerTurn(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	r := x.Rig("Smith's Pawnshop", "Fall Guy", "Nomad Allies")
	x.Ready()
	for i := 0; i < 60 && !x.Offered(onr.Runner, "trash Fall Guy"); i++ {
		if x.Offered(onr.Corp, "gain") {
			x.Do(onr.Corp, "gain")
		} else {
			x.PassAll()
		}
	}
	if !x.Offered(onr.Runner, "trash Fall Guy") {
		t.Fatalf("Smith's Pawnshop never asked: %s", x.Describe())
	}
	x.Do(onr.Runner, "trash Fall Guy")
	turn := x.S.Turn
	for i := 0; i < 40 && x.S.Turn == turn; i++ {
		if x.Offered(onr.Runner, "trash Nomad Allies") {
			t.Fatalf("asked a second time in the turn: %s", x.Describe())
		}
		if x.Offered(onr.Runner, "gain") {
			x.Do(onr.Runner, "gain")
		} else {
			x.PassAll()
		}
	}
	if x.S.Cards[r[2]].Zone != onr.ZoneRig {
		t.Errorf("Nomad Allies left the rig")
	}
}
