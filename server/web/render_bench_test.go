package web_test

import (
	"testing"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/server/web"
)

// BenchmarkRender renders the table of a random ONR game after each of its
// first 400 choices (an op a choice, in order), for each seat and a
// spectator, with the seat's decision: what the table pages cost the
// server at each move. Past 400 ops it starts again from the first.
func BenchmarkRender(b *testing.B) {
	g, err := onr.Rules.New(engine.Setup{Seed: 4, Decks: make([]string, 2)})
	if err != nil {
		b.Fatal(err)
	}
	r := bot.NewRandom(4)
	var states []engine.Game
	for range 400 {
		ds := g.Pending()
		if len(ds) == 0 {
			break
		}
		states = append(states, g.Clone())
		if _, err := g.Apply(r.Choose(ds[0])); err != nil {
			b.Fatal(err)
		}
	}
	seats := []engine.Seat{0, 1, engine.NoSeat}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		g := states[i%len(states)]
		for _, seat := range seats {
			var dec *web.Decision
			for _, d := range g.Pending() {
				if d.Seat == seat {
					x := web.BuildDecision(g, d)
					dec = &x
				}
			}
			web.Render(g, seat, dec, []string{"ann", "bob"}, nil, false)
		}
	}
}
