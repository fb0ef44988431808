package sim_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine/enginetest"
	"github.com/datafort/datafort/sim"
)

// TestShardsMergeIntoTheWholeRun: a run split into n shards (game k in
// shard k mod n, seeds unchanged) plays every game once, and Merge of the
// shards' reports, given in any order, is the report of the unsharded run
// byte for byte in JSON, less the timing fields: counts, means, teams and
// the first MaxFailures failures with the number left out.
func TestShardsMergeIntoTheWholeRun(t *testing.T) {
	for _, c := range []struct {
		name   string
		cfg    sim.Config
		shards int
	}{
		{"two shards of toy games merge into the whole run", sim.Config{Ruleset: enginetest.Toy{}, Games: 301, Seed: 42, Check: true}, 2},
		{"three shards of a run not starting at game 0 merge into it", sim.Config{Ruleset: enginetest.Toy{}, Games: 100, First: 7, Seed: 5, Workers: 3}, 3},
		{"shards of a run with more failures than a report keeps merge into it", sim.Config{Ruleset: enginetest.Broken{Fault: enginetest.FaultPanic, Turn: 1}, Games: 2 * sim.MaxFailures, Seed: 3, Workers: 2}, 3},
		{"shards of four seats in two teams merge their team counts", sim.Config{Ruleset: enginetest.Swift{}, Games: 60, Seed: 8, Options: map[string]string{"seats": "4", "teams": "2v2"}}, 2},
	} {
		t.Run(c.name, func(t *testing.T) {
			whole := run(t, c.cfg)
			var parts []*sim.Report
			games := 0
			for i := c.shards - 1; i >= 0; i-- { // in reverse: the order does not matter
				cfg := c.cfg
				cfg.Shard = sim.Shard{Index: i, Count: c.shards}
				r := run(t, cfg)
				if want := cfg.Shard.String(); r.Shard != want {
					t.Errorf("shard %d reports shard %q, want %q", i, r.Shard, want)
				}
				games += r.Games
				parts = append(parts, r)
			}
			if games != c.cfg.Games {
				t.Errorf("the shards played %d games, the whole run %d", games, c.cfg.Games)
			}
			merged, err := sim.Merge(parts)
			if err != nil {
				t.Fatal(err)
			}
			got, want := jsonOf(t, deterministic(merged)), jsonOf(t, deterministic(whole))
			if got != want {
				t.Errorf("merged shards:\n%.2000s\nwhole run:\n%.2000s", got, want)
			}
		})
	}
}

func jsonOf(t *testing.T, v any) string {
	t.Helper()
	b, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestMergeRefusesAnIncompleteSplit: Merge takes every shard of one split
// exactly once, or one whole run.
func TestMergeRefusesAnIncompleteSplit(t *testing.T) {
	for _, c := range []struct {
		name   string
		shards []string
		err    string
	}{
		{"a missing shard is refused", []string{"0/3", "2/3"}, "shards missing: 1/3"},
		{"a shard given twice is refused", []string{"0/2", "1/2", "1/2"}, "given twice"},
		{"shards of two splits are refused", []string{"0/2", "1/3"}, "among shards of 2"},
		{"a whole run among shards is refused", []string{"0/2", ""}, "whole run"},
		{"nothing to merge is refused", nil, "no report"},
		{"every shard once is accepted", []string{"1/2", "0/2"}, ""},
		{"one whole run is accepted", []string{""}, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			var rs []*sim.Report
			for _, s := range c.shards {
				rs = append(rs, &sim.Report{Ruleset: "toy", Shard: s, Wins: map[string]int{}, Reasons: map[string]int{}, Failures: []sim.Failure{}})
			}
			_, err := sim.Merge(rs)
			switch {
			case c.err == "" && err != nil:
				t.Fatal(err)
			case c.err != "" && (err == nil || !strings.Contains(err.Error(), c.err)):
				t.Fatalf("error %v, want one saying %q", err, c.err)
			}
		})
	}
}

// TestParseShard reads "i/n" and refuses what is not a shard.
func TestParseShard(t *testing.T) {
	for _, c := range []struct {
		in   string
		want sim.Shard
		ok   bool
	}{
		{"0/1", sim.Shard{Index: 0, Count: 1}, true},
		{"3/4", sim.Shard{Index: 3, Count: 4}, true},
		{"4/4", sim.Shard{}, false},
		{"-1/4", sim.Shard{}, false},
		{"1/0", sim.Shard{}, false},
		{"1", sim.Shard{}, false},
		{"a/b", sim.Shard{}, false},
	} {
		t.Run(c.in, func(t *testing.T) {
			got, err := sim.ParseShard(c.in)
			if (err == nil) != c.ok || got != c.want {
				t.Fatalf("ParseShard(%q) = %v, %v", c.in, got, err)
			}
		})
	}
}
