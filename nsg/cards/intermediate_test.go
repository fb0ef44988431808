package cards_test

import (
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/nsg"
	"github.com/datafort/datafort/nsg/nsgtest"
)

// corpPlays has the Corp, in its first action window with credits, play
// operation title.
func corpPlays(x *nsgtest.Table, title string, credits int32) int32 {
	x.T.Helper()
	s := x.St()
	id := s.AddCard(title, nsg.ZoneHQ, 0, false)
	s.Credits[corp] = credits
	x.ActionWindow(corp)
	return id
}

func TestSystemGatewayIntermediateCards(t *testing.T) {
	runCards(t, []cardTest{
		{"Orbital Superiority: 2 points at 4; scored, 1 tag to an untagged Runner", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			score(x, "Orbital Superiority", 4)
			x.Choose(corp, "nsg-trigger", 0, 0)
			if s.Tags != 1 || s.PointsOf(corp) != 2 {
				t.Errorf("tags %d, points %d; want 1, 2", s.Tags, s.PointsOf(corp))
			}
		}},
		{"Orbital Superiority: scored, 4 meat damage to a tagged Runner", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			s.Tags = 1
			for range 5 {
				s.AddCard("Sure Gamble", nsg.ZoneGrip, 0, false)
			}
			score(x, "Orbital Superiority", 4)
			grip := len(s.Grip)
			x.Choose(corp, "nsg-trigger", 0, 0)
			if s.Tags != 1 || grip-len(s.Grip) != 4 {
				t.Errorf("tags %d, lost %d cards; want 1, 4", s.Tags, grip-len(s.Grip))
			}
		}},
		{"Predictive Planogram: gain 3 or draw 3", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			id := corpPlays(x, "Predictive Planogram", 0)
			x.Choose(corp, "nsg-play", id, 0)
			if nsgtest.Find(x.Decision(), "nsg-choose-both", 0, 0) >= 0 {
				t.Errorf("both offered with the Runner untagged")
			}
			x.Choose(corp, "nsg-choose-gain", 0, 0)
			if s.Credits[corp] != 3 {
				t.Errorf("credits %d, want 3", s.Credits[corp])
			}
		}},
		{"Predictive Planogram: both when the Runner is tagged", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			s.Tags = 1
			id := corpPlays(x, "Predictive Planogram", 0)
			hq := len(s.HQ)
			x.Choose(corp, "nsg-play", id, 0)
			x.Choose(corp, "nsg-choose-both", 0, 0)
			if s.Credits[corp] != 3 || len(s.HQ) != hq-1+3 {
				t.Errorf("credits %d, HQ %d (was %d); want 3 and +3", s.Credits[corp], len(s.HQ), hq)
			}
		}},
		{"Public Trail: playable only after a successful run in the Runner's last turn; 1 tag unless the Runner pays 8", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			id := s.AddCard("Public Trail", nsg.ZoneHQ, 0, false)
			x.ActionWindow(corp)
			if x.Offered("nsg-play", id) {
				t.Errorf("offered with no run")
			}
			x.ToTurnOf(runner)
			x.Choose(runner, "nsg-run", 0, nsg.ServerArchives+1)
			x.ToTurnOf(corp)
			s.Credits[runner] = 7
			x.Choose(corp, "nsg-play", id, 0)
			if nsgtest.Find(x.Decision(), "nsg-pay", 0, 0) >= 0 {
				t.Errorf("paying offered with 7 credits")
			}
			x.Choose(runner, "nsg-no", 0, 0)
			if s.Tags != 1 {
				t.Errorf("tags %d, want 1", s.Tags)
			}
		}},
		{"Public Trail: the Runner may pay 8 instead", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			id := s.AddCard("Public Trail", nsg.ZoneHQ, 0, false)
			x.ToTurnOf(runner)
			x.Choose(runner, "nsg-run", 0, nsg.ServerArchives+1)
			x.ToTurnOf(corp)
			s.Credits[runner] = 8
			x.Choose(corp, "nsg-play", id, 0)
			x.Choose(runner, "nsg-pay", 0, 0)
			if s.Tags != 0 || s.Credits[runner] != 0 {
				t.Errorf("tags %d, credits %d; want 0, 0", s.Tags, s.Credits[runner])
			}
		}},
		{"Retribution: playable only if the Runner is tagged; trashes a program or hardware", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			prog := s.AddCard("Cleaver", nsg.ZoneRig, 0, false)
			id := corpPlays(x, "Retribution", 5)
			if x.Offered("nsg-play", id) {
				t.Errorf("offered with no tag")
			}
			s.Tags = 1
			x.ToTurnOf(runner)
			x.ToTurnOf(corp)
			x.Choose(corp, "nsg-play", id, 0)
			x.Choose(corp, "nsg-target", prog, 0)
			if s.CardOf(prog) != nil {
				t.Errorf("Cleaver still installed")
			}
		}},
		{"AMAZE Amusements: a run on its server that stole an agenda gives 2 tags, even once it is trashed", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			s.AddCard("Offworld Office", nsg.ZoneServer, remote, false)
			amaze := s.AddCard("AMAZE Amusements", nsg.ZoneServer, remote, true)
			x.ToTurnOf(runner)
			s.Credits[runner] = 5
			x.Choose(runner, "nsg-run", 0, remote+1)
			x.PassUntil(func(d engine.Decision) bool { return nsgtest.Find(d, "nsg-pay-trash", amaze, 0) >= 0 })
			x.Choose(runner, "nsg-pay-trash", amaze, 0)
			x.PassUntil(func(d engine.Decision) bool { return nsgtest.Find(d, "nsg-trigger", 0, 0) >= 0 })
			x.Choose(corp, "nsg-trigger", 0, 0)
			if s.Tags != 2 {
				t.Errorf("tags %d, want 2", s.Tags)
			}
		}},
		{"AMAZE Amusements: a run that stole nothing gives no tag", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			s.AddCard("AMAZE Amusements", nsg.ZoneServer, nsg.ServerHQ, true)
			x.ToTurnOf(runner)
			s.Credits[runner] = 0
			s.Clear(nsg.ZoneHQ)
			s.AddCard("Hedge Fund", nsg.ZoneHQ, 0, false)
			x.Choose(runner, "nsg-run", 0, nsg.ServerHQ+1)
			x.PassUntil(func(d engine.Decision) bool { return strings.HasPrefix(d.Prompt, "Access next") }) // HQ's card or the root's first (CR 7.3.4a)
			x.Choose(runner, "nsg-target", 0, nsg.ServerHQ+1)
			x.ActionWindow(runner)
			if s.Tags != 0 {
				t.Errorf("tags %d, want 0", s.Tags)
			}
		}},
		{"Funhouse: encountered, the run ends unless the Runner takes a tag; its subroutine, a tag unless the Runner pays 4", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			encounter(x, "Funhouse", nsg.ServerHQ, 5, 4, func(d engine.Decision) bool { return d.Prompt == "Take 1 tag, or the run ends" })
			x.Choose(runner, "nsg-yes", 0, 0)
			x.PassUntil(func(d engine.Decision) bool { return d.Prompt == "Pay 4 credits, or take 1 tag" })
			x.Choose(runner, "nsg-pay", 0, 0)
			if s.Tags != 1 || s.Credits[runner] != 0 {
				t.Errorf("tags %d, credits %d; want 1, 0", s.Tags, s.Credits[runner])
			}
		}},
		{"Funhouse: refusing the tag ends the run", func(t *testing.T, x *nsgtest.Table) {
			encounter(x, "Funhouse", nsg.ServerHQ, 5, 4, func(d engine.Decision) bool { return d.Prompt == "Take 1 tag, or the run ends" })
			x.Choose(runner, "nsg-no", 0, 0)
			x.ActionWindow(runner)
			if !x.Logged("the run ends") || x.St().Tags != 0 {
				t.Errorf("the run goes on, or a tag was given")
			}
		}},
		{"Mutual Favor: finds an icebreaker for the grip; after a successful run, installs it", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			brk := s.AddCard("Unity", nsg.ZoneStack, 0, false)
			ev := s.AddCard("Mutual Favor", nsg.ZoneGrip, 0, false)
			ev2 := s.AddCard("Mutual Favor", nsg.ZoneGrip, 0, false)
			s.AddCard("Cleaver", nsg.ZoneStack, 0, false)
			s.Credits[runner] = 3
			x.ToTurnOf(runner)
			x.Choose(runner, "nsg-play", ev, 0)
			x.Choose(runner, "nsg-target", brk, 0)
			if c := s.Grip[len(s.Grip)-1]; s.CardOf(c).Title != "Unity" {
				t.Errorf("Unity is not in the grip")
			}
			x.Act(runner, "nsg-run", 0, nsg.ServerArchives+1)
			x.Act(runner, "nsg-play", ev2, 0)
			var cleaver int32
			for _, id := range s.RunnerStack {
				if s.CardOf(id).Title == "Cleaver" {
					cleaver = id
				}
			}
			x.Choose(runner, "nsg-target", cleaver, 0)
			x.Choose(runner, "nsg-yes", 0, 0)
			if got := s.CardOf(s.Rig[len(s.Rig)-1]).Title; got != "Cleaver" || s.Credits[runner] != 0 {
				t.Errorf("rig ends with %s, credits %d; want Cleaver, 0", got, s.Credits[runner])
			}
		}},
		{"Wildcat Strike: the Corp chooses 6 credits or 4 cards for the Runner", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			playEvent(x, "Wildcat Strike", 2)
			grip := len(s.Grip)
			x.Choose(corp, "nsg-choose-draw", 0, 0)
			if len(s.Grip) != grip+4 || s.Credits[runner] != 0 {
				t.Errorf("grip %d (was %d), credits %d; want +4, 0", len(s.Grip), grip, s.Credits[runner])
			}
		}},
		{"Wildcat Strike: or 6 credits", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			playEvent(x, "Wildcat Strike", 2)
			x.Choose(corp, "nsg-choose-gain", 0, 0)
			if s.Credits[runner] != 6 {
				t.Errorf("credits %d, want 6", s.Credits[runner])
			}
		}},
		{"Prepaid VoicePAD: installed, it hosts its 1 recurring credit", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			pad := s.AddCard("Prepaid VoicePAD", nsg.ZoneGrip, 0, false)
			s.Credits[runner] = 2
			x.ToTurnOf(runner)
			x.Choose(runner, "nsg-install", pad, 0)
			if c := rigCard(s, "Prepaid VoicePAD"); c == nil || c.Hosted != 1 || s.Credits[runner] != 0 {
				t.Errorf("installed %v, credits %d: want it hosting 1 credit, 2 paid", c, s.Credits[runner])
			}
		}},
		{"Prepaid VoicePAD: refilled to 1 credit before the Runner's turn begins, never above", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			s.AddCard("Prepaid VoicePAD", nsg.ZoneRig, 0, false)
			x.ToTurnOf(runner)
			c := rigCard(s, "Prepaid VoicePAD")
			if c.Hosted != 1 || !x.Logged("Prepaid VoicePAD is refilled to 1 recurring credits") {
				t.Fatalf("hosted %d at the Runner's turn: want 1, refilled", c.Hosted)
			}
			x.ToTurnOf(corp)
			x.ToTurnOf(runner)
			if c.Hosted != 1 {
				t.Errorf("hosted %d after a second refill: want 1 (refilled to 1, not added)", c.Hosted)
			}
		}},
		{"Prepaid VoicePAD: its credit pays toward playing an event, not toward an install", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			s.AddCard("Prepaid VoicePAD", nsg.ZoneRig, 0, false)
			gamble := s.AddCard("Sure Gamble", nsg.ZoneGrip, 0, false)
			other := s.AddCard("Prepaid VoicePAD", nsg.ZoneGrip, 0, false)
			x.ToTurnOf(runner)
			s.Credits[runner] = 4
			x.Choose(runner, "nsg-play", gamble, 0)
			c := rigCard(s, "Prepaid VoicePAD")
			if s.Credits[runner] != 9 || c.Hosted != 0 {
				t.Fatalf("credits %d, hosted %d: want Sure Gamble paid 4 + 1 hosted (9 credits after), 0 hosted", s.Credits[runner], c.Hosted)
			}
			c.Hosted = 1
			s.Credits[runner] = 1
			x.Act(runner, "nsg-install", other, 0)
			if c.Hosted != 1 || s.Credits[runner] != 1 || len(s.Rig) != 1 {
				t.Errorf("hosted %d, credits %d, rig %d: the install (2) is not paid with the hosted credit", c.Hosted, s.Credits[runner], len(s.Rig))
			}
		}},
		{"DZMZ Optimizer: +1 memory; the first program each turn costs 1 less", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			s.AddCard("DZMZ Optimizer", nsg.ZoneRig, 0, false)
			a := s.AddCard("Cleaver", nsg.ZoneGrip, 0, false)
			b := s.AddCard("Unity", nsg.ZoneGrip, 0, false)
			s.Credits[runner] = 5
			x.ToTurnOf(runner)
			if got := x.G.View(runner).(nsg.View).Memory[1]; got != 5 {
				t.Errorf("memory %d, want 5", got)
			}
			x.Choose(runner, "nsg-install", a, 0)
			x.Act(runner, "nsg-install", b, 0)
			passOptionalTrash(x, runner) // Cleaver kept (CR 8.5.6c)
			if s.Credits[runner] != 0 {
				t.Errorf("credits %d, want 0 (2 then 3)", s.Credits[runner])
			}
		}},
		{"Conduit: a successful R&D run may place a virus counter; click: run R&D, accessing 1 more card per counter", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			id := s.AddCard("Conduit", nsg.ZoneRig, 0, false)
			x.ToTurnOf(runner)
			x.Choose(runner, "nsg-run", 0, nsg.ServerRD+1)
			passable(x, x.PassUntil(func(d engine.Decision) bool { return nsgtest.Find(d, "nsg-trigger", id, 0) >= 0 }))
			x.Choose(runner, "nsg-trigger", id, 0)
			x.Choose(runner, "nsg-yes", 0, 0)
			if s.CardOf(id).Virus != 1 {
				t.Fatalf("virus %d, want 1", s.CardOf(id).Virus)
			}
			x.ActionWindow(runner)
			s.CardOf(s.RD[0]).Title = "Offworld Office"
			s.CardOf(s.RD[1]).Title = "Offworld Office"
			s.CardOf(s.RD[2]).Title = "Offworld Office" // a third card accessed would score
			clicks := s.Clicks[runner]
			x.ChooseArg(runner, "nsg-ability", id, 1)
			if s.Clicks[runner] != clicks-1 {
				t.Errorf("clicks %d→%d, want 1 spent", clicks, s.Clicks[runner])
			}
			if d := x.Decision(); len(d.Options) != 1 {
				t.Errorf("servers offered %v, want R&D only", x.Describe(d))
			}
			x.Choose(runner, "nsg-target", 0, nsg.ServerRD+1)
			x.PassUntil(func(d engine.Decision) bool { return nsgtest.Find(d, "nsg-trigger", id, 0) >= 0 })
			if s.PointsOf(runner) != 4 {
				t.Errorf("%d points, want 4 (2 cards accessed)", s.PointsOf(runner))
			}
		}},
		{"Leech: a successful central run places a virus counter; spent, the ice gets -1 strength", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			id := s.AddCard("Leech", nsg.ZoneRig, 0, false)
			ice := s.AddCard("Palisade", nsg.ZoneServer, nsg.ServerRD, true)
			x.ToTurnOf(runner)
			x.Choose(runner, "nsg-run", 0, nsg.ServerArchives+1)
			x.PassUntil(func(d engine.Decision) bool { return nsgtest.Find(d, "nsg-trigger", id, 0) >= 0 })
			x.Choose(runner, "nsg-trigger", id, 0)
			if s.CardOf(id).Virus != 1 {
				t.Fatalf("virus %d, want 1", s.CardOf(id).Virus)
			}
			x.Act(runner, "nsg-run", 0, nsg.ServerRD+1)
			x.PassUntil(func(d engine.Decision) bool { return nsgtest.FindArg(d, "nsg-ability", id, 1) })
			x.ChooseArg(runner, "nsg-ability", id, 1)
			// The window goes on with nothing else to use: the encounter is
			// over when the choice returns, and the strength with it.
			if !x.Logged("Palisade gets -1 strength (1)") || s.CardOf(id).Virus != 0 || s.StrengthOf(ice) != 2 {
				t.Errorf("virus %d, strength %d now; want 0 and -1 logged for the encounter only, then 2: %v", s.CardOf(id).Virus, s.StrengthOf(ice), x.Texts())
			}
		}},
	})
}

// rigCard returns the Runner's installed card titled title, or nil.
func rigCard(s *nsg.State, title string) *nsg.Card {
	for _, id := range s.Rig {
		if c := s.CardOf(id); c.Title == title {
			return c
		}
	}
	return nil
}
