package onr

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
)

// memRange is the memory a slice of a state may write: from its first
// element to its capacity.
type memRange struct {
	path       string
	start, end uintptr
}

// sharedByDesign lists the fields of State that a clone shares with its
// original because neither ever changes them in place (cloneTo, cloneInto).
var sharedByDesign = map[string]bool{
	"VariantOptions": true, "Opening": true, "Order": true, "RunsAnywhere": true,
	"Rules": true, "rulesBin": true, "idsBin": true, "idOf": true,
}

// writable appends the memory of every slice and map v holds, through
// structs, arrays and slices (to their capacity: what a state holds past a
// length is its room), to out; pointers and interfaces (the variant, the
// words, the variant's data: shared by design) are not followed.
func writable(v reflect.Value, path string, out []memRange) []memRange {
	switch v.Kind() {
	case reflect.Struct:
		for i := range v.NumField() {
			f := v.Type().Field(i)
			name := f.Name
			if f.Anonymous {
				name = "" // an embedded struct's fields are the state's
			}
			if path == "" && sharedByDesign[name] {
				continue
			}
			out = writable(v.Field(i), strings.TrimPrefix(path+"."+name, "."), out)
		}
	case reflect.Array:
		for i := range v.Len() {
			out = writable(v.Index(i), fmt.Sprintf("%s[%d]", path, i), out)
		}
	case reflect.Slice:
		if v.Cap() == 0 {
			return out
		}
		size := v.Type().Elem().Size()
		out = append(out, memRange{path, v.Pointer(), v.Pointer() + uintptr(v.Cap())*size})
		all := v.Slice(0, v.Cap())
		for i := range all.Len() {
			out = writable(all.Index(i), fmt.Sprintf("%s[%d]", path, i), out)
		}
	case reflect.Map:
		if !v.IsNil() {
			out = append(out, memRange{path, v.Pointer(), v.Pointer() + 1})
		}
	}
	return out
}

// findsEveryCard returns an error unless every card of s is found by its
// handle (the handle index is right).
func findsEveryCard(s *State) error {
	for c := int32(1); c < int32(len(s.Cards)); c++ {
		if got := s.byHandle(s.Cards[c].Handle); got != c {
			return fmt.Errorf("card %d's handle %d finds card %d", c, s.Cards[c].Handle, got)
		}
	}
	return nil
}

// TestCloneIntoSharesNothing: no slice or map of a state that CloneInto
// wrote (into a game of another seed, a clone, a game CloneInto wrote
// before) reaches memory of the source's, but for what clones share by
// design and never change, and the copy, its source and a game whose
// clone was written find every card by its handle; at ONR's table, with the every-card decks, and
// at a table of three teams (owned tags, turn orders).
func TestCloneIntoSharesNothing(t *testing.T) {
	three := Table{Seats: []TableSeat{{Role: Corp, Team: 0}, {Role: Runner, Team: 0}, {Role: Corp, Team: 1}, {Role: Runner, Team: 1}, {Role: Corp, Team: 2}, {Role: Runner, Team: 2}}, OwnedTags: true}
	corp, runner, err := EveryCardDecks()
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name  string
		decks []string
		table Table
	}{
		{"at ONR's table", nil, Table{}},
		{"with the every-card decks", []string{corp, runner}, Table{}},
		{"at a table of three teams", nil, three},
	} {
		t.Run("a CloneInto shares no memory with its source "+tc.name, func(t *testing.T) {
			checked := 0
			for seed := uint64(1); seed <= 3; seed++ {
				g, err := NewTable(engine.Setup{Seed: seed, Decks: tc.decks}, tc.table)
				if err != nil {
					t.Fatal(err)
				}
				other, err := NewTable(engine.Setup{Seed: seed + 10, Decks: tc.decks}, tc.table)
				if err != nil {
					t.Fatal(err)
				}
				var chain *Game // the destination of every CloneInto of the game, in turn
				b, bo := bot.NewRandom(seed), bot.NewRandom(seed+10)
				for step := 0; !g.s.Over && step < 3000; step++ {
					if step%17 == 0 {
						fresh, err := NewTable(engine.Setup{Seed: seed + 20, Decks: tc.decks}, tc.table)
						if err != nil {
							t.Fatal(err)
						}
						// A game made by New, a clone (which shares its
						// index with other), and the game written last.
						dsts := []*Game{fresh, other.Clone().(*Game), chain}
						for i, d := range dsts {
							got := g.CloneInto(d).(*Game)
							if i == 2 {
								chain = got
							}
							src := writable(reflect.ValueOf(g.s).Elem(), "", nil)
							for _, m := range writable(reflect.ValueOf(got.s).Elem(), "", nil) {
								for _, n := range src {
									if m.start < n.end && n.start < m.end {
										t.Fatalf("seed %d step %d, destination %d: the copy's %s shares memory with the source's %s", seed, step, i, m.path, n.path)
									}
								}
								checked++
							}
							if err := findsEveryCard(got.s); err != nil {
								t.Fatalf("seed %d step %d, destination %d: the copy: %v", seed, step, i, err)
							}
						}
						for _, x := range []*Game{g, other} {
							if err := findsEveryCard(x.s); err != nil {
								t.Fatalf("seed %d step %d: the source or a game whose clone was written: %v", seed, step, err)
							}
						}
					}
					if _, err := g.Apply(b.Choose(g.Pending()[0])); err != nil {
						t.Fatal(fmt.Errorf("seed %d step %d: %w", seed, step, err))
					}
					if !other.s.Over {
						if _, err := other.Apply(bo.Choose(other.Pending()[0])); err != nil {
							t.Fatal(fmt.Errorf("seed %d step %d: %w", seed+10, step, err))
						}
					}
				}
			}
			t.Logf("%d slices checked", checked)
		})
	}
}
