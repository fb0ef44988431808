package onr

import (
	"testing"

	"github.com/datafort/datafort/engine"
)

// TestCorpMightUseInWindowIsTheLongWay compares, before every step of
// random games, the window's test of whether the Corp might use an ability
// on hidden grounds (corpMightUseInWindow, which skips the walk where the
// unions say no ability is usable in a window) with the walk itself
// (corpMightUse), for every Corp seat.
func TestCorpMightUseInWindowIsTheLongWay(t *testing.T) {
	for _, tc := range deckCases(t, "the window's test of the Corp's abilities is the walk's", 30, 40) {
		t.Run(tc.name, func(t *testing.T) {
			might := 0
			playRandom(t, tc, func(seed uint64, step int, g *Game) {
				s := g.s
				for i := range s.Players {
					seat := engine.Seat(i)
					if s.roleOf(seat) != Corp {
						continue
					}
					want := s.corpMightUse(seat, AnyWindow)
					if got := s.corpMightUseInWindow(seat); got != want {
						t.Fatalf("seed %d step %d seat %d: corpMightUseInWindow %v, the walk %v", seed, step, seat, got, want)
					}
					if want {
						might++
					}
				}
			}, nil)
			t.Logf("%d steps where the Corp might use an ability", might)
			if tc.decks != nil && might == 0 {
				t.Fatal("no step where the Corp might use an ability: the test tests nothing")
			}
		})
	}
}
