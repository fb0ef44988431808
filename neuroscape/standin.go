package neuroscape

import (
	"fmt"
	"reflect"
	"strings"
	"sync"

	"github.com/datafort/datafort/neuroscape/carddb"
)

// StandIn is a test card that is no card of the Genesis data: a scenario
// file defines it (key stand_ins, neuroscape/scenario) from the existing
// vocabulary where no Genesis card can show a rule (the digest's own
// scenarios use stand-ins: SC-13's ported character, SC-16's copier). A
// stand-in is never offered in a deck: Lookup, Defined, the catalogue, the
// fuzz decks and deck lists do not know it; only a Position told of it
// (Position.UseStandIns) places it.
type StandIn struct {
	Name     string
	Type     carddb.Type
	Subtype  string // a program's or gear's subtype ("Script", "Cyberware", …)
	Cost     int
	Atk, Dfn int
	Blue     bool // a mainframe (blue) attack
	Factions []string
	Req      string // the faction it requires (NS-11.4), "" for none
	Iconic   bool
	Keywords []string // card-data keywords the vocabulary handles (SWIFT, …)
	// Ports, Port and PortLevel: the optional port data (NS-12.2,
	// carddb.Card's fields of the same names).
	Ports     map[string]int
	Port      string
	PortLevel int
	Target    TargetKind
	Effects   []Effect
	Discount  Discount
}

var (
	standInMu   sync.Mutex
	standInDefs = map[string]standInDef{} // by carddb.Key of the name
)

type standInDef struct {
	spec StandIn
	def  *Def
}

// standInCode is the stable saved identity of the stand-in named name.
func standInCode(name string) string {
	return "STAND-IN " + strings.ToUpper(strings.Join(strings.Fields(name), " "))
}

// DefineStandIn returns the definition of the stand-in card s. A name of
// the Genesis data, of a defined card or of a token is refused; a stand-in
// defined again with the same values (another file, or the same one read
// again) is the same definition, and with other values an error. Stand-ins
// may be defined after games have started, and while other goroutines
// play (a server reading a scenario file): they add definitions, never
// change one, each under its own card id in the table of definitions by id
// (an array: no running game reads the new element), under standInMu.
func DefineStandIn(s StandIn) (*Def, error) {
	s.Name = strings.ToUpper(strings.Join(strings.Fields(s.Name), " "))
	if s.Name == "" {
		return nil, fmt.Errorf("a stand-in card needs a name")
	}
	key := carddb.Key(s.Name)
	if _, ok := carddb.Lookup(s.Name); ok || key == carddb.Key(basicRAM) {
		return nil, fmt.Errorf("stand-in %s: a card of the Neuroscape data has that name; a stand-in must not be taken for one", s.Name)
	}
	if _, ok := defs[key]; ok {
		return nil, fmt.Errorf("stand-in %s: a token of that name is defined", s.Name)
	}
	standInMu.Lock()
	defer standInMu.Unlock()
	if old, ok := standInDefs[key]; ok {
		if !reflect.DeepEqual(old.spec, s) {
			return nil, fmt.Errorf("stand-in %s is defined with other values elsewhere: give this one another name", s.Name)
		}
		return old.def, nil
	}
	c := &carddb.Card{Code: standInCode(s.Name), Name: s.Name, Type: s.Type, Factions: s.Factions, Iconic: s.Iconic,
		Keywords: s.Keywords, Ports: s.Ports, Port: s.Port, PortLevel: s.PortLevel}
	if s.Type != carddb.Mainframe {
		cost := s.Cost
		c.RAMCost = &cost
	}
	if s.Type == carddb.Character {
		atk, dfn, kind := s.Atk, s.Dfn, "bioframe"
		if s.Blue {
			kind = "mainframe"
		}
		c.Attack, c.Defense, c.AttackType = &atk, &dfn, &kind
	}
	if s.Subtype != "" {
		sub := s.Subtype
		c.Subtype = &sub
	}
	if s.Req != "" {
		req := s.Req
		c.RequirementFaction = &req
	}
	switch s.Type {
	case carddb.Character, carddb.Program, carddb.Gear:
	default:
		return nil, fmt.Errorf("stand-in %s: a %s cannot be a stand-in (characters, programs and gear can)", s.Name, s.Type)
	}
	for _, e := range s.Effects {
		if e.asks() && s.Type == carddb.Character {
			return nil, fmt.Errorf("stand-in %s: a character's \"on enter\" effects may not ask (effect %s)", s.Name, e.Kind.Name())
		}
	}
	d, err := newDef(c, s.Target, s.Effects, nil)
	if err != nil {
		return nil, fmt.Errorf("stand-in %w", err)
	}
	d.Discount = s.Discount
	d.StandIn = true
	definePrints(d)
	standInDefs[key] = standInDef{spec: s, def: d}
	byID[d.id] = d
	return d, nil
}
