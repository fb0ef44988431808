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
		if _, over := g.Result(); over {
			break // a trash ended the game in the run (Nevinyrral's leave-play trigger, at once: R176)
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

func TestPoolNodesThatLeaveTheirPlaceAtATableOfFour(t *testing.T) {
	t.Run("Stereogram Antibody in Sponsor 1's Archives: 1 Net damage, shuffled into R&D", func(t *testing.T) {
		g := newGame(t, 1)
		s := arrange(g, a2, 5)
		c := give(t, g, s1, "Stereogram Antibody")[0]
		g.Put(c, onr.ZoneDiscard, false)
		if got := poolAccess(t, g, s, "Sponsor 1's Archives", ""); got != 4 || s.Cards[c].Zone != onr.ZoneDeck {
			t.Errorf("Agent 2 holds %d cards (want 4), Stereogram Antibody in %s (want R&D)", got, s.Cards[c].Zone)
		}
	})
	t.Run("Bel-Digmo Antibody: rezzed, shuffled into Sponsor 1's R&D", func(t *testing.T) {
		g := newGame(t, 1)
		s := arrange(g, s1, 5)
		c := give(t, g, s1, "Bel-Digmo Antibody")[0]
		ready(t, g)
		choose(t, g, s1, "install Bel-Digmo Antibody in a new fort")
		passUntil(t, g, func() bool { return slices.Contains(options(g, s1), "rez Bel-Digmo Antibody") })
		choose(t, g, s1, "rez Bel-Digmo Antibody")
		if s.Cards[c].Zone != onr.ZoneDeck || s.Cards[c].At != s1 {
			t.Errorf("Bel-Digmo Antibody in %s of seat %d, want Sponsor 1's R&D", s.Cards[c].Zone, s.Cards[c].At)
		}
	})
	t.Run("Nevinyrral: trashed by Agent 2, Sponsor 1's team loses", func(t *testing.T) {
		g := newGame(t, 1)
		s := arrange(g, a2, 5)
		c := card(t, g, s1, "Nevinyrral")
		g.InstallCorp(c, onr.NewFort, true)
		poolAccess(t, g, s, g.FortName(s.Cards[c].Fort), "trash Nevinyrral for 5")
		if r, over := g.Result(); !over || slices.Contains(r.Winners, s1) {
			t.Errorf("game over %v, result %+v: Sponsor 1's team should have lost", over, r)
		}
	})
	t.Run("Cowboy Sysop and Syd Meyer Superstores: Sponsor 1's actions", func(t *testing.T) {
		g := newGame(t, 1)
		s := arrange(g, s1, 0)
		sysop := card(t, g, s1, "Cowboy Sysop")
		g.InstallCorp(sysop, onr.NewFort, true)
		g.InstallCorp(card(t, g, s1, "Syd Meyer Superstores"), onr.NewFort, true)
		ice := card(t, g, s1, "Data Wall")
		g.InstallCorp(ice, fort(t, g, "Sponsor 1's HQ"), true)
		ready(t, g)
		choose(t, g, s1, "use Syd Meyer Superstores: Trash a rezzed piece of ice: gain 4 bits")
		choose(t, g, s1, "trash Data Wall")
		passUntil(t, g, func() bool { return slices.Contains(options(g, s1), "gain") })
		choose(t, g, s1, "use Cowboy Sysop: Store an installed card in HQ")
		choose(t, g, s1, "choose Cowboy Sysop")
		if s.Cards[ice].Zone != onr.ZoneDiscard || s.Players[s1].Bits != 4 || s.Cards[sysop].Zone != onr.ZoneHand {
			t.Errorf("Data Wall in %s (want the Archives), Sponsor 1 %d bits (want 4), Cowboy Sysop in %s (want HQ)",
				s.Cards[ice].Zone, s.Players[s1].Bits, s.Cards[sysop].Zone)
		}
	})
}

func TestPoolAntibodiesAtATableOfFour(t *testing.T) {
	t.Run("Doppelganger Antibody in Sponsor 1's HQ: Agent 2 loses a bit at the start of his turn", func(t *testing.T) {
		g := newGame(t, 1)
		s := arrange(g, a2, 5)
		give(t, g, s1, "Doppelganger Antibody")
		s.Players[s1].Bits = 5
		poolAccess(t, g, s, "Sponsor 1's HQ", "use Doppelganger Antibody: Pay 2 bits: give the Runner a counter")
		if s.Players[s1].Bits != 3 {
			t.Fatalf("Sponsor 1 has %d bits, want 3", s.Players[s1].Bits)
		}
		gainUntil(t, g, func() bool { return s.Active != a2 })
		s.Players[a2].Bits = 6
		gainUntil(t, g, func() bool { return s.Active == a2 })
		passUntil(t, g, func() bool { return slices.Contains(options(g, a2), "gain") })
		if s.Players[a2].Bits != 5 {
			t.Errorf("Agent 2 has %d bits after the start of his turn, want 5", s.Players[a2].Bits)
		}
	})
	t.Run("Pattel Antibody in Sponsor 1's HQ: Agent 2's icebreakers get -1 strength", func(t *testing.T) {
		g := newGame(t, 1)
		s := arrange(g, a2, 5)
		give(t, g, s1, "Pattel Antibody")
		s.Players[s1].Bits = 5
		b := card(t, g, a2, "Codecracker")
		g.InstallRunner(b, 0)
		poolAccess(t, g, s, "Sponsor 1's HQ", "use Pattel Antibody: Pay 3 bits: a -1 strength counter on every icebreaker")
		if got := g.BreakerStrength(b); got != -1 || s.Players[s1].Bits != 2 {
			t.Errorf("Codecracker strength %d (want -1), Sponsor 1 %d bits (want 2)", got, s.Players[s1].Bits)
		}
	})
}

func TestPoolNodesThatAnswerRunsAtATableOfFour(t *testing.T) {
	t.Run("Indiscriminate Response Team: Agent 2's successful run on Sponsor 1's Archives", func(t *testing.T) {
		g := newGame(t, 1)
		s := arrange(g, a2, 5)
		g.InstallCorp(card(t, g, s1, "Indiscriminate Response Team"), onr.NewFort, true)
		const use = "use Indiscriminate Response Team: The Runner shuffles the hand into the stack and draws as many"
		before := give(t, g, a2, "Score!", "Score!", "Score!", "Score!", "Score!")
		poolAccess(t, g, s, "Sponsor 1's Archives", use)
		inStack := 0
		for _, c := range before {
			if s.Cards[c].Zone == onr.ZoneDeck {
				inStack++
			}
		}
		if len(s.Players[a2].Hand) != 10 || inStack == 0 {
			t.Errorf("Agent 2 holds %d cards (want 10), %d of his first five in the stack (want some)", len(s.Players[a2].Hand), inStack)
		}
	})
	t.Run("Satellite Monitors: Agent 2 ran once on Sponsor 1's forts, one die at Sponsor 1's turn start", func(t *testing.T) {
		g := newGame(t, 1)
		s := arrange(g, a2, 5)
		g.InstallCorp(card(t, g, s1, "Satellite Monitors"), onr.NewFort, true)
		poolAccess(t, g, s, "Sponsor 1's Archives", "")
		const use = "use Satellite Monitors: Roll a die for each run"
		for i := 0; !slices.Contains(options(g, s1), use); i++ {
			if i > 500 {
				t.Fatalf("never offered: %s", pending(g))
			}
			d := g.Pending()[0]
			opts := options(g, d.Seat)
			pick := opts[0]
			for _, o := range []string{"gain", "pass", "take", "continue", "end-turn"} {
				if slices.Contains(opts, o) {
					pick = o
					break
				}
			}
			choose(t, g, d.Seat, pick)
		}
		rolls := 0
		for _, e := range choose(t, g, s1, use) {
			if strings.HasPrefix(e.Text(), "Satellite Monitors rolls") {
				rolls++
			}
		}
		if rolls != 1 {
			t.Errorf("%d dice rolled, want 1", rolls)
		}
	})
}

func TestVaporOpsAtATableOfFour(t *testing.T) {
	// Sponsor 1 takes a bit from a counter, then moves the rest to its
	// agenda.
	g := newGame(t, 1)
	s := arrange(g, s1, 0)
	c := card(t, g, s1, "Vapor Ops")
	g.InstallCorp(c, onr.NewFort, true)
	a := card(t, g, s1, "Hostile Takeover")
	g.InstallCorp(a, onr.NewFort, false)
	s.Cards[c].Adv = 3
	ready(t, g)
	choose(t, g, s1, "gain")
	passUntil(t, g, func() bool { return slices.Contains(options(g, s1), "use Vapor Ops: Gain 1 bit") })
	choose(t, g, s1, "use Vapor Ops: Gain 1 bit")
	passUntil(t, g, func() bool { return slices.Contains(options(g, s1), "gain") })
	choose(t, g, s1, "use Vapor Ops: Move advancement counters to another card")
	choose(t, g, s1, "choose Hostile Takeover")
	number(t, g, s1, 2)
	if s.Players[s1].Bits != 2 || s.Cards[c].Adv != 0 || s.Cards[a].Adv != 2 {
		t.Errorf("Sponsor 1 %d bits (want 2: a gain and a counter), counters on Vapor Ops %d (want 0), on the agenda %d (want 2)",
			s.Players[s1].Bits, s.Cards[c].Adv, s.Cards[a].Adv)
	}
}

func TestCorporateNegotiatingCenterAtATableOfFour(t *testing.T) {
	// At the start of Sponsor 1's turn, it shows its agenda of HQ and gains
	// 1.
	g := newGame(t, 1)
	s := arrange(g, a2, 5)
	g.InstallCorp(card(t, g, s1, "Corporate Negotiating Center"), onr.NewFort, true)
	give(t, g, s1, "Hostile Takeover")
	ready(t, g)
	bits := int32(-1)
	for i := 0; bits < 0; i++ {
		if i > 500 {
			t.Fatalf("never asked: %s", pending(g))
		}
		d := g.Pending()[0]
		opts := options(g, d.Seat)
		if slices.Contains(opts, "choose Hostile Takeover") {
			bits = s.Players[s1].Bits
			choose(t, g, s1, "choose Hostile Takeover")
			choose(t, g, s1, "done") // asked again while HQ holds a card (onr/showforgain.go)
			break
		}
		pick := opts[0]
		for _, o := range []string{"gain", "pass", "take", "continue", "end-turn"} {
			if slices.Contains(opts, o) {
				pick = o
				break
			}
		}
		choose(t, g, d.Seat, pick)
	}
	if s.Players[s1].Bits != bits+1 {
		t.Errorf("Sponsor 1 gained %d, want 1", s.Players[s1].Bits-bits)
	}
}
