package cards_test

import (
	"fmt"
	"testing"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// Hidden resources (ONR-16.1) and payment abilities (ONR-18.3.7).

const (
	useChiba     = "use Chiba Bank Account: Gain 4 bits"
	useLiberated = "use Liberated Savings Account: Gain 11 bits"
	useMole      = "use HQ Mole: Access two additional cards from HQ"
	accessHQ     = "access the next card stored in HQ"
)

// hqAccess runs HQ, which has no ice, passing every window, and returns at the first access decision.
func hqAccess(t *testing.T, x *onrtest.Table) {
	t.Helper()
	x.Do(runner, "run on HQ")
	x.PassAll()
	x.Do(runner, "continue") // past the last ice (ONR-11.7.2)
	x.PassAll()
	if x.Decision(runner).Prompt != "Choose the next card to access" {
		t.Fatalf("not at the access: %s", x.Describe())
	}
}

func TestHiddenResources(t *testing.T) {
	t.Run("Chiba Bank Account: installed face down for 0; 1 bit, [trash]: gain 4 bits in a window", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) { x.Hand(runner, "Chiba Bank Account") })
		x.Do(runner, "install Chiba Bank Account")
		c := newest(x, "Chiba Bank Account")
		want(t, "installed", inZone(x, c, onr.ZoneRig), true)
		want(t, "face up", x.S.Cards[c].FaceUp, false)
		want(t, "Runner bits after the install", x.Runner().Bits, 5)
		x.Do(runner, useChiba) // the window after the action (R308)
		want(t, "Runner bits", x.Runner().Bits, 5-1+4)
		want(t, "trashed", inZone(x, c, onr.ZoneDiscard), true)
		want(t, "face up in the trash", x.S.Cards[c].FaceUp, true)
	})
	t.Run("Chiba Bank Account: pays for an install the pool cannot cover", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Rig("Chiba Bank Account")
			x.Hand(runner, "Dwarf") // install cost 6
		})
		x.Do(runner, "install Dwarf")
		want(t, "prompt", x.Decision(runner).Prompt, "Pay 6 bits with 5 in your pool: use a payment ability")
		x.Do(runner, useChiba)
		want(t, "Dwarf installed", inZone(x, newest(x, "Dwarf"), onr.ZoneRig), true)
		want(t, "Runner bits", x.Runner().Bits, 5-1+4-6)
		want(t, "Chiba Bank Account trashed", inZone(x, newest(x, "Chiba Bank Account"), onr.ZoneDiscard), true)
	})
	t.Run("Chiba Bank Account: without it the install is not offered", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) { x.Hand(runner, "Dwarf") })
		if x.Offered(runner, "install Dwarf") {
			t.Errorf("Dwarf (6) offered with 5 bits and no payment ability")
		}
	})
	t.Run("Chiba Bank Account: needs its 1 bit in the pool", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Rig("Chiba Bank Account")
			x.Hand(runner, "Dwarf")
		})
		x.Runner().Bits = 0
		x.Do(runner, "draw")
		if x.Offered(runner, useChiba) {
			t.Errorf("offered with an empty pool: %q", x.Options(runner))
		}
	})

	for _, pool := range []int32{2, 3} {
		offered := pool-1+4 >= 6
		t.Run(fmt.Sprintf("Chiba Bank Account: with %d bits, Dwarf (6) is offered: %v (the pool less 1, plus 4)", pool, offered), func(t *testing.T) {
			x := runnerTurn(t, func(x *onrtest.Table) {
				x.Rig("Chiba Bank Account")
				x.Hand(runner, "Dwarf")
			})
			x.Runner().Bits = pool
			x.Do(runner, "draw").PassAll()
			want(t, "install Dwarf offered", x.Offered(runner, "install Dwarf"), offered)
		})
	}

	t.Run("Liberated Savings Account: 7 bits, [trash]: gain 11 bits, paying for AI Boon (12) with 8 bits", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Rig("Liberated Savings Account")
			x.Hand(runner, "AI Boon")
			x.Runner().Bits = 8
		})
		x.Do(runner, "install AI Boon")
		x.Do(runner, useLiberated)
		want(t, "AI Boon installed", inZone(x, newest(x, "AI Boon"), onr.ZoneRig), true)
		want(t, "Runner bits", x.Runner().Bits, 8-7+11-12)
		want(t, "Liberated Savings Account trashed", inZone(x, newest(x, "Liberated Savings Account"), onr.ZoneDiscard), true)
	})
	t.Run("Liberated Savings Account: with 7 bits AI Boon is out of reach", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Rig("Liberated Savings Account")
			x.Hand(runner, "AI Boon")
		})
		x.Runner().Bits = 7
		x.Do(runner, "draw")
		if !x.Offered(runner, useLiberated) {
			t.Errorf("not usable with 7 bits: %q", x.Options(runner))
		}
		x.PassAll()
		if x.Offered(runner, "install AI Boon") || !x.Offered(runner, "draw") {
			t.Errorf("with 7 bits: actions %q", x.Options(runner))
		}
	})

	t.Run("HQ Mole: 4 bits, [trash]: access two additional cards from HQ", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Rig("HQ Mole")
			x.Hand(corp, filler("Data Wall", 5)...)
		})
		hqAccess(t, x)
		x.Do(runner, useMole)
		want(t, "Runner bits", x.Runner().Bits, 5-4)
		want(t, "HQ Mole trashed", inZone(x, newest(x, "HQ Mole"), onr.ZoneDiscard), true)
		// With no face-down card left the accesses need no more choices.
		want(t, "cards accessed", len(accessed(x)), 3)
		if x.S.Run.Active {
			t.Errorf("the run goes on: %s", x.Describe())
		}
	})
	t.Run("HQ Mole: with ice on HQ, past it, access two additional cards from HQ", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Rig("HQ Mole")
			x.Ice(onr.FortHQ, "Wall of Static", false) // the Corp will not rez it
			x.Hand(corp, filler("Data Wall", 5)...)
		})
		x.Do(runner, "run on HQ")
		for i := 0; i < 10 && x.Decision(runner).Prompt != "Choose the next card to access"; i++ {
			if x.Offered(runner, "continue") {
				x.Do(runner, "continue")
			} else {
				x.PassAll()
			}
		}
		if x.Decision(runner).Prompt != "Choose the next card to access" {
			t.Fatalf("not at the access past the ice: %s", x.Describe())
		}
		x.Do(runner, useMole)
		want(t, "Runner bits", x.Runner().Bits, 5-4)
		want(t, "cards accessed", len(accessed(x)), 3)
		if x.S.Run.Active {
			t.Errorf("the run goes on: %s", x.Describe())
		}
	})
	t.Run("HQ Mole: usable after the last access, never more cards than HQ holds", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Rig("HQ Mole")
			x.Hand(corp, filler("Data Wall", 2)...)
		})
		hqAccess(t, x)
		x.Do(runner, accessHQ)
		want(t, "prompt after the last access", x.Decision(runner).Prompt, "Use an ability before the access ends, or done")
		x.Do(runner, useMole)
		want(t, "cards accessed", len(accessed(x)), 2)
		if x.S.Run.Active {
			t.Errorf("the run goes on: %s", x.Describe())
		}
	})
	t.Run("HQ Mole: only when accessing cards from HQ", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Rig("HQ Mole")
			x.Hand(corp, filler("Data Wall", 3)...)
			x.Deck(corp, filler("Data Wall", 3)...)
		})
		x.Do(runner, "draw")
		if x.Offered(runner, useMole) {
			t.Errorf("offered in a window: %q", x.Options(runner))
		}
		x.PassAll()
		x.Events = nil
		x.Do(runner, "run on R&D")
		for i := 0; i < 20 && x.S.Run.Active; i++ {
			if x.Offered(runner, useMole) {
				t.Fatalf("offered during the run on R&D: %q", x.Options(runner))
			}
			switch {
			case x.Offered(runner, "continue"):
				x.Do(runner, "continue")
			case x.Offered(runner, "access the next card stored in R&D"): // asked: the Runner has a face-down card
				x.Do(runner, "access the next card stored in R&D")
			default:
				x.PassAll()
			}
		}
		want(t, "cards accessed in R&D", len(accessed(x)), 1)
		want(t, "HQ Mole installed", inZone(x, newest(x, "HQ Mole"), onr.ZoneRig), true)
	})
}
