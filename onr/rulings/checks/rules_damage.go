package checks

// Checks of the rules of damage and hand size (ONR-14, ONR-5.1.5,
// ONR-5.2.4).

import (
	"fmt"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// ONR-14.1, ONR-14.2: each point of damage discards one card from the hand
// to the trash; brain damage also lowers the maximum hand size by 1 per
// point, for good (Faked Hit: 2 brain damage that cannot be prevented).
func checkONR14_2_BrainDamageLowersHandSize(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	hand := x.Hand(onr.Runner, "Faked Hit", "Score!", "Jack 'n' Joe", "Inside Job", "Fall Guy")
	x.Ready()
	x.ToRunnerTurn()
	x.Do(onr.Runner, "play Faked Hit")
	x.Take()
	x.PassAll()
	r := x.Runner()
	if len(r.Hand) != 2 || len(r.Discard) != 3 || r.Brain != 2 || x.G.HandSize(onr.Runner) != 3 {
		t.Errorf("hand %d, trash %d, brain %d, hand size %d; want 4 - 2 cards, Faked Hit and 2 in the trash, brain 2, hand size 5 - 2",
			len(r.Hand), len(r.Discard), r.Brain, x.G.HandSize(onr.Runner))
	}
	for _, c := range hand[1:] {
		if z := x.S.Cards[c].Zone; z != onr.ZoneHand && z != onr.ZoneDiscard {
			t.Errorf("%s is in %s", x.G.Title(c), z)
		}
	}
	x.TakeGains(onr.Runner)
	rlDiscardAll(x, onr.Runner)
	x.TakeGains(onr.Corp)
	if x.G.HandSize(onr.Runner) != 3 {
		t.Errorf("hand size %d a turn later, want 3", x.G.HandSize(onr.Runner))
	}
}

// ONR-14.7, ONR-5.1.5, ONR-5.2.4: at the end of his or her turn a player
// discards down to the maximum hand size (5, or 7 with MRAM Chip), the Corp
// to the Archives face down, the Runner to his trash; not below it.
func checkONR14_7_DiscardDownToHandSize(t onrtest.TB) {
	seven := []string{"Score!", "Jack 'n' Joe", "Inside Job", "Fall Guy", "Nomad Allies", "Score!", "Score!"}
	for _, tc := range []struct {
		side onr.Role
		mram bool
		keep int
	}{{onr.Corp, false, 5}, {onr.Runner, false, 5}, {onr.Runner, true, 7}} {
		onrtest.Run(t, fmt.Sprintf("%s with 7 cards, MRAM Chip %v, keeps %d", tc.side, tc.mram, tc.keep), func(t onrtest.TB) {
			x := tableWithRD(t, 1, 6)
			if tc.mram {
				x.Rig("MRAM Chip")
			}
			x.Ready()
			if tc.side == onr.Runner {
				x.ToRunnerTurn()
				x.Hand(onr.Runner, seven...)
			} else {
				x.Hand(onr.Corp, "Data Wall", "Data Wall", "Data Wall", "Data Wall", "Data Wall", "Data Wall", "Data Wall")
			}
			x.Ready()
			p := x.G.Player(tc.side)
			discard := len(p.Discard)
			x.TakeGains(tc.side)
			rlDiscardAll(x, tc.side)
			if len(p.Hand) != tc.keep || len(p.Discard) != discard+7-tc.keep {
				t.Fatalf("hand %d, discard pile %d (was %d); want %d in hand, the rest discarded", len(p.Hand), len(p.Discard), discard, tc.keep)
			}
			if tc.side == onr.Corp {
				for _, c := range p.Discard[discard:] {
					if x.S.Cards[c].FaceUp {
						t.Errorf("%s discarded face up", x.G.Title(c))
					}
				}
			}
		})
	}
}
