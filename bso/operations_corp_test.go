package bso_test

import (
	"slices"
	"testing"

	"github.com/datafort/datafort/onr"
)

func TestPlanningConsultantsAtATableOfFour(t *testing.T) {
	// Sponsor 1 arranges the top of its own R&D; Sponsor 2's R&D is
	// untouched.
	g := newGame(t, 1)
	s := arrange(g, s1, 5)
	var top []int32
	for _, title := range []string{"Sleeper", "Quandary", "Data Wall"} { // each put on top: Data Wall ends on top
		c := card(t, g, s1, title)
		g.PutAt(c, s1, onr.ZoneDeck, true)
		top = append([]int32{c}, top...)
	}
	other := slices.Clone(s.Players[s2].Deck)
	give(t, g, s1, "Planning Consultants")
	ready(t, g)
	choose(t, g, s1, "play Planning Consultants")
	for _, title := range []string{"Sleeper", "Data Wall", "Quandary"} { // the top five: three named, then two of the deck
		if !slices.Contains(options(g, s1), "choose "+title) {
			t.Fatalf("Sponsor 1 offered %q, not %s", options(g, s1), title)
		}
		choose(t, g, s1, "choose "+title)
	}
	for len(g.Pending()) > 0 && g.Pending()[0].Seat == s1 && slices.ContainsFunc(options(g, s1), func(o string) bool { return len(o) > 7 && o[:7] == "choose " }) {
		choose(t, g, s1, options(g, s1)[0])
	}
	if d := s.Players[s1].Deck; d[0] != top[2] || d[1] != top[0] || d[2] != top[1] {
		t.Errorf("Sponsor 1's R&D starts %v, want Sleeper, Data Wall, Quandary (%v)", d[:3], []int32{top[2], top[0], top[1]})
	}
	if !slices.Equal(s.Players[s2].Deck, other) {
		t.Errorf("Sponsor 2's R&D changed")
	}
}

func TestNewBloodAtATableOfFour(t *testing.T) {
	// Sponsor 1 swaps two pieces of its own ice; Sponsor 2's ice is neither
	// offered nor concealed.
	g := newGame(t, 1)
	s := arrange(g, s1, 5)
	hq := card(t, g, s1, "Wall of Static")
	g.InstallCorp(hq, fort(t, g, "Sponsor 1's HQ"), true)
	rd := card(t, g, s1, "Quandary")
	g.InstallCorp(rd, fort(t, g, "Sponsor 1's R&D"), false)
	other := card(t, g, s2, "Data Wall")
	g.InstallCorp(other, fort(t, g, "Sponsor 2's HQ"), false)
	s.Cards[other].FaceUp = true
	give(t, g, s1, "New Blood")
	ready(t, g)
	choose(t, g, s1, "play New Blood")
	if got := options(g, s1); !slices.Equal(got, []string{"done", "choose Wall of Static", "choose Quandary"}) {
		t.Fatalf("Sponsor 1 offered %q; want its own two pieces of ice and done", got)
	}
	choose(t, g, s1, "choose Wall of Static")
	choose(t, g, s1, "choose Quandary")
	choose(t, g, s1, "done")
	if s.Cards[hq].Fort != fort(t, g, "Sponsor 1's R&D") || s.Cards[rd].Fort != fort(t, g, "Sponsor 1's HQ") || !s.Cards[other].FaceUp {
		t.Errorf("Wall of Static on fort %d, Quandary on %d (want swapped); Sponsor 2's Data Wall face up: %v (want true)",
			s.Cards[hq].Fort, s.Cards[rd].Fort, s.Cards[other].FaceUp)
	}
}

func TestPowerGridOverloadAtATableOfFour(t *testing.T) {
	// Sponsor 1 plays Power Grid Overload on Agent 2, tagged by its team,
	// pays 1 and trashes one of Agent 2's pieces of hardware; Agent 1's
	// stays.
	g := newGame(t, 1)
	s := arrange(g, s1, 5)
	tagOwnedBy(s, a2, s1)
	chip := card(t, g, a2, "Zetatech Mem Chip")
	g.InstallRunner(chip, 0)
	mine := card(t, g, a1, "Zetatech Mem Chip")
	g.InstallRunner(mine, 0)
	give(t, g, s1, "Power Grid Overload")
	ready(t, g)
	choose(t, g, s1, "play Power Grid Overload")
	number(t, g, s1, 1)
	passUntil(t, g, func() bool { return s.Cards[chip].Zone != onr.ZoneRig })
	if s.Cards[chip].Zone != onr.ZoneDiscard || s.Cards[mine].Zone != onr.ZoneRig || s.Players[s1].Bits != 4 {
		t.Errorf("Agent 2's chip in %s (want trashed), Agent 1's in %s (want the rig); Sponsor 1 has %d bits (want 4)",
			s.Cards[chip].Zone, s.Cards[mine].Zone, s.Players[s1].Bits)
	}
}
