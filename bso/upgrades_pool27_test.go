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

func TestBizarreEncryptionSchemeAtATableOfFour(t *testing.T) {
	// Agent 2 runs Sponsor 1's fort holding Bizarre Encryption Scheme and
	// Hostile Takeover: the agenda is not scored in the run but stays in
	// the fort; Agent 2 scores it at the start of its next turn.
	g := newGame(t, 1)
	s := arrange(g, a2, 5)
	fi := g.InstallCorp(card(t, g, s1, "Bizarre Encryption Scheme"), onr.NewFort, true)
	agenda := card(t, g, s1, "Hostile Takeover")
	g.InstallCorp(agenda, fi, false)
	give(t, g, a2, "Score!", "Score!", "Score!", "Score!", "Score!")
	ready(t, g)
	choose(t, g, a2, "run on "+g.FortName(fi))
	for i := 0; s.Run.Active; i++ {
		if i > 200 {
			t.Fatalf("no end of the run: %s", pending(g))
		}
		d := g.Pending()[0]
		opts := options(g, d.Seat)
		switch leave := slices.IndexFunc(opts, func(o string) bool { return strings.HasPrefix(o, "leave ") }); {
		case leave >= 0:
			choose(t, g, d.Seat, opts[leave])
		case slices.Contains(opts, "continue"):
			choose(t, g, d.Seat, "continue")
		default:
			choose(t, g, d.Seat, opts[0])
		}
	}
	if s.Cards[agenda].Zone != onr.ZoneFort || s.Players[a2].Points != 0 {
		t.Fatalf("after the run: Hostile Takeover in zone %v (want the fort), Agent 2 %d points (want 0)", s.Cards[agenda].Zone, s.Players[a2].Points)
	}
	turns := 0
	for seen := false; !(seen && s.Active == a2 && s.Phase == onr.PhaseAction); turns++ {
		if turns > 400 {
			t.Fatalf("Agent 2's next turn never came: %s", pending(g))
		}
		seen = seen || s.Active != a2
		d := g.Pending()[0]
		opts := options(g, d.Seat)
		switch {
		case slices.Contains(opts, "pass"):
			choose(t, g, d.Seat, "pass")
		case slices.Contains(opts, "gain"):
			choose(t, g, d.Seat, "gain")
		default:
			choose(t, g, d.Seat, opts[0])
		}
	}
	if s.Cards[agenda].Zone != onr.ZoneScored || s.Cards[agenda].At != a2 || s.Players[a2].Points != 1 {
		t.Errorf("at Agent 2's next turn: Hostile Takeover in zone %v of seat %d, Agent 2 %d points; want scored by Agent 2 for 1", s.Cards[agenda].Zone, s.Cards[agenda].At, s.Players[a2].Points)
	}
}
