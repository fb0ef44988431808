// Package carddb provides the printed card data of Netrunner as Null Signal
// Games publishes it ("NSG"): the System Gateway and System Update 2021 cards
// and every card the Rules Update 24.09 article names, 171 cards in all, and
// the four System Gateway teaching decks.
//
// The data is embedded from data/cards.json and data/decks; see
// data/README.md for its provenance, schema and selection, and data/NOTICE.md
// for copyright. Field names and values are upstream's (NetrunnerDB's v1 card
// format); texts keep their [credit]-style tokens and light HTML.
package carddb

import (
	"embed"
	"encoding/json"
	"fmt"
	"io/fs"
	"path"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"unicode"

	"golang.org/x/text/runes"
	"golang.org/x/text/transform"
	"golang.org/x/text/unicode/norm"
)

//go:embed data/cards.json
var cardsJSON []byte

//go:embed data/decks/*.txt
var decksFS embed.FS

//go:embed data/NOTICE.md
var notice string

// Notice returns the copyright notice of the card data (data/NOTICE.md).
func Notice() string { return notice }

// Side is the side of the game a card belongs to.
type Side string

// The two sides.
const (
	Corp   Side = "corp"
	Runner Side = "runner"
)

// Type is a card type, upstream's type_code.
type Type string

// Card types. Identity is either side's; Agenda, Asset, Ice, Operation and
// Upgrade are the Corp's; Event, Hardware, Program and Resource the Runner's.
const (
	Identity  Type = "identity"
	Agenda    Type = "agenda"
	Asset     Type = "asset"
	Ice       Type = "ice"
	Operation Type = "operation"
	Upgrade   Type = "upgrade"
	Event     Type = "event"
	Hardware  Type = "hardware"
	Program   Type = "program"
	Resource  Type = "resource"
)

// Printing is one printing of a card's title anywhere in the upstream
// database.
type Printing struct {
	Code string `json:"code"`      // 5-digit printing id
	Pack string `json:"pack_code"` // product code, e.g. "sg"
}

// Card is one card, as upstream's v1 format gives it. A numeric field is nil
// when the card's type has no such value or when the printed value is X or
// special (for example a cost paid as X, or a breaker's variable strength).
//
// Cards returned by this package are shared and must not be modified.
type Card struct {
	Code          string `json:"code"`           // 5-digit printing id of the printing chosen
	Title         string `json:"title"`          // as printed, e.g. "Brân 1.0"
	StrippedTitle string `json:"stripped_title"` // without typographic marks
	Text          string `json:"text"`           // rules text with [credit]-style tokens and light HTML
	StrippedText  string `json:"stripped_text"`  // rules text, plain
	Side          Side   `json:"side_code"`      // Corp or Runner
	Faction       string `json:"faction_code"`   // e.g. "anarch", "haas-bioroid", "neutral-corp"
	Type          Type   `json:"type_code"`      // card type
	Keywords      string `json:"keywords"`       // subtypes joined by " - ", "" for none
	Unique        bool   `json:"uniqueness"`     // the ◆ of a unique card
	DeckLimit     int    `json:"deck_limit"`     // most copies a deck may hold
	Quantity      int    `json:"quantity"`       // copies in the physical product
	Pack          string `json:"pack_code"`      // product code
	Position      int    `json:"position"`       // number within the cycle
	Set           string `json:"set"`            // product name, e.g. "System Gateway"

	Cost            *int `json:"cost"`             // play, install or rez cost
	Influence       *int `json:"faction_cost"`     // influence
	Strength        *int `json:"strength"`         // ice, icebreaker
	MemoryCost      *int `json:"memory_cost"`      // program
	TrashCost       *int `json:"trash_cost"`       // asset, upgrade, some ice and operations
	AdvancementCost *int `json:"advancement_cost"` // agenda
	AgendaPoints    *int `json:"agenda_points"`    // agenda
	BaseLink        *int `json:"base_link"`        // identity
	InfluenceLimit  *int `json:"influence_limit"`  // identity; nil for starter-only identities
	MinimumDeckSize *int `json:"minimum_deck_size"`

	Flavor      string     `json:"flavor"`
	Illustrator string     `json:"illustrator"`
	IncludedFor []string   `json:"included_for"` // why the card is in the data: "set:sg", "article", "deck:…"
	Printings   []Printing `json:"printings"`    // every printing of the title, oldest first
}

// Subtypes returns the card's subtypes in printed order ("Code Gate",
// "Bioroid" …).
func (c *Card) Subtypes() []string {
	if c.Keywords == "" {
		return nil
	}
	return strings.Split(c.Keywords, " - ")
}

// HasSubtype reports whether the card has subtype s, ignoring case.
func (c *Card) HasSubtype(s string) bool {
	return slices.ContainsFunc(c.Subtypes(), func(k string) bool { return strings.EqualFold(k, s) })
}

type database struct {
	cards  []*Card
	bySlug map[string]*Card
	byCode map[string]*Card
	// byTitle holds, by each title exactly as printed, what its slug finds:
	// the games look their cards up by title at every checkpoint and view,
	// and Slug's Unicode folding is dear (Lookup).
	byTitle map[string]*Card
}

var load = sync.OnceValue(func() *database {
	var cards []*Card
	if err := json.Unmarshal(cardsJSON, &cards); err != nil {
		panic(fmt.Sprintf("nsg/carddb: decoding embedded data/cards.json: %v", err))
	}
	slices.SortFunc(cards, func(a, b *Card) int { return strings.Compare(a.Code, b.Code) })
	db := &database{cards: cards, bySlug: make(map[string]*Card, len(cards)), byCode: make(map[string]*Card), byTitle: make(map[string]*Card, len(cards))}
	for _, c := range cards {
		db.bySlug[Slug(c.Title)] = c
		for _, p := range c.Printings {
			db.byCode[p.Code] = c
		}
		db.byCode[c.Code] = c
	}
	for _, c := range cards {
		db.byTitle[c.Title] = db.bySlug[Slug(c.Title)] // the last card of the slug, as Lookup by slug finds it
	}
	return db
})

// All returns every card, sorted by code. The slice is the caller's own; the
// cards are shared and must not be modified.
func All() []*Card { return slices.Clone(load().cards) }

// Lookup returns the card whose title is name, in any spelling Slug maps to
// the same key (case, punctuation, diacritics: "Bran 1.0" finds "Brân 1.0"),
// or whose code is name (any printing's code).
func Lookup(name string) (*Card, bool) {
	db := load()
	if c, ok := db.byCode[strings.TrimSpace(name)]; ok {
		return c, true
	}
	if c, ok := db.byTitle[name]; ok {
		return c, true // what Slug(name) finds, found once for all (load)
	}
	if name == "" { // the title of a card the reader may not see
		c, ok := db.bySlug[""]
		return c, ok
	}
	c, ok := db.bySlug[Slug(name)]
	return c, ok
}

// Slug returns the lookup key of a title: lower-case ASCII letters and
// digits, diacritics removed, quotes dropped, "&" spelt "and", and every other
// run of characters one "-". Slug("René “Loup” Arcemont: Party Animal") is
// "rene-loup-arcemont-party-animal". The slugs of the first maxSlugs titles
// asked are kept: deck lists are read at every game's setup, and folding a
// title is dear.
func Slug(title string) string {
	if s, ok := slugs.Load(title); ok {
		return s.(string)
	}
	s := slug(title)
	if slugsKept.Add(1) <= maxSlugs {
		slugs.Store(title, s)
	}
	return s
}

// maxSlugs bounds the slugs Slug keeps.
const maxSlugs = 1 << 12

var (
	slugs     sync.Map // title → Slug(title)
	slugsKept atomic.Int32
)

// slug is Slug, computed.
func slug(title string) string {
	folded, _, err := transform.String(transform.Chain(norm.NFD, runes.Remove(runes.In(unicode.Mn)), norm.NFC), title)
	if err != nil {
		folded = title
	}
	var b strings.Builder
	sep := false
	for _, r := range strings.ToLower(folded) {
		switch {
		case r >= 'a' && r <= 'z' || r >= '0' && r <= '9':
			if sep && b.Len() > 0 {
				b.WriteByte('-')
			}
			sep = false
			b.WriteRune(r)
		case r == '&':
			if b.Len() > 0 {
				b.WriteByte('-')
			}
			b.WriteString("and")
			sep = true
		case strings.ContainsRune("'\"‘’“”`´™®©", r):
		default:
			sep = true
		}
	}
	return b.String()
}

// Deck is one of the shipped System Gateway teaching decks.
type Deck struct {
	Name string // file stem, e.g. "sg-beginner-corp"
	Text string // the list: "N Card Title" lines, the identity first
}

// Decks returns the System Gateway teaching decks, sorted by name.
func Decks() []Deck {
	entries, err := fs.ReadDir(decksFS, "data/decks")
	if err != nil {
		panic(fmt.Sprintf("nsg/carddb: reading embedded decks: %v", err))
	}
	var decks []Deck
	for _, e := range entries {
		b, err := fs.ReadFile(decksFS, path.Join("data/decks", e.Name()))
		if err != nil {
			panic(fmt.Sprintf("nsg/carddb: reading embedded deck %s: %v", e.Name(), err))
		}
		decks = append(decks, Deck{Name: strings.TrimSuffix(e.Name(), ".txt"), Text: string(b)})
	}
	return decks
}
