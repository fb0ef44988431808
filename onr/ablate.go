package onr

import (
	"fmt"
	"reflect"
	"slices"
	"sync"

	"github.com/datafort/datafort/engine/ablate"
)

// The ablation gate's side of the card vocabulary (engine/ablate,
// onr/cards' ablation test): the changes made to a card's definition to
// see that its own tests notice, and the switch that makes one in this
// process. A change is one of: a printed ability disabled, or one number
// or switch inside an ability (a cost, an amount, a die's faces, a limit, a
// filter's flag, a damage kind, a fort) moved by one or flipped. Numbers
// the vocabulary derives (the offsets Do writes into a program's branches)
// are not changes of card text, and are left alone.

// ablationOptions says which fields of the vocabulary are not knobs and
// which enumerations are.
var ablationOptions = sync.OnceValue(func() ablate.Options {
	var mu sync.Mutex
	skip := map[reflect.Type]int{reflect.TypeFor[jump](): 0}
	return ablate.Options{
		Skip: func(t reflect.Type, i int) bool {
			mu.Lock()
			defer mu.Unlock()
			f, ok := skip[t]
			if !ok {
				f = derivedField(t)
				skip[t] = f
			}
			return f == i
		},
		Enums: map[reflect.Type][]int64{
			reflect.TypeFor[DamageKind](): {int64(Net), int64(Meat), int64(Brain)},
			reflect.TypeFor[Central]():    {int64(CentralHQ), int64(CentralRD), int64(CentralArchives)},
		},
	}
})

// derivedField returns the field of struct type t that Do writes (the
// number of ops a gate skips, withSkip), -1 if none.
func derivedField(t reflect.Type) int {
	g, ok := reflect.Zero(t).Interface().(gate)
	if !ok {
		return -1
	}
	a, b := reflect.ValueOf(g.withSkip(0)), reflect.ValueOf(g.withSkip(1))
	for i := range t.NumField() {
		if !a.Field(i).Equal(b.Field(i)) {
			return i
		}
	}
	return -1
}

// Ablations returns every change the ablation gate makes to the card with
// title, in order: for each ability, disabling it, then each op of its
// program in turn (a no-op in its place, so that the offsets of the
// program's branches still hold: a branch disabled lets its ops resolve
// always), then each change of each of its knobs that the card's text sets
// (printed).
func Ablations(title string) ([]ablate.Spec, error) {
	d, ok := Lookup(title)
	if !ok {
		return nil, fmt.Errorf("ablations: %q is not defined", title)
	}
	var out []ablate.Spec
	for i, a := range d.Abilities {
		out = append(out, ablate.Spec{Card: d.Title, Ability: i, Path: ablate.Off})
		if len(a.Effect) > 1 || a.Kind != KindSub { // a subroutine of one op disabled is the op disabled
			for j := range a.Effect {
				out = append(out, ablate.Spec{Card: d.Title, Ability: i, Path: fmt.Sprintf("Effect[%d]", j), Disable: true})
			}
		}
		for _, k := range ablate.Knobs(a, ablationOptions()) {
			if !printed(a, k) {
				continue
			}
			for _, to := range k.Changes() {
				out = append(out, ablate.Spec{Card: d.Title, Ability: i, Path: k.Path, To: to})
			}
		}
	}
	return out, nil
}

// printed reports whether knob k of ability a is something its card's
// text says: a number or switch that is set (a zero or false field is a
// slot the text leaves empty), an enumeration's value, or the bits of a
// break or pump, "0[bit]: break" included.
func printed(a Ability, k ablate.Knob) bool {
	if k.Value != 0 || k.Kind == ablate.Enum {
		return true
	}
	return k.Path == "Cost.Bits" && (a.Kind == KindBreak || a.Kind == KindBreakAll || a.Kind == KindPump)
}

// DescribeAblation says what s changes, for people: "ability 1 (break)
// disabled", "ability 0 (static) N 2→3".
func DescribeAblation(s ablate.Spec) string {
	d, ok := Lookup(s.Card)
	if !ok || s.Ability < 0 || s.Ability >= len(d.Abilities) {
		return s.String()
	}
	a := d.Abilities[s.Ability]
	what := fmt.Sprintf("ability %d (%s", s.Ability, KindName(a.Kind))
	if a.Label != "" {
		what += ": " + a.Label
	}
	what += ")"
	if s.Path == ablate.Off {
		return what + " disabled"
	}
	if s.Disable {
		var j int
		if _, err := fmt.Sscanf(s.Path, "Effect[%d]", &j); err == nil && j >= 0 && j < len(a.Effect) {
			return fmt.Sprintf("%s op %d of %d (%T) disabled", what, j+1, len(a.Effect), a.Effect[j])
		}
		return what + " " + s.Path + " disabled?"
	}
	if k, ok := ablate.Find(ablate.Knobs(a, ablationOptions()), s.Path); ok {
		return what + " " + k.Describe(s.To)
	}
	return what + " " + s.Path + "?"
}

// Ablate makes the change s to its card's definition in this process, as a
// build with that definition would have it, until restore is called. It
// is for the ablation gate's worker (a test process): never call it where a
// game is played for real.
func Ablate(s ablate.Spec) (restore func(), err error) {
	d, ok := Lookup(s.Card)
	if !ok {
		return nil, fmt.Errorf("ablate: %q is not defined", s.Card)
	}
	if s.Ability < 0 || s.Ability >= len(d.Abilities) {
		return nil, fmt.Errorf("ablate %s: %s has %d abilities", s, d.Title, len(d.Abilities))
	}
	abilities := ablate.Copy(d.Abilities)
	switch a := &abilities[s.Ability]; {
	case s.Path == ablate.Off && a.Kind == KindSub:
		// The subroutine is still printed (it can be broken, it counts
		// among the ice's subroutines) and does nothing.
		a.Effect = nil
	case s.Path == ablate.Off:
		abilities = slices.Delete(abilities, s.Ability, s.Ability+1)
	case s.Disable:
		var j int
		if _, err := fmt.Sscanf(s.Path, "Effect[%d]", &j); err != nil || j < 0 || j >= len(a.Effect) {
			return nil, fmt.Errorf("ablate %s: %s's ability %d has no op %s", s, d.Title, s.Ability, s.Path)
		}
		a.Effect[j] = nop{}
	default:
		k, ok := ablate.Find(ablate.Knobs(*a, ablationOptions()), s.Path)
		if !ok {
			return nil, fmt.Errorf("ablate %s: no knob %s in %s's ability %d", s, s.Path, d.Title, s.Ability)
		}
		if *a, err = ablate.Set(*a, k, s.To); err != nil {
			return nil, fmt.Errorf("ablate %s: %w", s, err)
		}
	}
	return replaceDef(d, abilities), nil
}

// nop is the op put in the place of a disabled one: it does nothing.
type nop struct{}

func (nop) Run(s *State, f *Frame) Status { return Next }

// replaceDef gives the defined card d the abilities given, rebuilt by
// Define (fingerprint and everything Define derives recomputed); d stays
// the same pointer, so that games already holding the card see the
// change. restore puts the old definition back; calling it again does
// nothing.
func replaceDef(d *Def, abilities []Ability) (restore func()) {
	saved, savedHand, savedPrint := *d, slices.Clone(fromHand), prints.Of(d.cid)
	delete(defs, d.ID())
	prints.Set(d.cid, "")
	nd := Define(Def{Title: d.Title, Abilities: abilities})
	*d = *nd
	defs[d.ID()] = d
	setDef(d.ID(), d)
	fromHand = slices.DeleteFunc(fromHand, func(x *Def) bool { return x == nd })
	if d.playsToPrevent() && !slices.Contains(fromHand, d) {
		fromHand = append(fromHand, d)
	}
	done := false
	return func() {
		if done {
			return
		}
		done = true
		*d = saved
		defs[d.ID()] = d
		prints.Set(d.cid, savedPrint)
		setDef(d.ID(), d)
		fromHand = savedHand
		defsGen++ // cached encodings of rules are stale again
	}
}
