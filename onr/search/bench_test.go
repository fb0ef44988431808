package search

import (
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/heuristic"
)

// BenchmarkPlayout plays heuristic games out from the start: the cost of
// the playouts a search makes.
func BenchmarkPlayout(b *testing.B) {
	steps := 0
	for i := 0; b.Loop(); i++ {
		g, err := onr.New(engine.Setup{Seed: uint64(i)})
		if err != nil {
			b.Fatal(err)
		}
		players := [2]*heuristic.Bot{heuristic.NewBot(1), heuristic.NewBot(2)}
		var v onr.View
		for !g.State().Over {
			d := engine.PendingOf(g)[0]
			c := engine.Choice{Decision: d.ID, Seat: d.Seat}
			if !(len(d.Options) == 1 && d.Kind == engine.Select) {
				c = players[d.Seat].Decide(g.ViewInto(d.Seat, &v), d)
			}
			if _, err := g.Apply(c); err != nil {
				b.Fatal(err)
			}
			steps++
		}
	}
	b.ReportMetric(float64(steps)/float64(b.N), "decisions/op")
}
