// Package ablate finds the numbers and switches inside a card's definition
// and makes copies of it with one of them changed, for any game whose cards
// are plain data (Go values built from a shared vocabulary of structs,
// interfaces and slices). A card test package uses it to check that its
// tests pin what each card does: change a number of the card's text by one,
// flip a switch, and at least one of the card's own tests must fail (the
// ablation gate, gate.go).
//
// The visitor reads every field, exported or not, through reflect; a copy
// is deep (no slice, pointer or interface value of the original is shared
// with it), so that changing the copy changes nothing else, not another
// card built from the same shared values.
package ablate

import (
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"unsafe"
)

// Knob is one number or switch inside a value, found by Knobs.
type Knob struct {
	// Path names the knob inside the value, stable as long as the value's
	// shape is: "Cost.Bits", "Effect[1].damage.n", "Once.Shared".
	Path  string
	Kind  KnobKind
	Value int64   // its value (Flag: 0 or 1)
	Enums []int64 // Enum: the values of its type

	steps []step
}

// Changes returns the values the knob is changed to, in order.
func (k Knob) Changes() []int64 {
	switch k.Kind {
	case Flag:
		return []int64{1 - k.Value}
	case Enum:
		var out []int64
		for _, e := range k.Enums {
			if e != k.Value {
				out = append(out, e)
			}
		}
		return out
	}
	if k.Value > 0 {
		return []int64{k.Value + 1, k.Value - 1}
	}
	return []int64{k.Value + 1}
}

// Options says which fields are not knobs and which named integer types
// are enumerations worth changing.
type Options struct {
	// Skip reports whether field i of struct type t is not a knob: a number
	// the vocabulary derives rather than one a card's text prints (an
	// offset of a compiled program). Nil skips nothing.
	Skip func(t reflect.Type, i int) bool
	// Enums lists, by named integer type, the values a knob of that type is
	// changed to (a damage kind: Net, meat, brain). Named types not listed
	// are not knobs.
	Enums map[reflect.Type][]int64
}

type stepKind uint8

const (
	stepField stepKind = iota
	stepIndex
	stepElem // the value inside an interface or pointed to
)

type step struct {
	kind stepKind
	i    int
}

// Knobs returns every knob inside v, in a stable order (fields in
// declaration order, elements in index order).
func Knobs(v any, o Options) []Knob {
	var out []Knob
	var walk func(v reflect.Value, path string, steps []step)
	walk = func(v reflect.Value, path string, steps []step) {
		t := v.Type()
		switch v.Kind() {
		case reflect.Bool:
			if t.PkgPath() == "" {
				n := int64(0)
				if v.Bool() {
					n = 1
				}
				out = append(out, Knob{Path: path, Kind: Flag, Value: n, steps: steps})
			}
		case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
			reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
			n := intOf(v)
			if t.PkgPath() == "" {
				out = append(out, Knob{Path: path, Kind: Number, Value: n, steps: steps})
			} else if e, ok := o.Enums[t]; ok && slices.Contains(e, n) {
				out = append(out, Knob{Path: path, Kind: Enum, Value: n, Enums: e, steps: steps})
			}
		case reflect.Struct:
			for i := range t.NumField() {
				if o.Skip != nil && o.Skip(t, i) {
					continue
				}
				walk(v.Field(i), join(path, t.Field(i).Name), with(steps, step{stepField, i}))
			}
		case reflect.Slice, reflect.Array:
			for i := range v.Len() {
				walk(v.Index(i), path+"["+strconv.Itoa(i)+"]", with(steps, step{stepIndex, i}))
			}
		case reflect.Interface, reflect.Pointer:
			if v.IsNil() {
				return
			}
			e := v.Elem()
			p := path
			if v.Kind() == reflect.Interface && e.Kind() == reflect.Struct {
				p = join(path, e.Type().Name()) // the op's type: "Effect[1].damage.n"
			}
			walk(e, p, with(steps, step{kind: stepElem}))
		}
	}
	walk(reflect.ValueOf(v), "", nil)
	return out
}

func join(path, name string) string {
	if path == "" {
		return name
	}
	return path + "." + name
}

func with(steps []step, s step) []step { return append(steps[:len(steps):len(steps)], s) }

func intOf(v reflect.Value) int64 {
	switch v.Kind() {
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return int64(v.Uint())
	}
	return v.Int()
}

// Set returns a deep copy of v (of v's type) in which knob k, found by
// Knobs in a value of the same shape, is to.
func Set[T any](v T, k Knob, to int64) (T, error) {
	c := Copy(v)
	root := reflect.ValueOf(&c).Elem()
	if err := set(root, k.steps, k.Kind, to); err != nil {
		return v, fmt.Errorf("ablate: knob %s: %w", k.Path, err)
	}
	return c, nil
}

func set(v reflect.Value, steps []step, kind KnobKind, to int64) error {
	if len(steps) == 0 {
		v = writable(v)
		switch v.Kind() {
		case reflect.Bool:
			v.SetBool(to != 0)
		case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
			if v.OverflowInt(to) {
				return fmt.Errorf("%d overflows %s", to, v.Type())
			}
			v.SetInt(to)
		case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
			if to < 0 || v.OverflowUint(uint64(to)) {
				return fmt.Errorf("%d overflows %s", to, v.Type())
			}
			v.SetUint(uint64(to))
		default:
			return fmt.Errorf("not a number or a switch: %s", v.Type())
		}
		return nil
	}
	s := steps[0]
	switch s.kind {
	case stepField:
		if v.Kind() != reflect.Struct || s.i >= v.NumField() {
			return fmt.Errorf("the value's shape changed")
		}
		return set(writable(v.Field(s.i)), steps[1:], kind, to)
	case stepIndex:
		if (v.Kind() != reflect.Slice && v.Kind() != reflect.Array) || s.i >= v.Len() {
			return fmt.Errorf("the value's shape changed")
		}
		return set(writable(v.Index(s.i)), steps[1:], kind, to)
	}
	v = writable(v)
	switch v.Kind() {
	case reflect.Pointer:
		if v.IsNil() {
			return fmt.Errorf("the value's shape changed")
		}
		return set(v.Elem(), steps[1:], kind, to)
	case reflect.Interface:
		if v.IsNil() {
			return fmt.Errorf("the value's shape changed")
		}
		e := reflect.New(v.Elem().Type()).Elem()
		e.Set(v.Elem())
		if err := set(e, steps[1:], kind, to); err != nil {
			return err
		}
		v.Set(e)
		return nil
	}
	return fmt.Errorf("the value's shape changed")
}

// Copy returns a deep copy of v: slices, pointers, maps and the values in
// interfaces are copied, all the way down; functions are shared.
func Copy[T any](v T) T {
	c := v
	deepCopy(reflect.ValueOf(&c).Elem())
	return c
}

// deepCopy replaces every reference inside the addressable value v with a
// reference to a copy.
func deepCopy(v reflect.Value) {
	v = writable(v)
	switch v.Kind() {
	case reflect.Struct:
		for i := range v.NumField() {
			deepCopy(v.Field(i))
		}
	case reflect.Array:
		for i := range v.Len() {
			deepCopy(v.Index(i))
		}
	case reflect.Slice:
		if v.IsNil() {
			return
		}
		n := reflect.MakeSlice(v.Type(), v.Len(), v.Len())
		reflect.Copy(n, v)
		v.Set(n)
		for i := range n.Len() {
			deepCopy(n.Index(i))
		}
	case reflect.Pointer:
		if v.IsNil() {
			return
		}
		n := reflect.New(v.Type().Elem())
		n.Elem().Set(v.Elem())
		deepCopy(n.Elem())
		v.Set(n)
	case reflect.Interface:
		if v.IsNil() {
			return
		}
		e := reflect.New(v.Elem().Type()).Elem()
		e.Set(v.Elem())
		deepCopy(e)
		v.Set(e)
	case reflect.Map:
		if v.IsNil() {
			return
		}
		n := reflect.MakeMapWithSize(v.Type(), v.Len())
		for it := v.MapRange(); it.Next(); {
			e := reflect.New(v.Type().Elem()).Elem()
			e.Set(it.Value())
			deepCopy(e)
			n.SetMapIndex(it.Key(), e)
		}
		v.Set(n)
	}
}

// writable returns v, addressable, without the read-only mark reflect puts
// on what it reads through an unexported field: the vocabulary's ops keep
// their numbers in unexported fields, and the copy being changed is the
// visitor's own.
func writable(v reflect.Value) reflect.Value {
	if v.CanSet() || !v.CanAddr() {
		return v
	}
	return reflect.NewAt(v.Type(), unsafe.Pointer(v.UnsafeAddr())).Elem()
}

// Describe writes a change for people: "Cost.Bits 1→2", "Once.Shared
// true→false".
func (k Knob) Describe(to int64) string {
	if k.Kind == Flag {
		return fmt.Sprintf("%s %t→%t", k.Path, k.Value != 0, to != 0)
	}
	return fmt.Sprintf("%s %d→%d", k.Path, k.Value, to)
}

// Find returns the knob of knobs with the path given.
func Find(knobs []Knob, path string) (Knob, bool) {
	for _, k := range knobs {
		if k.Path == path {
			return k, true
		}
	}
	return Knob{}, false
}

// SetKnobs returns the knobs inside v that are set (a number not 0, a
// switch on, an enumeration other than its zero): the values a card's
// definition gives, where Knobs also lists those it leaves alone.
func SetKnobs(v any, o Options) []Knob {
	var out []Knob
	for _, k := range Knobs(v, o) {
		if k.Value != 0 {
			out = append(out, k)
		}
	}
	return out
}

// KnobSpecs returns the changes of every knob of knobs (Knob.Changes), in
// order, as Specs of ability (or part) ability of card.
func KnobSpecs(card string, ability int, knobs []Knob) []Spec {
	var out []Spec
	for _, k := range knobs {
		for _, to := range k.Changes() {
			out = append(out, Spec{Card: card, Ability: ability, Path: k.Path, To: to})
		}
	}
	return out
}
