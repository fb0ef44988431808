package fuzz_test

import (
	"strings"
	"testing"

	"github.com/datafort/datafort/bso"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/fuzz"
	"github.com/datafort/datafort/onr"
)

// TestRedeal: with RedealEvery, a seat's view and decisions are compared
// after every step with those of the game dealt again from what the seat
// knows (engine.InfoStater). ONR and the Big Sell-Out show every seat the
// same in both; a game whose views show what is hidden (here the hash of
// the whole state, deck order and generator included) is caught at its
// first step.
func TestRedeal(t *testing.T) {
	for _, tc := range []struct {
		name  string
		rs    engine.Ruleset
		games int
		fail  bool
	}{
		{"ONR shows each seat the same as in the game dealt again", onr.Rules, 6, false},
		{"the Big Sell-Out shows each seat the same as in the game dealt again", bso.Rules, 2, false},
		{"a view of the whole state differs from the game dealt again", leaky{onr.Rules}, 4, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r, err := fuzz.Run(fuzz.Config{Ruleset: tc.rs, Games: tc.games, Seed: 9, Workers: 2, RedealEvery: 2})
			if err != nil {
				t.Fatal(err)
			}
			if r.Redealt != tc.games/2 {
				t.Errorf("%d games dealt again, want %d", r.Redealt, tc.games/2)
			}
			if !tc.fail {
				for _, f := range r.Failures {
					t.Errorf("game %d: %s at step %d: %.300s", f.Game, f.Kind, f.Step, f.Error)
				}
				return
			}
			if r.Failed != tc.games/2 {
				t.Fatalf("%d games failed, want the %d dealt again", r.Failed, tc.games/2)
			}
			for _, f := range r.Failures {
				if f.Game%2 != 0 || f.Kind != "invariant" || f.Step != 0 || !strings.Contains(f.Error, "leak: seat 0 is shown what it may not know: its view differs") {
					t.Errorf("game %d: %s at step %d: %.200s", f.Game, f.Kind, f.Step, f.Error)
				}
			}
		})
	}
}

// leaky is a ruleset whose games show every seat the hash of the whole
// state, hidden cards included.
type leaky struct{ engine.Ruleset }

// New starts a leaky game.
func (l leaky) New(s engine.Setup) (engine.Game, error) {
	g, err := l.Ruleset.New(s)
	if err != nil {
		return nil, err
	}
	return leakyGame{g}, nil
}

type leakyGame struct{ engine.Game }

func (g leakyGame) View(seat engine.Seat) any {
	h, _ := engine.Hash(g.Game)
	return map[string]any{"view": g.Game.View(seat), "state": h}
}

func (g leakyGame) InfoState(seat engine.Seat) (engine.InfoState, error) {
	is, err := g.Game.(engine.InfoStater).InfoState(seat)
	if err != nil {
		return nil, err
	}
	return leakyInfo{is}, nil
}

type leakyInfo struct{ engine.InfoState }

func (i leakyInfo) Sample(rng *engine.RNG, decks []string) (engine.Game, error) {
	g, err := i.InfoState.Sample(rng, decks)
	if err != nil {
		return nil, err
	}
	return leakyGame{g}, nil
}
