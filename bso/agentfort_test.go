package bso_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
)

// The seats of a 4-player game: Sponsor 1 and Agent 1 (team 0), Sponsor 2
// and Agent 2 (team 1).
const (
	s1 engine.Seat = 0
	a1 engine.Seat = 1
	s2 engine.Seat = 2
	a2 engine.Seat = 3
)

func TestAgentFortHoldsNoAgenda(t *testing.T) {
	// "Teams and Seating": "Agendas may not be installed in the Agent fort";
	// ice may, and upgrades; nodes as memory allows (below).
	g := newGame(t, 1)
	arrange(g, s1, 5)
	give(t, g, s1, "Hostile Takeover", "Wall of Static", "Antiquated Interface Routines", "ESA Contract")
	ready(t, g)
	opts := options(g, s1)
	if slices.Contains(opts, "install Hostile Takeover in Sponsor 1's Agent") {
		t.Fatalf("an agenda may go in the Agent fort: %q", opts)
	}
	for _, want := range []string{"install Wall of Static on Sponsor 1's Agent", "install Antiquated Interface Routines in Sponsor 1's Agent", "install ESA Contract in Sponsor 1's Agent"} {
		if !slices.Contains(opts, want) {
			t.Fatalf("Sponsor 1 may not %q: %q", want, opts)
		}
	}
}

func TestAgentFortIceIsHiddenFromTheAgent(t *testing.T) {
	// "Teams and Seating": "the Sponsor's Agent may not look at the ice
	// protecting that fort": teammates share nothing hidden.
	g := newGame(t, 1)
	s := arrange(g, s1, 5)
	wall := give(t, g, s1, "Wall of Static")[0]
	ready(t, g)
	choose(t, g, s1, "install Wall of Static on Sponsor 1's Agent")
	if s.Cards[wall].Zone != onr.ZoneIce {
		t.Fatalf("Wall of Static is in zone %s", s.Cards[wall].Zone)
	}
	for seat, want := range map[engine.Seat]bool{s1: true, a1: false, s2: false, a2: false, engine.NoSeat: false} {
		if g.Visible(wall, seat) != want {
			t.Errorf("seat %d sees the Agent fort's unrezzed ice: %v", seat, !want)
		}
		b, _ := engine.MarshalView(g, seat)
		if strings.Contains(string(b), "Wall of Static") != want {
			t.Errorf("seat %d's view names Wall of Static: %v", seat, !want)
		}
	}
}

func TestAgentFortNodesUseTheAgentsMemory(t *testing.T) {
	// "Teams and Seating": "the Agent fort must have enough MU available to
	// support the node: the MU cost is equal to the rez cost of the card".
	g := newGame(t, 1)
	s := arrange(g, s1, 5)
	give(t, g, s1, "Remote Facility") // rez cost 5
	ready(t, g)
	if slices.Contains(options(g, s1), "install Remote Facility in Sponsor 1's Agent") {
		t.Fatalf("a 5-MU node fits Agent 1's 4 MU")
	}
	chip := card(t, g, a1, "Zetatech Mem Chip") // +2 MU: 6
	g.InstallRunner(chip, 0)
	progs := []int32{card(t, g, a1, "Dwarf"), card(t, g, a1, "Hammer")}
	for _, p := range progs {
		g.InstallRunner(p, 0)
	}
	ready(t, g)
	// "The Sponsor may trash programs by installing a node": the node fits
	// the Agent's memory, and programs make room.
	choose(t, g, s1, "install Remote Facility in Sponsor 1's Agent")
	if used := s.MUUsed(a1); used != 7 {
		t.Fatalf("Agent 1 uses %d MU, want 2 of programs and 5 of the node", used)
	}
	d, ok := engine.DecisionFor(g, a1)
	if !ok || !slices.Contains(options(g, a1), "trash-program Dwarf") || slices.ContainsFunc(options(g, a1), func(o string) bool { return strings.HasPrefix(o, "trash-node") }) {
		t.Fatalf("Agent 1 should trash a program for the node: %q (%v)", options(g, a1), d.Prompt)
	}
	choose(t, g, a1, "trash-program Dwarf")
	if s.MUUsed(a1) != 6 || s.Cards[progs[0]].Zone != onr.ZoneDiscard {
		t.Fatalf("after trashing Dwarf: %d MU used", s.MUUsed(a1))
	}
}

func TestAgentFortNodesGoFirst(t *testing.T) {
	// "Teams and Seating": "If an Agent installs a program that has MU costs
	// exceeding the current MU, first trash any nodes in the Agent fort,
	// then programs as needed".
	g := newGame(t, 1)
	s := arrange(g, a1, 10)
	g.InstallRunner(card(t, g, a1, "Zetatech Mem Chip"), 0) // 6 MU
	g.InstallRunner(card(t, g, a1, "Dwarf"), 0)
	node := card(t, g, s1, "Remote Facility")
	g.InstallCorp(node, fort(t, g, "Sponsor 1's Agent"), false)
	give(t, g, a1, "Hammer")
	ready(t, g)
	choose(t, g, a1, "install Hammer")
	if got := options(g, a1); len(got) != 1 || !strings.HasPrefix(got[0], "trash-node") {
		t.Fatalf("Agent 1 over memory is offered %q, want the node first", got)
	}
	choose(t, g, a1, options(g, a1)[0])
	if s.Cards[node].Zone != onr.ZoneDiscard || s.MUUsed(a1) != 2 {
		t.Fatalf("after trashing the node: it is in %s, %d MU used", s.Cards[node].Zone, s.MUUsed(a1))
	}
	if _, asked := engine.DecisionFor(g, a1); asked && slices.ContainsFunc(options(g, a1), func(o string) bool { return strings.HasPrefix(o, "trash-program") }) {
		t.Fatalf("Agent 1 still trashes programs: %q", options(g, a1))
	}
}

func TestAgentFortUpgradesAndSysops(t *testing.T) {
	// Upgrades in the Agent fort use no memory unless
	// agent-fort-mu=nodes-and-upgrades; the optional rule
	// no-sysop-in-agent-fort keeps Sysop upgrades (Dieter Esslin) out
	// ("Teams and Seating").
	for _, tc := range []struct {
		opts      []string
		sysop     bool
		upgradeMU int32
	}{
		{nil, true, 0},
		{[]string{"no-sysop-in-agent-fort=true"}, false, 0},
		{[]string{"agent-fort-mu=nodes-and-upgrades"}, true, 2},
	} {
		g := newGame(t, 1, tc.opts...)
		s := arrange(g, s1, 5)
		give(t, g, s1, "Dieter Esslin")
		g.InstallCorp(card(t, g, s1, "Antiquated Interface Routines"), fort(t, g, "Sponsor 1's Agent"), false) // rez cost 2
		ready(t, g)
		if got := slices.Contains(options(g, s1), "install Dieter Esslin in Sponsor 1's Agent"); got != tc.sysop {
			t.Errorf("%v: Dieter Esslin may go in the Agent fort: %v", tc.opts, got)
		}
		if got := s.MUUsed(a1); got != tc.upgradeMU {
			t.Errorf("%v: the upgrade in the Agent fort uses %d MU", tc.opts, got)
		}
		if !slices.Contains(options(g, s1), "install Dieter Esslin in Sponsor 1's HQ") {
			t.Errorf("%v: Dieter Esslin may not go in HQ", tc.opts)
		}
	}
}
