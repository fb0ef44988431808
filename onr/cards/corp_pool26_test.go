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
