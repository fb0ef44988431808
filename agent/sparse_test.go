package agent_test

import (
	"slices"
	"testing"

	"github.com/datafort/datafort/agent"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/engine/observe"
	"github.com/datafort/datafort/onr"
)

// TestSparseObservationsAreTheTensorsNonZeros plays random games of every
// registered game through the agent layer and, at every step, compares
// every player's sparse observation (State.ObservationSparse: written
// block by block where the encoder is an observe.SparseObserver, as ONR's)
// with the non-zero entries of the player's whole tensor, in order.
func TestSparseObservationsAreTheTensorsNonZeros(t *testing.T) {
	corp, runner, err := onr.EveryCardDecks()
	if err != nil {
		t.Fatal(err)
	}
	type game struct {
		name   string
		params agent.Params
		seeds  uint64
		steps  int // the most steps of a game compared
	}
	games := []game{{"onr with every card", agent.Params{Decks: []string{corp, runner}}, 3, 1 << 30}}
	for _, name := range engine.Rulesets() {
		games = append(games, game{name, agent.Params{}, 2, 600})
	}
	for _, tc := range games {
		t.Run("the sparse observation of "+tc.name+" is its tensor's non-zero entries", func(t *testing.T) {
			game := tc.name
			if game == "onr with every card" {
				game = "onr"
			}
			var idx []int32
			var val []float32
			for seed := uint64(1); seed <= tc.seeds; seed++ {
				params := tc.params
				params.Seed = &seed
				g, err := agent.NewGame(game, params)
				if err != nil {
					t.Fatal(err)
				}
				s, err := g.NewInitialState()
				if err != nil {
					t.Fatal(err)
				}
				rng := engine.NewRNG(seed)
				for step := 0; !s.IsTerminal() && step < tc.steps; step++ {
					for p := range g.Info().NumPlayers {
						x, err := s.ObservationTensor(p)
						if err != nil {
							t.Fatal(err)
						}
						wantIdx, wantVal := observe.AppendNonZero(nil, nil, x, 0)
						idx, val, err = s.ObservationSparse(p, idx[:0], val[:0])
						if err != nil {
							t.Fatal(err)
						}
						if !slices.Equal(idx, wantIdx) || !slices.Equal(val, wantVal) {
							t.Fatalf("seed %d step %d player %d: sparse\n%v\n%v\nthe tensor's non-zeros\n%v\n%v", seed, step, p, idx, val, wantIdx, wantVal)
						}
					}
					acts := make([]int, g.Info().NumPlayers)
					for p := range acts {
						l, err := s.LegalActions(p)
						if err != nil {
							t.Fatal(err)
						}
						acts[p] = -1
						if len(l) > 0 {
							acts[p] = l[rng.IntN(len(l))]
						}
					}
					if err := s.ApplyActions(acts); err != nil {
						t.Fatalf("seed %d step %d: %v", seed, step, err)
					}
				}
			}
		})
	}
}
