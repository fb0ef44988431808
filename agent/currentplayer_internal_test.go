package agent

import (
	"testing"

	"github.com/datafort/datafort/engine"
)

// currentPlayerLongWay is CurrentPlayer read from the game itself at every
// call: its result, then its pending decisions (engine.Game.Pending, not
// the state's kept copy).
func currentPlayerLongWay(s *State) int {
	if s.g == nil {
		return Chance
	}
	if _, over := s.g.Result(); over {
		return Terminal
	}
	p := Invalid
	for _, d := range s.g.Pending() {
		switch {
		case p == Invalid:
			p = int(d.Seat)
		case p != int(d.Seat):
			return Simultaneous
		}
	}
	return p
}

// TestKeptCurrentPlayerIsTheLongWay plays random games of every game with
// an encoder, each started in the memory of the last (NewInitialStateIn),
// and compares at every state, asked twice, the kept CurrentPlayer and
// IsTerminal with the game read anew, and a clone's and a deserialized
// copy's; the simultaneous nodes (ONR's trace bids) are answered by
// ApplyActions, the others by ApplyAction or ApplyPlayerAction.
func TestKeptCurrentPlayerIsTheLongWay(t *testing.T) {
	for _, tc := range []struct {
		name, game string
		options    map[string]string
		games      uint64 // ONR's trace bids are rare: 30 games meet about ten
	}{
		{"ONR", "onr", map[string]string{"autopass": "safe"}, 30},
		{"the Big Sell-Out at four seats", "bso", map[string]string{"players": "4"}, 12},
		{"NSG", "nsg", nil, 6},
		{"Neuroscape", "neuroscape", nil, 3},
	} {
		t.Run("the kept current player of "+tc.name+" is the game's", func(t *testing.T) {
			g, err := NewGame(tc.game, Params{Options: tc.options})
			if err != nil {
				t.Fatal(err)
			}
			check := func(s *State, seed uint64, step int, what string) {
				t.Helper()
				want := currentPlayerLongWay(s)
				for range 2 {
					if got := s.CurrentPlayer(); got != want {
						t.Fatalf("seed %d step %d, %s: CurrentPlayer %d, the game's %d", seed, step, what, got, want)
					}
					if got := s.IsTerminal(); got != (want == Terminal) {
						t.Fatalf("seed %d step %d, %s: IsTerminal %v, the game's player %d", seed, step, what, got, want)
					}
				}
			}
			var s *State
			simultaneous := 0
			for seed := uint64(1); seed <= tc.games; seed++ {
				if s, err = g.NewInitialStateIn(s); err != nil {
					t.Fatal(err)
				}
				rng := engine.NewRNG(seed)
				for step := 0; step < 3000; step++ {
					check(s, seed, step, "the state")
					if step%97 == 5 {
						c := s.Clone()
						check(c, seed, step, "its clone")
						b, err := s.Serialize()
						if err != nil {
							t.Fatal(err)
						}
						d, err := g.DeserializeState(b)
						if err != nil {
							t.Fatal(err)
						}
						check(d, seed, step, "its deserialized copy")
					}
					switch p := s.CurrentPlayer(); p {
					case Terminal:
						step = 3000
					case Chance:
						err = s.ApplyAction(int(seed))
					case Simultaneous:
						simultaneous++
						joint := make([]int, g.Info().NumPlayers)
						for q := range joint {
							joint[q] = -1
							if ids, _ := s.SortedLegalActions(q); len(ids) > 0 {
								joint[q] = ids[rng.IntN(len(ids))]
							}
						}
						err = s.ApplyActions(joint)
					default:
						ids, lerr := s.SortedLegalActions(p)
						if lerr != nil {
							t.Fatal(lerr)
						}
						a := ids[rng.IntN(len(ids))]
						if step%2 == 0 {
							err = s.ApplyAction(a)
						} else {
							err = s.ApplyPlayerAction(p, a)
						}
					}
					if err != nil {
						t.Fatalf("seed %d step %d: %v", seed, step, err)
					}
				}
				check(s, seed, -1, "the finished game")
			}
			if (tc.game == "onr" || tc.game == "bso") && simultaneous == 0 {
				t.Error("no simultaneous node was met: the test checks less than it says")
			}
			if testing.Verbose() {
				t.Logf("%d simultaneous nodes", simultaneous)
			}
		})
	}
}
