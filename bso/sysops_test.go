package bso_test

import (
	"slices"
	"testing"

	"github.com/datafort/datafort/onr"
)

// The sysops that repeat a subroutine of the ice of their fort (subs28):
// at a table of four, Sponsor 1's sysop pays from Sponsor 1's pool and
// its cost takes Sponsor 1's cards, never Sponsor 2's, and the attacking
// Agent meets the subroutine repeated.
func TestSysopsRepeatASubroutineAtATableOfFour(t *testing.T) {
	for _, tc := range []struct {
		sysop, use string
		bits       int32 // Sponsor 1's bits spent
		hq, rd     int   // Sponsor 1's cards left in HQ and R&D (2 and 3 before)
	}{
		{"Lisa Blight", "use Lisa Blight: 1 bit, discard a card at random: repeat a subroutine", 1, 1, 3},
		{"Marcel DeSoleil", "use Marcel DeSoleil: 2 bits, trash the top two cards of R&D: repeat a subroutine", 2, 2, 1},
	} {
		t.Run(tc.sysop+" at a table of four: the sponsor's own bits and cards pay, the Agent meets the subroutine twice", func(t *testing.T) {
			g := newGame(t, 1)
			s := arrange(g, a2, 5)
			sysop := card(t, g, s1, tc.sysop)
			g.InstallCorp(sysop, onr.NewFort, true)
			fort := s.Cards[sysop].Fort
			wire := card(t, g, s1, "Laser Wire")
			g.InstallCorp(wire, fort, true)
			give(t, g, s1, "Data Wall", "Data Wall")
			give(t, g, s2, "Data Wall", "Data Wall")
			for _, seat := range []int{int(s1), int(s2)} {
				p := &s.Players[seat]
				for _, c := range p.Deck[min(3, len(p.Deck)):] {
					s.Cards[c].Zone = onr.ZoneRemoved
				}
				p.Deck = p.Deck[:min(3, len(p.Deck))]
			}
			ready(t, g)
			choose(t, g, a2, "run on "+g.FortName(fort))
			passUntil(t, g, func() bool { return slices.Contains(options(g, s1), tc.use) })
			choose(t, g, s1, tc.use)
			choose(t, g, s1, "choose Laser Wire")
			number(t, g, s1, 1)
			if got := g.SubroutineCount(wire); got != 3 {
				t.Errorf("Laser Wire has %d subroutines during the run, want 3", got)
			}
			p1, p2 := &s.Players[s1], &s.Players[s2]
			if 5-p1.Bits != tc.bits || p2.Bits != 5 {
				t.Errorf("Sponsor 1 spent %d bits (want %d), Sponsor 2 has %d (want 5)", 5-p1.Bits, tc.bits, p2.Bits)
			}
			if len(p1.Hand) != tc.hq || len(p1.Deck) != tc.rd || len(p2.Hand) != 2 || len(p2.Deck) != 3 {
				t.Errorf("Sponsor 1 HQ %d, R&D %d (want %d, %d); Sponsor 2 HQ %d, R&D %d (want 2, 3)", len(p1.Hand), len(p1.Deck), tc.hq, tc.rd, len(p2.Hand), len(p2.Deck))
			}
		})
	}
}
