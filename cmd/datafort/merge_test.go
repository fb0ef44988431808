package main

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"testing"
)

// timing matches the lines of a JSON report that hold timings.
var timing = regexp.MustCompile(`(?m)^\s*"(seconds|decisions_per_second|games_per_second)": .*\n`)

// TestMergeShards: sim, fuzz and arena run with --shard i/n for every i,
// and "datafort merge" of their JSON reports (in reverse order) prints the
// JSON report of the unsharded run, byte for byte less its timing lines.
func TestMergeShards(t *testing.T) {
	for _, c := range []struct {
		name   string
		args   []string
		shards int
	}{
		{"two shards of sim with engagement merge into the whole run", []string{"sim", "--games", "40", "--seed", "3", "--workers", "2", "--engagement"}, 2},
		{"three shards of fuzz merge into the whole run", []string{"fuzz", "--games", "6", "--seed", "2", "--workers", "2", "--leaks", "0"}, 3},
		{"two shards of an arena merge into the whole arena, its ratings refitted", []string{"arena", "--player", "random", "--player", "heuristic", "--games", "3", "--workers", "2"}, 2},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			args := append(c.args, "--json")
			if c.args[0] != "arena" {
				args = append(args, "--failures", dir)
			}
			status, whole, errOut := datafort(t, "", args...)
			if status != 0 {
				t.Fatalf("status %d: %s", status, errOut)
			}
			merge := []string{"merge"}
			for i := c.shards - 1; i >= 0; i-- {
				status, out, errOut := datafort(t, "", append(args, "--shard", fmt.Sprintf("%d/%d", i, c.shards))...)
				if status != 0 {
					t.Fatalf("shard %d: status %d: %s", i, status, errOut)
				}
				path := filepath.Join(dir, fmt.Sprintf("shard%d.json", i))
				if err := os.WriteFile(path, []byte(out), 0o644); err != nil {
					t.Fatal(err)
				}
				merge = append(merge, path)
			}
			status, merged, errOut := datafort(t, "", merge...)
			if status != 0 {
				t.Fatalf("merge: status %d: %s", status, errOut)
			}
			if got, want := timing.ReplaceAllString(merged, ""), timing.ReplaceAllString(whole, ""); got != want {
				t.Errorf("merged:\n%.3000s\nwhole run:\n%.3000s", got, want)
			}
		})
	}
}

// TestMergeRefuses: merge names what is wrong with the reports it is given.
func TestMergeRefuses(t *testing.T) {
	dir := t.TempDir()
	write := func(name string, args ...string) string {
		t.Helper()
		_, out, errOut := datafort(t, "", args...)
		if out == "" {
			t.Fatalf("%v: %s", args, errOut)
		}
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(out), 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	sim0 := write("sim0.json", "sim", "--games", "4", "--json", "--shard", "0/2")
	sim1 := write("sim1.json", "sim", "--games", "4", "--json", "--shard", "1/2")
	other := write("other.json", "sim", "--games", "4", "--seed", "9", "--json", "--shard", "1/2")
	fz := write("fuzz.json", "fuzz", "--games", "2", "--leaks", "0", "--json", "--shard", "1/2")
	text := write("text.txt", "sim", "--games", "2")
	for _, tt := range []cmdTest{
		{name: "a missing shard is named", args: []string{"merge", sim0}, status: 1, stderr: []string{"shards missing: 1/2"}},
		{name: "a shard of another seed is refused", args: []string{"merge", sim0, other}, status: 1, stderr: []string{"seed 9"}},
		{name: "reports of two commands are refused", args: []string{"merge", sim0, fz}, status: 1, stderr: []string{"is a fuzz report, the ones before sim reports"}},
		{name: "a text report is refused", args: []string{"merge", sim0, text}, status: 1, stderr: []string{"not a JSON report"}},
		{name: "no file is a usage error", args: []string{"merge"}, status: 2},
		{name: "a bad shard is a usage error", args: []string{"sim", "--shard", "2/2"}, status: 2, stderr: []string{"want 0 <= i < n"}},
		{name: "the merged report prints for people with --text", args: []string{"merge", "--text", sim1, sim0}, status: 0, stdout: []string{"games      4 (4 completed"}},
	} {
		t.Run(tt.name, func(t *testing.T) { tt.check(t) })
	}
}
