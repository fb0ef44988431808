package onr

import (
	"fmt"
	"testing"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
)

// TestSeersIsVisible: the mask of the viewers of a card that Apply compares
// to tell a reveal (seers) is the rule of View and of the information
// states (visible), for every card, seat and the spectator, at every step
// of random games at ONR's table and at a table of three teams.
func TestSeersIsVisible(t *testing.T) {
	three := Table{Seats: []TableSeat{{Role: Corp, Team: 0}, {Role: Runner, Team: 0}, {Role: Corp, Team: 1}, {Role: Runner, Team: 1}, {Role: Corp, Team: 2}, {Role: Runner, Team: 2}}}
	for _, tc := range []struct {
		name  string
		table Table
	}{{"at ONR's table", Table{}}, {"at a table of three teams", three}} {
		t.Run("seers agrees with visible "+tc.name, func(t *testing.T) {
			checked := 0
			for seed := uint64(1); seed <= 4; seed++ {
				g, err := NewTable(engine.Setup{Seed: seed}, tc.table)
				if err != nil {
					t.Fatal(err)
				}
				s := g.s
				b := bot.NewRandom(seed)
				for step := 0; !s.Over && step < 3000; step++ {
					for c := int32(1); c < int32(len(s.Cards)); c++ {
						for v := engine.NoSeat; int(v) < len(s.Players); v++ {
							bit := spectatorBit
							if v >= 0 {
								bit = seatBit(v)
							}
							if got, want := s.seers(c)&bit != 0, s.visible(c, v); got != want {
								t.Fatalf("seed %d step %d: card %d (zone %v) for viewer %d: seers says %v, visible %v", seed, step, c, s.Cards[c].Zone, v, got, want)
							}
							checked++
						}
					}
					if _, err := g.Apply(b.Choose(g.Pending()[0])); err != nil {
						t.Fatal(fmt.Errorf("seed %d step %d: %w", seed, step, err))
					}
				}
			}
			t.Logf("%d cards and viewers checked", checked)
		})
	}
}
