package bso_test

import (
	"slices"
	"testing"
)

// TestConditionalOperationsAtATableOfFour plays at a table of four the
// operations whose condition random games seldom meet (the random search
// of TestEveryImplementedCardPlays leaves them to this test).
func TestConditionalOperationsAtATableOfFour(t *testing.T) {
	for _, tc := range []struct {
		name    string
		tags    int32
		offered bool
	}{
		{"Badtimes: an opposing Agent is tagged: his MU is 2 less until the end of the turn", 1, true},
		{"Badtimes: no Agent is tagged: not playable", 0, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := newGame(t, 1)
			s := arrange(g, s1, 10)
			for range tc.tags {
				tagOwnedBy(s, a2, s1)
			}
			mu := s.MU(a2)
			give(t, g, s1, "Badtimes")
			ready(t, g)
			if got := slices.Contains(options(g, s1), "play Badtimes"); got != tc.offered {
				t.Fatalf("offered %v, want %v: %q", got, tc.offered, options(g, s1))
			}
			if !tc.offered {
				return
			}
			choose(t, g, s1, "play Badtimes")
			for i := 0; i < 10 && len(g.Pending()) > 0 && g.Pending()[0].Seat == s1 && slices.Contains(options(g, s1), "Agent 2"); i++ {
				choose(t, g, s1, "Agent 2")
			}
			if got := s.MU(a2); got != mu-2 {
				t.Fatalf("Agent 2's MU: got %d, want %d", got, mu-2)
			}
		})
	}
}
