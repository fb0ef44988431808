package bso_test

import (
	"slices"
	"testing"

	"github.com/datafort/datafort/onr"
)

func TestJennyJettAtATableOfFour(t *testing.T) {
	// The attacking Agent runs on Sponsor 1's fort, which has Jenny Jett
	// and no ice: as the run is declared Sponsor 1 installs the Wall of
	// Static of its HQ there at no cost, and the Agent approaches it:
	// Sponsor 1 may rez it.
	g := newGame(t, 1)
	s := arrange(g, a2, 5)
	jenny := card(t, g, s1, "Jenny Jett")
	g.InstallCorp(jenny, onr.NewFort, true)
	wall := give(t, g, s1, "Wall of Static")[0]
	other := give(t, g, s2, "Wall of Static")[0]
	fort := s.Cards[jenny].Fort
	ready(t, g)
	bits := s.Players[s1].Bits
	choose(t, g, a2, "run on "+g.FortName(fort))
	install := "install Wall of Static on " + g.FortName(fort)
	passUntil(t, g, func() bool { return slices.Contains(options(g, s1), install) })
	if n := len(options(g, s1)); n != 2 {
		t.Errorf("Sponsor 1 is offered %v: want to decline or install its own Wall of Static", options(g, s1))
	}
	choose(t, g, s1, install)
	if !slices.Equal(s.Forts[fort].Ice, []int32{wall}) || s.Players[s1].Bits != bits || s.Cards[other].Zone != onr.ZoneHand {
		t.Fatalf("ice on the fort %v (want Sponsor 1's Wall of Static %d), Sponsor 1 bits %d (want %d)", s.Forts[fort].Ice, wall, s.Players[s1].Bits, bits)
	}
	passUntil(t, g, func() bool { return slices.Contains(options(g, s1), "rez Wall of Static") })
}

func TestPavitBharatAtATableOfFour(t *testing.T) {
	// The attacking Agent runs on Sponsor 1's fort holding Pavit Bharat
	// and Vapor Ops, with no ice: Pavit may be rezzed as the run is
	// declared; rezzed, he and Vapor Ops go to Sponsor 1's HQ and Sponsor
	// 1 installs two cards of its HQ there, never Sponsor 2's.
	g := newGame(t, 1)
	s := arrange(g, a2, 5)
	pavit := card(t, g, s1, "Pavit Bharat")
	g.InstallCorp(pavit, onr.NewFort, false)
	fort := s.Cards[pavit].Fort
	g.InstallCorp(card(t, g, s1, "Vapor Ops"), fort, false)
	give(t, g, s1, "Chester Mix")
	other := give(t, g, s2, "TRAP!")[0]
	ready(t, g)
	choose(t, g, a2, "run on "+g.FortName(fort))
	passUntil(t, g, func() bool { return slices.Contains(options(g, s1), "rez Pavit Bharat") })
	choose(t, g, s1, "rez Pavit Bharat")
	for i, title := range []string{"Chester Mix", "Pavit Bharat"} {
		install := "install " + title + " in " + g.FortName(fort)
		if i == 0 {
			// Emptied, the fort without ice has collapsed (ONR-2.2.4):
			// the first card is offered in a new fort, and brings the
			// same fort back.
			install = "install " + title + " in a new fort"
		}
		if !slices.Contains(options(g, s1), install) {
			t.Fatalf("Sponsor 1 is offered %v, not %q", options(g, s1), install)
		}
		choose(t, g, s1, install)
	}
	if n := len(s.Forts[fort].Cards); n != 2 || s.Cards[other].Zone != onr.ZoneHand {
		t.Errorf("%d cards in the fort (want 2); Sponsor 2's TRAP! in zone %v", n, s.Cards[other].Zone)
	}
}
