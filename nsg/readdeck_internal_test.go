package nsg

import (
	"slices"
	"testing"

	"github.com/datafort/datafort/nsg/carddb"
	"github.com/datafort/datafort/nsg/decklist"
)

// TestReadDecksAreKeptOnlyWhenAccepted: a deck list accepted is read once
// and handed again (readDecks) as it was read; one refused is refused
// again, with its problems, every time.
func TestReadDecksAreKeptOnlyWhenAccepted(t *testing.T) {
	f, _ := formatByName(DefaultFormat)
	t.Run("an accepted list is kept and handed again as read", func(t *testing.T) {
		text := defaultDeck(carddb.Corp)
		want, err := readDeckAnew(text, carddb.Corp, f)
		if err != nil {
			t.Fatal(err)
		}
		readDecks.Remove(deckKey{text: text, side: carddb.Corp, format: f.Name})
		for i := range 2 {
			got, err := readDeck(text, carddb.Corp, f)
			if err != nil || got.identity != want.identity || !slices.Equal(got.cards, want.cards) {
				t.Fatalf("read %d: %v %v (%v), want %v %v", i, got.identity, len(got.cards), err, want.identity, len(want.cards))
			}
			if _, kept := readDecks.Peek(deckKey{text: text, side: carddb.Corp, format: f.Name}); !kept {
				t.Fatalf("read %d: the accepted list is not kept", i)
			}
		}
	})
	t.Run("a refused list is not kept and is refused again", func(t *testing.T) {
		text := defaultDeck(carddb.Runner) // a Runner's list for the Corp
		for i := range 2 {
			if _, err := readDeck(text, carddb.Corp, f); err == nil {
				t.Fatalf("read %d: a Runner's list accepted for the Corp", i)
			}
			if _, kept := readDecks.Peek(deckKey{text: text, side: carddb.Corp, format: f.Name}); kept {
				t.Fatalf("read %d: a refused list is kept", i)
			}
		}
	})
	t.Run("the same text for another side or format is another key", func(t *testing.T) {
		text := defaultDeck(carddb.Corp)
		if _, err := readDeck(text, carddb.Corp, f); err != nil {
			t.Fatal(err)
		}
		if _, err := readDeck(text, carddb.Runner, f); err == nil {
			t.Fatal("a Corp list kept for the Corp was accepted for the Runner")
		}
		if _, err := readDeck(text, carddb.Corp, decklist.Standard); err == nil {
			t.Fatal("a starter list kept for the starter format was accepted in the standard format")
		}
	})
}
