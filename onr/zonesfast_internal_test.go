package onr

import (
	"slices"
	"testing"
	"unsafe"

	"github.com/datafort/datafort/engine"
)

// TestRemoveIDIsIndexAndDelete compares removeID, a walk, with the long
// way (slices.Index, then slices.Delete of one): the same list, the same
// room past its end cleared, a list without the card left as it was.
func TestRemoveIDIsIndexAndDelete(t *testing.T) {
	for _, tc := range []struct {
		name string
		list []int32
		c    int32
	}{
		{"the only card leaves an empty list", []int32{7}, 7},
		{"the first card leaves, the others move up", []int32{7, 8, 9}, 7},
		{"a middle card leaves", []int32{7, 8, 9, 10}, 9},
		{"the last card leaves", []int32{7, 8, 9}, 9},
		{"only the first of two copies leaves", []int32{7, 8, 7}, 7},
		{"a card not there leaves the list as it was", []int32{7, 8, 9}, 4},
		{"an empty list stays empty", []int32{}, 4},
		{"a nil list stays nil", nil, 4},
		{"a card near the top of a long deck leaves (one copy)", longList(3 * removeWalkMax), 2},
		{"a card near the bottom of a long deck leaves (a walk)", longList(3 * removeWalkMax), 3*removeWalkMax - 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			short, long := slices.Clone(tc.list), slices.Clone(tc.list)
			got := removeID(short, tc.c)
			want := long
			if i := slices.Index(long, tc.c); i >= 0 {
				want = slices.Delete(long, i, i+1)
			}
			if !slices.Equal(got, want) || (got == nil) != (want == nil) {
				t.Fatalf("removeID(%v, %d) = %v, want %v", tc.list, tc.c, got, want)
			}
			if !slices.Equal(short, long) { // the room past the end too
				t.Fatalf("removeID left %v in the list's room, the long way %v", short, long)
			}
		})
	}
}

// longList returns the list 1, 2, …, n.
func longList(n int) []int32 {
	l := make([]int32, n)
	for i := range l {
		l[i] = int32(i + 1)
	}
	return l
}

// TestActiveKindsAreWhatHasSays: the kinds activeKinds gives a
// definition are those Def.has answers yes for, for every card.
func TestActiveKindsAreWhatHasSays(t *testing.T) {
	n := 0
	for _, d := range defs {
		m := d.activeKinds()
		for k := range numActiveKinds {
			if got, want := m&(1<<k) != 0, d.has(k); got != want {
				t.Fatalf("%s: kind %d in activeKinds %v, has %v", d.Title, k, got, want)
			}
		}
		n++
	}
	if n == 0 {
		t.Fatal("no definition compared")
	}
}

// TestFortListsGrowIntoTheirOwnRoom checks growFortList: a fort's list
// that is full moves into room of its own taken from State.fortRoom, its
// cards kept, an empty list staying empty and not nil as append would
// make it; no two lists share room, and with too little room left the list
// is left to append.
func TestFortListsGrowIntoTheirOwnRoom(t *testing.T) {
	t.Run("a fort's first card finds room for four, the list non-nil", func(t *testing.T) {
		s := &State{fortRoom: make([]int32, 16)}
		var l []int32
		s.growFortList(&l)
		if l == nil || len(l) != 0 || cap(l) != 4 || len(s.fortRoom) != 12 {
			t.Fatalf("list %v cap %d, room left %d", l, cap(l), len(s.fortRoom))
		}
	})
	t.Run("a full list moves into room for twice its cards, its cards kept", func(t *testing.T) {
		s := &State{fortRoom: make([]int32, 16)}
		l := []int32{3, 4, 5, 6}
		s.growFortList(&l)
		if !slices.Equal(l, []int32{3, 4, 5, 6}) || cap(l) != 8 || len(s.fortRoom) != 8 {
			t.Fatalf("list %v cap %d, room left %d", l, cap(l), len(s.fortRoom))
		}
	})
	t.Run("two lists never share room", func(t *testing.T) {
		s := &State{fortRoom: make([]int32, 16)}
		var a, b []int32
		s.growFortList(&a)
		s.growFortList(&b)
		a = append(a, 1, 2, 3, 4, 5) // past its room: moves out
		b = append(b, 9, 9, 9, 9)
		if !slices.Equal(a, []int32{1, 2, 3, 4, 5}) || !slices.Equal(b, []int32{9, 9, 9, 9}) {
			t.Fatalf("lists %v and %v", a, b)
		}
	})
	t.Run("with too little room left the list is left to append", func(t *testing.T) {
		s := &State{fortRoom: make([]int32, 3)}
		l := []int32{1}
		s.growFortList(&l)
		if !slices.Equal(l, []int32{1}) || len(s.fortRoom) != 3 {
			t.Fatalf("list %v, room left %d", l, len(s.fortRoom))
		}
	})
	t.Run("a clone has no room of its original's", func(t *testing.T) {
		g, err := New(engine.Setup{Seed: 3})
		if err != nil {
			t.Fatal(err)
		}
		if g.s.fortRoom == nil {
			t.Fatal("a new game has no room for its forts' lists")
		}
		if c := g.Clone().(*Game); c.s.fortRoom != nil || c.s.fortArena != nil {
			t.Fatal("a clone took its original's room")
		}
		into := g.CloneInto(mustNew(t, 4)).(*Game)
		if into.s.fortRoom != nil || into.s.fortArena != nil {
			t.Fatal("CloneInto took its original's room")
		}
	})
}

func mustNew(t *testing.T, seed uint64) *Game {
	t.Helper()
	g, err := New(engine.Setup{Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestDeckTextIsTheSameStringEachTime: DeckText returns the text it
// stored, the first time too, so that parsedDeck's last key compares with
// the next game's text by its pointer; the default decks' texts are the
// files'.
func TestDeckTextIsTheSameStringEachTime(t *testing.T) {
	for _, name := range []string{DefaultCorpDeck, DefaultRunnerDeck, "decks/corp-fortress.txt", "decks/runner-virus.txt"} {
		t.Run(name+" is one string, the file's", func(t *testing.T) {
			deckTexts.Delete(name) // read from the files again: the first call is compared too
			a, err := deckText(name)
			if err != nil {
				t.Fatal(err)
			}
			b, err := DeckText(name)
			if err != nil {
				t.Fatal(err)
			}
			c, err := DeckText(name)
			if err != nil {
				t.Fatal(err)
			}
			file, err := deckFiles.ReadFile(name)
			if err != nil {
				t.Fatal(err)
			}
			if a != string(file) || b != a {
				t.Fatal("the text is not the file's")
			}
			if unsafe.StringData(b) != unsafe.StringData(c) {
				t.Fatal("two calls return two copies of the text")
			}
			if name != DefaultCorpDeck && name != DefaultRunnerDeck && unsafe.StringData(a) != unsafe.StringData(b) {
				t.Fatal("the first call returned a copy of the text stored")
			}
		})
	}
}
