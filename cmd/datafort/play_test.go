package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestPlaySavesItsRecord: play writes the record of the game, ended or
// left, and datafort replay accepts it and reaches the same end.
func TestPlaySavesItsRecord(t *testing.T) {
	dir := t.TempDir()
	tests := []struct {
		name   string
		args   []string
		stdin  string
		path   string // the record, relative to dir ("" for none)
		replay []string
	}{
		{name: "a game played to its end is replayed to the same result", args: []string{"play", "--game", "toy", "--seed", "4", "--record", filepath.Join(dir, "end.json")},
			stdin: strings.Repeat("1\n0\n", 40), path: "end.json", replay: []string{"toy, seed 4,", "20 choices, 20 hashes", "result: alpha (seat 0) won (reached 21)"}},
		{name: "a game left midway is replayed to where it was left", args: []string{"play", "--game", "onr", "--side", "runner", "--seed", "3", "--record", filepath.Join(dir, "left.json")},
			stdin: "3\n1\n1\nq\n", path: "left.json", replay: []string{"onr, seed 3,", "result: unfinished"}},
		{name: "without --record the record goes to datafort-play-SEED.json", args: []string{"play", "--game", "toy", "--seed", "7"},
			stdin: "1\nq\n", path: "datafort-play-7.json", replay: []string{"toy, seed 7,"}},
		{name: "--record - writes no record", args: []string{"play", "--game", "toy", "--seed", "8", "--record", "-"}, stdin: "1\nq\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out strings.Builder
			status := run(tt.args, &env{stdin: strings.NewReader(tt.stdin), stdout: &out, stderr: &out, dir: dir})
			if status != exitOK {
				t.Fatalf("play: status %d\n%s", status, &out)
			}
			if tt.path == "" {
				if strings.Contains(out.String(), "record is in") {
					t.Errorf("play says it wrote a record:\n%s", &out)
				}
				if _, err := os.Stat(filepath.Join(dir, "datafort-play-8.json")); err == nil {
					t.Errorf("play wrote a record")
				}
				return
			}
			path := filepath.Join(dir, tt.path)
			if !strings.Contains(out.String(), "replay it with: datafort replay "+path) {
				t.Errorf("play does not say where the record is:\n%s", &out)
			}
			cmdTest{args: []string{"replay", path}, status: exitOK, stdout: tt.replay}.check(t)
		})
	}
}

func TestEmptyDeckFilesAreErrors(t *testing.T) {
	dir := t.TempDir()
	empty, blank := filepath.Join(dir, "empty.deck"), filepath.Join(dir, "blank.deck")
	os.WriteFile(empty, nil, 0o644)
	os.WriteFile(blank, []byte("  \n\n\t\n"), 0o644)
	tests := []cmdTest{
		{name: "play refuses an empty corp deck file", args: []string{"play", "--corp", empty, "--seed", "1"}, status: exitFailure,
			stderr: []string{"--corp: " + empty + " is empty: a deck file must list the deck"}},
		{name: "play refuses a runner deck file of blank lines", args: []string{"play", "--runner", blank, "--seed", "1"}, status: exitFailure,
			stderr: []string{"--runner: " + blank + " is empty"}},
		{name: "sim refuses an empty deck file", args: []string{"sim", "--corp", empty, "--games", "1"}, status: exitFailure,
			stderr: []string{"--corp: " + empty + " is empty"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { tt.check(t) })
	}
}

func TestSimGamesIsBounded(t *testing.T) {
	tests := []cmdTest{
		{name: "sim --games 2000000000 is refused at once, not run out of memory", args: []string{"sim", "--games", "2000000000"}, status: exitUsage,
			stderr: []string{"--games: at most 10000000 in one run, got 2000000000"}},
		{name: "sim --games at the bound's edge is refused above it", args: []string{"sim", "--games", "10000001"}, status: exitUsage,
			stderr: []string{"--games: at most 10000000"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { tt.check(t) })
	}
}
