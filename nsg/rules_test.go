package nsg_test

import (
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/nsg"
	"github.com/datafort/datafort/nsg/nsgtest"
)

// TestRules plays each rule the package implements from a game at the
// Corp's first action window, under each rules mode where the mode
// matters. Names give the CR 26.03 number and the rule's stable id.
func TestRules(t *testing.T) {
	tests := []struct {
		name  string
		rules string
		run   func(t *testing.T, x *nsgtest.Table)
	}{
		{"rule_corp_allotted_clicks: the Corp has 3 clicks in its action phase (CR 1.11.2a)", nsg.Rules2603, func(t *testing.T, x *nsgtest.Table) {
			x.ActionWindow(nsgtest.Corp)
			if got := x.St().Clicks[nsgtest.Corp]; got != 3 {
				t.Errorf("Corp clicks %d, want 3", got)
			}
		}},
		{"rule_runner_allotted_clicks: the Runner has 4 clicks in its action phase (CR 1.11.2b)", nsg.Rules2603, func(t *testing.T, x *nsgtest.Table) {
			x.ToTurnOf(nsgtest.Runner)
			if got := x.St().Clicks[nsgtest.Runner]; got != 4 {
				t.Errorf("Runner clicks %d, want 4", got)
			}
		}},
		{"rule_empty_rnd: the Corp's draw from an empty R&D makes the Runner win (CR 1.7.2c)", nsg.Rules2603, func(t *testing.T, x *nsgtest.Table) {
			x.ToTurnOf(nsgtest.Runner)
			x.St().Clear(nsg.ZoneRD)
			x.Wins(nsgtest.Runner)
		}},
		{"rule_rnd_empty_rnd: a card's draw the Corp must make from an empty R&D makes the Runner win (CR 4.2.7b)", nsg.Rules2603, func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			op := s.AddCard("Predictive Planogram", nsg.ZoneHQ, 0, false)
			x.ActionWindow(nsgtest.Corp)
			s.Clear(nsg.ZoneRD)
			s.AddCard("Hedge Fund", nsg.ZoneRD, 0, false)
			s.AddCard("Hedge Fund", nsg.ZoneRD, 0, false)
			x.Choose(nsgtest.Corp, "nsg-play", op, 0)
			x.Choose(nsgtest.Corp, "nsg-choose-draw", 0, 0)
			if r := x.Result(); r.Winners[0] != nsgtest.Runner {
				t.Errorf("result %+v", r)
			}
		}},
		{"rule_flatline: net damage beyond the grip flatlines the Runner (CR 1.7.2b)", nsg.Rules2603, func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			s.AddCard("Tithe", nsg.ZoneServer, nsg.ServerHQ, true)
			x.ToTurnOf(nsgtest.Runner)
			s.Clear(nsg.ZoneGrip)
			x.Choose(nsgtest.Runner, "nsg-run", 0, nsg.ServerHQ+1)
			x.Wins(nsgtest.Corp)
		}},
		{"rule_win_agenda_points: stealing to 7 points wins (CR 1.7.2a, 1.17.3d)", nsg.Rules2603, func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			for range 3 {
				s.AddCard("Offworld Office", nsg.ZoneScore, 0, false)
			}
			for _, id := range s.Scored {
				s.CardOf(id).Owner = nsgtest.Runner
			}
			s.AddCard("Superconducting Hub", nsg.ZoneServer, 3, false)
			x.ToTurnOf(nsgtest.Runner)
			x.Choose(nsgtest.Runner, "nsg-run", 0, 4)
			x.Wins(nsgtest.Runner)
		}},
		{"rule_uniqueness: a second unique card may be installed, and the checkpoint trashes the older copy (CR 10.1.1)", nsg.Rules2603, func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			x.ToTurnOf(nsgtest.Runner)
			old := s.AddCard("Docklands Pass", nsg.ZoneRig, 0, false)
			second := s.AddCard("Docklands Pass", nsg.ZoneGrip, 0, false)
			s.Credits[nsgtest.Runner] = 5
			x.G.Reask()
			x.Choose(nsgtest.Runner, "nsg-install", second, 0)
			if got := len(s.Rig); got != 1 || s.CardOf(s.Rig[0]).Title != "Docklands Pass" || s.Rig[0] == old {
				t.Errorf("rig %v, want the new Docklands Pass alone", s.Rig)
			}
			if len(s.Heap) != 1 {
				t.Errorf("heap %v, want the older Docklands Pass", s.Heap)
			}
		}},
		{"rule_install_trash_programs: a program that does not fit is installed after the Runner trashes programs until it fits (CR 8.5.6c)", nsg.Rules2603, func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			x.ToTurnOf(nsgtest.Runner)
			var progs []int32
			for _, title := range []string{"Cleaver", "Unity", "Carmen", "Leech"} { // 1 MU each: memory full
				progs = append(progs, s.AddCard(title, nsg.ZoneRig, 0, false))
			}
			mayfly := s.AddCard("Mayfly", nsg.ZoneGrip, 0, false) // 2 MU
			s.Credits[nsgtest.Runner] = 5
			x.G.Reask()
			x.Choose(nsgtest.Runner, "nsg-install", mayfly, 0)
			if p := x.Decision().Prompt; strings.Contains(p, "Mayfly") { // still in the grip: hidden from the Corp
				t.Errorf("the prompt %q names the card being installed", p)
			}
			x.Choose(nsgtest.Runner, "nsg-target", progs[3], 0)
			if len(s.Heap) != 0 {
				t.Errorf("heap %v after 1 choice: the programs are trashed together once Mayfly fits", s.Heap)
			}
			x.Choose(nsgtest.Runner, "nsg-target", progs[0], 0)
			if p := x.Decision().Prompt; !strings.HasSuffix(p, "or pass") {
				t.Errorf("Mayfly fits: the Runner is asked %q, want the optional trash of the other programs (or pass)", p)
			}
			x.Choose(nsgtest.Runner, "nsg-pass", 0, 0)
			if len(s.Rig) != 3 || len(s.Heap) != 2 || s.Credits[nsgtest.Runner] != 4 {
				t.Errorf("rig %v, heap %v, %d credits: want Mayfly installed beside 2 programs, 2 trashed, 1 paid", s.Rig, s.Heap, s.Credits[nsgtest.Runner])
			}
		}},
		{"rule_install_console: a second console trashes the first (CR 3.8.5b)", nsg.Rules2603, func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			x.ToTurnOf(nsgtest.Runner)
			s.AddCard("Pennyshaver", nsg.ZoneRig, 0, false)
			second := s.AddCard("Pennyshaver", nsg.ZoneGrip, 0, false)
			s.Credits[nsgtest.Runner] = 5
			x.G.Reask()
			x.Choose(nsgtest.Runner, "nsg-install", second, 0)
			if len(s.Rig) != 1 || len(s.Heap) != 1 {
				t.Errorf("rig %v, heap %v: want one Pennyshaver in each", s.Rig, s.Heap)
			}
		}},
		{"rule_uniqueness: rezzing a second unique upgrade trashes the older rezzed one (CR 10.1.1)", nsg.Rules2603, func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			s.AddCard("Manegarm Skunkworks", nsg.ZoneServer, nsg.ServerHQ, true)
			second := s.AddCard("Manegarm Skunkworks", nsg.ZoneServer, nsg.ServerRD, false)
			x.ActionWindow(nsgtest.Corp)
			s.Credits[nsgtest.Corp] = 5
			x.Choose(nsgtest.Corp, "nsg-credit", 0, 0)
			x.Choose(nsgtest.Corp, "nsg-rez", second, 0)
			var rezzed []int32
			for _, c := range s.Cards {
				if c.Title == "Manegarm Skunkworks" && c.Zone == nsg.ZoneServer && c.Rezzed {
					rezzed = append(rezzed, c.ID)
				}
			}
			if len(rezzed) != 1 || s.CardOf(rezzed[0]).Server != nsg.ServerRD || len(s.Archives) != 1 {
				t.Errorf("rezzed %v, Archives %v: want the R&D copy alone, the HQ one trashed", rezzed, s.Archives)
			}
		}},
		{"rule_ice_install_cost: ice costs 1 credit for each ice already protecting the server (CR 1.16.6b)", nsg.Rules2603, func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			s.AddCard("Palisade", nsg.ZoneServer, nsg.ServerRD, false)
			s.AddCard("Palisade", nsg.ZoneServer, nsg.ServerRD, false)
			ice := s.AddCard("Tithe", nsg.ZoneHQ, 0, false)
			x.ActionWindow(nsgtest.Corp)
			before := s.Credits[nsgtest.Corp]
			x.Choose(nsgtest.Corp, "nsg-install", ice, nsg.ServerRD+1)
			x.Choose(nsgtest.Corp, "nsg-pass", 0, 0) // no ice trashed first (CR 8.5.6b)
			if got := before - s.Credits[nsgtest.Corp]; got != 2 {
				t.Errorf("the install cost %d credits, want 2", got)
			}
		}},
		{"rule_asset_root_remote: an asset installed in a remote holding an agenda trashes it (CR 3.3.1)", nsg.Rules2603, func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			old := s.AddCard("Offworld Office", nsg.ZoneServer, 3, false)
			asset := s.AddCard("Nico Campaign", nsg.ZoneHQ, 0, false)
			x.ActionWindow(nsgtest.Corp)
			x.Choose(nsgtest.Corp, "nsg-install", asset, 4)
			if s.CardOf(old) != nil {
				t.Errorf("the agenda is still in the remote")
			}
			if len(s.Archives) == 0 || s.CardOf(s.Archives[len(s.Archives)-1]).Title != "Offworld Office" {
				t.Errorf("Archives %v: want the agenda trashed there", s.Archives)
			}
		}},
		{"rule_maximum_hand_size: the Corp discards down to 5 at the end of its turn (CR 4.3.6, 5.5.2a)", nsg.Rules2603, func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			for range 4 {
				s.AddCard("Hedge Fund", nsg.ZoneHQ, 0, false)
			}
			x.Act(nsgtest.Corp, "nsg-credit", 0, 0)
			x.Act(nsgtest.Corp, "nsg-credit", 0, 0)
			x.Act(nsgtest.Corp, "nsg-credit", 0, 0)
			d := x.PassUntil(func(d engine.Decision) bool {
				return d.Seat == nsgtest.Corp && nsgtest.Find(d, "nsg-discard", 0, 0) >= 0
			})
			if d.Rule != "CR 5.5.4" {
				t.Errorf("discard asked under %q", d.Rule)
			}
			x.ToTurnOf(nsgtest.Runner)
			if got := len(s.HQ); got != 5 {
				t.Errorf("HQ holds %d cards, want 5", got)
			}
			for _, id := range s.Archives {
				if s.CardOf(id).FaceUp {
					t.Errorf("a discarded card is faceup in Archives")
				}
			}
		}},
		{"rule_maximum_hand_size: a scored Superconducting Hub gives +2 (CR 4.3.6)", nsg.Rules2603, func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			s.AddCard("Superconducting Hub", nsg.ZoneScore, 0, false)
			if got := s.HandSizeOf(nsgtest.Corp); got != 7 {
				t.Errorf("hand size %d, want 7", got)
			}
		}},
		{"rule_cost_zero: an install cost of 0 is paid, not skipped (CR 1.16.1d, 1.16.3a)", nsg.Rules2603, func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			asset := s.AddCard("Nico Campaign", nsg.ZoneHQ, 0, false)
			x.ActionWindow(nsgtest.Corp)
			x.Ev = nil
			x.Choose(nsgtest.Corp, "nsg-install", asset, 4)
			if !x.Logged("the Corp pays 0 credits") {
				t.Errorf("no payment of 0 credits logged: %v", x.Texts())
			}
		}},
		{"step_initiation_paw: CR 26.03 opens a paid-ability window at run initiation (CR 6.9.1e)", nsg.Rules2603, func(t *testing.T, x *nsgtest.Table) {
			if n := pawsBeforeBreach(x); n != 4 {
				t.Errorf("%d paid-ability questions before the breach of an unprotected server, want 4 (the Runner then the Corp in 6.9.1e and 6.9.4e)", n)
			}
		}},
		{"step_initiation_paw: 24.09 has no window at run initiation (CR 24.03 6.9.1)", nsg.Rules2409, func(t *testing.T, x *nsgtest.Table) {
			if n := pawsBeforeBreach(x); n != 2 {
				t.Errorf("%d paid-ability questions before the breach of an unprotected server, want 2 (the Runner then the Corp in 6.9.4e, none at initiation)", n)
			}
		}},
		{"rule_basic_trash_ability: the Runner may pay an accessed asset's trash cost to trash it (CR 3.3.3)", nsg.Rules2603, func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			asset := s.AddCard("Nico Campaign", nsg.ZoneServer, 3, false)
			x.ToTurnOf(nsgtest.Runner)
			before := s.Credits[nsgtest.Runner]
			x.Choose(nsgtest.Runner, "nsg-run", 0, 4)
			x.PassUntil(func(d engine.Decision) bool { return nsgtest.Find(d, "nsg-pay-trash", 0, 0) >= 0 })
			x.Choose(nsgtest.Runner, "nsg-pay-trash", asset, 0)
			if s.CardOf(asset) != nil || before-s.Credits[nsgtest.Runner] != 2 {
				t.Errorf("asset still there %v, paid %d (want 2)", s.CardOf(asset) != nil, before-s.Credits[nsgtest.Runner])
			}
		}},
		{"sec_breach: breaching Archives turns every card faceup and accesses each (CR 7.5)", nsg.Rules2603, func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			x.ToTurnOf(nsgtest.Runner)
			s.Clear(nsg.ZoneArchives)
			a := s.AddCard("Hedge Fund", nsg.ZoneArchives, 0, false)
			b := s.AddCard("Offworld Office", nsg.ZoneArchives, 0, false)
			x.Choose(nsgtest.Runner, "nsg-run", 0, nsg.ServerArchives+1)
			x.ActionWindow(nsgtest.Runner)
			if c := s.CardOf(a); c == nil || !c.FaceUp {
				t.Errorf("Hedge Fund not faceup in Archives")
			}
			if s.CardOf(b) != nil || s.PointsOf(nsgtest.Runner) != 2 {
				t.Errorf("the agenda in Archives was not stolen: Runner %d points", s.PointsOf(nsgtest.Runner))
			}
		}},
		{"sec_breach: breaching R&D accesses its top card (CR 7.4.7)", nsg.Rules2603, func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			x.ToTurnOf(nsgtest.Runner)
			top := s.RD[0]
			s.CardOf(top).Title = "Offworld Office"
			x.Choose(nsgtest.Runner, "nsg-run", 0, nsg.ServerRD+1)
			x.ActionWindow(nsgtest.Runner)
			if s.PointsOf(nsgtest.Runner) != 2 {
				t.Errorf("the top card of R&D was not stolen")
			}
		}},
		{"sec_breaking: Cleaver breaks the subroutine of Palisade, +2 strength on a remote (CR 9.8.5)", nsg.Rules2603, func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			s.AddCard("Nico Campaign", nsg.ZoneServer, 3, false)
			ice := s.AddCard("Palisade", nsg.ZoneServer, 3, true)
			brk := s.AddCard("Cleaver", nsg.ZoneRig, 0, false)
			x.ToTurnOf(nsgtest.Runner)
			s.Credits[nsgtest.Runner] = 10
			if got := s.StrengthOf(ice); got != 4 {
				t.Errorf("Palisade on a remote has strength %d, want 4", got)
			}
			x.Choose(nsgtest.Runner, "nsg-run", 0, 4)
			x.PassUntil(func(d engine.Decision) bool {
				return d.Seat == nsgtest.Runner && nsgtest.Find(d, "nsg-ability", brk, 0) >= 0
			})
			x.Choose(nsgtest.Runner, "nsg-ability", brk, 0) // +1 strength: break is not offered below 4
			if got := s.StrengthOf(brk); got != 4 {
				t.Fatalf("Cleaver strength %d after a boost, want 4", got)
			}
			x.Choose(nsgtest.Runner, "nsg-ability", brk, 0) // break
			x.Choose(nsgtest.Runner, "nsg-ability", ice, 0)
			x.PassUntil(func(d engine.Decision) bool { return nsgtest.Find(d, "nsg-pay-trash", 0, 0) >= 0 })
			if x.Logged("the run ends") {
				t.Errorf("the broken subroutine ended the run")
			}
		}},
		{"rule_basic_action_remove_tag: the Runner removes a tag for a click and 2 credits (CR 5.2.7g)", nsg.Rules2603, func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			s.Tags = 1
			x.ToTurnOf(nsgtest.Runner)
			before := s.Credits[nsgtest.Runner]
			x.Choose(nsgtest.Runner, "nsg-remove-tag", 0, 0)
			if s.Tags != 0 || before-s.Credits[nsgtest.Runner] != 2 || s.Clicks[nsgtest.Runner] != 3 {
				t.Errorf("tags %d, paid %d credits, %d clicks left", s.Tags, before-s.Credits[nsgtest.Runner], s.Clicks[nsgtest.Runner])
			}
		}},
		{"rule_basic_action_trash_resource: the Corp trashes a resource of a tagged Runner (CR 5.2.6)", nsg.Rules2603, func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			res := s.AddCard("Smartware Distributor", nsg.ZoneRig, 0, false)
			x.ActionWindow(nsgtest.Corp)
			if x.Offered("nsg-trash-resource", res) {
				t.Errorf("offered with no tag")
			}
			s.Tags = 1
			x.ToTurnOf(nsgtest.Runner)
			x.ToTurnOf(nsgtest.Corp)
			x.Choose(nsgtest.Corp, "nsg-trash-resource", res, 0)
			if s.CardOf(res) != nil {
				t.Errorf("the resource is still installed")
			}
		}},
		{"sec_damage: core damage lowers the Runner's maximum hand size (CR 1.9.5e)", nsg.Rules2603, func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			s.CoreDamage = 2
			if got := s.HandSizeOf(nsgtest.Runner); got != 3 {
				t.Errorf("hand size %d, want 3", got)
			}
		}},
		{"rule_flatline: a maximum hand size below 0 at the discard step flatlines the Runner (CR 1.7.2b)", nsg.Rules2603, func(t *testing.T, x *nsgtest.Table) {
			x.ToTurnOf(nsgtest.Runner)
			x.St().CoreDamage = 6
			x.Wins(nsgtest.Corp)
		}},
		{"sec_conditional: a scored agenda's \"when you score\" resolves in a reaction window (CR 9.6, 10.3.2)", nsg.Rules2603, func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			ag := s.AddCard("Offworld Office", nsg.ZoneServer, 3, false)
			s.CardOf(ag).Adv = 4
			x.ActionWindow(nsgtest.Corp)
			x.Choose(nsgtest.Corp, "nsg-credit", 0, 0)
			before := s.Credits[nsgtest.Corp]
			x.PassUntil(func(d engine.Decision) bool {
				return d.Seat == nsgtest.Corp && nsgtest.Find(d, "nsg-score", ag, 0) >= 0
			})
			x.Choose(nsgtest.Corp, "nsg-score", ag, 0)
			x.Choose(nsgtest.Corp, "nsg-trigger", 0, 0)
			if got := s.Credits[nsgtest.Corp] - before; got != 7 {
				t.Errorf("the Corp gained %d on scoring, want 7", got)
			}
		}},
		{"sec_traces: a trace succeeds only when its strength exceeds the link strength (CR 9.7)", nsg.Rules2603, func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			x.ActionWindow(nsgtest.Corp)
			for _, tc := range []struct {
				corpBid, runnerBid int
				won                bool
			}{{2, 1, true}, {1, 2, false}, {0, 3, false}} {
				s.Credits[nsgtest.Corp], s.Credits[nsgtest.Runner] = 5, 5
				credits := []int32{5, 5}
				x.G.Trace(1)
				x.Number(nsgtest.Corp, tc.corpBid)
				x.Number(nsgtest.Runner, tc.runnerBid)
				if s.TraceWon != tc.won {
					t.Errorf("trace 1+%d against link 0+%d: won %v, want %v", tc.corpBid, tc.runnerBid, s.TraceWon, tc.won)
				}
				if credits[0]-s.Credits[nsgtest.Corp] != int32(tc.corpBid) || credits[1]-s.Credits[nsgtest.Runner] != int32(tc.runnerBid) {
					t.Errorf("credits %v then %v: the bids are not paid", credits, s.Credits)
				}
			}
		}},
		{"rule_ncigs: 24.09 offers an event the Runner cannot afford; it fizzles, unrevealed (digest §9, Q2)", nsg.Rules2409, unaffordableEventFizzles},
		{"rule_inherent_cost_in_ability: 26.03 offers an event the Runner cannot afford; when its cost is reached it is not played, unrevealed (CR 1.16.4b, 1.16.4d)", nsg.Rules2603, unaffordableEventFizzles},
		{"rule_inherent_cost_in_ability: 26.03 offers the Corp ice it cannot afford to install; the install does not happen (CR 1.16.4b)", nsg.Rules2603, func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			x.ToTurnOf(nsgtest.Corp)
			s.AddCard("Palisade", nsg.ZoneServer, nsg.ServerHQ, false)
			ice := s.AddCard("Whitespace", nsg.ZoneHQ, 0, false)
			s.Credits[nsgtest.Corp] = 0
			x.G.Reask()
			if !x.Offered("nsg-install", ice) {
				t.Fatalf("installing Whitespace on HQ (cost 1) is not offered with 0 credits")
			}
			x.Choose(nsgtest.Corp, "nsg-install", ice, int(nsg.ServerHQ)+1)
			x.Choose(nsgtest.Corp, "nsg-pass", 0, 0) // no ice trashed first (CR 8.5.6b)
			if c := s.CardOf(ice); c == nil || c.Zone != nsg.ZoneHQ {
				t.Errorf("Whitespace left HQ although its install cost could not be paid")
			}
			if !x.Logged("cannot pay 1 credits to install") {
				t.Errorf("no fizzle logged")
			}
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) { tc.run(t, nsgtest.Start(t, tc.rules)) })
	}
}

// pawsBeforeBreach runs on an unprotected HQ and counts the paid-ability
// questions before the breach: the run goes through the Movement Phase
// (CR 6.9.1f), whose windows both modes have, the Runner continuing at its
// jack-out decision (6.9.4c): 6.9.4b's, (P) only, passes unasked when
// nobody has a paid ability to use; 6.9.4e's, (P)(R), asks both players.
func pawsBeforeBreach(x *nsgtest.Table) int {
	x.ToTurnOf(nsgtest.Runner)
	x.Ev = nil
	x.Choose(nsgtest.Runner, "nsg-run", 0, nsg.ServerHQ+1)
	n := 0
	for !x.Logged("breaches") {
		d := x.Decision()
		if d.Prompt == "Use a paid ability, rez, score, or pass" || d.Prompt == "Use a paid ability, or pass" {
			n++
		}
		i := nsgtest.Find(d, "nsg-pass", 0, 0)
		if i < 0 {
			i = nsgtest.Find(d, "nsg-continue", 0, 0)
		}
		x.Apply(d, i, 0)
	}
	return n
}

// unaffordableEventFizzles: the play action is offered for an event the
// Runner cannot pay for; the click is spent and the event stays in the
// grip, the fizzle told to the Runner only.
func unaffordableEventFizzles(t *testing.T, x *nsgtest.Table) {
	s := x.St()
	s.Credits[nsgtest.Runner] = 0
	ev := s.AddCard("Sure Gamble", nsg.ZoneGrip, 0, false)
	x.ToTurnOf(nsgtest.Runner)
	if !x.Offered("nsg-play", ev) {
		t.Fatalf("Sure Gamble is not offered with 0 credits")
	}
	x.Choose(nsgtest.Runner, "nsg-play", ev, 0)
	if s.Clicks[nsgtest.Runner] != 3 || s.CardOf(ev) != nil && s.CardOf(ev).Zone != nsg.ZoneGrip {
		t.Errorf("clicks %d; want the click spent and Sure Gamble in the grip", s.Clicks[nsgtest.Runner])
	}
	if !x.Logged("cannot pay for the card it plays") {
		t.Errorf("no fizzle logged")
	}
}
