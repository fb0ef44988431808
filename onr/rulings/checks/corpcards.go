package checks

import (
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// Checks of the rulings naming the class-A Corp cards of the card pool
// beyond the ice: Euromarket Consortium, Marine Arcology, Subsidiary
// Branch.

// R138 (ONR-14.7, ONR-5.1.5): a node raising the Corp's hand size, trashed,
// lowers it at once; the Corp discards only at the end of its turn.
func checkR138_HandSizeDropsAtOnceDiscardsWait(t onrtest.TB) {
	x := tableWithRD(t, 1, 8)
	_, fort := x.Install(onr.NewFort, "Euromarket Consortium", true)
	x.Hand(onr.Corp, "Data Wall", "Data Wall", "Data Wall", "Data Wall", "Data Wall", "Data Wall")
	x.Ready()
	if got := x.G.HandSize(onr.Corp); got != 7 {
		t.Fatalf("Corp hand size %d with Euromarket Consortium, want 7", got)
	}
	x.ToTurn(onr.Runner)
	x.Runner().Bits = 10
	x.Do(onr.Runner, "run on "+x.G.FortName(fort))
	x.PassAll()
	if x.Offered(onr.Runner, "continue") {
		x.Do(onr.Runner, "continue")
		x.PassAll()
	}
	x.Do(onr.Runner, "trash Euromarket Consortium for 4")
	x.PassAll()
	hand := len(x.Corp().Hand)
	if got := x.G.HandSize(onr.Corp); got != 5 || hand <= 5 {
		t.Fatalf("after the trash: hand size %d (want 5 at once), %d cards held (want more than 5: no discard yet)", got, hand)
	}
	x.ToTurn(onr.Corp)
	if len(x.Corp().Hand) <= 5 {
		t.Fatalf("the Corp discarded before the end of its turn: %d cards", len(x.Corp().Hand))
	}
	for i := 0; i < 20 && x.S.Active == x.Seat(onr.Corp); i++ {
		switch {
		case x.Offered(onr.Corp, "discard Data Wall"):
			x.Do(onr.Corp, "discard Data Wall") // the end-of-turn discard (ONR-5.1.5)
		case x.Offered(onr.Corp, "gain"):
			x.Do(onr.Corp, "gain")
		default:
			x.PassAll()
		}
	}
	if got := len(x.Corp().Hand); got != 5 {
		t.Fatalf("%d cards after the Corp's turn, want 5", got)
	}
}

// R172 (ONR-6.3): Marine Arcology's "[action], [action]" needs two actions
// of the same turn, taken together: not offered with one left.
func checkR172_MarineArcologyNeedsTwoActionsOfOneTurn(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	c, _ := x.Install(onr.NewFort, "Marine Arcology", false)
	x.S.Cards[c].Adv = 3
	x.Ready()
	x.Do(onr.Corp, "gain")
	x.Do(onr.Corp, "score Marine Arcology")
	x.PassAll()
	const use = "use Marine Arcology: Gain 3 bits"
	if !x.Offered(onr.Corp, use) {
		t.Fatalf("not offered with two actions left: %q", x.Options(onr.Corp))
	}
	x.Do(onr.Corp, "gain")
	x.PassAll()
	if x.Offered(onr.Corp, use) {
		t.Fatalf("offered with one action left")
	}
}

// R231 (ONR-6.4.3): with Subsidiary Branch scored, the Corp has four
// actions a turn, in the turn it is scored too.
func checkR231_SubsidiaryBranchFourActionsFromTheTurnScored(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	c, _ := x.Install(onr.NewFort, "Subsidiary Branch", false)
	x.S.Cards[c].Adv = 6
	x.Ready()
	x.Do(onr.Corp, "gain")
	x.Do(onr.Corp, "score Subsidiary Branch")
	x.PassAll()
	count := func() int {
		n := 0
		for x.S.Active == x.Seat(onr.Corp) && !x.S.Over {
			x.Do(onr.Corp, "gain").PassAll()
			n++
		}
		return n
	}
	if got := 1 + count(); got != 4 {
		t.Fatalf("%d actions in the turn it was scored, want 4", got)
	}
	x.ToTurn(onr.Corp)
	if got := count(); got != 4 {
		t.Fatalf("%d actions in the next turn, want 4", got)
	}
}
