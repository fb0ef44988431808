// Package observetest holds the checks every game's encoder passes
// (engine/observe), for the games' tests to run.
package observetest

import (
	"fmt"
	"maps"
	"slices"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/engine/observe"
)

// CheckActionIdsFromTheGame plays random games of the ruleset called name
// (registered, with its encoder, by the caller's imports), games with each
// kind of decks (the default ones, every card, random subsets of the cards:
// engine.FuzzDecks) under options, and after every step computes the
// action ids of every pending decision twice: from the deciding seat's
// view (Encoder.Actions, the ids as they were pinned) and from the game
// (observe.GameActioner, what the agent layer uses). The ids, or the
// errors, must be the same, and no view may be built: the game is read
// only where the view would list each card, so the ids name nothing the
// seat may not know.
func CheckActionIdsFromTheGame(t *testing.T, name string, options map[string]string, games uint64) {
	t.Helper()
	rs, err := engine.Lookup(name)
	if err != nil {
		t.Fatal(err)
	}
	enc := observe.For(name)
	ga, ok := enc.(observe.GameActioner)
	if !ok {
		t.Fatalf("%s's encoder %T does not compute ids from the game", name, enc)
	}
	fd, ok := rs.(engine.FuzzDecks)
	if !ok {
		t.Fatalf("%s gives no every-card decks", name)
	}
	every, err := fd.EveryCardDecks(options)
	if err != nil {
		t.Fatal(err)
	}
	if testing.Short() {
		games = 4
	}
	for _, tc := range []struct {
		name  string
		decks func(seed uint64) []string
	}{
		{"the default decks", func(uint64) []string { return nil }},
		{"every card", func(uint64) []string { return every }},
		{"random subsets of the cards", func(seed uint64) []string {
			d, err := fd.SubsetDecks(options, seed)
			if err != nil {
				t.Fatal(err)
			}
			return d
		}},
	} {
		under := ""
		for _, k := range slices.Sorted(maps.Keys(options)) {
			under += fmt.Sprintf(", %s=%s", k, options[k])
		}
		t.Run("the ids from the game are the view's with "+tc.name+under, func(t *testing.T) {
			var compared, named, viewed, refused int
			for seed := range games {
				g, err := rs.New(engine.Setup{Seed: seed + 1, Decks: tc.decks(seed + 1), Options: options})
				if err != nil {
					t.Fatal(err)
				}
				rng := engine.NewRNG(seed)
				for step := 0; ; step++ {
					if _, over := g.Result(); over {
						break
					}
					ds := g.Pending()
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
						if aa, ok := ga.(observe.ActionsAppender); ok && wantErr == nil {
							// Appended after ids of an older decision, in
							// room that held other ids: the same ids.
							room := append(make([]int, 0, 64), 7, 7, 7, 7, 7, 7, 7, 7)
							all, err := aa.AppendActionsOf(room[:2], g, func() any { return g.View(d.Seat) }, d)
							if err != nil || !slices.Equal(all[:2], []int{7, 7}) || !slices.Equal(all[2:], want) {
								t.Fatalf("seed %d step %d, decision of seat %d %v: appended to [7 7] %v (%v), want [7 7] then %v", seed, step, d.Seat, d.Options, all, err, want)
							}
						}
						compared++
						if wantErr != nil {
							refused++
						}
						if slices.ContainsFunc(d.Options, func(o engine.Option) bool { return o.Card != 0 }) {
							named++
						}
						viewed += calls
					}
					if err := engine.Step(g, engine.RandomChoice(&rng, ds[0])); err != nil {
						t.Fatalf("seed %d step %d: %v", seed, step, err)
					}
				}
			}
			if named == 0 {
				t.Fatalf("%d decisions compared, none naming a card", compared)
			}
			if viewed > 0 {
				t.Errorf("%d views built for the ids of %d decisions: the game names them all", viewed, compared)
			}
			t.Logf("%d decisions compared, %d naming cards, %d refused alike; %d views built", compared, named, refused, viewed)
		})
	}
}
