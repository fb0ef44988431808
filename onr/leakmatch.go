package onr

import (
	"strings"
	"sync"
)

// The leak checks read every view, option, prompt and event of a checked
// game for the titles hidden from its reader: some hundreds of titles over
// texts of some thousands of bytes, step after step. Searching the text
// once per title (strings.Index) costs a pass per title; a titleMatcher
// finds in one pass every place where any implemented title is written,
// and the hidden set (titleSet) says which of them counts. What counts as
// naming a title is NamesTitle's, unchanged: a word at both ends, not part
// of a longer implemented title written at the same place (leakCovered);
// and of several titles named, the first of the list.

// titleMatcher finds where the implemented titles, in one form (as written,
// or as inside a JSON string), are written in a text. Pattern i is title i
// of leakTitleIndex in that form.
type titleMatcher struct {
	pats   []string
	covers [][]string // by pattern: the longer titles that contain it (leakTitleCovers)
	id     map[string]int32
	// one holds the patterns of a single byte, by that byte; pair the
	// number (plus one; 0: none) of the bucket of patterns that begin with
	// two bytes, by those bytes.
	one    [256][]int32
	pair   []uint16
	bucket [][]int32
}

// newTitleMatcher returns the matcher of pats, whose covers are covers'.
func newTitleMatcher(pats []string, covers map[string][]string) *titleMatcher {
	m := &titleMatcher{pats: pats, covers: make([][]string, len(pats)), id: make(map[string]int32, len(pats)), pair: make([]uint16, 1<<16)}
	for i, p := range pats {
		m.covers[i] = covers[p]
		if _, dup := m.id[p]; !dup {
			m.id[p] = int32(i)
		}
		switch {
		case p == "":
			// An empty title is no implemented title; a list naming one is
			// read the long way (namesTitleEach).
		case len(p) == 1:
			m.one[p[0]] = append(m.one[p[0]], int32(i))
		default:
			k := uint16(p[0])<<8 | uint16(p[1])
			if m.pair[k] == 0 {
				m.bucket = append(m.bucket, nil)
				m.pair[k] = uint16(len(m.bucket))
			}
			m.bucket[m.pair[k]-1] = append(m.bucket[m.pair[k]-1], int32(i))
		}
	}
	return m
}

// leakMatchers returns the matchers of the implemented titles as written
// and as inside a JSON string.
var leakMatchers = sync.OnceValues(func() (plain, inJSON *titleMatcher) {
	ix := leakTitleIndex()
	covers := leakTitleCovers()
	js := make([]string, len(ix.titles))
	for i, t := range ix.titles {
		js[i] = ix.json[t]
	}
	return newTitleMatcher(ix.titles, covers), newTitleMatcher(js, covers)
})

// titleSet is a list of titles as a set over the patterns of a matcher:
// rank[i] is the first place of pattern i in the list, -1 when absent.
type titleSet struct {
	rank []int32
}

// set returns the titles of list (patterns of m) as a set; ok is false when
// the list holds a title that is no pattern of m.
func (m *titleMatcher) set(list []string) (s titleSet, ok bool) {
	s.rank = make([]int32, len(m.pats))
	for i := range s.rank {
		s.rank[i] = -1
	}
	for r, t := range list {
		i, known := m.id[t]
		if !known || t == "" {
			return titleSet{}, false
		}
		if s.rank[i] < 0 {
			s.rank[i] = int32(r)
		}
	}
	return s, true
}

// indexSet returns the titles numbered idx (indexes of leakTitleIndex, in
// increasing order) as a set over the patterns of either matcher.
func indexSet(n int, idx []int32) titleSet {
	s := titleSet{rank: make([]int32, n)}
	for i := range s.rank {
		s.rank[i] = -1
	}
	for r, i := range idx {
		s.rank[i] = int32(r)
	}
	return s
}

// leakWord reports whether b is a letter or a digit: a title written inside
// a word is not named (NamesTitle).
func leakWord(b byte) bool {
	return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9'
}

// first returns the place in the set's list of the first title of s that
// text names (as NamesTitle says), -1 for none.
func (m *titleMatcher) first(text string, s titleSet) int32 {
	best := int32(-1)
	try := func(j int, p int32) {
		r := s.rank[p]
		if r < 0 || best >= 0 && r >= best {
			return
		}
		title := m.pats[p]
		end := j + len(title)
		if (end == len(text) || !leakWord(text[end]) || !leakWord(title[len(title)-1])) && !leakCovered(text, j, title, m.covers[p]) {
			best = r
		}
	}
	for j := 0; j < len(text); j++ {
		c := text[j]
		if j > 0 && leakWord(c) && leakWord(text[j-1]) {
			continue // every title written from here begins inside a word
		}
		for _, p := range m.one[c] {
			try(j, p)
		}
		if j+1 == len(text) {
			break
		}
		b := m.pair[uint16(c)<<8|uint16(text[j+1])]
		if b == 0 {
			continue
		}
		for _, p := range m.bucket[b-1] {
			if strings.HasPrefix(text[j:], m.pats[p]) {
				try(j, p)
			}
		}
	}
	return best
}
