package ablate

import (
	"fmt"
	"reflect"
	"slices"
	"sync"
)

// Vocabulary is a game's card vocabulary as the ablation gate sees it: the
// struct type A of an ability, a field of A holding its program (a slice
// of ops), and the few choices that are the game's. From it, Ablations
// lists a card's changes, Describe words one and Apply makes one on a copy
// of the card's abilities, so that a game's card package writes only its
// enumerations, its derived fields and these hooks, then swaps the changed
// abilities into its own definitions.
type Vocabulary[A any] struct {
	// Options lists the game's enumerations and the fields it derives
	// (SkipDerived builds the latter from a function).
	Options Options
	// Program names the field of A holding its program, a slice of ops
	// ("Effect").
	Program string
	// Nop is the op put in the place of a disabled one: it does nothing. It
	// must be assignable to the program's element type.
	Nop any
	// Kept reports whether ability a, disabled, stays printed with no
	// program (ONR: a subroutine can still be broken and counts among its
	// ice's subroutines) instead of being removed. A kept ability whose
	// program is one op has no change of that op: it would be the ability
	// disabled again. Nil: every ability is removed.
	Kept func(a A) bool
	// Name names ability a for people: "break", "subroutine: End the run".
	Name func(a A) string
	// Printed reports whether knob k of ability a is something the card's
	// text says although its value is zero ("0[bit]: break"): a knob that is
	// set (a zero number or false switch is a slot the text leaves empty)
	// or an enumeration's value always is. Nil: none other.
	Printed func(a A, k Knob) bool
}

// SkipDerived returns an Options.Skip that skips, in each struct type, the
// field derived returns (-1: none), asking derived once per type; it may
// be called from any goroutine.
func SkipDerived(derived func(t reflect.Type) int) func(t reflect.Type, i int) bool {
	var mu sync.Mutex
	skip := map[reflect.Type]int{}
	return func(t reflect.Type, i int) bool {
		mu.Lock()
		defer mu.Unlock()
		f, ok := skip[t]
		if !ok {
			f = derived(t)
			skip[t] = f
		}
		return f == i
	}
}

// opPath is the Path of a Spec that disables op j of a program.
func (v Vocabulary[A]) opPath(j int) string { return fmt.Sprintf("%s[%d]", v.Program, j) }

// op returns the index of the op that path names, false if it names none
// of a program of n ops.
func (v Vocabulary[A]) op(path string, n int) (int, bool) {
	var j int
	if _, err := fmt.Sscanf(path, v.Program+"[%d]", &j); err != nil || j < 0 || j >= n {
		return 0, false
	}
	return j, true
}

// program returns the program field of a.
func (v Vocabulary[A]) program(a *A) reflect.Value {
	return reflect.ValueOf(a).Elem().FieldByName(v.Program)
}

// kept reports whether a, disabled, stays printed.
func (v Vocabulary[A]) kept(a A) bool { return v.Kept != nil && v.Kept(a) }

// printed reports whether knob k of a is something the card's text says.
func (v Vocabulary[A]) printed(a A, k Knob) bool {
	return k.Value != 0 || k.Kind == Enum || (v.Printed != nil && v.Printed(a, k))
}

// Ablations returns every change the gate makes to card, whose abilities
// are given, in order: for each ability, disabling it, then each op of its
// program in turn (a no-op in its place, so that the offsets of the
// program's branches still hold: a branch disabled lets its ops resolve
// always), then each change of each of its knobs that the card's text
// sets.
func (v Vocabulary[A]) Ablations(card string, abilities []A) []Spec {
	var out []Spec
	for i := range abilities {
		a := &abilities[i]
		out = append(out, Spec{Card: card, Ability: i, Path: Off})
		if n := v.program(a).Len(); n > 1 || !v.kept(*a) {
			for j := range n {
				out = append(out, Spec{Card: card, Ability: i, Path: v.opPath(j), Disable: true})
			}
		}
		for _, k := range Knobs(*a, v.Options) {
			if !v.printed(*a, k) {
				continue
			}
			for _, to := range k.Changes() {
				out = append(out, Spec{Card: card, Ability: i, Path: k.Path, To: to})
			}
		}
	}
	return out
}

// Describe says what s changes in a card of abilities, for people:
// "ability 1 (break) disabled", "ability 0 (static) N 2→3".
func (v Vocabulary[A]) Describe(s Spec, abilities []A) string {
	if s.Ability < 0 || s.Ability >= len(abilities) {
		return s.String()
	}
	a := abilities[s.Ability]
	what := fmt.Sprintf("ability %d (%s)", s.Ability, v.Name(a))
	if s.Path == Off {
		return what + " disabled"
	}
	if s.Disable {
		p := v.program(&a)
		if j, ok := v.op(s.Path, p.Len()); ok {
			return fmt.Sprintf("%s op %d of %d (%T) disabled", what, j+1, p.Len(), p.Index(j).Interface())
		}
		return what + " " + s.Path + " disabled?"
	}
	if k, ok := Find(Knobs(a, v.Options), s.Path); ok {
		return what + " " + k.Describe(s.To)
	}
	return what + " " + s.Path + "?"
}

// Apply returns a deep copy of abilities, a card's, with the change s
// made: an ability disabled (kept printed with no program, or removed),
// an op of its program replaced by Nop, or a knob set. The abilities given
// are not changed.
func (v Vocabulary[A]) Apply(s Spec, abilities []A) ([]A, error) {
	if s.Ability < 0 || s.Ability >= len(abilities) {
		return nil, fmt.Errorf("ablate %s: %s has %d abilities", s, s.Card, len(abilities))
	}
	out := Copy(abilities)
	switch a := &out[s.Ability]; {
	case s.Path == Off && v.kept(*a):
		v.program(a).SetZero()
	case s.Path == Off:
		out = slices.Delete(out, s.Ability, s.Ability+1)
	case s.Disable:
		p := v.program(a)
		j, ok := v.op(s.Path, p.Len())
		if !ok {
			return nil, fmt.Errorf("ablate %s: %s's ability %d has no op %s", s, s.Card, s.Ability, s.Path)
		}
		p.Index(j).Set(reflect.ValueOf(v.Nop))
	default:
		k, ok := Find(Knobs(*a, v.Options), s.Path)
		if !ok {
			return nil, fmt.Errorf("ablate %s: no knob %s in %s's ability %d", s, s.Path, s.Card, s.Ability)
		}
		var err error
		if *a, err = Set(*a, k, s.To); err != nil {
			return nil, fmt.Errorf("ablate %s: %w", s, err)
		}
	}
	return out, nil
}
