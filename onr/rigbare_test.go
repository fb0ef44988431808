package onr

import (
	"testing"

	"github.com/datafort/datafort/engine"
)

// TestRunnerHidesIsTheWalk checks runnerHides, which skips the walk of a
// rig it found bare of face-down cards while no card entered or left a rig
// (State.rigBare), against the walk: before every step of random games,
// for every Runner, asked twice (the second answer from the memo the first
// may have made). With every card some step must find a face-down card.
func TestRunnerHidesIsTheWalk(t *testing.T) {
	walk := func(s *State, seat engine.Seat) bool {
		for _, c := range s.P(seat).Rig {
			if !s.Cards[c].FaceUp {
				return true
			}
		}
		return false
	}
	for _, tc := range deckCases(t, "whether a Runner hides a card is the walk's", 30, 40) {
		t.Run(tc.name, func(t *testing.T) {
			hides := 0
			playRandom(t, tc, func(seed uint64, step int, g *Game) {
				s := g.s
				for i := range s.Players {
					seat := engine.Seat(i)
					if s.roleOf(seat) != Runner {
						continue
					}
					want := walk(s, seat)
					for try := range 2 {
						if got := s.runnerHides(seat); got != want {
							t.Fatalf("seed %d step %d seat %d (asked %d times): runnerHides %v, the walk %v", seed, step, seat, try+1, got, want)
						}
					}
					if err := s.checkRigBare(); err != nil {
						t.Fatalf("seed %d step %d: %v", seed, step, err)
					}
					if want {
						hides++
					}
				}
			}, nil)
			t.Logf("%d steps where a Runner hides a card", hides)
			if tc.decks != nil && hides == 0 {
				t.Fatal("no step where a Runner hides a card: the test tests nothing")
			}
		})
	}
}
