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
// checked after every step as sim does: with the game's check of a step
// (CheckStep, engine.StepChecker), or Check on commits that predate it.
func BenchmarkRandomGameChecked(b *testing.B) { benchChecked(b, checkStep) }

// BenchmarkRandomGameCheckedFull is BenchmarkRandomGame with the full
// check (Check) after every step.
func BenchmarkRandomGameCheckedFull(b *testing.B) { benchChecked(b, engine.Game.Check) }

// checkStep checks g after a step as sim does (engine.CheckStep), without
// naming what commits before it lack.
func checkStep(g engine.Game) error {
	if c, ok := g.(interface{ CheckStep() error }); ok {
		return c.CheckStep()
	}
	return g.Check()
}

// newOrReset returns the game of setup: g reset (engine.Resetter), or a
// new one if g is nil.
func newOrReset(g *onr.Game, setup engine.Setup) (*onr.Game, error) {
	if g == nil {
		return onr.New(setup)
	}
	return g, g.Reset(setup)
}

// benchChecked plays random games as BenchmarkRandomGame does (Reset,
// engine.PendingOf, engine.Step), checking each position with check.
func benchChecked(b *testing.B, check func(engine.Game) error) {
	b.ReportAllocs()
	decisions := 0
	var g *onr.Game
	for i := 0; b.Loop(); i++ {
		seed := uint64(i) + 1
		var err error
		if g, err = newOrReset(g, engine.Setup{Seed: seed}); err != nil {
			b.Fatal(err)
		}
		if err := check(g); err != nil {
			b.Fatalf("seed %d: %v", seed, err)
		}
		r := bot.NewRandom(seed)
		pick := engine.NewRNG(seed ^ 0x9c1)
		for !g.State().Over {
			p := engine.PendingOf(g)
			if err := engine.Step(g, r.Choose(p[pick.IntN(len(p))])); err != nil {
				b.Fatalf("seed %d: %v", seed, err)
			}
			if err := check(g); err != nil {
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
