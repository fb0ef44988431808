package bso_test

import (
	"testing"

	"github.com/datafort/datafort/engine"
)

func TestPleaseDontChokeAnyoneAtATableOfFour(t *testing.T) {
	// Sponsor 1 has scored Please Don't Choke Anyone; its Punitive
	// Counterstrike does 2 meat damage to Agent 2, who cannot prevent any;
	// Sponsor 1 prevents 1 of it for a PDCA counter (R197, R198), and the
	// counter gains it an action in its own turn.
	g := newGame(t, 1)
	s := arrange(g, s1, 10)
	tagOwnedBy(s, a2, s1)
	give(t, g, a2, "Score!", "Score!", "Score!", "Score!", "Score!", "Score!")
	give(t, g, s1, "Punitive Counterstrike")
	pdca := scoreAtTable(t, g, s, "Please Don't Choke Anyone", 4)
	choose(t, g, s1, "play Punitive Counterstrike")
	passUntil(t, g, func() bool {
		d, ok := engine.DecisionFor(g, s1)
		return ok && d.Kind == engine.Number
	})
	number(t, g, s1, 1)
	if got := len(s.Players[a2].Hand); got != 5 || s.Cards[pdca].Counters != 1 {
		t.Fatalf("Agent 2 holds %d cards (want 5), %d PDCA counters (want 1)", got, s.Cards[pdca].Counters)
	}
	actions := s.Players[s1].Actions
	choose(t, g, s1, "use Please Don't Choke Anyone: Gain an action")
	if s.Players[s1].Actions != actions+1 || s.Cards[pdca].Counters != 0 {
		t.Fatalf("Sponsor 1 has %d actions (want %d), %d PDCA counters (want 0)", s.Players[s1].Actions, actions+1, s.Cards[pdca].Counters)
	}
}
