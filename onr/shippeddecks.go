package onr

import (
	"io/fs"
	"slices"
	"strings"

	"github.com/datafort/datafort/engine"
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

// Decks returns the decks shipped with ONR as engine.Decks, sorted by
// role, then name: each named by its file name without "decks/" and
// ".txt" (as "corp-fortress"), for the role (Role.String) its name begins
// with; DefaultCorpDeck and DefaultRunnerDeck are the defaults. roleName
// names the role's seats in the game that plays them (bso: "sponsor",
// "agent").
func Decks(roleName func(Role) string) []engine.Deck {
	var out []engine.Deck
	for _, f := range ShippedDecks() {
		role, ok := DeckRole(f)
		if !ok {
			continue
		}
		text, err := DeckText(f)
		if err != nil {
			continue // embedded: cannot fail
		}
		out = append(out, engine.Deck{Name: strings.TrimSuffix(strings.TrimPrefix(f, "decks/"), ".txt"), Role: roleName(role), Text: text,
			Default: f == DefaultCorpDeck || f == DefaultRunnerDeck})
	}
	slices.SortStableFunc(out, func(a, b engine.Deck) int { return strings.Compare(a.Role, b.Role) })
	return out
}

// ShippedDecks implements engine.ShippedDecks: the decks of Decks, for the
// Corp's and the Runner's seats.
func (rules) ShippedDecks() []engine.Deck { return Decks(Role.String) }
