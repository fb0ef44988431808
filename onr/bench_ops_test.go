package onr_test

import (
	"testing"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/sim"
)

// The operations search and sim repeat, each on the same mid-game position
// (the first decision of turn 10 of a random game). This file uses only the
// engine interface, so that scripts/benchcmp.sh -overlay can run it on
// commits that predate it, for side-by-side figures.

// opsPosition returns the position the operation benchmarks use.
func opsPosition(b *testing.B) *onr.Game {
	for seed := uint64(1); ; seed++ {
		g, err := onr.New(engine.Setup{Seed: seed})
		if err != nil {
			b.Fatal(err)
		}
		r := bot.NewRandom(seed)
		for !g.State().Over && g.Turn() < 10 {
			if _, err := g.Apply(r.Choose(g.Pending()[0])); err != nil {
				b.Fatal(err)
			}
		}
		if !g.State().Over {
			return g
		}
	}
}

// BenchmarkCheck checks the invariants of a position.
func BenchmarkCheck(b *testing.B) {
	g := opsPosition(b)
	b.ReportAllocs()
	for b.Loop() {
		if err := g.Check(); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkHash hashes a position (engine.Hash).
func BenchmarkHash(b *testing.B) {
	g := opsPosition(b)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := engine.Hash(g); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSaveLoad saves a position with MarshalBinary and loads it back
// with Ruleset.Load.
func BenchmarkSaveLoad(b *testing.B) {
	g := opsPosition(b)
	b.ReportAllocs()
	for b.Loop() {
		data, err := g.MarshalBinary()
		if err != nil {
			b.Fatal(err)
		}
		if _, err := onr.Rules.Load(data); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkCloneStep clones a position and applies its first option: what
// a search does at every node.
func BenchmarkCloneStep(b *testing.B) {
	g := opsPosition(b)
	d := g.Pending()[0]
	c := engine.Choice{Decision: d.ID, Seat: d.Seat}
	b.ReportAllocs()
	for b.Loop() {
		n := g.Clone()
		if _, err := n.Apply(c); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkRandomGameChecked is BenchmarkRandomGame with the invariants
// checked after every step, as sim does by default.
func BenchmarkRandomGameChecked(b *testing.B) {
	b.ReportAllocs()
	decisions := 0
	for i := 0; b.Loop(); i++ {
		seed := uint64(i) + 1
		g, err := onr.New(engine.Setup{Seed: seed})
		if err != nil {
			b.Fatal(err)
		}
		r := bot.NewRandom(seed)
		pick := engine.NewRNG(seed ^ 0x9c1)
		for !g.State().Over {
			p := g.Pending()
			if _, err := g.Apply(r.Choose(p[pick.IntN(len(p))])); err != nil {
				b.Fatalf("seed %d: %v", seed, err)
			}
			if err := g.Check(); err != nil {
				b.Fatalf("seed %d: %v", seed, err)
			}
			decisions++
		}
	}
	b.ReportMetric(float64(decisions)/float64(b.N), "decisions/op")
}

// BenchmarkSim plays 20 random games per iteration the way "datafort sim"
// does by default (one worker here, invariants checked after every step)
// and reports decisions per second.
func BenchmarkSim(b *testing.B) {
	var decisions int64
	for i := 0; b.Loop(); i++ {
		r, err := sim.Run(sim.Config{Ruleset: onr.Rules, Games: 20, Seed: uint64(i), Check: true, Workers: 1})
		if err != nil || len(r.Failures) > 0 {
			b.Fatalf("%v %+v", err, r.Failures)
		}
		decisions += r.Decisions
	}
	b.ReportMetric(float64(decisions)/b.Elapsed().Seconds(), "decisions/s")
}
