// Package carddb provides the printed card data of the 1996 Netrunner CCG
// ("ONR"): the 580 cards of the v1.0, Proteus and Classic sets.
//
// The data is embedded from data/cards.json; see data/README.md for its
// provenance, schema and text conventions, and data/NOTICE.md for copyright.
// Card texts are printed texts: errata are not applied.
package carddb

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"sync"
	"unicode"
)

//go:embed data/cards.json
var cardsJSON []byte

//go:embed data/NOTICE.md
var notice string

// Notice returns the copyright notice the card data is shown under
// (data/NOTICE.md), as Markdown.
func Notice() string { return notice }

// Side is the side of the game a card belongs to.
type Side string

// The two sides.
const (
	Corp   Side = "corp"
	Runner Side = "runner"
)

// Type is a card type.
type Type string

// Card types. Agenda, Ice, Node, Upgrade and Operation are Corp types;
// Program, Hardware, Resource and Prep are Runner types.
const (
	Agenda    Type = "agenda"
	Ice       Type = "ice"
	Node      Type = "node"
	Upgrade   Type = "upgrade"
	Operation Type = "operation"
	Program   Type = "program"
	Hardware  Type = "hardware"
	Resource  Type = "resource"
	Prep      Type = "prep"
)

// Card is one printed card. A numeric field is nil when it does not apply to
// the card's type or when the printed value is a symbol such as X or *; in the
// latter case Variable holds the symbol under the field's JSON key
// (for example Variable["strength"] == "X").
//
// Cards returned by this package are shared and must not be modified.
type Card struct {
	ID       string   `json:"id"`       // slug of the title, see Slug
	Title    string   `json:"title"`    // as printed, e.g. "Dropp™"
	Side     Side     `json:"side"`     // Corp or Runner
	Type     Type     `json:"type"`     // card type
	Keywords []string `json:"keywords"` // keyword line as printed, in order
	Unique   bool     `json:"unique"`   // keywords contain "Unique"
	Set      string   `json:"set"`      // "v1.0", "Proteus" or "Classic"
	Rarity   string   `json:"rarity"`   // "vital", "common", "uncommon" or "rare"

	Cost         *int `json:"cost"`          // the printed cost, whatever it pays for
	RezCost      *int `json:"rez_cost"`      // ice, node, upgrade
	InstallCost  *int `json:"install_cost"`  // program, hardware, resource
	PlayCost     *int `json:"play_cost"`     // operation, prep
	Difficulty   *int `json:"difficulty"`    // agenda
	AgendaPoints *int `json:"agenda_points"` // agenda
	Strength     *int `json:"strength"`      // ice, icebreaker
	MU           *int `json:"mu"`            // program
	TrashCost    *int `json:"trash_cost"`    // node, upgrade

	Variable map[string]string `json:"variable_stats"` // JSON key → printed symbol ("X" or "*")

	Text   string   `json:"text"`   // rules text, one ability or subroutine per line
	Flavor string   `json:"flavor"` // flavor text, "" when unknown
	Notes  []string `json:"notes"`  // data-quality notes
}

// subroutinePrefix starts each subroutine line in Card.Text.
const subroutinePrefix = "[subroutine] "

// HasKeyword reports whether the card has keyword k, ignoring case.
func (c *Card) HasKeyword(k string) bool {
	return slices.ContainsFunc(c.Keywords, func(kw string) bool {
		return strings.EqualFold(kw, k)
	})
}

// Subroutines returns the card's printed subroutines in order, without the
// "[subroutine] " marker. Subroutines quoted inside another ability (such as
// Riddler's) are not included.
func (c *Card) Subroutines() []string {
	var subs []string
	for line := range strings.SplitSeq(c.Text, "\n") {
		if s, ok := strings.CutPrefix(line, subroutinePrefix); ok {
			subs = append(subs, s)
		}
	}
	return subs
}

type database struct {
	cards  []*Card
	bySlug map[string]*Card
}

var load = sync.OnceValue(func() *database {
	var cards []*Card
	if err := json.Unmarshal(cardsJSON, &cards); err != nil {
		panic(fmt.Sprintf("carddb: decoding embedded data/cards.json: %v", err))
	}
	db := &database{cards: cards, bySlug: make(map[string]*Card, len(cards))}
	for _, c := range cards {
		db.bySlug[c.ID] = c
	}
	return db
})

// All returns every card, sorted by ID. The slice is the caller's own; the
// cards are shared and must not be modified.
func All() []*Card {
	return slices.Clone(load().cards)
}

// Lookup returns the card whose title or ID is name, accepting any spelling
// that Slug maps to the same ID (case, punctuation, ™/®, diacritics).
func Lookup(name string) (*Card, bool) {
	c, ok := load().bySlug[Slug(name)]
	return c, ok
}

// fold maps lower-case non-ASCII letters to their ASCII spelling.
var fold = map[rune]string{
	'à': "a", 'á': "a", 'â': "a", 'ã': "a", 'ä': "a", 'å': "a", 'æ': "ae",
	'ç': "c", 'è': "e", 'é': "e", 'ê': "e", 'ë': "e",
	'ì': "i", 'í': "i", 'î': "i", 'ï': "i", 'ñ': "n",
	'ò': "o", 'ó': "o", 'ô': "o", 'õ': "o", 'ö': "o", 'ø': "o", 'œ': "oe",
	'ù': "u", 'ú': "u", 'û': "u", 'ü': "u", 'ý': "y", 'ÿ': "y", 'ß': "ss",
	'π': "pi",
}

// dropped lists the characters Slug removes without leaving a separator.
const dropped = "'\"‘’‚‛“”„‟`´™®©"

// Slug returns the card ID for a title: lower-case ASCII letters and digits,
// with diacritics folded (é→e, ä→a, π→pi), ™, ® and quotes removed, "&"
// spelt "and", and every other run of characters replaced by a single "-".
// For example, Slug("π in the 'Face") is "pi-in-the-face" and
// Slug("R&D Interface") is "r-and-d-interface".
func Slug(title string) string {
	var b strings.Builder
	sep := false // a separator is pending
	emit := func(s string) {
		if sep && b.Len() > 0 {
			b.WriteByte('-')
		}
		sep = false
		b.WriteString(s)
	}
	for _, r := range title {
		r = unicode.ToLower(r)
		switch {
		case r >= 'a' && r <= 'z' || r >= '0' && r <= '9':
			emit(string(r))
		case fold[r] != "":
			emit(fold[r])
		case r == '&':
			sep = true
			emit("and")
			sep = true
		case strings.ContainsRune(dropped, r):
		default:
			sep = true
		}
	}
	return b.String()
}
