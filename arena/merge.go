package arena

import (
	"fmt"
	"slices"

	"github.com/datafort/datafort/sim"
)

// Merge combines the reports of the shards of one run (every shard once,
// in any order; Config.Shard) into the report of the whole run: the
// results and errors added up, and the ratings fitted again from the merged
// results (Ratings), as the whole run fits them.
func Merge(reports []*Report) (*Report, error) {
	shards := make([]string, len(reports))
	for i, r := range reports {
		shards[i] = r.Shard
	}
	if err := sim.CheckShards(shards); err != nil {
		return nil, fmt.Errorf("arena: merge: %w", err)
	}
	first := reports[0]
	n := len(first.Names)
	out := &Report{Ruleset: first.Ruleset, Seed: first.Seed, Games: first.Games, Names: first.Names, Roles: first.Roles, Entrants: first.Entrants}
	out.Results = make([][][]Result, n)
	for i := range out.Results {
		out.Results[i] = make([][]Result, n)
		for j := range out.Results[i] {
			out.Results[i][j] = make([]Result, len(first.Roles))
		}
	}
	for _, r := range reports {
		switch {
		case r.Ruleset != first.Ruleset || r.Seed != first.Seed || r.Games != first.Games:
			return nil, fmt.Errorf("arena: merge: shard %s is of %s seed %d with %d deals, shard %s of %s seed %d with %d", r.Shard, r.Ruleset, r.Seed, r.Games, first.Shard, first.Ruleset, first.Seed, first.Games)
		case !slices.Equal(r.Names, first.Names) || !slices.Equal(r.Roles, first.Roles):
			return nil, fmt.Errorf("arena: merge: shards %s and %s have other entrants or seats", r.Shard, first.Shard)
		case len(r.Results) != n:
			return nil, fmt.Errorf("arena: merge: shard %s has results of %d entrants, not %d", r.Shard, len(r.Results), n)
		}
		for i := range r.Results {
			if len(r.Results[i]) != n {
				return nil, fmt.Errorf("arena: merge: shard %s: entrant %d has results against %d entrants, not %d", r.Shard, i, len(r.Results[i]), n)
			}
			for j := range r.Results[i] {
				if len(r.Results[i][j]) != len(first.Roles) {
					return nil, fmt.Errorf("arena: merge: shard %s: %d seats of entrant %d against %d, not %d", r.Shard, len(r.Results[i][j]), i, j, len(first.Roles))
				}
				for s, x := range r.Results[i][j] {
					out.Results[i][j][s].add(x)
				}
			}
		}
		out.Errors += r.Errors
	}
	out.Ratings = Ratings(out)
	return out, nil
}
