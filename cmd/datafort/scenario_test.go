package main

import (
	"encoding/json"
	"testing"
)

func TestScenarioAndRulingsCommands(t *testing.T) {
	for _, tt := range []cmdTest{
		{name: "every shipped scenario passes", args: []string{"scenario", "run", "../../scenarios"}, status: 0,
			stdout: []string{"PASS", "laser-wire-ends-the-run.yaml"}},
		{name: "a wrong expectation fails and says step, expected and got", args: []string{"scenario", "run", "../../onr/scenario/testdata/wrong-expectation.yaml"},
			status: 1, stdout: []string{"FAIL", "step", "expected", "got"}},
		{name: "a malformed file fails with file:line", args: []string{"scenario", "run", "../../onr/scenario/testdata/malformed.yaml"},
			status: 1, stdout: []string{"malformed.yaml:"}},
		{name: "a file's game finds its builder: a swift file plays where the swift toy is registered (these tests)", args: []string{"scenario", "run", "../../scenario/testdata/swift-2v2.yaml", "../../scenarios/bso/pooled-points-win.yaml"},
			status: 0, stdout: []string{"PASS  A counter removes the other team's card", "PASS  Sponsor 1 has 6 points", "2 scenarios: 2 passed"}},
		{name: "a game without a builder is refused with the games that have one", args: []string{"scenario", "run", "testdata/scenario-of-the-toy.yaml"},
			status: 1, stdout: []string{"FAIL", `scenario-of-the-toy.yaml:2: game must be onr, bso, neuroscape, nsg or swift, not "toy"`}},
		{name: "scenario run needs a path", args: []string{"scenario", "run"}, status: 2},
		{name: "a mainframe tier switched off fails the scenario that makes it take effect, naming the change", args: []string{"scenario", "run", "--game", "neuroscape", "--ablate", "SPOTLIGHT|1|off", "../../scenarios/neuroscape/ns-4.4-spotlight-tier-2-each-destroy.yaml", "../../scenarios/neuroscape/ns-4.4-spotlight-tier-1-once-a-turn.yaml"},
			status: 1, stdout: []string{"ablated  SPOTLIGHT|1|off", "FAIL  NS-4.4 SPOTLIGHT's tier 2", "PASS  NS-4.4 SPOTLIGHT's tier 1", "2 scenarios: 1 passed, 1 failed"}},
		{name: "--ablate needs --game", args: []string{"scenario", "run", "--ablate", "SPOTLIGHT|1|off", "../../scenarios/neuroscape"}, status: 2,
			stderr: []string{"--ablate: name the game whose cards it changes with --game"}},
		{name: "--ablate refuses a change the game does not know, naming it", args: []string{"scenario", "run", "--game", "neuroscape", "--ablate", "SPOTLIGHT|9|off", "../../scenarios/neuroscape"}, status: 2,
			stderr: []string{"SPOTLIGHT|9|off"}},
		{name: "the nsg ledger's statuses come from the NSG-S runs: every ruling's scenarios pass in every mode they name", args: []string{"rulings", "--game", "nsg", "--scenarios", "../../scenarios"}, status: 0,
			stdout: []string{"RU24.09-02 ", "pass       [NSG-S05 pass]", "RU24.09-15", "pass       [NSG-S14 pass NSG-S14 pass NSG-S14 pass]", "15 rulings: 15 pass, 0 fail"}},
		{name: "rulings --game refuses a game without a ledger", args: []string{"rulings", "--game", "chess"}, status: 2},
		{name: "the rulings table ends with the totals", args: []string{"rulings", "--scenarios", "../../scenarios"}, status: 0,
			stdout: []string{"R001", "525 rulings:", "pass"}},
	} {
		t.Run(tt.name, func(t *testing.T) { tt.check(t) })
	}
	t.Run("rulings --json has no failing ruling", func(t *testing.T) {
		status, out, errOut := datafort(t, "", "rulings", "--json", "--scenarios", "../../scenarios")
		if status != 0 {
			t.Fatalf("status %d: %s", status, errOut)
		}
		var r struct {
			Rulings []struct{ ID, Status string }
		}
		if err := json.Unmarshal([]byte(out), &r); err != nil {
			t.Fatal(err)
		}
		if len(r.Rulings) != 525 {
			t.Fatalf("%d rulings, want 525", len(r.Rulings))
		}
		for _, x := range r.Rulings {
			if x.Status == "fail" {
				t.Errorf("%s fails", x.ID)
			}
		}
	})
}
