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
