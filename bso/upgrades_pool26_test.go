package bso_test

import (
	"fmt"
	"slices"
	"testing"

	"github.com/datafort/datafort/onr"
)

func TestIssue26UpgradesAtATableOfFour(t *testing.T) {
	t.Run("Raymond Ellison in Sponsor 1's fort: in Agent 2's run, 3 bits for each advancement counter removed there, none left after the run", func(t *testing.T) {
		g := newGame(t, 1)
		s := arrange(g, a2, 5)
		ray := card(t, g, s1, "Raymond Ellison")
		fi := g.InstallCorp(ray, onr.NewFort, true)
		agenda := card(t, g, s1, "AI Chief Financial Officer")
		g.InstallCorp(agenda, fi, false)
		s.Cards[agenda].Adv = 2
		give(t, g, a2, "Score!", "Score!", "Score!", "Score!", "Score!")
		ready(t, g)
		before := s.Players[s1].Bits
		choose(t, g, a2, "run on Sponsor 1's HQ")
		const use = "use Raymond Ellison: trash it: 3 bits for the run per advancement counter removed here"
		used := false
		for i := 0; s.Run.Active; i++ {
			if i > 200 {
				t.Fatalf("no end of the run: %s", pending(g))
			}
			d := g.Pending()[0]
			opts := options(g, d.Seat)
			switch {
			case !used && d.Seat == s1 && slices.Contains(opts, use):
				choose(t, g, s1, use)
				choose(t, g, s1, "choose AI Chief Financial Officer")
				number(t, g, s1, 2)
				used = true
				if got := s.Players[s1].Bits; got != before+6 {
					t.Errorf("Sponsor 1 has %d bits in the run, want %d", got, before+6)
				}
			case len(opts) > 0 && opts[0] == "jack-out":
				choose(t, g, d.Seat, "jack-out")
			default:
				once := false
				passUntil(t, g, func() bool { done := once; once = true; return done })
			}
		}
		if !used {
			t.Fatalf("Raymond Ellison never offered to Sponsor 1")
		}
		if s.Cards[agenda].Adv != 0 {
			t.Errorf("the agenda keeps %d advancement counters, want 0", s.Cards[agenda].Adv)
		}
		if got := s.Players[s1].Bits; got != before {
			t.Errorf("Sponsor 1 has %d bits after the run, want %d: Raymond's bits go back to the bank", got, before)
		}
	})
	t.Run("Olivia Salazar in Sponsor 1's HQ: in Agent 2's run there, Fire Wall rezzed for half its cost and derezzed as the run ends", func(t *testing.T) {
		g := newGame(t, 1)
		s := arrange(g, a2, 5)
		g.InstallCorp(card(t, g, s1, "Olivia Salazar"), fort(t, g, "Sponsor 1's HQ"), true)
		wall := card(t, g, s1, "Fire Wall")
		g.InstallCorp(wall, fort(t, g, "Sponsor 1's HQ"), false)
		s.Players[s1].Bits = 5
		ready(t, g)
		choose(t, g, a2, "run on Sponsor 1's HQ")
		const use = "use Olivia Salazar: rez a piece of ice of this fort for half its cost, for the run"
		passUntil(t, g, func() bool { return slices.Contains(options(g, s1), use) })
		choose(t, g, s1, use)
		ev := choose(t, g, s1, "rez Fire Wall")
		if got := s.Players[s1].Bits; got != 5-2 {
			t.Errorf("Sponsor 1 has %d bits, want %d: Fire Wall rezzed for 5/2", got, 5-2)
		}
		for i := 0; s.Run.Active && i < 50; i++ {
			ev = append(ev, choose(t, g, g.Pending()[0].Seat, options(g, g.Pending()[0].Seat)[0])...)
		}
		if s.Run.Active || s.Cards[wall].Rezzed || !logged(ev, "Fire Wall ends the run") {
			t.Errorf("run active %v, Fire Wall rezzed %v after the run, ended it %v; want over, derezzed, ended by Fire Wall",
				s.Run.Active, s.Cards[wall].Rezzed, logged(ev, "Fire Wall ends the run"))
		}
	})
}

func TestIssue26RegionsAtATableOfFour(t *testing.T) {
	// Sponsor 1's HQ has a Wall of Static (strength 2) and London City Grid
	// in that HQ or in Sponsor 1's R&D. The attacking Agent, with Jackhammer
	// (strength 0, 1 bit +1 strength, 0 bits a break) and 20 bits, runs on
	// the HQ: each of his three uses costs 1 more only if the grid is there.
	for _, tc := range []struct {
		where string
		pump  int32
		paid  int32
	}{{"Sponsor 1's HQ", 2, 5}, {"Sponsor 1's R&D", 1, 2}} {
		t.Run("London City Grid in "+tc.where+": a noisy icebreaker's uses in Agent 2's run on Sponsor 1's HQ", func(t *testing.T) {
			g := newGame(t, 1)
			s := arrange(g, a2, 20)
			g.InstallCorp(card(t, g, s1, "London City Grid"), fort(t, g, tc.where), true)
			g.InstallCorp(card(t, g, s1, "Wall of Static"), fort(t, g, "Sponsor 1's HQ"), true)
			g.InstallRunner(card(t, g, a2, "Jackhammer"), 0)
			ready(t, g)
			choose(t, g, a2, "run on Sponsor 1's HQ")
			pump := fmt.Sprintf("pump Jackhammer: +1 strength for %d", tc.pump)
			passUntil(t, g, func() bool { return slices.Contains(options(g, a2), pump) })
			choose(t, g, a2, pump)
			choose(t, g, a2, pump)
			choose(t, g, a2, "break subroutine 1 with Jackhammer")
			if got := 20 - s.Players[a2].Bits; got != tc.paid {
				t.Errorf("Agent 2 paid %d bits, want %d", got, tc.paid)
			}
		})
	}
}

func TestIssue26NodesAtATableOfFour(t *testing.T) {
	t.Run("Disinfectant, Inc. of Sponsor 1: pays 1 bit to avoid the Vienna counter of Agent 2's successful run on its HQ", func(t *testing.T) {
		g := newGame(t, 1)
		s := arrange(g, a2, 5)
		g.InstallCorp(card(t, g, s1, "Disinfectant, Inc."), onr.NewFort, true)
		g.InstallRunner(card(t, g, a2, "Vienna 22"), 0)
		s.Players[s1].Bits = 3
		const use = "use Disinfectant, Inc.: pay 1 bit to avoid a virus counter"
		poolAccess(t, g, s, "Sponsor 1's HQ", use)
		if s.Players[s1].Bits != 2 || len(s.Players[s1].Virus) != 0 {
			t.Errorf("Sponsor 1 has %d bits (want 2) and virus counters %v (want none)", s.Players[s1].Bits, s.Players[s1].Virus)
		}
	})
	t.Run("ACME Savings and Loan of Sponsor 1: a point of the team pays its rez for 12 bits, and an action paying 12 lifts its debt for 1 point", func(t *testing.T) {
		g := newGame(t, 1)
		s := arrange(g, s1, 0)
		s.Players[s1].Points = 1
		acme := card(t, g, s1, "ACME Savings and Loan")
		g.InstallCorp(acme, onr.NewFort, false)
		ready(t, g)
		choose(t, g, s1, "gain")
		passUntil(t, g, func() bool { return slices.Contains(options(g, s1), "rez ACME Savings and Loan") })
		choose(t, g, s1, "rez ACME Savings and Loan")
		if s.TeamPoints(s.Players[s1].Team) != 0 || s.Players[s1].Bits != 1+12 || s.Cards[acme].Zone != onr.ZoneDiscard {
			t.Fatalf("team points %d (want 0), Sponsor 1 bits %d (want 13), ACME in zone %v (want the Archives)",
				s.TeamPoints(s.Players[s1].Team), s.Players[s1].Bits, s.Cards[acme].Zone)
		}
		const lift = "lift ACME Savings and Loan debt for 12"
		passUntil(t, g, func() bool { return slices.Contains(options(g, s1), lift) })
		choose(t, g, s1, lift)
		if s.TeamPoints(s.Players[s1].Team) != 1 || s.Players[s1].Bits != 1 {
			t.Errorf("team points %d (want 1), Sponsor 1 bits %d (want 1)", s.TeamPoints(s.Players[s1].Team), s.Players[s1].Bits)
		}
	})
}
