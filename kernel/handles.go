package kernel

// Public handles (ONR-2.6's hidden information; NSG and Neuroscape hide
// cards the same way). A seat never sees a game's internal index of an
// object (a card instance): it sees the object's public handle, a number
// the game gives it afresh each time the object changes place, so that a
// card seen in one hidden place (a hand) cannot be recognised in another
// (installed face down). No handle is given twice: each is the number
// after the last one given, so handles also tell the order objects came
// to their places in.
//
// The game keeps each object's handle with the object, and in Handles the
// last handle given; both are saved. The index from handles to objects is
// derived: it is not saved, it is rebuilt when missing (after a load), and
// clones share it up to its length, since it is only appended to.

// Handled is the side of a game a handle table reads: its objects,
// numbered 1 to Objects()-1 (0 is no object), and the handle each holds
// now. A game implements it on its state, usually through an unexported
// type, so that its state's exported methods do not grow.
type Handled interface {
	// Objects returns one more than the game's last object.
	Objects() int32
	// HandleOf returns the handle object c holds now (0 < c < Objects()).
	HandleOf(c int32) int32
}

// Handles is a game's table of public handles: the last handle given, and
// an index from handles to objects. The zero Handles has given none. It is
// plain data but for the index, which no save, hash or comparison reads; a
// game embeds it in its state, where NextHandle marshals as "nextHandle".
type Handles struct {
	// NextHandle is the last handle given, 0 while none was given: the
	// next one is NextHandle+1.
	NextHandle int32 `json:"nextHandle"`
	// index holds at h the object handle h was given to, while its length
	// is NextHandle+1; an object given a newer handle since is told apart
	// by its current handle (Find).
	index []int32
	// own says that the array of index is this table's alone, so that
	// CloneInto may write it over from the start: it made it, and no
	// clone shares it (Clone gives the clone of such a table no index).
	// A table made otherwise may share its index with clones.
	own bool
}

// Renew gives object c a fresh handle and returns it; the game stores it
// as c's handle. It is called whenever c changes place, so that nobody can
// follow c by its old handle, which no longer finds it.
func (t *Handles) Renew(c int32) int32 {
	t.NextHandle++
	if len(t.index) == int(t.NextHandle) {
		t.index = append(t.index, c) // keep the index current
	}
	return t.NextHandle
}

// NewHandles returns a table that has given no handle, whose index Renew
// keeps current from the first handle on, with room for about room
// handles: a new game's, so that its first Find does not rebuild an index
// of every object. The index is the table's own: a clone (Clone) starts
// without it and rebuilds its own when it needs one, sharing nothing.
func NewHandles(room int) Handles {
	return Handles{index: make([]int32, 1, max(room, 1)), own: true}
}

// Indexed returns what the index says of handle h without reading the
// objects: 0 when h was never given, -1 when the index is missing or
// behind (Find rebuilds it), else the object h was given to, which may
// hold a newer handle since. The caller compares the object's handle with
// h, as Find does: a game's own lookup, without Find's call through
// Handled.
func (t *Handles) Indexed(h int32) int32 {
	if h <= 0 || h > t.NextHandle {
		return 0
	}
	if len(t.index) <= int(t.NextHandle) {
		return -1
	}
	return t.index[h]
}

// Find returns the object of g that holds handle h, or 0 when none does:
// h was never given, or the object it was given to holds a newer one. The
// index is rebuilt from g when it is missing or behind.
func (t *Handles) Find(g Handled, h int32) int32 {
	if h <= 0 || h > t.NextHandle {
		return 0
	}
	if len(t.index) <= int(t.NextHandle) {
		t.rebuild(g)
	}
	if c := t.index[h]; c > 0 && g.HandleOf(c) == h {
		return c
	}
	return 0
}

// rebuild makes the index from the objects' handles, with room for a few
// handles more. A handle out of range (a corrupt save) is left out of it,
// so that Find never finds that object.
func (t *Handles) rebuild(g Handled) {
	if n := int(t.NextHandle) + 1; t.own && cap(t.index) >= n {
		t.index = t.index[:n] // its own array: nobody else reads it
		clear(t.index)
	} else {
		t.index = make([]int32, n, n+63)
	}
	for c, n := int32(1), g.Objects(); c < n; c++ {
		if h := g.HandleOf(c); h > 0 && h <= t.NextHandle {
			t.index[h] = c
		}
	}
}

// Clone returns t for a clone of its game: the same last handle, and the
// index shared up to its length, which neither writes below it again (the
// clone's first Renew moves it). The index of a table CloneInto wrote,
// which a later CloneInto writes over from the start, is not shared: the
// clone rebuilds its own when it needs one.
func (t *Handles) Clone() Handles {
	if t.own {
		return Handles{NextHandle: t.NextHandle}
	}
	return Handles{NextHandle: t.NextHandle, index: t.index[:len(t.index):len(t.index)]}
}

// CloneInto makes *dst t for a clone of its game, as Clone does, but with
// a copy of the index of its own, in the memory of dst's index when dst
// made that itself (a table CloneInto wrote before), else in an array it
// makes: nothing of dst's index is shared with t, and t's is left as it
// is.
func (t *Handles) CloneInto(dst *Handles) {
	idx := dst.index
	if !dst.own || cap(idx) < len(t.index) {
		idx = make([]int32, 0, len(t.index)+64)
	}
	*dst = Handles{NextHandle: t.NextHandle, index: append(idx[:0], t.index...), own: true}
}

// DropIndex forgets the index, to be rebuilt when next needed: for a copy
// of the game that must share nothing with it (an information state).
func (t *Handles) DropIndex() { t.index, t.own = nil, false }
