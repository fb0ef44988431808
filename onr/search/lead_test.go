package search

import (
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
)

// TestLead checks a seat's lead in agenda points as a share of the points
// that win.
func TestLead(t *testing.T) {
	for _, tt := range []struct {
		name         string
		corp, runner int32
		win          int32
		seat         engine.Seat
		want         float64
	}{
		{"level", 2, 2, 0, 0, 0},
		{"corp ahead, as the corp", 5, 1, 0, 0, 4.0 / 7},
		{"corp ahead, as the runner", 5, 1, 0, 1, -4.0 / 7},
		{"other points to win", 0, 3, 6, 1, 0.5},
		{"beyond the points to win", 12, 0, 0, 0, 1},
		{"no such seat", 3, 0, 0, 5, 0},
	} {
		t.Run(tt.name, func(t *testing.T) {
			g, err := onr.New(engine.Setup{Seed: 1})
			if err != nil {
				t.Fatal(err)
			}
			s := g.State()
			s.Players[0].Points, s.Players[1].Points, s.WinPoints = tt.corp, tt.runner, tt.win
			if got := lead(g, tt.seat); got < tt.want-1e-9 || got > tt.want+1e-9 {
				t.Errorf("lead = %v, want %v", got, tt.want)
			}
		})
	}
}
