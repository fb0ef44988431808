package bso_test

import "testing"

func TestCorporateGuardTempsAtATableOfFour(t *testing.T) {
	// Sponsor 1 plays Corporate Guard® Temps with X=1, paying 2: its next
	// gain is forfeited, and its next turn (not another seat's) has an
	// action more.
	g := newGame(t, 1)
	s := arrange(g, s1, 5)
	give(t, g, s1, "Corporate Guard® Temps")
	ready(t, g)
	choose(t, g, s1, "play Corporate Guard® Temps")
	number(t, g, s1, 1)
	choose(t, g, s1, "gain")
	if s.Players[s1].Bits != 3 {
		t.Fatalf("Sponsor 1 has %d bits after paying 2 and a gain forfeited, want 3", s.Players[s1].Bits)
	}
	turn := s.Turn
	gainUntil(t, g, func() bool { return s.Turn > turn && s.Active == s1 })
	if s.Players[s1].Actions != 4 {
		t.Fatalf("Sponsor 1 starts its next turn with %d actions, want 4", s.Players[s1].Actions)
	}
}
