package onr_test

import (
	"slices"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// Regression tests for the bugs found by the design review of the move of
// onr onto the kernel. Each plays the position that showed the bug. The
// onrtest harness checks the invariants of the game (Game.Check: no pool
// negative, Card.Paid only on rezzed cards in play, …) after every choice,
// so a step that breaks one fails the test there.

const (
	rrUseLockjaw  = "use Lockjaw: Give an icebreaker +2 strength for the run"
	rrUseMole     = "use HQ Mole: Access two additional cards from HQ"
	rrUseChiba    = "use Chiba Bank Account: Gain 4 bits"
	rrUseGlue     = "use Superglue: Derez the ice whose subroutines you just broke"
	rrAccessHQ    = "access the next card stored in HQ"
	rrPayPrompt   = "Pay 4 bits with 1 in your pool: use a payment ability"
	rrBreakPrompt = "Break subroutines of Quandary (strength 2)"
)

// rrRunnerTurn arranges HQ (ice on it, rezzed, and three cards in it) and
// the Runner's rig, passes the Corp's first turn and returns at the
// Runner's first action with bits in the pool.
func rrRunnerTurn(t *testing.T, ice []string, rig []string, bits int32) *onrtest.Table {
	t.Helper()
	x := onrtest.New(t, 1)
	for _, i := range ice {
		x.Ice(onr.FortHQ, i, true)
	}
	x.Hand(onr.Corp, "Data Wall", "Data Wall", "Data Wall")
	x.Hand(onr.Runner, "Jack 'n' Joe", "Jack 'n' Joe", "Jack 'n' Joe")
	x.Rig(rig...)
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Runner().Bits = bits
	return x
}

// rrAccesses counts the cards the Runner accessed since the events were
// last cleared.
func rrAccesses(x *onrtest.Table) int {
	n := 0
	for _, e := range x.Events {
		if e.Type == "access" {
			n++
		}
	}
	return n
}

// rrNever fails the test if the Runner is offered option at his pending
// decision.
func rrNever(t *testing.T, x *onrtest.Table, option, when string) {
	t.Helper()
	if x.Offered(onr.Runner, option) {
		t.Errorf("%s: the Runner is offered %q: %q", when, option, x.Options(onr.Runner))
	}
}

// rrFinishAccess answers the Runner's access decisions (and passes the
// windows) until the run is over, checking at each decision that never is
// not offered. It uses HQ Mole, paying with Chiba Bank Account, if mole.
func rrFinishAccess(t *testing.T, x *onrtest.Table, never string, mole bool) {
	t.Helper()
	for i := 0; x.S.Run.Active; i++ {
		if i > 50 {
			t.Fatalf("the run does not end: %s", x.Describe())
		}
		if d, ok := engine.DecisionFor(x.G, x.Seat(onr.Runner)); ok {
			rrNever(t, x, never, "at "+d.Prompt)
		}
		switch {
		case mole && x.Offered(onr.Runner, rrUseMole):
			x.Do(onr.Runner, rrUseMole)
			mole = false
		case x.Offered(onr.Runner, rrUseChiba):
			x.Do(onr.Runner, rrUseChiba)
		case x.Offered(onr.Runner, rrAccessHQ):
			x.Do(onr.Runner, rrAccessHQ)
		case x.Offered(onr.Runner, "continue"):
			x.Do(onr.Runner, "continue")
		case x.Offered(onr.Runner, "done"):
			x.Do(onr.Runner, "done")
		case x.Offered(onr.Runner, "pass") || x.Offered(onr.Corp, "pass"):
			x.PassAll()
		default:
			t.Fatalf("unexpected decision: %s", x.Describe())
		}
	}
	if mole {
		t.Errorf("HQ Mole was never offered during the access of HQ")
	}
}

// TestRegressionAbilityMoments: abilities are offered only at the moments
// their text allows.
//
// The old behaviour: DuringAccess was declared as AnyWindow+1 in hidden.go,
// the same value as InEncounter in def.go, and the moments of an ability
// were compared for equality. So Lockjaw ("use this ability only during an
// encounter") was offered at every access decision, and HQ Mole ("use this
// ability only when accessing cards from HQ") in the break step of every
// encounter on a run on HQ. The break step then resolved the use without
// the payment path (payment.go payFirst): with 1 bit and Chiba Bank
// Account, whose 3 net bits make HQ Mole's 4 look affordable, using HQ Mole
// there paid 4 bits from a pool of 1, leaving -3 bits, and onrtest's
// invariant check failed.
func TestRegressionAbilityMoments(t *testing.T) {
	t.Run("Lockjaw is not offered while the Runner accesses cards in HQ, though HQ Mole is", func(t *testing.T) {
		x := rrRunnerTurn(t, nil, []string{"Dwarf", "Lockjaw", "HQ Mole", "Chiba Bank Account"}, 1)
		x.Events = nil
		x.Do(onr.Runner, "run on HQ")
		for i := 0; i < 10 && !x.Offered(onr.Runner, rrAccessHQ); i++ {
			rrNever(t, x, rrUseLockjaw, "before the access")
			if x.Offered(onr.Runner, "continue") {
				x.Do(onr.Runner, "continue")
			} else {
				x.PassAll()
			}
		}
		if d := x.Decision(onr.Runner); d.Prompt != "Choose the next card to access" {
			t.Fatalf("not at the access of HQ: %s", x.Describe())
		}
		rrNever(t, x, rrUseLockjaw, "at the first access")
		if !x.Offered(onr.Runner, rrUseMole) {
			t.Errorf("HQ Mole, affordable with Chiba Bank Account, is not offered at the access of HQ: %q", x.Options(onr.Runner))
		}
		rrFinishAccess(t, x, rrUseLockjaw, true)
		if n := rrAccesses(x); n != 3 {
			t.Errorf("the Runner accessed %d cards of HQ, want 3 (1 + 2 from HQ Mole)", n)
		}
		if b := x.Runner().Bits; b != 0 {
			t.Errorf("Runner bits = %d, want 0 (1, -1 and +4 from Chiba Bank Account, -4 for HQ Mole)", b)
		}
	})

	t.Run("HQ Mole is not offered during an encounter with ice on HQ, even with the bits from Chiba Bank Account, and the Runner's bits never go negative", func(t *testing.T) {
		x := rrRunnerTurn(t, []string{"Quandary"}, []string{"Codecracker", "Lockjaw", "HQ Mole", "Chiba Bank Account"}, 1)
		x.Events = nil
		x.Do(onr.Runner, "run on HQ")
		x.PassAll()
		if d := x.Decision(onr.Runner); d.Prompt != rrBreakPrompt {
			t.Fatalf("not in the break step of the encounter: %s", x.Describe())
		}
		if !x.Offered(onr.Runner, rrUseLockjaw) {
			t.Errorf("Lockjaw is not offered during the encounter: %q", x.Options(onr.Runner))
		}
		if x.Offered(onr.Runner, rrUseMole) {
			t.Errorf("HQ Mole is offered during the encounter with Quandary: %q", x.Options(onr.Runner))
			x.Do(onr.Runner, rrUseMole) // shows what the offer leads to; the invariant check catches a negative pool
		}
		x.Do(onr.Runner, rrUseLockjaw)
		x.Do(onr.Runner, "choose Codecracker")
		x.Do(onr.Runner, "break subroutine 1 with Codecracker")
		rrFinishAccess(t, x, rrUseLockjaw, true)
		if n := rrAccesses(x); n != 3 {
			t.Errorf("the Runner accessed %d cards of HQ, want 3 (1 + 2 from HQ Mole)", n)
		}
		if b := x.Runner().Bits; b != 0 {
			t.Errorf("Runner bits = %d, want 0", b)
		}
	})

	t.Run("an encounter ability with a bit cost is paid through payment abilities, never from a pool that cannot cover it", func(t *testing.T) {
		// No implemented encounter ability costs bits, so Lockjaw is given
		// a cost of 4 bits for this test.
		restore := onr.ReplaceDefForTest("Lockjaw", []onr.Ability{{
			Kind: onr.KindActivated, Label: "Give an icebreaker +2 strength for the run", When: onr.InEncounter,
			If: onr.HasIcebreaker, Cost: onr.Cost{Bits: 4, Trash: true}, Effect: onr.Do(onr.BoostIcebreakerForRun(2)),
		}})
		defer restore()
		x := rrRunnerTurn(t, []string{"Quandary"}, []string{"Codecracker", "Lockjaw", "Chiba Bank Account"}, 1)
		x.Do(onr.Runner, "run on HQ")
		x.PassAll()
		if d := x.Decision(onr.Runner); d.Prompt != rrBreakPrompt {
			t.Fatalf("not in the break step of the encounter: %s", x.Describe())
		}
		x.Do(onr.Runner, rrUseLockjaw)
		if d := x.Decision(onr.Runner); d.Prompt != rrPayPrompt {
			t.Fatalf("using the 4-bit ability with 1 bit in the pool: %s; want the payment abilities offered first", x.Describe())
		}
		x.Do(onr.Runner, rrUseChiba)
		x.Do(onr.Runner, "choose Codecracker")
		if b := x.Runner().Bits; b != 0 {
			t.Errorf("Runner bits = %d, want 0 (1, -1 and +4 from Chiba Bank Account, -4 for Lockjaw)", b)
		}
		cc := x.G.Find("Codecracker") // the last is the one in the rig; the others are of the removed default deck
		if s := x.G.BreakerStrength(cc[len(cc)-1]); s != 2 {
			t.Errorf("Codecracker strength = %d, want 2 from Lockjaw", s)
		}
	})
}

// rrRezOnApproach starts a run on HQ, whose outermost ice is unrezzed, and
// has the Corp rez it as the Runner approaches (ONR-9.2), with corpBits
// in its pool: it returns at the Corp's choice of what to pay above the
// rez cost.
func rrRezOnApproach(t *testing.T, x *onrtest.Table, ice string, corpBits int32) {
	t.Helper()
	x.Corp().Bits = corpBits
	x.Do(onr.Runner, "run on HQ")
	x.Do(onr.Corp, "rez "+ice)
}

// rrBreakAll raises breaker's strength to the ice's and breaks its subs
// subroutines with it.
func rrBreakAll(t *testing.T, x *onrtest.Table, breaker string, subs int) {
	t.Helper()
	for i := 0; i < 10 && !x.Offered(onr.Runner, "break subroutine 1 with "+breaker); i++ {
		x.Do(onr.Runner, "pump "+breaker+": +1 strength for 1")
	}
	for i := 1; i <= subs; i++ {
		x.Do(onr.Runner, "break subroutine "+string(rune('0'+i))+" with "+breaker)
	}
}

// rrEndRun passes and continues until the run is over.
func rrEndRun(t *testing.T, x *onrtest.Table) {
	t.Helper()
	for i := 0; x.S.Run.Active; i++ {
		switch {
		case i > 50:
			t.Fatalf("the run does not end: %s", x.Describe())
		case x.Offered(onr.Runner, "continue"):
			x.Do(onr.Runner, "continue")
		case x.Offered(onr.Runner, "pass") || x.Offered(onr.Corp, "pass"):
			x.PassAll()
		default:
			t.Fatalf("unexpected decision: %s", x.Describe())
		}
	}
}

// rrGlue derezzes ice with Superglue, in the window after the Runner broke
// all its subroutines, and checks that it forgot what its rez paid.
func rrGlue(t *testing.T, x *onrtest.Table, ice int32) {
	t.Helper()
	x.Do(onr.Runner, rrUseGlue)
	if x.S.Cards[ice].Rezzed {
		t.Fatalf("%s is still rezzed after Superglue", x.G.Title(ice))
	}
	if err := x.G.Check(); err != nil {
		t.Errorf("after the derez: %v", err)
	}
	if p := x.S.Cards[ice].Paid; p != 0 {
		t.Errorf("derezzed, %s remembers %d bits paid above its rez cost, want 0", x.G.Title(ice), p)
	}
}

// TestRegressionDerezForgetsTheCostAboveTheRezCost: what a rez paid above
// the rez cost belongs to that rez (ONR-9.6); a derezzed card must be
// rezzed again at its full cost, and is asked the extra cost again
// (ONR-9.8).
//
// The old behaviour: derez (icemods.go) turned the card face down but kept
// Card.RezExtra (now Card.Paid), so a derezzed Digiconda or Caryatid still
// held what its rez had paid. The invariant that only a rezzed card in play
// remembers such a payment (checkRezExtra, now rezcost.go checkPaid) then
// failed right after Superglue's derez, in onrtest's check of that step.
func TestRegressionDerezForgetsTheCostAboveTheRezCost(t *testing.T) {
	t.Run("Digiconda rezzed with X = 3 and derezzed by Superglue forgets X, and rezzed again asks for X again", func(t *testing.T) {
		x := rrRunnerTurn(t, nil, []string{"Raptor", "Superglue"}, 10)
		dig, _ := x.Ice(onr.FortHQ, "Digiconda", false)
		x.Ready()
		rrRezOnApproach(t, x, "Digiconda", 10)
		x.Number(onr.Corp, 3)
		if p, s := x.S.Cards[dig].Paid, x.G.IceStrength(dig); p != 3 || s != 3 {
			t.Fatalf("rezzed with X = 3: paid %d above the rez cost, strength %d", p, s)
		}
		x.PassAll()
		rrBreakAll(t, x, "Raptor", 2) // strength 1 to 3 for 2 bits, then 2 bits a subroutine
		rrGlue(t, x, dig)
		if s := x.G.IceStrength(dig); s != 0 {
			t.Errorf("derezzed Digiconda has strength %d, want 0 (X is 0 until it is rezzed again)", s)
		}
		rrEndRun(t, x)

		rrRezOnApproach(t, x, "Digiconda", 10)
		d := x.Decision(onr.Corp)
		if d.Kind != engine.Number || d.Min != 0 || d.Max != 4 {
			t.Fatalf("rezzed again with 10 bits, the Corp is asked %q [%d, %d]; want X again, from 0 to its 4 bits left", d.Prompt, d.Min, d.Max)
		}
		x.Number(onr.Corp, 1)
		if p, s := x.S.Cards[dig].Paid, x.G.IceStrength(dig); p != 1 || s != 1 {
			t.Errorf("rezzed again with X = 1: paid %d above the rez cost, strength %d", p, s)
		}
		if b := x.Corp().Bits; b != 10-6-1 {
			t.Errorf("Corp bits = %d, want 3 (10, -6 rez cost, -1 X)", b)
		}
	})

	t.Run("Caryatid made a code gate and derezzed by Superglue is a wall again, and rezzed again is asked again", func(t *testing.T) {
		x := rrRunnerTurn(t, nil, []string{"Codecracker", "Superglue"}, 10)
		car, _ := x.Ice(onr.FortHQ, "Caryatid", false)
		x.Ready()
		rrRezOnApproach(t, x, "Caryatid", 8)
		x.Do(onr.Corp, "pay 1: Caryatid becomes a Code Gate")
		if kw := x.G.Keywords(car); !slices.Equal(kw, []string{"Code Gate"}) {
			t.Fatalf("paid to be a code gate, Caryatid has keywords %q", kw)
		}
		x.PassAll()
		rrBreakAll(t, x, "Codecracker", 1)
		rrGlue(t, x, car)
		if kw := x.G.Keywords(car); !slices.Equal(kw, []string{"Wall"}) {
			t.Errorf("derezzed, Caryatid has keywords %q, want [Wall]", kw)
		}
		rrEndRun(t, x)

		rrRezOnApproach(t, x, "Caryatid", 8)
		if got, want := x.Options(onr.Corp), []string{"none", "pay 1: Caryatid becomes a Code Gate"}; !slices.Equal(got, want) {
			t.Fatalf("rezzed again, the Corp is offered %q, want %q", got, want)
		}
		x.Do(onr.Corp, "none")
		if kw := x.G.Keywords(car); !slices.Equal(kw, []string{"Wall"}) {
			t.Errorf("rezzed again without the payment, Caryatid has keywords %q, want [Wall]", kw)
		}
		if p := x.S.Cards[car].Paid; p != 0 {
			t.Errorf("rezzed again without the payment, Caryatid remembers %d bits paid", p)
		}
	})
}
