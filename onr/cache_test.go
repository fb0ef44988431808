package onr

import (
	"fmt"
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
