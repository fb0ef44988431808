package bso_test

import (
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
)

func TestEmergencyRigAtATableOfFour(t *testing.T) {
	// Sponsor 1 rigs its Wall of Static with one Kludge counter, paying 1;
	// the other seats' turn starts leave the counter; Sponsor 1's next turn
	// start removes it and trashes the ice.
	g := newGame(t, 1)
	s := arrange(g, s1, 5)
	wall := card(t, g, s1, "Wall of Static")
	g.InstallCorp(wall, fort(t, g, "Sponsor 1's HQ"), false)
	give(t, g, s1, "Emergency Rig")
	ready(t, g)
	choose(t, g, s1, "play Emergency Rig")
	choose(t, g, s1, "rez Wall of Static")
	number(t, g, s1, 1)
	counters := func() int32 {
		var n int32
		for _, l := range s.Lasting {
			if l.Mod == onr.ModKludgeCounters && l.Arg == wall {
				n += l.N
			}
		}
		return n
	}
	if !s.Cards[wall].Rezzed || s.Players[s1].Bits != 4 || counters() != 1 {
		t.Fatalf("Wall of Static rezzed %v, Sponsor 1 %d bits (want 4), %d Kludge counters (want 1)", s.Cards[wall].Rezzed, s.Players[s1].Bits, counters())
	}
	gainUntil(t, g, func() bool { return s.Active != s1 })
	turn := s.Turn
	gainUntil(t, g, func() bool {
		if s.Active != s1 && (s.Cards[wall].Zone != onr.ZoneIce || counters() != 1) {
			t.Fatalf("another seat's turn (%d) took the Kludge counter: %d left, Wall of Static in zone %v", s.Active, counters(), s.Cards[wall].Zone)
		}
		d, ok := engine.DecisionFor(g, s1)
		return s.Turn > turn && s.Active == s1 && ok && d.Prompt == "Take an action"
	})
	if s.Cards[wall].Zone == onr.ZoneIce {
		t.Fatalf("Wall of Static still installed at Sponsor 1's next turn, %d Kludge counters", counters())
	}
}
