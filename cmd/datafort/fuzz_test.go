package main

import (
	"encoding/json"
	"fmt"
	"runtime/debug"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
)

func TestFuzzCommand(t *testing.T) {
	for _, tt := range []cmdTest{
		{name: "a short run passes and reports engagement", args: []string{"fuzz", "--games", "20", "--seed", "2", "--workers", "2", "--leaks", "5"}, status: 0,
			stdout: []string{"games      20 (20 completed, 0 failed)", "views and events checked in 4", "implemented cards engaged", "engagement"}, noStderr: true},
		{name: "an unknown game is a usage error naming the games", args: []string{"fuzz", "--game", "nosuchgame"}, status: 2,
			stderr: []string{fmt.Sprintf(`--game: unknown game "nosuchgame" (known: %v)`, engine.Rulesets())}},
		{name: "the help lists the games", args: []string{"fuzz", "--help"}, status: 0, stdout: []string{"the game to fuzz: " + strings.Join(engine.Rulesets(), ", ")}},
		{name: "bso at 4 seats is fuzzed with ONR's decks, styles and engagement", args: []string{"fuzz", "--game", "bso", "--players", "4", "--games", "4", "--workers", "2", "--leaks", "0"}, status: 0,
			stdout: []string{"games      4 (4 completed, 0 failed); decks: every-card 2, subset 2; play: eager 2, random 2", "wins       agent+sponsor 4", "implemented cards engaged"}, noStderr: true},
		{name: "the swift toy at 4 seats in two teams is fuzzed with its default setup, uncounted", args: []string{"fuzz", "--game", "swift", "--option", "seats=4", "--option", "teams=2v2", "--games", "40"}, status: 0,
			stdout: []string{"games      40 (40 completed, 0 failed); decks: default 40; play: random 40; views and events checked in 0", "wins       p0+p2 ", "engagement not counted"}, noStderr: true},
		{name: "a rules option reaches the game", args: []string{"fuzz", "--game", "bso", "--option", "players=5", "--games", "1", "--failures", t.TempDir()}, status: 1, stdout: []string{"1 failed"}, stderr: []string{"setup at step 0"}},
		{name: "--redeal compares views with the game dealt again", args: []string{"fuzz", "--games", "2", "--redeal", "2", "--leaks", "0"}, status: 0,
			stdout: []string{"dealt again 1 games", "views and events checked in 0"}, noStderr: true},
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

// TestFuzzCollectsLessGarbage: a fuzz run sets the collector's target to
// fuzzGCPercent and puts the old one back after, unless GOGC sets one.
func TestFuzzCollectsLessGarbage(t *testing.T) {
	percent := func() int { p := debug.SetGCPercent(-1); debug.SetGCPercent(p); return p }
	before := percent()
	for _, tc := range []struct {
		name, gogc string
		want       int
	}{
		{"without GOGC the run collects less", "", fuzzGCPercent},
		{"GOGC keeps its say", "150", before},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Setenv("GOGC", tc.gogc)
			restore := collectLess()
			during := percent()
			restore()
			if during != tc.want || percent() != before {
				t.Errorf("target %d during the run (want %d), %d after (want %d)", during, tc.want, percent(), before)
			}
		})
	}
}
