package onr

import (
	"io/fs"
	"slices"
	"strings"
)

// ShippedDecks returns the names of the deck lists shipped with ONR
// (decks/*.txt, embedded), sorted, as DeckText reads them. A Corp deck's
// file name begins "corp-", a Runner deck's "runner-"; DeckRole tells which.
func ShippedDecks() []string {
	names, _ := fs.Glob(deckFiles, "decks/*.txt")
	slices.Sort(names)
	return names
}

// DeckRole returns the role whose deck the shipped deck list name is, by
// its file name, and whether it names one.
func DeckRole(name string) (Role, bool) {
	base := strings.TrimPrefix(name, "decks/")
	switch {
	case strings.HasPrefix(base, "corp-"):
		return Corp, true
	case strings.HasPrefix(base, "runner-"):
		return Runner, true
	}
	return 0, false
}
