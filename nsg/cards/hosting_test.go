package cards_test

import (
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/nsg"
	"github.com/datafort/datafort/nsg/nsgtest"
)

// derezAfterHQ has the Runner run HQ (successful), then play Emergency
// Shutdown on ice, with the Runner's credits set to credits.
func derezAfterHQ(x *nsgtest.Table, ice int32, credits int32) {
	x.T.Helper()
	s := x.St()
	es := s.AddCard("Emergency Shutdown", nsg.ZoneGrip, 0, false)
	x.ToTurnOf(runner)
	s.Credits[runner] = credits
	runOn(x, nsg.ServerHQ, never)
	x.ActionWindow(runner)
	x.Choose(runner, "nsg-play", es, 0)
	x.Choose(runner, "nsg-target", ice, 0)
}

// The cards of hosting: Saci (a program hosted on ice), Magnet (ice that
// hosts programs and takes their abilities), Emergency Shutdown (derez).
func TestHosting(t *testing.T) {
	runCards(t, []cardTest{
		{"Saci: installed only on a piece of ice, hosted on it", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			saci := s.AddCard("Saci", nsg.ZoneGrip, 0, false)
			x.ToTurnOf(runner)
			if d := x.Decision(); nsgtest.Find(d, "nsg-install", saci, 0) >= 0 {
				t.Fatalf("Saci offered with no ice installed: %v", x.Describe(d))
			}
			pal := s.AddCard("Palisade", nsg.ZoneServer, nsg.ServerHQ, false)
			x.G.Reask()
			x.Choose(runner, "nsg-install", saci, int(pal))
			if id := s.Rig[len(s.Rig)-1]; s.CardOf(id).Title != "Saci" || s.CardOf(id).Host != pal {
				t.Errorf("rig %v: want Saci hosted on Palisade (%d)", s.Rig, pal)
			}
		}},
		{"Saci: installed on unrezzed ice, the public log does not name the ice (found by fuzzing)", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			saci := s.AddCard("Saci", nsg.ZoneGrip, 0, false)
			pal := s.AddCard("Palisade", nsg.ZoneServer, nsg.ServerHQ, false)
			x.ToTurnOf(runner)
			x.Choose(runner, "nsg-install", saci, int(pal))
			if x.Logged("Palisade") || !x.Logged("the Runner installs Saci on a card") {
				t.Errorf("events %q: want Saci installed on a card, Palisade unnamed", x.Texts())
			}
		}},
		{"Saci: whenever its host ice is derezzed, gain 3", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			pal := s.AddCard("Palisade", nsg.ZoneServer, nsg.ServerRD, true)
			saci := s.AddCard("Saci", nsg.ZoneRig, 0, false)
			s.CardOf(saci).Host = pal
			derezAfterHQ(x, pal, 2)
			x.Choose(runner, "nsg-trigger", saci, 0)
			if s.Credits[runner] != 5 || s.CardOf(pal).Rezzed {
				t.Errorf("credits %d, Palisade rezzed %v: want 5 and derezzed", s.Credits[runner], s.CardOf(pal).Rezzed)
			}
		}},
		{"Saci: whenever its host ice is rezzed, gain 3", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			pal := s.AddCard("Palisade", nsg.ZoneServer, nsg.ServerRD, false)
			saci := s.AddCard("Saci", nsg.ZoneRig, 0, false)
			s.CardOf(saci).Host = pal
			x.ToTurnOf(runner)
			s.Credits[runner], s.Credits[corp] = 2, 5
			runOn(x, nsg.ServerRD, func(d engine.Decision) bool { return nsgtest.Find(d, "nsg-rez", pal, 0) >= 0 })
			x.Choose(corp, "nsg-rez", pal, 0)
			x.Choose(runner, "nsg-trigger", saci, 0)
			if s.Credits[runner] != 5 {
				t.Errorf("credits %d, want 5", s.Credits[runner])
			}
		}},
		{"Magnet: when rezzed, it hosts a program hosted on a piece of ice, which loses all its abilities", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			pal := s.AddCard("Palisade", nsg.ZoneServer, nsg.ServerHQ, false)
			mag := s.AddCard("Magnet", nsg.ZoneServer, nsg.ServerRD, false)
			saci := s.AddCard("Saci", nsg.ZoneRig, 0, false)
			s.CardOf(saci).Host = pal
			x.ToTurnOf(runner)
			s.Credits[runner], s.Credits[corp] = 2, 5
			runOn(x, nsg.ServerRD, func(d engine.Decision) bool { return nsgtest.Find(d, "nsg-rez", mag, 0) >= 0 })
			x.Choose(corp, "nsg-rez", mag, 0)
			x.Choose(corp, "nsg-trigger", mag, 0)
			x.Choose(corp, "nsg-target", saci, 0)
			if s.CardOf(saci).Host != mag {
				t.Fatalf("Saci hosted on %d, want Magnet (%d)", s.CardOf(saci).Host, mag)
			}
			x.PassUntil(func(d engine.Decision) bool { return !s.Run.On && d.Prompt == "Take an action" })
			before := s.Credits[runner]
			derezAfterHQ(x, mag, before) // derezzed: Saci has its ability back at that checkpoint
			if d := x.Decision(); nsgtest.Find(d, "nsg-trigger", saci, 0) < 0 {
				t.Errorf("Saci does not trigger when Magnet is derezzed: %v", x.Describe(d))
			}
		}},
		{"Magnet: a program hosted on it loses all abilities while it is rezzed (Saci gets nothing from its rez, CR 9.6.5b)", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			mag := s.AddCard("Magnet", nsg.ZoneServer, nsg.ServerRD, false)
			saci := s.AddCard("Saci", nsg.ZoneRig, 0, false)
			s.CardOf(saci).Host = mag
			x.ToTurnOf(runner)
			s.Credits[runner], s.Credits[corp] = 2, 5
			runOn(x, nsg.ServerRD, func(d engine.Decision) bool { return nsgtest.Find(d, "nsg-rez", mag, 0) >= 0 })
			x.Choose(corp, "nsg-rez", mag, 0)
			x.Choose(corp, "nsg-trigger", mag, 0)
			x.Choose(corp, "nsg-target", saci, 0)
			if d := x.Decision(); nsgtest.Find(d, "nsg-trigger", saci, 0) >= 0 || s.Credits[runner] != 2 {
				t.Errorf("Saci triggers on Magnet's rez (credits %d): %v", s.Credits[runner], x.Describe(d))
			}
		}},
		{"Magnet: its subroutine ends the run", func(t *testing.T, x *nsgtest.Table) {
			encounter(x, "Magnet", nsg.ServerHQ, 5, 5, never)
			if !x.Logged("the run ends") || x.Logged("breaches") {
				t.Errorf("the run was not ended: %v", x.Texts())
			}
		}},
		{"Emergency Shutdown: play only after a successful run on HQ this turn", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			s.AddCard("Palisade", nsg.ZoneServer, nsg.ServerRD, true)
			es := s.AddCard("Emergency Shutdown", nsg.ZoneGrip, 0, false)
			x.ToTurnOf(runner)
			if x.Offered("nsg-play", es) {
				t.Errorf("offered before any run")
			}
			runOn(x, nsg.ServerArchives, never)
			x.ActionWindow(runner)
			if x.Offered("nsg-play", es) {
				t.Errorf("offered after a run on Archives")
			}
		}},
		{"Emergency Shutdown: derezzes 1 installed piece of ice", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			pal := s.AddCard("Palisade", nsg.ZoneServer, nsg.ServerRD, true)
			derezAfterHQ(x, pal, 0)
			if s.CardOf(pal).Rezzed || !x.Logged("the Runner derezzes Palisade") {
				t.Errorf("Palisade rezzed %v", s.CardOf(pal).Rezzed)
			}
		}},
	})
}

// TestHostsAreSaved: a game with a hosted program saves its host (binary
// format 3) and loads it back; a game without one saves in format 2, as
// before hosting (its saves and fingerprints unchanged).
func TestHostsAreSaved(t *testing.T) {
	for _, tc := range []struct {
		name   string
		hosted bool
		format byte
	}{
		{"a hosted program's host is saved and loaded (format 3)", true, 3},
		{"without hosting, the save is format 2", false, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := nsgtest.Start(t, nsg.Rules2603)
			s := x.St()
			pal := s.AddCard("Palisade", nsg.ZoneServer, nsg.ServerHQ, false)
			saci := s.AddCard("Saci", nsg.ZoneRig, 0, false)
			if tc.hosted {
				s.CardOf(saci).Host = pal
			}
			b, err := x.G.MarshalBinary()
			if err != nil {
				t.Fatal(err)
			}
			if f, err := nsg.SaveFormat(b); err != nil || f != tc.format {
				t.Errorf("format %d (%v), want %d", f, err, tc.format)
			}
			back, err := nsg.Ruleset{}.Load(b)
			if err != nil {
				t.Fatal(err)
			}
			if got := back.(*nsg.Game).State().CardOf(saci).Host; got != s.CardOf(saci).Host {
				t.Errorf("host %d after loading, want %d", got, s.CardOf(saci).Host)
			}
		})
	}
}
