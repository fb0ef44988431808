package standins_test

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
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

// roundTrip saves the game of x and loads it back, failing when the state
// restored differs from the game's (every field, as JSON): an imminent
// instruction's expected effect (its Would), the replacements applied to
// it (its list) and the interrupt window are saved.
func roundTrip(t *testing.T, x *nsgtest.Table, at string) {
	t.Helper()
	b, err := x.G.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	back, err := nsg.Ruleset{}.Load(b)
	if err != nil {
		t.Fatalf("%s: load: %v", at, err)
	}
	want, _ := json.Marshal(x.G.State())
	got, _ := json.Marshal(back.(*nsg.Game).State())
	if string(got) != string(want) {
		t.Fatalf("%s: restored\n%s\nwant\n%s", at, got, want)
	}
}

// Saves keep an imminent instruction: in its interrupt window (a paid
// interrupt used by each player), and while the Corp orders two
// replacement effects.
func TestSavesKeepAnImminentInstruction(t *testing.T) {
	tests := []struct {
		name  string
		setup func(x *nsgtest.Table)
	}{
		{"an interrupt window over Tithe's net damage", func(x *nsgtest.Table) {
			x.ToTurnOf(nsgtest.Runner)
			s := x.St()
			s.AddCard("Tithe", nsg.ZoneServer, nsg.ServerHQ, true)
			s.AddCard(nsg.StandInPrefix+"Amplifier Node", nsg.ZoneServer, nsg.FirstRemote, true)
			s.AddCard(nsg.StandInPrefix+"Spoof Shield", nsg.ZoneRig, 0, false)
			x.G.Reask()
			x.Choose(nsgtest.Runner, "nsg-run", 0, nsg.ServerHQ+1)
		}},
		{"the Corp ordering two replacements of Orbital Superiority's damage", func(x *nsgtest.Table) {
			s := x.St()
			id := s.AddCard("Orbital Superiority", nsg.ZoneServer, nsg.FirstRemote, false)
			s.CardOf(id).Adv = 4
			s.AddCard(nsg.StandInPrefix+"Cruel Node", nsg.ZoneServer, nsg.FirstRemote+1, true)
			s.AddCard(nsg.StandInPrefix+"Dermal Converter", nsg.ZoneRig, 0, false)
			s.Tags = 1
			x.G.Reask()
			x.Act(nsgtest.Corp, "nsg-credit", 0, 0)
			x.Choose(nsgtest.Corp, "nsg-score", id, 0)
		}},
		{"Hanzo Grid pending in the window of Orbital Superiority's damage", func(x *nsgtest.Table) {
			s := x.St()
			id := s.AddCard("Orbital Superiority", nsg.ZoneServer, nsg.FirstRemote, false)
			s.CardOf(id).Adv = 4
			s.AddCard(nsg.StandInPrefix+"Hanzo Grid", nsg.ZoneServer, nsg.FirstRemote+1, true)
			s.Tags = 1
			x.G.Reask()
			x.Act(nsgtest.Corp, "nsg-credit", 0, 0)
			x.Choose(nsgtest.Corp, "nsg-score", id, 0)
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			x := nsgtest.Start(t, nsg.Rules2603)
			tt.setup(x)
			imminent := 0
			for step := 0; step < 60; step++ {
				d := x.Decision()
				if d.Prompt == "Use an interrupt, or pass" || strings.Contains(d.Prompt, "replacement effect") {
					imminent++
				}
				roundTrip(t, x, fmt.Sprintf("step %d %q", step, d.Prompt))
				if !x.St().Run.On && d.Prompt == "Take an action" && step > 0 {
					break
				}
				i := nsgtest.Find(d, "nsg-ability", 0, 0)
				for _, v := range []string{"nsg-target", "nsg-trigger", "nsg-yes", "nsg-pass", "nsg-continue", "nsg-no-action"} {
					if i < 0 {
						i = nsgtest.Find(d, v, 0, 0)
					}
				}
				if i < 0 {
					t.Fatalf("step %d: cannot answer %q %v", step, d.Prompt, x.Describe(d))
				}
				x.Apply(d, i, 0)
			}
			if imminent == 0 {
				t.Error("no interrupt window nor replacement order was saved")
			}
		})
	}
}

// The engagement count counts an ability once when its first instruction
// is imminent in an interrupt window and runs again once the window
// closes: Tithe's two subroutines took effect once each.
func TestEngagementCountsAnInterruptedInstructionOnce(t *testing.T) {
	x := nsgtest.Start(t, nsg.Rules2603)
	count, err := nsg.Ruleset{}.CountEngagement()
	if err != nil {
		t.Fatal(err)
	}
	defer count.Stop()
	x.ToTurnOf(nsgtest.Runner)
	s := x.St()
	s.AddCard("Tithe", nsg.ZoneServer, nsg.ServerHQ, true)
	s.AddCard(nsg.StandInPrefix+"Spoof Shield", nsg.ZoneRig, 0, false)
	x.G.Reask()
	x.Choose(nsgtest.Runner, "nsg-run", 0, nsg.ServerHQ+1)
	d := x.PassUntil(func(d engine.Decision) bool { return nsgtest.Find(d, "nsg-ability", 0, 0) >= 0 })
	x.Apply(d, nsgtest.Find(d, "nsg-ability", 0, 0), 0)
	x.PassUntil(func(d engine.Decision) bool { return !x.St().Run.On && d.Prompt == "Take an action" })
	if !x.Logged("resolves as nothing") {
		t.Fatalf("the damage was not prevented: %q", x.Texts())
	}
	var got []int64
	for _, a := range count.Abilities() {
		if a.Title == "Tithe" {
			got = append(got, a.Took)
		}
	}
	if want := []int64{1, 1}; !slices.Equal(got, want) {
		t.Errorf("Tithe's subroutines took effect %v times, want %v", got, want)
	}
}

// The help of a paid interrupt tells its whole trigger cost, the trash of
// its card included.
func TestTheHelpOfAPaidInterruptTellsItsCost(t *testing.T) {
	tests := []struct {
		title, cost string
	}{
		{"Spoof Shield", "1 credit"},
		{"Crash Pad", "trash this card"},
	}
	for _, tt := range tests {
		t.Run(tt.title, func(t *testing.T) {
			x := nsgtest.Start(t, nsg.Rules2603)
			x.ToTurnOf(nsgtest.Runner)
			s := x.St()
			s.AddCard("Tithe", nsg.ZoneServer, nsg.ServerHQ, true)
			s.AddCard(nsg.StandInPrefix+tt.title, nsg.ZoneRig, 0, false)
			x.G.Reask()
			x.Choose(nsgtest.Runner, "nsg-run", 0, nsg.ServerHQ+1)
			d := x.PassUntil(func(d engine.Decision) bool { return nsgtest.Find(d, "nsg-ability", 0, 0) >= 0 })
			h := x.G.Help(d, nsgtest.Find(d, "nsg-ability", 0, 0))
			if h.Cost != tt.cost {
				t.Errorf("help cost %q, want %q", h.Cost, tt.cost)
			}
		})
	}
}
