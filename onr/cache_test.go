package onr

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

func TestParsedDecksCacheStaysBounded(t *testing.T) {
	text, err := DeckText(DefaultRunnerDeck)
	if err != nil {
		t.Fatal(err)
	}
	for i := range 3 * cacheSize {
		// Each list differs by a comment line: a distinct key, the same deck.
		if _, err := ParseDeck("d", fmt.Sprintf("# deck %d\n%s", i, text), Runner, Options{}); err != nil {
			t.Fatalf("deck %d: %v", i, err)
		}
	}
	if n := parsedDecks.Len(); n > cacheSize {
		t.Errorf("after %d distinct decks the cache holds %d, want at most %d", 3*cacheSize, n, cacheSize)
	}
}

// TestParsedDeckIsTheDeckOfItsKey checks the deck kept in front of the
// cache for each side (lastDecks): whatever was parsed before, a list
// parses to what parseDeck makes of it, and a caller of ParseDeck changing
// its list changes nobody else's.
func TestParsedDeckIsTheDeckOfItsKey(t *testing.T) {
	corp, err := DeckText(DefaultCorpDeck)
	if err != nil {
		t.Fatal(err)
	}
	runner, err := DeckText(DefaultRunnerDeck)
	if err != nil {
		t.Fatal(err)
	}
	small := Options{MinDeck: 1}
	other := strings.Replace(runner, "1 Dwarf\n", "", 1) // another list: a card fewer
	if other == runner {
		t.Fatal("the starter has no Dwarf to leave out")
	}
	type parse struct {
		text string
		side Role
		opts Options
	}
	for _, tc := range []struct {
		name  string
		order []parse
	}{
		{"the same list again is the same deck", []parse{{corp, Corp, Options{}}, {corp, Corp, Options{}}}},
		{"each side keeps its own last deck", []parse{{corp, Corp, Options{}}, {runner, Runner, Options{}}, {corp, Corp, Options{}}, {runner, Runner, Options{}}}},
		{"another list of a side is its own deck", []parse{{runner, Runner, small}, {other, Runner, small}, {runner, Runner, small}}},
		{"other options are another key", []parse{{runner, Runner, Options{}}, {runner, Runner, small}, {runner, Runner, Options{}}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			for i, p := range tc.order {
				want, err := parseDeck("d", p.text, p.side, p.opts)
				if err != nil {
					t.Fatal(err)
				}
				got, err := ParseDeck("d", p.text, p.side, p.opts)
				if err != nil {
					t.Fatal(err)
				}
				if !slices.Equal(got, want) {
					t.Fatalf("parse %d: ParseDeck gives %d cards, not parseDeck's %d in its order", i, len(got), len(want))
				}
				slices.Reverse(got) // the caller's own list
				if again, _ := parsedDeck("d", p.text, p.side, p.opts); !slices.Equal(again, want) {
					t.Fatalf("parse %d: a list ParseDeck returned changed the kept deck", i)
				}
			}
		})
	}
}
