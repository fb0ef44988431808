package onr_test

import (
	"encoding/json"
	"testing"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/fuzz"
)

// BenchmarkRandomGame plays one whole game per iteration between random
// bots with the default decks, a different seed each time, the way a
// simulation or a search plays: reading the pending decisions without a
// copy (engine.PendingOf), stepping without events (engine.Step) and
// starting each game in the memory of the last (engine.Resetter), through
// an engine.Loop and with the random bot's choice read in place
// (engine.RandomChoiceOf).
func BenchmarkRandomGame(b *testing.B) { benchRandomGames(b, nil, false) }

// BenchmarkRandomGameApply is BenchmarkRandomGame the way a client that
// keeps what it is handed plays: a new game each time (New), copies of the
// decisions (Pending) and the events of each choice (Apply).
func BenchmarkRandomGameApply(b *testing.B) { benchRandomGames(b, nil, true) }

// BenchmarkRandomGameApplyRead is BenchmarkRandomGameApply with every event
// read as a server reads it: its text for each seat and for a spectator
// (Event.For), and its JSON once.
func BenchmarkRandomGameApplyRead(b *testing.B) {
	b.ReportAllocs()
	var bytes int
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
			evs, err := g.Apply(r.Choose(*pickOf(&pick, p)))
			if err != nil {
				b.Fatalf("seed %d: %v", seed, err)
			}
			for _, e := range evs {
				bytes += len(e.For(0)) + len(e.For(1)) + len(e.For(engine.NoSeat))
				js, _ := json.Marshal(e)
				bytes += len(js)
			}
		}
	}
	b.ReportMetric(float64(bytes)/float64(b.N), "text-bytes/op")
}

// BenchmarkRandomGameEveryCard is BenchmarkRandomGame with decks that hold
// every implemented card (fuzz.EveryCardDecks).
func BenchmarkRandomGameEveryCard(b *testing.B) {
	corp, runner, err := fuzz.EveryCardDecks()
	if err != nil {
		b.Fatal(err)
	}
	benchRandomGames(b, []string{corp, runner}, false)
}

func benchRandomGames(b *testing.B, decks []string, keep bool) {
	b.ReportAllocs()
	decisions := 0
	var g *onr.Game
	for i := 0; b.Loop(); i++ {
		seed := uint64(i) + 1
		setup := engine.Setup{Seed: seed, Decks: decks}
		var err error
		if keep || g == nil {
			g, err = onr.New(setup)
		} else {
			err = g.Reset(setup)
		}
		if err != nil {
			b.Fatal(err)
		}
		r := bot.NewRandom(seed)
		pick := engine.NewRNG(seed ^ 0x9c1)
		// What r chooses, drawn from the same source without copying
		// the decision: r.Choose(d) is RandomChoice(&rng, d) of an rng
		// seeded alike (TestRandomChoiceOfIsRandomChoice), so the games
		// are those r plays.
		rng := engine.NewRNG(seed)
		loop := engine.LoopOf(g)
		for !g.State().Over {
			var err error
			if keep {
				p := g.Pending()
				_, err = g.Apply(r.Choose(*pickOf(&pick, p)))
			} else {
				p := loop.Pending()
				err = loop.Step(engine.RandomChoiceOf(&rng, pickOf(&pick, p)))
			}
			if err != nil {
				b.Fatalf("seed %d: %v", seed, err)
			}
			decisions++
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
	b.ReportMetric(float64(decisions)/float64(b.N), "decisions/op")
}

// pickOf returns the decision of p a random driver answers, as sim's
// randomDriver and fuzz pick it: the only one, or one drawn from pick
// among several pending at once. Drawing for a lone decision, as these
// benchmarks did before, cost a draw a decision (about 11 k instructions
// a game) and chose nothing.
func pickOf(pick *engine.RNG, p []engine.Decision) *engine.Decision {
	if len(p) > 1 {
		return &p[pick.IntN(len(p))]
	}
	return &p[0]
}

// BenchmarkClone clones a game in the middle: the first decision of turn 10
// of a random game.
func BenchmarkClone(b *testing.B) {
	var g *onr.Game
	for seed := uint64(1); g == nil; seed++ {
		g = playUntil(b, seed, func(g *onr.Game) bool { return g.Turn() >= 10 })
	}
	b.ReportAllocs()
	for b.Loop() {
		_ = g.Clone()
	}
}

// BenchmarkCloneInto clones the position of BenchmarkClone into the same
// destination again and again (engine.IntoCloner), as a search reusing one
// game for its playouts does.
func BenchmarkCloneInto(b *testing.B) {
	var g *onr.Game
	for seed := uint64(1); g == nil; seed++ {
		g = playUntil(b, seed, func(g *onr.Game) bool { return g.Turn() >= 10 })
	}
	dst := g.Clone()
	b.ReportAllocs()
	for b.Loop() {
		_ = g.CloneInto(dst)
	}
}
