package scenario

import (
	"strings"

	yaml "go.yaml.in/yaml/v3"

	"github.com/datafort/datafort/neuroscape"
	"github.com/datafort/datafort/neuroscape/carddb"
)

// standInKeys are the keys of a stand-in card of the key stand_ins: the
// printed values of a card (neuroscape.StandIn) and its behaviour from the
// vocabulary.
var standInKeys = []string{"name", "type", "subtype", "cost", "attack", "defense", "blue", "factions", "requires", "iconic", "keywords", "ports", "port", "level", "target", "effects", "discount"}

// effectKeys are the keys of one effect of a stand-in (neuroscape.Effect).
var effectKeys = []string{"kind", "n", "pool", "faction", "running", "atk", "dfn", "stamina", "may"}

// readStandIns reads the key stand_ins: test cards that are no Genesis
// card, defined from the vocabulary where no card of the data can show a
// rule (neuroscape.DefineStandIn). Only this file's setup and expectations
// may name them; no deck ever holds one.
func (f *File) readStandIns(n *yaml.Node) error {
	items, err := f.r.List(n, "stand_ins", false)
	if err != nil {
		return err
	}
	for _, it := range items {
		s, err := f.readStandIn(it)
		if err != nil {
			return err
		}
		d, err := neuroscape.DefineStandIn(s)
		if err != nil {
			return f.r.Errf(it, "stand_ins: %v", err)
		}
		for _, o := range f.standIns {
			if o == d {
				return f.r.Errf(it, "stand_ins: %s is defined twice", d.Name)
			}
		}
		f.standIns = append(f.standIns, d)
	}
	return nil
}

func (f *File) readStandIn(n *yaml.Node) (neuroscape.StandIn, error) {
	var s neuroscape.StandIn
	r := f.r
	fields, err := r.Fields(n, "a stand-in card", standInKeys...)
	if err != nil {
		return s, err
	}
	named, typed := false, false
	for _, fl := range fields {
		what := "stand_ins." + fl.Key
		var err error
		switch fl.Key {
		case "name":
			s.Name, err = r.Str(fl.Val, what)
			named = true
		case "type":
			var v string
			if v, err = r.Str(fl.Val, what); err == nil {
				switch strings.ToLower(v) {
				case "character":
					s.Type = carddb.Character
				case "program":
					s.Type = carddb.Program
				case "gear":
					s.Type = carddb.Gear
				default:
					return s, r.Errf(fl.Val, "%s: %q: a stand-in is a character, a program or gear", what, v)
				}
				typed = true
			}
		case "subtype":
			s.Subtype, err = r.Str(fl.Val, what)
		case "cost":
			s.Cost, err = r.Count(fl.Val, what)
		case "attack":
			s.Atk, err = r.Integer(fl.Val, what)
		case "defense":
			s.Dfn, err = r.Integer(fl.Val, what)
		case "blue":
			s.Blue, err = r.Bool(fl.Val, what)
		case "iconic":
			s.Iconic, err = r.Bool(fl.Val, what)
		case "factions":
			s.Factions, _, err = r.Strs(fl.Val, what, true)
		case "keywords":
			s.Keywords, _, err = r.Strs(fl.Val, what, true)
		case "requires":
			s.Req, err = r.Str(fl.Val, what)
		case "ports":
			pf, perr := r.Fields(fl.Val, what, carddb.PortHead, carddb.PortLeftArm, carddb.PortRightArm, carddb.PortBody)
			if perr != nil {
				return s, perr
			}
			s.Ports = map[string]int{}
			for _, p := range pf {
				if s.Ports[p.Key], err = r.Count(p.Val, what+"."+p.Key); err != nil {
					return s, err
				}
			}
		case "port":
			s.Port, err = r.Str(fl.Val, what)
		case "level":
			s.PortLevel, err = r.Count(fl.Val, what)
		case "target":
			var v string
			if v, err = r.Str(fl.Val, what); err == nil {
				k, ok := neuroscape.ParseTargetKind(v)
				if !ok {
					return s, r.Errf(fl.Val, "%s: %q is no target kind of the vocabulary (neuroscape.TargetKind's names: character, own-character, …)", what, v)
				}
				s.Target = k
			}
		case "effects":
			var list []*yaml.Node
			if list, err = r.List(fl.Val, what, true); err == nil {
				for _, en := range list {
					e, err := f.readEffect(en)
					if err != nil {
						return s, err
					}
					s.Effects = append(s.Effects, e)
				}
			}
		case "discount":
			err = f.readDiscount(fl.Val, &s.Discount)
		}
		if err != nil {
			return s, err
		}
	}
	if !named || !typed {
		return s, r.Errf(n, "a stand-in card needs a name and a type")
	}
	return s, nil
}

func (f *File) readEffect(n *yaml.Node) (neuroscape.Effect, error) {
	var e neuroscape.Effect
	r := f.r
	fields, err := r.Fields(n, "a stand-in's effect", effectKeys...)
	if err != nil {
		return e, err
	}
	for _, fl := range fields {
		what := "effects." + fl.Key
		var err error
		switch fl.Key {
		case "kind":
			var v string
			if v, err = r.Str(fl.Val, what); err == nil {
				k, ok := neuroscape.ParseEffectKind(v)
				if !ok {
					return e, r.Errf(fl.Val, "%s: %q is no effect kind of the vocabulary (neuroscape.EffectKind's names: damage, destroy, …)", what, v)
				}
				e.Kind = k
			}
		case "n":
			e.N, err = r.Integer(fl.Val, what)
		case "pool":
			var v string
			if v, err = r.Str(fl.Val, what); err == nil {
				switch strings.ToUpper(v) {
				case "BF":
					e.Pool = neuroscape.BF
				case "MF":
					e.Pool = neuroscape.MF
				default:
					return e, r.Errf(fl.Val, "%s: %q: BF or MF", what, v)
				}
			}
		case "faction":
			e.Faction, err = r.Str(fl.Val, what)
		case "running":
			e.Running, err = r.Bool(fl.Val, what)
		case "atk":
			e.Atk, err = r.Integer(fl.Val, what)
		case "dfn":
			e.Dfn, err = r.Integer(fl.Val, what)
		case "stamina":
			e.Stamina, err = r.Bool(fl.Val, what)
		case "may":
			e.May, err = r.Bool(fl.Val, what)
		}
		if err != nil {
			return e, err
		}
	}
	if e.Kind == 0 {
		return e, r.Errf(n, "a stand-in's effect needs a kind")
	}
	return e, nil
}

func (f *File) readDiscount(n *yaml.Node, d *neuroscape.Discount) error {
	r := f.r
	fields, err := r.Fields(n, "stand_ins.discount", "faction", "n", "characters")
	if err != nil {
		return err
	}
	for _, fl := range fields {
		var err error
		switch fl.Key {
		case "faction":
			d.Faction, err = r.Str(fl.Val, "discount.faction")
		case "n":
			d.N, err = r.Count(fl.Val, "discount.n")
		case "characters":
			d.Characters, err = r.Bool(fl.Val, "discount.characters")
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// standIn returns this file's stand-in named t, if it defines one.
func (f *File) standIn(t string) (*neuroscape.Def, bool) {
	for _, d := range f.standIns {
		if carddb.Key(d.Name) == carddb.Key(t) {
			return d, true
		}
	}
	return nil, false
}
