package fuzz_test

import (
	"strings"
	"testing"

	"github.com/datafort/datafort/bso"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/fuzz"
	"github.com/datafort/datafort/neuroscape"
	"github.com/datafort/datafort/onr"
)

// TestRedeal: with RedealEvery, a seat's view and decisions are compared
// after every step with those of the game dealt again from what the seat
// knows (engine.InfoStater). ONR, the Big Sell-Out and Neuroscape show every seat the
// same in both; a game whose views show what is hidden (here the hash of
// the whole state, deck order and generator included) is caught at its
// first step.
func TestRedeal(t *testing.T) {
	for _, tc := range []struct {
		name  string
		rs    engine.Ruleset
		games int
		fail  bool
		shown string // what seat 0 is shown first that it may not know
	}{
		{"ONR shows each seat the same as in the game dealt again", onr.Rules, 6, false, ""},
		{"the Big Sell-Out shows each seat the same as in the game dealt again", bso.Rules, 2, false, ""},
		{"Neuroscape shows each seat the same as in the game dealt again", neuroscape.Ruleset{}, 2, false, ""},
		{"a view of the whole state differs from the game dealt again", leaky{onr.Rules}, 4, true, "its view differs"},
		{"a seat asked on grounds hidden from another is asked differently in the game dealt again", askLeaky{onr.Rules}, 4, true, "the seats asked"},
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
				if f.Game%2 != 0 || f.Kind != "invariant" || !strings.Contains(f.Error, "leak: seat 0 is shown what it may not know: "+tc.shown) {
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

// askLeaky is a ruleset whose games ask seat 1 a question twice whenever
// the hash of seat 1's view is odd: whether seat 1 is asked again depends
// on what it hides from seat 0 (its hand), as a window asked only when a
// face-down card could act would.
type askLeaky struct{ engine.Ruleset }

// New starts an askLeaky game.
func (l askLeaky) New(s engine.Setup) (engine.Game, error) {
	g, err := l.Ruleset.New(s)
	if err != nil {
		return nil, err
	}
	return askLeakyGame{g}, nil
}

type askLeakyGame struct{ engine.Game }

func (g askLeakyGame) Pending() []engine.Decision {
	p := g.Game.Pending()
	v, _ := engine.MarshalView(g.Game, 1)
	odd := 0
	for _, b := range v {
		odd ^= int(b)
	}
	for _, d := range p {
		if d.Seat == 1 && odd&1 == 1 {
			return append(p, d)
		}
	}
	return p
}

func (g askLeakyGame) InfoState(seat engine.Seat) (engine.InfoState, error) {
	is, err := g.Game.(engine.InfoStater).InfoState(seat)
	if err != nil {
		return nil, err
	}
	return askLeakyInfo{is}, nil
}

type askLeakyInfo struct{ engine.InfoState }

func (i askLeakyInfo) Sample(rng *engine.RNG, decks []string) (engine.Game, error) {
	g, err := i.InfoState.Sample(rng, decks)
	if err != nil {
		return nil, err
	}
	return askLeakyGame{g}, nil
}
