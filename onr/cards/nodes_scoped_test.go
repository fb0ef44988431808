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

const govContract = "use Government Contract: Gain 3 bits to install or rez cards"

func TestGovernmentContract(t *testing.T) {
	// table: Government Contract rezzed with adv counters, the Corp's pool
	// empty, in the window after the Corp's first action (a draw).
	table := func(t *testing.T, adv int32, arrange func(x *onrtest.Table)) (*onrtest.Table, int32) {
		x := newTable(t)
		c, _ := x.Install(onr.NewFort, "Government Contract", true)
		x.Deck(corp, filler("Data Wall", 5)...)
		if arrange != nil {
			arrange(x)
		}
		x.Ready()
		x.S.Cards[c].Adv = adv
		x.Corp().Bits = 0
		x.Do(corp, "draw")
		return x, c
	}
	t.Run("Government Contract: may be advanced before it is rezzed", func(t *testing.T) {
		x := newTable(t)
		c, _ := x.Install(onr.NewFort, "Government Contract", false)
		x.Deck(corp, filler("Data Wall", 5)...)
		x.Corp().Bits = 5
		x.Ready()
		x.Do(corp, "advance Government Contract")
		want(t, "advancement counters", x.S.Cards[c].Adv, int32(1))
	})
	t.Run("Government Contract: an advancement counter gives 3 bits, not in the pool, that pay a rez cost: the rez is offered with them only", func(t *testing.T) {
		var up int32
		x, c := table(t, 1, func(x *onrtest.Table) { up, _ = x.Install(onr.NewFort, "Antiquated Interface Routines", false) })
		want(t, "rez offered before", x.Offered(corp, "rez Antiquated Interface Routines"), false)
		x.Do(corp, govContract)
		want(t, "counters left", x.S.Cards[c].Adv, int32(0))
		want(t, "Corp pool", x.Corp().Bits, int32(0))
		want(t, "gain said", x.Logged("gains 3 bits from Government Contract"), true)
		x.Do(corp, "rez Antiquated Interface Routines")
		want(t, "rezzed", x.S.Cards[up].Rezzed, true)
		want(t, "Corp pool after the rez", x.Corp().Bits, int32(0))
	})
	t.Run("Government Contract: its bits pay for installing ice", func(t *testing.T) {
		x, _ := table(t, 1, func(x *onrtest.Table) {
			x.Ice(onr.FortHQ, "Data Wall", false)
			x.Ice(onr.FortHQ, "Data Wall", false)
			x.Hand(corp, "Quandary")
		})
		x.Do(corp, govContract)
		x.PassAll()
		x.Do(corp, "install Quandary on HQ")
		want(t, "the install paid (2 bits) rather than ice trashed", x.Offered(corp, "done (pay 2)"), true)
		x.Do(corp, "done (pay 2)")
		want(t, "ice on HQ", len(x.S.Forts[onr.FortHQ].Ice), 3)
		want(t, "Corp pool", x.Corp().Bits, int32(0))
	})
	t.Run("Government Contract: its bits pay for nothing else", func(t *testing.T) {
		x, _ := table(t, 1, func(x *onrtest.Table) { x.Hand(corp, "Accounts Receivable") })
		x.Corp().Bits = 4 // Accounts Receivable costs 5
		x.Do(corp, govContract)
		x.PassAll()
		want(t, "operation offered", x.Offered(corp, "play Accounts Receivable"), false)
		x.Do(corp, "gain")
		x.PassAll()
		want(t, "operation offered with 5 bits in the pool", x.Offered(corp, "play Accounts Receivable"), true)
	})
	t.Run("Government Contract: when the turn ends, the bits not spent go back to the bank", func(t *testing.T) {
		x, _ := table(t, 1, func(x *onrtest.Table) {
			x.Install(onr.NewFort, "Antiquated Interface Routines", false)
			x.Install(onr.NewFort, "Chimera", false)
		})
		x.Do(corp, govContract)
		x.Do(corp, "rez Antiquated Interface Routines")
		want(t, "Chimera's rez (2) offered with 1 bit left", x.Offered(corp, "rez Chimera"), false)
		x.ToTurn(runner)
		want(t, "return said", x.Logged("returns 1 bit of Government Contract not spent to the bank"), true)
		x.Corp().Bits = 1
		x.Do(runner, "gain")
		want(t, "Chimera's rez offered in the Runner's turn with 1 bit in the pool", x.Offered(corp, "rez Chimera"), false)
		x.Corp().Bits = 2
		x.PassAll()
		x.Do(runner, "gain")
		want(t, "Chimera's rez offered with 2 in the pool", x.Offered(corp, "rez Chimera"), true)
	})
}
