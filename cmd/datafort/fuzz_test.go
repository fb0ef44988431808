package main

import (
	"encoding/json"
	"testing"
)

func TestFuzzCommand(t *testing.T) {
	for _, tt := range []cmdTest{
		{name: "a short run passes and reports engagement", args: []string{"fuzz", "--games", "20", "--seed", "2", "--workers", "2", "--leaks", "5"}, status: 0,
			stdout: []string{"games      20 (20 completed, 0 failed)", "views and events checked in 4", "implemented cards engaged", "engagement"}, noStderr: true},
		{name: "only onr", args: []string{"fuzz", "--game", "toy"}, status: 2, stderr: []string{"only onr"}},
		{name: "at least one game", args: []string{"fuzz", "--games", "0"}, status: 2},
		{name: "no negative leak rate", args: []string{"fuzz", "--leaks", "-1"}, status: 2},
		{name: "a step limit no game meets fails with records", args: []string{"fuzz", "--games", "2", "--max-steps", "5", "--failures", t.TempDir()}, status: 1,
			stdout: []string{"2 failed"}, stderr: []string{"timeout at step 5", "datafort replay"}},
	} {
		t.Run(tt.name, func(t *testing.T) { tt.check(t) })
	}
	t.Run("--json", func(t *testing.T) {
		status, out, errOut := datafort(t, "", "fuzz", "--games", "4", "--json")
		if status != 0 {
			t.Fatalf("status %d: %s", status, errOut)
		}
		var r struct {
			Games     int
			Completed int
			Cards     map[string]int64
			Coverage  []struct{ Title string }
		}
		if err := json.Unmarshal([]byte(out), &r); err != nil {
			t.Fatal(err)
		}
		if r.Games != 4 || r.Completed != 4 || len(r.Cards) == 0 || len(r.Coverage) == 0 {
			t.Errorf("report %+v", r)
		}
	})
}
