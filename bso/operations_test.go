package bso_test

import (
	"slices"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
)

func TestAdvancementOperationsAtATableOfFour(t *testing.T) {
	// The operations that add advancement counters put them only on the
	// playing Sponsor's own cards that can be advanced, never on another
	// Sponsor's agenda, and from no bit pool; Overtime Incentives gains
	// the playing Sponsor two actions.
	cases := []struct {
		name, op string
		cost     int32
		picks    int   // counters put on Sponsor 1's agenda
		actions  int32 // Sponsor 1's actions afterwards
	}{
		{"Systematic Layoffs: two counters on the Sponsor's own agenda", "Systematic Layoffs", 5, 2, 2},
		{"Management Shake-Up: three counters on the Sponsor's own agenda", "Management Shake-Up", 10, 3, 2},
		{"Project Consultants: four counters on the Sponsor's own agenda", "Project Consultants", 12, 4, 2},
		{"Team Restructuring: one counter on each of up to two of the Sponsor's cards", "Team Restructuring", 1, 1, 2},
		{"Overtime Incentives: the Sponsor gains two actions", "Overtime Incentives", 4, 0, 4},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g := newGame(t, 1)
			s := arrange(g, s1, 15)
			own := card(t, g, s1, "Hostile Takeover")
			g.InstallCorp(own, onr.NewFort, false)
			other := card(t, g, s2, "Priority Requisition")
			g.InstallCorp(other, onr.NewFort, false)
			give(t, g, s1, tc.op)
			ready(t, g)
			choose(t, g, s1, "play "+tc.op)
			for i := 0; i < tc.picks; i++ {
				if opts := options(g, s1); !slices.Equal(opts, []string{"choose Hostile Takeover"}) && !slices.Equal(opts, []string{"choose Hostile Takeover", "none"}) {
					t.Fatalf("offered %q; want only Sponsor 1's own agenda (and to stop, for Team Restructuring)", opts)
				}
				choose(t, g, s1, "choose Hostile Takeover")
			}
			if s.Cards[own].Adv != int32(tc.picks) || s.Cards[other].Adv != 0 || s.Players[s1].Bits != 15-tc.cost || s.Players[s1].Actions != tc.actions {
				t.Fatalf("Hostile Takeover has %d counters (want %d), Priority Requisition %d (want 0); Sponsor 1 has %d bits (want %d), %d actions (want %d)",
					s.Cards[own].Adv, tc.picks, s.Cards[other].Adv, s.Players[s1].Bits, 15-tc.cost, s.Players[s1].Actions, tc.actions)
			}
		})
	}
}

func TestBadtimesAtATableOfFour(t *testing.T) {
	// Badtimes needs a tag of the Sponsor's team ("Handling Tags"): the
	// Agent it names has 2 MU fewer until the end of the turn, the other
	// Agent keeps his.
	g := newGame(t, 1)
	s := arrange(g, s1, 10)
	tagOwnedBy(s, a2, s1)
	give(t, g, s1, "Badtimes")
	ready(t, g)
	before1, before2 := s.MU(a1), s.MU(a2)
	choose(t, g, s1, "play Badtimes")
	if s.MU(a2) != before2-2 || s.MU(a1) != before1 || s.Players[s1].Bits != 6 {
		t.Fatalf("Agent 2 has %d MU (want %d), Agent 1 %d (want %d); Sponsor 1 has %d bits (want 6)", s.MU(a2), before2-2, s.MU(a1), before1, s.Players[s1].Bits)
	}
	for s.Active == s1 {
		if slices.Contains(options(g, s1), "gain") {
			choose(t, g, s1, "gain") // Sponsor 1's last two actions
			continue
		}
		passUntil(t, g, func() bool { return s.Active != s1 || slices.Contains(options(g, s1), "gain") })
	}
	if s.MU(a2) != before2 {
		t.Fatalf("Agent 2 has %d MU after Sponsor 1's turn, want %d", s.MU(a2), before2)
	}
}

func TestDoubleOperationsAtATableOfFour(t *testing.T) {
	// A double operation takes two of a Sponsor's actions. Corporate
	// Shuffle draws five from the Sponsor's own R&D and shuffles a card
	// of its HQ back; Reclamation Project brings the ice of the Sponsor's
	// own Archives into its HQ.
	t.Run("Corporate Shuffle: five cards drawn, one shuffled back, two actions", func(t *testing.T) {
		g := newGame(t, 1)
		s := arrange(g, s1, 5)
		give(t, g, s1, "Corporate Shuffle")
		kept := give(t, g, s1, "Hostile Takeover")[0]
		ready(t, g)
		deck := len(s.Players[s1].Deck)
		choose(t, g, s1, "play Corporate Shuffle")
		choose(t, g, s1, "choose Hostile Takeover")
		if s.Cards[kept].Zone != onr.ZoneDeck || s.Cards[kept].At != s1 || len(s.Players[s1].Hand) != 5 || len(s.Players[s1].Deck) != deck-4 || s.Players[s1].Actions != 1 {
			t.Fatalf("Hostile Takeover in %s of seat %d; Sponsor 1 holds %d cards (want 5), R&D %d (want %d), %d actions (want 1)",
				s.Cards[kept].Zone, s.Cards[kept].At, len(s.Players[s1].Hand), len(s.Players[s1].Deck), deck-4, s.Players[s1].Actions)
		}
	})
	t.Run("Reclamation Project: the ice of the Sponsor's own Archives into its HQ, two actions", func(t *testing.T) {
		g := newGame(t, 1)
		s := arrange(g, s1, 5)
		own := card(t, g, s1, "Wall of Static")
		g.PutAt(own, s1, onr.ZoneDiscard, false)
		other := card(t, g, s2, "Data Wall")
		g.PutAt(other, s2, onr.ZoneDiscard, false)
		give(t, g, s1, "Reclamation Project")
		ready(t, g)
		choose(t, g, s1, "play Reclamation Project")
		if opts := options(g, s1); !slices.Equal(opts, []string{"choose Wall of Static", "none"}) {
			t.Fatalf("offered %q; want only Sponsor 1's own ice", opts)
		}
		choose(t, g, s1, "choose Wall of Static")
		if s.Cards[own].Zone != onr.ZoneHand || s.Cards[other].Zone != onr.ZoneDiscard || s.Players[s1].Actions != 1 {
			t.Fatalf("Wall of Static in %s, Data Wall in %s; Sponsor 1 has %d actions (want 1)", s.Cards[own].Zone, s.Cards[other].Zone, s.Players[s1].Actions)
		}
	})
}

func TestFalsifiedTransactionsExpertAtATableOfFour(t *testing.T) {
	// Falsified-Transactions Expert moves counters between the playing
	// Sponsor's own cards only: another Sponsor's agenda is neither a
	// source nor a destination.
	g := newGame(t, 1)
	s := arrange(g, s1, 5)
	from := card(t, g, s1, "Hostile Takeover")
	g.InstallCorp(from, onr.NewFort, false)
	to := card(t, g, s1, "Priority Requisition")
	g.InstallCorp(to, onr.NewFort, false)
	other := card(t, g, s2, "Priority Requisition")
	g.InstallCorp(other, onr.NewFort, false)
	s.Cards[from].Adv, s.Cards[other].Adv = 3, 2
	give(t, g, s1, "Falsified-Transactions Expert")
	ready(t, g)
	choose(t, g, s1, "play Falsified-Transactions Expert")
	if opts := options(g, s1); !slices.Equal(opts, []string{"choose Hostile Takeover"}) {
		t.Fatalf("sources offered %q; want only Sponsor 1's Hostile Takeover", opts)
	}
	choose(t, g, s1, "choose Hostile Takeover")
	if opts := options(g, s1); !slices.Equal(opts, []string{"choose Priority Requisition"}) {
		t.Fatalf("destinations offered %q; want only Sponsor 1's Priority Requisition", opts)
	}
	choose(t, g, s1, "choose Priority Requisition")
	d, _ := engine.DecisionFor(g, s1)
	apply(t, g, engine.Choice{Decision: d.ID, Seat: s1, Number: 2})
	if s.Cards[from].Adv != 1 || s.Cards[to].Adv != 2 || s.Cards[other].Adv != 2 || s.Players[s1].Bits != 4 {
		t.Fatalf("counters %d, %d, Sponsor 2's %d (want 1, 2, 2); Sponsor 1 has %d bits (want 4)", s.Cards[from].Adv, s.Cards[to].Adv, s.Cards[other].Adv, s.Players[s1].Bits)
	}
}
