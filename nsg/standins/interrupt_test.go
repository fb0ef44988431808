package standins_test

import (
	"fmt"
	"slices"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/nsg"
	"github.com/datafort/datafort/nsg/nsgtest"
)

// runnerSeesTitheRun plays a run on HQ through a rezzed Tithe, the card
// title installed in a remote (rezzed or not), every window passed, and
// returns what the Runner sees from the run on: its decisions (prompt and
// options) and the public events.
func runnerSeesTitheRun(t *testing.T, title string, rezzed bool) []string {
	x := nsgtest.Start(t, nsg.Rules2603)
	x.ToTurnOf(nsgtest.Runner)
	s := x.St()
	s.AddCard("Tithe", nsg.ZoneServer, nsg.ServerHQ, true)
	s.AddCard(title, nsg.ZoneServer, nsg.FirstRemote, rezzed)
	x.G.Reask()
	x.Ev = nil
	var seen []string
	x.Choose(nsgtest.Runner, "nsg-run", 0, nsg.ServerHQ+1)
	x.PassUntil(func(d engine.Decision) bool {
		if d.Seat == nsgtest.Runner {
			seen = append(seen, fmt.Sprintf("%s %v", d.Prompt, x.Describe(d)))
		}
		return !x.St().Run.On && d.Prompt == "Take an action"
	})
	return append(seen, x.Texts()...)
}

// The interrupt window of imminent damage opens on public grounds only
// (a facedown card has no active ability): with Amplifier Node (a paid
// interrupt relevant to damage) facedown in a remote, the Runner sees
// exactly what it sees with Marilyn Campaign facedown there; rezzed, the
// Node opens the window (the test can tell).
func TestAFacedownCardOpensNoInterruptWindow(t *testing.T) {
	amp := nsg.StandInPrefix + "Amplifier Node"
	plain := runnerSeesTitheRun(t, "Marilyn Campaign", false)
	tests := []struct {
		name   string
		rezzed bool
		same   bool
	}{
		{"a facedown Amplifier Node tells the Runner nothing", false, true},
		{"a rezzed Amplifier Node opens the window", true, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := runnerSeesTitheRun(t, amp, tt.rezzed)
			if same := slices.Equal(got, plain); same != tt.same {
				t.Errorf("the Runner sees the same as with a facedown Marilyn Campaign: %v, want %v\ngot  %q\nplain %q", same, tt.same, got, plain)
			}
		})
	}
}
