package onr

import (
	"fmt"
	"sync"
	"sync/atomic"

	"github.com/datafort/datafort/onr/carddb"
)

// CardID is a card's id in the card data (the carddb slug) as a small
// number: its place in a table of ids kept for the whole process, which
// holds every id of the card data from the start and takes any other id
// the first time it is met (a save naming a card this build does not
// know). A Card holds its id and finds its definition by it, so that a
// Card holds no pointer and the card list of a state is nothing the
// garbage collector scans. The zero CardID is the empty id: a card whose
// identity is hidden (info.go). JSON and text write a CardID as its id
// string and read it back from one; the numbers themselves are never
// saved (the compact encoding writes the strings, binary.go), so they may
// differ from one process to the next.
type CardID uint16

// cardIDs is the process-wide table of card ids.
var cardIDs = newIDTable()

// cardIDTable holds the card ids met so far. names is read without a lock; a
// new id is added under mu and published as a new slice.
type cardIDTable struct {
	seeded map[string]CardID // the ids of the card data, never changed once made
	mu     sync.Mutex
	extra  map[string]CardID // ids met since, under mu
	names  atomic.Pointer[[]string]
}

// cardDefs holds the definition of each id defined in this build, by
// CardID; written only by Define (at init) and the test hooks. An array
// of maxCardIDs, so that finding a card's definition (def, on every path
// of the engine) is two loads without a bounds check.
var cardDefs = new([maxCardIDs]*Def)

// maxCardIDs bounds the table: ids met beyond it are refused. The card
// data holds about 600.
const maxCardIDs = 1 << 13

func newIDTable() *cardIDTable {
	all := carddb.All()
	t := &cardIDTable{seeded: make(map[string]CardID, len(all)+1), extra: map[string]CardID{}}
	names := make([]string, 1, len(all)+1)
	t.seeded[""] = 0
	for _, c := range all {
		if _, dup := t.seeded[c.ID]; dup {
			continue
		}
		t.seeded[c.ID] = CardID(len(names))
		names = append(names, c.ID)
	}
	t.names.Store(&names)
	return t
}

// lookup returns the CardID of id, adding it to the table if it is new; it
// fails only when the table is full.
func (t *cardIDTable) lookup(id string) (CardID, error) {
	if x, ok := t.seeded[id]; ok {
		return x, nil
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	if x, ok := t.extra[id]; ok {
		return x, nil
	}
	old := *t.names.Load()
	if len(old) >= maxCardIDs {
		return 0, fmt.Errorf("onr: too many distinct card ids (%d), refusing %q", len(old), id)
	}
	x := CardID(len(old))
	names := append(old[:len(old):len(old)], id)
	t.extra[id] = x
	t.names.Store(&names)
	return x, nil
}

// CardIDOf returns the CardID of id. It panics when the process has met
// more distinct card ids than the table holds (8,192), which the ids of the
// card data and of real games are far from; input from outside goes
// through ParseCardID, which returns an error instead.
func CardIDOf(id string) CardID {
	x, err := cardIDs.lookup(id)
	if err != nil {
		panic(err)
	}
	return x
}

// ParseCardID returns the CardID of id, or an error when the table of ids
// is full.
func ParseCardID(id string) (CardID, error) { return cardIDs.lookup(id) }

// String returns the id: the card's carddb slug, "" for the zero CardID.
func (id CardID) String() string {
	names := *cardIDs.names.Load()
	if int(id) < len(names) {
		return names[id]
	}
	return fmt.Sprintf("CardID(%d)", uint16(id))
}

// MarshalText implements encoding.TextMarshaler: the id string.
func (id CardID) MarshalText() ([]byte, error) { return []byte(id.String()), nil }

// UnmarshalText implements encoding.TextUnmarshaler: the id string.
func (id *CardID) UnmarshalText(b []byte) error {
	x, err := cardIDs.lookup(string(b))
	if err != nil {
		return err
	}
	*id = x
	return nil
}

// def returns the definition of id in this build, nil for none.
func (id CardID) def() *Def {
	return cardDefs[id&(maxCardIDs-1)] // lookup numbers no id at maxCardIDs or beyond
}

// setDef makes d the definition of id (nil: none). Only Define and the
// test hooks call it.
func setDef(id string, d *Def) {
	cardDefs[CardIDOf(id)] = d
}
