package ablate_test

import (
	"reflect"
	"slices"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/datafort/datafort/engine/ablate"
)

// noop is the toy vocabulary's op that does nothing.
type noop struct{}

func (noop) name() string { return "noop" }

// toyVocabulary: an ability labelled "sub" is a subroutine (kept printed
// when disabled), one labelled "break" prints its bits even at zero.
var toyVocabulary = ablate.Vocabulary[ability]{
	Options: toyOptions,
	Program: "Effect",
	Nop:     noop{},
	Kept:    func(a ability) bool { return a.Label == "sub" },
	Name:    func(a ability) string { return "kind " + a.Label },
	Printed: func(a ability, k ablate.Knob) bool { return a.Label == "break" && k.Path == "Cost.Bits" },
}

// toyCard: a subroutine of one op, an ability of two ops with a cost, a
// break of no op at 0 bits (Plain set to a value not listed, so no knob).
func toyCard() []ability {
	return []ability{
		{Label: "sub", Effect: []op{damage{kind: green, n: 1}}, Plain: blue},
		{Label: "x", Cost: cost{Bits: 2}, Effect: []op{roll{lo: 1, hi: 3, skip: 4}, damage{kind: red}}, Plain: blue},
		{Label: "break", Plain: blue},
	}
}

func TestVocabularyAblations(t *testing.T) {
	var got []string
	for _, s := range toyVocabulary.Ablations("Toy", toyCard()) {
		got = append(got, s.String())
	}
	want := []string{
		"Toy|0|off", // a kept ability of one op: no change of the op
		"Toy|0|Effect[0].damage.kind=0", "Toy|0|Effect[0].damage.n=2", "Toy|0|Effect[0].damage.n=0",
		"Toy|1|off", "Toy|1|Effect[0]=off", "Toy|1|Effect[1]=off",
		"Toy|1|Cost.Bits=3", "Toy|1|Cost.Bits=1",
		"Toy|1|Effect[0].roll.lo=2", "Toy|1|Effect[0].roll.lo=0", "Toy|1|Effect[0].roll.hi=4", "Toy|1|Effect[0].roll.hi=2",
		"Toy|1|Effect[1].damage.kind=1",  // an enumeration is printed at its zero value; the zero n is not
		"Toy|2|off", "Toy|2|Cost.Bits=1", // a break's bits at zero are printed
	}
	t.Run("each ability off, each op off unless it is a kept ability's only op, each printed knob changed, in order", func(t *testing.T) {
		if !slices.Equal(got, want) {
			t.Errorf("Ablations\n got %q\nwant %q", got, want)
		}
	})
}

func TestVocabularyApply(t *testing.T) {
	orig := toyCard()
	cases := []struct {
		name string
		spec string
		want func() []ability
	}{
		{"a kept ability disabled stays printed with no program", "Toy|0|off", func() []ability {
			c := toyCard()
			c[0].Effect = nil
			return c
		}},
		{"another ability disabled is removed", "Toy|1|off", func() []ability {
			c := toyCard()
			return slices.Delete(c, 1, 2)
		}},
		{"an op disabled is replaced by the no-op, so the others keep their places", "Toy|1|Effect[0]=off", func() []ability {
			c := toyCard()
			c[1].Effect[0] = noop{}
			return c
		}},
		{"a knob is set", "Toy|1|Effect[0].roll.hi=4", func() []ability {
			c := toyCard()
			c[1].Effect[0] = roll{lo: 1, hi: 4, skip: 4}
			return c
		}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s, err := ablate.ParseSpec(tc.spec)
			if err != nil {
				t.Fatal(err)
			}
			got, err := toyVocabulary.Apply(s, orig)
			if err != nil {
				t.Fatal(err)
			}
			if want := tc.want(); !reflect.DeepEqual(got, want) {
				t.Errorf("Apply(%s)\n got %+v\nwant %+v", tc.spec, got, want)
			}
			if !reflect.DeepEqual(orig, toyCard()) {
				t.Errorf("the card's own abilities changed: %+v", orig)
			}
		})
	}
	for _, bad := range []string{"Toy|3|off", "Toy|-1|off", "Toy|1|Effect[2]=off", "Toy|1|Effect[x]=off", "Toy|1|Cost.Points=1"} {
		t.Run("a change the card does not have is refused: "+bad, func(t *testing.T) {
			s, err := ablate.ParseSpec(bad)
			if err != nil {
				t.Fatal(err)
			}
			if got, err := toyVocabulary.Apply(s, orig); err == nil || !strings.Contains(err.Error(), bad) {
				t.Errorf("Apply(%s) = %+v, %v; want an error naming the change", bad, got, err)
			}
		})
	}
}

func TestVocabularyDescribe(t *testing.T) {
	for _, c := range []struct{ spec, want string }{
		{"Toy|1|off", "ability 1 (kind x) disabled"},
		{"Toy|1|Effect[1]=off", "ability 1 (kind x) op 2 of 2 (ablate_test.damage) disabled"},
		{"Toy|1|Cost.Bits=3", "ability 1 (kind x) Cost.Bits 2→3"},
		{"Toy|1|Effect[5]=off", "ability 1 (kind x) Effect[5] disabled?"},
		{"Toy|1|Nope=1", "ability 1 (kind x) Nope?"},
		{"Toy|7|off", "Toy|7|off"},
	} {
		t.Run(c.want, func(t *testing.T) {
			s, err := ablate.ParseSpec(c.spec)
			if err != nil {
				t.Fatal(err)
			}
			if got := toyVocabulary.Describe(s, toyCard()); got != c.want {
				t.Errorf("Describe(%s) = %q, want %q", c.spec, got, c.want)
			}
		})
	}
}

func TestSkipDerived(t *testing.T) {
	var asked atomic.Int32
	skip := ablate.SkipDerived(func(t reflect.Type) int {
		asked.Add(1)
		if t == reflect.TypeFor[roll]() {
			return 2
		}
		return -1
	})
	rollT, costT := reflect.TypeFor[roll](), reflect.TypeFor[cost]()
	t.Run("only the derived field of a type is skipped", func(t *testing.T) {
		for _, c := range []struct {
			t    reflect.Type
			i    int
			want bool
		}{{rollT, 0, false}, {rollT, 1, false}, {rollT, 2, true}, {costT, 0, false}, {costT, 1, false}} {
			if got := skip(c.t, c.i); got != c.want {
				t.Errorf("skip(%s, %d) = %t, want %t", c.t, c.i, got, c.want)
			}
		}
	})
	t.Run("each type is asked about once", func(t *testing.T) {
		if n := asked.Load(); n != 2 {
			t.Errorf("derived asked %d times for 2 types", n)
		}
	})
}
