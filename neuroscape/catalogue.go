package neuroscape

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/neuroscape/carddb"
	"github.com/datafort/datafort/neuroscape/decklist"
	"github.com/datafort/datafort/neuroscape/decks"
)

// Neuroscape's card list, deck lists and shipped decks, for the clients
// (engine/catalogue.go, engine/decks.go): the card browser /cards/neuroscape,
// the deck builder /decks/neuroscape and the lobby's decks.
var (
	_ engine.Catalogue    = Ruleset{}
	_ engine.DeckChecker  = Ruleset{}
	_ engine.ShippedDecks = Ruleset{}
)

// Implemented reports whether the game plays the card named name (any
// spelling carddb.Lookup accepts): Basic RAM, or a card with a definition
// that gives every activated ability its card prints. A deck naming any
// other card is refused (ErrNotImplemented), never played with a blank.
func Implemented(name string) bool {
	c, ok := carddb.Lookup(name)
	if !ok {
		return false
	}
	if c.Type == carddb.RAM {
		return strings.EqualFold(c.Name, basicRAM)
	}
	d, ok := defs[carddb.Key(c.Name)]
	return ok && (d.Card.Abilities == nil || len(d.Abilities) == len(d.Card.Abilities))
}

// Face returns the printed face of card c as a person reads it.
func Face(c *carddb.Card) engine.CardFace {
	line := string(c.Type)
	if c.Type == carddb.Gear {
		line = "Cyberware" // the rulebook's word (NS-3)
	}
	if s := c.SubtypeName(); s != "" && c.Type != carddb.RAM {
		line += ": " + s
	}
	if len(c.Factions) > 0 {
		line += " · " + strings.Join(c.Factions, "/")
	}
	var stats []string
	if c.RAMCost != nil {
		stats = append(stats, strconv.Itoa(*c.RAMCost)+" RAM")
	}
	if c.Attack != nil && c.Defense != nil {
		stats = append(stats, fmt.Sprintf("%d/%d", *c.Attack, *c.Defense))
	}
	if c.AttackType != nil {
		stats = append(stats, "attacks "+*c.AttackType)
	}
	if c.RequirementFaction != nil {
		stats = append(stats, "requires "+*c.RequirementFaction)
	}
	text := append([]string(nil), c.Text...)
	if m := c.Mainframe; m != nil {
		text = text[:0]
		if m.Lead != "" {
			text = append(text, m.Lead)
		}
		for _, t := range m.Tiers {
			text = append(text, tierLine(t))
		}
	}
	return engine.CardFace{Title: c.Name, Line: line, Stats: strings.Join(stats, " · "), Text: text, Unique: c.Iconic}
}

// tierLine is a mainframe tier as one line: its needs, then its text.
func tierLine(t carddb.Tier) string {
	var needs []string
	for _, f := range sortedKeys(t.Needs) {
		needs = append(needs, fmt.Sprintf("%d %s", t.Needs[f], f))
	}
	if len(needs) == 0 {
		return t.Text
	}
	return strings.Join(needs, " + ") + ": " + t.Text
}

func sortedKeys(m map[string]int) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

// Catalogue implements engine.Catalogue: every card of the Genesis data
// (255 and Basic RAM), by collector number, keyed by its code ("GEN-12"),
// any seat's decks may hold it.
func (Ruleset) Catalogue() []engine.CatalogueCard {
	all := carddb.All()
	out := make([]engine.CatalogueCard, 0, len(all))
	for _, c := range all {
		kw := append(append([]string(nil), c.Keywords...), c.Factions...)
		out = append(out, engine.CatalogueCard{ID: c.Code, Face: Face(c), Type: strings.ToLower(string(c.Type)),
			Keywords: kw, Set: c.Set, Implemented: Implemented(c.Name)})
	}
	return out
}

// Notice implements engine.Catalogue: the Neuroscape, LLC notice of the
// card data.
func (Ruleset) Notice() string { return carddb.Notice() }

// readDeck reads deck list text with neuroscape/decklist (NS-21): every
// problem at once, cards of the data not implemented yet told apart from
// names that are no card.
func readDeck(label, text string) decklist.Result {
	return decklist.Read(label, text, decklist.Options{Implemented: Implemented})
}

// legalDecks remembers the Decks of the last legal lists read (by New, and
// by the fuzz decks as they are made), by their text: a fuzz run plays the
// same every-card lists in every other game, and New reads every subset
// list just after it was made and checked. A Deck does not depend on the
// label a list is read under. At most legalDecksSize are kept (then the
// memory starts again), so a long run keeps no more.
var legalDecks struct {
	sync.Mutex
	of map[string]Deck
}

const legalDecksSize = 64

// legalDeck returns the Deck of deck list text, read as readDeck reads it
// under label, or the error of a list with problems.
func legalDeck(label, text string) (Deck, error) {
	legalDecks.Lock()
	d, ok := legalDecks.of[text]
	legalDecks.Unlock()
	if ok {
		d.Cyberdeck = slices.Clone(d.Cyberdeck)
		return d, nil
	}
	res := readDeck(label, text)
	if err := res.Err(); err != nil {
		return Deck{}, err
	}
	d = deckOf(res.Deck)
	legalDecks.Lock()
	if legalDecks.of == nil || len(legalDecks.of) >= legalDecksSize {
		legalDecks.of = map[string]Deck{}
	}
	legalDecks.of[text] = Deck{Mainframe: d.Mainframe, RAM: d.RAM, Cyberdeck: slices.Clone(d.Cyberdeck)}
	legalDecks.Unlock()
	return d, nil
}

// deckOf is the game's Deck of a legal list.
func deckOf(d *decklist.Deck) Deck {
	out := Deck{Mainframe: d.Mainframe.Name, RAM: d.BasicRAM}
	for _, c := range d.Cyberdeck {
		out.Cyberdeck = append(out.Cyberdeck, c.Name)
	}
	return out
}

// isRole reports whether role is a seat's role of a game of at most four
// players ("p1"…"p4").
func isRole(r string) bool {
	for s := range 4 {
		if r == role(engine.Seat(s)) {
			return true
		}
	}
	return false
}

// CheckDeck implements engine.DeckChecker: every seat ("p1"…"p4") plays
// under the same construction rules (NS-21), so role only has to be one of
// them. Warnings (a legal deck some card of which could never be played)
// are no problems. New refuses exactly the lists with problems.
func (Ruleset) CheckDeck(r, text string) engine.DeckCheck {
	var out engine.DeckCheck
	if !isRole(r) {
		out.Problems = append(out.Problems, engine.DeckProblem{Msg: fmt.Sprintf("no seat plays the role %q (roles: p1, p2, p3, p4)", r)})
		return out
	}
	res := readDeck("deck", text)
	for _, e := range res.Errors {
		p := engine.DeckProblem{Line: e.Line, Rule: e.Rule, Msg: e.Msg}
		if errors.Is(e, decklist.ErrUnknownCard) {
			if i, j := strings.IndexByte(e.Msg, '"'), strings.Index(e.Msg, `":`); i >= 0 && j > i {
				if name, err := strconv.Unquote(e.Msg[i : j+1]); err == nil {
					p.Card = name
					p.Suggest = engine.Nearest(name, cardNames(), 3)
				}
			}
		}
		out.Problems = append(out.Problems, p)
	}
	if res.Deck != nil {
		out.Cards = len(res.Deck.Cyberdeck) + res.Deck.BasicRAM + len(res.Deck.AdvancedRAM) + 1
	}
	return out
}

// cardNames returns the names of the card data, by collector number.
func cardNames() []string {
	var out []string
	for _, c := range carddb.All() {
		out = append(out, c.Name)
	}
	return out
}

// ShippedDecks implements engine.ShippedDecks: the decks of
// neuroscape/decks whose every card is implemented, offered to every seat
// role (p1…p4), decks.Default the default when it is among them. The
// others are listed by NotYetPlayable.
func (Ruleset) ShippedDecks() []engine.Deck {
	var out []engine.Deck
	legal := map[string]bool{} // by text: every role is offered the same lists, each read once
	for s := range 4 {
		for _, d := range decks.EngineDecks(role(engine.Seat(s))) {
			ok, read := legal[d.Text]
			if !read {
				ok = len(readDeck(d.Name, d.Text).Errors) == 0
				legal[d.Text] = ok
			}
			if ok {
				out = append(out, d)
			}
		}
	}
	return out
}

// Unplayable is a shipped deck not yet playable and the cards it needs.
type Unplayable struct {
	Name    string   // the deck's name in neuroscape/decks
	Missing []string // the distinct cards it holds that are not implemented yet, in list order
}

// NotYetPlayable returns the shipped decks that ShippedDecks leaves out,
// by name, each with the cards it is missing.
func NotYetPlayable() []Unplayable {
	var out []Unplayable
	for _, name := range decks.Names() {
		needs, err := decks.Needs(name)
		if err != nil {
			panic(fmt.Sprintf("neuroscape: shipped deck %s: %v", name, err)) // a broken build: decks' tests hold them legal
		}
		var missing []string
		for _, n := range needs {
			if !Implemented(n) {
				missing = append(missing, n)
			}
		}
		if len(missing) > 0 {
			out = append(out, Unplayable{Name: name, Missing: missing})
		}
	}
	return out
}
