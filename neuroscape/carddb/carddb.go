// Package carddb provides the card data of Neuroscape's Genesis set: 103
// characters, 102 programs, 30 gear, 20 mainframes and the Basic RAM stub.
//
// The data is embedded from data/cards.json, fan-transcribed from public
// sources; see data/README.md for its provenance, schema and what it does not
// know (cyberware ports, faction requirement counts, which text is which kind
// of ability), and data/NOTICE.md for copyright (Neuroscape, LLC).
package carddb

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"sync"
)

//go:embed data/cards.json
var cardsJSON []byte

//go:embed data/NOTICE.md
var notice string

// Notice returns the copyright notice of the card data (data/NOTICE.md).
func Notice() string { return notice }

// Type is a card type as the data spells it.
type Type string

// Card types. The rulebook calls Gear "Cyberware" (NS-3); RAM is the Basic RAM
// stub.
const (
	Character Type = "Character"
	Program   Type = "Program"
	Gear      Type = "Gear"
	Mainframe Type = "Mainframe"
	RAM       Type = "RAM"
)

// Ability is a costed activated ability printed with a name banner. It is not
// linked to a segment of Card.Text (the data does not say which).
type Ability struct {
	Name          string `json:"name"`
	NameTruncated bool   `json:"name_truncated"` // the name was cut off on the image
	RAMCost       *int   `json:"ram_cost"`       // nil: no RAM cost
	RunSelf       bool   `json:"run_self"`       // the character must also be run
}

// Tier is one synergy tier of a mainframe.
type Tier struct {
	Needs map[string]int `json:"needs"` // faction → synergy points
	Mode  string         `json:"mode"`  // "base", "instead", "adds" or "or"
	Text  string         `json:"text"`
}

// MainframeText is a mainframe's lead-in text and its synergy tiers.
type MainframeText struct {
	Lead  string `json:"lead"`
	Tiers []Tier `json:"tiers"`
}

// Card is one card. A numeric field is nil when the card's type has no such
// value or the data does not know it (TAGGER's attack type, every
// requirement count).
//
// Cards returned by this package are shared and must not be modified.
type Card struct {
	ID                 int            `json:"id"`   // Genesis collector number, the stable key
	Code               string         `json:"code"` // "GEN-<id>"
	Set                string         `json:"set"`
	Name               string         `json:"name"` // upper case as the source gives it
	Type               Type           `json:"type"`
	Subtype            *string        `json:"subtype"`  // Script, Tarot, …, Cyberware, Weapon, Tether, Basic
	Factions           []string       `json:"factions"` // 0–2 factions
	FactionLabel       *string        `json:"faction_label"`
	Tags               []string       `json:"tags"` // printed character tags that are not factions
	RAMCost            *int           `json:"ram_cost"`
	Attack             *int           `json:"attack"`
	Defense            *int           `json:"defense"`
	AttackType         *string        `json:"attack_type"` // "bioframe" or "mainframe"
	Rarity             *string        `json:"rarity"`
	CopyLimit          *int           `json:"copy_limit"` // 0: no limit
	Iconic             bool           `json:"iconic"`
	RequirementFaction *string        `json:"requirement_faction"`
	RequirementCount   *int           `json:"requirement_count"` // unknown for every card today
	Keywords           []string       `json:"keywords"`          // SWIFT, PSYCHOSIS, OVERRUN, …
	References         []string       `json:"references"`
	DamageReferenced   *string        `json:"damage_types_referenced"`
	Text               []string       `json:"text"` // the printed segments
	Abilities          []Ability      `json:"abilities"`
	Mainframe          *MainframeText `json:"mainframe"`
	Conflicts          []string       `json:"conflicts"` // known source disagreements
	// Ports are a character's ports (NS-12.2): PortHead, PortLeftArm,
	// PortRightArm and PortBody, each with its level (1–3); a port it
	// lacks is absent. nil means unknown, as for every card of the data
	// today (NS-12.4); an empty map, a character without ports.
	Ports map[string]int `json:"ports,omitempty"`
	// Port is the port type cyberware needs (PortHead, PortArm, PortBody)
	// and PortLevel its level; "" means unknown (NS-12.4).
	Port      string `json:"port,omitempty"`
	PortLevel int    `json:"port_level,omitempty"`
}

// The port names of Card.Ports and Card.Port (NS-12.2, NS-12.3: arm
// cyberware may use either arm port).
const (
	PortHead     = "head"
	PortLeftArm  = "left arm"
	PortRightArm = "right arm"
	PortBody     = "body"
	PortArm      = "arm"
)

// SubtypeName returns the card's subtype, "" when it has none.
func (c *Card) SubtypeName() string {
	if c.Subtype == nil {
		return ""
	}
	return *c.Subtype
}

// HasKeyword reports whether the data lists keyword k for the card, ignoring
// case.
func (c *Card) HasKeyword(k string) bool {
	return slices.ContainsFunc(c.Keywords, func(s string) bool { return strings.EqualFold(s, k) })
}

type file struct {
	SchemaVersion int     `json:"schema_version"`
	Cards         []*Card `json:"cards"`
}

type database struct {
	cards  []*Card
	byName map[string]*Card
	byID   map[int]*Card
}

var load = sync.OnceValue(func() *database {
	var f file
	if err := json.Unmarshal(cardsJSON, &f); err != nil {
		panic(fmt.Sprintf("neuroscape/carddb: decoding embedded data/cards.json: %v", err))
	}
	if f.SchemaVersion != 1 {
		panic(fmt.Sprintf("neuroscape/carddb: data/cards.json schema_version %d, want 1", f.SchemaVersion))
	}
	db := &database{cards: f.Cards, byName: make(map[string]*Card), byID: make(map[int]*Card)}
	for _, c := range f.Cards {
		db.byName[Key(c.Name)] = c
		db.byID[c.ID] = c
	}
	return db
})

// All returns every card, sorted by ID. The slice is the caller's own; the
// cards are shared and must not be modified.
func All() []*Card { return slices.Clone(load().cards) }

// ByID returns the card with collector number id.
func ByID(id int) (*Card, bool) {
	c, ok := load().byID[id]
	return c, ok
}

// Lookup returns the card named name, matched as Key matches (case and
// punctuation ignored: "Hex Codemancer" finds "HEX, CODEMANCER"), or whose
// code ("GEN-1") is name.
func Lookup(name string) (*Card, bool) {
	db := load()
	if n, ok := strings.CutPrefix(strings.ToUpper(strings.TrimSpace(name)), "GEN-"); ok {
		var id int
		if _, err := fmt.Sscanf(n, "%d", &id); err == nil {
			if c, ok := db.byID[id]; ok {
				return c, true
			}
		}
	}
	c, ok := db.byName[Key(name)]
	return c, ok
}

// Key returns the lookup key of a name: its letters and digits, upper case,
// every other character dropped.
func Key(name string) string {
	if k, ok := asciiKey(name); ok {
		return k
	}
	var b strings.Builder
	for _, r := range strings.ToUpper(name) {
		if r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// asciiKey is Key of a name made of ASCII characters only, without
// upper-casing the whole name first; ok is false for any other name, whose
// upper case may hold letters its own characters are not (ToUpper maps
// "ı" to "I").
func asciiKey(name string) (key string, ok bool) {
	var buf [64]byte
	b := buf[:0]
	for i := 0; i < len(name); i++ {
		switch c := name[i]; {
		case c >= 0x80:
			return "", false
		case c >= 'a' && c <= 'z':
			b = append(b, c-'a'+'A')
		case c >= 'A' && c <= 'Z' || c >= '0' && c <= '9':
			b = append(b, c)
		}
	}
	return string(b), true
}
