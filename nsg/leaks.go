package nsg

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/datafort/datafort/engine"
)

// LeakChecker implements engine.FuzzLeaks: the fuzzer checks every game's
// views, options, prompts and events against the rules of who may see a
// card (State.sees).
func (Ruleset) LeakChecker() engine.LeakChecker { return &leakChecker{} }

// leakChecker keeps, from each Check, the titles each seat could see
// before the step: an event may name a card the seat saw move (a faceup
// Archives card installed facedown).
type leakChecker struct {
	seen map[engine.Seat]map[string]bool
	// kept are the finders of the last hidden titles of each reader (a
	// seat, or a seat's events: keptKey), kept while the titles do not
	// change from one step to the next.
	kept map[keptKey]keptFinder
}

// keptKey names a finder the checker keeps: a reader's hidden titles for
// the views, options and prompts, or for the events (events).
type keptKey struct {
	seat   engine.Seat
	events bool
}

// keptFinder is a finder and the titles it finds.
type keptFinder struct {
	titles map[string]bool
	f      *titleFinder
}

// finder returns the finder of titles, the one kept for key if it finds
// the same titles, else a new one, kept.
func (lc *leakChecker) finder(key keptKey, titles map[string]bool) *titleFinder {
	if k, ok := lc.kept[key]; ok && maps.Equal(k.titles, titles) {
		return k.f
	}
	f := newTitleFinder(titles)
	if lc.kept == nil {
		lc.kept = map[keptKey]keptFinder{}
	}
	lc.kept[key] = keptFinder{titles, f}
	return f
}

// visibleTitles returns the titles of the cards seat sees.
func visibleTitles(s *State, seat engine.Seat) map[string]bool {
	out := map[string]bool{}
	for i := range s.Cards {
		if c := &s.Cards[i]; s.sees(seat, c) {
			out[c.Title] = true
		}
	}
	return out
}

// hidden returns the titles of the other side's cards that no card seat
// sees bears: a text for seat naming one tells it of a card it may not see.
func hidden(s *State, seat engine.Seat) map[string]bool {
	out := map[string]bool{}
	shown := make([]bool, len(s.Cards)) // whether seat sees each card, asked once
	for i := range s.Cards {
		c := &s.Cards[i]
		if shown[i] = s.sees(seat, c); !shown[i] {
			out[c.Title] = true
		}
	}
	for i := range s.Cards {
		if c := &s.Cards[i]; shown[i] || c.Owner == seat {
			delete(out, c.Title)
		}
	}
	return out
}

// titleFinder finds in one pass over a text whether it contains one of a
// set of titles, instead of a search per title: the leak checks read every
// view, board, option, prompt and event of a checked game.
type titleFinder struct {
	n     int
	first [256][]string // the titles by their first byte, in increasing order
}

// newTitleFinder returns the finder of titles (the empty one left out: it
// names nothing).
func newTitleFinder(titles map[string]bool) *titleFinder {
	f := &titleFinder{}
	for _, t := range slices.Sorted(maps.Keys(titles)) {
		if t != "" {
			f.first[t[0]] = append(f.first[t[0]], t)
			f.n++
		}
	}
	return f
}

// find returns the title that begins first in text (of two beginning at
// one place, the first in order), "" for none.
func (f *titleFinder) find(text string) string {
	if f.n == 0 {
		return ""
	}
	for j := 0; j < len(text); j++ {
		for _, t := range f.first[text[j]] {
			if strings.HasPrefix(text[j:], t) {
				return t
			}
		}
	}
	return ""
}

// hiddenFinders keeps, for one check, the finder of each seat's hidden
// titles: the state does not change while it is checked.
type hiddenFinders struct {
	s  *State
	lc *leakChecker
	by map[engine.Seat]*titleFinder
}

func (h *hiddenFinders) of(seat engine.Seat) *titleFinder {
	if f, ok := h.by[seat]; ok {
		return f
	}
	if h.by == nil {
		h.by = map[engine.Seat]*titleFinder{}
	}
	f := h.lc.finder(keptKey{seat: seat}, hidden(h.s, seat))
	h.by[seat] = f
	return f
}

// Check checks the views of both seats and a spectator (no title of a card
// the viewer may not see), the options of each pending decision as its
// seat reads them, and its prompt, which every seat reads.
func (lc *leakChecker) Check(eg engine.Game) error {
	g, ok := eg.(*Game)
	if !ok {
		return fmt.Errorf("nsg: leak check of a %T", eg)
	}
	s := &g.st
	lc.seen = map[engine.Seat]map[string]bool{s.Corp: visibleTitles(s, s.Corp), s.Runner: visibleTitles(s, s.Runner)}
	hid := &hiddenFinders{s: s, lc: lc}
	byID := indexCards(s)
	for _, seat := range []engine.Seat{s.Corp, s.Runner, engine.NoSeat} {
		v := g.View(seat).(View)
		for _, c := range v.cards() {
			if card := byID.card(c.ID); c.Title != "" && (card == nil || !s.sees(seat, card)) {
				return fmt.Errorf("seat %d's view names %s (card %d)", seat, c.Title, c.ID)
			}
		}
		if err := s.tableLeaks(g.TableView(seat), seat, hid.of(seat), byID); err != nil {
			return err
		}
		// The terminal's board and run step (render.go).
		if t := hid.of(seat).find(g.Render(seat)); t != "" {
			return fmt.Errorf("seat %d's board names %s", seat, t)
		}
	}
	for _, d := range s.Pending {
		other := s.other(d.Seat)
		if t := hid.of(other).find(d.Prompt); t != "" {
			return fmt.Errorf("the prompt %q, read by seat %d, names %s", d.Prompt, other, t)
		}
		mine := hid.of(d.Seat)
		for i := range d.Options {
			if t := mine.find(publicText(d.Options[i], g.Describe(d, i))); t != "" {
				return fmt.Errorf("seat %d's option %q names %s", d.Seat, g.Describe(d, i), t)
			}
			// The option's help (help.go) gives a card's text only when
			// the decider may see the card.
			if h := g.Help(d, i); h.Text != "" {
				if c := byID.card(int32(h.Card)); c == nil || !s.sees(d.Seat, c) {
					return fmt.Errorf("seat %d's option %q gives the text of card %d, which it may not see", d.Seat, g.Describe(d, i), h.Card)
				}
			}
		}
		if t := mine.find(g.helpText(d)); t != "" {
			return fmt.Errorf("the help of seat %d's options names %s", d.Seat, t)
		}
	}
	return nil
}

// Events checks each event as each seat reads it, but a secret told to
// that seat (what it drew, what it accessed) and a card the rules reveal
// (type "reveal", or "expose": exposing reveals, CR 1.21): no title of a card hidden from it both before the step
// (its last Check) and after it.
func (lc *leakChecker) Events(eg engine.Game, events []engine.Event) error {
	g, ok := eg.(*Game)
	if !ok {
		return fmt.Errorf("nsg: leak check of a %T", eg)
	}
	s := &g.st
	for _, seat := range []engine.Seat{s.Corp, s.Runner} {
		var f *titleFinder // built for the first event seat reads
		for _, e := range events {
			if e.Private&(1<<uint(seat)) != 0 || e.Type == "reveal" || e.Type == "expose" {
				continue
			}
			if f == nil {
				h := hidden(s, seat)
				for t := range lc.seen[seat] {
					delete(h, t)
				}
				f = lc.finder(keptKey{seat: seat, events: true}, h)
			}
			if t := f.find(namedTitleLeft(e.Type, e.For(seat))); t != "" {
				return fmt.Errorf("seat %d reads %q, naming %s", seat, e.For(seat), t)
			}
		}
	}
	return nil
}

// cards returns every card of the view.
func (v View) cards() []CardView {
	out := append(append(append(append(append([]CardView(nil), v.Hand...), v.Archives...), v.Heap...), v.Rig...), v.SetAside...)
	for _, l := range v.Scored {
		out = append(out, l...)
	}
	for _, sv := range v.Servers {
		out = append(append(out, sv.Root...), sv.Ice...)
	}
	return out
}

// publicText is the description text of option o less the title of the
// card pool it names, a public value (CR 1.15.1b: "name a card"): only the
// exact description of a name option ("name " and a pool title) is left
// out, so a text naming a card of a hidden zone is still found.
func publicText(o engine.Option, text string) string {
	if t := poolTitle(o.Arg); o.Verb == verbName && t != "" && text == "name "+t {
		return ""
	}
	return text
}

// namedTitleLeft is the text of an event of type typ less the title of
// the card pool a "name" event names (namesText): public, as the pool is.
func namedTitleLeft(typ, text string) string {
	if typ != "name" {
		return text
	}
	for _, t := range poolTitles() {
		for _, role := range []string{"Corp", "Runner"} {
			if text == namesText(role, t) {
				return ""
			}
		}
	}
	return text
}
