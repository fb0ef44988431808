package decklist

import (
	"sort"
	"strings"
	"sync"

	"github.com/datafort/datafort/nsg/carddb"
)

var identities = sync.OnceValue(func() []*carddb.Card {
	var out []*carddb.Card
	for _, c := range carddb.All() {
		if c.Type == carddb.Identity {
			out = append(out, c)
		}
	}
	return out
})

// shortNames maps the slug of the part of each identity's title before the
// colon to the identity; to nil when two identities share it.
var shortNames = sync.OnceValue(func() map[string]*carddb.Card {
	out := map[string]*carddb.Card{}
	for _, c := range identities() {
		short, _, _ := strings.Cut(c.Title, ":")
		slug := carddb.Slug(short)
		if _, dup := out[slug]; dup {
			out[slug] = nil
			continue
		}
		out[slug] = c
	}
	return out
})

// names are the keys suggest compares with: every title's slug, and each
// identity's short name, with the title each stands for.
var names = sync.OnceValue(func() []struct{ slug, title string } {
	var out []struct{ slug, title string }
	for _, c := range carddb.All() {
		out = append(out, struct{ slug, title string }{carddb.Slug(c.Title), c.Title})
		if c.Type == carddb.Identity {
			short, _, _ := strings.Cut(c.Title, ":")
			out = append(out, struct{ slug, title string }{carddb.Slug(short), c.Title})
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].slug < out[j].slug })
	return out
})

// suggest returns the title nearest to an unknown one, when it is near
// enough to be a misspelling: at most a third of the title's letters away
// (edit distance on slugs), at least 2. Ties go to the first in slug order.
func suggest(title string) (string, bool) {
	slug := carddb.Slug(strings.TrimSpace(productRE.ReplaceAllString(title, "")))
	if slug == "" {
		return "", false
	}
	limit := max(2, len(slug)/3)
	best, bestD := "", limit+1
	for _, n := range names() {
		if d := distance(slug, n.slug, bestD); d < bestD {
			best, bestD = n.title, d
		}
	}
	return best, best != ""
}

// distance is the Levenshtein distance of a and b, or at least bound when
// it is bound or more.
func distance(a, b string, bound int) int {
	if d := len(a) - len(b); d >= bound || -d >= bound {
		return bound
	}
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		rowMin := cur[0]
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			rowMin = min(rowMin, cur[j])
		}
		if rowMin >= bound {
			return bound
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}
