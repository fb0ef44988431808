// Package decklist reads NSG Netrunner deck lists as NetrunnerDB exports
// them and checks them against a format.
//
// Parse reads the text forms NetrunnerDB and jinteki.net write: a card line
// is a count and a title ("3 Sure Gamble", "3x Sure Gamble", "x3 Sure
// Gamble", "Sure Gamble x3"), optionally followed by the product in
// parentheses and influence dots ("2x Spin Doctor (System Gateway) ••");
// the identity is a line of its own, with or without a count; the deck's
// name may open the list; section headers ("Event (6)"), NetrunnerDB's
// summary lines ("15 influence spent (max 15, available 0)", "40 cards (min
// 40)", "Cards up to System Gateway"), Markdown and BBCode decoration,
// comments (a line starting with "#" or "//") and blank lines are read and
// left out. Titles are matched as nsg/carddb.Lookup matches them (case,
// punctuation and diacritics do not matter); an identity may be written
// without its subtitle ("The Catalyst").
//
// Check reports every problem of a list at once, each naming its line(s)
// and the rule it breaks: a rule of the Comprehensive Rules' section 1.4 by
// number and stable id, or one of Datafort's own (a line it cannot read, a
// card not in the data, a card not implemented yet, a format's limits).
// A card that is not in the data and a card that is in the data but not
// implemented are different problems; the caller says which cards are
// implemented.
//
// The four System Gateway teaching decks ship by name (ShippedDecks) in the
// Starter format.
package decklist

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/datafort/datafort/nsg/carddb"
)

// Limits on what Parse reads.
const (
	MaxTextSize = 1 << 16 // bytes in a list; the rest is refused
	MaxLineLen  = 500     // bytes in a line
	MaxCount    = 99      // copies on one line
)

// Entry is one card line of a list.
type Entry struct {
	Line    int          // 1-based line number
	Count   int          // copies
	Card    *carddb.Card // the card
	Written string       // the title as written
}

// List is a parsed deck list.
type List struct {
	Name       string  // the deck's name, when the list opens with one
	Identities []Entry // identity lines: one in a legal list
	Cards      []Entry // the other card lines, in list order
	// Problems are those of reading: lines that are not understood and
	// titles not in the data. Check reports them with the rest.
	Problems []Problem
}

// Identity returns the list's identity, if it names exactly one.
func (l *List) Identity() (*carddb.Card, bool) {
	if len(l.Identities) != 1 {
		return nil, false
	}
	return l.Identities[0].Card, true
}

// Size is the number of cards in the deck, the identity not counted (CR
// 1.4.3a).
func (l *List) Size() int {
	n := 0
	for _, e := range l.Cards {
		n += e.Count
	}
	return n
}

// Deck returns the deck's cards, each copy once, in list order, the
// identity left out. Use it on a list Check found no problem with.
func (l *List) Deck() []*carddb.Card {
	var out []*carddb.Card
	for _, e := range l.Cards {
		for range e.Count {
			out = append(out, e.Card)
		}
	}
	return out
}

// Problem is one thing wrong with a list.
type Problem struct {
	Lines []int // the lines at fault, in order; none for the list as a whole
	Rule  Rule
	Msg   string // what is wrong, without the lines or the rule
}

// Error returns the problem as Datafort prints it: "line 3: 4 copies of
// Sure Gamble; at most 3 (CR 1.4.7 rule_maximum_copies)".
func (p Problem) Error() string {
	return fmt.Sprintf("%s: %s (%s)", where(p.Lines), p.Msg, p.Rule)
}

func where(lines []int) string {
	switch len(lines) {
	case 0:
		return "list"
	case 1:
		return "line " + strconv.Itoa(lines[0])
	}
	s := make([]string, len(lines))
	for i, n := range lines {
		s[i] = strconv.Itoa(n)
	}
	return "lines " + strings.Join(s, ", ")
}

// Options are what Check needs beyond the list and the format.
type Options struct {
	// Implemented says whether Datafort implements the card of that title
	// (as printed in the data). Nil: every card counts as implemented.
	Implemented func(title string) bool
}
