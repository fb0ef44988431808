package heuristic_test

import (
	"fmt"
	"testing"

	"github.com/datafort/datafort/fuzz"
	"github.com/datafort/datafort/neuroscape"
)

// TestFuzzWithTheHeuristicSeated: `datafort fuzz --game neuroscape`, CI
// sized, at 2 and 4 seats, plays the random style and, with this package
// registered, the heuristic at every seat and the heuristic against random
// players, a third of the games each; no game fails (invariants after every
// step, leak checks in one game of 4).
func TestFuzzWithTheHeuristicSeated(t *testing.T) {
	for _, tt := range []struct {
		players, games int
	}{{2, 48}, {4, 24}} {
		t.Run(fmt.Sprintf("%d players, %d games: no failure, every style played", tt.players, tt.games), func(t *testing.T) {
			r, err := fuzz.Run(fuzz.Config{Ruleset: neuroscape.Ruleset{}, Options: map[string]string{"players": fmt.Sprint(tt.players)},
				Games: tt.games, Seed: 1, Workers: 2, LeakEvery: 4})
			if err != nil {
				t.Fatal(err)
			}
			for _, f := range r.Failures {
				t.Errorf("game %d seed %d: %s at step %d: %s", f.Game, f.Seed, f.Kind, f.Step, f.Error)
			}
			if r.Completed != tt.games || r.Failed != 0 {
				t.Errorf("%d of %d games completed, %d failed", r.Completed, tt.games, r.Failed)
			}
			for _, s := range []string{neuroscape.FuzzRandom, neuroscape.FuzzHeuristic, neuroscape.FuzzHeuristicRandom} {
				if r.Styles[s] != tt.games/3 {
					t.Errorf("style %s played %d games, want %d (styles %v)", s, r.Styles[s], tt.games/3, r.Styles)
				}
			}
			if r.Leaks != tt.games/4 {
				t.Errorf("%d games checked for leaks, want %d", r.Leaks, tt.games/4)
			}
			t.Logf("wins %v, reasons %v, styles %v", r.Wins, r.Reasons, r.Styles)
		})
	}
}
