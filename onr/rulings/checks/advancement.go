package checks

import (
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// Checks of the rulings naming the operations that add advancement
// counters (onr/advancement.go).

// advancementTable is the Corp's first action with op in hand, 20 bits,
// and Hostile Takeover and Priority Requisition installed in forts of
// their own; it returns the two agendas.
func advancementTable(t onrtest.TB, op string) (x *onrtest.Table, ht, pr int32) {
	t.Helper()
	x = tableWithRD(t, 1, 5)
	x.Hand(onr.Corp, op)
	ht, _ = x.Install(onr.NewFort, "Hostile Takeover", false)
	pr, _ = x.Install(onr.NewFort, "Priority Requisition", false)
	x.Corp().Bits = 20
	x.Ready()
	return x, ht, pr
}

// R169: Management Shake-Up may put all three of its counters on one card.
func checkR169_ShakeUpPutsAllItsCountersOnOneCard(t onrtest.TB) {
	x, ht, pr := advancementTable(t, "Management Shake-Up")
	x.Do(onr.Corp, "play Management Shake-Up")
	for range 3 {
		x.Do(onr.Corp, "choose Hostile Takeover")
	}
	if x.S.Cards[ht].Adv != 3 || x.S.Cards[pr].Adv != 0 {
		t.Fatalf("Hostile Takeover has %d counters, Priority Requisition %d; want 3 and 0", x.S.Cards[ht].Adv, x.S.Cards[pr].Adv)
	}
}

// R170 (R204, R235, R237): the advancement counters an operation adds do
// not come from the bit pool: the Corp pays the play cost and nothing per
// counter.
func checkR170_AddedCountersCostNoBits(t onrtest.TB) {
	for _, op := range []string{"Management Shake-Up", "Project Consultants", "Systematic Layoffs", "Team Restructuring"} {
		x, ht, pr := advancementTable(t, op)
		d, _ := onr.Lookup(op)
		cost := int32(*d.Card().PlayCost)
		x.Corp().Bits = cost + 5
		x.G.Reprompt()
		x.Do(onr.Corp, "play "+op)
		n := int32(0)
		for _, pick := range []string{"Priority Requisition", "Hostile Takeover"} {
			for x.Offered(onr.Corp, "choose "+pick) {
				x.Do(onr.Corp, "choose "+pick)
				n++
			}
		}
		if n < 2 || x.S.Cards[ht].Adv+x.S.Cards[pr].Adv != n || x.Corp().Bits != 5 {
			t.Fatalf("%s: %d counters put, %d on the agendas, the Corp has %d bits; want at least 2 counters, all on the agendas, 5 bits", op, n, x.S.Cards[ht].Adv+x.S.Cards[pr].Adv, x.Corp().Bits)
		}
	}
}

// R234: Systematic Layoffs may put both of its counters on one card.
func checkR234_LayoffsPutsBothCountersOnOneCard(t onrtest.TB) {
	x, ht, pr := advancementTable(t, "Systematic Layoffs")
	x.Do(onr.Corp, "play Systematic Layoffs")
	x.Do(onr.Corp, "choose Priority Requisition")
	x.Do(onr.Corp, "choose Priority Requisition")
	if x.S.Cards[ht].Adv != 0 || x.S.Cards[pr].Adv != 2 {
		t.Fatalf("Hostile Takeover has %d counters, Priority Requisition %d; want 0 and 2", x.S.Cards[ht].Adv, x.S.Cards[pr].Adv)
	}
}

// R236: Team Restructuring cannot put both of its counters on one card.
func checkR236_RestructuringNeverTwoOnOneCard(t onrtest.TB) {
	x, ht, pr := advancementTable(t, "Team Restructuring")
	x.Do(onr.Corp, "play Team Restructuring")
	x.Do(onr.Corp, "choose Hostile Takeover")
	if x.Offered(onr.Corp, "choose Hostile Takeover") {
		t.Fatalf("Hostile Takeover is offered its second counter: %q", x.Options(onr.Corp))
	}
	x.Do(onr.Corp, "choose Priority Requisition")
	if x.S.Cards[ht].Adv != 1 || x.S.Cards[pr].Adv != 1 {
		t.Fatalf("Hostile Takeover has %d counters, Priority Requisition %d; want 1 and 1", x.S.Cards[ht].Adv, x.S.Cards[pr].Adv)
	}
}

// ONR-6.3.5: a double operation costs two consecutive actions of one turn:
// not offered with one action left, and both spent as it is played.
func checkONR6_3_5_DoubleOperationCostsTwoActions(t onrtest.TB) {
	for _, actions := range []int32{1, 3} {
		x := tableWithRD(t, 1, 5)
		x.Hand(onr.Corp, "Corporate Shuffle")
		x.Ready()
		x.Corp().Actions = actions
		x.G.Reprompt()
		offered := x.Offered(onr.Corp, "play Corporate Shuffle")
		if offered != (actions >= 2) {
			t.Fatalf("%d actions left: Corporate Shuffle offered %v", actions, offered)
		}
		if !offered {
			continue
		}
		x.Do(onr.Corp, "play Corporate Shuffle")
		if got := x.Corp().Actions; got != actions-2 {
			t.Fatalf("%d actions left after playing it from %d, want %d", got, actions, actions-2)
		}
	}
}
