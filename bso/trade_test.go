package bso_test

import (
	"slices"
	"testing"

	"github.com/datafort/datafort/engine"
)

func TestTradingBits(t *testing.T) {
	// "Trading Bits": passing bits to a teammate takes an action, in one's
	// own turn; the Sponsor gives 1 for every 1 spent, the Agent's
	// laundering is the poorer rate, 2 for 1 (decided: the symbols are
	// lost); "A single exchange can pass any number of bits".
	g := newGame(t, 1)
	s := arrange(g, s1, 7)
	ready(t, g)
	choose(t, g, s1, "trade-bits to Agent 1 (1:1)")
	d, _ := engine.DecisionFor(g, s1)
	if d.Min != 1 || d.Max != 7 {
		t.Fatalf("Sponsor 1 with 7 bits may trade %d to %d times at 1:1", d.Min, d.Max)
	}
	number(t, g, s1, 7)
	if s.Players[s1].Bits != 0 || s.Players[a1].Bits != 14 || s.Players[s1].Actions != 2 {
		t.Fatalf("after 7 at 1:1: Sponsor 1 %d bits, Agent 1 %d, Sponsor 1 actions %d", s.Players[s1].Bits, s.Players[a1].Bits, s.Players[s1].Actions)
	}
	// Not in a teammate's turn, and not to another team.
	for _, seat := range []engine.Seat{a1, s2, a2} {
		if _, asked := engine.DecisionFor(g, seat); asked && slices.ContainsFunc(options(g, seat), func(o string) bool { return o[:min(len(o), 10)] == "trade-bits" }) {
			t.Fatalf("seat %d may trade bits in Sponsor 1's turn", seat)
		}
	}
	g = newGame(t, 1)
	s = arrange(g, a1, 7)
	ready(t, g)
	choose(t, g, a1, "trade-bits to Sponsor 1 (2:1)")
	d, _ = engine.DecisionFor(g, a1)
	if d.Max != 3 {
		t.Fatalf("Agent 1 with 7 bits may trade up to %d times at 2:1, want 3", d.Max)
	}
	number(t, g, a1, 3)
	if s.Players[a1].Bits != 1 || s.Players[s1].Bits != 10 {
		t.Fatalf("after 3 at 2:1: Agent 1 %d bits, Sponsor 1 %d", s.Players[a1].Bits, s.Players[s1].Bits)
	}
}

func TestTradingBitsOptions(t *testing.T) {
	// The rates are options; "try setting a cap on the amount to be
	// transferred" ("Optional Rules"): trade-cap caps what a teammate gains
	// from a player in one turn.
	g := newGame(t, 1, "trade-sponsor-rate=3:2", "trade-cap=5")
	s := arrange(g, s1, 20)
	ready(t, g)
	choose(t, g, s1, "trade-bits to Agent 1 (3:2)")
	d, _ := engine.DecisionFor(g, s1)
	if d.Max != 2 {
		t.Fatalf("with a cap of 5 at 3:2, up to %d times, want 2 (4 bits)", d.Max)
	}
	number(t, g, s1, 2)
	if s.Players[s1].Bits != 14 || s.Players[a1].Bits != 24 {
		t.Fatalf("after 2 at 3:2: Sponsor 1 %d bits, Agent 1 %d", s.Players[s1].Bits, s.Players[a1].Bits)
	}
	passUntil(t, g, func() bool { d, ok := engine.DecisionFor(g, s1); return ok && d.Prompt == "Take an action" })
	if slices.Contains(options(g, s1), "trade-bits to Agent 1 (3:2)") {
		t.Fatalf("a second trade is offered over the cap (1 bit left of 5)")
	}
	for _, bad := range []string{"trade-agent-rate=2", "trade-agent-rate=0:1", "trade-cap=-1"} {
		if _, err := newGameErr(bad); err == nil {
			t.Errorf("option %s accepted", bad)
		}
	}
}
