package cards_test

import (
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/nsg"
	"github.com/datafort/datafort/nsg/nsgtest"
)

// playEvent has the Runner, in its first turn with credits, play event
// title; it returns the event's id in the grip before play.
func playEvent(x *nsgtest.Table, title string, credits int32) {
	x.T.Helper()
	s := x.St()
	id := s.AddCard(title, nsg.ZoneGrip, 0, false)
	s.Credits[runner] = credits
	x.ToTurnOf(runner)
	x.Choose(runner, "nsg-play", id, 0)
}

func TestSystemGatewayRunCards(t *testing.T) {
	runCards(t, []cardTest{
		{"Jailbreak: runs HQ or R&D only", func(t *testing.T, x *nsgtest.Table) {
			x.St().AddCard("Nico Campaign", nsg.ZoneServer, remote, false)
			playEvent(x, "Jailbreak", 0)
			d := x.Decision()
			if len(d.Options) != 2 || nsgtest.Find(d, "nsg-target", 0, nsg.ServerHQ+1) < 0 || nsgtest.Find(d, "nsg-target", 0, nsg.ServerRD+1) < 0 {
				t.Errorf("servers offered: %v", x.Describe(d))
			}
		}},
		{"Jailbreak: if successful, draws 1 and accesses 1 more card of R&D", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			playEvent(x, "Jailbreak", 0)
			s.CardOf(s.RD[0]).Title = "Offworld Office"
			s.CardOf(s.RD[1]).Title = "Superconducting Hub"
			grip := len(s.Grip)
			x.Choose(runner, "nsg-target", 0, nsg.ServerRD+1)
			x.ActionWindow(runner)
			if s.PointsOf(runner) != 3 || len(s.Grip) != grip+1 {
				t.Errorf("%d points (want 3: two cards accessed), grip %d (want %d)", s.PointsOf(runner), len(s.Grip), grip+1)
			}
		}},
		{"Overclock: places 5 on itself, spendable during the run", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			nico := s.AddCard("Nico Campaign", nsg.ZoneServer, remote, true)
			s.CardOf(nico).Hosted = 9
			playEvent(x, "Overclock", 1)
			for _, c := range s.Cards {
				if c.Zone == nsg.ZonePlay && c.Hosted != 5 {
					t.Errorf("Overclock hosts %d, want 5", c.Hosted)
				}
			}
			x.Choose(runner, "nsg-target", 0, remote+1)
			if s.Run.Extra != 0 {
				t.Errorf("the run accesses %d more cards, want none", s.Run.Extra)
			}
			x.PassUntil(func(d engine.Decision) bool { return nsgtest.Find(d, "nsg-pay-trash", 0, 0) >= 0 })
			x.Choose(runner, "nsg-pay-trash", 0, 0)
			if s.Credits[runner] != 0 {
				t.Errorf("credits %d: the trash cost 2 was not paid from Overclock's 5", s.Credits[runner])
			}
			x.ActionWindow(runner)
			for _, id := range s.Heap {
				if c := s.CardOf(id); c.Title == "Overclock" && c.Hosted != 0 {
					t.Errorf("Overclock kept %d credits in the heap", c.Hosted)
				}
			}
		}},
		{"Tread Lightly: ice costs 3 more to rez during that run", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			ice := s.AddCard("Palisade", nsg.ZoneServer, nsg.ServerHQ, false)
			playEvent(x, "Tread Lightly", 1)
			s.Credits[corp] = 5
			x.Choose(runner, "nsg-target", 0, nsg.ServerHQ+1)
			if s.Run.Extra != 0 {
				t.Errorf("the run accesses %d more cards, want none", s.Run.Extra)
			}
			d := x.PassUntil(func(d engine.Decision) bool { return d.Rule == "CR 6.9.4c" || nsgtest.Find(d, "nsg-rez", ice, 0) >= 0 })
			if nsgtest.Find(d, "nsg-rez", ice, 0) >= 0 {
				t.Errorf("Palisade (3 + 3) offered to rez with 5 credits")
			}
		}},
		{"Red Team: installing loads 12; click: run a central not run this turn; if successful take 3", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			card := s.AddCard("Red Team", nsg.ZoneGrip, 0, false)
			x.ToTurnOf(runner)
			s.Credits[runner] = 5
			x.Choose(runner, "nsg-install", card, 0)
			x.Choose(runner, "nsg-trigger", 0, 0)
			id := s.Rig[len(s.Rig)-1]
			if s.CardOf(id).Hosted != 12 || s.Credits[runner] != 0 {
				t.Fatalf("hosted %d, credits %d; want 12, 0", s.CardOf(id).Hosted, s.Credits[runner])
			}
			x.Act(runner, "nsg-run", 0, nsg.ServerHQ+1)
			clicks := s.Clicks[runner]
			x.Act(runner, "nsg-ability", id, 0)
			if s.Clicks[runner] != clicks-1 {
				t.Errorf("clicks %d→%d, want 1 spent", clicks, s.Clicks[runner])
			}
			d := x.Decision()
			if nsgtest.Find(d, "nsg-target", 0, nsg.ServerHQ+1) >= 0 || nsgtest.Find(d, "nsg-target", 0, nsg.ServerArchives+1) < 0 || len(d.Options) != 2 {
				t.Errorf("servers offered: %v; want R&D and Archives (HQ was run)", x.Describe(d))
			}
			x.Choose(runner, "nsg-target", 0, nsg.ServerArchives+1)
			if s.Run.Extra != 0 {
				t.Errorf("the run accesses %d more cards, want none", s.Run.Extra)
			}
			x.ActionWindow(runner)
			if s.CardOf(id).Hosted != 9 || s.Credits[runner] != 3 {
				t.Errorf("hosted %d, credits %d; want 9, 3", s.CardOf(id).Hosted, s.Credits[runner])
			}
		}},
	})
}

func TestSystemGatewayOtherCards(t *testing.T) {
	runCards(t, []cardTest{
		{"Send a Message: 3 points at 5; when scored the Corp may rez an ice for free", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			ice := s.AddCard("Brân 1.0", nsg.ZoneServer, nsg.ServerHQ, false)
			score(x, "Send a Message", 5)
			credits := s.Credits[corp]
			passable(x, x.Decision())
			x.Choose(corp, "nsg-trigger", 0, 0)
			x.Choose(corp, "nsg-target", ice, 0)
			if !s.CardOf(ice).Rezzed || s.Credits[corp] != credits || s.PointsOf(corp) != 3 {
				t.Errorf("rezzed %v, paid %d, %d points", s.CardOf(ice).Rezzed, credits-s.Credits[corp], s.PointsOf(corp))
			}
		}},
		{"Send a Message: when stolen the Corp may rez an ice for free", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			ice := s.AddCard("Palisade", nsg.ZoneServer, nsg.ServerRD, false)
			s.AddCard("Send a Message", nsg.ZoneServer, remote, false)
			x.ToTurnOf(runner)
			passable(x, runOn(x, remote, func(d engine.Decision) bool { return nsgtest.Find(d, "nsg-trigger", 0, 0) >= 0 }))
			x.Choose(corp, "nsg-trigger", 0, 0)
			x.Choose(corp, "nsg-target", ice, 0)
			if !s.CardOf(ice).Rezzed || s.PointsOf(runner) != 3 {
				t.Errorf("rezzed %v, Runner %d points", s.CardOf(ice).Rezzed, s.PointsOf(runner))
			}
		}},
		{"Seamless Launch: places 2 advancement counters on a card not installed this turn", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			old := s.AddCard("Offworld Office", nsg.ZoneServer, remote, false)
			op := s.AddCard("Seamless Launch", nsg.ZoneHQ, 0, false)
			fresh := s.AddCard("Nico Campaign", nsg.ZoneHQ, 0, false)
			x.Act(corp, "nsg-install", fresh, remote+2)
			x.Act(corp, "nsg-play", op, 0)
			if x.Offered("nsg-target", s.Servers[remote+1].Root[0]) {
				t.Errorf("offered the card installed this turn")
			}
			x.Choose(corp, "nsg-target", old, 0)
			if s.CardOf(old).Adv != 2 {
				t.Errorf("advancements %d, want 2", s.CardOf(old).Adv)
			}
		}},
		{"Manegarm Skunkworks: approaching its server, the run ends unless the Runner pays 5 or 2 clicks", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			s.AddCard("Manegarm Skunkworks", nsg.ZoneServer, nsg.ServerHQ, true)
			x.ToTurnOf(runner)
			s.Credits[runner] = 5
			runOn(x, nsg.ServerHQ, func(d engine.Decision) bool { return nsgtest.Find(d, "nsg-trigger", 0, 0) >= 0 })
			x.Choose(corp, "nsg-trigger", 0, 0)
			d := x.Decision()
			if !nsgtest.FindArg(d, "nsg-pay", 0, 0) || !nsgtest.FindArg(d, "nsg-pay", 0, 1) {
				t.Fatalf("options %v", x.Describe(d))
			}
			x.Choose(runner, "nsg-no", 0, 0)
			if !x.Logged("the run ends") || x.Logged("breaches") {
				t.Errorf("the run did not end")
			}
		}},
		{"Manegarm Skunkworks: paying 5 credits goes on to the breach", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			s.AddCard("Manegarm Skunkworks", nsg.ZoneServer, nsg.ServerHQ, true)
			x.ToTurnOf(runner)
			s.Credits[runner] = 5
			runOn(x, nsg.ServerHQ, func(d engine.Decision) bool { return nsgtest.Find(d, "nsg-trigger", 0, 0) >= 0 })
			x.Choose(corp, "nsg-trigger", 0, 0)
			x.ChooseArg(runner, "nsg-pay", 0, 0)
			x.PassUntil(func(d engine.Decision) bool { return x.Logged("breaches") })
			if s.Credits[runner] != 0 {
				t.Errorf("credits %d, want 0", s.Credits[runner])
			}
		}},
		{"Manegarm Skunkworks: spending 2 clicks goes on to the breach, offered only with 2 clicks", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			s.AddCard("Manegarm Skunkworks", nsg.ZoneServer, nsg.ServerHQ, true)
			x.ToTurnOf(runner)
			x.Choose(runner, "nsg-credit", 0, 0)
			x.ActionWindow(runner)
			runOn(x, nsg.ServerHQ, func(d engine.Decision) bool { return nsgtest.Find(d, "nsg-trigger", 0, 0) >= 0 })
			x.Choose(corp, "nsg-trigger", 0, 0)
			x.ChooseArg(runner, "nsg-pay", 0, 1)
			if s.Clicks[runner] != 0 || x.Logged("the run ends") {
				t.Errorf("clicks %d, run ended %v", s.Clicks[runner], x.Logged("the run ends"))
			}
		}},
		{"Brân 1.0: the Runner loses a click to break one of its subroutines", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			ice := s.AddCard("Brân 1.0", nsg.ZoneServer, nsg.ServerHQ, true)
			x.ToTurnOf(runner)
			runOn(x, nsg.ServerHQ, func(d engine.Decision) bool { return nsgtest.FindArg(d, "nsg-ability", ice, 0) })
			x.ChooseArg(runner, "nsg-ability", ice, 0)
			x.ChooseArg(runner, "nsg-ability", ice, 1)
			if s.Clicks[runner] != 2 || s.Run.Broken != 2 {
				t.Errorf("clicks %d (want 2), broken %b (want 10)", s.Clicks[runner], s.Run.Broken)
			}
			if x.Decision().Prompt == "Break a subroutine" {
				t.Errorf("asked to break a second subroutine")
			}
		}},
		{"Brân 1.0: its first subroutine installs an ice from HQ inward, which the Runner then approaches; the others end the run", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			ice := s.AddCard("Brân 1.0", nsg.ZoneServer, nsg.ServerHQ, true)
			x.ToTurnOf(runner)
			hqIce := s.AddCard("Tithe", nsg.ZoneHQ, 0, false)
			runOn(x, nsg.ServerHQ, func(d engine.Decision) bool { return d.Seat == corp && nsgtest.Find(d, "nsg-target", hqIce, 0) >= 0 })
			x.Choose(corp, "nsg-target", hqIce, 0)
			sv := s.Servers[nsg.ServerHQ]
			if len(sv.Ice) != 2 || sv.Ice[1] != ice || s.CardOf(sv.Ice[0]).Title != "Tithe" {
				t.Errorf("HQ's ice %v, want Tithe inward of Brân", sv.Ice)
			}
			x.ActionWindow(runner)
			if !x.Logged("the run ends") {
				t.Errorf("the run did not end")
			}
		}},
		{"Brân 1.0: an ice installed from facedown in Archives is not named to the Runner", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			s.AddCard("Brân 1.0", nsg.ZoneServer, nsg.ServerHQ, true)
			x.ToTurnOf(runner)
			s.Clear(nsg.ZoneHQ)
			s.Clear(nsg.ZoneArchives)
			hidden := s.AddCard("Karunā", nsg.ZoneArchives, 0, false)
			runOn(x, nsg.ServerHQ, func(d engine.Decision) bool { return d.Seat == corp && nsgtest.Find(d, "nsg-target", hidden, 0) >= 0 })
			x.Ev = nil
			x.Choose(corp, "nsg-target", hidden, 0)
			for _, e := range x.Ev {
				if strings.Contains(e.For(runner), "Karunā") {
					t.Errorf("the Runner reads %q", e.For(runner))
				}
			}
		}},
		{"Brân 1.0: the Corp is asked even with no ice in HQ or Archives, so that its silence tells nothing", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			s.AddCard("Brân 1.0", nsg.ZoneServer, nsg.ServerHQ, true)
			x.ToTurnOf(runner)
			s.Clear(nsg.ZoneHQ)
			s.Clear(nsg.ZoneArchives)
			s.AddCard("Hedge Fund", nsg.ZoneHQ, 0, false)
			d := runOn(x, nsg.ServerHQ, func(d engine.Decision) bool {
				return d.Prompt == "Install a piece of ice from HQ or Archives inward, or pass"
			})
			if d.Seat != corp || len(d.Options) != 1 {
				t.Errorf("the Corp was not asked, or offered %v", x.Describe(d))
			}
		}},
		{"Brân 1.0: its second subroutine ends the run (the third broken)", branETR(2)},
		{"Brân 1.0: its third subroutine ends the run (the second broken)", branETR(1)},
		{"Diviner: 1 net damage; a trashed Sure Gamble (5, odd) ends the run", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			s.AddCard("Diviner", nsg.ZoneServer, nsg.ServerHQ, true)
			x.ToTurnOf(runner)
			s.Clear(nsg.ZoneGrip)
			s.AddCard("Sure Gamble", nsg.ZoneGrip, 0, false)
			s.AddCard("Sure Gamble", nsg.ZoneGrip, 0, false)
			runOn(x, nsg.ServerHQ, never)
			if len(s.Grip) != 1 || !x.Logged("the run ends") {
				t.Errorf("grip %d, run ended %v", len(s.Grip), x.Logged("the run ends"))
			}
		}},
		{"Diviner: a trashed Smartware Distributor (0, not odd) does not end the run", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			s.AddCard("Diviner", nsg.ZoneServer, nsg.ServerHQ, true)
			x.ToTurnOf(runner)
			s.Clear(nsg.ZoneGrip)
			s.AddCard("Smartware Distributor", nsg.ZoneGrip, 0, false)
			s.AddCard("Smartware Distributor", nsg.ZoneGrip, 0, false)
			runOn(x, nsg.ServerHQ, never)
			if len(s.Grip) != 1 || x.Logged("the run ends") {
				t.Errorf("grip %d, run ended %v", len(s.Grip), x.Logged("the run ends"))
			}
		}},
		{"Carmen: 1 credit breaks a sentry subroutine; 2 credits, +3 strength", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			ice, brk, _ := breakerAt(x, "Carmen", "Karunā", nsg.ServerHQ, 5)
			x.ChooseArg(runner, "nsg-ability", brk, 1)
			if s.StrengthOf(brk) != 5 || s.Credits[runner] != 3 {
				t.Fatalf("strength %d, credits %d; want 5, 3", s.StrengthOf(brk), s.Credits[runner])
			}
			x.ChooseArg(runner, "nsg-ability", brk, 0)
			x.ChooseArg(runner, "nsg-ability", ice, 0)
			if s.Run.Broken != 1 || s.Credits[runner] != 2 {
				t.Errorf("broken %b, credits %d; want 1, 2", s.Run.Broken, s.Credits[runner])
			}
			if x.Decision().Prompt == "Break a subroutine" {
				t.Errorf("asked to break a second subroutine")
			}
		}},
		{"Carmen: breaks no barrier subroutine", func(t *testing.T, x *nsgtest.Table) {
			_, brk, _ := breakerAt(x, "Carmen", "Palisade", nsg.ServerHQ, 5)
			if nsgtest.FindArg(x.Decision(), "nsg-ability", brk, 0) {
				t.Errorf("Carmen's break offered against a barrier")
			}
		}},
		{"Carmen: costs 2 less to install after a successful run this turn", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			card := s.AddCard("Carmen", nsg.ZoneGrip, 0, false)
			s.Credits[runner] = 3
			x.ToTurnOf(runner)
			x.Choose(runner, "nsg-install", card, 0) // 5 with 3 credits: not installed (CR 1.16.4b)
			if c := s.CardOf(card); c == nil || c.Zone != nsg.ZoneGrip || s.Credits[runner] != 3 {
				t.Errorf("Carmen (5) installed with 3 credits before a successful run")
			}
			x.ActionWindow(runner)
			x.Choose(runner, "nsg-run", 0, nsg.ServerArchives+1)
			x.ActionWindow(runner)
			x.Choose(runner, "nsg-install", card, 0)
			if s.Credits[runner] != 0 {
				t.Errorf("credits %d, want 0", s.Credits[runner])
			}
		}},
		{"Mayfly: 1 credit breaks any subroutine, and Mayfly is trashed when the run ends; 1 credit, +1 strength", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			ice, brk, _ := breakerAt(x, "Mayfly", "Tithe", nsg.ServerHQ, 5)
			x.ChooseArg(runner, "nsg-ability", brk, 0)
			x.ChooseArg(runner, "nsg-ability", ice, 0)
			if s.Credits[runner] != 4 || s.Run.Broken != 1 {
				t.Errorf("credits %d, broken %b", s.Credits[runner], s.Run.Broken)
			}
			if x.Decision().Prompt == "Break a subroutine" {
				t.Errorf("asked to break a second subroutine")
			}
			x.ActionWindow(runner)
			if s.CardOf(brk) != nil {
				t.Errorf("Mayfly still installed after the run")
			}
		}},
		{"Mayfly: 1 credit, +1 strength", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			_, brk, _ := breakerAt(x, "Mayfly", "Palisade", nsg.ServerHQ, 5)
			x.ChooseArg(runner, "nsg-ability", brk, 1)
			if s.StrengthOf(brk) != 2 || s.Credits[runner] != 4 {
				t.Errorf("strength %d, credits %d; want 2, 4", s.StrengthOf(brk), s.Credits[runner])
			}
		}},
		{"Verbal Plasticity: the first draw action each turn draws 2", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			s.AddCard("Verbal Plasticity", nsg.ZoneRig, 0, false)
			x.ToTurnOf(runner)
			grip := len(s.Grip)
			x.Choose(runner, "nsg-draw", 0, 0)
			x.Act(runner, "nsg-draw", 0, 0)
			if len(s.Grip) != grip+3 {
				t.Errorf("grip %d, want %d (2 then 1)", len(s.Grip), grip+3)
			}
		}},
		{"Verbal Plasticity installed after the turn's first draw action: the next draw action is not the first, 1 card", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			vp := s.AddCard("Verbal Plasticity", nsg.ZoneGrip, 0, false)
			x.ToTurnOf(runner)
			s.Credits[runner] = 5
			x.Choose(runner, "nsg-draw", 0, 0)
			x.Act(runner, "nsg-install", vp, 0)
			x.ActionWindow(runner)
			grip := len(s.Grip)
			x.Choose(runner, "nsg-draw", 0, 0)
			if len(s.Grip) != grip+1 {
				t.Errorf("drew %d, want 1: the first draw action of the turn came before Verbal Plasticity", len(s.Grip)-grip)
			}
		}},
		{"Docklands Pass installed after the turn's first breach of HQ: the next breach is not the first, 1 card accessed", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			dp := s.AddCard("Docklands Pass", nsg.ZoneGrip, 0, false)
			x.ToTurnOf(runner)
			s.Credits[runner] = 5
			s.Clear(nsg.ZoneHQ)
			for range 3 {
				s.AddCard("Offworld Office", nsg.ZoneHQ, 0, false)
			}
			x.Choose(runner, "nsg-run", 0, nsg.ServerHQ+1)
			x.ActionWindow(runner)
			x.Choose(runner, "nsg-install", dp, 0)
			x.ActionWindow(runner)
			x.Choose(runner, "nsg-run", 0, nsg.ServerHQ+1)
			x.ActionWindow(runner)
			if s.PointsOf(runner) != 4 { // 1 agenda each breach: the second is not the turn's first
				t.Errorf("%d points after two breaches of HQ, want 4", s.PointsOf(runner))
			}
		}},
		{"Docklands Pass: the first breach of HQ each turn accesses 1 more card", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			s.AddCard("Docklands Pass", nsg.ZoneRig, 0, false)
			x.ToTurnOf(runner)
			s.Clear(nsg.ZoneHQ)
			s.AddCard("Offworld Office", nsg.ZoneHQ, 0, false)
			s.AddCard("Offworld Office", nsg.ZoneHQ, 0, false)
			s.AddCard("Offworld Office", nsg.ZoneHQ, 0, false)
			x.Choose(runner, "nsg-run", 0, nsg.ServerHQ+1)
			x.ActionWindow(runner)
			if s.PointsOf(runner) != 4 {
				t.Fatalf("%d points after the first breach, want 4", s.PointsOf(runner))
			}
			x.Choose(runner, "nsg-run", 0, nsg.ServerHQ+1)
			x.ActionWindow(runner)
			if s.PointsOf(runner) != 6 {
				t.Errorf("%d points after the second breach, want 6", s.PointsOf(runner))
			}
		}},
		{"Pennyshaver: +1 memory; a successful run places 1; click places 1 then takes all", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			id := s.AddCard("Pennyshaver", nsg.ZoneRig, 0, false)
			if got := x.G.View(runner).(nsg.View).Memory[1]; got != 5 {
				t.Errorf("memory %d, want 5", got)
			}
			x.ToTurnOf(runner)
			x.Choose(runner, "nsg-run", 0, nsg.ServerArchives+1)
			x.PassUntil(func(d engine.Decision) bool { return nsgtest.Find(d, "nsg-trigger", id, 0) >= 0 })
			x.Choose(runner, "nsg-trigger", id, 0)
			if s.CardOf(id).Hosted != 1 {
				t.Fatalf("hosted %d, want 1", s.CardOf(id).Hosted)
			}
			before, clicks := s.Credits[runner], s.Clicks[runner]
			x.Act(runner, "nsg-ability", id, 0)
			if s.Credits[runner]-before != 2 || s.CardOf(id).Hosted != 0 || s.Clicks[runner] != clicks-1 {
				t.Errorf("took %d, %d left, clicks %d→%d; want 2, 0, 1 click spent", s.Credits[runner]-before, s.CardOf(id).Hosted, clicks, s.Clicks[runner])
			}
		}},
	})
}

// branETR runs into Brân 1.0 on HQ, breaks subroutine broken (0-based)
// with its own ability, lets the Corp decline the install, and checks
// that the run ends.
func branETR(broken int) func(*testing.T, *nsgtest.Table) {
	return func(t *testing.T, x *nsgtest.Table) {
		s := x.St()
		ice := s.AddCard("Brân 1.0", nsg.ZoneServer, nsg.ServerHQ, true)
		x.ToTurnOf(runner)
		runOn(x, nsg.ServerHQ, func(d engine.Decision) bool { return nsgtest.FindArg(d, "nsg-ability", ice, 0) })
		x.ChooseArg(runner, "nsg-ability", ice, 0)
		x.ChooseArg(runner, "nsg-ability", ice, broken)
		x.ActionWindow(runner)
		if !x.Logged("the run ends") || x.Logged("breaches") {
			t.Errorf("the run was not ended")
		}
	}
}
