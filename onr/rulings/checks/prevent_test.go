package checks

import (
	"fmt"
	"slices"
	"testing"

	"github.com/datafort/datafort/onr"
)

// Offering a card from hand must not tell the Corp what the Runner holds or
// what his deck contains (onr/prevent.go): outside autopass=fast the Runner
// holding cards is asked whenever a card of the pool could be played.
func TestPreventionFromHandHidesTheHand(t *testing.T) {
	for _, fast := range []bool{false, true} {
		t.Run(fmt.Sprintf("ONR-2.6 Identity Donor in the stack, fast pass %v: the Runner is asked %v", fast, !fast), func(t *testing.T) {
			x := tableWithRD(t, 1, 6)
			x.S.Options.FastPass = fast
			x.Deck(onr.Runner, "Identity Donor")
			x.Hand(onr.Runner, "Score!", "Score!")
			x.Ready()
			pvDamage(x, onr.Meat, 1, false)
			opts := x.Options(onr.Runner)
			if asked := len(opts) > 0; asked == fast || (asked && !slices.Equal(opts, []string{"take"})) {
				t.Errorf("options %q", opts)
			}
			if !fast {
				x.Do(onr.Runner, "take")
			}
			if len(x.Runner().Hand) != 1 {
				t.Errorf("hand %d, want 1 after 1 meat damage", len(x.Runner().Hand))
			}
		})
	}
	t.Run("ONR-2.6 no Identity Donor in the Runner's deck: asked all the same, so being asked tells nothing about the deck", func(t *testing.T) {
		x := tableWithRD(t, 1, 6)
		x.Hand(onr.Runner, "Score!", "Score!")
		x.Ready()
		pvDamage(x, onr.Meat, 1, false)
		if opts := x.Options(onr.Runner); !slices.Equal(opts, []string{"take"}) {
			t.Errorf("options %q, want only take", opts)
		}
	})
	t.Run("ONR-2.6 an empty hand (public): the Runner is not asked", func(t *testing.T) {
		x := tableWithRD(t, 1, 6)
		x.Deck(onr.Runner, "Identity Donor")
		x.Ready()
		pvDamage(x, onr.Meat, 1, false)
		if opts := x.Options(onr.Runner); len(opts) > 0 {
			t.Errorf("options %q", opts)
		}
	})
}

// Which trashes can be prevented (onr/prevent.go): trashing programs to
// free memory is the Runner's choice under the rules, not an effect, and
// opens no window (ONR-8.7.3).
func TestTrashPreventionOnlyAgainstEffectsAndCosts(t *testing.T) {
	t.Run("ONR-8.7.3 trashing a program to free memory cannot be prevented", func(t *testing.T) {
		x := tableWithRD(t, 1, 6)
		x.Rig("Dwarf", "Codecracker", "Loony Goon", "Krash", "Umbrella Policy")
		x.Hand(onr.Runner, "Raptor")
		x.Ready()
		x.ToTurn(onr.Runner)
		x.Do(onr.Runner, "install Raptor")
		x.Do(onr.Runner, "trash-program Dwarf")
		if x.S.Cards[pvTitle(x, "Dwarf")].Zone != onr.ZoneDiscard || x.S.Cards[pvTitle(x, "Umbrella Policy")].Zone != onr.ZoneRig {
			t.Errorf("Dwarf in %s, Umbrella Policy in %s; pending %s", x.S.Cards[pvTitle(x, "Dwarf")].Zone, x.S.Cards[pvTitle(x, "Umbrella Policy")].Zone, x.Describe())
		}
	})
	t.Run("ONR-13.3 ONR-18.3.5 the Corp trashing a program by an effect opens the window (Banpei)", func(t *testing.T) {
		x := tableWithRD(t, 1, 6)
		x.Ice(onr.FortHQ, "Banpei", true)
		x.Rig("Dwarf", "Umbrella Policy")
		runnerHand(x, 1)
		x.Ready()
		x.ToTurn(onr.Runner)
		x.Do(onr.Runner, "run on HQ")
		x.PassAll()
		x.Do(onr.Corp, "trash Dwarf")
		if !slices.Equal(x.Options(onr.Runner), []string{"take", "prevent Umbrella Policy"}) {
			t.Errorf("options %q", x.Options(onr.Runner))
		}
	})
}
