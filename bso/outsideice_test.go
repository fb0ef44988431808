package bso_test

import (
	"slices"
	"testing"

	"github.com/datafort/datafort/onr"
)

func TestDrDreffAtATableOfFour(t *testing.T) {
	// The attacking Agent runs on Sponsor 1's fort, which has Dr. Dreff
	// and no ice: as the run is declared Sponsor 1 may make the Agent
	// encounter an ice card of its own HQ, never Sponsor 2's, paying half
	// its rez cost; Wall of Static ends the run and is trashed into
	// Sponsor 1's Archives.
	g := newGame(t, 1)
	s := arrange(g, a2, 5)
	dreff := card(t, g, s1, "Dr. Dreff")
	g.InstallCorp(dreff, onr.NewFort, true)
	wall := give(t, g, s1, "Wall of Static")[0]
	other := give(t, g, s2, "Wall of Static")[0]
	fort := s.Cards[dreff].Fort
	ready(t, g)
	bits := s.Players[s1].Bits
	choose(t, g, a2, "run on "+g.FortName(fort))
	passUntil(t, g, func() bool { return slices.Contains(options(g, s1), "choose Wall of Static") })
	if n := len(options(g, s1)); n != 2 {
		t.Errorf("Sponsor 1 is offered %v: want to decline or choose its own Wall of Static", options(g, s1))
	}
	choose(t, g, s1, "choose Wall of Static")
	if s.Players[s1].Bits != bits-1 || s.Cards[other].Zone != onr.ZoneHand {
		t.Fatalf("Sponsor 1 bits %d (want %d); Sponsor 2's Wall of Static in zone %v", s.Players[s1].Bits, bits-1, s.Cards[other].Zone)
	}
	passUntil(t, g, func() bool { return !s.Run.Active })
	if k := s.Cards[wall]; k.Zone != onr.ZoneDiscard || k.At != s1 {
		t.Errorf("Sponsor 1's Wall of Static in zone %v of seat %d, want Sponsor 1's Archives", k.Zone, k.At)
	}
}

func TestTheoremProofAtATableOfFour(t *testing.T) {
	// The attacking Agent runs on Sponsor 1's fort holding Theorem Proof
	// and accesses it: it is not stolen; the Agent installs it in its own
	// rig as a 2 MU program, and as an action scores it for its team.
	g := newGame(t, 1)
	s := arrange(g, a2, 5)
	proof := card(t, g, s1, "Theorem Proof")
	g.InstallCorp(proof, onr.NewFort, false)
	fort := s.Cards[proof].Fort
	ready(t, g)
	choose(t, g, a2, "run on "+g.FortName(fort))
	passUntil(t, g, func() bool { return slices.Contains(options(g, a2), "choose Theorem Proof") })
	choose(t, g, a2, "choose Theorem Proof")
	if k := s.Cards[proof]; k.Zone != onr.ZoneRig || k.At != a2 {
		t.Fatalf("Theorem Proof in zone %v of seat %d, want the Agent's rig", k.Zone, k.At)
	}
	points := s.Players[a2].Points
	passUntil(t, g, func() bool { return slices.Contains(options(g, a2), "use Theorem Proof: Score Theorem Proof") })
	choose(t, g, a2, "use Theorem Proof: Score Theorem Proof")
	if k := s.Cards[proof]; k.Zone != onr.ZoneScored || s.Players[a2].Points != points+3 {
		t.Errorf("Theorem Proof in zone %v; the Agent's points %d, want %d", k.Zone, s.Players[a2].Points, points+3)
	}
}
