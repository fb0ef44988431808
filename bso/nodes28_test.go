package bso_test

import (
	"slices"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
)

func TestLDLTrafficAnalyzersAtATableOfFour(t *testing.T) {
	// Sponsor 1's face-down LDL Traffic Analyzers holds 1 advancement
	// counter and Sponsor 1 has 0 bits: its Blood Cat's Trace 5 may be bid
	// up to 5, the counter's 5 bits paying; LDL is rezzed as the counter
	// is spent, and no bit reaches the pool.
	g := newGame(t, 1)
	s := arrange(g, s1, 5)
	ldl := card(t, g, s1, "LDL Traffic Analyzers")
	g.InstallCorp(ldl, onr.NewFort, false)
	s.Cards[ldl].Adv = 1
	g.InstallCorp(card(t, g, s1, "Blood Cat"), onr.NewFort, true)
	ready(t, g)
	s.Players[s1].Bits = 0
	choose(t, g, s1, "use Blood Cat: Trace 5: give the Runner a tag")
	d, ok := engine.DecisionFor(g, s1)
	if !ok || d.Kind != engine.Number || d.Max != 5 {
		t.Fatalf("Sponsor 1's bid: %+v; want a number up to 5 (the 5 bits of LDL's counter)", d)
	}
	number(t, g, s1, 5)
	passUntil(t, g, func() bool { return !s.Trace.Active && slices.Contains(options(g, s1), "gain") })
	if s.Players[s1].Bits != 0 || s.Cards[ldl].Adv != 0 || !s.Cards[ldl].Rezzed {
		t.Errorf("after a bid of 5: Sponsor 1 has %d bits (want 0), LDL %d counters (want 0), rezzed %v (want true)",
			s.Players[s1].Bits, s.Cards[ldl].Adv, s.Cards[ldl].Rezzed)
	}
	if err := g.Check(); err != nil {
		t.Fatal(err)
	}
}
