package engine

import "slices"

// Deck is a deck list shipped with a game, which a client offers by name
// (the server's lobby, the command line's deck flags).
type Deck struct {
	// Name is the deck's stable short name, e.g. "corp-fortress": saved
	// in setups and typed on command lines, so it never changes.
	Name string
	// Role is the role of the seats that may play it: a SeatInfo.Role of
	// the game's seats, e.g. "corp".
	Role string
	// Text is the deck list, as Setup.Decks takes it.
	Text string
	// Default marks the deck a seat of Role plays when its Setup deck is
	// "": one deck of each role that has decks at all.
	Default bool
}

// ShippedDecks is implemented by rulesets whose games are played with deck
// lists and that ship some: a client offers them by name and role before a
// game exists. A game without it takes pasted lists, or no decks at all.
type ShippedDecks interface {
	// ShippedDecks returns the game's shipped decks sorted by Role, then
	// Name. The names are distinct.
	ShippedDecks() []Deck
}

// DecksOf returns rs's shipped decks (ShippedDecks), or nil for a ruleset
// that ships none.
func DecksOf(rs Ruleset) []Deck {
	if d, ok := rs.(ShippedDecks); ok {
		return d.ShippedDecks()
	}
	return nil
}

// DecksFor returns rs's shipped decks for seats of role, in order.
func DecksFor(rs Ruleset, role string) []Deck {
	var out []Deck
	for _, d := range DecksOf(rs) {
		if d.Role == role {
			out = append(out, d)
		}
	}
	return out
}

// FindDeck returns rs's shipped deck called name.
func FindDeck(rs Ruleset, name string) (Deck, bool) {
	ds := DecksOf(rs)
	if i := slices.IndexFunc(ds, func(d Deck) bool { return d.Name == name }); i >= 0 {
		return ds[i], true
	}
	return Deck{}, false
}
