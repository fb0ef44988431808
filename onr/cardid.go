package onr

import (
	"github.com/datafort/datafort/kernel"
	"github.com/datafort/datafort/onr/carddb"
)

// CardID is a card's id in the card data (the carddb slug) as a small
// number: the kernel's interned id (kernel.CardID), which ONR seeds with
// every id of its card data at initialisation. A Card holds its id and
// finds its definition by it (defOf: an index into cardDefs), so that a
// Card holds no pointer and the card list of a state is nothing the
// garbage collector scans. The zero CardID is the empty id: a card whose
// identity is hidden (info.go). JSON and text write a CardID as its id
// string and read it back from one; the numbers themselves are never
// saved (the compact encoding writes the strings, binary.go), so they may
// differ from one process to the next.
type CardID = kernel.CardID

// CardIDOf returns the CardID of id (kernel.CardIDOf).
func CardIDOf(id string) CardID { return kernel.CardIDOf(id) }

// ParseCardID returns the CardID of id, or an error when the table of ids
// is full (kernel.ParseCardID).
func ParseCardID(id string) (CardID, error) { return kernel.ParseCardID(id) }

// The ids of the card data, interned at once before any is met one by one.
func init() {
	all := carddb.All()
	ids := make([]string, len(all))
	for i, c := range all {
		ids[i] = c.ID
	}
	kernel.AddCardIDs(ids...)
}

// cardDefs holds the definition of each id defined in this build, by
// CardID; written only by Define (at init) and the test hooks. An array
// of kernel.MaxCardIDs, so that finding a card's definition (defOf, on
// every path of the engine) is two loads without a bounds check.
var cardDefs = new([kernel.MaxCardIDs]*Def)

// defOf returns the definition of id in this build, nil for none.
func defOf(id CardID) *Def {
	return cardDefs[id&(kernel.MaxCardIDs-1)] // the table numbers no id at MaxCardIDs or beyond
}

// setDef makes d the definition of id (nil: none). Only Define and the
// test hooks call it.
func setDef(id string, d *Def) {
	cardDefs[CardIDOf(id)] = d
}
