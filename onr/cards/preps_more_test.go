package cards_test

import (
	"testing"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// rompTable is the Runner's turn with Romp through HQ in hand, 2 bits to
// play it and none left, and HQ holding only hq.
func rompTable(t *testing.T, hq string) *onrtest.Table {
	t.Helper()
	x := runnerTurn(t, func(x *onrtest.Table) {
		x.Hand(runner, "Romp through HQ")
		x.Hand(corp, hq)
	})
	x.Runner().Bits = 2
	x.Do(runner, "play Romp through HQ")
	x.PassAll()
	x.Do(runner, "continue")
	x.PassAll()
	return x
}

func TestPrepsOfThePoolsSecondPart(t *testing.T) {
	for _, tc := range []struct {
		name, hq string
	}{
		{"Romp through HQ: an accessed operation, which has no trash cost, may be trashed at no cost", "Accounts Receivable"},
		{"Romp through HQ: an accessed node stored in HQ is trashed at no cost, its trash cost unpaid", "Rustbelt HQ Branch"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := rompTable(t, tc.hq)
			if !x.Logged("Runner runs on HQ") {
				t.Fatalf("the run was not on HQ")
			}
			x.Do(runner, "trash "+tc.hq)
			x.PassAll()
			want(t, "HQ", len(x.Corp().Hand), 0)
			want(t, "Archives", len(x.Corp().Discard), 1)
			want(t, "Runner bits", x.Runner().Bits, int32(0))
		})
	}
	t.Run("Romp through HQ: the Runner may also leave the accessed card in HQ", func(t *testing.T) {
		x := rompTable(t, "Accounts Receivable")
		x.Do(runner, "leave Accounts Receivable")
		x.PassAll()
		want(t, "HQ", len(x.Corp().Hand), 1)
		want(t, "Archives", len(x.Corp().Discard), 0)
	})
	t.Run("Romp through HQ: an upgrade installed in HQ was not stored there, so it still costs its trash cost", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Hand(runner, "Romp through HQ")
			x.Install(onr.FortHQ, "Dieter Esslin", false)
		})
		x.Runner().Bits = 2
		x.Do(runner, "play Romp through HQ")
		x.PassAll()
		x.Do(runner, "continue")
		x.PassAll()
		if x.Offered(runner, "trash Dieter Esslin") || x.Offered(runner, "trash Dieter Esslin for 3") {
			t.Fatalf("offered to trash Dieter Esslin with 0 bits: %q", x.Options(runner))
		}
		x.PassAll()
		want(t, "cards accessed", len(accessed(x)), 1)
		want(t, "Archives", len(x.Corp().Discard), 0)
	})
	t.Run("Romp through HQ: a plain run on HQ offers no trashing of an operation (the card's effect is what allows it)", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) { x.Hand(corp, "Accounts Receivable") })
		x.Do(runner, "run on HQ")
		x.PassAll()
		x.Do(runner, "continue")
		x.PassAll()
		want(t, "cards accessed", len(accessed(x)), 1)
		if x.Offered(runner, "trash Accounts Receivable") {
			t.Fatalf("a plain run offered to trash an operation")
		}
	})
}
