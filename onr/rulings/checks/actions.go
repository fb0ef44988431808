package checks

import (
	"fmt"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// R023, R361 (Hammer) (ONR-16.2.2): Noisy cards do not need stealth cards in play; losing
// stealth bits is a penalty, not a cost.
func checkR023_R361_NoisyBreakersNeedNoStealthCards(t onrtest.TB) {
	x := onrtest.New(t, 1)
	x.Rig("Hammer")
	x.Ice(onr.FortHQ, "Wall of Static", true) // strength 2 = Hammer's
	x.Runner().Bits = 3
	x.Ready().ToTurn(onr.Runner)
	x.Do(onr.Runner, "run on HQ").PassAll()
	x.Do(onr.Runner, "break subroutine 1 with Hammer")
	if x.Runner().Bits != 2 || !x.S.Run.Active {
		t.Fatalf("bits %d (want 2: the break cost only), run active %v", x.Runner().Bits, x.S.Run.Active)
	}
}

// corpWithRemoteFacility arranges a Corp turn with Remote Facility installed.
func corpWithRemoteFacility(t onrtest.TB, rezzed bool) (*onrtest.Table, int32, int32) {
	x := onrtest.New(t, 1)
	x.Deck(onr.Corp, "Data Wall", "Data Wall", "Data Wall", "Data Wall")
	rf, fort := x.Install(onr.NewFort, "Remote Facility", rezzed)
	x.Corp().Bits = 10
	x.Ready()
	return x, rf, fort
}

// R058, R206 (Remote Facility): an extra action is gained at once, even when the card giving it is
// rezzed after the last action of the turn.
func checkR058_R206_ExtraActionAfterTheLastAction(t onrtest.TB) {
	x, _, _ := corpWithRemoteFacility(t, false)
	x.Do(onr.Corp, "gain").PassAll()
	x.Do(onr.Corp, "gain").PassAll()
	x.Do(onr.Corp, "gain")
	// After the third action: rez Remote Facility in the window.
	if x.Offered(onr.Runner, "pass") {
		x.Do(onr.Runner, "pass")
	}
	x.Do(onr.Corp, "rez Remote Facility").PassAll()
	if x.S.Active != x.Seat(onr.Corp) || prompt(x, onr.Corp) != "Take an action" {
		t.Fatalf("the Corp should take its extra action now: %s", x.Describe())
	}
	x.Do(onr.Corp, "gain").PassAll()
	if x.S.Active != x.Seat(onr.Runner) {
		t.Fatalf("the Corp got more than one extra action: %s", x.Describe())
	}
}

// R059, R207, R208 (Remote Facility): the extra action is declared when
// used, never assumed to be the first one; if the card is trashed
// during the Corp's turn before that, the action is lost.
func checkR059_ExtraActionLostWithItsCard(t onrtest.TB) {
	for _, tc := range []struct {
		name    string
		replace bool
		actions int
	}{
		{"R059 R207 R208 the Corp keeps Remote Facility: four actions", false, 4},
		{"R059 R207 R208 the Corp trashes Remote Facility by installing over it before its extra action: three actions", true, 3},
	} {
		onrtest.Run(t, tc.name, func(t onrtest.TB) {
			x, _, fort := corpWithRemoteFacility(t, true)
			x.Hand(onr.Corp, "ESA Contract")
			x.Ready()
			taken := 0
			for x.S.Active == x.Seat(onr.Corp) && !x.S.Over {
				if tc.replace && taken == 0 {
					x.Do(onr.Corp, fmt.Sprintf("install ESA Contract in fort %d", fort-2))
				} else {
					x.Do(onr.Corp, "gain")
				}
				taken++
				x.PassAll()
			}
			if taken != tc.actions {
				t.Fatalf("the Corp took %d actions, want %d", taken, tc.actions)
			}
		})
	}
}

// R057: nobody gains actions in the other player's turn: Remote Facility
// rezzed in the Runner's turn gives the Runner nothing and the Corp nothing
// until its own turn.
func checkR057_NoActionsGainedInTheOtherPlayersTurn(t onrtest.TB) {
	x, _, _ := corpWithRemoteFacility(t, false)
	x.ToTurn(onr.Runner)
	x.Do(onr.Runner, "gain")
	if x.Offered(onr.Runner, "pass") {
		x.Do(onr.Runner, "pass")
	}
	x.Do(onr.Corp, "rez Remote Facility").PassAll()
	if x.Corp().Actions != 0 || x.Runner().Actions != 3 {
		t.Fatalf("Corp actions %d (want 0), Runner actions %d (want 3)", x.Corp().Actions, x.Runner().Actions)
	}
	taken := 0
	for x.S.Active == x.Seat(onr.Runner) {
		x.Do(onr.Runner, "gain").PassAll()
		taken++
	}
	if taken != 3 {
		t.Fatalf("the Runner took %d more actions, want 3", taken)
	}
}
