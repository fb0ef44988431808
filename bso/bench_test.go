package bso_test

import (
	"fmt"
	"testing"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/bso"
	"github.com/datafort/datafort/engine"
)

// BenchmarkRandomGame4 plays one whole 4-player game per iteration between
// random bots with the default decks, a different seed each time.
func BenchmarkRandomGame4(b *testing.B) { benchRandomGames(b, 4) }

// BenchmarkRandomGame6 and BenchmarkRandomGame8 are the same at 6 and 8.
func BenchmarkRandomGame6(b *testing.B) { benchRandomGames(b, 6) }
func BenchmarkRandomGame8(b *testing.B) { benchRandomGames(b, 8) }

func benchRandomGames(b *testing.B, players int) {
	b.ReportAllocs()
	decisions := 0
	opts := map[string]string{"players": fmt.Sprint(players)}
	for i := 0; b.Loop(); i++ {
		seed := uint64(i) + 1
		g, err := bso.New(engine.Setup{Seed: seed, Options: opts})
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
			decisions++
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
	b.ReportMetric(float64(decisions)/float64(b.N), "decisions/op")
}
