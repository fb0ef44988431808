package agent_test

import (
	"bytes"
	"slices"
	"testing"

	"github.com/datafort/datafort/agent"
	"github.com/datafort/datafort/engine"
)

// TestAReusedViewIsAFreshOne plays random ONR games through the agent
// layer, which builds each state's views in the room of the last state's
// (observe.ViewReuser), and compares every player's observation, JSON and
// tensor, with that of a clone of the state, which builds its views
// afresh: whatever an older view held must not show through.
func TestAReusedViewIsAFreshOne(t *testing.T) {
	for seed := uint64(1); seed <= 3; seed++ {
		g, err := agent.NewGame("onr", agent.Params{Seed: &seed})
		if err != nil {
			t.Fatal(err)
		}
		s, err := g.NewInitialState()
		if err != nil {
			t.Fatal(err)
		}
		rng := engine.NewRNG(seed)
		for step := 0; !s.IsTerminal(); step++ {
			fresh := s.Clone()
			for p := range g.Info().NumPlayers {
				a, err := s.ObservationJSON(p)
				if err != nil {
					t.Fatal(err)
				}
				b, err := fresh.ObservationJSON(p)
				if err != nil {
					t.Fatal(err)
				}
				if !bytes.Equal(a, b) {
					t.Fatalf("seed %d step %d player %d: reused view\n%s\nfresh view\n%s", seed, step, p, a, b)
				}
				x, err := s.ObservationTensor(p)
				if err != nil {
					t.Fatal(err)
				}
				y, err := fresh.ObservationTensor(p)
				if err != nil {
					t.Fatal(err)
				}
				if !slices.Equal(x, y) {
					t.Fatalf("seed %d step %d player %d: the tensors of a reused and a fresh view differ", seed, step, p)
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
}
