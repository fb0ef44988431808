package cards_test

import (
	"testing"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// ranLastTurn readies a table whose Corp holds card in HQ: the Corp passes
// its first turn, the Runner plays one (running on the Archives if ran),
// and the Corp's second turn begins with bits bits.
func ranLastTurn(t *testing.T, card string, ran bool, bits int32) *onrtest.Table {
	t.Helper()
	x := newTable(t)
	x.Hand(corp, card)
	x.Deck(corp, filler("Data Wall", 2)...)
	x.Rig("Access to Kiribati")
	x.Ready()
	x.ToTurn(onr.Runner)
	if ran {
		x.Do(runner, "run on the Archives")
		x.PassAll()
		x.Do(runner, "continue")
		x.PassAll()
	}
	x.ToTurn(onr.Corp)
	x.Corp().Bits = bits
	return x
}

func TestManhunt(t *testing.T) {
	t.Run("Manhunt: not playable if the Runner made no run during his last turn", func(t *testing.T) {
		x := ranLastTurn(t, "Manhunt", false, 12)
		if x.Offered(corp, "play Manhunt") {
			t.Errorf("playable although the Runner did not run")
		}
	})
	for _, tc := range []struct {
		name string
		bid  int
		base string
		buys int
		tags int32
	}{
		{"Manhunt: trace 6 beats link 3 by 3, three tags", 6, "Access to Kiribati", 2, 3},
		{"Manhunt: trace 5 beats link 1 by 4, four tags", 5, "Access to Kiribati", 0, 4},
		{"Manhunt: trace 6 against no link, six tags", 6, "", 0, 6},
		{"Manhunt: a tie succeeds by no point, no tag", 3, "Access to Kiribati", 2, 0},
		{"Manhunt: trace 2 below link 3 fails, no tag", 2, "Access to Kiribati", 2, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := ranLastTurn(t, "Manhunt", true, 12)
			x.Do(corp, "play Manhunt")
			want(t, "Corp bits after the play cost", x.Corp().Bits, 12-4)
			trace(t, x, 6, tc.bid, tc.base, tc.buys)
			x.PassAll()
			want(t, "Runner tags", x.Runner().Tags, tc.tags)
			want(t, "Corp bits after the bid", x.Corp().Bits, int32(12-4-tc.bid))
		})
	}
}

func TestCorporateRetreat(t *testing.T) {
	const use = "use Corporate Retreat: Gain 2 bits"
	// Each case scores Corporate Retreat (difficulty 4) in a new fort after
	// a "gain" action, with an unrezzed Rustbelt HQ Branch in a fort and
	// Data Walls in HQ, does what its name says, and asks whether the ability is offered
	// in the Corp's next turn.
	for _, tc := range []struct {
		name   string
		before bool                                 // the Corp installs a card before the score
		after  func(t *testing.T, x *onrtest.Table) // after the score
		kept   bool
	}{
		{"Corporate Retreat: scored, [action]: gain 2 bits, in this turn and the next", false, func(t *testing.T, x *onrtest.Table) {
			x.Do(corp, use)
			want(t, "Corp bits after the use", x.Corp().Bits, int32(5+1+2))
			want(t, "Corp actions left after the use", x.Corp().Actions, int32(1))
		}, true},
		{"Corporate Retreat: lost for good as soon as the Corp installs a card", false, func(t *testing.T, x *onrtest.Table) {
			x.Do(corp, "install Data Wall on R&D")
		}, false},
		{"Corporate Retreat: lost for good as soon as the Corp rezzes a card", false, func(t *testing.T, x *onrtest.Table) {
			x.Do(corp, "gain")
			x.Do(corp, "rez Rustbelt HQ Branch")
		}, false},
		{"Corporate Retreat: the Runner's installs do not lose it", false, func(t *testing.T, x *onrtest.Table) {
			x.ToTurn(onr.Runner)
			x.Do(runner, "install Access to Kiribati")
		}, true},
		{"Corporate Retreat: an install before the score does not lose it", true, nil, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := newTable(t)
			x.Install(onr.NewFort, "Rustbelt HQ Branch", false)
			x.Hand(corp, "Data Wall", "Data Wall")
			x.Hand(runner, "Access to Kiribati")
			x.Deck(corp, filler("Data Wall", 3)...)
			c, _ := x.Install(onr.NewFort, "Corporate Retreat", false)
			x.S.Cards[c].Adv = 4
			x.Ready()
			if tc.before {
				x.Do(corp, "install Data Wall on R&D")
			} else {
				x.Do(corp, "gain")
			}
			if x.Offered(corp, use) {
				t.Fatalf("offered before it is scored")
			}
			x.Do(corp, "score Corporate Retreat")
			x.PassAll()
			if !x.Offered(corp, use) {
				t.Fatalf("not offered once scored: %q", x.Options(corp))
			}
			if tc.after != nil {
				tc.after(t, x)
				x.PassAll()
			}
			want(t, "offered now", x.Offered(corp, use), tc.kept && x.S.Active == x.G.SeatOf(onr.Corp))
			x.ToTurn(onr.Corp)
			want(t, "offered in the Corp's next turn", x.Offered(corp, use), tc.kept)
		})
	}
}
