package bso_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/bso"
	"github.com/datafort/datafort/onr"
)

// poolAccess has Agent 2 run on Sponsor 1's fort, holding five cards, and
// go on until the run ends: Sponsor 1 takes pick when offered, the Agent
// leaves every card accessed. It returns the cards left in the Agent's hand.
func poolAccess(t *testing.T, g *bso.Game, s *onr.State, fort, pick string) int {
	t.Helper()
	give(t, g, a2, "Score!", "Score!", "Score!", "Score!", "Score!")
	ready(t, g)
	choose(t, g, a2, "run on "+fort)
	for i := 0; s.Run.Active; i++ {
		if i > 200 {
			t.Fatalf("no end of the run: %s", pending(g))
		}
		d := g.Pending()[0]
		opts := options(g, d.Seat)
		switch {
		case pick != "" && slices.Contains(opts, pick):
			choose(t, g, d.Seat, pick)
		case len(opts) > 0 && strings.HasPrefix(opts[0], "leave "):
			choose(t, g, d.Seat, opts[0])
		default:
			once := false
			passUntil(t, g, func() bool { done := once; once = true; return done })
		}
	}
	return len(s.Players[a2].Hand)
}

func TestPoolAmbushNodesAtATableOfFour(t *testing.T) {
	t.Run("TRAP! in Sponsor 1's HQ: the Sponsor pays 4 for 3 Net damage and a tag", func(t *testing.T) {
		g := newGame(t, 1)
		s := arrange(g, a2, 5)
		give(t, g, s1, "TRAP!")
		s.Players[s1].Bits = 5
		if got := poolAccess(t, g, s, "Sponsor 1's HQ", "use TRAP!: Pay 4 bits: 3 Net damage and a tag"); got != 2 {
			t.Errorf("Agent 2 holds %d cards, want 2", got)
		}
		if s.Players[a2].Tags != 1 || s.Players[s1].Bits != 1 {
			t.Errorf("Agent 2 has %d tags (want 1), Sponsor 1 %d bits (want 1)", s.Players[a2].Tags, s.Players[s1].Bits)
		}
	})
	for _, tc := range []struct {
		rezzed bool
		net    int
	}{{true, 4}, {false, 1}} {
		name := map[bool]string{true: "rezzed", false: "unrezzed"}[tc.rezzed]
		t.Run("Virus Test Site with two counters, "+name, func(t *testing.T) {
			g := newGame(t, 1)
			s := arrange(g, a2, 5)
			c := card(t, g, s1, "Virus Test Site")
			g.InstallCorp(c, onr.NewFort, tc.rezzed)
			s.Cards[c].Adv = 2
			if got := poolAccess(t, g, s, g.FortName(s.Cards[c].Fort), ""); got != 5-tc.net {
				t.Errorf("Agent 2 holds %d cards, want %d", got, 5-tc.net)
			}
		})
	}
	for _, tc := range []struct{ node, keep, trash string }{
		{"Experimental AI", "Dwarf", "Raptor"},
		{"Corprunner's Shattered Remains", "Zetatech Mem Chip", "MRAM Chip"},
	} {
		t.Run(tc.node+" with one counter", func(t *testing.T) {
			g := newGame(t, 1)
			s := arrange(g, a2, 5)
			c := card(t, g, s1, tc.node)
			g.InstallCorp(c, onr.NewFort, true)
			s.Cards[c].Adv = 1
			keep, trash := card(t, g, a2, tc.keep), card(t, g, a2, tc.trash)
			g.InstallRunner(keep, 0)
			g.InstallRunner(trash, 0)
			poolAccess(t, g, s, g.FortName(s.Cards[c].Fort), "trash "+tc.trash)
			if s.Cards[keep].Zone != onr.ZoneRig || s.Cards[trash].Zone != onr.ZoneDiscard {
				t.Errorf("%s in %s (want the rig), %s in %s (want the trash)", tc.keep, s.Cards[keep].Zone, tc.trash, s.Cards[trash].Zone)
			}
		})
	}
}
