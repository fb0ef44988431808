package bso_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
)

func TestUpgradesAtATableOfFour(t *testing.T) {
	t.Run("Chester Mix", func(t *testing.T) {
		// Chester Mix lowers what its Sponsor pays to install ice on its
		// own fort, not on another.
		for _, tc := range []struct {
			name string
			hq   bool // Chester Mix is in Sponsor 1's HQ, else in a new fort
			paid int32
		}{{"in the HQ ice is installed on", true, 1}, {"in another fort", false, 3}} {
			t.Run(tc.name, func(t *testing.T) {
				g := newGame(t, 1)
				s := arrange(g, s1, 5)
				hq := fort(t, g, "Sponsor 1's HQ")
				where := int32(onr.NewFort)
				if tc.hq {
					where = hq
				}
				g.InstallCorp(card(t, g, s1, "Chester Mix"), where, true)
				for range 3 {
					g.InstallCorp(card(t, g, s1, "Data Wall"), hq, true)
				}
				give(t, g, s1, "Wall of Static")
				ready(t, g)
				choose(t, g, s1, "install Wall of Static on Sponsor 1's HQ")
				for _, o := range options(g, s1) {
					if strings.HasPrefix(o, "done") {
						choose(t, g, s1, o)
						break
					}
				}
				if paid := 5 - s.Players[s1].Bits; paid != tc.paid {
					t.Errorf("Sponsor 1 paid %d, want %d", paid, tc.paid)
				}
			})
		}
	})
	t.Run("Street Enforcer", func(t *testing.T) {
		// At the start of a run on its fort the attacking Agent loses a
		// bit for each of his tags that Street Enforcer's Sponsor's team
		// owns ("Handling Tags").
		for _, tc := range []struct {
			name  string
			owner engine.Seat // who owns Agent 2's two tags
			lost  int32
		}{{"two tags owned by Sponsor 1", s1, 2}, {"two tags owned by another team", s2, 0}} {
			t.Run(tc.name, func(t *testing.T) {
				g := newGame(t, 1)
				s := arrange(g, a2, 5)
				tagOwnedBy(s, a2, tc.owner)
				tagOwnedBy(s, a2, tc.owner)
				g.InstallCorp(card(t, g, s1, "Street Enforcer"), fort(t, g, "Sponsor 1's HQ"), true)
				ready(t, g)
				choose(t, g, a2, "run on Sponsor 1's HQ")
				passUntil(t, g, func() bool { return !s.Run.Active || slices.Contains(options(g, a2), "jack-out") })
				if lost := 5 - s.Players[a2].Bits; lost != tc.lost {
					t.Errorf("Agent 2 lost %d bits, want %d", lost, tc.lost)
				}
			})
		}
	})
	t.Run("Chimera", func(t *testing.T) {
		// The attacking Agent accesses Chimera in Sponsor 1's HQ: Sponsor
		// 1 trashes his daemon, not his other program.
		g := newGame(t, 1)
		s := arrange(g, a2, 5)
		g.InstallCorp(card(t, g, s1, "Chimera"), fort(t, g, "Sponsor 1's HQ"), true)
		imp, cc := card(t, g, a2, "Imp"), card(t, g, a2, "Codecracker")
		g.InstallRunner(imp, 0)
		g.InstallRunner(cc, 0)
		ready(t, g)
		choose(t, g, a2, "run on Sponsor 1's HQ")
		passUntil(t, g, func() bool { return slices.Contains(options(g, s1), "trash Imp") })
		if opts := options(g, s1); slices.Contains(opts, "trash Codecracker") {
			t.Fatalf("Sponsor 1 may trash a program that is no daemon: %q", opts)
		}
		choose(t, g, s1, "trash Imp")
		if s.Cards[imp].Zone != onr.ZoneDiscard || s.Cards[cc].Zone != onr.ZoneRig {
			t.Errorf("Imp in %s, Codecracker in %s; want the trash and the rig", s.Cards[imp].Zone, s.Cards[cc].Zone)
		}
	})
	t.Run("Washington, D.C., City Grid", func(t *testing.T) {
		// Sponsor 1 installs the region by his action: it is rezzed as it
		// is installed, and an agenda in its fort is easier to score than
		// one in another fort; a second region there trashes it.
		g := newGame(t, 1)
		s := arrange(g, s1, 10)
		grid := give(t, g, s1, "Washington, D.C., City Grid")[0]
		ready(t, g)
		choose(t, g, s1, "install Washington, D.C., City Grid in a new fort")
		passUntil(t, g, func() bool { return slices.Contains(options(g, s1), "gain") })
		if !s.Cards[grid].Rezzed || s.Players[s1].Bits != 3 {
			t.Fatalf("rezzed %v, Sponsor 1 has %d bits (want rezzed, 3)", s.Cards[grid].Rezzed, s.Players[s1].Bits)
		}
		fo := s.Cards[grid].Fort
		in, out := card(t, g, s1, "Hostile Takeover"), card(t, g, s1, "Hostile Takeover")
		g.InstallCorp(in, fo, false)
		g.InstallCorp(out, onr.NewFort, false)
		if g.Difficulty(in) != g.Difficulty(out)-1 {
			t.Errorf("difficulty %d in the region's fort, %d in another; want one less", g.Difficulty(in), g.Difficulty(out))
		}
		give(t, g, s1, "Weapons Depot")
		s.Players[s1].Bits = 10
		ready(t, g)
		choose(t, g, s1, "install Weapons Depot in "+g.FortName(fo))
		passUntil(t, g, func() bool { return s.Active != s1 || slices.Contains(options(g, s1), "gain") })
		if s.Cards[grid].Zone != onr.ZoneDiscard {
			t.Errorf("the older region is in %s, want the discard", s.Cards[grid].Zone)
		}
	})
	t.Run("Rasmin Bridger", func(t *testing.T) {
		// The attacking Agent passes the unrezzed ice of Sponsor 1's HQ
		// and pays 1 bit to go on.
		g := newGame(t, 1)
		s := arrange(g, a2, 5)
		hq := fort(t, g, "Sponsor 1's HQ")
		g.InstallCorp(card(t, g, s1, "Rasmin Bridger"), hq, true)
		g.InstallCorp(card(t, g, s1, "Data Wall"), hq, false)
		ready(t, g)
		choose(t, g, a2, "run on Sponsor 1's HQ")
		passUntil(t, g, func() bool { return slices.Contains(options(g, a2), "pay 1 for Rasmin Bridger") })
		choose(t, g, a2, "pay 1 for Rasmin Bridger")
		if !s.Run.Active || s.Players[a2].Bits != 4 {
			t.Errorf("run active %v, Agent 2 has %d bits; want the run going on, 4 bits", s.Run.Active, s.Players[a2].Bits)
		}
	})
	t.Run("Tokyo-Chiba Infighting", func(t *testing.T) {
		// The attacking Agent jacks out of a run on Sponsor 1's HQ: its
		// Sponsor gains 2 bits, the other Sponsor nothing.
		g := newGame(t, 1)
		s := arrange(g, a2, 5)
		g.InstallCorp(card(t, g, s1, "Tokyo-Chiba Infighting"), fort(t, g, "Sponsor 1's HQ"), true)
		ready(t, g)
		choose(t, g, a2, "run on Sponsor 1's HQ")
		passUntil(t, g, func() bool { return slices.Contains(options(g, a2), "jack-out") })
		choose(t, g, a2, "jack-out")
		passUntil(t, g, func() bool { return !s.Run.Active })
		if s.Players[s1].Bits != 7 || s.Players[s2].Bits != 5 {
			t.Errorf("Sponsor 1 has %d bits (want 7), Sponsor 2 %d (want 5)", s.Players[s1].Bits, s.Players[s2].Bits)
		}
	})
	t.Run("Crystal Palace Station Grid", func(t *testing.T) {
		// The attacking Agent breaks two subroutines of the Wall of Ice of
		// Sponsor 1's HQ with one use of Pile Driver: 3 bits and 1 more for
		// each subroutine.
		g := newGame(t, 1)
		s := arrange(g, a2, 20)
		hq := fort(t, g, "Sponsor 1's HQ")
		g.InstallCorp(card(t, g, s1, "Crystal Palace Station Grid"), hq, true)
		g.InstallCorp(card(t, g, s1, "Wall of Ice"), hq, true)
		g.InstallRunner(card(t, g, a2, "Pile Driver"), 0)
		ready(t, g)
		choose(t, g, a2, "run on Sponsor 1's HQ")
		passUntil(t, g, func() bool { return slices.Contains(options(g, a2), "break subroutine 1 with Pile Driver") })
		choose(t, g, a2, "break subroutine 1 with Pile Driver")
		choose(t, g, a2, "break subroutine 2 with Pile Driver")
		choose(t, g, a2, "done")
		if paid := 20 - s.Players[a2].Bits; paid != 5 {
			t.Errorf("Agent 2 paid %d, want 5", paid)
		}
	})
}
