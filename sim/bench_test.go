package sim_test

import (
	"testing"

	"github.com/datafort/datafort/engine/enginetest"
	"github.com/datafort/datafort/sim"
)

// BenchmarkToyGame measures the simulator's overhead: one toy game per
// iteration.
func BenchmarkToyGame(b *testing.B) {
	var decisions int64
	seed := uint64(0)
	for b.Loop() {
		r, err := sim.Run(sim.Config{Ruleset: enginetest.Toy{}, Games: 1, Seed: seed})
		if err != nil {
			b.Fatal(err)
		}
		if len(r.Failures) > 0 {
			b.Fatalf("failure: %+v", r.Failures[0])
		}
		decisions += r.Decisions
		seed++
	}
	b.ReportMetric(float64(decisions)/float64(b.N), "decisions/op")
}
