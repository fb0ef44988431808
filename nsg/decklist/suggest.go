package decklist

import (
	"github.com/agnivade/levenshtein"
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
		if d := len(slug) - len(n.slug); d >= bestD || -d >= bestD {
			continue // at least bestD edits apart
		}
		if d := levenshtein.ComputeDistance(slug, n.slug); d < bestD {
			best, bestD = n.title, d
		}
	}
	return best, best != ""
}
