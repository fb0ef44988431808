package heuristic_test

import (
	"fmt"
	"testing"

	"github.com/datafort/datafort/fuzz"
	"github.com/datafort/datafort/neuroscape"
)

// BenchmarkFuzzGame plays whole games as `datafort fuzz --game neuroscape`
// does (its decks and styles of play, invariants after every step, no leak
// check), one game an op, at 2 and 4 players: run it with a fixed count
// (-benchtime=40x) so that every run plays the same games.
func BenchmarkFuzzGame(b *testing.B) {
	for _, players := range []int{2, 4} {
		b.Run(fmt.Sprintf("players=%d", players), func(b *testing.B) {
			r, err := fuzz.Run(fuzz.Config{Ruleset: neuroscape.Ruleset{}, Options: map[string]string{"players": fmt.Sprint(players)},
				Games: b.N, Seed: 28, Workers: 1})
			if err != nil {
				b.Fatal(err)
			}
			if r.Failed != 0 {
				b.Fatalf("%d games failed", r.Failed)
			}
			b.ReportMetric(float64(r.Decisions)/float64(b.N), "decisions/op")
		})
	}
}
