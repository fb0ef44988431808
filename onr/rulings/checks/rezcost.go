package checks

import (
	"slices"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// Costs "above the rez cost" (ONR-9.6, ONR-9.9, ONR-16.4.3): Caryatid and
// Digiconda.

// scorePriorityRequisition arranges ice unrezzed on HQ and a fully advanced
// Priority Requisition, gives the Corp bits, and has the Corp take a "gain"
// action ("gain": +1 bit, or "draw"), score the agenda and rez the ice at no
// cost.
func scorePriorityRequisition(t onrtest.TB, ice string, bits int32, action string) (*onrtest.Table, int32) {
	t.Helper()
	x := tableWithRD(t, 1, 3)
	c, _ := x.Ice(onr.FortHQ, ice, false)
	pr, _ := x.Install(onr.NewFort, "Priority Requisition", false)
	x.S.Cards[pr].Adv = 5
	x.Corp().Bits = bits
	x.Ready()
	x.Do(onr.Corp, action)
	x.Do(onr.Corp, "score Priority Requisition")
	x.Do(onr.Corp, "rez "+ice)
	if !x.S.Cards[c].Rezzed {
		t.Fatalf("%s was not rezzed", ice)
	}
	return x, c
}

// runnerIceView returns how the Runner's view shows the outermost ice of HQ.
func runnerIceView(t onrtest.TB, x *onrtest.Table) onr.CardView {
	t.Helper()
	v := x.G.View(runnerSeat).(*onr.View)
	if len(v.Forts) == 0 || len(v.Forts[0].Ice) == 0 {
		t.Fatalf("the Runner sees no ice on HQ")
	}
	return v.Forts[0].Ice[0]
}

func checkR200_AtNoCostDoesNotCoverCostsAboveTheRezCost(t onrtest.TB) {
	onrtest.Run(t, "R200 Priority Requisition rezzes Digiconda free of its rez cost, but the Corp still pays X", func(t onrtest.TB) {
		x, c := scorePriorityRequisition(t, "Digiconda", 4, "gain") // 5 bits after the gain
		d := x.Decision(onr.Corp)
		if d.Kind != engine.Number || d.Min != 0 || d.Max != 5 {
			t.Fatalf("after the free rez the Corp is asked %q [%d, %d], want X from 0 to its 5 bits", d.Prompt, d.Min, d.Max)
		}
		x.Number(onr.Corp, 2)
		if x.Corp().Bits != 3 {
			t.Errorf("Corp bits = %d, want 5 - X = 3 (no rez cost, but X paid)", x.Corp().Bits)
		}
		if got := x.G.IceStrength(c); got != 2 {
			t.Errorf("Digiconda strength = %d, want X = 2", got)
		}
	})
	onrtest.Run(t, "R200 Priority Requisition rezzes Caryatid free of its rez cost, but the 1 bit to make it a code gate is paid", func(t onrtest.TB) {
		x, c := scorePriorityRequisition(t, "Caryatid", 0, "gain") // 1 bit after the gain
		x.Do(onr.Corp, "pay 1: Caryatid becomes a Code Gate")
		if x.Corp().Bits != 0 {
			t.Errorf("Corp bits = %d, want 0: the bit above the rez cost is paid", x.Corp().Bits)
		}
		if kw := x.G.Keywords(c); !slices.Equal(kw, []string{"Code Gate"}) {
			t.Errorf("keywords = %q, want [Code Gate]", kw)
		}
	})
	onrtest.Run(t, "R200 with no bits, Priority Requisition rezzes Caryatid as a wall", func(t onrtest.TB) {
		x, c := scorePriorityRequisition(t, "Caryatid", 0, "draw")
		if x.Offered(onr.Corp, "pay 1: Caryatid becomes a Code Gate") {
			t.Errorf("the Corp with 0 bits may pay the bit above the rez cost")
		}
		if kw := x.G.Keywords(c); !slices.Equal(kw, []string{"Wall"}) {
			t.Errorf("keywords = %q, want [Wall]", kw)
		}
		if x.Corp().Bits != 0 {
			t.Errorf("Corp bits = %d, want 0", x.Corp().Bits)
		}
	})
}

func checkR096_MorphingIceIsRezzedWithItsPrintedKeywordThenChanges(t onrtest.TB) {
	x := onrtest.New(t, 1)
	c, _ := x.Ice(onr.FortHQ, "Caryatid", false)
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Corp().Bits = 8
	x.Do(onr.Runner, "run on HQ")
	x.Do(onr.Corp, "rez Caryatid")
	// The rez is done: the rez cost of the wall is paid and the card is
	// face up, still a wall, while the Corp decides on the change.
	if !x.S.Cards[c].Rezzed || x.Corp().Bits != 1 {
		t.Fatalf("after the rez: rezzed %v, Corp bits %d; want rezzed with the rez cost of 7 paid", x.S.Cards[c].Rezzed, x.Corp().Bits)
	}
	if kw := x.G.Keywords(c); !slices.Equal(kw, []string{"Wall"}) {
		t.Errorf("keywords while the rez is paid = %q, want [Wall]", kw)
	}
	if kw := runnerIceView(t, x).Keywords; !slices.Equal(kw, []string{"Wall"}) {
		t.Errorf("the Runner's view shows keywords %q while the rez is paid, want [Wall]", kw)
	}
	// Immediately after, the keyword string changes.
	x.Do(onr.Corp, "pay 1: Caryatid becomes a Code Gate")
	if kw := x.G.Keywords(c); !slices.Equal(kw, []string{"Code Gate"}) {
		t.Errorf("keywords after the rez = %q, want [Code Gate]", kw)
	}
	if kw := runnerIceView(t, x).Keywords; !slices.Equal(kw, []string{"Code Gate"}) {
		t.Errorf("the Runner's view shows keywords %q after the rez, want [Code Gate]", kw)
	}
	if !x.Logged("Caryatid is a Code Gate instead of a Wall") {
		t.Errorf("no event tells the Runner about the change")
	}
}

func checkR119_DigicondasStrengthIsModifiedByOtherEffects(t onrtest.TB) {
	x := onrtest.New(t, 1)
	c, _ := x.Ice(onr.FortHQ, "Digiconda", false)
	x.Install(onr.FortHQ, "Antiquated Interface Routines", true) // all ice on this fort has +1 strength
	x.Rig("Raptor")
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Corp().Bits, x.Runner().Bits = 9, 10
	x.Do(onr.Runner, "run on HQ")
	x.Do(onr.Corp, "rez Digiconda")
	x.Number(onr.Corp, 3)
	if got := x.G.IceStrength(c); got != 4 {
		t.Errorf("Digiconda strength = %d, want X 3 + 1 from Antiquated Interface Routines", got)
	}
	if st := runnerIceView(t, x).Strength; st == nil || *st != 4 {
		t.Errorf("the Runner's view shows strength %v, want 4", st)
	}
	x.PassAll()
	// Raptor (strength 1) must reach 4: three pumps, and no fewer.
	for i := 0; i < 3; i++ {
		if x.Offered(onr.Runner, "break subroutine 1 with Raptor") {
			t.Fatalf("Raptor at strength %d may break Digiconda at strength 4", 1+i)
		}
		x.Do(onr.Runner, "pump Raptor: +1 strength for 1")
	}
	if !x.Offered(onr.Runner, "break subroutine 1 with Raptor") {
		t.Errorf("Raptor at strength 4 may not break Digiconda: %q", x.Options(onr.Runner))
	}
}
