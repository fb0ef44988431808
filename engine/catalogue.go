package engine

import (
	"github.com/agnivade/levenshtein"
	"slices"
	"strings"
	"unicode"
)

// The card list and deck construction: what a client that lets people
// browse a game's cards and build decks (server/web's card browser and
// deck builder) needs before any game exists, as optional interfaces of
// the Ruleset (engine/face.go: where a game plugs in). A card list and
// the construction rules are public, so nothing here depends on a game in
// progress or a seat.

// CatalogueCard is one card of a game's card list as a browser shows it.
type CatalogueCard struct {
	// ID is the card's stable key within its game (ONR: carddb's slug).
	ID   string
	Face CardFace
	// Type is the card type as a stable key a client may filter and
	// style by ("ice", "program").
	Type string
	// Role is the SeatInfo.Role of the seats whose decks may hold the
	// card ("corp"), or "" when any seat's may.
	Role string
	// Keywords are its keywords as printed, for search.
	Keywords []string
	// Set names the printing it comes from, or "".
	Set string
	// Implemented: the game plays the card (a deck may hold it).
	Implemented bool
}

// Catalogue is implemented by rulesets whose card list a person may
// browse: every card of the game's data, implemented or not, with the
// publishers' notice the data is shown under.
type Catalogue interface {
	// Catalogue returns every card of the game's data in a stable order
	// (ONR: by ID). The slice is the caller's own.
	Catalogue() []CatalogueCard
	// Notice returns the publishers' notice of the card data (copyright
	// and terms) as plain text, or "".
	Notice() string
}

// CatalogueOf returns rs's Catalogue, or nil for a ruleset without one.
func CatalogueOf(rs Ruleset) Catalogue {
	c, _ := rs.(Catalogue)
	return c
}

// DeckProblem is one way a deck list breaks a game's deck construction
// rules (or its syntax), as a person reads it.
type DeckProblem struct {
	// Line is the list's line (from 1) the problem is about, 0 when it is
	// about the whole deck (its size, its agenda points).
	Line int
	// Card is the card's name as the line writes it, or "".
	Card string
	// Rule cites the rule broken ("ONR-3.1"), or "".
	Rule string
	// Msg says what is wrong, e.g. "Mouse is not implemented yet".
	Msg string
	// Suggest lists titles of the card list close to an unknown Card
	// (did you mean), best first; empty otherwise.
	Suggest []string
}

// DeckCheck is what a game says of a deck list: how many cards it holds
// and every problem at once.
type DeckCheck struct {
	Cards    int           // the cards the list holds, counted from the lines it could read
	Problems []DeckProblem // in order of line, the whole-deck ones last; empty: the deck is legal
}

// DeckChecker is implemented by rulesets whose decks follow construction
// rules that a client can check before a game is created (the deck
// builder's live legality). A game's New must refuse exactly the decks
// whose check has problems.
type DeckChecker interface {
	// CheckDeck checks the deck list text for a seat of role (a
	// SeatInfo.Role of the game's seats, e.g. "runner"), reporting every
	// problem, not only the first. An unknown role is a problem too.
	CheckDeck(role, text string) DeckCheck
}

// DeckCheckerOf returns rs's DeckChecker, or nil for a ruleset without
// one.
func DeckCheckerOf(rs Ruleset) DeckChecker {
	c, _ := rs.(DeckChecker)
	return c
}

// Nearest returns up to n of titles closest to name by edit distance
// between their folded spellings (lower case, letters and digits only),
// best first, ties in the order of titles; only titles within a distance
// of a third of the longer spelling (at least 2) are kept. A game's
// CheckDeck uses it for the did-you-mean of an unknown card.
func Nearest(name string, titles []string, n int) []string {
	key := foldTitle(name)
	if key == "" || n <= 0 {
		return nil
	}
	type scored struct {
		title string
		d     int
		i     int
	}
	var best []scored
	for i, t := range titles {
		k := foldTitle(t)
		limit := max(len([]rune(k)), len([]rune(key)))/3 + 1
		limit = max(limit, 2)
		d := levenshtein.ComputeDistance(key, k)
		if strings.Contains(k, key) && len(key) >= 4 {
			d = min(d, 2) // a part of the title: "bartmoss" for Bartmoss Memorial Icebreaker
		}
		if d <= limit {
			best = append(best, scored{t, d, i})
		}
	}
	slices.SortStableFunc(best, func(a, b scored) int {
		if a.d != b.d {
			return a.d - b.d
		}
		return a.i - b.i
	})
	var out []string
	for _, s := range best {
		if len(out) == n {
			break
		}
		out = append(out, s.title)
	}
	return out
}

// foldTitle is a title's spelling for Nearest: lower-case letters and
// digits only.
func foldTitle(s string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			b.WriteRune(r)
		}
	}
	return b.String()
}
