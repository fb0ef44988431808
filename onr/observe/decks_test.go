package observe_test

import (
	"testing"

	"github.com/datafort/datafort/agent"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
)

// playRandom plays one game of g from setup seed with uniformly random
// actions (rng seeded with seed too), failing on the first decision the
// encoder cannot give action ids.
func playRandom(t *testing.T, g *agent.Game, seed uint64) {
	t.Helper()
	rng := engine.NewRNG(seed)
	s, err := g.NewInitialState()
	if err != nil {
		t.Fatal(err)
	}
	if s.IsChanceNode() {
		t.Fatal("a fixed setup seed left a chance node")
	}
	for step := 0; !s.IsTerminal(); step++ {
		if step > 20000 {
			t.Fatalf("seed %d: game not over after %d steps", seed, step)
		}
		info := g.Info()
		acts := make([]int, info.NumPlayers)
		movers := 0
		for p := range info.NumPlayers {
			acts[p] = -1
			a, err := s.LegalActions(p)
			if err != nil {
				t.Fatalf("seed %d step %d: legal actions of player %d: %v", seed, step, p, err)
			}
			if len(a) == 0 {
				continue
			}
			if _, err := s.ObservationTensor(p); err != nil {
				t.Fatalf("seed %d step %d: observation of player %d: %v", seed, step, p, err)
			}
			acts[p] = a[rng.IntN(len(a))]
			movers++
		}
		if movers == 0 {
			t.Fatalf("seed %d step %d: nobody can move in a live state", seed, step)
		}
		// One action per player with a decision: a simultaneous node (a
		// trace) takes both.
		if err := s.ApplyActions(acts); err != nil {
			t.Fatalf("seed %d step %d: %v", seed, step, err)
		}
	}
}

// TestEveryShippedDeckPairEncodes plays random games with every shipped
// Corp deck against every shipped Runner deck through ONR's encoder: every
// option the shipped decks lead to has an action id (a dedicated run made
// by a card hosted on another, as Butcher Boy's in runner-virus, once had
// none).
func TestEveryShippedDeckPairEncodes(t *testing.T) {
	var corps, runners []engine.Deck
	for _, d := range onr.Decks(onr.Role.String) {
		switch d.Role {
		case onr.Corp.String():
			corps = append(corps, d)
		case onr.Runner.String():
			runners = append(runners, d)
		}
	}
	if len(corps) == 0 || len(runners) == 0 {
		t.Fatalf("shipped decks: %d corp, %d runner", len(corps), len(runners))
	}
	seeds := uint64(6)
	if testing.Short() {
		seeds = 2
	}
	for _, c := range corps {
		for _, r := range runners {
			t.Run("options of "+c.Name+" against "+r.Name+" have action ids", func(t *testing.T) {
				for seed := range seeds {
					g, err := agent.NewGame("onr", agent.Params{Seed: &seed, Decks: []string{c.Text, r.Text}})
					if err != nil {
						t.Fatal(err)
					}
					playRandom(t, g, seed)
				}
			})
		}
	}
}
