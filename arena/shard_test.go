package arena_test

import (
	"encoding/json"
	"testing"

	"github.com/datafort/datafort/arena"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/sim"
)

// TestShardsMergeIntoTheWholeRun: an arena split into shards (game k of the
// run's list in shard k mod n, seeds unchanged) merges (arena.Merge, shards
// in any order) into the report of the whole run byte for byte in JSON:
// the results added up and the ratings fitted again from them.
func TestShardsMergeIntoTheWholeRun(t *testing.T) {
	entrants := []arena.Entrant{{Spec: "random"}, {Spec: "heuristic"}, {Name: "noisy", Spec: "heuristic:noise=3"}}
	for _, c := range []struct {
		name   string
		games  int
		shards int
	}{
		{"two shards of three entrants merge into the whole arena", 3, 2},
		{"five shards, more than some pairings have games, merge into the whole arena", 1, 5},
	} {
		t.Run(c.name, func(t *testing.T) {
			cfg := arena.Config{Ruleset: onr.Rules, Games: c.games, Seed: 7, Workers: 2, Entrants: entrants}
			whole := run(t, cfg)
			var parts []*arena.Report
			for i := c.shards - 1; i >= 0; i-- {
				sc := cfg
				sc.Shard = sim.Shard{Index: i, Count: c.shards}
				parts = append(parts, run(t, sc))
			}
			merged, err := arena.Merge(parts)
			if err != nil {
				t.Fatal(err)
			}
			got, err := json.Marshal(merged)
			if err != nil {
				t.Fatal(err)
			}
			want, err := json.Marshal(whole)
			if err != nil {
				t.Fatal(err)
			}
			if string(got) != string(want) {
				t.Errorf("merged shards:\n%s\nwhole arena:\n%s", got, want)
			}
		})
	}
}
