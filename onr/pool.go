package onr

import (
	"slices"

	"github.com/datafort/datafort/onr/carddb"
)

// PoolRow counts the implemented cards of one set and card type of the
// printed card pool.
type PoolRow struct {
	Set         string      `json:"set"`         // "v1.0", "Proteus" or "Classic"
	Type        carddb.Type `json:"type"`        // card type
	Implemented int         `json:"implemented"` // cards with a definition
	Total       int         `json:"total"`       // cards printed
	Missing     []string    `json:"missing"`     // titles without a definition, sorted
}

// Pool returns the printed card pool (carddb) by set, in the order of the
// sets' release, and by card type, with what of it has a definition. Every
// definition is gated: onr/cards' ablation gate fails unless each ability
// of the card disabled, and each number moved by one, makes one of the
// card's own tests fail.
func Pool() []PoolRow {
	implemented := map[string]bool{}
	for _, title := range Implemented() {
		implemented[title] = true
	}
	sets := []string{"v1.0", "Proteus", "Classic"}
	types := []carddb.Type{carddb.Agenda, carddb.Ice, carddb.Node, carddb.Upgrade, carddb.Operation,
		carddb.Program, carddb.Hardware, carddb.Resource, carddb.Prep}
	type key struct {
		set string
		typ carddb.Type
	}
	rows := map[key]*PoolRow{}
	for _, c := range carddb.All() {
		k := key{c.Set, c.Type}
		r := rows[k]
		if r == nil {
			r = &PoolRow{Set: c.Set, Type: c.Type}
			rows[k] = r
			if !slices.Contains(sets, c.Set) {
				sets = append(sets, c.Set)
			}
			if !slices.Contains(types, c.Type) {
				types = append(types, c.Type)
			}
		}
		r.Total++
		if implemented[c.Title] {
			r.Implemented++
		} else {
			r.Missing = append(r.Missing, c.Title)
		}
	}
	var out []PoolRow
	for _, s := range sets {
		for _, t := range types {
			if r := rows[key{s, t}]; r != nil {
				slices.Sort(r.Missing)
				out = append(out, *r)
			}
		}
	}
	return out
}
