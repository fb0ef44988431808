package bso_test

import (
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
}
