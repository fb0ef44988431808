package bso_test

import (
	"slices"
	"testing"

	"github.com/datafort/datafort/onr"
)

func TestARunnerTurnVirusEffectResolvesOncePerProgram(t *testing.T) {
	// ONR-15, R296: Butcher Boy's "every two counters give you 1 bit at
	// the start of each of your turns" resolves once at the start of the
	// Agent's turn, counting the counters of each Sponsor opposing it. At a
	// table of six, Agent 3 opposes Sponsors 1 and 2: their counters of the
	// same program are counted once each, not once for every Sponsor that
	// holds some.
	const s3, a3 = 4, 5
	for _, tc := range []struct {
		name       string
		held       [2]int32 // Butcher Boy counters held by Sponsor 1, Sponsor 2
		wantGained int32
	}{
		{"Butcher Boy: one Sponsor's four counters give Agent 3 two bits", [2]int32{4, 0}, 2},
		{"Butcher Boy: four counters at Sponsor 1 and two at Sponsor 2 give Agent 3 three bits", [2]int32{4, 2}, 3},
		{"Butcher Boy: one counter at each Sponsor gives nothing (every two counters of one Sponsor)", [2]int32{1, 1}, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := newGame(t, 1, "players=6")
			s := arrange(g, s3, 5)
			bb := s.Cards[card(t, g, a3, "Butcher Boy")].ID
			for i, seat := range []int{int(s1), int(s2)} {
				if n := tc.held[i]; n > 0 {
					s.Players[seat].Virus = []onr.Virus{{ID: bb, N: n}}
				}
			}
			ready(t, g)
			before := s.Players[a3].Bits
			// Every seat passes or gains until Agent 3 is asked for its first
			// action: no one else gives Agent 3 bits on the way.
			for i := 0; !(s.Active == a3 && slices.Contains(options(g, a3), "gain")); i++ {
				if i > 300 {
					t.Fatalf("Agent 3's turn not reached: %s", pending(g))
				}
				d := g.Pending()[0]
				switch opts := options(g, d.Seat); {
				case slices.Contains(opts, "pass"):
					choose(t, g, d.Seat, "pass")
				case slices.Contains(opts, "gain"):
					choose(t, g, d.Seat, "gain")
				case slices.Contains(opts, "resolve"):
					choose(t, g, d.Seat, "resolve")
				case slices.Contains(opts, "continue"):
					choose(t, g, d.Seat, "continue")
				default:
					t.Fatalf("unexpected decision: %s", pending(g))
				}
			}
			if got := s.Players[a3].Bits - before; got != tc.wantGained {
				t.Errorf("Agent 3 gained %d bits at the start of its turn, want %d", got, tc.wantGained)
			}
		})
	}
}
