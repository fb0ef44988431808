package fuzz

import (
	"fmt"
	"sort"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/sim"
)

// DefaultMaxRecords is the number of failures whose records a report keeps
// when Config.MaxRecords is 0, and a merged report keeps.
const DefaultMaxRecords = 100

// Merge combines the reports of the shards of one run (every shard once,
// in any order; Config.Shard) into the report of the whole run: every count
// exactly, the engagement added up, the first DefaultMaxRecords failures in
// game order. The timing fields are apart: Seconds is the sum of the
// shards' (the time spent, not the wall time of a parallel run) and
// GamesPerSecond the games over it.
func Merge(reports []*Report) (*Report, error) {
	shards := make([]string, len(reports))
	for i, r := range reports {
		shards[i] = r.Shard
	}
	if err := sim.CheckShards(shards); err != nil {
		return nil, fmt.Errorf("fuzz: merge: %w", err)
	}
	first := reports[0]
	out := &Report{
		Seed:  first.Seed,
		Decks: map[string]int{}, Styles: map[string]int{}, Wins: map[string]int{}, Reasons: map[string]int{},
		Failures: []sim.Failure{},
	}
	var parts []sim.EngagementParts
	for _, r := range reports {
		if r.Seed != first.Seed {
			return nil, fmt.Errorf("fuzz: merge: shard %s has seed %d, shard %s seed %d", r.Shard, r.Seed, first.Shard, first.Seed)
		}
		out.Games += r.Games
		out.Completed += r.Completed
		out.Failed += r.Failed
		out.Leaks += r.Leaks
		out.Redealt += r.Redealt
		out.Decisions += r.Decisions
		out.Seconds += r.Seconds
		for _, m := range []struct{ to, from map[string]int }{{out.Decks, r.Decks}, {out.Styles, r.Styles}, {out.Wins, r.Wins}, {out.Reasons, r.Reasons}} {
			for k, v := range m.from {
				m.to[k] += v
			}
		}
		out.Failures = append(out.Failures, r.Failures...)
		if (r.Rules == nil) != (first.Rules == nil) {
			return nil, fmt.Errorf("fuzz: merge: shards %s and %s: one names the rules it was played under, the other does not", first.Shard, r.Shard)
		}
		if r.Rules != nil {
			if out.Rules == nil {
				out.Rules = &engine.Rules{Version: r.Rules.Version, Encoding: r.Rules.Encoding, Cards: map[string]string{}}
			}
			if err := unionRules(out.Rules, *r.Rules); err != nil {
				return nil, fmt.Errorf("fuzz: merge: shard %s was played under other rules than shard %s: %w", r.Shard, first.Shard, err)
			}
		}
		parts = append(parts, sim.EngagementParts{Cards: r.Cards, Abilities: r.Coverage})
		out.Engagement = out.Engagement || r.Engagement || len(r.Cards) > 0
	}
	sort.Slice(out.Failures, func(i, j int) bool { return out.Failures[i].Game < out.Failures[j].Game })
	out.Failures = out.Failures[:min(len(out.Failures), DefaultMaxRecords)]
	if out.Seconds > 0 {
		out.GamesPerSecond = float64(out.Games) / out.Seconds
	}
	e, err := sim.MergeEngagement(parts)
	if err != nil {
		return nil, fmt.Errorf("fuzz: merge: %w", err)
	}
	out.Coverage, out.Cards, out.NeverEngaged, out.NeverUsed = e.Abilities, e.Cards, e.NeverEngaged, e.NeverUsed
	return out, nil
}
