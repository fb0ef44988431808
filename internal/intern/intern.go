// Package intern keeps process-wide tables of names as small numbers: an
// option's verb (engine.Verb) and a card's or program's id
// (kernel.CardID) are numbers standing for names interned here, so that
// the values holding them hold no pointer and the garbage collector never
// scans them. Only the names are ever written out (JSON, saves, hashes);
// the numbers depend on the order names were met and may differ from one
// process to the next.
package intern

import (
	"fmt"
	"sync"
	"sync/atomic"
)

// Table is a table of names, each numbered by its place: 0 is the empty
// name, and each new name takes the next number. Names are only ever
// added. Finding a name or a number takes no lock: both the index and the
// list of names are replaced, never changed, when names are added (under
// a lock), so an addition costs a copy of the index: callers add their
// known names at once with Add (at package initialisation) and meet few
// others.
type Table struct {
	max   int
	mu    sync.Mutex
	index atomic.Pointer[map[string]uint16]
	names atomic.Pointer[[]string]
	added func(i uint16, name string)
}

// New returns a table of at most max names, the empty name included (max
// at most 1<<16). added, if not nil, is called under the table's lock
// with each new name and its number before any reader can find either:
// a caller keeping facts about names by number records them there.
func New(max int, added func(i uint16, name string)) *Table {
	if max < 1 || max > 1<<16 {
		panic(fmt.Sprintf("intern.New: %d names", max))
	}
	t := &Table{max: max, added: added}
	index := map[string]uint16{"": 0}
	names := []string{""}
	t.index.Store(&index)
	t.names.Store(&names)
	return t
}

// Lookup returns the number of name if the table holds it.
func (t *Table) Lookup(name string) (uint16, bool) {
	i, ok := (*t.index.Load())[name]
	return i, ok
}

// LookupBytes is Lookup of the name spelled by b, without making a string
// of it (a decoder reading names from its input).
func (t *Table) LookupBytes(b []byte) (uint16, bool) {
	i, ok := (*t.index.Load())[string(b)]
	return i, ok
}

// Intern returns the number of name, adding it if it is new. It fails,
// adding nothing, when the table is full.
func (t *Table) Intern(name string) (uint16, error) {
	if i, ok := t.Lookup(name); ok {
		return i, nil
	}
	if err := t.Add(name); err != nil {
		return 0, err
	}
	i, _ := t.Lookup(name)
	return i, nil
}

// Add adds the names the table does not hold yet, in the order given,
// copying the index once. It fails, adding none of them, when they would
// overflow the table.
func (t *Table) Add(names ...string) error {
	t.mu.Lock()
	defer t.mu.Unlock()
	oldIndex, oldNames := *t.index.Load(), *t.names.Load()
	index := make(map[string]uint16, len(oldIndex)+len(names))
	for n, i := range oldIndex {
		index[n] = i
	}
	all := oldNames[:len(oldNames):len(oldNames)]
	for _, n := range names {
		if _, ok := index[n]; ok {
			continue
		}
		if len(all) >= t.max {
			return fmt.Errorf("intern: %d names held, at most %d: refusing %q", len(oldNames), t.max, n)
		}
		index[n] = uint16(len(all))
		all = append(all, n)
	}
	if len(all) == len(oldNames) {
		return nil
	}
	if t.added != nil {
		for i := len(oldNames); i < len(all); i++ {
			t.added(uint16(i), all[i])
		}
	}
	t.names.Store(&all)
	t.index.Store(&index)
	return nil
}

// Name returns the name numbered i, and false if no name has that number.
func (t *Table) Name(i uint16) (string, bool) {
	names := *t.names.Load()
	if int(i) < len(names) {
		return names[i], true
	}
	return "", false
}

// Len returns the number of names held, the empty name included.
func (t *Table) Len() int { return len(*t.names.Load()) }
