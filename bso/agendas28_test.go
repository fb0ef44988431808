package bso_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
)

// rollingNext returns a generator whose next die roll is face.
func rollingNext(face int) engine.RNG {
	for seed := uint64(1); ; seed++ {
		r := engine.NewRNG(seed)
		if c := r; c.Die() == face {
			return r
		}
	}
}

func TestAIBoardMemberAtATableOfFour(t *testing.T) {
	// Sponsor 1 has scored AI Board Member; the die at the start of its
	// next turn rolls a 2: it may take an action only to gain 1, which it
	// takes besides its three. The other seats' turns roll nothing.
	g := newGame(t, 1)
	s := arrange(g, s1, 5)
	scoreAtTable(t, g, s, "AI Board Member", 5)
	gainUntil(t, g, func() bool { return s.Active != s1 })
	s.RNG = rollingNext(2)
	turn := s.Turn
	dieAsked := func(seat engine.Seat) bool {
		d, ok := engine.DecisionFor(g, seat)
		return ok && strings.HasPrefix(d.Prompt, "Take the action the die set")
	}
	gainUntil(t, g, func() bool {
		if s.Active != s1 && (dieAsked(s.Active) || s.Players[s.Active].Actions > 4) {
			t.Fatalf("seat %d is asked for an action a die set, or has %d actions", s.Active, s.Players[s.Active].Actions)
		}
		return s.Turn > turn && s.Active == s1 && dieAsked(s1)
	})
	if opts := options(g, s1); !slices.Equal(opts, []string{"gain", "decline"}) {
		t.Fatalf("Sponsor 1 is offered %q, want gain or decline", opts)
	}
	bits := s.Players[s1].Bits
	choose(t, g, s1, "gain")
	passUntil(t, g, func() bool { d, ok := engine.DecisionFor(g, s1); return ok && d.Prompt == "Take an action" })
	if s.Players[s1].Bits != bits+1 || s.Players[s1].Actions != 3 {
		t.Fatalf("Sponsor 1 has %d bits (want %d) and %d actions (want 3)", s.Players[s1].Bits, bits+1, s.Players[s1].Actions)
	}
}
