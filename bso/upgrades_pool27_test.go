package bso_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
)

func TestIssue27UpgradesAtATableOfFour(t *testing.T) {
	t.Run("Namatoki Plaza in Sponsor 1's fort: it holds two nodes, and a third install trashes the old one Sponsor 1 chooses", func(t *testing.T) {
		g := newGame(t, 1)
		s := arrange(g, s1, 5)
		fi := g.InstallCorp(card(t, g, s1, "Namatoki Plaza"), onr.NewFort, true)
		vapor, branch := card(t, g, s1, "Vapor Ops"), card(t, g, s1, "Chicago Branch")
		g.InstallCorp(vapor, fi, false)
		g.InstallCorp(branch, fi, false)
		if s.Cards[vapor].Zone != onr.ZoneFort || s.Cards[branch].Zone != onr.ZoneFort {
			t.Fatalf("Vapor Ops in zone %v, Chicago Branch in zone %v: want both in the fort", s.Cards[vapor].Zone, s.Cards[branch].Zone)
		}
		agenda := give(t, g, s1, "Hostile Takeover")[0]
		ready(t, g)
		install := "install Hostile Takeover in " + g.FortName(fi)
		choose(t, g, s1, install)
		opts := options(g, s1)
		if !slices.Contains(opts, "trash Vapor Ops") || !slices.Contains(opts, "trash Chicago Branch") ||
			slices.ContainsFunc(opts, func(o string) bool { return strings.Contains(o, "Hostile Takeover") }) {
			t.Fatalf("Sponsor 1 offered %q, want the two old nodes only", opts)
		}
		choose(t, g, s1, "trash Chicago Branch")
		if s.Cards[branch].Zone != onr.ZoneDiscard || s.Cards[vapor].Zone != onr.ZoneFort || s.Cards[agenda].Zone != onr.ZoneFort {
			t.Errorf("Chicago Branch in zone %v (want discard), Vapor Ops %v and Hostile Takeover %v (want fort)",
				s.Cards[branch].Zone, s.Cards[vapor].Zone, s.Cards[agenda].Zone)
		}
		if err := g.Check(); err != nil {
			t.Fatal(err)
		}
	})
}

func TestHackerTrackerCentralAtATableOfFour(t *testing.T) {
	// Sponsor 1's Hacker Tracker Central holds 2 bits: its Blood Cat's
	// Trace 5 may be bid up to 7, the 2 bits paying first; once the trace
	// is over, 1 bit from the bank goes on it.
	g := newGame(t, 1)
	s := arrange(g, s1, 5)
	htc := card(t, g, s1, "Hacker Tracker Central")
	g.InstallCorp(htc, onr.NewFort, true)
	s.Cards[htc].Bits = 2
	g.InstallCorp(card(t, g, s1, "Blood Cat"), onr.NewFort, true)
	ready(t, g)
	choose(t, g, s1, "use Blood Cat: Trace 5: give the Runner a tag")
	d, ok := engine.DecisionFor(g, s1)
	if !ok || d.Kind != engine.Number || d.Max != 7 {
		t.Fatalf("Sponsor 1's bid: %+v; want a number up to 7 (the limit 5 raised by the 2 bits of Hacker Tracker Central)", d)
	}
	number(t, g, s1, 7)
	passUntil(t, g, func() bool { return !s.Trace.Active && slices.Contains(options(g, s1), "gain") })
	if s.Players[s1].Bits != 0 || s.Cards[htc].Bits != 1 {
		t.Errorf("after a bid of 7: Sponsor 1 has %d bits (want 0), Hacker Tracker Central %d (want 1: its 2 spent, 1 put after the trace)", s.Players[s1].Bits, s.Cards[htc].Bits)
	}
}
