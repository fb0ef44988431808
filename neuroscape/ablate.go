package neuroscape

import (
	"fmt"
	"reflect"
	"slices"
	"sync"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/engine/ablate"
	"github.com/datafort/datafort/kernel"
)

// The ablation gate's side of Neuroscape's card vocabulary (engine/ablate,
// neuroscape/cards' ablation test): the changes made to a card's
// definition to see that its own tests notice, and the switch that makes
// one in this process. The listing, wording and making of changes are the
// engine's (ablate.Vocabulary); Neuroscape supplies the shape of a
// definition as a list of parts, each a program of effects (partsOf), and
// swaps a changed definition in (replaceDef).
//
// A card's parts, in this order, each present when the definition gives
// it: its text (a program's effects as it resolves, a character's or
// gear's on enter), each synergy tier of a mainframe, each activated
// ability, its netcheck effects, its reversed text, gear's "when it
// becomes blocked", an environment's "when a player plays a program" and
// a character's "when its attack hits". A change is one of: a part
// switched off (its effects emptied; a tier removed), one effect of it
// disabled (Effect{}, which does nothing, in its place), or one number or
// switch of it moved by one or flipped: an effect's N, Atk, Dfn, EnvN,
// Times, its switches (Running also when off, on an install), its pool
// (MF and BF swapped, where the effect's kind reads it); a tier's needs,
// PerCyberware, Psychosis and switches. A card's static values that its
// definition sets (gear's bonuses, psychosis, Cloaks, a cost change, …)
// are changed as part -1 ("RAILGUN|-1|AttachAtk=6"). What Define copies
// from the card data (cost, attack, defense, keywords, an ability's RAM
// cost) is the data's, checked against it by the conformance tests, and
// is not changed; nor is a target kind (what a card targets is what it
// is, not a setting).

// part is one part of a card's definition as the gate sees it.
type part struct {
	What    string   // for people: "text", "tier 2", an ability's name ("UPGRADE"), …
	Effects []Effect // the part's program
	Tier    *Tier    // a tier's other values (its Effects and Needs moved out)
	Needs   []need   // a tier's needs, by faction
}

// need is one faction a tier needs and how much of its synergy.
type need struct {
	Faction string
	N       int
}

// partsOf returns the parts of d, in order.
func partsOf(d *Def) []part {
	var out []part
	add := func(what string, effs []Effect) {
		if len(effs) > 0 {
			out = append(out, part{What: what, Effects: effs})
		}
	}
	add("text", d.Effects)
	for i, t := range d.Tiers {
		rest := t
		rest.Effects, rest.Needs = nil, nil
		var needs []need
		for _, f := range sortedKeys(t.Needs) {
			needs = append(needs, need{f, t.Needs[f]})
		}
		out = append(out, part{What: fmt.Sprintf("tier %d", i+1), Effects: t.Effects, Tier: &rest, Needs: needs})
	}
	for _, a := range d.Abilities {
		out = append(out, part{What: a.Name, Effects: a.Effects})
	}
	add("netcheck", d.Netcheck)
	if d.Reversed != nil {
		add("reversed", d.Reversed.Effects)
	}
	add("when blocked", d.Blocked)
	add("when a player plays a program", d.OnPlayProgram)
	add("when its attack hits", d.OnHit)
	add("when it leaves play", d.OnLeave)
	return out
}

// withParts returns d with the parts ps (partsOf(d), changed) in place of
// its own; the tier at part drop (-1: none) is left out.
func withParts(d *Def, ps []part, drop int) Def {
	nd := *d
	i := 0
	next := func() (part, bool) { p := ps[i]; i++; return p, i-1 != drop }
	if len(d.Effects) > 0 {
		p, _ := next()
		nd.Effects = p.Effects
	}
	nd.Tiers = nil
	for range d.Tiers {
		p, keep := next()
		if !keep {
			continue
		}
		t := *p.Tier
		t.Effects, t.Needs = p.Effects, map[string]int{}
		for _, n := range p.Needs {
			t.Needs[n.Faction] = n.N
		}
		nd.Tiers = append(nd.Tiers, t)
	}
	nd.Abilities = slices.Clone(d.Abilities)
	for j := range nd.Abilities {
		p, _ := next()
		nd.Abilities[j].Effects = p.Effects
	}
	if len(d.Netcheck) > 0 {
		p, _ := next()
		nd.Netcheck = p.Effects
	}
	if d.Reversed != nil && len(d.Reversed.Effects) > 0 {
		p, _ := next()
		r := *d.Reversed
		r.Effects = p.Effects
		nd.Reversed = &r
	}
	if len(d.Blocked) > 0 {
		p, _ := next()
		nd.Blocked = p.Effects
	}
	if len(d.OnPlayProgram) > 0 {
		p, _ := next()
		nd.OnPlayProgram = p.Effects
	}
	if len(d.OnHit) > 0 {
		p, _ := next()
		nd.OnHit = p.Effects
	}
	if len(d.OnLeave) > 0 {
		p, _ := next()
		nd.OnLeave = p.Effects
	}
	return nd
}

// readsPool reports whether effect e acts on its Pool (the others carry
// BF, the zero value, unread): damage to each character of a player names
// its pool only in the log, and a duel's only for its bounty (N).
func readsPool(e Effect) bool {
	switch e.Kind {
	case EffDamage, EffLoseHealth, EffDamageX, EffDamagePerSlot,
		EffLoseAttack, EffGainPerBin, EffGain, EffGainPerChar:
		return true
	case EffDuel:
		return e.N > 0
	}
	return false
}

// effectAt returns the effect whose field a knob's path names in p, and
// the field: "Effects[2].N" names N of effect 2.
func effectAt(p part, path string) (e Effect, field string, ok bool) {
	var j int
	if n, _ := fmt.Sscanf(path, "Effects[%d].%s", &j, &field); n < 2 || j < 0 || j >= len(p.Effects) {
		return Effect{}, "", false
	}
	return p.Effects[j], field, true
}

// vocabulary is Neuroscape's card vocabulary as the gate sees it: a part's
// program (Effects), the no-op (an effect of no kind), the pools an
// enumeration, and Neuroscape's choices: a part switched off keeps its
// place, emptied, except a tier, which is removed; an install's Running
// is printed even when off ("install 2 RAM" puts it in refreshed).
var vocabulary = sync.OnceValue(func() ablate.Vocabulary[part] {
	return ablate.Vocabulary[part]{
		Options: ablate.Options{Enums: map[reflect.Type][]int64{
			reflect.TypeFor[Pool](): {int64(BF), int64(MF)},
		}},
		Program: "Effects",
		Nop:     Effect{},
		Kept:    func(p part) bool { return p.Tier == nil },
		Name:    func(p part) string { return p.What },
		Printed: func(p part, k ablate.Knob) bool {
			e, field, ok := effectAt(p, k.Path)
			return ok && field == "Running" && (e.Kind == EffInstall || e.Kind == EffInstallX)
		},
	}
})

// partAblations returns the changes of d's parts: the vocabulary's, less
// the pool of an effect that does not read it or lets its player choose
// it (Either).
func partAblations(d *Def) []ablate.Spec {
	ps := partsOf(d)
	var out []ablate.Spec
	for _, s := range vocabulary().Ablations(d.Name, ps) {
		if e, field, ok := effectAt(ps[s.Ability], s.Path); ok && !s.Disable && field == "Pool" && (!readsPool(e) || e.Either) {
			continue
		}
		out = append(out, s)
	}
	return out
}

// Ablations returns every change the ablation gate makes to the card
// named name, in order: its parts' (partAblations), then its static
// values' (part -1).
func Ablations(name string) ([]ablate.Spec, error) {
	d, ok := Lookup(name)
	if !ok {
		return nil, fmt.Errorf("ablations: %q is not defined", name)
	}
	return append(partAblations(d), staticAblations(d)...), nil
}

// DescribeAblation says what s changes, for people: "ability 0 (UPGRADE)
// disabled", "ability 0 (text) Effects[0].N 2→3" (a part is an "ability"
// in the engine's wording).
func DescribeAblation(s ablate.Spec) string {
	d, ok := Lookup(s.Card)
	if !ok {
		return s.String()
	}
	if s.Ability == staticPart {
		if k, ok := ablate.Find(staticKnobs(d), s.Path); ok {
			return "static " + k.Describe(s.To)
		}
		return s.String()
	}
	return vocabulary().Describe(s, partsOf(d))
}

// Ablate makes the change s to its card's definition in this process, as a
// build with that definition would have it, until restore is called. It
// is for the ablation gate's worker (a test process) and, through
// MakeAblation, for a command that plays nothing else meanwhile (datafort
// sim --ablate): never call it where a game is played for real, nor while
// a game is being played in another goroutine.
func Ablate(s ablate.Spec) (restore func(), err error) {
	d, ok := Lookup(s.Card)
	if !ok {
		return nil, fmt.Errorf("ablate: %q is not defined", s.Card)
	}
	if s.Ability == staticPart {
		k, ok := ablate.Find(staticKnobs(d), s.Path)
		if !ok {
			return nil, fmt.Errorf("ablate %s: %s has no static value %s", s, s.Card, s.Path)
		}
		nd, err := ablate.Set(*d, k, s.To)
		if err != nil {
			return nil, fmt.Errorf("ablate %s: %w", s, err)
		}
		nd.Card = d.Card // the card data's record, shared, never changed
		return replaceDef(d, nd), nil
	}
	ps := partsOf(d)
	if s.Ability < 0 || s.Ability >= len(ps) {
		return nil, fmt.Errorf("ablate %s: %s has %d parts", s, s.Card, len(ps))
	}
	if s.Path == ablate.Off {
		ps = ablate.Copy(ps)
		if ps[s.Ability].Tier != nil {
			return replaceDef(d, withParts(d, ps, s.Ability)), nil
		}
		ps[s.Ability].Effects = nil
		return replaceDef(d, withParts(d, ps, -1)), nil
	}
	changed, err := vocabulary().Apply(s, ps)
	if err != nil {
		return nil, err
	}
	return replaceDef(d, withParts(d, changed, -1)), nil
}

// staticPart is the part number of a change of a static value.
const staticPart = -1

// staticFields are the fields of Def that a card's definition sets beside
// its parts (the values Define copies from the card data are not the
// definition's).
var staticFields = map[string]bool{
	"GrantsReversal": true, "AttachAtk": true, "AttachDfn": true, "Psychosis": true, "NoPrevention": true,
	"PsychosisTimes": true, "NoForceQuit": true, "Cloaks": true, "FreeInPlay": true, "CostUp": true,
	"PerOther": true, "MaxDefense": true, "Discount": true, "Chain": true, "AttackCopies": true,
	"Synchronize": true, "PerChain": true,
}

// staticOptions finds the knobs of Def's static fields.
var staticOptions = ablate.Options{
	Skip: func(t reflect.Type, i int) bool { return t == reflect.TypeFor[Def]() && !staticFields[t.Field(i).Name] },
}

// staticKnobs returns the knobs of d's static values that its definition
// sets (a number not 0, a switch on).
func staticKnobs(d *Def) []ablate.Knob { return ablate.SetKnobs(*d, staticOptions) }

// staticAblations returns the changes of d's static values, in order.
func staticAblations(d *Def) []ablate.Spec {
	return ablate.KnobSpecs(d.Name, staticPart, staticKnobs(d))
}

// replaceDef gives the defined card d the definition nd (a changed copy);
// d stays the same pointer, so that games already holding the card see
// the change. restore puts the old definition back; calling it again does
// nothing.
func replaceDef(d *Def, nd Def) (restore func()) {
	saved, savedPrint := *d, fingerprintOf(d)
	*d = nd
	setPrint(d.id, fingerprintOf(d)) // a build with this definition would fingerprint it so
	var once sync.Once
	return func() {
		once.Do(func() {
			*d = saved
			setPrint(d.id, savedPrint)
		})
	}
}

// setPrint makes fp the fingerprint of card id's definition.
func setPrint(id kernel.CardID, fp string) {
	printsMu.Lock()
	defer printsMu.Unlock()
	prints.Set(id, fp)
}

// Neuroscape's ablation hooks (engine.Ablator): the ablation gate's
// changes of a card (Ablations), offered by their stable names
// (ablate.Spec.String: "ADMIN|0|off"), made in the process's definitions
// (Ablate).
var _ engine.Ablator = Ruleset{}

// Ablations implements engine.Ablator: every change the ablation gate makes
// to the card named card, by name, with what it does.
func (Ruleset) Ablations(card string) ([]engine.Ablation, error) { return maker.Named(card) }

// Ablate implements engine.Ablator (ablate.Maker.MakeAblation).
func (Ruleset) Ablate(name string) (engine.Ablation, func(), error) { return maker.MakeAblation(name) }

// maker makes the changes, one at a time per card (ablate.Maker).
var maker = &ablate.Maker{Cards: AblationCards()}

// AblationCards returns what the ablation plumbing knows of this game's
// cards (ablate.Cards), for the ablation gate (ablate.Gate).
func AblationCards() ablate.Cards {
	return ablate.Cards{
		Title: func(name string) (string, bool) {
			d, ok := Lookup(name)
			if !ok {
				return "", false
			}
			return d.Name, true
		},
		Changes:  Ablations,
		Describe: DescribeAblation,
		Ablate:   Ablate,
	}
}
