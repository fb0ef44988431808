package cards_test

import (
	"testing"

	"github.com/datafort/datafort/nsg"
	"github.com/datafort/datafort/nsg/nsgtest"
)

// scammer makes the Runner's identity 419 and has the Corp install Nico
// Campaign in a remote with its first click, then the Runner triggers
// 419 when trigger says so; it returns Nico Campaign's id once installed.
func scammer(x *nsgtest.Table, trigger bool) int32 {
	x.T.Helper()
	s := x.St()
	s.Identity[runner] = "419: Amoral Scammer"
	nico := s.AddCard("Nico Campaign", nsg.ZoneHQ, 0, false)
	x.ActionWindow(corp)
	x.Choose(corp, "nsg-install", nico, remote+1)
	id := s.Servers[remote].Root[0]
	verb := "nsg-pass"
	if trigger {
		verb = "nsg-trigger"
	}
	x.Choose(runner, verb, 0, 0)
	return id
}

func TestIdentities(t *testing.T) {
	runCards(t, []cardTest{
		{"419: Amoral Scammer: the first time the Corp installs a card each turn, the Runner may expose it unless the Corp pays 1: the Corp pays", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			before := s.Credits[corp]
			scammer(x, true)
			x.Choose(corp, "nsg-pay", 0, 0)
			if s.Credits[corp] != before-1 || x.Logged("is exposed") {
				t.Errorf("credits %d (was %d), exposed %v: want 1 paid and no expose", s.Credits[corp], before, x.Logged("is exposed"))
			}
		}},
		{"419: Amoral Scammer: the Corp does not pay: the card is exposed", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			before := s.Credits[corp]
			scammer(x, true)
			x.Choose(corp, "nsg-no", 0, 0)
			if s.Credits[corp] != before || !x.Logged("Nico Campaign is exposed") {
				t.Errorf("credits %d (was %d), exposed %v: want nothing paid and Nico Campaign exposed", s.Credits[corp], before, x.Logged("Nico Campaign is exposed"))
			}
		}},
		{"419: Amoral Scammer: a Corp that cannot pay is not asked: exposed", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			s.Identity[runner] = "419: Amoral Scammer"
			nico := s.AddCard("Nico Campaign", nsg.ZoneHQ, 0, false)
			x.ActionWindow(corp)
			s.Credits[corp] = 0
			x.G.Reask()
			x.Choose(corp, "nsg-install", nico, remote+1)
			x.Choose(runner, "nsg-trigger", 0, 0)
			if !x.Logged("Nico Campaign is exposed") {
				t.Errorf("not exposed; pending %q", x.Decision().Prompt)
			}
		}},
		{"419: Amoral Scammer: the Runner may leave it untriggered", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			before := s.Credits[corp]
			scammer(x, false)
			if s.Credits[corp] != before || x.Logged("is exposed") {
				t.Errorf("credits %d (was %d), exposed %v", s.Credits[corp], before, x.Logged("is exposed"))
			}
		}},
		{"419: Amoral Scammer: only the Corp's first install of the turn", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			scammer(x, false)
			sk := s.AddCard("Manegarm Skunkworks", nsg.ZoneHQ, 0, false)
			x.ActionWindow(corp)
			x.Choose(corp, "nsg-install", sk, remote+1)
			if d := x.Decision(); nsgtest.Find(d, "nsg-trigger", nsg.IdentityObj(runner), 0) >= 0 {
				t.Errorf("419 offered again for the second install: %v", x.Describe(d))
			}
		}},
	})
}
