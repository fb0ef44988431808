package standins_test

import (
	"fmt"
	"testing"

	"github.com/datafort/datafort/nsg"
	"github.com/datafort/datafort/nsg/nsgtest"
)

// Saves keep the breach's new decisions: the mid-access window of an
// agenda with an access ability to use (the breach frame's T), the
// question about a card that entered the breached root
// (frameRootCandidate), and a breach waiting for the current one to end
// (a lasting with the server in its N, then the frame's M).
func TestSavesKeepTheBreachesDecisions(t *testing.T) {
	si := nsg.StandInPrefix
	tests := []struct {
		name string
		// root: the cards of remote 1's root; rig: the Runner's.
		root, rig []string
		// prompt: a decision the walk must meet (and save).
		prompt string
		// want: a text the events must hold at the end.
		want string
	}{
		{"the mid-access window of an agenda", []string{"Hostile Takeover"}, []string{si + "Shredder"},
			"Access: use an access ability, or leave the card", "the Runner trashes Hostile Takeover"},
		{"a card entering the breached root", []string{si + "Decoy Grid"}, nil,
			"A card entered the root of the server you breach: access it in this breach?", "becomes a candidate"},
		{"a breach waiting for the current one", []string{"Hostile Takeover", si + "Closed Grid"}, []string{si + "Second Story"},
			"Trigger a pending ability, or pass", "the Runner breaches R&D"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			x := nsgtest.Start(t, nsg.Rules2603)
			x.ToTurnOf(nsgtest.Runner)
			s := x.St()
			for _, c := range tt.root {
				s.AddCard(c, nsg.ZoneServer, nsg.FirstRemote, false)
			}
			for _, c := range tt.rig {
				s.AddCard(c, nsg.ZoneRig, 0, false)
			}
			s.AddCard(si+"Closed Grid", nsg.ZoneHQ, 0, false) // Decoy Grid's upgrade to install
			s.Credits[nsgtest.Runner] = 5
			x.G.Reask()
			x.Choose(nsgtest.Runner, "nsg-run", 0, nsg.FirstRemote+1)
			met := false
			for step := 0; ; step++ {
				if step > 80 {
					t.Fatal("the run never ends")
				}
				d := x.Decision()
				met = met || d.Prompt == tt.prompt
				roundTrip(t, x, fmt.Sprintf("step %d %q", step, d.Prompt))
				if !x.St().Run.On && d.Prompt == "Take an action" {
					break
				}
				i := nsgtest.Find(d, "nsg-ability", 0, 0)
				for _, v := range []string{"nsg-yes", "nsg-target", "nsg-trigger", "nsg-no-action", "nsg-pass", "nsg-continue"} {
					if i < 0 {
						i = nsgtest.Find(d, v, 0, 0)
					}
				}
				if i < 0 {
					t.Fatalf("step %d: cannot answer %q %v", step, d.Prompt, x.Describe(d))
				}
				x.Apply(d, i, 0)
			}
			if !met {
				t.Errorf("no decision %q was met (and saved)", tt.prompt)
			}
			if !x.Logged(tt.want) {
				t.Errorf("the events lack %q: %q", tt.want, x.Texts())
			}
		})
	}
}
