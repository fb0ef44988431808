package bso_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/bso"
	"github.com/datafort/datafort/engine"
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
