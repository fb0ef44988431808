package decklist

import (
	"fmt"

	"github.com/datafort/datafort/nsg/carddb"
)

// Shipped is a deck that ships with Datafort.
type Shipped struct {
	Name   string // stable name: "sg-beginner-corp"
	Format Format // the format it is legal in
	Text   string // the list as written
	List   *List
}

// ShippedDecks returns the decks that ship with Datafort, sorted by name:
// the four System Gateway teaching decks (nsg/carddb's data), in the
// Starter format. It panics if one of them fails to read, which the
// package's tests rule out.
func ShippedDecks() []Shipped {
	var out []Shipped
	for _, d := range carddb.Decks() {
		l := Parse(d.Text)
		if len(l.Problems) > 0 {
			panic(fmt.Sprintf("nsg/decklist: shipped deck %s: %s", d.Name, l.Problems[0].Error()))
		}
		out = append(out, Shipped{Name: d.Name, Format: Starter, Text: d.Text, List: l})
	}
	return out
}

// ShippedDeck returns the shipped deck of that name.
func ShippedDeck(name string) (Shipped, bool) {
	for _, d := range ShippedDecks() {
		if d.Name == name {
			return d, true
		}
	}
	return Shipped{}, false
}
