package observe_test

import (
	"flag"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/bso"
	bsoobserve "github.com/datafort/datafort/bso/observe"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/engine/observe"
	"github.com/datafort/datafort/engine/observe/observetest"
)

var (
	update = flag.Bool("update", false, "rewrite the golden files in testdata")
	games  = flag.Uint64("games", 1, "random games of each table in TestRandomTablesEncodeEveryDecision")
)

// TestBSOActionIdsAreStable pins the Big Sell-Out's encoding against the
// goldens in testdata: every family's first id, the meaning of every id,
// and the observation layout. Ids are part of the interface ("Stable
// action ids" in engine/observe): change a golden only deliberately, with
// -update, and then only by appending.
func TestBSOActionIdsAreStable(t *testing.T) {
	enc := observe.For(bso.Rules.Name())
	if _, generic := enc.(observe.Generic); generic {
		t.Fatal("bso/observe registered no encoder for \"bso\"")
	}
	for _, tc := range []struct {
		name   string
		golden string
		render func(observe.Encoder) []byte
	}{
		{"every action family keeps its first id", "bso-actions.golden", observetest.ActionTable},
		{"every action id keeps its meaning", "bso-action-names.golden", func(e observe.Encoder) []byte { return observetest.ActionNames(e, 7, 14) }},
		{"every observation field keeps its offset and size", "bso-layout.golden", observetest.Layout},
	} {
		t.Run(tc.name, func(t *testing.T) {
			observetest.Golden(t, filepath.Join("testdata", tc.golden), tc.render(enc), *update)
		})
	}
}

// TestLayoutTilesTheObservation: the layout's fields follow each other
// without gap or overlap and cover the whole vector.
func TestLayoutTilesTheObservation(t *testing.T) {
	enc := observe.For(bso.Rules.Name())
	off := 0
	for _, f := range enc.Layout() {
		if f.Offset != off || f.Size <= 0 {
			t.Fatalf("field %s at %d of size %d, want offset %d", f.Name, f.Offset, f.Size, off)
		}
		off += f.Size
	}
	if off != enc.ObservationSize() {
		t.Errorf("the layout covers %d floats of %d", off, enc.ObservationSize())
	}
}

// TestActionIdsFromTheGameAreTheViewsIds: at tables of four, six and
// eight seats, the ids the agent layer names from the game (no view
// built) are those of the deciding seat's view (observetest).
func TestActionIdsFromTheGameAreTheViewsIds(t *testing.T) {
	for _, players := range []string{"4", "6", "8"} {
		observetest.CheckActionIdsFromTheGame(t, bso.Rules.Name(), map[string]string{"players": players}, 3)
	}
}

// field returns the floats of the layout's field called name in obs.
func field(t *testing.T, enc observe.Encoder, obs []float32, name string) []float32 {
	t.Helper()
	for _, f := range enc.Layout() {
		if f.Name == name {
			return obs[f.Offset : f.Offset+f.Size]
		}
	}
	t.Fatalf("no field %s", name)
	return nil
}

// seatFields and fortFields are the lengths of a seat's and a fort's
// block ("seats", "forts" in the layout).
const seatFields, fortFields = 13, 12

// TestRandomTablesEncodeEveryDecision plays random games at four, six and
// eight seats, with the default decks and every card, and at every step
// encodes every pending decision and the deciding seat's observation:
// the ids are distinct and in range, the same from the game as from the
// view, and the observation has Layout's size and changes as the view
// does. The tables stay within the encoding's capacities (BSOForts and
// ONR's per seat and fort), and every family of bso's own verbs is met.
func TestRandomTablesEncodeEveryDecision(t *testing.T) {
	enc := observe.For(bso.Rules.Name())
	ga := enc.(observe.GameActioner)
	every, err := bso.Rules.(engine.FuzzDecks).EveryCardDecks(nil)
	if err != nil {
		t.Fatal(err)
	}
	games := *games
	if testing.Short() {
		games = 1
	}
	met := map[string]int{} // decisions by the family of their options
	subsets := func(seed uint64) []string {
		d, err := bso.Rules.(engine.FuzzDecks).SubsetDecks(nil, seed)
		if err != nil {
			t.Fatal(err)
		}
		return d
	}
	for _, tc := range []struct {
		name    string
		players int
		decks   func(seed uint64) []string
	}{
		{"four seats with the default decks", 4, func(uint64) []string { return nil }},
		{"six seats with the default decks", 6, func(uint64) []string { return nil }},
		{"eight seats with the default decks", 8, func(uint64) []string { return nil }},
		{"four seats with every card", 4, func(uint64) []string { return every }},
		{"six seats with every card", 6, func(uint64) []string { return every }},
		{"eight seats with every card", 8, func(uint64) []string { return every }},
		{"eight seats with random subsets of the cards", 8, subsets},
	} {
		t.Run("every decision encodes at "+tc.name, func(t *testing.T) {
			var decisions, observed, changed, maxForts int
			obs := make([]float32, enc.ObservationSize())
			last := map[engine.Seat][]float32{}
			for seed := range games {
				g, err := bso.Rules.New(engine.Setup{Seed: seed + 1, Decks: tc.decks(seed + 1), Options: map[string]string{"players": fmt.Sprint(tc.players)}})
				if err != nil {
					t.Fatal(err)
				}
				rng := engine.NewRNG(seed)
				for step := 0; ; step++ {
					if _, over := g.Result(); over {
						break
					}
					ds := g.Pending()
					if len(ds) == 0 || step > 200000 {
						t.Fatalf("seed %d step %d: %d decisions in a live game", seed, step, len(ds))
					}
					for _, d := range ds {
						v := g.View(d.Seat).(*bso.View)
						maxForts = max(maxForts, len(v.Forts))
						ids, err := enc.Actions(observe.Given(v), d)
						if err != nil {
							t.Fatalf("seed %d step %d, decision of seat %d %v: %v", seed, step, d.Seat, d.Options, err)
						}
						want := len(d.Options)
						if d.Kind == engine.Number {
							want = min(d.Max, bsoNumbers-1) - max(d.Min, 0) + 1
						}
						if len(ids) != want {
							t.Fatalf("seed %d step %d: %d ids for %d options", seed, step, len(ids), want)
						}
						for i, id := range ids {
							if id < 0 || id >= enc.NumDistinctActions() || slices.Contains(ids[:i], id) {
								t.Fatalf("seed %d step %d: ids %v out of range or repeated", seed, step, ids)
							}
						}
						got, err := ga.ActionsOf(g, func() any { return v }, d)
						if err != nil || !slices.Equal(got, ids) {
							t.Fatalf("seed %d step %d: from the game %v (%v), from the view %v", seed, step, got, err, ids)
						}
						if len(ids) > 0 {
							verb, _, _ := strings.Cut(enc.ActionName(ids[len(ids)-1]), " ")
							met[verb]++
						}
						decisions++
						if err := enc.Observe(v, obs); err != nil {
							t.Fatalf("seed %d step %d: %v", seed, step, err)
						}
						observed++
						if p, ok := last[d.Seat]; ok && !slices.Equal(p, obs) {
							changed++
						}
						last[d.Seat] = slices.Clone(obs)
					}
					if err := engine.Step(g, engine.RandomChoice(&rng, ds[0])); err != nil {
						t.Fatalf("seed %d step %d: %v", seed, step, err)
					}
				}
			}
			if changed == 0 {
				t.Errorf("%d observations, none changed from the seat's last", observed)
			}
			if maxForts > bsoobserve.BSOForts {
				t.Errorf("%d forts, the encoding holds %d", maxForts, bsoobserve.BSOForts)
			}
			t.Logf("%d decisions, %d observations (%d changed); at most %d forts", decisions, observed, changed, maxForts)
		})
	}
	if testing.Short() {
		return
	}
	// The families of bso's verbs that random play offers (the tag trade
	// and liberation need a longer game, or luck).
	for _, verb := range []string{"trade-bits", "fast-boot", "steal-program", "tag-agent", "offer-tag", "buy-tag", "refuse", "bid",
		"give-agenda", "set-aside-card", "use-seat"} {
		if met[verb] == 0 {
			t.Errorf("no decision offered %s in the random games: met %v", verb, met)
		}
	}
}

// bsoNumbers is the numbers a Number decision's ids name (ONR's).
const bsoNumbers = 128
