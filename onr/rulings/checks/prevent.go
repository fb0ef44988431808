package checks

import (
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// Executable checks of the rulings on prevention played from hand and on
// preventing a trash that pays a cost (R077, R078, R383, R397), with
// Identity Donor, Lockjaw, Umbrella Policy and Joan of Arc (onr/prevent.go).

const (
	pvLockjaw  = "use Lockjaw: Give an icebreaker +2 strength for the run"
	pvJoanCost = "prevent Joan of Arc: trash Joan of Arc"
	pvJoanBit  = "prevent Joan of Arc: 1 bit, Joan of Arc to hand"
)

// pvDamage stands in for an effect doing n damage of kind to the Runner
// now: it puts the damage on the resolution stack, over the pending action.
func pvDamage(x *onrtest.Table, kind onr.DamageKind, n int32, unpreventable bool) {
	f := onr.Frame{Kind: onr.FrameDamage, Seat: runnerSeat, N: n, M: int32(kind)}
	if unpreventable {
		f.T = 1
	}
	x.S.Push(f)
	x.Ready()
}

// pvLockjawRun runs HQ through a rezzed Quandary (strength 2) with
// Codecracker (strength 0), Lockjaw and the rest of rig installed and no
// bits, and uses Lockjaw in the encounter. It returns at the decision that
// follows (the trash window, when a prevention could save Lockjaw).
func pvLockjawRun(t onrtest.TB, rig ...string) *onrtest.Table {
	t.Helper()
	x := tableWithRD(t, 1, 6)
	x.Ice(onr.FortHQ, "Quandary", true)
	x.Rig(append([]string{"Codecracker", "Lockjaw"}, rig...)...)
	runnerHand(x, 1)
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Runner().Bits = 1 // for Joan of Arc's 1-bit prevention
	x.Do(onr.Runner, "run on HQ")
	x.PassAll()
	x.Do(onr.Runner, pvLockjaw)
	return x
}

// pvTitle returns the card with title created last (the arranged one).
func pvTitle(x *onrtest.Table, title string) int32 {
	f := x.G.Find(title)
	return f[len(f)-1]
}

// R077: a prevention effect on a card is also its condition of play.
// Identity Donor is played only from hand when meat damage would be done in
// the Corp's turn, never as an action (ONR-7.2, ONR-18.3.5).
func checkR077_PreventionIsTheConditionOfPlay(t onrtest.TB) {
	onrtest.Run(t, "R077 ONR-7.2 Identity Donor is never offered as an action", func(t onrtest.TB) {
		x := tableWithRD(t, 1, 6)
		x.Hand(onr.Runner, "Identity Donor")
		x.Ready()
		x.ToTurn(onr.Runner)
		if x.Offered(onr.Runner, "play Identity Donor") || len(x.Runner().Hand) != 1 {
			t.Errorf("options %q", x.Options(onr.Runner))
		}
	})
	cases := []struct {
		name          string
		turn          onr.Role
		kind          onr.DamageKind
		unpreventable bool
		offered       bool
	}{
		{"R077 ONR-18.3.5 meat damage in the Corp's turn: Identity Donor is played and prevents it", onr.Corp, onr.Meat, false, true},
		{"R077 ONR-18.3.5 Net damage in the Corp's turn: not playable", onr.Corp, onr.Net, false, false},
		{"R077 ONR-18.3.5 brain damage in the Corp's turn: not playable", onr.Corp, onr.Brain, false, false},
		{"R077 ONR-14.4 unpreventable meat damage in the Corp's turn: not playable", onr.Corp, onr.Meat, true, false},
		{"R077 ONR-18.3.5 meat damage in the Runner's turn: not playable", onr.Runner, onr.Meat, false, false},
	}
	for _, tc := range cases {
		onrtest.Run(t, tc.name, func(t onrtest.TB) {
			x := tableWithRD(t, 1, 6)
			x.Hand(onr.Runner, "Identity Donor", "Score!", "Score!")
			x.Ready()
			x.ToTurn(tc.turn)
			pvDamage(x, tc.kind, 2, tc.unpreventable)
			if got := x.Offered(onr.Runner, "prevent Identity Donor"); got != tc.offered {
				t.Fatalf("offered %v; pending %s", got, x.Describe())
			}
			if !tc.offered {
				return
			}
			x.Do(onr.Runner, "prevent Identity Donor")
			if len(x.Runner().Hand) != 2 || x.Corp().BadPub != 2 || x.S.Cards[pvTitle(x, "Identity Donor")].Zone != onr.ZoneDiscard {
				t.Errorf("hand %d (want 2), Bad Publicity %d (want 2), Identity Donor in %s", len(x.Runner().Hand), x.Corp().BadPub, x.S.Cards[pvTitle(x, "Identity Donor")].Zone)
			}
		})
	}
}

// R078: if the trash that pays a cost is prevented, the cost was not paid
// and its effect does not happen: Lockjaw saved by Umbrella Policy stays,
// Umbrella Policy is gone, and no icebreaker gets +2 strength
// (ONR-18.3.5).
func checkR078_PreventingACostPreventsItsEffect(t onrtest.TB) {
	onrtest.Run(t, "R078 Umbrella Policy saves Lockjaw: no +2 strength", func(t onrtest.TB) {
		x := pvLockjawRun(t, "Umbrella Policy")
		lj, up, cc := pvTitle(x, "Lockjaw"), pvTitle(x, "Umbrella Policy"), pvTitle(x, "Codecracker")
		x.Do(onr.Runner, "prevent Umbrella Policy")
		if x.S.Cards[lj].Zone != onr.ZoneRig || x.S.Cards[up].Zone != onr.ZoneDiscard {
			t.Errorf("Lockjaw in %s (want rig), Umbrella Policy in %s (want trash)", x.S.Cards[lj].Zone, x.S.Cards[up].Zone)
		}
		if x.Offered(onr.Runner, "choose Codecracker") || x.G.BreakerStrength(cc) != 0 {
			t.Errorf("Codecracker strength %d; options %q", x.G.BreakerStrength(cc), x.Options(onr.Runner))
		}
		if x.Offered(onr.Runner, "break subroutine 1 with Codecracker") {
			t.Errorf("Codecracker can break Quandary")
		}
		if !x.Offered(onr.Runner, pvLockjaw) {
			t.Errorf("the saved Lockjaw cannot be used again: %q", x.Options(onr.Runner))
		}
	})
	onrtest.Run(t, "R078 Lockjaw trashed (no prevention): +2 strength", func(t onrtest.TB) {
		x := pvLockjawRun(t, "Umbrella Policy")
		x.Do(onr.Runner, "take")
		x.Do(onr.Runner, "choose Codecracker")
		if cc := pvTitle(x, "Codecracker"); x.G.BreakerStrength(cc) != 2 || x.S.Cards[pvTitle(x, "Umbrella Policy")].Zone != onr.ZoneRig {
			t.Errorf("Codecracker strength %d, Umbrella Policy in %s", x.G.BreakerStrength(cc), x.S.Cards[pvTitle(x, "Umbrella Policy")].Zone)
		}
	})
	onrtest.Run(t, "R078 a prevention whose [trash] cost is prevented prevents nothing", func(t onrtest.TB) {
		// Joan of Arc's trash cost, saved by Umbrella Policy: Joan stays
		// and does not save Lockjaw; Lockjaw is then trashed and pays.
		x := pvLockjawRun(t, "Joan of Arc", "Umbrella Policy")
		x.Do(onr.Runner, pvJoanCost)
		if p := prompt(x, onr.Runner); p != "Joan of Arc is about to be trashed: prevent it?" {
			t.Fatalf("pending %s", x.Describe())
		}
		x.Do(onr.Runner, "prevent Umbrella Policy")
		if p := prompt(x, onr.Runner); p != "Lockjaw is about to be trashed: prevent it?" {
			t.Fatalf("Lockjaw's window did not come back; pending %s", x.Describe())
		}
		x.Do(onr.Runner, "take")
		x.Do(onr.Runner, "choose Codecracker")
		if x.S.Cards[pvTitle(x, "Joan of Arc")].Zone != onr.ZoneRig || x.S.Cards[pvTitle(x, "Lockjaw")].Zone != onr.ZoneDiscard ||
			x.G.BreakerStrength(pvTitle(x, "Codecracker")) != 2 {
			t.Errorf("Joan of Arc in %s (want rig), Lockjaw in %s (want trash), Codecracker strength %d (want 2)",
				x.S.Cards[pvTitle(x, "Joan of Arc")].Zone, x.S.Cards[pvTitle(x, "Lockjaw")].Zone, x.G.BreakerStrength(pvTitle(x, "Codecracker")))
		}
	})
}

// R397 (and the general rule of R383, whose own examples misc.for-sale and
// Emergency Self-Construct are not implemented): Joan of Arc keeping
// Lockjaw in play means Lockjaw gives no +2 strength (ONR-18.3.5).
func checkR397_JoanOfArcSavingLockjawGivesNoStrength(t onrtest.TB) {
	for _, c := range []struct {
		name   string
		option string
		joan   onr.Zone
		bits   int32
	}{
		{"R397 ONR-18.3.5 Joan of Arc ([trash]) keeps Lockjaw; no icebreaker gains strength", pvJoanCost, onr.ZoneDiscard, 1},
		{"R397 ONR-18.3.5 Joan of Arc (1 bit, back to hand) keeps Lockjaw; no icebreaker gains strength", pvJoanBit, onr.ZoneHand, 0},
		{"R383 ONR-18.3.5 a card trashed for a benefit (Lockjaw) but kept by Joan of Arc gives no benefit", pvJoanCost, onr.ZoneDiscard, 1},
	} {
		onrtest.Run(t, c.name, func(t onrtest.TB) {
			x := pvLockjawRun(t, "Joan of Arc")
			x.Do(onr.Runner, c.option)
			lj, joan, cc := pvTitle(x, "Lockjaw"), pvTitle(x, "Joan of Arc"), pvTitle(x, "Codecracker")
			if x.S.Cards[lj].Zone != onr.ZoneRig || x.S.Cards[joan].Zone != c.joan || x.Runner().Bits != c.bits {
				t.Errorf("Lockjaw in %s (want rig), Joan of Arc in %s (want %s), bits %d (want %d)",
					x.S.Cards[lj].Zone, x.S.Cards[joan].Zone, c.joan, x.Runner().Bits, c.bits)
			}
			if x.Offered(onr.Runner, "choose Codecracker") || x.G.BreakerStrength(cc) != 0 {
				t.Errorf("Codecracker strength %d; options %q", x.G.BreakerStrength(cc), x.Options(onr.Runner))
			}
		})
	}
}
