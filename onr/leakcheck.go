package onr

import (
	"cmp"
	"encoding/json"
	"fmt"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"sync"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// Hidden information, checked from the rules rather than from the engine's
// code (ONR-2.6, R080–R083): no view, option, prompt or event names a card
// its seat may not know. Package fuzz runs these checks in its games
// through the ruleset (engine.FuzzLeaks); tests of views run them too.

// HiddenFrom reports whether the identity of card k is hidden from the
// player at seat of role (spectators: engine.NoSeat), stated from the
// rules: nobody sees into a draw pile; HQ and face-down Archives are the
// Corp's, the hand is the Runner's; an installed Corp card that is neither
// rezzed nor face up is the Corp's. The Runner also knows a Corp card he or
// she accessed (ONR-11.11.5) for as long as it stays where it was accessed
// (Card.Known: the top of R&D, a card in HQ, an unrezzed card in its fort),
// and the Corp a card of its R&D that the Runner accessing it showed it
// (Card.KnownTo, until the card moves: ShowAccessedFromRD).
// Hidden resources installed face down are the Runner's (ONR-16.1). A
// spectator sees only what is public, and knows a card both seats know
// (a rezzed ice stored in HQ in front of everyone).
func HiddenFrom(k *Card, seat engine.Seat, role Role) bool {
	corp := seat != engine.NoSeat && role == Corp
	runner := seat != engine.NoSeat && role == Runner
	if seat == engine.NoSeat && k.KnownTo&3 == 3 && (k.Zone == ZoneHand || k.Zone == ZoneDeck) {
		return false
	}
	switch {
	case k.Zone == ZoneDeck && k.Side == Runner:
		// Only while its Runner searches the stack (ownsearch.go), or,
		// for the Corp, while a card shown to it in the open (Seen on a
		// Runner card) lies where it was shown, on top of the stack
		// (stackshow.go): the shuffle after places every card anew and
		// forgets it.
		return !(runner && k.KnownTo.Has(seat)) && !(corp && k.Seen && k.KnownTo.Has(seat))
	case k.Zone == ZoneDeck:
		return !(runner && k.Known) && !(corp && k.KnownTo.Has(seat))
	case k.Zone == ZoneHand && k.Side == Corp:
		return !corp && !(runner && k.Known)
	case k.Zone == ZoneHand:
		return !runner && !(seat != engine.NoSeat && k.KnownTo.Has(seat)) // or shown as it was taken (ownsearch.go)
	}
	switch k.Zone {
	case ZoneDiscard:
		return !k.FaceUp && !corp
	case ZoneIce, ZoneFort:
		if k.Rezzed || k.FaceUp || corp {
			return false
		}
		return !(runner && k.Known)
	case ZoneRig:
		return !k.FaceUp && !runner
	}
	return false // scored, set aside, held (face up, R403), removed
}

// leakViewer is a seat whose views are checked.
type leakViewer struct {
	name string
	seat engine.Seat
	role Role
}

// leakViewers returns the players of g and a spectator.
func leakViewers(g *Game) []leakViewer {
	var out []leakViewer
	for _, p := range g.State().Players {
		out = append(out, leakViewer{p.Role.String(), p.Seat, p.Role})
	}
	return append(out, leakViewer{"spectator", engine.NoSeat, 0})
}

// leakTitleIndex numbers the implemented cards' ids in the order of their
// titles, and keeps each title as it appears inside a JSON string.
var leakTitleIndex = sync.OnceValue(func() (ix struct {
	byID   map[string]int
	byCard []int32 // by CardID: the title's number, -1 for an id not implemented
	titles []string
	json   map[string]string
}) {
	ix.byID, ix.json = map[string]int{}, map[string]string{}
	ix.byCard = make([]int32, kernel.MaxCardIDs)
	for i := range ix.byCard {
		ix.byCard[i] = -1
	}
	for i, title := range Implemented() {
		d, _ := Lookup(title)
		ix.byID[d.ID()] = i
		ix.byCard[CardIDOf(d.ID())] = int32(i)
		ix.titles = append(ix.titles, title)
		b, _ := json.Marshal(title)
		ix.json[title] = string(b[1 : len(b)-1])
	}
	return ix
})

// HiddenTitles returns, for each viewer (each seat and engine.NoSeat), the
// titles that would reveal a hidden card, sorted: titles of cards hidden
// from the viewer, minus titles of any card the viewer may see (another
// copy in view legitimately shows the title), minus the names of virus
// counters, which are public (R082).
//
// For the events of a step, checked against the state after the step
// (forEvents), a card the Runner has seen (Card.Seen) and that is now
// stored in HQ or R&D does not count as hidden from the Runner: he or she
// may have accessed it during the step (ONR-11.11.5) before it moved, e.g.
// from the top of R&D into HQ by the Corp's draw, and naming it then tells
// nothing new; so does a Runner card shown to the Corp (Seen) and now in
// the stack, shuffled in the step after it was shown (stackshow.go).
// Installed face-down cards stay hidden unless known.
func HiddenTitles(g *Game, forEvents bool) map[engine.Seat][]string {
	ix := leakTitleIndex()
	hidden := hiddenIndexes(g, forEvents)
	out := make(map[engine.Seat][]string, len(hidden))
	for seat, idx := range hidden {
		out[seat] = titlesOf(ix.titles, idx)
	}
	return out
}

// titlesOf returns the titles numbered idx (nil for none, as HiddenTitles
// has it).
func titlesOf(titles []string, idx []int32) []string {
	if len(idx) == 0 {
		return nil
	}
	out := make([]string, len(idx))
	for r, i := range idx {
		out[r] = titles[i]
	}
	return out
}

// hiddenIndexes returns, for each viewer, the numbers (leakTitleIndex) of
// the titles HiddenTitles lists, increasing (the titles are numbered in
// their order).
func hiddenIndexes(g *Game, forEvents bool) map[engine.Seat][]int32 {
	plain, events := hiddenIndexPair(g, !forEvents, forEvents)
	if forEvents {
		return events
	}
	return plain
}

// hiddenIndexPair returns hiddenIndexes(g, false) if plain and
// hiddenIndexes(g, true) if events (nil for the one not asked), both from
// one pass over each viewer's cards: a checked step's views need the first
// and its events the second.
func hiddenIndexPair(g *Game, plain, events bool) (map[engine.Seat][]int32, map[engine.Seat][]int32) {
	const hidden, shown = 1, 2
	ix := leakTitleIndex()
	s := g.State()
	vs := leakViewers(g)
	var outPlain, outEvents map[engine.Seat][]int32
	if plain {
		outPlain = make(map[engine.Seat][]int32, len(vs))
	}
	if events {
		outEvents = make(map[engine.Seat][]int32, len(vs))
	}
	// The title of each card, and of each virus counter, once for every
	// viewer: -1 for a card out of play or not implemented.
	title := make([]int32, len(s.Cards))
	for c := int32(1); c < int32(len(s.Cards)); c++ {
		k := &s.Cards[c]
		title[c] = -1
		if k.Zone == ZoneNone || k.Zone == ZoneRemoved && !k.FaceUp {
			continue // a card removed face up (R502) is public
		}
		title[c] = ix.byCard[k.ID&(kernel.MaxCardIDs-1)]
	}
	var virus []int32
	for _, p := range s.Players {
		for _, x := range p.Virus {
			if i := ix.byCard[x.ID&(kernel.MaxCardIDs-1)]; i >= 0 {
				virus = append(virus, i)
			}
		}
	}
	marks := make([]uint8, 2*len(ix.titles)) // the plain marks, then the events'
	marksPlain, marksEvents := marks[:len(ix.titles)], marks[len(ix.titles):]
	for _, v := range vs {
		clear(marks)
		for c := int32(1); c < int32(len(s.Cards)); c++ {
			i := title[c]
			if i < 0 {
				continue
			}
			k := &s.Cards[c]
			hid := HiddenFrom(k, v.seat, v.role)
			if plain {
				if hid {
					marksPlain[i] |= hidden
				} else {
					marksPlain[i] |= shown
				}
			}
			if !events {
				continue
			}
			// For the events: a card the Runner has seen, now stored.
			seenStored := v.seat != engine.NoSeat && v.role == Runner && k.Seen && (k.Zone == ZoneHand || k.Zone == ZoneDeck)
			// And, for the Corp and spectators, a Runner card shown to the
			// Corp in the open (Seen on a Runner card),
			// now in the stack, which a shuffle in the step hid again.
			seenStored = seenStored || (v.seat == engine.NoSeat || v.role == Corp) && k.Side == Runner && k.Seen && k.Zone == ZoneDeck
			if hid && !seenStored {
				marksEvents[i] |= hidden
			} else {
				marksEvents[i] |= shown
			}
		}
		for _, i := range virus {
			marksPlain[i] |= shown
			marksEvents[i] |= shown
		}
		if plain {
			outPlain[v.seat] = hiddenNumbers(marksPlain, hidden)
		}
		if events {
			outEvents[v.seat] = hiddenNumbers(marksEvents, hidden)
		}
	}
	return outPlain, outEvents
}

// hiddenNumbers returns the numbers whose mark is hidden alone, increasing
// (nil for none).
func hiddenNumbers(marks []uint8, hidden uint8) []int32 {
	n := 0
	for _, m := range marks {
		if m == hidden {
			n++
		}
	}
	if n == 0 {
		return nil
	}
	list := make([]int32, 0, n)
	for i, m := range marks {
		if m == hidden {
			list = append(list, int32(i))
		}
	}
	return list
}

// HiddenBoth returns, per seat, the titles hidden both before and after a
// step (both sorted, as HiddenTitles returns them). An event of the step
// may name a card that was public when the step began and is hidden at its
// end: Joan of Arc, used from the rig, goes back to the Runner's hand as
// its cost (ONR-2.6: what was shown stays known).
func HiddenBoth(before, after map[engine.Seat][]string) map[engine.Seat][]string {
	return hiddenBothOf(before, after)
}

// hiddenBothIndexes is HiddenBoth over the numbers of the titles
// (hiddenIndexes), which are in the titles' order.
func hiddenBothIndexes(before, after map[engine.Seat][]int32) map[engine.Seat][]int32 {
	return hiddenBothOf(before, after)
}

// hiddenBothOf returns, per seat of after, what its sorted list shares
// with before's list of the seat (HiddenBoth, hiddenBothIndexes).
func hiddenBothOf[T cmp.Ordered](before, after map[engine.Seat][]T) map[engine.Seat][]T {
	out := make(map[engine.Seat][]T, len(after))
	for seat, a := range after {
		b := before[seat]
		var both []T
		for i, j := 0, 0; i < len(a) && j < len(b); {
			switch {
			case a[i] == b[j]:
				both = append(both, a[i])
				i++
				j++
			case a[i] < b[j]:
				i++
			default:
				j++
			}
		}
		out[seat] = both
	}
	return out
}

// NamesTitle returns the first of titles that text names as a word. An
// occurrence that is part of a longer implemented title written at the
// same place ("Worm" in "Early Worm", "Data Wall" in "Data Wall 2.0") does
// not name it.
func NamesTitle(text string, titles []string) (string, bool) {
	plain, _ := leakMatchers()
	set, ok := plain.set(titles)
	if !ok {
		return namesTitleEach(text, titles)
	}
	if r := plain.first(text, set); r >= 0 {
		return titles[r], true
	}
	return "", false
}

// TitleSet is a list of titles made ready to be found in many texts: its
// Names is NamesTitle and its NamesInJSON NamesInJSON, the set the matchers
// read built once, not per text.
type TitleSet struct{ h *hiddenOf }

// NewTitleSet returns the set of titles (sorted, as HiddenTitles and
// HiddenBoth return them).
func NewTitleSet(titles []string) TitleSet {
	return TitleSet{hiddenFromLists(map[engine.Seat][]string{0: titles})[0]}
}

// Names is NamesTitle(text, the set's titles).
func (t TitleSet) Names(text string) (string, bool) { return t.h.names(text) }

// NamesInJSON is NamesInJSON(b, the set's titles).
func (t TitleSet) NamesInJSON(b []byte) (string, bool) { return t.h.namesInJSON(b) }

// namesTitleEach is NamesTitle the long way, title after title, for a list
// that holds other titles than the implemented ones (the matchers know only
// those). TestTitleMatcherIsNamesTitle compares the two ways.
func namesTitleEach(text string, titles []string) (string, bool) {
	covers := leakTitleCovers()
	for _, title := range titles {
		for i := 0; ; {
			j := strings.Index(text[i:], title)
			if j < 0 {
				break
			}
			j += i
			end := j + len(title)
			if (j == 0 || !leakWord(text[j-1]) || !leakWord(title[0])) && (end == len(text) || !leakWord(text[end]) || !leakWord(title[len(title)-1])) &&
				!leakCovered(text, j, title, covers[title]) {
				return title, true
			}
			i = j + 1
		}
	}
	return "", false
}

// leakCovered reports whether the occurrence of title at j in text lies inside
// an occurrence of one of the longer titles of longer.
func leakCovered(text string, j int, title string, longer []string) bool {
	for _, u := range longer {
		for off := 0; ; off++ {
			k := strings.Index(u[off:], title)
			if k < 0 {
				break
			}
			off += k
			if start := j - off; start >= 0 && strings.HasPrefix(text[start:], u) {
				return true
			}
		}
	}
	return false
}

// leakTitleCovers maps each implemented title, as written and as inside a JSON
// string, to the longer titles (in the same form) that contain it.
var leakTitleCovers = sync.OnceValue(func() map[string][]string {
	ix := leakTitleIndex()
	var all []string
	for _, t := range ix.titles {
		all = append(all, t)
		if j := ix.json[t]; j != t {
			all = append(all, j)
		}
	}
	out := map[string][]string{}
	for _, t := range all {
		for _, u := range all {
			if len(u) > len(t) && strings.Contains(u, t) {
				out[t] = append(out[t], u)
			}
		}
	}
	return out
})

// leakKeywordLists matches the keyword lists of a view's cards: keywords are
// printed data of a card in view, never a title, even where a keyword is
// spelled as a card's title ("Zombie").
var leakKeywordLists = regexp.MustCompile(`"keywords":\[[^\]]*\]`)

// NamesInJSON returns the first of titles (implemented titles, as written)
// that the JSON text b of a view names as a word, outside the keyword lists
// of its cards.
func NamesInJSON(b []byte, titles []string) (string, bool) {
	plain, inJSON := leakMatchers()
	set, ok := plain.set(titles) // a title's number is its pattern in either form
	if !ok {
		return namesInJSONEach(b, titles)
	}
	if r := inJSON.first(stripKeywordLists(b), set); r >= 0 {
		return titles[r], true
	}
	return "", false
}

// namesInJSONEach is NamesInJSON the long way (namesTitleEach).
func namesInJSONEach(b []byte, titles []string) (string, bool) {
	title, leak := namesTitleEach(leakKeywordLists.ReplaceAllString(string(b), ""), leakJSONTitles(titles))
	if !leak {
		return "", false
	}
	for _, t := range titles {
		if leakTitleIndex().json[t] == title {
			return t, true
		}
	}
	return title, true
}

// stripKeywordLists returns the JSON text b without the keyword lists of its
// cards: what leakKeywordLists.ReplaceAllString(string(b), "") returns, read
// without the regular expression (each "keywords":[ up to the first ]
// after it, left to right; none once a list is not closed), as every view
// of a leak-checked step is read. TestStripKeywordListsIsTheRegexp
// compares the two ways.
func stripKeywordLists(b []byte) string {
	const open = `"keywords":[`
	s := string(b)
	var out strings.Builder
	i := 0
	for {
		j := strings.Index(s[i:], open)
		if j < 0 {
			break
		}
		k := strings.IndexByte(s[i+j+len(open):], ']')
		if k < 0 {
			break
		}
		if out.Len() == 0 {
			out.Grow(len(s))
		}
		out.WriteString(s[i : i+j])
		i += j + len(open) + k + 1
	}
	if i == 0 {
		return s
	}
	out.WriteString(s[i:])
	return out.String()
}

// leakJSONTitles returns titles as they appear inside a JSON string.
func leakJSONTitles(titles []string) []string {
	ix := leakTitleIndex()
	out := make([]string, len(titles))
	for i, t := range titles {
		out[i] = ix.json[t]
	}
	return out
}

// LeakStats counts what a LeakChecker compared, so that a test can see
// that its checks had something to check.
type LeakStats struct {
	Views     int // views checked
	Cards     int // card views compared with their card
	Distinct  int // … of which the handle differs from the card index
	WithTrace int // views checked during a trace
}

// LeakChecker checks the views, options and events of games against the
// hidden information of each seat. The zero value is ready to use; it is
// not safe for concurrent use.
type LeakChecker struct {
	Stats LeakStats

	handles map[int]bool // Check's, kept from one call to the next
}

// hiddenOf is the hidden titles of one reader, ready to be found in texts
// (titleMatcher): a list of titles, or their numbers (hiddenIndexes).
type hiddenOf struct {
	list []string // the titles; nil when idx numbers them
	idx  []int32
	set  titleSet
	slow bool // list holds a title the matchers do not know: it is read the long way
}

// hiddenFromLists returns the hidden titles of each reader, from lists of
// titles (HiddenTitles, HiddenBoth).
func hiddenFromLists(hidden map[engine.Seat][]string) map[engine.Seat]*hiddenOf {
	plain, _ := leakMatchers()
	out := make(map[engine.Seat]*hiddenOf, len(hidden))
	for seat, list := range hidden {
		h := &hiddenOf{list: list}
		if len(list) > 0 {
			var ok bool
			h.set, ok = plain.set(list)
			h.slow = !ok
		}
		out[seat] = h
	}
	return out
}

// hiddenFromIndexes returns the hidden titles of each reader, from the
// numbers of the titles (hiddenIndexes, hiddenBothIndexes).
func hiddenFromIndexes(hidden map[engine.Seat][]int32) map[engine.Seat]*hiddenOf {
	n := len(leakTitleIndex().titles)
	out := make(map[engine.Seat]*hiddenOf, len(hidden))
	for seat, idx := range hidden {
		h := &hiddenOf{idx: idx}
		if len(idx) > 0 {
			h.set = indexSet(n, idx)
		}
		out[seat] = h
	}
	return out
}

// title returns the r-th hidden title.
func (h *hiddenOf) title(r int32) string {
	if h.idx != nil {
		return leakTitleIndex().titles[h.idx[r]]
	}
	return h.list[r]
}

// empty reports whether nothing is hidden (h may be nil: a reader not
// listed).
func (h *hiddenOf) empty() bool { return h == nil || len(h.list) == 0 && len(h.idx) == 0 }

// names is NamesTitle(text, the hidden titles).
func (h *hiddenOf) names(text string) (string, bool) {
	switch {
	case h.empty():
		return "", false
	case h.slow:
		return namesTitleEach(text, h.list)
	}
	plain, _ := leakMatchers()
	if r := plain.first(text, h.set); r >= 0 {
		return h.title(r), true
	}
	return "", false
}

// namesInJSON is NamesInJSON(b, the hidden titles).
func (h *hiddenOf) namesInJSON(b []byte) (string, bool) {
	switch {
	case h.empty():
		return "", false
	case h.slow:
		return namesInJSONEach(b, h.list)
	}
	_, inJSON := leakMatchers()
	if r := inJSON.first(stripKeywordLists(b), h.set); r >= 0 {
		return h.title(r), true
	}
	return "", false
}

// Check checks the views of every seat and of a spectator, and the
// descriptions and prompts of every pending decision, against hidden (from
// HiddenTitles(g, false)); it returns the first leak found.
func (lc *LeakChecker) Check(g *Game, hidden map[engine.Seat][]string) error {
	return lc.check(g, hiddenFromLists(hidden))
}

// check is Check, with the hidden titles ready to be found.
func (lc *LeakChecker) check(g *Game, hidden map[engine.Seat]*hiddenOf) error {
	s := g.State()
	if err := startOfRunAsksOnPublicFacts(g); err != nil {
		return err
	}
	for _, w := range leakViewers(g) {
		v, ok := g.View(w.seat).(*View)
		if !ok {
			return fmt.Errorf("View(%d) is a %T", w.seat, g.View(w.seat))
		}
		lc.Stats.Views++
		b, err := json.Marshal(v)
		if err != nil {
			return fmt.Errorf("%s view: %v", w.name, err)
		}
		if title, leak := hidden[w.seat].namesInJSON(b); leak {
			return fmt.Errorf("the %s view names %q, which is hidden from the %s:\n%s", w.name, title, w.name, b)
		}

		// Pending holds exactly the leakViewer's own decisions.
		var own []engine.Decision
		for _, d := range g.Pending() {
			if d.Seat == w.seat {
				own = append(own, d)
			}
		}
		if !reflect.DeepEqual(v.Pending, own) {
			return fmt.Errorf("the %s view has pending %+v, want its own decisions %+v", w.name, v.Pending, own)
		}

		// Secret trace amounts (ONR-12.2.2): only one's own.
		if v.Trace != nil {
			lc.Stats.WithTrace++
			if v.Trace.CorpBid != nil && (w.seat == engine.NoSeat || w.role != Corp) {
				return fmt.Errorf("the %s view shows the Corp's secret trace bid", w.name)
			}
			if v.Trace.RunnerBuys != nil && (w.seat == engine.NoSeat || w.role != Runner) {
				return fmt.Errorf("the %s view shows the Runner's secret link purchase", w.name)
			}
		}

		// Cards are named by handle, never by internal index.
		for _, p := range s.Players {
			pv := v.Player(p.Role)
			if w.seat == p.Seat {
				if err := lc.cards(g, pv.Hand, p.Hand, "the "+p.Role.String()+"'s hand"); err != nil {
					return err
				}
			} else if pv.Hand != nil {
				return fmt.Errorf("the %s view lists the %s's hand", w.name, p.Role)
			}
			if pv.HandCount != len(p.Hand) || pv.DeckCount != len(p.Deck) {
				return fmt.Errorf("the %s view miscounts the %s's hand or deck (R082)", w.name, p.Role)
			}
			discard := p.Discard
			if p.Role == Corp && w.seat != p.Seat {
				discard = slices.DeleteFunc(slices.Clone(discard), func(c int32) bool { return !s.Cards[c].FaceUp })
			}
			for _, z := range []struct {
				vs    []CardView
				cs    []int32
				where string
			}{
				{pv.Discard, discard, "discard pile"}, {pv.Scored, p.Scored, "scored area"},
				{pv.Rig, p.Rig, "rig"}, {pv.Aside, p.Aside, "cards set aside"}, {pv.Held, p.Held, "held cards"},
			} {
				if err := lc.cards(g, z.vs, z.cs, "the "+p.Role.String()+"'s "+z.where); err != nil {
					return err
				}
			}
		}
		for _, f := range v.Forts {
			if err := lc.cards(g, f.Ice, s.Forts[f.Index].Ice, f.Name+" ice"); err != nil {
				return err
			}
			if err := lc.cards(g, f.Cards, s.Forts[f.Index].Cards, f.Name); err != nil {
				return err
			}
		}
	}

	// Options name cards by handle, and their descriptions for the seat
	// that decides name nothing hidden from it.
	if lc.handles == nil {
		lc.handles = map[int]bool{}
	}
	handles := lc.handles
	clear(handles)
	for c := int32(1); c < int32(len(s.Cards)); c++ {
		handles[g.Handle(c)] = true
	}
	for _, d := range g.Pending() {
		for i, o := range d.Options {
			if o.Card != 0 && !handles[o.Card] {
				return fmt.Errorf("option %+v names card %d, which is no card's handle", o, o.Card)
			}
			if title, leak := hidden[d.Seat].names(g.Describe(d, i)); leak {
				return fmt.Errorf("option %q offered to seat %d names %q, hidden from it", g.Describe(d, i), d.Seat, title)
			}
		}
		if title, leak := hidden[d.Seat].names(d.Prompt); leak {
			return fmt.Errorf("prompt %q to seat %d names %q, hidden from it", d.Prompt, d.Seat, title)
		}
	}
	return nil
}

// cards checks that card views name cards cs by their handles, in order.
func (lc *LeakChecker) cards(g *Game, vs []CardView, cs []int32, where string) error {
	if len(vs) != len(cs) {
		return fmt.Errorf("%s shows %d cards, holds %d", where, len(vs), len(cs))
	}
	for i := range vs {
		if h := g.Handle(cs[i]); int(vs[i].Handle) != h {
			return fmt.Errorf("%s shows handle %d for a card whose handle is %d (index %d)", where, vs[i].Handle, h, cs[i])
		}
		lc.Stats.Cards++
		if int(vs[i].Handle) != int(cs[i]) {
			lc.Stats.Distinct++
		}
	}
	return nil
}

// Events checks that the events of a step, as each seat and a spectator
// read them, name no card hidden from that reader (hidden: HiddenBoth of
// HiddenTitles(g, true) before and after the step).
func (lc *LeakChecker) Events(g *Game, ev []engine.Event, hidden map[engine.Seat][]string) error {
	return lc.events(g, ev, hiddenFromLists(hidden))
}

// events is Events, with the hidden titles ready to be found.
func (lc *LeakChecker) events(g *Game, ev []engine.Event, hidden map[engine.Seat]*hiddenOf) error {
	if len(ev) == 0 {
		return nil
	}
	vs := leakViewers(g)
	for _, e := range ev {
		for _, w := range vs {
			text := e.For(w.seat)
			if title, leak := hidden[w.seat].names(text); leak {
				return fmt.Errorf("event %q, as the %s reads it, names %q, hidden from the %s", text, w.name, title, w.name)
			}
		}
	}
	return nil
}

// LeakChecker implements engine.FuzzLeaks: a checker of one game's views,
// options, prompts and events by the hidden titles of each seat
// (LeakChecker, HiddenTitles, HiddenBoth).
func (rules) LeakChecker() engine.LeakChecker { return &stepLeaks{} }

// stepLeaks is ONR's engine.LeakChecker.
type stepLeaks struct {
	lc     LeakChecker
	before map[engine.Seat][]int32 // the numbers of HiddenTitles(g, true) at the last Check (hiddenIndexes)
}

// Check implements engine.LeakChecker.
func (l *stepLeaks) Check(g engine.Game) error {
	og, ok := g.(*Game)
	if !ok {
		return fmt.Errorf("onr: checking a %T for leaks, not an ONR game", g)
	}
	plain, events := hiddenIndexPair(og, true, true)
	if err := l.lc.check(og, hiddenFromIndexes(plain)); err != nil {
		return err
	}
	l.before = events
	return nil
}

// Events implements engine.LeakChecker.
func (l *stepLeaks) Events(g engine.Game, ev []engine.Event) error {
	og, ok := g.(*Game)
	if !ok {
		return fmt.Errorf("onr: checking a %T for leaks, not an ONR game", g)
	}
	if len(ev) == 0 {
		return nil // no event names anything
	}
	return l.lc.events(og, ev, hiddenFromIndexes(hiddenBothIndexes(l.before, hiddenIndexes(og, true))))
}
