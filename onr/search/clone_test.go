package search

import (
	"testing"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/heuristic"
)

// TestReusedPlayoutGameChangesNothing: a search player whose playouts
// clone every world into the game of its earlier playouts (first a
// finished game of another seed, bigger, then the last world's) plays
// the same playouts, step for step, and chooses the same options as one
// whose playout game is made anew at each decision, at positions of both
// seats.
func TestReusedPlayoutGameChangesNothing(t *testing.T) {
	used, err := onr.New(engine.Setup{Seed: 77})
	if err != nil {
		t.Fatal(err)
	}
	for r := bot.NewRandom(77); !used.State().Over; {
		if err := engine.Step(used, r.Choose(engine.PendingOf(used)[0])); err != nil {
			t.Fatal(err)
		}
	}
	for _, tc := range []struct {
		name string
		seat engine.Seat
	}{
		{"the Corp's choices and playouts are the same", 0},
		{"the Runner's choices and playouts are the same", 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			anew, reused := NewBot(tc.seat, 3, 3, 0), NewBot(tc.seat, 3, 3, 0)
			reused.clone = used.Clone()
			g, err := onr.New(engine.Setup{Seed: 5})
			if err != nil {
				t.Fatal(err)
			}
			players := [2]*heuristic.Bot{heuristic.NewBot(5), heuristic.NewBot(6)}
			searched := 0
			for step := 0; !g.State().Over && searched < 6; step++ {
				p := g.Pending()
				d := p[0]
				if d.Seat == tc.seat && step%5 == 0 && len(p) == 1 && d.Kind == engine.Select && len(d.Options) > 2 {
					anew.clone = nil
					a := anew.Choose(bot.NewObservation(g.Clone(), d, nil))
					b := reused.Choose(bot.NewObservation(g.Clone(), d, nil))
					sa, sb := anew.Stats(), reused.Stats()
					if a != b || sa.Steps != sb.Steps || sa.Playouts != sb.Playouts || sa.Worlds != sb.Worlds {
						t.Fatalf("step %d: chose %+v after %d steps in %d playouts of %d worlds, reusing its game %+v after %d steps in %d playouts of %d worlds",
							step, a, sa.Steps, sa.Playouts, sa.Worlds, b, sb.Steps, sb.Playouts, sb.Worlds)
					}
					if sa.Searched > searched {
						searched = sa.Searched
					}
				}
				if _, err := g.Apply(players[d.Seat].Decide(g.View(d.Seat).(*onr.View), d)); err != nil {
					t.Fatal(err)
				}
			}
			if searched < 3 {
				t.Fatalf("%d decisions searched, want 3 at least", searched)
			}
		})
	}
}
