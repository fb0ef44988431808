package bso_test

import (
	"slices"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
)

func TestGovernmentContractAtATableOfFour(t *testing.T) {
	// In Agent 2's turn Sponsor 1, with no bits, cashes an advancement
	// counter of its Government Contract for 3 bits that only install or
	// rez cards: they rez its own Antiquated Interface Routines, never
	// Sponsor 2's Chimera (the bits are Sponsor 1's, not the team's).
	g := newGame(t, 1)
	s := arrange(g, a2, 0)
	gc := card(t, g, s1, "Government Contract")
	g.InstallCorp(gc, onr.NewFort, true)
	routines := card(t, g, s1, "Antiquated Interface Routines")
	g.InstallCorp(routines, onr.NewFort, false)
	chimera := card(t, g, s2, "Chimera")
	g.InstallCorp(chimera, onr.NewFort, false)
	s.Cards[gc].Adv = 1
	ready(t, g)
	choose(t, g, a2, "gain")
	use := "use Government Contract: Gain 3 bits to install or rez cards"
	passUntil(t, g, func() bool { return slices.Contains(options(g, s1), use) })
	if slices.Contains(options(g, s1), "rez Antiquated Interface Routines") {
		t.Fatalf("Sponsor 1 may rez with no bits: %v", options(g, s1))
	}
	choose(t, g, s1, use)
	if s.Players[s1].Bits != 0 || s.Cards[gc].Adv != 0 {
		t.Fatalf("Sponsor 1 pool %d (want 0: the bits are not in it), counters %d (want 0)", s.Players[s1].Bits, s.Cards[gc].Adv)
	}
	if !slices.Contains(options(g, s1), "rez Antiquated Interface Routines") {
		t.Fatalf("Sponsor 1 may not rez with the contract's bits: %v", options(g, s1))
	}
	choose(t, g, s1, "pass")
	passUntil(t, g, func() bool { return slices.Contains(options(g, s2), "pass") })
	if slices.Contains(options(g, s2), "rez Chimera") {
		t.Fatalf("Sponsor 2 may rez Chimera with Sponsor 1's contract bits: %v", options(g, s2))
	}
	passUntil(t, g, func() bool { return slices.Contains(options(g, s1), "rez Antiquated Interface Routines") })
	choose(t, g, s1, "rez Antiquated Interface Routines")
	if !s.Cards[routines].Rezzed || s.Players[s1].Bits != 0 {
		t.Errorf("Antiquated Interface Routines rezzed %v (want true), Sponsor 1 pool %d (want 0)", s.Cards[routines].Rezzed, s.Players[s1].Bits)
	}
}

func TestObfuscatedFortressAtATableOfFour(t *testing.T) {
	// Agent 2 runs on Sponsor 1's HQ, which holds Obfuscated Fortress: he
	// announces 2 bits, spends none (Data Wall ends the run) and loses them
	// once the run is complete; Agent 1's pool is not touched.
	g := newGame(t, 1)
	s := arrange(g, a2, 5)
	hq := fort(t, g, "Sponsor 1's HQ")
	g.InstallCorp(card(t, g, s1, "Obfuscated Fortress"), hq, true)
	g.InstallCorp(card(t, g, s1, "Data Wall"), hq, true)
	ready(t, g)
	choose(t, g, a2, "run on Sponsor 1's HQ")
	passUntil(t, g, func() bool {
		d, ok := engine.DecisionFor(g, a2)
		return ok && d.Kind == engine.Number
	})
	number(t, g, a2, 2)
	passUntil(t, g, func() bool { return !s.Run.Active })
	if s.Players[a2].Bits != 3 || s.Players[a1].Bits != 5 {
		t.Errorf("Agent 2 holds %d bits (want 5 - 2 announced and not spent), Agent 1 %d (want 5)", s.Players[a2].Bits, s.Players[a1].Bits)
	}
}
