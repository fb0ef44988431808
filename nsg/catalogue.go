package nsg

import (
	"cmp"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/nsg/carddb"
	"github.com/datafort/datafort/nsg/decklist"
)

// NSG's card list and deck construction, for the card browser and the
// deck builder (engine/catalogue.go), and the reading of a game's decks
// (New), both through nsg/decklist.
var (
	_ engine.Catalogue   = Ruleset{}
	_ engine.DeckChecker = Ruleset{}
)

// Catalogue implements engine.Catalogue: every card of nsg/carddb (by
// code), each with its face, type, side as a seat role, subtypes, set and
// whether the game implements it (Lookup).
func (Ruleset) Catalogue() []engine.CatalogueCard {
	all := carddb.All()
	out := make([]engine.CatalogueCard, 0, len(all))
	for _, c := range all {
		out = append(out, engine.CatalogueCard{ID: c.Code, Face: Face(c), Type: string(c.Type), Role: string(c.Side),
			Keywords: c.Subtypes(), Set: c.Set, Implemented: Lookup(c.Title) != nil})
	}
	return out
}

// Notice implements engine.Catalogue: carddb's notice.
func (Ruleset) Notice() string { return carddb.Notice() }

// Face returns the printed face of a card of the data: its title, its
// type line ("Ice: Barrier"), its numbers and its text, one paragraph a
// line, in the data's [credit]-style markup with the HTML left out.
func Face(c *carddb.Card) engine.CardFace {
	line := titleCase(string(c.Type))
	if k := c.Subtypes(); len(k) > 0 {
		line += ": " + strings.Join(k, " - ")
	}
	var stats []string
	num := func(label string, v *int) {
		if v != nil {
			stats = append(stats, label+" "+strconv.Itoa(*v))
		}
	}
	switch c.Type {
	case carddb.Ice, carddb.Asset, carddb.Upgrade:
		num("rez", c.Cost)
	case carddb.Agenda:
	case carddb.Identity:
	case carddb.Operation, carddb.Event:
		num("play", c.Cost)
	default:
		num("install", c.Cost)
	}
	num("advancement", c.AdvancementCost)
	num("agenda points", c.AgendaPoints)
	num("strength", c.Strength)
	num("memory", c.MemoryCost)
	num("trash", c.TrashCost)
	num("link", c.BaseLink)
	num("deck", c.MinimumDeckSize)
	num("influence limit", c.InfluenceLimit)
	num("influence", c.Influence)
	var text []string
	for _, p := range strings.Split(c.StrippedText, "\n") {
		if p = strings.TrimSpace(p); p != "" {
			text = append(text, p)
		}
	}
	return engine.CardFace{Title: c.Title, Line: line, Stats: strings.Join(stats, " · "), Text: text, Unique: c.Unique}
}

// titleCase capitalises the first letter of a type code ("ice": "Ice").
func titleCase(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// implemented is decklist's Options: a card is implemented when the game
// has its definition.
func implemented() decklist.Options {
	return decklist.Options{Implemented: func(title string) bool { return Lookup(title) != nil }}
}

// CheckDeck implements engine.DeckChecker for the seats "corp" and
// "runner", in the format of a game whose setup leaves the option
// "format" out (DefaultFormat): every problem nsg/decklist finds, each with
// its line and its CR rule, a card not in the data (with a did-you-mean)
// told apart from one not implemented yet, and an identity of the other
// side. A list with no problem is one New takes at the default format.
func (Ruleset) CheckDeck(role, text string) engine.DeckCheck {
	side, ok := sideOf(role)
	if !ok {
		return engine.DeckCheck{Problems: []engine.DeckProblem{{Msg: fmt.Sprintf("no seat plays the role %q (roles: corp, runner)", role)}}}
	}
	f, _ := formatByName(DefaultFormat)
	l, ps := readList(text, side, f)
	out := engine.DeckCheck{Cards: l.Size()}
	for _, p := range ps {
		dp := engine.DeckProblem{Rule: p.Rule.String(), Msg: p.Msg}
		if len(p.Lines) > 0 {
			dp.Line = p.Lines[0]
			dp.Card = written(l, dp.Line)
		}
		if p.Rule == decklist.RuleUnknownCard {
			// decklist words it "%q is not a card of …": the title as written.
			if q, err := strconv.QuotedPrefix(p.Msg); err == nil {
				dp.Card, _ = strconv.Unquote(q)
				dp.Suggest = engine.Nearest(dp.Card, sideTitles(side), didYouMean)
			}
		}
		out.Problems = append(out.Problems, dp)
	}
	// engine.DeckCheck's order: by line, the whole deck's problems last.
	slices.SortStableFunc(out.Problems, func(a, b engine.DeckProblem) int {
		return cmp.Compare(lineKey(a.Line), lineKey(b.Line))
	})
	return out
}

// lineKey orders a problem's line, 0 (the whole deck) after every line.
func lineKey(n int) int {
	if n == 0 {
		return math.MaxInt
	}
	return n
}

// written is the title as line n of l writes it, or "".
func written(l *decklist.List, n int) string {
	for _, e := range append(append([]decklist.Entry(nil), l.Identities...), l.Cards...) {
		if e.Line == n {
			return e.Written
		}
	}
	return ""
}

// didYouMean is how many titles an unknown card's problem suggests.
const didYouMean = 3

// sideTitles returns the titles of side's cards in the data, by code.
func sideTitles(side carddb.Side) []string {
	var out []string
	for _, c := range carddb.All() {
		if c.Side == side {
			out = append(out, c.Title)
		}
	}
	return out
}

// sideOf is the side of a seat role.
func sideOf(role string) (carddb.Side, bool) {
	switch role {
	case string(carddb.Corp):
		return carddb.Corp, true
	case string(carddb.Runner):
		return carddb.Runner, true
	}
	return "", false
}

// RuleSide is the problem of a list whose identity is of the other side
// than the seat it is for (CR 1.4.1: a deck is associated with a single
// identity card, of its player's side).
var RuleSide = decklist.Rule{ID: "deck_side"}

// RuleEmpty is the problem of a list that names no card besides its
// identity, in any format (the casual format checks no minimum size).
var RuleEmpty = decklist.Rule{ID: "deck_empty"}

// casual is the casual format (FormatCasual): decklist.Standard's values,
// the starter identities allowed; readList keeps only the problems of
// casualRules.
var casual = decklist.Format{Name: FormatCasual, Title: "Casual (any deck of implemented cards)", AgendaPointsToWin: 7}

// casualRules are the rules a list in the casual format is held to.
var casualRules = []decklist.Rule{decklist.RuleSyntax, decklist.RuleUnknownCard, decklist.RuleNotImplemented,
	decklist.RuleIdentity, decklist.RuleDisallowedCards, RuleSide, RuleEmpty}

// formatByName returns the format of the option "format": decklist's
// formats and FormatCasual.
func formatByName(name string) (decklist.Format, bool) {
	if name == FormatCasual {
		return casual, true
	}
	return decklist.FormatByName(name)
}

// readList reads and checks a deck list for side in format f: decklist's
// problems (only casualRules' in the casual format), an identity of the
// other side, and a list without cards.
func readList(text string, side carddb.Side, f decklist.Format) (*decklist.List, []decklist.Problem) {
	l, ps := decklist.Read(text, f, implemented())
	if f.Name == FormatCasual {
		ps = slices.DeleteFunc(ps, func(p decklist.Problem) bool { return !slices.Contains(casualRules, p.Rule) })
	}
	if id, ok := l.Identity(); ok && id.Side != side {
		ps = append([]decklist.Problem{{Lines: []int{l.Identities[0].Line}, Rule: RuleSide,
			Msg: fmt.Sprintf("%s is a %s identity: this deck is for the %s", id.Title, id.Side, side)}}, ps...)
	}
	if l.Size() == 0 {
		ps = append(ps, decklist.Problem{Rule: RuleEmpty, Msg: "no cards besides the identity"})
	}
	return l, ps
}

// poolTitles are the titles of the card pool, every card of nsg/carddb by
// code: what a "name a card" instruction may name (CR 1.15.1b). The pool
// is public, so a named title tells no one of a card of the game.
var poolTitles = sync.OnceValue(func() []string {
	var out []string
	for _, c := range carddb.All() {
		if !slices.Contains(out, c.Title) {
			out = append(out, c.Title)
		}
	}
	return out
})

// poolTitle is the title of the card pool at i, "" for none.
func poolTitle(i int) string {
	if t := poolTitles(); i >= 0 && i < len(t) {
		return t[i]
	}
	return ""
}
