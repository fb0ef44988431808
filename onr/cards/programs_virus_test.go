package cards_test

import (
	"fmt"
	"slices"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// The virus programs of the card pool's fourth part (issue 26;
// onr/cards/programs_virus.go).

// runnerKnowsWhereItIs reports whether the Runner knows card c where it is.
func runnerKnowsWhereItIs(x *onrtest.Table, c int32) bool {
	return x.S.Cards[c].Known && x.G.Visible(c, x.Seat(runner))
}

func TestVirusProgramsAtTheRunnersTurnStart(t *testing.T) {
	for _, tc := range []struct {
		name, program, counter string
		forts                  [2]string // the run that gives no counter, then the one that gives one
	}{
		{"Deep Thought: a successful run on R&D gives the Corp a Thought counter, one on HQ none", "Deep Thought", "Thought", [2]string{"HQ", "R&D"}},
		{"Boardwalk: a successful run on HQ gives the Corp a Boardwalk counter, one on R&D none", "Boardwalk", "Boardwalk", [2]string{"R&D", "HQ"}},
		{"Crumble: a successful run on HQ gives the Corp a Crumble counter, one on R&D none", "Crumble", "Crumble", [2]string{"R&D", "HQ"}},
		{"Cockroach: a successful run on HQ gives the Corp a Cockroach counter, one on R&D none", "Cockroach", "Cockroach", [2]string{"R&D", "HQ"}},
		{"Highlighter: a successful run on R&D gives the Corp a Highlighter counter, one on HQ none", "Highlighter", "Highlighter", [2]string{"HQ", "R&D"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := runnerTurn(t, func(x *onrtest.Table) {
				x.Deck(corp, filler("Data Wall", 3)...)
				x.Hand(corp, "Data Wall")
				x.Rig(tc.program)
			})
			for i, fort := range tc.forts {
				x.Do(runner, "run on "+fort)
				x.PassAll()
				x.Do(runner, "continue")
				x.PassAll()
				want(t, tc.counter+" counters after the run on "+fort, heldCounters(x), int32(i))
			}
		})
	}
	for _, tc := range []struct {
		name     string
		counters int32
		known    int // top cards of R&D the Runner knows at the start of his turn
	}{
		{"Deep Thought: two Thought counters show nothing", 2, 0},
		{"Deep Thought: three Thought counters let the Runner look at the top card of R&D at the start of his turn", 3, 1},
		{"Deep Thought: more counters still show only the top card", 7, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := runnerTurn(t, func(x *onrtest.Table) {
				x.Deck(corp, "Banpei", "Data Wall", "Fetch 4.0.1", "Colonel Failure")
				virus(x, x.Rig("Deep Thought")[0], tc.counters)
			})
			top := x.Corp().Deck[:3]
			for i, c := range top {
				want(t, fmt.Sprintf("card %d of R&D known to the Runner", i+1), runnerKnowsWhereItIs(x, c), i < tc.known)
			}
			if tc.known > 0 {
				title := x.G.Title(top[0])
				want(t, "Runner reads the card named", seatReads(x, runner, "looks at "+title+" in R&D") > 0, true)
				want(t, "Corp reads no card named", seatReads(x, corp, "looks at "+title), 0)
			}
		})
	}
	for _, tc := range []struct {
		name     string
		counters int32
		hand     int // cards in HQ
		shown    int
	}{
		{"Boardwalk: one Boardwalk counter shows nothing", 1, 4, 0},
		{"Boardwalk: two Boardwalk counters make the Corp show the Runner a card of HQ at random at the start of his turn", 2, 4, 1},
		{"Boardwalk: five counters show two different cards at once (every two, R296)", 5, 4, 2},
		{"Boardwalk: with fewer cards in HQ, the Corp shows as many as it has", 8, 3, 3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			titles := []string{"Banpei", "Data Wall", "Fetch 4.0.1", "Colonel Failure"}[:tc.hand]
			x := runnerTurn(t, func(x *onrtest.Table) {
				x.Hand(corp, titles...)
				virus(x, x.Rig("Boardwalk")[0], tc.counters)
			})
			known := 0
			for _, c := range x.Corp().Hand {
				if runnerKnowsWhereItIs(x, c) {
					known++
				}
			}
			want(t, "cards of HQ known to the Runner", known, tc.shown)
			want(t, "cards named to the Runner", seatReads(x, runner, "looks at "), tc.shown)
			want(t, "cards named to the Corp (its own hand)", seatReads(x, corp, "looks at "), tc.shown)
		})
	}
}

func TestVirusProgramsThatTrashAccessedCards(t *testing.T) {
	for _, tc := range []struct {
		name     string
		program  string
		counters int32
		fort     string // the fort run
		card     string // the one card accessed there
		upgrade  bool   // installed in the fort rather than stored
		free     bool   // offered to trash at no cost
	}{
		{"Crumble: two Crumble counters let the Runner trash at no cost an operation accessed from HQ, which cannot normally be trashed", "Crumble", 2, "HQ", "Accounts Receivable", false, true},
		{"Crumble: one Crumble counter is not enough", "Crumble", 1, "HQ", "Accounts Receivable", false, false},
		{"Crumble: not a card accessed from R&D", "Crumble", 2, "R&D", "Accounts Receivable", false, false},
		{"Crumble: an upgrade in HQ is trashed at no cost too (R319)", "Crumble", 3, "HQ", "Antiquated Interface Routines", true, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := runnerTurn(t, func(x *onrtest.Table) {
				fort := map[string]int32{"HQ": onr.FortHQ, "R&D": onr.FortRD}[tc.fort]
				switch {
				case tc.upgrade:
					x.Install(fort, tc.card, false)
				case tc.fort == "HQ":
					x.Hand(corp, tc.card)
				default:
					x.Deck(corp, tc.card)
				}
				virus(x, x.Rig(tc.program)[0], tc.counters)
			})
			x.Runner().Bits = 0
			x.Do(runner, "run on "+tc.fort).PassAll()
			x.Do(runner, "continue").PassAll()
			want(t, tc.card+" accessed", slices.Contains(accessed(x), tc.card), true)
			want(t, tc.card+" offered to trash", x.Offered(runner, "trash "+tc.card), tc.free)
			if !tc.free {
				return
			}
			x.Do(runner, "trash "+tc.card).PassAll()
			want(t, "Archives", len(x.Corp().Discard), 1)
			want(t, "Runner bits", x.Runner().Bits, int32(0))
		})
	}
}

func TestVirusProgramsThatDisruptHQ(t *testing.T) {
	for _, tc := range []struct {
		name     string
		counters int32
		random   bool
	}{
		{"Cockroach: one Cockroach counter leaves the Corp its choice of discards", 1, false},
		{"Cockroach: two Cockroach counters make the Corp's end-of-turn discards from HQ random", 2, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := newTable(t)
			x.Deck(corp, filler("Data Wall", 5)...)
			x.Hand(corp, "Banpei", "Fetch 4.0.1", "Colonel Failure", "Data Wall", "Quandary", "Hunter", "Laser Wire")
			virus(x, x.Rig("Cockroach")[0], tc.counters)
			x.Ready()
			hand := len(x.Corp().Hand)
			for range 3 {
				x.Do(corp, "gain").PassAll()
			}
			asked := promptOf(x, corp) == "Discard down to your maximum hand size"
			want(t, "the Corp chooses its discards", asked, !tc.random)
			if tc.random {
				want(t, "cards discarded", len(x.Corp().Discard), hand-5)
				want(t, "HQ", len(x.Corp().Hand), 5)
				want(t, "Runner's turn", x.S.Active, x.Seat(runner))
			}
		})
	}
}

// promptOf returns side's pending prompt, or "".
func promptOf(x *onrtest.Table, side onr.Role) string {
	d, ok := engine.DecisionFor(x.G, x.Seat(side))
	if !ok {
		return ""
	}
	return d.Prompt
}

func TestVirusProgramsThatAddAccesses(t *testing.T) {
	for _, tc := range []struct {
		name     string
		fort     string
		counters int32
		accessed int
	}{
		{"Highlighter: one Highlighter counter accesses no more cards from R&D", "R&D", 1, 1},
		{"Highlighter: each Highlighter counter after the first accesses one more card from R&D", "R&D", 3, 3},
		{"Highlighter: Highlighter counters access no more cards from HQ", "HQ", 3, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := runnerTurn(t, func(x *onrtest.Table) {
				x.Hand(corp, "Data Wall", "Quandary", "Hunter", "Banpei")
				x.Deck(corp, "Data Wall", "Quandary", "Hunter", "Banpei", "Laser Wire")
				virus(x, x.Rig("Highlighter")[0], tc.counters)
			})
			x.Events = nil
			x.Do(runner, "run on "+tc.fort).PassAll()
			x.Do(runner, "continue").PassAll()
			for i := 0; i < 10 && x.S.Run.Active; i++ {
				if x.Offered(runner, "access the next card stored in "+tc.fort) {
					x.Do(runner, "access the next card stored in "+tc.fort)
				} else {
					x.PassAll()
				}
			}
			want(t, "cards accessed", len(accessed(x)), tc.accessed)
		})
	}
}
