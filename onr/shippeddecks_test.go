package onr_test

import (
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/sim"
)

// shippedDecks are the deck lists of onr/decks, by side: the starters and
// the decks built around the cards of the class-A card pool.
var shippedDecks = map[onr.Role][]string{
	onr.Corp:   {onr.DefaultCorpDeck, "decks/corp-black-ice.txt", "decks/corp-fortress.txt"},
	onr.Runner: {onr.DefaultRunnerDeck, "decks/runner-worms.txt", "decks/runner-noisy.txt"},
}

func TestRulesShippedDecksAreLegalAndPlay(t *testing.T) {
	t.Run("every deck file of onr/decks is listed", func(t *testing.T) {
		files, err := os.ReadDir("decks")
		if err != nil {
			t.Fatal(err)
		}
		all := slices.Concat(shippedDecks[onr.Corp], shippedDecks[onr.Runner])
		for _, f := range files {
			if strings.HasSuffix(f.Name(), ".txt") && !slices.Contains(all, "decks/"+f.Name()) {
				t.Errorf("decks/%s is not in shippedDecks", f.Name())
			}
		}
	})
	texts := map[string]string{}
	for side, names := range shippedDecks {
		for _, name := range names {
			t.Run("ONR-3 "+name+" is a legal "+side.String()+" deck", func(t *testing.T) {
				text, err := onr.DeckText(name)
				if err != nil {
					t.Fatal(err)
				}
				l, err := onr.ParseDeck(name, text, side, onr.DefaultOptions())
				if err != nil {
					t.Fatal(err)
				}
				if len(l) < 45 {
					t.Fatalf("%d cards", len(l))
				}
				texts[name] = text
			})
		}
	}
	// A few random games of every Corp deck against every Runner deck, every
	// invariant checked after every step.
	for _, corp := range shippedDecks[onr.Corp] {
		for _, runner := range shippedDecks[onr.Runner] {
			t.Run(corp+" against "+runner+": random games end with every invariant holding", func(t *testing.T) {
				if texts[corp] == "" || texts[runner] == "" {
					t.Skip("a deck is not legal")
				}
				r, err := sim.Run(sim.Config{Ruleset: onr.Rules, Games: 4, Seed: 11, Check: true,
					Decks: []string{texts[corp], texts[runner]}, DeckNames: []string{corp, runner}})
				if err != nil {
					t.Fatal(err)
				}
				if r.Completed != 4 || len(r.Failures) > 0 {
					t.Fatalf("%d of 4 games completed; failures %+v", r.Completed, r.Failures)
				}
			})
		}
	}
}
