package bso_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/bso"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
)

// accessPicking has Agent 2, with five cards in hand, run on fort and
// access what it holds; whoever is asked takes the first of picks offered,
// leaves a card accessed otherwise, and passes. It returns the cards left
// in Agent 2's hand.
func accessPicking(t *testing.T, g *bso.Game, s *onr.State, fort string, picks ...string) int {
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
		if j := slices.IndexFunc(picks, func(p string) bool { return slices.Contains(opts, p) }); j >= 0 {
			choose(t, g, d.Seat, picks[j])
			continue
		}
		if len(opts) > 0 && strings.HasPrefix(opts[0], "leave ") {
			choose(t, g, d.Seat, opts[0])
			continue
		}
		once := false
		passUntil(t, g, func() bool { done := once; once = true; return done })
	}
	return len(s.Players[a2].Hand)
}

func TestFetalAIAtATableOfFour(t *testing.T) {
	// Agent 2 accesses Fetal AI in Sponsor 1's HQ: 2 Net damage, and he
	// pays 2 bits more to liberate it.
	g := newGame(t, 1)
	s := arrange(g, a2, 5)
	c := give(t, g, s1, "Fetal AI")[0]
	got := accessPicking(t, g, s, "Sponsor 1's HQ", "steal Fetal AI", "score-agenda Fetal AI")
	if got != 3 || s.Cards[c].Zone != onr.ZoneScored || s.Players[a2].Bits != 5-2 {
		t.Errorf("Agent 2 holds %d cards (want 5-2), %d bits (want 3); Fetal AI in %s (want scored)", got, s.Players[a2].Bits, s.Cards[c].Zone)
	}
}

func TestRevealingAgendasAtATableOfFour(t *testing.T) {
	// Sponsor 1 scores the agenda with a rezzed and an unrezzed piece of
	// ice of its type on its HQ; Sponsor 2 has an unrezzed one too. Only
	// Sponsor 1's own unrezzed piece may be revealed; revealed, it and the
	// rezzed one pay a bit each.
	for _, tc := range []struct{ agenda, rezzed, unrezzed string }{
		{"Superior Net Barriers", "Wall of Static", "Data Wall"},
		{"Encryption Breakthrough", "Quandary", "Sleeper"},
	} {
		t.Run(tc.agenda+": a Sponsor reveals only its own ice", func(t *testing.T) {
			g := newGame(t, 1)
			s := arrange(g, s1, 5)
			g.InstallCorp(card(t, g, s1, tc.rezzed), fort(t, g, "Sponsor 1's HQ"), true)
			own := card(t, g, s1, tc.unrezzed)
			g.InstallCorp(own, fort(t, g, "Sponsor 1's HQ"), false)
			g.InstallCorp(card(t, g, s2, tc.unrezzed), fort(t, g, "Sponsor 2's HQ"), false)
			c := card(t, g, s1, tc.agenda)
			g.InstallCorp(c, onr.NewFort, false)
			s.Cards[c].Adv = 6
			ready(t, g)
			choose(t, g, s1, "gain")
			choose(t, g, s1, "score "+tc.agenda)
			if got := options(g, s1); !slices.Equal(got, []string{"done", "choose " + tc.unrezzed}) {
				t.Fatalf("Sponsor 1 offered %q; want done and its own %s", got, tc.unrezzed)
			}
			bits := s.Players[s1].Bits
			choose(t, g, s1, "choose "+tc.unrezzed) // the last to reveal: the gain follows
			if got := s.Players[s1].Bits - bits; got != 2 || !s.Cards[own].FaceUp {
				t.Errorf("Sponsor 1 gained %d bits (want 2); its %s face up: %v", got, tc.unrezzed, s.Cards[own].FaceUp)
			}
		})
	}
}

func TestCorporateDownsizingAtATableOfFour(t *testing.T) {
	// Sponsor 1 scores Corporate Downsizing and shows Political Coup of its
	// HQ: 4 bits, and the agenda goes into its own R&D.
	g := newGame(t, 1)
	s := arrange(g, s1, 5)
	pc := give(t, g, s1, "Political Coup")[0]
	deck := len(s.Players[s1].Deck)
	c := card(t, g, s1, "Corporate Downsizing")
	g.InstallCorp(c, onr.NewFort, false)
	s.Cards[c].Adv = 3
	ready(t, g)
	choose(t, g, s1, "gain")
	choose(t, g, s1, "score Corporate Downsizing")
	bits := s.Players[s1].Bits
	choose(t, g, s1, "choose Political Coup") // the only agenda: the gain follows
	if got := s.Players[s1].Bits - bits; got != 4 || s.Cards[pc].Zone != onr.ZoneDeck || s.Cards[pc].At != s1 || len(s.Players[s1].Deck) != deck+1 {
		t.Errorf("Sponsor 1 gained %d bits (want 4); Political Coup in %s of seat %d (want Sponsor 1's R&D)", got, s.Cards[pc].Zone, s.Cards[pc].At)
	}
}

func TestSecurityNetOptimizationAtATableOfFour(t *testing.T) {
	// Sponsor 1 may choose only its own forts; its HQ's ice gets +1,
	// Sponsor 2's does not.
	g := newGame(t, 1)
	s := arrange(g, s1, 5)
	own := card(t, g, s1, "Wall of Static")
	g.InstallCorp(own, fort(t, g, "Sponsor 1's HQ"), true)
	other := card(t, g, s2, "Wall of Static")
	g.InstallCorp(other, fort(t, g, "Sponsor 2's HQ"), true)
	c := card(t, g, s1, "Security Net Optimization")
	g.InstallCorp(c, onr.NewFort, false)
	s.Cards[c].Adv = 5
	ready(t, g)
	choose(t, g, s1, "gain")
	choose(t, g, s1, "score Security Net Optimization")
	for _, o := range options(g, s1) {
		if strings.Contains(o, "Sponsor 2") {
			t.Errorf("Sponsor 1 offered %q", o)
		}
	}
	choose(t, g, s1, "choose-fort Sponsor 1's HQ")
	if a, b := g.IceStrength(own), g.IceStrength(other); a != 3 || b != 2 {
		t.Errorf("Walls of Static: Sponsor 1's %d (want 3), Sponsor 2's %d (want 2)", a, b)
	}
}

func TestSuperserumAtATableOfFour(t *testing.T) {
	// Sponsor 1 scores Superserum: its own virus counters go, Sponsor 2's
	// stay, and Sponsor 1 will avoid the next two given to it.
	g := newGame(t, 1)
	s := arrange(g, s1, 5)
	bb := s.Cards[card(t, g, a2, "Butcher Boy")].ID
	s.Players[s1].Virus = []onr.Virus{{ID: bb, N: 2}}
	s.Players[s2].Virus = []onr.Virus{{ID: bb, N: 1}}
	scoreAtTable(t, g, s, "Superserum", 3)
	if len(s.Players[s1].Virus) != 0 || len(s.Players[s2].Virus) != 1 {
		t.Errorf("Sponsor 1 holds %v (want none), Sponsor 2 %v (want its one counter)", s.Players[s1].Virus, s.Players[s2].Virus)
	}
	avoid := 0
	for _, l := range s.Lasting {
		if l.Mod == onr.ModAvoidVirus && l.Seat == s1 {
			avoid += int(l.N)
		}
	}
	if avoid != 2 {
		t.Errorf("Sponsor 1 will avoid %d virus counters, want 2", avoid)
	}
}

func TestCorporateHeadhuntersAtATableOfFour(t *testing.T) {
	// Sponsor 1 damages Agent 2, tagged by its team: Agent 2's hand size
	// drops by 1 for good, Agent 1's stays.
	g := newGame(t, 1)
	s := arrange(g, s1, 5)
	tagOwnedBy(s, a2, s1)
	give(t, g, a2, "Score!", "Score!", "Score!", "Score!")
	c := card(t, g, s1, "Corporate Headhunters")
	g.InstallCorp(c, onr.NewFort, false)
	s.Cards[c].Adv = 5
	ready(t, g)
	lost := func(seat engine.Seat) (n int32) { // hand size lost for the rest of the game
		for _, l := range s.Lasting {
			if l.Mod == onr.ModHandSize && l.Seat == seat {
				n -= l.N
			}
		}
		return n
	}
	choose(t, g, s1, "gain")
	choose(t, g, s1, "score Corporate Headhunters")
	choose(t, g, s1, "use Corporate Headhunters: Do 1 meat damage")
	passUntil(t, g, func() bool { return len(s.Players[a2].Hand) < 4 })
	if len(s.Players[a2].Hand) != 3 || lost(a2) != 1 || lost(a1) != 0 {
		t.Errorf("Agent 2 holds %d cards (want 3), lost %d of hand size (want 1); Agent 1 lost %d (want 0)",
			len(s.Players[a2].Hand), lost(a2), lost(a1))
	}
}
