package checks

import (
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// Executable checks of the rulings on "damaged during any of your last
// three actions" (Lifesaver™ Nanosurgeons; onr/damaged.go).

const dmLifesaver = "use Lifesaver™ Nanosurgeons: Draw two cards"

// R390 (ONR-14.4): damage all prevented (by Shield) is no damage:
// Lifesaver™ Nanosurgeons cannot draw after it; damage taken, it can.
func checkR390_NoLifesaverAfterPreventedDamage(t onrtest.TB) {
	for _, prevent := range []bool{true, false} {
		x := rgRunner(t, []string{"Laser Wire"}, []string{"Lifesaver™ Nanosurgeons", "Shield"}, 3, 5)
		rgRunHQ(x)
		if prevent {
			x.Do(onr.Runner, "prevent Shield")
		} else {
			x.Do(onr.Runner, "take")
		}
		if x.Offered(onr.Runner, dmLifesaver) == prevent {
			t.Fatalf("damage prevented %v: Lifesaver offered %v", prevent, !prevent)
		}
	}
}

// R391: damage in the Corp's turn (Scorched Earth) is not during one of the
// Runner's actions: Lifesaver™ Nanosurgeons cannot draw in his next turn.
func checkR391_NoLifesaverAfterDamageBetweenActions(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	x.Hand(onr.Corp, "Scorched Earth")
	x.Rig("Lifesaver™ Nanosurgeons")
	runnerHand(x, 6)
	x.Runner().Tags = 1
	x.Ready()
	x.Do(onr.Corp, "play Scorched Earth")
	for x.Offered(onr.Runner, "take") {
		x.Do(onr.Runner, "take")
	}
	if len(x.Runner().Hand) != 2 {
		t.Fatalf("hand %d after Scorched Earth, want 2", len(x.Runner().Hand))
	}
	x.ToTurn(onr.Runner)
	if x.Offered(onr.Runner, dmLifesaver) {
		t.Fatalf("Lifesaver offered after damage in the Corp's turn: %q", x.Options(onr.Runner))
	}
}
