package standins_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/nsg"
	"github.com/datafort/datafort/nsg/nsgtest"
)

// A forced encounter (CR 6.5.9) keeps the run's encounter fields in its
// frame and puts them back as it ends: outside a run (Ambush Order, in the
// Corp's turn) the game saves and loads at every decision of it and no
// run is left behind; during a run's breach (Snare Grid, accessed) Loot
// Gate's "end the run" ends the encounter and the run (6.1.4a, 6.5.9), so
// its second subroutine does not resolve and the remote's breach accesses
// nothing more.
//
// Broken on purpose once each: the run's "end the run" not ending a
// forced encounter during it (the second case failed: the second
// subroutine resolved), the run's encounter fields not put back (the
// first case failed: an encounter left with no run).
func TestForcedEncounters(t *testing.T) {
	gate := nsg.StandInPrefix + "Loot Gate"
	tests := []struct {
		name  string
		setup func(x *nsgtest.Table) int32 // returns Loot Gate's id
		// done: the position the test stops at.
		done func(x *nsgtest.Table, d engine.Decision) bool
	}{
		{"outside a run, Ambush Order's encounter saves and leaves no run", func(x *nsgtest.Table) int32 {
			s := x.St()
			id := s.AddCard(gate, nsg.ZoneServer, nsg.ServerHQ, true)
			op := s.AddCard(nsg.StandInPrefix+"Ambush Order", nsg.ZoneHQ, 0, false)
			s.AddCard(nsg.StandInPrefix+"Kill Switch", nsg.ZoneRig, 0, false) // a paid ability: the Runner is asked in the encounter
			x.G.Reask()
			x.Act(nsgtest.Corp, "nsg-play", op, 0)
			return id
		}, func(x *nsgtest.Table, d engine.Decision) bool {
			return d.Seat == nsgtest.Corp && d.Prompt == "Take an action"
		}},
		{"during a run, Snare Grid's encounter ends the run", func(x *nsgtest.Table) int32 {
			x.ToTurnOf(nsgtest.Runner)
			s := x.St()
			id := s.AddCard(gate, nsg.ZoneServer, nsg.ServerHQ, true)
			s.AddCard(nsg.StandInPrefix+"Snare Grid", nsg.ZoneServer, nsg.FirstRemote, false)
			s.AddCard(nsg.StandInPrefix+"Closed Grid", nsg.ZoneServer, nsg.FirstRemote, false)
			s.AddCard(nsg.StandInPrefix+"Kill Switch", nsg.ZoneRig, 0, false)
			x.G.Reask()
			x.Choose(nsgtest.Runner, "nsg-run", 0, nsg.FirstRemote+1)
			return id
		}, func(x *nsgtest.Table, d engine.Decision) bool {
			return !x.St().Run.On && d.Seat == nsgtest.Runner && d.Prompt == "Take an action"
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			x := nsgtest.Start(t, nsg.Rules2603)
			id := tt.setup(x)
			credits := x.St().Credits[nsgtest.Corp]
			asked := 0 // decisions during the encounter
			for step := 0; ; step++ {
				if step > 80 {
					t.Fatal("the encounter never ends")
				}
				d := x.Decision()
				if testing.Verbose() {
					t.Logf("step %d: %q %v", step, d.Prompt, x.Describe(d))
				}
				roundTrip(t, x, fmt.Sprintf("step %d %q", step, d.Prompt))
				if s := x.St(); s.Run.Encounter && s.Run.Ice == id {
					asked++
					if e, ok := x.G.Encounter(nsgtest.Runner); !ok || e.Ice != int(id) || e.Title != gate {
						t.Errorf("step %d: the table's encounter is %+v, %v; want Loot Gate", step, e, ok)
					}
				}
				if tt.done(x, d) && step > 0 {
					break
				}
				i := nsgtest.Find(d, "nsg-target", id, 0)
				for _, v := range []string{"nsg-trigger", "nsg-pass", "nsg-no-action", "nsg-continue"} {
					if i < 0 {
						i = nsgtest.Find(d, v, 0, 0)
					}
				}
				if i < 0 {
					t.Fatalf("step %d: no option to take in %q %v", step, d.Prompt, x.Describe(d))
				}
				x.Apply(d, i, 0)
			}
			s := x.St()
			if !x.Logged("the Runner encounters "+gate) || asked == 0 {
				t.Fatalf("the Runner never encountered Loot Gate, or was never asked in the encounter (%d)", asked)
			}
			if s.Run.On || s.Run.Encounter || s.Run.Ended || s.Run.Ice != 0 {
				t.Errorf("a run or an encounter is left: %+v", s.Run)
			}
			if !x.Logged("subroutine 1 of " + gate + " resolves") {
				t.Error("Loot Gate's first subroutine did not resolve")
			}
			if x.Logged("subroutine 2 of "+gate+" resolves") || s.Credits[nsgtest.Corp] != credits {
				t.Errorf("Loot Gate's second subroutine resolved (the Corp has %d credits, had %d)", s.Credits[nsgtest.Corp], credits)
			}
			accesses := 0
			for _, e := range x.Ev {
				if strings.Contains(e.Text(), "accesses a card in remote 1") {
					accesses++
				}
			}
			if x.Logged("the Runner breaches remote 1") && accesses != 1 {
				t.Errorf("%d accesses in remote 1, want 1 (Snare Grid only: the breach ends with the run)", accesses)
			}
		})
	}
}
