package agent

import (
	"slices"
	"testing"

	_ "github.com/datafort/datafort/bso/observe" // registers "bso" and its encoder
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/engine/observe"
	_ "github.com/datafort/datafort/neuroscape/cards"   // registers "neuroscape"
	_ "github.com/datafort/datafort/neuroscape/observe" // and its encoder
	_ "github.com/datafort/datafort/nsg/observe"        // registers NSG and its encoder
	"github.com/datafort/datafort/onr"
	_ "github.com/datafort/datafort/onr/observe" // registers ONR's encoder
)

// TestStepsWithoutObservationBuildNoView plays random games through
// Result without observations and ApplyPlayerAction, as a client of
// "step" does, and counts the views the state builds. An ONR, Big
// Sell-Out, NSG or Neuroscape state names its legal actions from the game
// (observe.GameActioner; bso/observe's through the ONR game a bso game
// plays) and builds no view. In every game the legal actions are the
// encoder's ids from the view.
func TestStepsWithoutObservationBuildNoView(t *testing.T) {
	corp, runner, err := onr.EveryCardDecks()
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name    string
		game    string
		params  Params
		noViews bool
	}{
		{"ONR builds no view", "onr", Params{}, true},
		{"ONR with every card builds no view", "onr", Params{Decks: []string{corp, runner}}, true},
		{"the Big Sell-Out builds no view", "bso", Params{Options: map[string]string{"players": "4"}}, true},
		{"NSG builds no view", "nsg", Params{}, true},
		{"Neuroscape builds no view", "neuroscape", Params{}, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, err := NewGame(tc.game, tc.params)
			if err != nil {
				t.Fatal(err)
			}
			var steps, views int
			for seed := range uint64(8) {
				s, err := g.NewInitialState()
				if err != nil {
					t.Fatal(err)
				}
				if err := s.ApplyAction(int(seed)); err != nil {
					t.Fatal(err)
				}
				rng := engine.NewRNG(seed)
				for ; ; steps++ {
					if steps > 200000 {
						t.Fatalf("seed %d: no end after %d steps", seed, steps)
					}
					r, err := s.Result(ObserveNone)
					if err != nil {
						t.Fatalf("seed %d step %d: %v", seed, steps, err)
					}
					for _, v := range s.views {
						if v != nil {
							views++
						}
					}
					if r.IsTerminal {
						break
					}
					for _, m := range r.Movers {
						d, _ := s.decisionFor(m.Player)
						want, err := g.enc.Actions(observe.Given(s.g.View(d.Seat)), d)
						if err != nil {
							t.Fatalf("seed %d step %d: %v", seed, steps, err)
						}
						slices.Sort(want)
						if !slices.Equal(m.LegalActions, want) {
							t.Fatalf("seed %d step %d: player %d's legal actions %v, the encoder's from the view %v", seed, steps, m.Player, m.LegalActions, want)
						}
					}
					for _, m := range r.Movers {
						if err := s.ApplyPlayerAction(m.Player, m.LegalActions[rng.IntN(len(m.LegalActions))]); err != nil {
							t.Fatalf("seed %d step %d: %v", seed, steps, err)
						}
					}
				}
			}
			if tc.noViews && views > 0 {
				t.Errorf("%d views built in %d steps without observations", views, steps)
			}
			t.Logf("%d steps, %d views built", steps, views)
		})
	}
}
