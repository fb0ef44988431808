package bso_test

import (
	"slices"
	"testing"

	"github.com/datafort/datafort/bso"
	"github.com/datafort/datafort/onr"
)

// scoreAtTable has Sponsor 1 score a new agenda of title, installed with
// adv advancement counters, at a table of four; it returns the agenda.
func scoreAtTable(t *testing.T, g *bso.Game, s *onr.State, title string, adv int32) int32 {
	t.Helper()
	c := card(t, g, s1, title)
	g.InstallCorp(c, onr.NewFort, false)
	s.Cards[c].Adv = adv
	ready(t, g)
	choose(t, g, s1, "gain")
	choose(t, g, s1, "score "+title)
	if s.Cards[c].Zone != onr.ZoneScored {
		t.Fatalf("%s in %s, not scored", title, s.Cards[c].Zone)
	}
	return c
}

func TestAgendasOfPartTwoAtATableOfFour(t *testing.T) {
	// Each agenda is scored by a Sponsor at a table of four and its text
	// takes effect there as in ONR.
	difficulty := func(agenda string, want int32) func(*testing.T, *bso.Game, *onr.State, int32) {
		return func(t *testing.T, g *bso.Game, s *onr.State, _ int32) {
			c := card(t, g, s1, agenda)
			g.InstallCorp(c, onr.NewFort, false)
			if got := g.Difficulty(c); got != want {
				t.Errorf("Sponsor 1's %s has difficulty %d, want %d", agenda, got, want)
			}
		}
	}
	takes := func(agenda string, stored int32) func(*testing.T, *bso.Game, *onr.State, int32) {
		return func(t *testing.T, g *bso.Game, s *onr.State, c int32) {
			if s.Cards[c].Bits != stored {
				t.Fatalf("%d bits on %s, want %d", s.Cards[c].Bits, agenda, stored)
			}
			bits := s.Players[s1].Bits
			choose(t, g, s1, "use "+agenda+": Take 3 bits from "+agenda)
			if got := s.Players[s1].Bits - bits; got != 3 || s.Cards[c].Bits != stored-3 {
				t.Errorf("Sponsor 1 took %d bits, %d left on %s", got, s.Cards[c].Bits, agenda)
			}
		}
	}
	points := func(want int32) func(*testing.T, *bso.Game, *onr.State, int32) {
		return func(t *testing.T, g *bso.Game, s *onr.State, _ int32) {
			if got := s.TeamPoints(s.Players[s1].Team); got != want {
				t.Errorf("Sponsor 1's team has %d points, want %d", got, want)
			}
		}
	}
	for _, tc := range []struct {
		agenda string
		adv    int32
		then   func(*testing.T, *bso.Game, *onr.State, int32)
	}{
		{"Artificial Security Directors", 3, difficulty("Political Coup", 3)},
		{"Executive Extraction", 3, difficulty("Hostile Takeover", 2)},
		{"Genetics-Visionary Acquisition", 3, difficulty("Ice Transmutation", 4)},
		{"Black Ice Quality Assurance", 5, func(t *testing.T, g *bso.Game, s *onr.State, _ int32) {
			ice := card(t, g, s1, "Brain Drain")
			g.InstallCorp(ice, fort(t, g, "Sponsor 1's HQ"), true)
			if got := g.IceStrength(ice); got != 3+2 {
				t.Errorf("Brain Drain has strength %d, want 5", got)
			}
		}},
		{"Political Coup", 4, takes("Political Coup", 12)},
		{"Corporate Coup", 5, takes("Corporate Coup", 15)},
		{"World Domination", 12, points(3 + 4)},
		{"Project Babylon", 7, points(1 + 2)},
		{"Employee Empowerment", 4, func(t *testing.T, g *bso.Game, s *onr.State, _ int32) {
			hand := len(s.Players[s1].Hand)
			choose(t, g, s1, "use Employee Empowerment: Draw two cards")
			if got := len(s.Players[s1].Hand); got != hand+2 {
				t.Errorf("Sponsor 1 holds %d cards, want %d", got, hand+2)
			}
		}},
		{"Corporate Boon", 6, func(t *testing.T, g *bso.Game, s *onr.State, c int32) {
			actions := s.Players[s1].Actions
			choose(t, g, s1, "use Corporate Boon: Gain an action")
			if s.Players[s1].Actions != actions+1 || s.Cards[c].Counters != 3 {
				t.Errorf("Sponsor 1 has %d actions (want %d), %d Boon counters left (want 3)", s.Players[s1].Actions, actions+1, s.Cards[c].Counters)
			}
		}},
		{"Project Zurich", 5, func(t *testing.T, g *bso.Game, s *onr.State, c int32) {
			if s.Cards[c].Counters != 1 {
				t.Errorf("%d counters on Project Zurich scored two over its difficulty, want 1", s.Cards[c].Counters)
			}
		}},
		{"Project Venice", 7, func(t *testing.T, g *bso.Game, s *onr.State, c int32) {
			n := 0
			for ; n < 10 && slices.Contains(options(g, s1), "gain"); n++ {
				choose(t, g, s1, "gain")
				passUntil(t, g, func() bool { return s.Active != s1 || slices.Contains(options(g, s1), "gain") })
			}
			if n != 2+1 {
				t.Errorf("Sponsor 1 took %d more actions in the turn it scored Project Venice three over, want 2+1", n)
			}
		}},
		{"AI Chief Financial Officer", 5, func(t *testing.T, g *bso.Game, s *onr.State, _ int32) {
			give(t, g, s1, "Hostile Takeover", "Data Wall")
			choose(t, g, s1, "use AI Chief Financial Officer: Shuffle HQ and the Archives into R&D, then draw five cards")
			if got := len(s.Players[s1].Hand); got != 5 || len(s.Players[s1].Discard) != 0 {
				t.Errorf("Sponsor 1 holds %d cards (want 5), %d in the Archives (want 0)", got, len(s.Players[s1].Discard))
			}
		}},
		{"Bioweapons Engineering", 4, func(t *testing.T, g *bso.Game, s *onr.State, _ int32) {
			tagOwnedBy(s, a2, s1)
			give(t, g, a2, "Score!", "Score!", "Score!", "Score!")
			ocst := card(t, g, s1, "On-Call Solo Team")
			g.InstallCorp(ocst, onr.NewFort, false)
			s.Cards[ocst].Adv = 4
			ready(t, g)
			choose(t, g, s1, "gain")
			choose(t, g, s1, "score On-Call Solo Team")
			choose(t, g, s1, "use On-Call Solo Team: Do 1 meat damage")
			passUntil(t, g, func() bool { return len(s.Players[a2].Hand) < 4 })
			if got := len(s.Players[a2].Hand); got != 4-2 {
				t.Errorf("Agent 2 holds %d cards after 1 meat damage and 1 more, want 2", got)
			}
		}},
		{"Detroit Police Contract", 4, func(t *testing.T, g *bso.Game, s *onr.State, c int32) {
			if s.Cards[c].Bits != 12 {
				t.Errorf("%d bits on Detroit Police Contract, want 12", s.Cards[c].Bits)
			}
		}},
	} {
		t.Run(tc.agenda+": scored by a Sponsor, takes effect at a table of four", func(t *testing.T) {
			g := newGame(t, 1)
			s := arrange(g, s1, 5)
			c := scoreAtTable(t, g, s, tc.agenda, tc.adv)
			tc.then(t, g, s, c)
		})
	}
}
