package cards_test

import (
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/nsg"
	"github.com/datafort/datafort/nsg/nsgtest"
)

// encounter puts ice title, rezzed, on server sv (with an asset in a
// remote's root), gives the Runner grip cards and credits, and has it
// run there, every subroutine unbroken, until the run is over or ok.
func encounter(x *nsgtest.Table, title string, sv int, grip int, credits int32, ok func(engine.Decision) bool) int32 {
	x.T.Helper()
	s := x.St()
	if sv >= remote {
		s.AddCard("Nico Campaign", nsg.ZoneServer, int32(sv), false)
	}
	ice := s.AddCard(title, nsg.ZoneServer, int32(sv), true)
	x.ToTurnOf(runner)
	s.Clear(nsg.ZoneGrip)
	for range grip {
		s.AddCard("Sure Gamble", nsg.ZoneGrip, 0, false)
	}
	s.Credits[runner] = credits
	runOn(x, sv, ok)
	return ice
}

func TestIce(t *testing.T) {
	runCards(t, []cardTest{
		{"Tollbooth: encountered, a Runner with 3 credits pays them; its subroutine then ends the run", func(t *testing.T, x *nsgtest.Table) {
			encounter(x, "Tollbooth", nsg.ServerHQ, 5, 3, never)
			if c := x.St().Credits[runner]; c != 0 {
				t.Errorf("credits %d, want 0: 3 paid", c)
			}
			if !x.Logged("subroutine 1 of Tollbooth resolves") || !x.Logged("the run ends") || x.Logged("cannot pay") {
				t.Errorf("want the payment, then the subroutine ending the run: %v", x.Texts())
			}
		}},
		{"Tollbooth: a Runner with 2 credits pays none of them (if able: all or nothing) and the run ends at once", func(t *testing.T, x *nsgtest.Table) {
			encounter(x, "Tollbooth", nsg.ServerHQ, 5, 2, never)
			if c := x.St().Credits[runner]; c != 2 {
				t.Errorf("credits %d, want 2: nothing paid", c)
			}
			if !x.Logged("the Runner cannot pay 3 credits") || !x.Logged("the run ends") || x.Logged("subroutine 1 of Tollbooth resolves") {
				t.Errorf("want the run ended by the encounter ability, before the subroutine: %v", x.Texts())
			}
		}},
		{"Palisade: its subroutine ends the run", func(t *testing.T, x *nsgtest.Table) {
			encounter(x, "Palisade", nsg.ServerHQ, 5, 5, never)
			if !x.Logged("the run ends") || x.Logged("breaches") {
				t.Errorf("the run was not ended: %v", x.Texts())
			}
		}},
		{"Palisade: strength 2, +2 while protecting a remote server", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			a := s.AddCard("Palisade", nsg.ZoneServer, nsg.ServerHQ, true)
			s.AddCard("Nico Campaign", nsg.ZoneServer, remote, false)
			b := s.AddCard("Palisade", nsg.ZoneServer, remote, true)
			if s.StrengthOf(a) != 2 || s.StrengthOf(b) != 4 {
				t.Errorf("strength %d on HQ and %d on a remote; want 2 and 4", s.StrengthOf(a), s.StrengthOf(b))
			}
		}},
		{"Whitespace: the Runner loses 3; with 6 credits or fewer left the run ends", func(t *testing.T, x *nsgtest.Table) {
			encounter(x, "Whitespace", nsg.ServerHQ, 5, 9, never)
			if s := x.St(); s.Credits[runner] != 6 || !x.Logged("the run ends") {
				t.Errorf("credits %d (want 6), run ended %v", s.Credits[runner], x.Logged("the run ends"))
			}
		}},
		{"Whitespace: with more than 6 credits left the run goes on", func(t *testing.T, x *nsgtest.Table) {
			encounter(x, "Whitespace", nsg.ServerHQ, 5, 10, never)
			if s := x.St(); s.Credits[runner] != 7 || x.Logged("the run ends") {
				t.Errorf("credits %d (want 7), run ended %v", s.Credits[runner], x.Logged("the run ends"))
			}
		}},
		{"Karunā: 2 net damage, then the Runner may jack out; if not, 2 net damage", func(t *testing.T, x *nsgtest.Table) {
			encounter(x, "Karunā", nsg.ServerHQ, 5, 5, func(d engine.Decision) bool { return d.Prompt == "Jack out?" })
			s := x.St()
			if len(s.Grip) != 3 {
				t.Errorf("grip %d after the first subroutine, want 3", len(s.Grip))
			}
			x.Choose(runner, "nsg-continue", 0, 0)
			if len(s.Grip) != 1 {
				t.Errorf("grip %d after the second subroutine, want 1", len(s.Grip))
			}
		}},
		{"Karunā: jacking out ends the run before the second subroutine", func(t *testing.T, x *nsgtest.Table) {
			encounter(x, "Karunā", nsg.ServerHQ, 5, 5, func(d engine.Decision) bool { return d.Prompt == "Jack out?" })
			x.Choose(runner, "nsg-jack-out", 0, 0)
			if s := x.St(); len(s.Grip) != 3 || s.Run.On {
				t.Errorf("grip %d (want 3), run on %v", len(s.Grip), s.Run.On)
			}
		}},
		{"Tithe: 1 net damage, and the Corp gains 1", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			encounter(x, "Tithe", nsg.ServerHQ, 5, 5, func(d engine.Decision) bool { return d.Prompt == "Continue the run, or jack out" })
			if len(s.Grip) != 4 || !x.Logged("the Corp gains 1 credits") {
				t.Errorf("grip %d (want 4), %v", len(s.Grip), x.Texts())
			}
		}},
	})
}
