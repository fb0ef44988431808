package bso_test

import (
	"testing"

	"github.com/datafort/datafort/onr"
)

func TestScopedBitsNodesAtATableOfFour(t *testing.T) {
	t.Run("Executive Boot Camp in Sponsor 1's fort: 2 bits for each card discarded in Agent 2's run, none left after it", func(t *testing.T) {
		g := newGame(t, 1)
		s := arrange(g, a2, 5)
		c := card(t, g, s1, "Executive Boot Camp")
		g.InstallCorp(c, onr.NewFort, true)
		give(t, g, s1, "Accounts Receivable", "Accounts Receivable")
		before := s.Players[s1].Bits
		poolAccess(t, g, s, "Sponsor 1's HQ", "use Executive Boot Camp: discard a card at random: gain 2 bits for the run")
		if n := len(s.Players[s1].Hand); n != 0 {
			t.Errorf("Sponsor 1 holds %d cards, want 0: each discarded to the Boot Camp", n)
		}
		if len(s.Players[s1].Discard) == 0 {
			t.Errorf("Sponsor 1 discarded nothing")
		}
		if got := s.Players[s1].Bits; got != before {
			t.Errorf("Sponsor 1 has %d bits after the run, want %d: the Boot Camp's bits go back to the bank", got, before)
		}
	})
}
