package bso_test

import (
	"slices"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
)

func TestCybertechThinkTankAtATableOfFour(t *testing.T) {
	// Sponsor 1 holds a tag of Agent 2 and uses On-Call Solo Team's 1 meat
	// damage on it; after the source is used (R112), Sponsor 1 spends its
	// Think Tank's counter: Agent 2 loses 2 cards.
	const use = "use Cybertech Think Tank: Increase the meat damage by 1"
	g := newGame(t, 1)
	s := arrange(g, s1, 5)
	tagOwnedBy(s, a2, s1)
	tank := card(t, g, s1, "Cybertech Think Tank")
	g.InstallCorp(tank, onr.NewFort, true)
	s.Cards[tank].Adv = 1
	solo := card(t, g, s1, "On-Call Solo Team")
	g.InstallCorp(solo, onr.NewFort, false)
	s.Cards[solo].Adv = 4
	give(t, g, a2, "Score!", "Score!", "Score!", "Score!")
	ready(t, g)
	choose(t, g, s1, "gain")
	choose(t, g, s1, "score On-Call Solo Team")
	choose(t, g, s1, "use On-Call Solo Team: Do 1 meat damage")
	passUntil(t, g, func() bool { return slices.Contains(options(g, s1), use) })
	if d, _ := engine.DecisionFor(g, s1); d.Prompt != "1 meat damage: "+onr.DamageSourcePrompt {
		t.Fatalf("Sponsor 1 is asked %q", d.Prompt)
	}
	choose(t, g, s1, use)
	passUntil(t, g, func() bool { return len(s.Players[a2].Hand) < 4 })
	if len(s.Players[a2].Hand) != 2 || s.Cards[tank].Adv != 0 {
		t.Errorf("Agent 2 holds %d cards (want 2), %d counters left on the Think Tank (want 0)", len(s.Players[a2].Hand), s.Cards[tank].Adv)
	}
}

func TestInvestmentFirmAtATableOfFour(t *testing.T) {
	// Sponsor 1's gain asks it how many bits to leave out, for 2 each on
	// its Investment Firm; another Sponsor's gain asks nothing of Sponsor 1.
	g := newGame(t, 1)
	s := arrange(g, s1, 5)
	firm := card(t, g, s1, "Investment Firm")
	g.InstallCorp(firm, onr.NewFort, true)
	ready(t, g)
	choose(t, g, s1, "gain")
	number(t, g, s1, 1)
	if s.Players[s1].Bits != 5 || s.Cards[firm].Bits != 2 {
		t.Fatalf("Sponsor 1 %d bits (want 5), %d on the Firm (want 2)", s.Players[s1].Bits, s.Cards[firm].Bits)
	}
	for s.Players[s1].Actions > 0 {
		choose(t, g, s1, "gain")
		number(t, g, s1, 0)
	}
	gainUntil(t, g, func() bool { return s.Active == s2 })
	choose(t, g, s2, "gain")
	if d, ok := engine.DecisionFor(g, s1); ok && d.Kind == engine.Number {
		t.Fatalf("Sponsor 1 is asked about Sponsor 2's gain: %q", d.Prompt)
	}
}

func TestStrategicPlanningGroupAtATableOfFour(t *testing.T) {
	// Sponsor 1's draw draws two with its Strategic Planning Group; it puts
	// one of them on the bottom of its R&D.
	g := newGame(t, 1)
	s := arrange(g, s1, 5)
	g.InstallCorp(card(t, g, s1, "Strategic Planning Group"), onr.NewFort, true)
	deck := len(s.Players[s1].Deck)
	top := s.Players[s1].Deck[:2:2]
	top = append([]int32(nil), top...)
	ready(t, g)
	choose(t, g, s1, "draw")
	if got := options(g, s1); len(got) != 2 {
		t.Fatalf("Sponsor 1 is offered %q, want the two cards drawn", got)
	}
	choose(t, g, s1, options(g, s1)[1])
	d := s.Players[s1].Deck
	if len(s.Players[s1].Hand) != 1 || s.Players[s1].Hand[0] != top[0] || len(d) != deck-1 || d[len(d)-1] != top[1] {
		t.Fatalf("Sponsor 1's hand %v (want [%d]), R&D of %d cards (want %d) ending with %d (want %d)", s.Players[s1].Hand, top[0], len(d), deck-1, d[len(d)-1], top[1])
	}
}
