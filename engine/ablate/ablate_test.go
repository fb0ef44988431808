package ablate_test

import (
	"reflect"
	"slices"
	"testing"

	"github.com/datafort/datafort/engine/ablate"
)

// A toy card vocabulary: ops in an interface slice with unexported
// fields, a cost struct, a flag, an enumeration and a number the
// vocabulary derives (skip).
type (
	op     interface{ name() string }
	colour uint8
	damage struct {
		kind colour
		n    int32
	}
	roll struct{ lo, hi, skip int32 }
	cost struct {
		Bits  int32
		Trash bool
	}
	ability struct {
		Label  string
		Cost   cost
		Effect []op
		Ptr    *cost
		Plain  colour // a named type not listed in Enums: not a knob
	}
)

func (damage) name() string { return "damage" }
func (roll) name() string   { return "roll" }

const (
	red colour = iota
	green
	blue
)

var toyOptions = ablate.Options{
	Skip:  func(t reflect.Type, i int) bool { return t == reflect.TypeFor[roll]() && t.Field(i).Name == "skip" },
	Enums: map[reflect.Type][]int64{reflect.TypeFor[colour](): {int64(red), int64(green)}},
}

func toy() ability {
	return ability{Label: "x", Cost: cost{Bits: 2, Trash: true}, Effect: []op{damage{kind: green, n: 1}, roll{lo: 1, hi: 3, skip: 4}},
		Ptr: &cost{Bits: 5}, Plain: blue}
}

func TestKnobs(t *testing.T) {
	type want struct {
		path  string
		kind  ablate.KnobKind
		value int64
	}
	var got []want
	for _, k := range ablate.Knobs(toy(), toyOptions) {
		got = append(got, want{k.Path, k.Kind, k.Value})
	}
	exp := []want{
		{"Cost.Bits", ablate.Number, 2}, {"Cost.Trash", ablate.Flag, 1},
		{"Effect[0].damage.kind", ablate.Enum, int64(green)}, {"Effect[0].damage.n", ablate.Number, 1},
		{"Effect[1].roll.lo", ablate.Number, 1}, {"Effect[1].roll.hi", ablate.Number, 3},
		{"Ptr.Bits", ablate.Number, 5}, {"Ptr.Trash", ablate.Flag, 0},
	}
	t.Run("every plain number and switch, an enumeration's listed values, by a stable path, not what Skip names nor unlisted named types", func(t *testing.T) {
		if !slices.Equal(got, exp) {
			t.Errorf("knobs\n got %v\nwant %v", got, exp)
		}
	})
	t.Run("an enumeration whose value is not listed is no knob", func(t *testing.T) {
		a := toy()
		a.Effect[0] = damage{kind: blue, n: 1}
		for _, k := range ablate.Knobs(a, toyOptions) {
			if k.Path == "Effect[0].damage.kind" {
				t.Errorf("blue is not listed, yet %s is a knob", k.Path)
			}
		}
	})
}

func TestSetKnobsAndTheirSpecs(t *testing.T) {
	knobs := ablate.SetKnobs(toy(), toyOptions)
	var paths []string
	for _, k := range knobs {
		paths = append(paths, k.Path)
	}
	t.Run("only the knobs a definition sets: a number not 0, a switch on", func(t *testing.T) {
		want := []string{"Cost.Bits", "Cost.Trash", "Effect[0].damage.kind", "Effect[0].damage.n", "Effect[1].roll.lo", "Effect[1].roll.hi", "Ptr.Bits"}
		if !slices.Equal(paths, want) {
			t.Errorf("set knobs %v, want %v", paths, want)
		}
	})
	t.Run("each knob's changes, in order, as specs of the card and ability given", func(t *testing.T) {
		specs := ablate.KnobSpecs("Toy", -1, knobs[:2])
		want := []ablate.Spec{{Card: "Toy", Ability: -1, Path: "Cost.Bits", To: 3}, {Card: "Toy", Ability: -1, Path: "Cost.Bits", To: 1}, {Card: "Toy", Ability: -1, Path: "Cost.Trash", To: 0}}
		if !slices.Equal(specs, want) {
			t.Errorf("specs %v, want %v", specs, want)
		}
	})
}

func TestKnobChanges(t *testing.T) {
	for _, c := range []struct {
		name string
		knob ablate.Knob
		want []int64
	}{
		{"a number moves up and down by one", ablate.Knob{Kind: ablate.Number, Value: 2}, []int64{3, 1}},
		{"a number at 0 only moves up", ablate.Knob{Kind: ablate.Number, Value: 0}, []int64{1}},
		{"a switch flips", ablate.Knob{Kind: ablate.Flag, Value: 1}, []int64{0}},
		{"an enumeration takes each other listed value", ablate.Knob{Kind: ablate.Enum, Value: 1, Enums: []int64{0, 1, 2}}, []int64{0, 2}},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := c.knob.Changes(); !slices.Equal(got, c.want) {
				t.Errorf("Changes() = %v, want %v", got, c.want)
			}
		})
	}
}

func TestSet(t *testing.T) {
	orig := toy()
	shared := orig.Effect // another card built from the same ops
	knobs := ablate.Knobs(orig, toyOptions)
	for _, c := range []struct {
		path string
		to   int64
		read func(a ability) int64
	}{
		{"Cost.Bits", 3, func(a ability) int64 { return int64(a.Cost.Bits) }},
		{"Cost.Trash", 0, func(a ability) int64 { return b2i(a.Cost.Trash) }},
		{"Effect[0].damage.kind", int64(red), func(a ability) int64 { return int64(a.Effect[0].(damage).kind) }},
		{"Effect[0].damage.n", 0, func(a ability) int64 { return int64(a.Effect[0].(damage).n) }},
		{"Effect[1].roll.hi", 4, func(a ability) int64 { return int64(a.Effect[1].(roll).hi) }},
		{"Ptr.Bits", 6, func(a ability) int64 { return int64(a.Ptr.Bits) }},
	} {
		t.Run("setting "+c.path+" changes it in a copy and nothing in the original", func(t *testing.T) {
			k, ok := ablate.Find(knobs, c.path)
			if !ok {
				t.Fatalf("no knob %s", c.path)
			}
			before := c.read(orig)
			got, err := ablate.Set(orig, k, c.to)
			if err != nil {
				t.Fatal(err)
			}
			if v := c.read(got); v != c.to {
				t.Errorf("copy: %s = %d, want %d", c.path, v, c.to)
			}
			if v := c.read(orig); v != before {
				t.Errorf("original: %s = %d, want %d unchanged", c.path, v, before)
			}
			if !reflect.DeepEqual(orig, toy()) || !reflect.DeepEqual(shared, toy().Effect) {
				t.Errorf("the original or a value shared with it changed: %+v", orig)
			}
			rest := func(a ability) []ablate.Knob {
				var out []ablate.Knob
				for _, x := range ablate.Knobs(a, toyOptions) {
					if x.Path != c.path {
						x.Enums = nil
						out = append(out, x)
					}
				}
				return out
			}
			if a, b := rest(got), rest(orig); !reflect.DeepEqual(a, b) {
				t.Errorf("other knobs changed:\n got %+v\nwant %+v", a, b)
			}
			if got.Effect[1].(roll).skip != 4 {
				t.Errorf("the derived number changed")
			}
		})
	}
	t.Run("a value that does not fit the field's type is refused", func(t *testing.T) {
		k, _ := ablate.Find(knobs, "Effect[0].damage.kind")
		if _, err := ablate.Set(orig, k, 300); err == nil {
			t.Errorf("colour 300 accepted")
		}
	})
}

func b2i(b bool) int64 {
	if b {
		return 1
	}
	return 0
}

func TestSpecsReadAsTheyAreWritten(t *testing.T) {
	for _, s := range []ablate.Spec{
		{Card: "Laser Wire", Ability: -1, Path: ablate.Base},
		{Card: "Laser Wire", Ability: 0, Path: ablate.Off},
		{Card: `Omnitech "Spinal Tap" Cybermodem`, Ability: 2, Path: "Effect[1].rolled.hi", To: 7},
		{Card: "X", Ability: 1, Path: "N", To: -1},
		{Card: "X", Ability: 1, Path: "Effect[2]", Disable: true},
	} {
		t.Run(s.String(), func(t *testing.T) {
			got, err := ablate.ParseSpec(s.String())
			if err != nil || got != s {
				t.Errorf("ParseSpec(%q) = %+v, %v; want %+v", s.String(), got, err, s)
			}
		})
	}
	for _, bad := range []string{"Laser Wire", "Laser Wire|x|off", "Laser Wire|0|N", "Laser Wire|0|N=x", "Laser Wire|0|=off", "a|b|c|d"} {
		t.Run("refused: "+bad, func(t *testing.T) {
			if _, err := ablate.ParseSpec(bad); err == nil {
				t.Errorf("ParseSpec(%q) accepted", bad)
			}
		})
	}
}
