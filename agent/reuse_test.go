package agent_test

import (
	"bytes"
	"reflect"
	"slices"
	"testing"

	"github.com/datafort/datafort/agent"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
)

// TestAReusedViewIsAFreshOne plays random ONR and Big Sell-Out games
// through the agent layer, which builds each state's views in the room of
// the last state's (observe.ViewReuser), and compares every player's
// observation, JSON and tensor, with that of a clone of the state, which
// builds its views afresh: whatever an older view held must not show
// through.
func TestAReusedViewIsAFreshOne(t *testing.T) {
	for _, tc := range []struct {
		name    string
		game    string
		options map[string]string
		seeds   uint64
		steps   int // the most steps of a game compared
	}{
		{"ONR", "onr", nil, 3, 1 << 30},
		// Six seats' observations of 48,381 floats each: the first steps.
		{"the Big Sell-Out", "bso", map[string]string{"players": "6"}, 1, 400},
	} {
		t.Run("a reused view of "+tc.name+" is a fresh one", func(t *testing.T) {
			reusedViewsAreFresh(t, tc.game, tc.options, tc.seeds, tc.steps)
		})
	}
}

// reusedViewsAreFresh is TestAReusedViewIsAFreshOne in the first steps of
// games of seeds 1 to seeds.
func reusedViewsAreFresh(t *testing.T, game string, options map[string]string, seeds uint64, steps int) {
	for seed := uint64(1); seed <= seeds; seed++ {
		g, err := agent.NewGame(game, agent.Params{Seed: &seed, Options: options})
		if err != nil {
			t.Fatal(err)
		}
		s, err := g.NewInitialState()
		if err != nil {
			t.Fatal(err)
		}
		rng := engine.NewRNG(seed)
		for step := 0; !s.IsTerminal() && step < steps; step++ {
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

// TestANewStateInAnOldOneIsANewOne plays random ONR games (default and
// every-card decks) episode after episode, each in the memory of the last
// (NewInitialStateIn, as libdatafort's batches reset), beside the same
// games each started anew (NewInitialState): at every step both states
// report the same result, and every player the same observation.
func TestANewStateInAnOldOneIsANewOne(t *testing.T) {
	corp, runner, err := onr.EveryCardDecks()
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name   string
		params agent.Params
	}{{"the default decks", agent.Params{}}, {"every card", agent.Params{Decks: []string{corp, runner}}}} {
		t.Run("an episode started in the last one's game plays as a new one, "+tc.name, func(t *testing.T) {
			g, err := agent.NewGame("onr", tc.params)
			if err != nil {
				t.Fatal(err)
			}
			var old *agent.State
			steps := 0
			for episode := range 5 {
				var oldGame engine.Game
				if old != nil {
					oldGame = old.Engine()
				}
				reused, err := g.NewInitialStateIn(old)
				if err != nil {
					t.Fatal(err)
				}
				fresh, err := g.NewInitialState()
				if err != nil {
					t.Fatal(err)
				}
				for _, s := range []*agent.State{reused, fresh} {
					if err := s.ApplyAction(episode + 1); err != nil {
						t.Fatal(err)
					}
				}
				if oldGame != nil && reused.Engine() != oldGame {
					t.Fatalf("episode %d: the game did not start in the last one's", episode)
				}
				rng := engine.NewRNG(uint64(episode))
				for !fresh.IsTerminal() {
					a, err := reused.Result(agent.ObserveNone)
					if err != nil {
						t.Fatal(err)
					}
					b, err := fresh.Result(agent.ObserveNone)
					if err != nil {
						t.Fatal(err)
					}
					if !reflect.DeepEqual(a, b) {
						t.Fatalf("episode %d step %d: in the old game's memory %+v, anew %+v", episode, steps, a, b)
					}
					for p := range g.Info().NumPlayers {
						x, _ := reused.ObservationJSON(p)
						y, _ := fresh.ObservationJSON(p)
						if !bytes.Equal(x, y) {
							t.Fatalf("episode %d step %d player %d: the observations differ", episode, steps, p)
						}
					}
					for _, m := range b.Movers {
						act := m.LegalActions[rng.IntN(len(m.LegalActions))]
						for _, s := range []*agent.State{reused, fresh} {
							if err := s.ApplyPlayerAction(m.Player, act); err != nil {
								t.Fatal(err)
							}
						}
					}
					steps++
				}
				if !reused.IsTerminal() {
					t.Fatalf("episode %d: the game anew is over, the other not", episode)
				}
				if !slices.Equal(reused.History(), fresh.History()) {
					t.Fatalf("episode %d: the history in the old state's room differs from the new one's", episode)
				}
				old = reused
			}
			t.Logf("%d steps in 5 episodes", steps)
		})
	}
}
