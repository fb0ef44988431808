package bso_test

import (
	"slices"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
)

func TestHistoryCardsAtATableOfFour(t *testing.T) {
	for _, tc := range []struct {
		name, act string
		offered   bool
	}{
		{"Data Sifters: the opposing Agent trashed a node in his last turn: he gets a tag", "trash Rustbelt HQ Branch for 2", true},
		{"Data Sifters: not playable when he left it", "decline", false}, // asked about the card Sponsor 2 does not know (onr/accesshidden.go)
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := newGame(t, 1)
			s := arrange(g, a2, 10)
			node := card(t, g, s1, "Rustbelt HQ Branch")
			g.InstallCorp(node, onr.NewFort, false)
			ready(t, g)
			choose(t, g, a2, "run on "+g.FortName(s.Cards[node].Fort))
			passUntil(t, g, func() bool { return slices.Contains(options(g, a2), tc.act) })
			choose(t, g, a2, tc.act)
			passUntil(t, g, func() bool { return !s.Run.Active })
			arrange(g, s1, 10)
			give(t, g, s1, "Data Sifters")
			ready(t, g)
			if got := slices.Contains(options(g, s1), "play Data Sifters"); got != tc.offered {
				t.Fatalf("offered %v, want %v: %q", got, tc.offered, options(g, s1))
			}
			if !tc.offered {
				return
			}
			choose(t, g, s1, "play Data Sifters")
			if s.Players[a2].Tags != 1 || s.Players[s1].Bits != 6 {
				t.Fatalf("Agent 2 has %d tags (want 1), Sponsor 1 %d bits (want 6)", s.Players[a2].Tags, s.Players[s1].Bits)
			}
		})
	}
	for _, tc := range []struct {
		name  string
		steal bool
		gain  int32
	}{
		{"Silver Lining Recovery Protocol: three bits for each counter on the agenda an Agent liberated in his last turn", true, 6},
		{"Silver Lining Recovery Protocol: nothing liberated, no bits", false, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, s := newGame(t, 1), (*onr.State)(nil)
			if tc.steal {
				g, s, _ = liberation(t, "Hostile Takeover", 2)
				choose(t, g, a2, "score-agenda Hostile Takeover")
				passUntil(t, g, func() bool { return !s.Run.Active })
			}
			s = arrange(g, s1, 0)
			give(t, g, s1, "Silver Lining Recovery Protocol")
			ready(t, g)
			choose(t, g, s1, "play Silver Lining Recovery Protocol")
			if s.Players[s1].Bits != tc.gain {
				t.Fatalf("Sponsor 1 gained %d bits, want %d", s.Players[s1].Bits, tc.gain)
			}
		})
	}
	t.Run("Underworld Mole: against the Agent who installed a resource in his last turn: trace, trash it, a tag", func(t *testing.T) {
		g := newGame(t, 1)
		s := arrange(g, a2, 10)
		res := give(t, g, a2, "Back Door to Hilliard")[0]
		ready(t, g)
		choose(t, g, a2, "install Back Door to Hilliard")
		arrange(g, s1, 20)
		s.Players[a2].Bits = 0
		give(t, g, s1, "Underworld Mole")
		ready(t, g)
		choose(t, g, s1, "play Underworld Mole")
		for i := 0; i < 20 && !slices.Contains(options(g, s1), "trash Back Door to Hilliard"); i++ {
			d := g.Pending()[0]
			switch {
			case d.Kind == engine.Number && d.Seat == s1:
				number(t, g, s1, 4)
			case d.Kind == engine.Number:
				number(t, g, d.Seat, 0)
			case slices.Contains(options(g, d.Seat), "none"):
				choose(t, g, d.Seat, "none")
			default:
				choose(t, g, d.Seat, options(g, d.Seat)[0])
			}
		}
		choose(t, g, s1, "trash Back Door to Hilliard")
		if s.Cards[res].Zone != onr.ZoneDiscard || s.Players[a2].Tags != 1 {
			t.Fatalf("Back Door to Hilliard in %s (want the trash); Agent 2 has %d tags (want 1)", s.Cards[res].Zone, s.Players[a2].Tags)
		}
	})
	for _, install := range []bool{true, false} {
		name := map[bool]string{true: "Roving Submarine: the opposing Agent may run its fort after its Sponsor installed a card there in its last turn",
			false: "Roving Submarine: nor may he after a turn of the Sponsor's that installed nothing there"}[install]
		t.Run(name, func(t *testing.T) {
			g := newGame(t, 1)
			arrange(g, s1, 10)
			sub := card(t, g, s1, "Roving Submarine")
			fi := g.InstallCorp(sub, onr.NewFort, true)
			give(t, g, s1, "Data Wall")
			ready(t, g)
			if install {
				choose(t, g, s1, "install Data Wall on "+g.FortName(fi))
			}
			arrange(g, a2, 10)
			ready(t, g)
			if got := slices.Contains(options(g, a2), "run on "+g.FortName(fi)); got != install {
				t.Fatalf("run on %s offered %v, want %v: %q", g.FortName(fi), got, install, options(g, a2))
			}
		})
	}
	t.Run("Terrorist Reprisal: against the Sponsor who scored a Black Ops agenda in its last turn: it discards five cards at random", func(t *testing.T) {
		g := newGame(t, 1)
		s := arrange(g, s1, 10)
		scoreAtTable(t, g, s, "Executive Extraction", 3)
		arrange(g, a2, 2)
		give(t, g, s1, "Data Wall", "Data Wall", "Data Wall", "Data Wall", "Data Wall", "Data Wall")
		give(t, g, a2, "Terrorist Reprisal")
		ready(t, g)
		choose(t, g, a2, "play Terrorist Reprisal")
		if len(s.Players[s1].Hand) != 1 || len(s.Players[s1].Discard) != 5 {
			t.Fatalf("Sponsor 1 holds %d cards (want 1), its Archives %d (want 5)", len(s.Players[s1].Hand), len(s.Players[s1].Discard))
		}
	})
	t.Run("Frame-Up: successful runs on both HQ and R&D of a Sponsor this turn: it gets 1 Bad Publicity point", func(t *testing.T) {
		g := newGame(t, 1)
		s := arrange(g, a2, 2)
		give(t, g, a2, "Frame-Up")
		ready(t, g)
		for _, fort := range []string{"Sponsor 1's HQ", "Sponsor 1's R&D"} {
			choose(t, g, a2, "run on "+fort)
			for i := 0; i < 50 && s.Run.Active; i++ {
				d := g.Pending()[0]
				opts := options(g, d.Seat)
				switch {
				case slices.Contains(opts, "pass"):
					choose(t, g, d.Seat, "pass")
				case slices.Contains(opts, "continue"):
					choose(t, g, d.Seat, "continue")
				default:
					choose(t, g, d.Seat, opts[0])
				}
			}
		}
		choose(t, g, a2, "play Frame-Up")
		if s.Players[s1].BadPub != 1 {
			t.Fatalf("Sponsor 1 has %d Bad Publicity points, want 1", s.Players[s1].BadPub)
		}
	})
}

// playedByTheirOwnTests reports whether title is a card that random games
// at a Big Sell-Out table seldom put into play, played in the tests above.
func playedByTheirOwnTests(title string) bool {
	switch title {
	case "Terrorist Reprisal", "Frame-Up", "Underworld Mole", "Data Sifters", // TestHistoryCardsAtATableOfFour
		"Badtimes",                                                             // TestConditionalOperationsAtATableOfFour
		"Deal with Militech", "Senatorial Field Trip", "Poisoned Water Supply", // TestRarePrepsAtATableOfFour
		"Synchronized Attack on HQ", "Remote Detonator", // TestRarePrepsAfterARunAtATableOfFour
		"The Personal Touch": // TestThePersonalTouchAtATableOfFour
		return true
	}
	return false
}
