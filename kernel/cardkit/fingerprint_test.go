package cardkit_test

import (
	"encoding/json"
	"errors"
	"maps"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
	"github.com/datafort/datafort/kernel/cardkit"
)

// printed and ability stand for a game's printed card data and its
// vocabulary of card text.
type printed struct {
	Title string
	Cost  int
	Keys  []string
	Extra *int
}

type ability struct {
	Kind  uint8
	N     int32
	If    func(int) bool
	Table map[string]int
	Op    any
}

type gain struct{ n int }

func tagged(int) bool { return true }

type holder struct{}

func (holder) check(int) bool { return false }

// describeCases are definitions and the description each must have.
var describeCases = []struct {
	name  string
	parts []any
	want  string
}{
	{"a struct names its type and only its set fields", []any{printed{Title: "Wall", Cost: 2}},
		`cardkit_test.printed{Title:"Wall",Cost:2}`},
	{"slices in order, pointers by what they point to", []any{printed{Keys: []string{"b", "a"}, Extra: new(int)}},
		`cardkit_test.printed{Keys:["b","a"],Extra:&0}`},
	{"maps in the order of their keys, interfaces by what they hold", []any{ability{Table: map[string]int{"z": 1, "a": 2}, Op: gain{3}}},
		`cardkit_test.ability{Table:{"a":2,"z":1},Op:cardkit_test.gain{n:3}}`},
	{"a named function by its type and full name", []any{ability{If: tagged}},
		`cardkit_test.ability{If:func(int) bool=github.com/datafort/datafort/kernel/cardkit_test.tagged}`},
	{"parts one after the other", []any{printed{Cost: 1}, []ability{{Kind: 2, N: -1}}, nil},
		`cardkit_test.printed{Cost:1}[cardkit_test.ability{Kind:2,N:-1}]nil`},
}

func TestDescribe(t *testing.T) {
	for _, tc := range describeCases {
		t.Run(tc.name, func(t *testing.T) {
			got, err := cardkit.Describe(tc.parts...)
			if err != nil {
				t.Fatal(err)
			}
			if got != tc.want {
				t.Errorf("Describe = %s, want %s", got, tc.want)
			}
		})
	}
	refused := []struct {
		name string
		part any
	}{
		{"a closure", ability{If: func(int) bool { return false }}},
		{"a method value", ability{If: holder{}.check}},
		{"a channel", ability{Op: make(chan int)}},
	}
	for _, tc := range refused {
		t.Run("a definition holding "+tc.name+" has no stable description and is refused", func(t *testing.T) {
			if d, err := cardkit.Describe(tc.part); err == nil {
				t.Errorf("Describe accepted it: %s", d)
			}
			if fp, err := cardkit.Fingerprint(tc.part); err == nil || fp != "" {
				t.Errorf("Fingerprint = %q, %v; want an error", fp, err)
			}
		})
	}
}

// TestFingerprintIsStable pins the digest of every definition of
// describeCases (testdata/fingerprints.json): a change of the scheme would
// make every record made before name definitions this build does not
// have.
func TestFingerprintIsStable(t *testing.T) {
	b, err := os.ReadFile("testdata/fingerprints.json")
	if err != nil {
		t.Fatal(err)
	}
	var want map[string]string
	if err := json.Unmarshal(b, &want); err != nil {
		t.Fatalf("testdata/fingerprints.json: %v", err)
	}
	seen := map[string]string{}
	for _, tc := range describeCases {
		t.Run(tc.name, func(t *testing.T) {
			fp, err := cardkit.Fingerprint(tc.parts...)
			if err != nil {
				t.Fatal(err)
			}
			if fp != want[tc.name] {
				t.Errorf("fingerprint %s, want %s", fp, want[tc.name])
			}
			if other, dup := seen[fp]; dup {
				t.Errorf("same fingerprint as %q", other)
			}
			seen[fp] = tc.name
		})
	}
}

func TestFingerprints(t *testing.T) {
	kernel.AddCardIDs("ck-wall", "ck-gate", "ck-sentry")
	wall, gate, sentry := kernel.CardIDOf("ck-wall"), kernel.CardIDOf("ck-gate"), kernel.CardIDOf("ck-sentry")
	var f cardkit.Fingerprints
	fpWall, err := f.Define(wall, printed{Title: "Wall"}, []ability{{N: 1}})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.Define(gate, printed{Title: "Gate"}, []ability{{N: 1}}); err != nil {
		t.Fatal(err)
	}

	t.Run("a card's fingerprint is that of its parts", func(t *testing.T) {
		want, _ := cardkit.Fingerprint(printed{Title: "Wall"}, []ability{{N: 1}})
		if got := f.Of(wall); got != want || got != fpWall {
			t.Errorf("Of(wall) = %s, Define returned %s; want %s", got, fpWall, want)
		}
	})
	t.Run("a card defined twice is refused and keeps its first fingerprint", func(t *testing.T) {
		if _, err := f.Define(wall, printed{Title: "Wall"}, []ability{{N: 2}}); err == nil || !strings.Contains(err.Error(), "ck-wall") {
			t.Errorf("Define twice: %v, want an error naming the card", err)
		}
		if f.Of(wall) != fpWall {
			t.Errorf("Of(wall) = %s after the refused definition, want %s", f.Of(wall), fpWall)
		}
	})
	t.Run("a definition that cannot be fingerprinted registers nothing", func(t *testing.T) {
		if _, err := f.Define(sentry, ability{If: func(int) bool { return true }}); err == nil {
			t.Fatal("Define accepted a closure")
		}
		if fp := f.Of(sentry); fp != "" {
			t.Errorf("Of(sentry) = %s, want none", fp)
		}
	})
	t.Run("the rules of a game list each defined card it uses once, by id, and no other", func(t *testing.T) {
		r := f.Rules("toy-1", slices.Values([]kernel.CardID{wall, sentry, wall}))
		want := engine.Rules{Version: "toy-1", Cards: map[string]string{"ck-wall": fpWall}}
		if r.Version != want.Version || !maps.Equal(r.Cards, want.Cards) {
			t.Errorf("Rules = %+v, want %+v", r, want)
		}
	})
	t.Run("a record of a card whose definition changed needs another build", func(t *testing.T) {
		rec := f.Rules("toy-1", slices.Values([]kernel.CardID{wall, gate}))
		if err := rec.Compare(f.Rules("toy-1", slices.Values([]kernel.CardID{wall, gate}))); err != nil {
			t.Fatalf("same build: %v", err)
		}
		old := f.Of(gate)
		f.Set(gate, "")
		f.Set(gate, "0123456789abcdef")
		defer f.Set(gate, old)
		var be *engine.BuildError
		if err := rec.Compare(f.Rules("toy-1", slices.Values([]kernel.CardID{wall, gate}))); !errors.As(err, &be) || len(be.Cards) != 1 || !strings.HasPrefix(be.Cards[0], "ck-gate") {
			t.Errorf("Compare = %v, want a BuildError naming ck-gate only", err)
		}
		f.Set(gate, "")
		if err := rec.Compare(f.Rules("toy-1", slices.Values([]kernel.CardID{wall, gate}))); !errors.As(err, &be) || !strings.Contains(err.Error(), "not defined in this build") {
			t.Errorf("Compare with ck-gate removed = %v, want it not defined", err)
		}
	})
}
