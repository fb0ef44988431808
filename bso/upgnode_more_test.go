package bso_test

import (
	"slices"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
	"github.com/datafort/datafort/onr"
)

func TestEncoderIncAtATableOfFour(t *testing.T) {
	// Sponsor 1's Encoder, Inc. gives Sponsor 1's code gates an End the
	// run, not Sponsor 2's; the Agent attacking Sponsor 1's HQ lets Ball
	// and Chain's subroutines take effect and the added one ends the run.
	g := newGame(t, 1)
	s := arrange(g, a2, 5)
	g.InstallCorp(card(t, g, s1, "Encoder, Inc."), onr.NewFort, true)
	own, other := card(t, g, s1, "Ball and Chain"), card(t, g, s2, "Ball and Chain")
	g.InstallCorp(own, fort(t, g, "Sponsor 1's HQ"), true)
	g.InstallCorp(other, fort(t, g, "Sponsor 2's HQ"), true)
	ready(t, g)
	if n, m := g.SubroutineCount(own), g.SubroutineCount(other); n != 2 || m != 1 {
		t.Fatalf("subroutines %d on Sponsor 1's HQ, %d on Sponsor 2's; want 2, 1", n, m)
	}
	ev := choose(t, g, a2, "run on Sponsor 1's HQ")
	ev = append(ev, passCollecting(t, g, func() bool { return !s.Run.Active })...)
	if !logged(ev, "Ball and Chain ends the run") || logged(ev, "The run is successful") {
		t.Errorf("the added subroutine did not end the run")
	}
}

func TestParisCityGridAtATableOfFour(t *testing.T) {
	// Sponsor 1 installs Paris City Grid in its HQ (rezzed, 3 bits on
	// it); with an empty pool it bids them on the trace of its Fetch 4.0.1
	// there when the attacking Agent runs on that HQ.
	g := newGame(t, 1)
	s := arrange(g, s1, 5)
	paris := give(t, g, s1, "Paris City Grid")[0]
	ready(t, g)
	choose(t, g, s1, "install Paris City Grid in Sponsor 1's HQ")
	if !s.Cards[paris].Rezzed || s.Cards[paris].Bits != 3 {
		t.Fatalf("Paris City Grid rezzed %v with %d bits, want rezzed with 3", s.Cards[paris].Rezzed, s.Cards[paris].Bits)
	}
	arrange(g, a2, 5)
	g.InstallCorp(card(t, g, s1, "Fetch 4.0.1"), fort(t, g, "Sponsor 1's HQ"), true)
	ready(t, g)
	choose(t, g, a2, "run on Sponsor 1's HQ")
	for i := 0; ; i++ {
		if d, ok := engine.DecisionFor(g, s1); ok && d.Kind == engine.Number {
			if d.Max != 3 {
				t.Errorf("Sponsor 1 may bid %d, want 3 (Paris City Grid's bits, an empty pool)", d.Max)
			}
			break
		}
		if i > 50 || !s.Run.Active {
			t.Fatalf("no trace: %s", pending(g))
		}
		once := false
		passUntil(t, g, func() bool { done := once; once = true; return done })
	}
	number(t, g, s1, 3)
	if s.Cards[paris].Bits != 0 {
		t.Errorf("%d bits left on Paris City Grid, want 0", s.Cards[paris].Bits)
	}
}

func TestCrybabyAtATableOfFour(t *testing.T) {
	// The attacking Agent accesses Sponsor 1's rezzed Crybaby in its HQ:
	// he has a counter reducing his link by 2, and in his next turn may
	// lift it for 2 bits.
	g := newGame(t, 1)
	s := arrange(g, a2, 5)
	g.InstallCorp(card(t, g, s1, "Crybaby"), fort(t, g, "Sponsor 1's HQ"), true)
	poolAccess(t, g, s, "Sponsor 1's HQ", "")
	n := 0
	for _, l := range s.Lasting {
		if l.Mod == onr.ModLinkBonus && l.Seat == a2 && l.N == -2 && l.Price == 2 {
			n++
		}
	}
	if n != 1 {
		t.Fatalf("Agent 2 has %d Crying counters, want 1", n)
	}
	arrange(g, a2, 5)
	ready(t, g)
	choose(t, g, a2, "lift Crybaby counter for 2")
	if s.Players[a2].Bits != 3 || slices.ContainsFunc(s.Lasting, func(l kernel.Lasting) bool { return l.Mod == onr.ModLinkBonus }) {
		t.Errorf("after the lift Agent 2 has %d bits (want 3), counters left %v", s.Players[a2].Bits, s.Lasting)
	}
}

func TestLesleyMajorAtATableOfFour(t *testing.T) {
	// The attacking Agent runs on Sponsor 1's fort, which has Lesley Major
	// and Vapor Ops and no ice: as the run is declared Sponsor 1 pays 5 for
	// two counters on Vapor Ops.
	g := newGame(t, 1)
	s := arrange(g, a2, 5)
	lesley := card(t, g, s1, "Lesley Major")
	g.InstallCorp(lesley, onr.NewFort, true)
	ops := card(t, g, s1, "Vapor Ops")
	g.InstallCorp(ops, s.Cards[lesley].Fort, false)
	ready(t, g)
	const use = "use Lesley Major: Pay 5 bits: two advancement counters on a card of this fort"
	choose(t, g, a2, "run on "+g.FortName(s.Cards[lesley].Fort))
	passUntil(t, g, func() bool { return slices.Contains(options(g, s1), use) })
	choose(t, g, s1, use)
	choose(t, g, s1, "choose Vapor Ops")
	if s.Cards[ops].Adv != 2 || s.Players[s1].Bits != 0 {
		t.Errorf("Vapor Ops has %d counters, Sponsor 1 %d bits; want 2, 0", s.Cards[ops].Adv, s.Players[s1].Bits)
	}
}

func TestTwentyFourHourSurveillanceAtATableOfFour(t *testing.T) {
	// Sponsor 1's HQ has a Wall of Static, and Twenty-Four-Hour
	// Surveillance is in that HQ or in Sponsor 1's R&D. The attacking
	// Agent, with Cloak, Dwarf and an empty pool, runs on the HQ: he may
	// break with Cloak's bits only if the upgrade is elsewhere.
	for _, tc := range []struct {
		where  string
		breaks bool
	}{{"Sponsor 1's HQ", false}, {"Sponsor 1's R&D", true}} {
		g := newGame(t, 1)
		s := arrange(g, a2, 0)
		g.InstallCorp(card(t, g, s1, "Twenty-Four-Hour Surveillance"), fort(t, g, tc.where), true)
		g.InstallCorp(card(t, g, s1, "Wall of Static"), fort(t, g, "Sponsor 1's HQ"), true)
		cloak := card(t, g, a2, "Cloak")
		g.InstallRunner(cloak, 0)
		g.InstallRunner(card(t, g, a2, "Dwarf"), 0)
		ready(t, g)
		ev := choose(t, g, a2, "run on Sponsor 1's HQ")
		if tc.breaks {
			passUntil(t, g, func() bool { return slices.Contains(options(g, a2), "break subroutine 1 with Dwarf") })
			choose(t, g, a2, "break subroutine 1 with Dwarf")
			if s.Cards[cloak].Bits != 2 {
				t.Errorf("upgrade in %s: %d bits left on Cloak, want 2", tc.where, s.Cards[cloak].Bits)
			}
			continue
		}
		if !logged(ev, "Wall of Static ends the run") || s.Cards[cloak].Bits != 3 {
			t.Errorf("upgrade in %s: the Agent broke with Cloak's bits (%d left)", tc.where, s.Cards[cloak].Bits)
		}
	}
}

func TestIceSwappingUpgradesAtATableOfFour(t *testing.T) {
	// During the attacking Agent's run on Sponsor 1's HQ, Sponsor 1 swaps
	// the unrezzed Data Wall there with the Wall of Static of its hand.
	for _, upgrade := range []string{"Omni Kismet, Ph. D.", "Singapore City Grid"} {
		g := newGame(t, 1)
		s := arrange(g, a2, 5)
		hq := fort(t, g, "Sponsor 1's HQ")
		g.InstallCorp(card(t, g, s1, upgrade), hq, true)
		wall := card(t, g, s1, "Data Wall")
		g.InstallCorp(wall, hq, false)
		static := give(t, g, s1, "Wall of Static")[0]
		ready(t, g)
		use := "use " + upgrade + ": swap an unrezzed piece of ice of this fort with an ice card of HQ"
		choose(t, g, a2, "run on Sponsor 1's HQ")
		passUntil(t, g, func() bool { return slices.Contains(options(g, s1), use) })
		choose(t, g, s1, use)
		choose(t, g, s1, "choose Data Wall")
		choose(t, g, s1, "choose Wall of Static")
		if ice := s.Forts[hq].Ice; len(ice) != 1 || ice[0] != static || s.Cards[wall].Zone != onr.ZoneHand || s.Cards[wall].At != s1 {
			t.Errorf("%s: HQ ice %v, Data Wall in zone %v of seat %d", upgrade, ice, s.Cards[wall].Zone, s.Cards[wall].At)
		}
	}
}
