package cards_test

import (
	"slices"
	"testing"

	"github.com/datafort/datafort/nsg"
	"github.com/datafort/datafort/nsg/nsgtest"
)

// runnerWithPatchwork brings the game to the Runner's action window with
// Patchwork installed, credits, and grip holding titles (in order); it
// returns the grip's ids.
func runnerWithPatchwork(x *nsgtest.Table, credits int32, titles ...string) []int32 {
	x.T.Helper()
	x.ToTurnOf(runner)
	s := x.St()
	s.Clear(nsg.ZoneGrip)
	s.AddCard("Patchwork", nsg.ZoneRig, 0, true)
	var ids []int32
	for _, t := range titles {
		ids = append(ids, s.AddCard(t, nsg.ZoneGrip, 0, false))
	}
	s.Credits[runner] = credits
	x.G.Reask()
	return ids
}

func heapTitles(s *nsg.State) []string {
	var out []string
	for _, id := range s.Heap {
		out = append(out, s.CardOf(id).Title)
	}
	slices.Sort(out)
	return out
}

// TestPatchwork runs under nsg-24.09, where an event or install the
// Runner cannot pay in full is offered (under nsg-26.03 only what can be
// paid now is: ARCHITECTURE.md, NSG decisions, Q1/Q2).
func TestPatchwork(t *testing.T) {
	for _, tc := range []cardTest{
		{"Patchwork: +1 MU", func(t *testing.T, x *nsgtest.Table) {
			ids := runnerWithPatchwork(x, 10, "Cleaver")
			s := x.St()
			s.AddCard("Mayfly", nsg.ZoneRig, 0, true) // 2 MU
			s.AddCard("Mayfly", nsg.ZoneRig, 0, true) // 2 MU: 4 used
			x.G.Reask()
			if !x.Offered("nsg-install", ids[0]) {
				t.Errorf("Cleaver (1 MU) is not offered with 4 MU used: 5 MU with Patchwork's +1 expected")
			}
		}},
		{"Patchwork: trashing another grip card, the played event costs 2 less", func(t *testing.T, x *nsgtest.Table) {
			ids := runnerWithPatchwork(x, 3, "Sure Gamble", "Mayfly")
			x.Choose(runner, "nsg-play", ids[0], 0)
			x.Choose(runner, "nsg-target", ids[1], 0)
			x.ActionWindow(runner)
			s := x.St()
			if s.Credits[runner] != 9 {
				t.Errorf("credits %d, want 9 (3 - 3 + 9)", s.Credits[runner])
			}
			if got := heapTitles(s); !slices.Equal(got, []string{"Mayfly", "Sure Gamble"}) {
				t.Errorf("heap %v, want Mayfly and Sure Gamble", got)
			}
		}},
		{"Patchwork: passing, the full cost is paid and Patchwork is not used", func(t *testing.T, x *nsgtest.Table) {
			ids := runnerWithPatchwork(x, 5, "Sure Gamble", "Mayfly", "Sure Gamble")
			x.Choose(runner, "nsg-play", ids[0], 0)
			x.Choose(runner, "nsg-pass", 0, 0)
			x.ActionWindow(runner)
			if c := x.St().Credits[runner]; c != 9 {
				t.Errorf("credits %d, want 9 (5 - 5 + 9)", c)
			}
			x.Choose(runner, "nsg-play", ids[2], 0)
			if nsgtest.Find(x.Decision(), "nsg-target", ids[1], 0) < 0 {
				t.Errorf("Patchwork is not offered again after it was passed: %v", x.Describe(x.Decision()))
			}
		}},
		{"Patchwork: once per turn", func(t *testing.T, x *nsgtest.Table) {
			ids := runnerWithPatchwork(x, 3, "Sure Gamble", "Mayfly", "Sure Gamble", "Cleaver")
			x.Choose(runner, "nsg-play", ids[0], 0)
			x.Choose(runner, "nsg-target", ids[1], 0)
			x.ActionWindow(runner)
			x.Choose(runner, "nsg-play", ids[2], 0)
			if d := x.Decision(); nsgtest.Find(d, "nsg-target", ids[3], 0) >= 0 {
				t.Fatalf("Patchwork asked again in the same turn: %q", d.Prompt)
			}
			x.ActionWindow(runner)
			s := x.St()
			if s.Credits[runner] != 13 || !slices.Contains(heapTitles(s), "Sure Gamble") || len(s.Grip) != 1 {
				t.Errorf("credits %d, grip %d cards; want 13 (9 - 5 + 9) and Cleaver kept: the second play not interrupted", s.Credits[runner], len(s.Grip))
			}
		}},
		{"Patchwork: an installed card costs 2 less", func(t *testing.T, x *nsgtest.Table) {
			ids := runnerWithPatchwork(x, 1, "Cleaver", "Sure Gamble")
			x.St().Credits[runner] = 3
			x.G.Reask()
			x.Choose(runner, "nsg-install", ids[0], 0)
			x.Choose(runner, "nsg-target", ids[1], 0)
			x.ActionWindow(runner)
			s := x.St()
			if s.Credits[runner] != 2 || len(s.Rig) != 2 {
				t.Errorf("credits %d, rig %d cards; want 2 (3 - 1) and Cleaver installed", s.Credits[runner], len(s.Rig))
			}
		}},
		{"Patchwork: with no other card in the grip, nothing is asked", func(t *testing.T, x *nsgtest.Table) {
			ids := runnerWithPatchwork(x, 5, "Sure Gamble")
			x.Choose(runner, "nsg-play", ids[0], 0)
			if d := x.Decision(); d.Prompt != "Take an action" && nsgtest.Find(d, "nsg-target", 0, 0) >= 0 {
				t.Errorf("asked %q with an empty grip", d.Prompt)
			}
		}},
	} {
		t.Run(tc.name, func(t *testing.T) { tc.run(t, nsgtest.Start(t, nsg.Rules2409)) })
	}
}
