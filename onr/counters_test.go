package onr

import (
	"testing"

	"github.com/datafort/datafort/engine"
)

// TestCountersAndGainedActions checks the counter vocabulary (counters.go)
// on a card of a fresh game: HasCounters reads the card's own counters,
// ClearCounters removes them all, GainActions adds actions only in the
// controller's own turn (R056, R057).
func TestCountersAndGainedActions(t *testing.T) {
	g, err := New(engine.Setup{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	s := g.s
	c := s.P(s.Active).Hand[0]
	s.Cards[c].Counters = 2
	for _, tc := range []struct {
		name string
		cond Cond
		want bool
	}{
		{"two counters hold for HasCounters(2)", HasCounters(2), true},
		{"two counters do not hold for HasCounters(3)", HasCounters(3), false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := tc.cond.Holds(s, c); got != tc.want {
				t.Errorf("got %v", got)
			}
		})
	}
	t.Run("ClearCounters removes them all", func(t *testing.T) {
		ClearCounters().Run(s, &Frame{Src: c, Seat: s.Active})
		if s.Cards[c].Counters != 0 {
			t.Errorf("%d counters left", s.Cards[c].Counters)
		}
	})
	t.Run("GainActions adds actions in the controller's own turn only", func(t *testing.T) {
		me, other := s.Active, s.opponent(s.Active)
		before, theirs := s.P(me).Actions, s.P(other).Actions
		GainActions(1).Run(s, &Frame{Seat: me})
		GainActions(1).Run(s, &Frame{Seat: other})
		if s.P(me).Actions != before+1 || s.P(other).Actions != theirs {
			t.Errorf("actions %d and %d, want %d and %d", s.P(me).Actions, s.P(other).Actions, before+1, theirs)
		}
	})
}
