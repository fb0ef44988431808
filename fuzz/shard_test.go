package fuzz_test

import (
	"encoding/json"
	"testing"

	"github.com/datafort/datafort/engine/enginetest"
	"github.com/datafort/datafort/fuzz"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/sim"
)

// TestShardsMergeIntoTheWholeRun: a fuzz run split into shards (game i in
// shard i mod n, seeds, decks, styles and checks as in the whole run)
// merges (fuzz.Merge, shards in any order) into the report of the whole
// run, byte for byte in JSON less the timing fields: counts, engagement,
// and the first DefaultMaxRecords failures.
func TestShardsMergeIntoTheWholeRun(t *testing.T) {
	for _, c := range []struct {
		name   string
		cfg    fuzz.Config
		shards int
	}{
		{"two shards of ONR with engagement merge into the whole run", fuzz.Config{Ruleset: onr.Rules, Games: 8, Seed: 4, Workers: 2}, 2},
		{"three shards of ONR with checks and more failures than a report keeps merge into the whole run", fuzz.Config{Ruleset: onr.Rules, Games: 2 * fuzz.DefaultMaxRecords, Seed: 6, Workers: 2, MaxSteps: 12, LeakEvery: 25, RedealEvery: 40}, 3},
		{"two shards of a game without engagement merge into the whole run", fuzz.Config{Ruleset: enginetest.Toy{}, Games: 101, Seed: 2, Workers: 2}, 2},
	} {
		t.Run(c.name, func(t *testing.T) {
			whole, err := fuzz.Run(c.cfg)
			if err != nil {
				t.Fatal(err)
			}
			var parts []*fuzz.Report
			for i := c.shards - 1; i >= 0; i-- {
				cfg := c.cfg
				cfg.Shard = sim.Shard{Index: i, Count: c.shards}
				r, err := fuzz.Run(cfg)
				if err != nil {
					t.Fatal(err)
				}
				parts = append(parts, r)
			}
			merged, err := fuzz.Merge(parts)
			if err != nil {
				t.Fatal(err)
			}
			if got, want := fuzzJSON(t, merged), fuzzJSON(t, whole); got != want {
				t.Errorf("merged shards:\n%.3000s\nwhole run:\n%.3000s", got, want)
			}
			t.Logf("%d games, %d failed, %d records, %d leak-checked, %d dealt again", whole.Games, whole.Failed, len(whole.Failures), whole.Leaks, whole.Redealt)
		})
	}
}

// fuzzJSON is the JSON report of r less its timing fields.
func fuzzJSON(t *testing.T, r *fuzz.Report) string {
	t.Helper()
	d := *r
	d.Seconds, d.GamesPerSecond = 0, 0
	b, err := json.MarshalIndent(d, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
