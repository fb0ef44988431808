package kernel_test

import (
	"slices"
	"testing"

	"github.com/datafort/datafort/kernel"
)

// handled is a game's objects as a handle table reads them: the handle of
// object c at c (index 0 is no object).
type handled []int32

func (h handled) Objects() int32         { return int32(len(h)) }
func (h handled) HandleOf(c int32) int32 { return h[c] }

// renew moves object c: it gets a fresh handle from t.
func (h handled) renew(t *kernel.Handles, c int32) { h[c] = t.Renew(c) }

func TestHandles(t *testing.T) {
	for _, tt := range []struct {
		name  string
		moves []int32         // the objects moved, in order (each gets a fresh handle)
		load  bool            // the index is lost, as after a load, before the finds
		bad   map[int32]int32 // handles set by hand before the finds (a corrupt save)
		find  map[int32]int32 // handle → the object Find must return
	}{
		{name: "ONR-2.6: a moved card is found by its new handle and no longer by its old one",
			moves: []int32{1, 2, 3, 1}, find: map[int32]int32{1: 0, 2: 2, 3: 3, 4: 1}},
		{name: "handles never given find nothing",
			moves: []int32{1, 2}, find: map[int32]int32{0: 0, -1: 0, 3: 0, 1 << 20: 0}},
		{name: "no handle is given twice: each is the one after the last",
			moves: []int32{2, 2, 1, 2}, find: map[int32]int32{1: 0, 2: 0, 3: 1, 4: 2}},
		{name: "after a load the index is rebuilt from the objects' handles",
			moves: []int32{1, 2, 3, 1, 3}, load: true, find: map[int32]int32{1: 0, 2: 2, 3: 0, 4: 1, 5: 3}},
		{name: "a handle beyond the last given (a corrupt save) finds nothing after a load",
			moves: []int32{1, 2, 3}, load: true, bad: map[int32]int32{2: 9}, find: map[int32]int32{2: 0, 9: 0, 3: 3}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var tab kernel.Handles
			objs := make(handled, 4)
			for i, c := range tt.moves {
				objs.renew(&tab, c)
				if i == 1 {
					tab.Find(objs, objs[c]) // the index exists from here on, and Renew keeps it
				}
			}
			if tab.NextHandle != int32(len(tt.moves)) {
				t.Errorf("NextHandle %d after %d moves", tab.NextHandle, len(tt.moves))
			}
			for c, h := range tt.bad {
				objs[c] = h
			}
			if tt.load {
				tab = kernel.Handles{NextHandle: tab.NextHandle}
			}
			for h, want := range tt.find {
				if got := tab.Find(objs, h); got != want {
					t.Errorf("handle %d finds object %d, want %d (handles %v)", h, got, want, objs)
				}
			}
		})
	}
	t.Run("a clone and its original give handles apart, sharing the index", func(t *testing.T) {
		var tab kernel.Handles
		objs := make(handled, 4)
		for c := int32(1); c <= 3; c++ {
			objs.renew(&tab, c)
		}
		tab.Find(objs, 1) // build the index
		ctab, cobjs := tab.Clone(), slices.Clone(objs)
		objs.renew(&tab, 1)   // handle 4 is object 1's in the original
		cobjs.renew(&ctab, 2) // and object 2's in the clone
		ctab2 := ctab.Clone() // a clone of the clone
		for _, tt := range []struct {
			who     string
			tab     *kernel.Handles
			objs    handled
			h, want int32
		}{
			{"original", &tab, objs, 4, 1}, {"original", &tab, objs, 2, 2}, {"original", &tab, objs, 1, 0},
			{"clone", &ctab, cobjs, 4, 2}, {"clone", &ctab, cobjs, 2, 0}, {"clone", &ctab, cobjs, 1, 1},
			{"clone of the clone", &ctab2, cobjs, 4, 2},
		} {
			if got := tt.tab.Find(tt.objs, tt.h); got != tt.want {
				t.Errorf("%s: handle %d finds object %d, want %d", tt.who, tt.h, got, tt.want)
			}
		}
	})
	t.Run("a new table keeps its index from the first handle on: Indexed reads what Find finds", func(t *testing.T) {
		tab := kernel.NewHandles(2) // room for fewer handles than given: the index grows
		objs := make(handled, 4)
		for _, c := range []int32{1, 2, 3, 1, 2} {
			objs.renew(&tab, c)
		}
		for h := int32(-1); h <= tab.NextHandle+1; h++ {
			c := tab.Indexed(h)
			if c < 0 {
				t.Fatalf("handle %d: the index of a new table is not kept", h)
			}
			if c > 0 && objs[c] != h {
				c = 0 // the object holds a newer handle: the caller's comparison
			}
			if want := tab.Find(objs, h); c != want {
				t.Errorf("handle %d: Indexed reads object %d, Find finds %d", h, c, want)
			}
		}
		if loaded := (kernel.Handles{NextHandle: 2}); loaded.Indexed(1) != -1 {
			t.Error("a table without its index (a load) reads handle 1 from it")
		}
	})
	t.Run("an information state's copy without the index finds the same", func(t *testing.T) {
		var tab kernel.Handles
		objs := make(handled, 3)
		for _, c := range []int32{1, 2, 1} {
			objs.renew(&tab, c)
		}
		m := tab.Clone()
		m.DropIndex()
		for h := int32(0); h <= 4; h++ {
			if got, want := m.Find(objs, h), tab.Find(objs, h); got != want {
				t.Errorf("handle %d: the copy finds %d, the table %d", h, got, want)
			}
		}
	})
}
