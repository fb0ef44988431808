package onr_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/carddb"
)

// everyCardDecks returns the two starter decks with one more copy of every
// implemented card of each side added, so that random games meet every
// card, and every pair of mechanics, that the engine knows.
func everyCardDecks(t testing.TB) (corp, runner string) {
	t.Helper()
	var add [2]strings.Builder
	for _, title := range onr.Implemented() {
		c, ok := carddb.Lookup(title)
		if !ok {
			t.Fatalf("implemented card %q is not in the card data", title)
		}
		side := 0
		if c.Side == "runner" {
			side = 1
		}
		fmt.Fprintf(&add[side], "1 %s\n", title)
	}
	corp, err := onr.DeckText(onr.DefaultCorpDeck)
	if err != nil {
		t.Fatal(err)
	}
	runner, err = onr.DeckText(onr.DefaultRunnerDeck)
	if err != nil {
		t.Fatal(err)
	}
	return corp + "\n" + add[0].String(), runner + "\n" + add[1].String()
}

// TestRandomGamesWithEveryImplementedCard plays random games with decks
// holding every implemented card: the invariants hold after every step
// (Check), no view, option or event names a card its seat may not know
// (ONR-2.6), and every game ends, with either autopass setting.
func TestRandomGamesWithEveryImplementedCard(t *testing.T) {
	games := uint64(60)
	if testing.Short() {
		games = 15
	}
	corp, runner := everyCardDecks(t)
	ends := map[string]int{}
	for seed := uint64(1); seed <= games; seed++ {
		g, err := onr.New(engine.Setup{Seed: seed, Decks: []string{corp, runner}})
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		vc := &viewChecker{t: t, seed: seed}
		p := newRandomPlayer(seed)
		for ; ; vc.step++ {
			vc.check(g, hiddenTitles(g, false))
			if err := g.Check(); err != nil {
				vc.fatalf("%v", err)
			}
			if over(g) {
				break
			}
			if vc.step >= maxSteps {
				vc.fatalf("no end")
			}
			before := hiddenTitles(g, true)
			ev := apply(t, g, p.choose(g))
			vc.events(ev, hiddenBoth(before, hiddenTitles(g, true)))
		}
		r, _ := g.Result()
		ends[r.Reason]++
	}
	t.Logf("%d games: %v", games, ends)
}

// hiddenBoth returns, per seat, the titles hidden both before and after a
// step. An event of the step may name a card that was public when the step
// began and is hidden at its end: Joan of Arc, used from the rig, goes back
// to the Runner's hand as its cost (ONR-2.6: what was shown stays known).
func hiddenBoth(before, after map[engine.Seat][]string) map[engine.Seat][]string {
	out := make(map[engine.Seat][]string, len(after))
	for seat, titles := range after {
		for _, title := range titles {
			if slices.Contains(before[seat], title) {
				out[seat] = append(out[seat], title)
			}
		}
	}
	return out
}
