package cards_test

import (
	"testing"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

const bootCamp = "use Executive Boot Camp: discard a card at random: gain 2 bits for the run"

func TestNodesWithScopedBits(t *testing.T) {
	for _, tc := range []struct {
		name        string
		rez         bool  // rez Wall of Static (rez cost 3) with the bits
		during      int32 // the Corp's bits once the ability is used
		after       int32 // the Corp's bits after the run
		rezzed      bool
		wantArchive int
	}{
		{"Executive Boot Camp: discard a card at random to gain 2 bits in a run; unspent, they go back to the bank as it ends", false, 4, 2, false, 1},
		{"Executive Boot Camp: the run's 2 bits pay a rez before the pool's bits", true, 4, 1, true, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := runnerTurn(t, func(x *onrtest.Table) {
				x.Hand(corp, "Accounts Receivable", "Accounts Receivable")
				x.Install(onr.NewFort, "Executive Boot Camp", true)
				x.Ice(onr.FortHQ, "Wall of Static", false)
			})
			x.Corp().Bits = 2
			x.Do(runner, "run on HQ")
			x.Do(corp, bootCamp)
			want(t, "Corp bits once used", x.Corp().Bits, tc.during)
			want(t, "Corp hand", len(x.Corp().Hand), 1)
			want(t, "Corp Archives", len(x.Corp().Discard), tc.wantArchive)
			if tc.rez {
				x.Do(corp, "rez Wall of Static")
			}
			x.Do(corp, "pass")
			for i := 0; i < 10 && x.S.Run.Active; i++ {
				switch {
				case x.Offered(runner, "jack-out"):
					x.Do(runner, "jack-out")
				case x.Offered(corp, "pass"):
					x.Do(corp, "pass")
				default:
					x.PassAll()
				}
			}
			want(t, "run active", x.S.Run.Active, false)
			want(t, "Wall of Static rezzed", x.S.Cards[x.S.Forts[onr.FortHQ].Ice[0]].Rezzed, tc.rezzed)
			want(t, "Corp bits after the run", x.Corp().Bits, tc.after)
		})
	}
	t.Run("Executive Boot Camp: usable only during a run, and only with a card in HQ to discard", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Hand(corp, "Accounts Receivable")
			x.Install(onr.NewFort, "Executive Boot Camp", true)
			x.Ice(onr.FortHQ, "Wall of Static", false)
		})
		x.Corp().Bits = 2
		x.Do(runner, "gain")
		want(t, "offered after the Runner's action, out of a run", x.Offered(corp, bootCamp), false)
		x.PassAll()
		before := x.Corp().Bits
		x.Do(runner, "run on HQ")
		for i := 0; i < 3 && len(x.Corp().Hand) > 0; i++ { // bounded: a use that discards nothing must not loop
			x.Do(corp, bootCamp)
		}
		want(t, "Corp hand, emptied by the uses", len(x.Corp().Hand), 0)
		want(t, "the Corp's window still open", x.Offered(corp, "pass"), true)
		want(t, "offered with HQ empty", x.Offered(corp, bootCamp), false)
		want(t, "Corp bits, 2 for each card discarded", x.Corp().Bits-before, 2*int32(len(x.Corp().Discard)))
	})
}
