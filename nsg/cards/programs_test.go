package cards_test

import (
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/nsg"
	"github.com/datafort/datafort/nsg/nsgtest"
)

// breakerAt has the Runner, with breaker brk installed and credits, run
// server sv protected by ice (rezzed), and stop at its first option to
// use the breaker; it reports whether there was one.
func breakerAt(x *nsgtest.Table, brk, ice string, sv int, credits int32) (int32, int32, bool) {
	x.T.Helper()
	s := x.St()
	if sv >= remote {
		s.AddCard("Nico Campaign", nsg.ZoneServer, int32(sv), false)
	}
	i := s.AddCard(ice, nsg.ZoneServer, int32(sv), true)
	b := s.AddCard(brk, nsg.ZoneRig, 0, false)
	x.ToTurnOf(runner)
	s.Credits[runner] = credits
	d := runOn(x, sv, func(d engine.Decision) bool { return d.Seat == runner && nsgtest.Find(d, "nsg-ability", b, 0) >= 0 })
	return i, b, nsgtest.Find(d, "nsg-ability", b, 0) >= 0
}

func TestPrograms(t *testing.T) {
	runCards(t, []cardTest{
		{"Fermenter: 1 virus counter when installed and when the Runner's turn begins; click, trash: gain 2 for each counter it hosted (CR 9.5.5)", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			g := s.AddCard("Fermenter", nsg.ZoneGrip, 0, false)
			x.ToTurnOf(runner)
			s.Credits[runner] = 5
			x.Act(runner, "nsg-install", g, 0)
			x.PassUntil(func(d engine.Decision) bool { return d.Prompt == "Take an action" })
			f := s.Rig[0]
			if v := s.CardOf(f).Virus; v != 1 {
				t.Errorf("installed: %d virus counters, want 1", v)
			}
			x.ToTurnOf(corp)
			x.ToTurnOf(runner)
			if v := s.CardOf(f).Virus; v != 2 {
				t.Errorf("the next turn begun: %d virus counters, want 2", v)
			}
			x.ActionWindow(runner)
			before, clicks := s.Credits[runner], s.Clicks[runner]
			x.ChooseArg(runner, "nsg-ability", f, 2)
			if got := clicks - s.Clicks[runner]; got != 1 {
				t.Errorf("the ability spent %d clicks, want 1", got)
			}
			x.PassUntil(func(d engine.Decision) bool { return d.Prompt == "Take an action" })
			if got := s.Credits[runner] - before; got != 4 || s.CardOf(f) != nil || len(s.Heap) != 1 {
				t.Errorf("gained %d (want 4), Fermenter still installed %v, heap %d (want it trashed)", got, s.CardOf(f) != nil, len(s.Heap))
			}
		}},
		{"Cleaver: 1 credit breaks a barrier subroutine", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			ice, brk, _ := breakerAt(x, "Cleaver", "Palisade", nsg.ServerHQ, 5)
			x.ChooseArg(runner, "nsg-ability", brk, 0)
			x.ChooseArg(runner, "nsg-ability", ice, 0)
			if s.Credits[runner] != 4 || s.Run.Broken != 1 {
				t.Errorf("credits %d (want 4), broken %b (want 1)", s.Credits[runner], s.Run.Broken)
			}
		}},
		{"Cleaver: 2 credits, +1 strength, enough for Palisade on a remote", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			_, brk, _ := breakerAt(x, "Cleaver", "Palisade", remote, 5)
			x.ChooseArg(runner, "nsg-ability", brk, 1)
			if s.Credits[runner] != 3 || s.StrengthOf(brk) != 4 {
				t.Errorf("credits %d (want 3), strength %d (want 4)", s.Credits[runner], s.StrengthOf(brk))
			}
			if !x.Offered("nsg-ability", brk) {
				t.Errorf("no break offered at strength 4")
			}
		}},
		{"Cleaver: breaks up to 2 subroutines of Brân 1.0 for 1 credit, not 3", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			ice, brk, _ := breakerAt(x, "Cleaver", "Brân 1.0", nsg.ServerHQ, 20)
			for s.StrengthOf(brk) < s.StrengthOf(ice) {
				x.ChooseArg(runner, "nsg-ability", brk, 1)
			}
			before := s.Credits[runner]
			x.ChooseArg(runner, "nsg-ability", brk, 0)
			x.ChooseArg(runner, "nsg-ability", ice, 1)
			x.ChooseArg(runner, "nsg-ability", ice, 2)
			if d := x.Decision(); d.Prompt == "Break a subroutine" {
				t.Errorf("a third subroutine offered to break: %v", x.Describe(d))
			}
			if before-s.Credits[runner] != 1 || s.Run.Broken != 0b110 {
				t.Errorf("paid %d (want 1), broken %b (want 110)", before-s.Credits[runner], s.Run.Broken)
			}
		}},
		{"Cleaver: breaks no code gate subroutine", func(t *testing.T, x *nsgtest.Table) {
			if _, _, offered := breakerAt(x, "Cleaver", "Whitespace", nsg.ServerHQ, 5); offered {
				t.Errorf("Cleaver offered against a code gate")
			}
		}},
		{"Aumakua: whenever the Runner exposes a card, 1 virus counter; +1 strength for each", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			a := s.AddCard("Aumakua", nsg.ZoneRig, 0, false)
			scammer(x, true)
			x.Choose(corp, "nsg-no", 0, 0)
			x.Choose(runner, "nsg-trigger", a, 0)
			if c := s.CardOf(a); c.Virus != 1 || s.StrengthOf(a) != 1 {
				t.Errorf("virus %d, strength %d; want 1 and 1", c.Virus, s.StrengthOf(a))
			}
		}},
		{"Aumakua: a breach with nothing stolen or trashed, 1 virus counter", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			a := s.AddCard("Aumakua", nsg.ZoneRig, 0, false)
			x.ToTurnOf(runner)
			s.Clear(nsg.ZoneArchives) // the Corp's discard: nothing to steal
			runOn(x, nsg.ServerArchives, never)
			if c := s.CardOf(a); c.Virus != 1 {
				t.Errorf("virus %d, want 1", c.Virus)
			}
		}},
		{"Aumakua: a breach where an accessed card was trashed gives none", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			a := s.AddCard("Aumakua", nsg.ZoneRig, 0, false)
			nico := s.AddCard("Nico Campaign", nsg.ZoneServer, remote, false)
			x.ToTurnOf(runner)
			s.Credits[runner] = 5
			runOn(x, remote, func(d engine.Decision) bool { return nsgtest.Find(d, "nsg-pay-trash", nico, 0) >= 0 })
			x.Choose(runner, "nsg-pay-trash", nico, 0)
			x.PassUntil(func(d engine.Decision) bool { return !s.Run.On && d.Prompt == "Take an action" })
			if c := s.CardOf(a); c.Virus != 0 || s.CardOf(nico) != nil {
				t.Errorf("virus %d, Nico Campaign trashed %v; want 0 and trashed", c.Virus, s.CardOf(nico) == nil)
			}
		}},
		{"Aumakua: a breach where an agenda was stolen gives none", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			a := s.AddCard("Aumakua", nsg.ZoneRig, 0, false)
			s.AddCard("Offworld Office", nsg.ZoneServer, remote, false)
			x.ToTurnOf(runner)
			runOn(x, remote, never)
			if c := s.CardOf(a); c.Virus != 0 || s.PointsOf(runner) == 0 {
				t.Errorf("virus %d, points %d; want 0 and the agenda stolen", c.Virus, s.PointsOf(runner))
			}
		}},
		{"Aumakua: 1 credit breaks 1 subroutine of any ice, at its strength (2 virus counters: 2)", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			s.AddCard("Palisade", nsg.ZoneServer, nsg.ServerHQ, true)
			a := s.AddCard("Aumakua", nsg.ZoneRig, 0, false)
			s.CardOf(a).Virus = 2
			x.ToTurnOf(runner)
			s.Credits[runner] = 5
			runOn(x, nsg.ServerHQ, func(d engine.Decision) bool { return d.Seat == runner && nsgtest.Find(d, "nsg-ability", a, 0) >= 0 })
			x.ChooseArg(runner, "nsg-ability", a, 2)
			ice := s.Servers[nsg.ServerHQ].Ice[0]
			x.ChooseArg(runner, "nsg-ability", ice, 0)
			if s.Credits[runner] != 4 || s.Run.Broken != 1 {
				t.Errorf("credits %d (want 4), broken %b (want 1)", s.Credits[runner], s.Run.Broken)
			}
		}},
		{"Aumakua: 1 credit breaks 1 subroutine of Brân 1.0, not 2", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			s.AddCard("Brân 1.0", nsg.ZoneServer, nsg.ServerHQ, true)
			a := s.AddCard("Aumakua", nsg.ZoneRig, 0, false)
			s.CardOf(a).Virus = 6 // Brân's strength
			x.ToTurnOf(runner)
			s.Credits[runner] = 5
			runOn(x, nsg.ServerHQ, func(d engine.Decision) bool { return d.Seat == runner && nsgtest.Find(d, "nsg-ability", a, 0) >= 0 })
			ice := s.Servers[nsg.ServerHQ].Ice[0]
			x.ChooseArg(runner, "nsg-ability", a, 2)
			x.ChooseArg(runner, "nsg-ability", ice, 2)
			if d := x.Decision(); d.Prompt == "Break a subroutine" {
				t.Errorf("a second subroutine offered to break: %v", x.Describe(d))
			}
			if s.Credits[runner] != 4 || s.Run.Broken != 0b100 {
				t.Errorf("credits %d (want 4), broken %b (want 100)", s.Credits[runner], s.Run.Broken)
			}
		}},
		{"Unity: 1 credit breaks 1 code gate subroutine", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			ice, brk, _ := breakerAt(x, "Unity", "Whitespace", nsg.ServerHQ, 5)
			x.ChooseArg(runner, "nsg-ability", brk, 0)
			x.ChooseArg(runner, "nsg-ability", ice, 1)
			if s.Credits[runner] != 4 || s.Run.Broken != 2 {
				t.Errorf("credits %d (want 4), broken %b (want 10)", s.Credits[runner], s.Run.Broken)
			}
			if x.Decision().Prompt == "Break a subroutine" {
				t.Errorf("asked to break a second subroutine")
			}
		}},
		{"Unity: breaks no barrier subroutine", func(t *testing.T, x *nsgtest.Table) {
			_, brk, _ := breakerAt(x, "Unity", "Palisade", nsg.ServerHQ, 5)
			x.ChooseArg(runner, "nsg-ability", brk, 1) // strength 2, Palisade's
			if x.Decision().Seat == runner && nsgtest.FindArg(x.Decision(), "nsg-ability", brk, 0) {
				t.Errorf("Unity's break offered against a barrier")
			}
		}},
		{"Unity: 1 credit, +1 strength for each installed icebreaker", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			s.AddCard("Cleaver", nsg.ZoneRig, 0, false)
			_, brk, _ := breakerAt(x, "Unity", "Palisade", remote, 5)
			x.ChooseArg(runner, "nsg-ability", brk, 1)
			if s.Credits[runner] != 4 || s.StrengthOf(brk) != 3 {
				t.Errorf("credits %d (want 4), strength %d (want 3: 1 and 2 icebreakers)", s.Credits[runner], s.StrengthOf(brk))
			}
		}},
	})
}
