package cards_test

import (
	"slices"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// approachRez installs ice unrezzed on HQ and the Runner's rig, passes the
// Corp's first turn, gives the Corp corpBits and the Runner 10 bits, runs
// on HQ and has the Corp rez the ice as the Runner approaches it
// (ONR-9.2). It returns the ice, with the Corp's cost above the rez cost
// still to be chosen.
func approachRez(t *testing.T, ice string, corpBits int32, rig ...string) (*onrtest.Table, int32) {
	t.Helper()
	x := newTable(t)
	c, _ := x.Ice(onr.FortHQ, ice, false)
	x.Rig(rig...)
	x.Hand(runner, filler("Jack 'n' Joe", 3)...)
	x.Ready()
	x.ToTurn(runner)
	x.Corp().Bits, x.Runner().Bits = corpBits, 10
	x.Do(runner, "run on HQ")
	x.Do(corp, "rez "+ice)
	return x, c
}

// pumpAndBreak raises breaker's strength to the ice's and breaks every
// subroutine of it with breaker; the encounter then goes on by itself
// (ONR-11.5.5).
func pumpAndBreak(t *testing.T, x *onrtest.Table, breaker string, subs int) {
	t.Helper()
	for i := 0; i < 10 && !x.Offered(runner, "break subroutine 1 with "+breaker); i++ {
		x.Do(runner, "pump "+breaker+": +1 strength for 1")
	}
	for i := 1; i <= subs; i++ {
		x.Do(runner, "break subroutine "+string(rune('0'+i))+" with "+breaker)
	}
}

func TestAboveRezCostIce(t *testing.T) {
	t.Run("Caryatid: paying 1 bit above the rez cost makes it a code gate: code gate breakers break it, wall breakers do not", func(t *testing.T) {
		x, c := approachRez(t, "Caryatid", 8, "Dwarf", "Codecracker")
		want(t, "Corp bits after the rez cost of 7", x.Corp().Bits, 1)
		if got, exp := x.Options(corp), []string{"none", "pay 1: Caryatid becomes a Code Gate"}; !slices.Equal(got, exp) {
			t.Fatalf("Corp options after the rez = %q, want %q", got, exp)
		}
		x.Do(corp, "pay 1: Caryatid becomes a Code Gate")
		want(t, "Corp bits", x.Corp().Bits, 0)
		if kw := x.G.Keywords(c); !slices.Equal(kw, []string{"Code Gate"}) {
			t.Errorf("keywords = %q, want [Code Gate]", kw)
		}
		x.PassAll()
		if x.Offered(runner, "pump Dwarf: +1 strength for 1") || x.Offered(runner, "break subroutine 1 with Dwarf") {
			t.Errorf("Dwarf, a wall breaker, may interact with the code gate Caryatid: %q", x.Options(runner))
		}
		pumpAndBreak(t, x, "Codecracker", 1)
		if x.Logged("Caryatid ends the run") {
			t.Errorf("the broken subroutine still ended the run")
		}
	})
	t.Run("Caryatid: declining the payment leaves it a wall that Dwarf breaks and Codecracker does not", func(t *testing.T) {
		x, c := approachRez(t, "Caryatid", 8, "Dwarf", "Codecracker")
		x.Do(corp, "none")
		want(t, "Corp bits", x.Corp().Bits, 1)
		if kw := x.G.Keywords(c); !slices.Equal(kw, []string{"Wall"}) {
			t.Errorf("keywords = %q, want [Wall]", kw)
		}
		x.PassAll()
		if x.Offered(runner, "pump Codecracker: +1 strength for 1") {
			t.Errorf("Codecracker may pump against the wall Caryatid: %q", x.Options(runner))
		}
		pumpAndBreak(t, x, "Dwarf", 1)
		if x.Logged("Caryatid ends the run") {
			t.Errorf("the broken subroutine still ended the run")
		}
	})
	t.Run("Caryatid: with no bit left above the rez cost, it is rezzed as a wall without a question", func(t *testing.T) {
		x, c := approachRez(t, "Caryatid", 7)
		if x.Offered(corp, "pay 1: Caryatid becomes a Code Gate") {
			t.Fatalf("the Corp with 0 bits is offered the 1-bit payment")
		}
		want(t, "rezzed", x.S.Cards[c].Rezzed, true)
		want(t, "Corp bits", x.Corp().Bits, 0)
		if kw := x.G.Keywords(c); !slices.Equal(kw, []string{"Wall"}) {
			t.Errorf("keywords = %q, want [Wall]", kw)
		}
	})
	t.Run("Caryatid: unbroken, its subroutine ends the run (ONR-11.6.2)", func(t *testing.T) {
		x, _ := approachRez(t, "Caryatid", 8)
		x.Do(corp, "pay 1: Caryatid becomes a Code Gate")
		x.PassAll()
		wantRunEndedBy(t, x, "Caryatid")
	})

	t.Run("Digiconda: the Corp pays X bits above the rez cost, and X is its strength", func(t *testing.T) {
		x, c := approachRez(t, "Digiconda", 10, "Raptor")
		d := x.Decision(corp)
		if d.Kind != engine.Number || d.Min != 0 || d.Max != 4 {
			t.Fatalf("after the rez cost of 6 the Corp is asked %q [%d, %d], want X from 0 to its 4 bits", d.Prompt, d.Min, d.Max)
		}
		x.Number(corp, 3)
		want(t, "Corp bits", x.Corp().Bits, 1)
		want(t, "Digiconda strength", x.G.IceStrength(c), 3)
		x.PassAll()
		// Raptor (strength 1) needs two pumps to reach 3, then 2 bits per
		// sentry subroutine.
		pumpAndBreak(t, x, "Raptor", 2)
		want(t, "Runner bits", x.Runner().Bits, 10-2-4)
		want(t, "cards in hand", len(x.Runner().Hand), 3)
	})
	t.Run("Digiconda: X cannot be greater than 6", func(t *testing.T) {
		x, c := approachRez(t, "Digiconda", 20)
		if d := x.Decision(corp); d.Kind != engine.Number || d.Max != 6 {
			t.Fatalf("the Corp is asked %q up to %d, want at most 6", d.Prompt, d.Max)
		}
		x.Number(corp, 6)
		want(t, "Corp bits", x.Corp().Bits, 20-6-6)
		want(t, "Digiconda strength", x.G.IceStrength(c), 6)
	})
	t.Run("Digiconda: the Corp may rez it with only its rez cost, at strength 0", func(t *testing.T) {
		x, c := approachRez(t, "Digiconda", 6)
		if d, ok := engine.DecisionFor(x.G, corpSeat); ok && d.Kind == engine.Number {
			t.Fatalf("the Corp with 0 bits left is asked for X: %q", d.Prompt)
		}
		want(t, "rezzed", x.S.Cards[c].Rezzed, true)
		want(t, "Corp bits", x.Corp().Bits, 0)
		want(t, "Digiconda strength", x.G.IceStrength(c), 0)
		if !x.Logged("Digiconda has strength X = 0") {
			t.Errorf("no event tells the Runner that X is 0")
		}
	})
	t.Run("Digiconda: the Corp is not offered the rez with less than its rez cost", func(t *testing.T) {
		x := newTable(t)
		x.Ice(onr.FortHQ, "Digiconda", false)
		x.Ready()
		x.ToTurn(runner)
		x.Corp().Bits = 5
		x.Do(runner, "run on HQ")
		if x.Offered(corp, "rez Digiconda") {
			t.Errorf("the Corp with 5 bits is offered the rez of Digiconda (rez cost 6)")
		}
	})
	t.Run("Digiconda: unbroken, 2 Net damage then the run ends (ONR-11.6.1, ONR-14.1)", func(t *testing.T) {
		x, _ := approachRez(t, "Digiconda", 8)
		x.Number(corp, 2)
		x.PassAll()
		want(t, "cards in hand", len(x.Runner().Hand), 1)
		want(t, "cards in trash", len(x.Runner().Discard), 2)
		wantDamage(t, x, 2, "Net")
		wantRunEndedBy(t, x, "Digiconda")
	})
	t.Run("Digiconda: trashed from its fort, it forgets X (ONR-9.8)", func(t *testing.T) {
		x, c := approachRez(t, "Digiconda", 9)
		x.Number(corp, 3)
		x.PassAll()
		x.Deck(corp, filler("Data Wall", 3)...)
		x.ToTurn(corp)
		x.Do(corp, "install Data Wall on HQ")
		x.Do(corp, "trash-ice Digiconda")
		if x.Offered(corp, "done") {
			x.Do(corp, "done")
		}
		want(t, "Digiconda in the Archives", inZone(x, c, onr.ZoneDiscard), true)
		want(t, "bits remembered above the rez cost", x.S.Cards[c].Paid, int32(0))
		want(t, "Digiconda strength", x.G.IceStrength(c), 0)
	})
}
