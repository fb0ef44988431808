package cards_test

import (
	"testing"

	"github.com/datafort/datafort/neuroscape"
	_ "github.com/datafort/datafort/neuroscape/cards" // the default decks (DefaultDecks)
	"github.com/datafort/datafort/sim"
)

// BenchmarkRandomGame plays b.N whole games between random bots with the
// default decks in one simulation, as `datafort sim --game neuroscape --seed 11
// --check=false --workers 1` does: run it with fixed counts (e.g.
// -benchtime=20x and 120x under cachegrind, the difference over 100 being
// one game's instructions) so that every run plays the same games.
func BenchmarkRandomGame(b *testing.B) {
	b.ReportAllocs()
	r, err := sim.Run(sim.Config{Ruleset: neuroscape.Ruleset{}, Games: b.N, Seed: 11, Workers: 1})
	if err != nil {
		b.Fatal(err)
	}
	if len(r.Failures) > 0 {
		b.Fatalf("game %d failed: %s", r.Failures[0].Game, r.Failures[0].Error)
	}
	b.ReportMetric(float64(r.Decisions)/float64(b.N), "decisions/op")
}
