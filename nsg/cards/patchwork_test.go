package cards_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
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
			if got := x.G.View(runner).(nsg.View).Memory[1]; got != 5 {
				t.Errorf("memory %d, want 5 (4 + Patchwork's 1)", got)
			}
		}},
		{"Patchwork: trashing another grip card for a program that needs room, its trash reaches a checkpoint before the programs to trash are asked, and the install still costs 2 less (found by fuzzing)", func(t *testing.T, x *nsgtest.Table) {
			cost := nsg.Lookup("Cleaver").Cost
			ids := runnerWithPatchwork(x, cost-2, "Cleaver", "Sure Gamble")
			s := x.St()
			s.AddCard("Mayfly", nsg.ZoneRig, 0, true)         // 2 MU
			s.AddCard("Mayfly", nsg.ZoneRig, 0, true)         // 2 MU
			old := s.AddCard("Cleaver", nsg.ZoneRig, 0, true) // 1 MU: 5 used of 5
			x.G.Reask()
			x.Choose(runner, "nsg-install", ids[0], 0)
			x.Choose(runner, "nsg-target", ids[1], 0) // Patchwork trashes Sure Gamble (x.Apply checks the invariants)
			x.Choose(runner, "nsg-target", old, 0)    // room made: the old Cleaver trashed
			passOptionalTrash(x, runner)              // the Mayflies kept (CR 8.5.6c)
			if s.Credits[runner] != 0 || len(s.Rig) != 4 || s.CardOf(s.Rig[3]).Title != "Cleaver" {
				t.Errorf("credits %d (want 0: cost %d less 2), rig %d cards (want Patchwork, 2 Mayfly, the new Cleaver)", s.Credits[runner], cost, len(s.Rig))
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
		{"Patchwork: trashing the card being played spends the click and Patchwork, and plays nothing", func(t *testing.T, x *nsgtest.Table) {
			ids := runnerWithPatchwork(x, 5, "Sure Gamble", "Sure Gamble")
			x.Choose(runner, "nsg-play", ids[0], 0)
			x.Choose(runner, "nsg-target", ids[0], 0)
			x.ActionWindow(runner)
			s := x.St()
			if s.Credits[runner] != 5 || s.Clicks[runner] != 3 || len(s.Heap) != 1 || x.Logged("plays Sure Gamble") {
				t.Errorf("credits %d, clicks %d, heap %d, played %v; want 5, 3, 1 and nothing played", s.Credits[runner], s.Clicks[runner], len(s.Heap), x.Logged("plays Sure Gamble"))
			}
			x.Choose(runner, "nsg-play", ids[1], 0)
			if d := x.Decision(); nsgtest.Find(d, "nsg-target", 0, 0) >= 0 {
				t.Errorf("Patchwork asked again after a use that played nothing: %q", d.Prompt)
			}
		}},
		{"Strike Fund: gain 4", func(t *testing.T, x *nsgtest.Table) {
			x.ToTurnOf(runner)
			s := x.St()
			id := s.AddCard("Strike Fund", nsg.ZoneGrip, 0, false)
			s.Credits[runner] = 1
			x.G.Reask()
			x.Choose(runner, "nsg-play", id, 0)
			x.ActionWindow(runner)
			if s.Credits[runner] != 4 {
				t.Errorf("credits %d, want 4 (1 - 1 + 4)", s.Credits[runner])
			}
		}},
		{"Strike Fund: trashed from the grip, the Runner may gain 2, before the cost of the play it was trashed for", func(t *testing.T, x *nsgtest.Table) {
			ids := runnerWithPatchwork(x, 1, "Sure Gamble", "Strike Fund")
			x.Choose(runner, "nsg-play", ids[0], 0)
			x.Choose(runner, "nsg-target", ids[1], 0)
			x.Choose(runner, "nsg-trigger", 0, 0)
			x.ActionWindow(runner)
			if c := x.St().Credits[runner]; c != 9 {
				t.Errorf("credits %d, want 9 (1 + 2 - 3 + 9)", c)
			}
		}},
		{"Strike Fund: trashed from the grip by net damage, the Runner may gain 2 (damage trashes, CR 10.2)", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			s.AddCard("Tithe", nsg.ZoneServer, nsg.ServerHQ, true)
			x.ToTurnOf(runner)
			s.Clear(nsg.ZoneGrip)
			s.AddCard("Strike Fund", nsg.ZoneGrip, 0, false)
			s.AddCard("Strike Fund", nsg.ZoneGrip, 0, false)
			s.Credits[runner] = 0
			x.G.Reask()
			x.Choose(runner, "nsg-run", 0, nsg.ServerHQ+1)
			d := x.PassUntil(func(d engine.Decision) bool { return nsgtest.Find(d, "nsg-trigger", 0, 0) >= 0 })
			if d.Seat != runner {
				t.Fatalf("no Strike Fund pending after Tithe's net damage: %q %v", d.Prompt, x.Describe(d))
			}
			x.Choose(runner, "nsg-trigger", 0, 0)
			if c := s.Credits[runner]; c != 2 {
				t.Errorf("credits %d, want 2", c)
			}
		}},
		{"Strike Fund: the trash ability may be declined", func(t *testing.T, x *nsgtest.Table) {
			ids := runnerWithPatchwork(x, 3, "Sure Gamble", "Strike Fund")
			x.Choose(runner, "nsg-play", ids[0], 0)
			x.Choose(runner, "nsg-target", ids[1], 0)
			x.PassUntil(func(d engine.Decision) bool { return d.Prompt == "Take an action" })
			if c := x.St().Credits[runner]; c != 9 {
				t.Errorf("credits %d, want 9 (3 - 3 + 9, the 2 declined)", c)
			}
		}},
		{"Diesel: draw 3", func(t *testing.T, x *nsgtest.Table) {
			x.ToTurnOf(runner)
			s := x.St()
			s.Clear(nsg.ZoneGrip)
			id := s.AddCard("Diesel", nsg.ZoneGrip, 0, false)
			x.G.Reask()
			stack := len(s.RunnerStack)
			x.Choose(runner, "nsg-play", id, 0)
			x.ActionWindow(runner)
			if len(s.Grip) != 3 || stack-len(s.RunnerStack) != 3 {
				t.Errorf("grip %d, drew %d; want 3, 3", len(s.Grip), stack-len(s.RunnerStack))
			}
		}},
		{"Steelskin Scarring: draw 3; trashed from the grip, the Runner may draw 2", func(t *testing.T, x *nsgtest.Table) {
			ids := runnerWithPatchwork(x, 3, "Sure Gamble", "Steelskin Scarring")
			s := x.St()
			stack := len(s.RunnerStack)
			x.Choose(runner, "nsg-play", ids[0], 0)
			x.Choose(runner, "nsg-target", ids[1], 0)
			if d := x.Decision(); nsgtest.Find(d, "nsg-pass", 0, 0) < 0 {
				t.Errorf("offered %v: want the draw declinable (\"may\")", x.Describe(d))
			}
			x.Choose(runner, "nsg-trigger", 0, 0)
			x.ActionWindow(runner)
			if len(s.Grip) != 2 || stack-len(s.RunnerStack) != 2 || s.Credits[runner] != 9 {
				t.Errorf("grip %d, drew %d, credits %d; want 2, 2, 9", len(s.Grip), stack-len(s.RunnerStack), s.Credits[runner])
			}
			sid := s.AddCard("Steelskin Scarring", nsg.ZoneGrip, 0, false)
			s.Credits[runner] = 1
			x.G.Reask()
			x.Choose(runner, "nsg-play", sid, 0)
			x.ActionWindow(runner)
			if len(s.Grip) != 5 {
				t.Errorf("grip %d after playing it, want 5 (2 + 3 drawn)", len(s.Grip))
			}
		}},
	} {
		t.Run(tc.name, func(t *testing.T) { tc.run(t, nsgtest.Start(t, nsg.Rules2409)) })
	}
}

func TestMoshing(t *testing.T) {
	for _, tc := range []cardTest{
		{"Moshing: paying the additional cost trashes 3 other grip cards, then gain 3 and draw 3", func(t *testing.T, x *nsgtest.Table) {
			x.ToTurnOf(runner)
			s := x.St()
			s.Clear(nsg.ZoneGrip)
			m := s.AddCard("Moshing", nsg.ZoneGrip, 0, false)
			a := s.AddCard("Sure Gamble", nsg.ZoneGrip, 0, false)
			b := s.AddCard("Diesel", nsg.ZoneGrip, 0, false)
			c := s.AddCard("Mayfly", nsg.ZoneGrip, 0, false)
			s.Credits[runner] = 0
			x.G.Reask()
			stack := len(s.RunnerStack)
			x.Choose(runner, "nsg-play", m, 0)
			x.Choose(runner, "nsg-yes", 0, 0)
			x.Choose(runner, "nsg-target", a, 0)
			x.Choose(runner, "nsg-target", b, 0)
			x.Choose(runner, "nsg-target", c, 0)
			x.ActionWindow(runner)
			if s.Credits[runner] != 3 || len(s.Heap) != 4 || len(s.Grip) != 3 || stack-len(s.RunnerStack) != 3 {
				t.Errorf("credits %d, heap %d, grip %d, drew %d; want 3, 4, 3, 3", s.Credits[runner], len(s.Heap), len(s.Grip), stack-len(s.RunnerStack))
			}
		}},
		{"Moshing: the prompts of its additional cost, read by both seats, do not name it while it is in the grip (found by fuzzing)", func(t *testing.T, x *nsgtest.Table) {
			x.ToTurnOf(runner)
			s := x.St()
			s.Clear(nsg.ZoneGrip)
			m := s.AddCard("Moshing", nsg.ZoneGrip, 0, false)
			for range 3 {
				s.AddCard("Sure Gamble", nsg.ZoneGrip, 0, false)
			}
			x.G.Reask()
			x.Choose(runner, "nsg-play", m, 0)
			if d := x.Decision(); d.Seat != runner || !strings.Contains(d.Prompt, "additional cost") || strings.Contains(d.Prompt, "Moshing") {
				t.Errorf("seat %d's prompt %q: want the Runner asked to pay the additional cost, Moshing unnamed", d.Seat, d.Prompt)
			}
			x.Choose(runner, "nsg-yes", 0, 0)
			if d := x.Decision(); d.Seat != runner || !strings.Contains(d.Prompt, "Choose a card to trash") || strings.Contains(d.Prompt, "Moshing") {
				t.Errorf("seat %d's prompt %q: want the Runner asked for a card to trash, Moshing unnamed", d.Seat, d.Prompt)
			}
		}},
		{"Moshing: declining the additional cost reveals it and plays nothing, the click spent", func(t *testing.T, x *nsgtest.Table) {
			x.ToTurnOf(runner)
			s := x.St()
			s.Clear(nsg.ZoneGrip)
			m := s.AddCard("Moshing", nsg.ZoneGrip, 0, false)
			for range 3 {
				s.AddCard("Sure Gamble", nsg.ZoneGrip, 0, false)
			}
			x.G.Reask()
			clicks := s.Clicks[runner]
			x.Choose(runner, "nsg-play", m, 0)
			x.Choose(runner, "nsg-no", 0, 0)
			x.ActionWindow(runner)
			if len(s.Grip) != 4 || len(s.Heap) != 0 || s.Clicks[runner] != clicks-1 || !x.Logged("Moshing is revealed") || x.Logged("plays Moshing") {
				t.Errorf("grip %d, heap %d, clicks %d; want 4, 0, %d, Moshing revealed and not played", len(s.Grip), len(s.Heap), s.Clicks[runner], clicks-1)
			}
		}},
		{"Moshing: with fewer than 3 other grip cards, only declining is offered", func(t *testing.T, x *nsgtest.Table) {
			x.ToTurnOf(runner)
			s := x.St()
			s.Clear(nsg.ZoneGrip)
			m := s.AddCard("Moshing", nsg.ZoneGrip, 0, false)
			s.AddCard("Sure Gamble", nsg.ZoneGrip, 0, false)
			s.AddCard("Sure Gamble", nsg.ZoneGrip, 0, false)
			x.G.Reask()
			x.Choose(runner, "nsg-play", m, 0)
			if d := x.Decision(); len(d.Options) != 1 || nsgtest.Find(d, "nsg-no", 0, 0) != 0 {
				t.Errorf("options %v, want only to decline", x.Describe(d))
			}
		}},
	} {
		t.Run(tc.name, func(t *testing.T) { tc.run(t, nsgtest.Start(t, nsg.Rules2603)) })
	}
}
