package standins_test

import (
	"fmt"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/nsg"
	"github.com/datafort/datafort/nsg/nsgtest"
)

// Saves keep the positions session 32 made: Draw Tally pending while
// Diesel's cards are set aside for the draw's own checkpoint (CR 8.4.5b),
// and a forced encounter (Relay Gate's subroutine) inside an encounter
// whose "until the end of the encounter" effect counts two ends (6.5.9).
// Each position is saved and loaded at every decision and must come back
// the same (roundTrip), and each case must reach the position it is about.
//
// Broken on purpose once each: the drawn cards not set aside (the first
// case failed: no decision with a card set aside), no end counted for the
// forced encounter (the second failed: no effect counting two ends).
func TestSavesKeepADrawSetAsideAndANestedEncounter(t *testing.T) {
	tests := []struct {
		name  string
		setup func(x *nsgtest.Table)
		// at reports whether the game is at the position the case is about.
		at func(s *nsg.State) bool
	}{
		{"Draw Tally pending, Diesel's cards set aside", func(x *nsgtest.Table) {
			x.ToTurnOf(nsgtest.Runner)
			s := x.St()
			s.AddCard(nsg.StandInPrefix+"Draw Tally", nsg.ZoneRig, 0, false)
			id := s.AddCard("Diesel", nsg.ZoneGrip, 0, false)
			x.G.Reask()
			x.Act(nsgtest.Runner, "nsg-play", id, 0)
		}, func(s *nsg.State) bool {
			for _, c := range s.Cards {
				if c.Zone == nsg.ZoneSetAside {
					return true
				}
			}
			return false
		}},
		{"Relay Gate's forced encounter inside its own, Mayfly raised in both", func(x *nsgtest.Table) {
			x.ToTurnOf(nsgtest.Runner)
			s := x.St()
			s.AddCard(nsg.StandInPrefix+"Relay Gate", nsg.ZoneServer, nsg.FirstRemote, true)
			s.AddCard("Palisade", nsg.ZoneServer, nsg.FirstRemote+1, true)
			s.AddCard("Mayfly", nsg.ZoneRig, 0, false)
			s.Credits[nsgtest.Runner] = 8
			x.G.Reask()
			x.Choose(nsgtest.Runner, "nsg-run", 0, nsg.FirstRemote+1)
		}, func(s *nsg.State) bool {
			for _, l := range s.Lasting {
				if l.Count == 2 {
					return true
				}
			}
			return false
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			x := nsgtest.Start(t, nsg.Rules2603)
			tt.setup(x)
			reached := 0
			for step := 0; step < 80; step++ {
				d := x.Decision()
				if testing.Verbose() {
					t.Logf("step %d: %q %v", step, d.Prompt, x.Describe(d))
				}
				if tt.at(x.St()) {
					reached++
				}
				roundTrip(t, x, fmt.Sprintf("step %d %q", step, d.Prompt))
				if !x.St().Run.On && d.Seat == nsgtest.Runner && d.Prompt == "Take an action" && step > 0 {
					break
				}
				if answer(x, d) < 0 {
					t.Fatalf("step %d: cannot answer %q %v", step, d.Prompt, x.Describe(d))
				}
			}
			if reached == 0 {
				t.Error("no decision was at the position the case is about")
			}
		})
	}
}

// answer takes the first option of d among a use of a card's second
// ability (Mayfly's +1 strength: it breaks nothing), a target, a trigger,
// a yes, a pass, a continue; it returns the option's index, -1 when none.
func answer(x *nsgtest.Table, d engine.Decision) int {
	i := -1
	for j, o := range d.Options {
		if o.Verb.String() == "nsg-ability" && o.Arg == 1 {
			i = j
			break
		}
	}
	for _, v := range []string{"nsg-target", "nsg-trigger", "nsg-yes", "nsg-pass", "nsg-continue", "nsg-done"} {
		if i < 0 {
			i = nsgtest.Find(d, v, 0, 0)
		}
	}
	if i >= 0 {
		x.Apply(d, i, 0)
	}
	return i
}
