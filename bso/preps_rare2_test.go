package bso_test

import (
	"slices"
	"testing"

	"github.com/datafort/datafort/bso"
	"github.com/datafort/datafort/onr"
)

// runHQOfSponsor1 has Agent 2 make a successful run on Sponsor 1's HQ (no
// ice), accessing what it may, and returns at Agent 2's next action.
func runHQOfSponsor1(t *testing.T, g *bso.Game, s *onr.State) {
	t.Helper()
	choose(t, g, a2, "run on Sponsor 1's HQ")
	for i := 0; s.Run.Active; i++ {
		if i > 100 || len(g.Pending()) == 0 {
			t.Fatalf("the run does not end: %s", pending(g))
		}
		d := g.Pending()[0]
		opts := options(g, d.Seat)
		switch {
		case slices.Contains(opts, "pass"):
			choose(t, g, d.Seat, "pass")
		case slices.Contains(opts, "continue"):
			choose(t, g, d.Seat, "continue")
		default:
			o := slices.IndexFunc(opts, func(o string) bool { return o != "jack-out" })
			choose(t, g, d.Seat, opts[o])
		}
	}
	passUntil(t, g, func() bool { return s.Active == a2 && slices.Contains(options(g, a2), "gain") })
}

func TestRarePrepsAfterARunAtATableOfFour(t *testing.T) {
	t.Run("Synchronized Attack on HQ: after a successful run on a Sponsor's HQ, that Sponsor pays 2 bits a card it keeps and discards the rest", func(t *testing.T) {
		g := newGame(t, 1)
		s := arrange(g, a2, 10)
		give(t, g, s1, "Accounts Receivable", "Data Wall")
		ready(t, g)
		runHQOfSponsor1(t, g, s)
		held, discarded := len(s.Players[s1].Hand), len(s.Players[s1].Discard)
		if held == 0 {
			t.Fatal("Sponsor 1's HQ is empty after the run")
		}
		give(t, g, a2, "Synchronized Attack on HQ")
		g.Reprompt()
		choose(t, g, a2, "play Synchronized Attack on HQ")
		choose(t, g, s1, "done") // keeps none
		if len(s.Players[s1].Hand) != 0 || len(s.Players[s1].Discard) != discarded+held {
			t.Fatalf("Sponsor 1 holds %d cards (want 0), discarded %d (want %d)", len(s.Players[s1].Hand), len(s.Players[s1].Discard), discarded+held)
		}
	})
	t.Run("Remote Detonator: after a successful run on a Sponsor's fort, its rezzed ice there is trashed and the Agent takes three tags", func(t *testing.T) {
		g := newGame(t, 1)
		s := arrange(g, a2, 10)
		ready(t, g)
		runHQOfSponsor1(t, g, s)
		ice := card(t, g, s1, "Data Wall")
		g.InstallCorp(ice, fort(t, g, "Sponsor 1's HQ"), true)
		tags := s.Players[a2].Tags
		give(t, g, a2, "Remote Detonator")
		g.Reprompt()
		choose(t, g, a2, "play Remote Detonator")
		passUntil(t, g, func() bool { return s.Active == a2 && slices.Contains(options(g, a2), "gain") })
		if s.Cards[ice].Zone != onr.ZoneDiscard || s.Players[a2].Tags != tags+3 {
			t.Fatalf("Data Wall in zone %v (want the Archives), Agent 2 has %d tags (want %d)", s.Cards[ice].Zone, s.Players[a2].Tags, tags+3)
		}
	})
}
