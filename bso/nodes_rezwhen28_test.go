package bso_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
)

func TestCitySurveillanceAtATableOfFour(t *testing.T) {
	// Sponsor 1 has City Surveillance face down in a fort. Agent 1, of its
	// own team, draws: Sponsor 1 is not asked. Agent 2 draws: Sponsor 1 is
	// asked to rez it just before the draw (Sponsor 2, Agent 2's teammate,
	// is not), rezzes it, and Agent 2 takes a tag or pays 1 bit.
	const rez, before = "rez City Surveillance", "Rez a card before the Runner draws, or pass"
	g := newGame(t, 1)
	s := arrange(g, a1, 5)
	cs := card(t, g, s1, "City Surveillance")
	g.InstallCorp(cs, onr.NewFort, false)
	ready(t, g)
	choose(t, g, a1, "draw")
	if d, ok := engine.DecisionFor(g, s1); ok && d.Prompt == before {
		t.Fatalf("Sponsor 1 is asked to rez before its teammate's draw")
	}
	gainUntil(t, g, func() bool { return s.Active == a2 && slices.Contains(options(g, a2), "draw") })
	tags := s.Players[a2].Tags
	choose(t, g, a2, "draw")
	if _, ok := engine.DecisionFor(g, s2); ok {
		t.Fatalf("Sponsor 2 is asked at its teammate's draw: %q", options(g, s2))
	}
	if d, ok := engine.DecisionFor(g, s1); !ok || d.Prompt != before || !slices.Contains(options(g, s1), rez) {
		t.Fatalf("Sponsor 1 is not asked to rez before Agent 2's draw: %q", options(g, s1))
	}
	choose(t, g, s1, rez)
	choose(t, g, a2, "decline")
	passUntil(t, g, func() bool { return s.Players[a2].Tags != tags })
	if !s.Cards[cs].Rezzed || s.Players[a2].Tags != tags+1 {
		t.Errorf("rezzed %v, Agent 2 has %d tags (want %d)", s.Cards[cs].Rezzed, s.Players[a2].Tags, tags+1)
	}
}

func TestDepartmentOfMisinformationAtATableOfFour(t *testing.T) {
	// Agent 2 exposes a card of Sponsor 1's with SeeYa: Sponsor 1, whose
	// card it is, is asked (not Sponsor 2), rezzes its Department of
	// Misinformation and pays 1 bit to prevent it.
	const prevent = "use Department of Misinformation: Prevent a card from being exposed"
	g := newGame(t, 1)
	s := arrange(g, a2, 5)
	dom := card(t, g, s1, "Department of Misinformation")
	g.InstallCorp(dom, onr.NewFort, false)
	target := card(t, g, s1, "Rockerboy Promotion")
	g.InstallCorp(target, onr.NewFort, false)
	g.InstallRunner(card(t, g, a2, "SeeYa"), 0)
	ready(t, g)
	choose(t, g, a2, "use SeeYa: Expose an installed card")
	expose := ""
	for _, o := range options(g, a2) {
		if strings.HasPrefix(o, "expose card 1 in ") && strings.HasSuffix(o, g.FortName(s.Cards[target].Fort)) {
			expose = o
		}
	}
	if expose == "" {
		t.Fatalf("Agent 2 is offered %q", options(g, a2))
	}
	choose(t, g, a2, expose)
	if _, ok := engine.DecisionFor(g, s2); ok {
		t.Fatalf("Sponsor 2 is asked about Sponsor 1's card: %q", options(g, s2))
	}
	choose(t, g, s1, "rez Department of Misinformation")
	choose(t, g, s1, prevent)
	if s.Cards[target].Known || s.Players[s1].Bits != 4 {
		t.Errorf("known to the Agent %v, Sponsor 1 has %d bits (want 4)", s.Cards[target].Known, s.Players[s1].Bits)
	}
}
