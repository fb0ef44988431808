package onr_test

import (
	"os"
	"slices"
	"testing"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/sim"
)

// shippedDecks returns the deck lists of onr/decks by side: the starters
// and the decks built around the cards of the class-A card pool.
func shippedDecks(t *testing.T) map[onr.Role][]string {
	t.Helper()
	out := map[onr.Role][]string{}
	for _, name := range onr.ShippedDecks() {
		role, ok := onr.DeckRole(name)
		if !ok {
			t.Fatalf("%s names no side (corp-… or runner-…)", name)
		}
		out[role] = append(out[role], name)
	}
	return out
}

func TestRulesShippedDecksAreLegalAndPlay(t *testing.T) {
	decks := shippedDecks(t)
	t.Run("every deck file of onr/decks is shipped, at least five per side", func(t *testing.T) {
		files, err := os.ReadDir("decks")
		if err != nil {
			t.Fatal(err)
		}
		if n := len(onr.ShippedDecks()); n != len(files) {
			t.Errorf("%d shipped decks, %d files in decks/", n, len(files))
		}
		if len(decks[onr.Corp]) < 5 || len(decks[onr.Runner]) < 5 {
			t.Errorf("shipped decks %q", decks)
		}
		if !slices.Contains(decks[onr.Corp], onr.DefaultCorpDeck) || !slices.Contains(decks[onr.Runner], onr.DefaultRunnerDeck) {
			t.Errorf("the default decks are not among %q", decks)
		}
	})
	texts := map[string]string{}
	for side, names := range decks {
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
	for _, corp := range decks[onr.Corp] {
		for _, runner := range decks[onr.Runner] {
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

// TestRulesEveryShippedDeckPlaysTheDefault plays 20 random games of each
// shipped deck against the other side's default deck, every invariant
// checked after every step: none may fail.
func TestRulesEveryShippedDeckPlaysTheDefault(t *testing.T) {
	const games = 20
	defaults := map[onr.Role]string{onr.Corp: onr.DefaultCorpDeck, onr.Runner: onr.DefaultRunnerDeck}
	for _, name := range onr.ShippedDecks() {
		role, ok := onr.DeckRole(name)
		if !ok {
			t.Fatalf("%s names no side", name)
		}
		other := onr.Runner
		if role == onr.Runner {
			other = onr.Corp
		}
		t.Run(name+" plays 20 games against "+defaults[other]+" with no failure", func(t *testing.T) {
			names := map[onr.Role]string{role: name, other: defaults[other]}
			var texts []string
			for _, r := range []onr.Role{onr.Corp, onr.Runner} {
				text, err := onr.DeckText(names[r])
				if err != nil {
					t.Fatal(err)
				}
				texts = append(texts, text)
			}
			r, err := sim.Run(sim.Config{Ruleset: onr.Rules, Games: games, Seed: 26, Check: true,
				Decks: texts, DeckNames: []string{names[onr.Corp], names[onr.Runner]}})
			if err != nil {
				t.Fatal(err)
			}
			if r.Completed != games || len(r.Failures) > 0 {
				t.Fatalf("%d of %d games completed; failures %+v", r.Completed, games, r.Failures)
			}
		})
	}
}
