package bso_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/bso"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
)

// gainUntil plays every seat's actions as "gain" and passes every other
// decision (ordering effects in the order offered) until cond holds.
func gainUntil(t *testing.T, g *bso.Game, cond func() bool) {
	t.Helper()
	for i := 0; !cond(); i++ {
		if i > 500 {
			t.Fatalf("gainUntil: no progress; pending: %s", pending(g))
		}
		d := g.Pending()[0]
		opts := options(g, d.Seat)
		pick := ""
		for _, o := range []string{"gain", "pass", "take", "continue", "end-turn"} {
			if slices.Contains(opts, o) {
				pick = o
				break
			}
		}
		if pick == "" && len(opts) > 0 && strings.HasPrefix(opts[0], "resolve") {
			pick = opts[0]
		}
		if pick == "" {
			t.Fatalf("gainUntil: %s", pending(g))
		}
		choose(t, g, d.Seat, pick)
	}
}

func TestNodesWithStoredBitsAtATableOfFour(t *testing.T) {
	// A Sponsor installs and rezzes each node that stores bits, then takes
	// them by its action or at the start of its next turn.
	for _, tc := range []struct {
		title  string
		rez    int32    // printed rez cost
		stored int32    // bits on it once rezzed (after the puts)
		uses   []string // the node's actions the Sponsor takes after the rez
		taken  int32    // bits the Sponsor has taken from it in the end
		later  bool     // the bits are taken at the start of the Sponsor's next turn
	}{
		{"BBS Whispering Campaign", 0, 16, []string{"Take 2 bits"}, 2, false},
		{"Rockerboy Promotion", 4, 15, []string{"Take 3 bits"}, 3, false},
		{"Department of Truth Enhancement", 2, 3, []string{"Put 3 bits on it", "Take all the bits"}, 3, false},
		{"Holovid Campaign", 4, 12, nil, 1, true},
		{"Braindance Campaign", 6, 12, nil, 2, true},
		{"Spinn® Public Relations", 1, 3, []string{"Put 3 bits on it"}, 1, true},
	} {
		t.Run(tc.title, func(t *testing.T) {
			g := newGame(t, 1)
			s := arrange(g, s1, 10)
			c := give(t, g, s1, tc.title)[0]
			ready(t, g)
			choose(t, g, s1, "install "+tc.title+" in a new fort")
			passUntil(t, g, func() bool { return slices.Contains(options(g, s1), "rez "+tc.title) })
			choose(t, g, s1, "rez "+tc.title)
			passUntil(t, g, func() bool { return slices.Contains(options(g, s1), "gain") })
			for _, u := range tc.uses {
				choose(t, g, s1, "use "+tc.title+": "+u)
				passUntil(t, g, func() bool { return s.Active != s1 || slices.Contains(options(g, s1), "gain") })
			}
			if got := s.Cards[c].Bits; tc.later && got != tc.stored {
				t.Fatalf("%d bits on %s before the turn start, want %d", got, tc.title, tc.stored)
			}
			want := 10 - tc.rez + tc.taken // the Sponsor's bits once it took them
			if tc.later {
				gainUntil(t, g, func() bool { return s.Active != s1 })
				want = s.Players[s1].Bits + tc.taken
				turn := s.Turn
				gainUntil(t, g, func() bool {
					d, ok := engine.DecisionFor(g, s1)
					return s.Turn > turn && s.Active == s1 && ok && d.Prompt == "Take an action"
				})
			}
			if got, left := s.Cards[c].Bits, tc.stored-tc.taken; got != left {
				t.Errorf("%d bits left on %s, want %d", got, tc.title, left)
			}
			if got := s.Players[s1].Bits; got != want {
				t.Errorf("Sponsor 1 has %d bits, want %d (%d taken from %s)", got, want, tc.taken, tc.title)
			}
		})
	}
}

func TestNewsgroupTauntingAtATableOfFour(t *testing.T) {
	// Sponsor 1's Newsgroup Taunting taxes the runs on Sponsor 1's forts
	// only: the run's Corp answers the start of the run.
	for _, tc := range []struct {
		agent engine.Seat
		fort  string
		taxed bool
	}{{a2, "Sponsor 1's HQ", true}, {a1, "Sponsor 2's HQ", false}} {
		t.Run("a run on "+tc.fort, func(t *testing.T) {
			g := newGame(t, 1)
			s := arrange(g, tc.agent, 5)
			g.InstallCorp(card(t, g, s1, "Newsgroup Taunting"), onr.NewFort, true)
			ready(t, g)
			choose(t, g, tc.agent, "run on "+tc.fort)
			passUntil(t, g, func() bool {
				return slices.Contains(options(g, tc.agent), "pay 1 for Newsgroup Taunting") || !s.Run.Active || slices.Contains(options(g, tc.agent), "continue")
			})
			if got := slices.Contains(options(g, tc.agent), "pay 1 for Newsgroup Taunting"); got != tc.taxed {
				t.Fatalf("Agent asked to pay: %v, want %v; pending %s", got, tc.taxed, pending(g))
			}
			if tc.taxed {
				choose(t, g, tc.agent, "pay 1 for Newsgroup Taunting")
				if s.Players[tc.agent].Bits != 4 || !s.Run.Active {
					t.Errorf("Agent has %d bits (want 4), run active %v", s.Players[tc.agent].Bits, s.Run.Active)
				}
			}
		})
	}
}

func TestKrumzAtATableOfFour(t *testing.T) {
	// Sponsor 1's Krumz gets its bit when rezzed, and the bit raises what
	// the Sponsor may bid in a trace of its own.
	g := newGame(t, 1)
	s := arrange(g, s1, 1)
	k := give(t, g, s1, "Krumz")[0]
	g.InstallCorp(card(t, g, s1, "Blood Cat"), onr.NewFort, true)
	ready(t, g)
	choose(t, g, s1, "install Krumz in a new fort")
	passUntil(t, g, func() bool { return slices.Contains(options(g, s1), "rez Krumz") })
	choose(t, g, s1, "rez Krumz")
	passUntil(t, g, func() bool { return slices.Contains(options(g, s1), "gain") })
	if s.Cards[k].Bits != 1 || s.Players[s1].Bits != 1 {
		t.Fatalf("Krumz holds %d bits (want 1), Sponsor 1 %d (want 1)", s.Cards[k].Bits, s.Players[s1].Bits)
	}
	choose(t, g, s1, "use Blood Cat: Trace 5: give the Runner a tag")
	d, ok := engine.DecisionFor(g, s1)
	if !ok || d.Kind != engine.Number || d.Max != 2 {
		t.Fatalf("Sponsor 1's bid: %+v; want a number up to 2 (its bit and Krumz's)", d)
	}
	number(t, g, s1, 2)
	if s.Cards[k].Bits != 0 || s.Players[s1].Bits != 0 {
		t.Errorf("after bidding 2: Krumz holds %d bits, Sponsor 1 %d; want 0 and 0", s.Cards[k].Bits, s.Players[s1].Bits)
	}
}

func TestSchlaghundAtATableOfFour(t *testing.T) {
	// Schlaghund reads the tags of the Sponsor's team on the Agent it
	// names: six of them, every roll hits; none, no roll does.
	for _, tags := range []int{6, 0} {
		t.Run(fmt.Sprintf("%d tags of Sponsor 1's team on Agent 2", tags), func(t *testing.T) {
			g := newGame(t, 1)
			s := arrange(g, s1, 5)
			for range tags {
				tagOwnedBy(s, a2, s1)
			}
			give(t, g, a2, "Score!", "Score!", "Score!", "Score!", "Score!", "Score!", "Score!", "Score!", "Score!", "Score!", "Score!", "Score!")
			c := card(t, g, s1, "Schlaghund")
			g.InstallCorp(c, onr.NewFort, true)
			ready(t, g)
			choose(t, g, s1, "use Schlaghund: Roll a die")
			passUntil(t, g, func() bool { return slices.Contains(options(g, s1), "gain") })
			hand, trashed := 12, false
			if tags == 6 {
				hand, trashed = 2, true
			}
			if got := len(s.Players[a2].Hand); got != hand || (s.Cards[c].Zone == onr.ZoneDiscard) != trashed {
				t.Errorf("Agent 2 holds %d cards (want %d), Schlaghund in %s (trashed: want %v)", got, hand, s.Cards[c].Zone, trashed)
			}
		})
	}
}

func TestRezCostNodesAtATableOfFour(t *testing.T) {
	// Sponsor 1's node lowers what it pays to rez the ice of the node's
	// keyword that an Agent approaches; Data Masons' walls are stronger.
	for _, tc := range []struct {
		node, ice      string
		paid, strength int32
	}{
		{"Data Masons", "Wall of Static", 1, 3},
		{"Skälderviken SA Beta Test Site", "Cortical Scrub", 5, 3},
	} {
		t.Run(tc.node, func(t *testing.T) {
			g := newGame(t, 1)
			s := arrange(g, a2, 10)
			g.InstallCorp(card(t, g, s1, tc.node), onr.NewFort, true)
			ice := card(t, g, s1, tc.ice)
			g.InstallCorp(ice, fort(t, g, "Sponsor 1's HQ"), false)
			give(t, g, a2, "Score!", "Score!", "Score!", "Score!", "Score!")
			ready(t, g)
			choose(t, g, a2, "run on Sponsor 1's HQ")
			passUntil(t, g, func() bool { return slices.Contains(options(g, s1), "rez "+tc.ice) })
			choose(t, g, s1, "rez "+tc.ice)
			if paid := 10 - s.Players[s1].Bits; paid != tc.paid || !s.Cards[ice].Rezzed {
				t.Errorf("Sponsor 1 paid %d to rez %s (want %d), rezzed %v", paid, tc.ice, tc.paid, s.Cards[ice].Rezzed)
			}
			if st := g.IceStrength(ice); st != tc.strength {
				t.Errorf("%s has strength %d, want %d", tc.ice, st, tc.strength)
			}
		})
	}
}

func TestFortressArchitectsAtATableOfFour(t *testing.T) {
	// Fortress Architects lowers what its own Sponsor pays to install ice,
	// not what another Sponsor pays.
	for _, tc := range []struct {
		owner engine.Seat
		paid  int32
	}{{s1, 1}, {s2, 2}} {
		t.Run(fmt.Sprintf("Fortress Architects of seat %d, Sponsor 1 installing on two ice", tc.owner), func(t *testing.T) {
			g := newGame(t, 1)
			s := arrange(g, s1, 5)
			g.InstallCorp(card(t, g, tc.owner, "Fortress Architects"), onr.NewFort, true)
			for range 2 {
				g.InstallCorp(card(t, g, s1, "Data Wall"), fort(t, g, "Sponsor 1's HQ"), true)
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
}

func TestAdvancementNodesAtATableOfFour(t *testing.T) {
	// Sponsor 1 uses its nodes that place, read or reshuffle: Chicago
	// Branch's two counters go on its own agenda, Information Laundering
	// pays for its counters and is trashed, Rescheduler redraws HQ.
	t.Run("Chicago Branch", func(t *testing.T) {
		g := newGame(t, 1)
		s := arrange(g, s1, 10)
		g.InstallCorp(card(t, g, s1, "Chicago Branch"), onr.NewFort, true)
		ht := card(t, g, s1, "Hostile Takeover")
		g.InstallCorp(ht, onr.NewFort, false)
		ready(t, g)
		choose(t, g, s1, "use Chicago Branch: Add two advancement counters")
		choose(t, g, s1, "choose Hostile Takeover")
		choose(t, g, s1, "choose Hostile Takeover")
		if s.Cards[ht].Adv != 2 || s.Players[s1].Bits != 7 {
			t.Errorf("Hostile Takeover has %d counters (want 2), Sponsor 1 %d bits (want 7)", s.Cards[ht].Adv, s.Players[s1].Bits)
		}
	})
	t.Run("Information Laundering", func(t *testing.T) {
		g := newGame(t, 1)
		s := arrange(g, s1, 10)
		c := card(t, g, s1, "Information Laundering")
		g.InstallCorp(c, onr.NewFort, true)
		s.Cards[c].Adv = 2
		ready(t, g)
		choose(t, g, s1, "use Information Laundering: Gain 4 bits per advancement counter")
		if s.Players[s1].Bits != 18 || s.Cards[c].Zone != onr.ZoneDiscard {
			t.Errorf("Sponsor 1 has %d bits (want 18), Information Laundering in %s (want discard)", s.Players[s1].Bits, s.Cards[c].Zone)
		}
	})
	t.Run("Pacifica Regional AI", func(t *testing.T) {
		g := newGame(t, 1)
		s := arrange(g, s1, 10)
		c := card(t, g, s1, "Pacifica Regional AI")
		g.InstallCorp(c, onr.NewFort, true)
		s.Cards[c].Adv = 1
		ready(t, g)
		choose(t, g, s1, "gain")
		choose(t, g, s1, "use Pacifica Regional AI: Gain an action")
		if s.Players[s1].Actions != 3 || s.Cards[c].Adv != 0 {
			t.Errorf("Sponsor 1 has %d actions (want 3), Pacifica Regional AI %d counters (want 0)", s.Players[s1].Actions, s.Cards[c].Adv)
		}
	})
	t.Run("Rescheduler", func(t *testing.T) {
		g := newGame(t, 1)
		s := arrange(g, s1, 10)
		g.InstallCorp(card(t, g, s1, "Rescheduler"), onr.NewFort, true)
		give(t, g, s1, "Hostile Takeover", "Data Wall")
		deck := len(s.Players[s1].Deck)
		ready(t, g)
		choose(t, g, s1, "use Rescheduler: Shuffle HQ into R&D and draw as many")
		if len(s.Players[s1].Hand) != 2 || len(s.Players[s1].Deck) != deck {
			t.Errorf("Sponsor 1 holds %d cards (want 2), R&D %d (want %d)", len(s.Players[s1].Hand), len(s.Players[s1].Deck), deck)
		}
	})
	t.Run("Vacant Soulkiller", func(t *testing.T) {
		// Agent 2 accesses Sponsor 1's rezzed Vacant Soulkiller with two
		// counters: 2 brain damage.
		g := newGame(t, 1)
		s := arrange(g, a2, 5)
		c := card(t, g, s1, "Vacant Soulkiller")
		g.InstallCorp(c, onr.NewFort, true)
		s.Cards[c].Adv = 2
		give(t, g, a2, "Score!", "Score!", "Score!", "Score!", "Score!")
		ready(t, g)
		choose(t, g, a2, "run on "+g.FortName(s.Cards[c].Fort))
		passUntil(t, g, func() bool { return !s.Run.Active || s.Players[a2].Brain > 0 })
		if s.Players[a2].Brain != 2 {
			t.Errorf("Agent 2 took %d brain damage, want 2", s.Players[a2].Brain)
		}
	})
}

func TestOmniscienceFoundationAtATableOfFour(t *testing.T) {
	// Sponsor 1's Omniscience Foundation tags Agent 2 at the end of Agent
	// 2's turn if the Agent received a tag during it, and not otherwise.
	for _, tagged := range []bool{true, false} {
		t.Run(fmt.Sprintf("tagged this turn: %v", tagged), func(t *testing.T) {
			g := newGame(t, 1)
			s := arrange(g, a2, 5)
			g.InstallCorp(card(t, g, s1, "Omniscience Foundation"), onr.NewFort, true)
			s.Players[a2].Hist.TaggedThisTurn = tagged
			ready(t, g)
			gainUntil(t, g, func() bool { return s.Active != a2 })
			want := int32(0)
			if tagged {
				want = 1
			}
			if s.Players[a2].Tags != want {
				t.Errorf("Agent 2 has %d tags after its turn, want %d", s.Players[a2].Tags, want)
			}
		})
	}
}

func TestSetupAtATableOfFour(t *testing.T) {
	// Agent 2 accesses Setup! in Sponsor 1's HQ: 2 Net damage.
	g := newGame(t, 1)
	s := arrange(g, a2, 5)
	give(t, g, s1, "Setup!")
	give(t, g, a2, "Score!", "Score!", "Score!", "Score!", "Score!")
	ready(t, g)
	choose(t, g, a2, "run on Sponsor 1's HQ")
	passUntil(t, g, func() bool { return !s.Run.Active || len(s.Players[a2].Hand) < 5 })
	if got := len(s.Players[a2].Hand); got != 3 {
		t.Errorf("Agent 2 holds %d cards after accessing Setup!, want 3", got)
	}
}
