package bso_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
)

// traceBids answers a trace at a table of four: the tracing seat bids bid,
// every other seat bids nothing and chooses no base-link card, until the
// trace is over (at most 20 decisions).
func traceBids(t *testing.T, g engine.Game, tracer engine.Seat, bid int, over func() bool) {
	t.Helper()
	for i := 0; i < 20 && !over(); i++ {
		d := g.Pending()[0]
		switch {
		case d.Kind == engine.Number && d.Seat == tracer:
			number(t, g, tracer, bid)
		case d.Kind == engine.Number:
			number(t, g, d.Seat, 0)
		case slices.Contains(options(g, d.Seat), "none"):
			choose(t, g, d.Seat, "none")
		default:
			choose(t, g, d.Seat, options(g, d.Seat)[0])
		}
	}
}

func TestCorpPool26AtATableOfFour(t *testing.T) {
	t.Run("Manhunt: against the opposing Agent who ran the Sponsor's fort in his last turn, a tag for each point of the trace above his link", func(t *testing.T) {
		g := newGame(t, 1)
		s := arrange(g, s1, 12)
		s.Players[a2].Hist = onr.History{Runs: 1, RunsOn: []int32{1, 0, 0, 0}} // Agent 2 ran Sponsor 1
		give(t, g, s1, "Manhunt")
		ready(t, g)
		choose(t, g, s1, "play Manhunt")
		traceBids(t, g, s1, 5, func() bool { return !s.Trace.Active && s.Players[a2].Tags > 0 })
		if s.Players[a2].Tags != 5 || s.TagsOwned(a2, s1) != 5 || s.Players[s1].Bits != 12-4-5 {
			t.Fatalf("Agent 2 has %d tags (%d owned by Sponsor 1; want 5), Sponsor 1 %d bits (want 3); pending %s",
				s.Players[a2].Tags, s.TagsOwned(a2, s1), s.Players[s1].Bits, pending(g))
		}
	})
}

func TestCorporateRetreatAtATableOfFour(t *testing.T) {
	// Sponsor 1 scores Corporate Retreat and gains 2 by its ability; Sponsor
	// 2's install does not lose it; Sponsor 1's own install does.
	const use = "use Corporate Retreat: Gain 2 bits"
	g := newGame(t, 1)
	s := arrange(g, s1, 5)
	c := card(t, g, s1, "Corporate Retreat")
	g.InstallCorp(c, onr.NewFort, false)
	s.Cards[c].Adv = 4
	ready(t, g)
	choose(t, g, s1, "gain")
	choose(t, g, s1, "score Corporate Retreat")
	passUntil(t, g, func() bool { return slices.Contains(options(g, s1), use) })
	choose(t, g, s1, use)
	if s.Players[s1].Bits != 5+1+2 {
		t.Fatalf("Sponsor 1 has %d bits, want 8", s.Players[s1].Bits)
	}
	arrange(g, s2, 5)
	give(t, g, s2, "Data Wall")
	ready(t, g)
	choose(t, g, s2, "install Data Wall on Sponsor 2's R&D")
	arrange(g, s1, 5)
	give(t, g, s1, "Data Wall")
	ready(t, g)
	if !slices.Contains(options(g, s1), use) {
		t.Fatalf("Sponsor 2's install lost Sponsor 1's ability: %q", options(g, s1))
	}
	choose(t, g, s1, "install Data Wall on Sponsor 1's R&D")
	passUntil(t, g, func() bool { return len(g.Pending()) > 0 && g.Pending()[0].Prompt == "Take an action" })
	if slices.Contains(options(g, s1), use) {
		t.Fatalf("still offered after Sponsor 1's install: %q", options(g, s1))
	}
}

func TestViralBreedingGroundAtATableOfFour(t *testing.T) {
	t.Run("Viral Breeding Ground: scored by Sponsor 1, the ice of its fort is trashed, Sponsor 2's is not", func(t *testing.T) {
		g := newGame(t, 1)
		s := arrange(g, s1, 5)
		c := card(t, g, s1, "Viral Breeding Ground")
		fi := g.InstallCorp(c, onr.NewFort, false)
		ice := card(t, g, s1, "Data Wall")
		g.InstallCorp(ice, fi, true)
		other := card(t, g, s2, "Data Wall")
		g.InstallCorp(other, fort(t, g, "Sponsor 2's HQ"), true)
		s.Cards[c].Adv = 4
		ready(t, g)
		choose(t, g, s1, "gain")
		choose(t, g, s1, "score Viral Breeding Ground")
		if s.Cards[ice].Zone != onr.ZoneDiscard || s.Cards[other].Zone != onr.ZoneIce {
			t.Fatalf("Sponsor 1's Data Wall in %s (want the trash), Sponsor 2's in %s (want ice)", s.Cards[ice].Zone, s.Cards[other].Zone)
		}
	})
	t.Run("Viral Breeding Ground: accessed by Agent 2, Sponsor 1 brings back two of his programs per counter", func(t *testing.T) {
		g := newGame(t, 1)
		s := arrange(g, a2, 5)
		c := card(t, g, s1, "Viral Breeding Ground")
		fi := g.InstallCorp(c, onr.NewFort, false)
		s.Cards[c].Adv = 1
		var progs []int32
		for _, title := range []string{"Morphing Tool", "Black Widow", "Dwarf"} {
			p := card(t, g, a2, title)
			g.InstallRunner(p, 0)
			progs = append(progs, p)
		}
		give(t, g, a2, "Score!", "Score!")
		ready(t, g)
		choose(t, g, a2, "run on "+g.FortName(fi))
		picks := []string{"choose Morphing Tool", "choose Dwarf"}
		for i := 0; s.Run.Active && i < 100; i++ {
			d := g.Pending()[0]
			opts := options(g, d.Seat)
			switch {
			case len(picks) > 0 && d.Seat == s1 && slices.Contains(opts, picks[0]):
				choose(t, g, s1, picks[0])
				picks = picks[1:]
			case slices.Contains(opts, "pass"):
				choose(t, g, d.Seat, "pass")
			case slices.Contains(opts, "continue"):
				choose(t, g, d.Seat, "continue")
			default:
				choose(t, g, d.Seat, opts[0])
			}
		}
		if len(picks) > 0 {
			t.Fatalf("Sponsor 1 was never offered %q", picks)
		}
		if s.Cards[progs[0]].Zone != onr.ZoneHand || s.Cards[progs[2]].Zone != onr.ZoneHand || s.Cards[progs[1]].Zone != onr.ZoneRig {
			t.Fatalf("Morphing Tool in %s, Dwarf in %s (want the hand), Black Widow in %s (want installed)",
				s.Cards[progs[0]].Zone, s.Cards[progs[2]].Zone, s.Cards[progs[1]].Zone)
		}
	})
}

func TestSecurityPurgeAtATableOfFour(t *testing.T) {
	// Sponsor 1 scores Security Purge: the top three of its own R&D are
	// shown; the ice goes on one of its own forts only, rezzed at no cost;
	// the rest is trashed; Sponsor 2's R&D is untouched.
	g := newGame(t, 1)
	s := arrange(g, s1, 5)
	var top []int32
	for _, title := range []string{"Hostile Takeover", "Quandary", "Data Wall"} { // each put on top: Data Wall ends on top
		c := card(t, g, s1, title)
		g.PutAt(c, s1, onr.ZoneDeck, true)
		top = append([]int32{c}, top...)
	}
	other := slices.Clone(s.Players[s2].Deck)
	c := card(t, g, s1, "Security Purge")
	g.InstallCorp(c, onr.NewFort, false)
	s.Cards[c].Adv = 3
	ready(t, g)
	choose(t, g, s1, "gain")
	choose(t, g, s1, "score Security Purge")
	for _, o := range options(g, s1) {
		if strings.Contains(o, "Sponsor 2") {
			t.Errorf("Sponsor 1 offered %q", o)
		}
	}
	choose(t, g, s1, "install Data Wall on Sponsor 1's HQ")
	choose(t, g, s1, "install Quandary in a new fort")
	if !s.Cards[top[0]].Rezzed || !s.Cards[top[1]].Rezzed || s.Cards[top[2]].Zone != onr.ZoneDiscard || s.Players[s1].Bits != 6 {
		t.Errorf("Data Wall rezzed %v, Quandary rezzed %v (want both), Hostile Takeover in %s (want the trash), Sponsor 1 %d bits (want 6)",
			s.Cards[top[0]].Rezzed, s.Cards[top[1]].Rezzed, s.Cards[top[2]].Zone, s.Players[s1].Bits)
	}
	if !slices.Equal(s.Players[s2].Deck, other) {
		t.Errorf("Sponsor 2's R&D changed")
	}
}

func TestDataFortReclamationAtATableOfFour(t *testing.T) {
	// Sponsor 1 scores Data Fort Reclamation: 10 bits, a card of its own
	// HQ installed and rezzed in a new fort of its own, the rest of the
	// bits back to the bank; Sponsor 2's HQ is not offered.
	g := newGame(t, 1)
	s := arrange(g, s1, 0)
	wall := give(t, g, s1, "Wall of Static")[0]
	give(t, g, s2, "Data Wall")
	c := card(t, g, s1, "Data Fort Reclamation")
	g.InstallCorp(c, onr.NewFort, false)
	s.Cards[c].Adv = 4
	ready(t, g)
	choose(t, g, s1, "gain")
	choose(t, g, s1, "score Data Fort Reclamation")
	if got := options(g, s1); !slices.Equal(got, []string{"done", "install Wall of Static in a new fort"}) {
		t.Fatalf("Sponsor 1 offered %q", got)
	}
	choose(t, g, s1, "install Wall of Static in a new fort")
	choose(t, g, s1, "rez Wall of Static")
	if !s.Cards[wall].Rezzed || s.Forts[s.Cards[wall].Fort].Owner != s1 || s.Players[s1].Bits != 1 {
		t.Fatalf("Wall of Static rezzed %v on a fort of seat %d (want Sponsor 1's); Sponsor 1 has %d bits (want 1: 3 paid, 7 back)",
			s.Cards[wall].Rezzed, s.Forts[s.Cards[wall].Fort].Owner, s.Players[s1].Bits)
	}
}

func TestRentToOwnContractAtATableOfFour(t *testing.T) {
	// Sponsor 1 rezzes its Wall of Static on terms (3 counters); the other
	// seats' turn starts leave them; at Sponsor 1's next turn start it pays
	// 2 and one counter goes.
	g := newGame(t, 1)
	s := arrange(g, s1, 5)
	wall := card(t, g, s1, "Wall of Static")
	g.InstallCorp(wall, fort(t, g, "Sponsor 1's HQ"), false)
	give(t, g, s1, "Rent-to-Own Contract")
	ready(t, g)
	choose(t, g, s1, "play Rent-to-Own Contract")
	choose(t, g, s1, "rez Wall of Static")
	counters := func() int32 {
		for _, l := range s.Lasting {
			if l.Mod == onr.ModLeaseCounters {
				return l.N
			}
		}
		return -1
	}
	if !s.Cards[wall].Rezzed || s.Players[s1].Bits != 5 || counters() != 3 {
		t.Fatalf("Wall of Static rezzed %v, Sponsor 1 %d bits (want 5), %d Term counters (want 3)", s.Cards[wall].Rezzed, s.Players[s1].Bits, counters())
	}
	gainUntil(t, g, func() bool { return s.Active != s1 })
	turn := s.Turn
	var before int32
	gainUntil(t, g, func() bool {
		if s.Active != s1 {
			before = s.Players[s1].Bits
		}
		d, ok := engine.DecisionFor(g, s1)
		return s.Turn > turn && s.Active == s1 && ok && d.Prompt == "Take an action"
	})
	if counters() != 2 || s.Players[s1].Bits != before-2 {
		t.Fatalf("%d Term counters at Sponsor 1's next turn (want 2); %d bits, %d before it (want 2 less)", counters(), s.Players[s1].Bits, before)
	}
}
