package observe_test

import (
	"fmt"
	"slices"
	"testing"

	"github.com/datafort/datafort/bso"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/engine/observe"
	"github.com/datafort/datafort/onr"
)

// TestActionIdsFromTheGameAreTheViewsIds plays random ONR games, default
// and every-card decks, and Big Sell-Out tables of four to eight seats
// (ONR's game inside them: more than one opponent), and after every step
// computes the action ids of every pending decision twice: from the
// deciding seat's view (Actions, the ids as they were pinned) and from the
// game, no view built (ActionsOf, what the agent layer uses). The ids, or
// the errors, must be the same: the game is read only where the view
// would list each card, so the ids name nothing the seat may not know.
func TestActionIdsFromTheGameAreTheViewsIds(t *testing.T) {
	enc := observe.For(onr.Rules.Name())
	ga, ok := enc.(observe.GameActioner)
	if !ok {
		t.Fatalf("ONR's encoder %T does not compute ids from the game", enc)
	}
	corp, runner, err := onr.EveryCardDecks()
	if err != nil {
		t.Fatal(err)
	}
	bsoEvery, err := bso.Rules.(engine.FuzzDecks).EveryCardDecks(nil)
	if err != nil {
		t.Fatal(err)
	}
	n := uint64(40)
	if testing.Short() {
		n = 6
	}
	cases := []struct {
		name  string
		rules engine.Ruleset
		games uint64
		// wide: a table may hold more than the encoding names (a Big
		// Sell-Out of eight seats has 25 forts), where ActionsOf reads
		// the view as Actions does
		wide  bool
		setup func(seed uint64) engine.Setup
	}{
		{"ONR with the default decks", onr.Rules, n, false, func(seed uint64) engine.Setup { return engine.Setup{Seed: seed} }},
		{"ONR with every card", onr.Rules, n, false, func(seed uint64) engine.Setup {
			return engine.Setup{Seed: seed, Decks: []string{corp, runner}}
		}},
		{"the Big Sell-Out with the default decks", bso.Rules, n / 2, true, func(seed uint64) engine.Setup {
			return engine.Setup{Seed: seed, Options: map[string]string{"players": fmt.Sprint(4 + 2*(seed%3))}}
		}},
		{"the Big Sell-Out with every card", bso.Rules, n / 2, true, func(seed uint64) engine.Setup {
			return engine.Setup{Seed: seed, Decks: bsoEvery, Options: map[string]string{"players": fmt.Sprint(4 + 2*(seed%3))}}
		}},
	}
	for _, tc := range cases {
		t.Run("the ids from the game are the view's in "+tc.name, func(t *testing.T) {
			var compared, named, viewed, refused int
			for seed := range tc.games {
				eg, err := tc.rules.New(tc.setup(seed + 1))
				if err != nil {
					t.Fatal(err)
				}
				g := onrGame(t, eg)
				rng := engine.NewRNG(seed)
				for step := 0; ; step++ {
					if _, over := eg.Result(); over {
						break
					}
					ds := eg.Pending()
					if len(ds) == 0 || step > 100000 {
						t.Fatalf("seed %d step %d: %d decisions in a live game", seed, step, len(ds))
					}
					for _, d := range ds {
						want, wantErr := enc.Actions(observe.Given(g.View(d.Seat)), d)
						calls := 0
						got, gotErr := ga.ActionsOf(g, func() any { calls++; return g.View(d.Seat) }, d)
						if fmt.Sprint(gotErr) != fmt.Sprint(wantErr) || !slices.Equal(got, want) {
							t.Fatalf("seed %d step %d, decision of seat %d %v:\nfrom the game %v (%v)\nfrom the view %v (%v)", seed, step, d.Seat, d.Options, got, gotErr, want, wantErr)
						}
						if wantErr == nil {
							// Appended after the ids of an older decision,
							// in room that held others: the same ids.
							room := append(make([]int, 0, 64), 7, 7, 7, 7, 7, 7, 7, 7)
							all, err := enc.(observe.ActionsAppender).AppendActionsOf(room[:2], g, func() any { return g.View(d.Seat) }, d)
							if err != nil || !slices.Equal(all[:2], []int{7, 7}) || !slices.Equal(all[2:], want) {
								t.Fatalf("seed %d step %d, decision of seat %d %v: appended to [7 7] %v (%v), want [7 7] then %v", seed, step, d.Seat, d.Options, all, err, want)
							}
						}
						compared++
						if wantErr != nil {
							refused++
						}
						if !namesNothing(d) {
							named++
						}
						viewed += calls
					}
					if err := engine.Step(eg, engine.RandomChoice(&rng, ds[0])); err != nil {
						t.Fatalf("seed %d step %d: %v", seed, step, err)
					}
				}
			}
			if named == 0 {
				t.Fatalf("%d decisions compared, none naming a card or a fort", compared)
			}
			if viewed > 0 && !tc.wide {
				t.Errorf("%d views built for the ids of %d decisions: a table within the encoding's bounds needs none", viewed, compared)
			}
			t.Logf("%d decisions compared, %d naming cards or forts, %d refused alike (beyond the encoding); %d views built", compared, named, refused, viewed)
		})
	}
}

// onrGame returns the ONR game of eg: eg itself, or the one a Big Sell-Out
// game plays.
func onrGame(t *testing.T, eg engine.Game) *onr.Game {
	t.Helper()
	switch g := eg.(type) {
	case *onr.Game:
		return g
	case *bso.Game:
		return g.Game
	}
	t.Fatalf("a %T is no ONR game", eg)
	return nil
}
