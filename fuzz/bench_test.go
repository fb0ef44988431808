package fuzz_test

import (
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/fuzz"
	_ "github.com/datafort/datafort/onr/cards" // the implemented cards
	"github.com/datafort/datafort/sim"
)

// BenchmarkFuzzGames plays, per op, the same games a fuzz run plays, at one
// worker with the default leak checks (one game in 25): ONR's every-card
// games (the even ones) and subset games (the odd ones) apart, NSG's, and
// Neuroscape's at 4 players. It reports games/s and, less disturbed on a
// loaded machine, the process's CPU time per game (cpuTime); compare
// builds with benchstat (-benchtime 1x -count 5, interleaved).
func BenchmarkFuzzGames(b *testing.B) {
	for _, bc := range []struct {
		name, game string
		options    map[string]string
		games      int // games of the whole run, of which the shard plays its own
		shard      sim.Shard
	}{
		{"onr every-card", "onr", nil, 100, sim.Shard{Index: 0, Count: 2}},
		{"onr subset", "onr", nil, 100, sim.Shard{Index: 1, Count: 2}},
		{"nsg", "nsg", nil, 25, sim.Shard{}},
		{"neuroscape 4 players", "neuroscape", map[string]string{"players": "4"}, 25, sim.Shard{}},
	} {
		b.Run(bc.name, func(b *testing.B) {
			rs, err := engine.Lookup(bc.game)
			if err != nil {
				b.Fatal(err)
			}
			// A few games first, leak-checked, so that what a run builds
			// once (decks, tables of titles) is not counted.
			if _, err := fuzz.Run(fuzz.Config{Ruleset: rs, Options: bc.options, Games: 2, Seed: 2, Workers: 1, LeakEvery: 1}); err != nil {
				b.Fatal(err)
			}
			played := 0
			cpu := cpuTime()
			for b.Loop() {
				r, err := fuzz.Run(fuzz.Config{Ruleset: rs, Options: bc.options, Games: bc.games, Seed: 1, Workers: 1, LeakEvery: 25, Shard: bc.shard})
				if err != nil || r.Failed != 0 {
					b.Fatalf("%v; %d failed", err, r.Failed)
				}
				played += r.Games
			}
			b.ReportMetric(float64(played)/b.Elapsed().Seconds(), "games/s")
			if used := cpuTime() - cpu; used > 0 {
				b.ReportMetric(float64(used.Microseconds())/1000/float64(played), "cpu-ms/game")
			}
		})
	}
}
