package decklist

import (
	"cmp"
	"github.com/agnivade/levenshtein"
	"slices"
	"strings"

	"github.com/datafort/datafort/neuroscape/carddb"
)

// maxSuggestions is how many names a did-you-mean offers at most.
const maxSuggestions = 3

// suggest returns up to maxSuggestions card names close to name: within a
// few typing mistakes of it (compared as carddb.Key compares, so case and
// punctuation never count), else sharing a word of four letters or more
// with it. extra names (advanced RAM) are candidates besides the card data.
func suggest(name string, extra []string) []string {
	key := carddb.Key(name)
	if key == "" {
		return nil
	}
	type candidate struct {
		name string
		dist int
	}
	var close []candidate
	var sharing []string
	words := strings.Fields(strings.ToUpper(name))
	consider := func(n string) {
		k := carddb.Key(n)
		if d := levenshtein.ComputeDistance(key, k); d <= max(2, len(k)/4) {
			close = append(close, candidate{n, d})
			return
		}
		for _, w := range words {
			if w = carddb.Key(w); len(w) >= 4 && strings.Contains(k, w) {
				sharing = append(sharing, n)
				return
			}
		}
	}
	for _, c := range carddb.All() {
		consider(c.Name)
	}
	for _, n := range extra {
		consider(n)
	}
	if len(close) > 0 {
		slices.SortStableFunc(close, func(a, b candidate) int { return cmp.Compare(a.dist, b.dist) })
		var out []string
		for _, c := range close[:min(len(close), maxSuggestions)] {
			out = append(out, c.name)
		}
		return out
	}
	return sharing[:min(len(sharing), maxSuggestions)]
}
