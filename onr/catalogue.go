package onr

import (
	"fmt"
	"strings"

	"github.com/datafort/datafort/deck"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr/carddb"
)

// ONR's card list and deck construction, for the card browser and the
// deck builder (engine/catalogue.go). The Big Sell-Out shows the same
// through its own ruleset, with its roles.
var (
	_ engine.Catalogue   = rules{}
	_ engine.DeckChecker = rules{}
)

// Catalogue implements engine.Catalogue: CatalogueCards with the roles
// of a two-seat game.
func (rules) Catalogue() []engine.CatalogueCard { return CatalogueCards(Role.String) }

// Notice implements engine.Catalogue: carddb's notice.
func (rules) Notice() string { return carddb.Notice() }

// CheckDeck implements engine.DeckChecker for the seats "corp" and
// "runner", under DefaultOptions.
func (rules) CheckDeck(role, text string) engine.DeckCheck {
	for _, r := range []Role{Corp, Runner} {
		if role == r.String() {
			return CheckDeck(text, r, DefaultOptions())
		}
	}
	return UnknownRole(role, "corp, runner")
}

// CatalogueCards returns every card of carddb (all 580, by ID), each with
// its face (Face), type, keywords, set, whether a deck may hold it (it is
// implemented: Lookup) and the role of its side as roleName names it.
func CatalogueCards(roleName func(Role) string) []engine.CatalogueCard {
	all := carddb.All()
	out := make([]engine.CatalogueCard, 0, len(all))
	for _, c := range all {
		side := Runner
		if c.Side == carddb.Corp {
			side = Corp
		}
		_, impl := Lookup(c.Title)
		out = append(out, engine.CatalogueCard{ID: c.ID, Face: Face(c), Type: string(c.Type), Role: roleName(side),
			Keywords: c.Keywords, Set: c.Set, Implemented: impl})
	}
	return out
}

// UnknownRole is the DeckCheck of a deck for a role no seat plays; known
// lists the roles that do.
func UnknownRole(role, known string) engine.DeckCheck {
	return engine.DeckCheck{Problems: []engine.DeckProblem{{Msg: fmt.Sprintf("no seat plays the role %q (roles: %s)", role, known)}}}
}

// didYouMean is how many titles an unknown card's problem suggests, and
// suggested how many unknown cards of a list get suggestions (the rest none:
// a list of thousands of unknown lines costs no more than this many).
const (
	didYouMean = 3
	suggested  = 20
)

// CheckDeck checks a deck list for side against the construction rules
// that New applies (ParseDeck): every problem at once, where ParseDeck
// stops at the first malformed line and checks the size only of a deck
// whose cards are all playable. Each line is read on its own, so a
// malformed line does not hide the others; the size and, for the Corp,
// the agenda points are counted over every card the list names (the deck
// as its builder means it). A deck with no problem here is one New takes.
func CheckDeck(text string, side Role, opts Options) engine.DeckCheck {
	const name = "deck"
	var out engine.DeckCheck
	problem := func(e *deck.Error, card string) {
		out.Problems = append(out.Problems, engine.DeckProblem{Line: e.Line, Card: card, Rule: e.Rule, Msg: e.Msg})
	}
	if len(text) > deck.MaxFileSize {
		out.Problems = append(out.Problems, engine.DeckProblem{Msg: fmt.Sprintf("the list is larger than %d bytes", deck.MaxFileSize)})
		return out
	}
	var titles []string
	var points int32
	n, unknown := 0, 0
	for line := range strings.Lines(text) {
		n++
		l, err := deck.Parse(name, strings.NewReader(line))
		if err != nil {
			if e, ok := err.(*deck.Error); ok {
				e.Line = n
				problem(e, "")
			} else {
				out.Problems = append(out.Problems, engine.DeckProblem{Line: n, Msg: err.Error()})
			}
			continue
		}
		for _, e := range l.Entries {
			e.Line = n
			out.Cards += e.Count
			_, c, bad := deckEntry(name, e, side)
			if c != nil && string(c.Side) == side.String() {
				points += int32(e.Count) * intOr(c.AgendaPoints, 0)
			}
			if bad == nil {
				continue
			}
			problem(bad, e.Name)
			if c == nil && unknown < suggested {
				unknown++
				if titles == nil {
					titles = sideTitles(side)
				}
				p := &out.Problems[len(out.Problems)-1]
				p.Suggest = engine.Nearest(e.Name, titles, didYouMean)
			}
		}
	}
	for _, bad := range deckSize(name, int32(out.Cards), points, side, opts) {
		problem(bad, "")
	}
	return out
}

// sideTitles returns the titles of side's cards, in carddb's order, for
// the did-you-mean of an unknown card.
func sideTitles(side Role) []string {
	var out []string
	for _, c := range carddb.All() {
		if string(c.Side) == side.String() {
			out = append(out, c.Title)
		}
	}
	return out
}
