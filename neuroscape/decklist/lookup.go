package decklist

import (
	"sync"
	"unicode"

	"golang.org/x/text/runes"
	"golang.org/x/text/transform"
	"golang.org/x/text/unicode/norm"

	"github.com/datafort/datafort/neuroscape/carddb"
)

// foldedNames maps the key of every card name with its accents removed
// ("DÉJÀ VU" → "DEJAVU") to its card, for names carddb.Lookup misses
// because carddb.Key drops accented letters.
var foldedNames = sync.OnceValue(func() map[string]*carddb.Card {
	m := map[string]*carddb.Card{}
	for _, c := range carddb.All() {
		m[foldKey(c.Name)] = c
	}
	return m
})

// foldKey is carddb.Key of name after removing its accents.
func foldKey(name string) string {
	folded, _, err := transform.String(transform.Chain(norm.NFD, runes.Remove(runes.In(unicode.Mn)), norm.NFC), name)
	if err != nil {
		folded = name
	}
	return carddb.Key(folded)
}

// lookup finds the card a list names: as carddb.Lookup does (case,
// punctuation and codes), else ignoring accents too.
func lookup(name string) (*carddb.Card, bool) {
	if c, ok := carddb.Lookup(name); ok {
		return c, true
	}
	c, ok := foldedNames()[foldKey(name)]
	return c, ok
}
