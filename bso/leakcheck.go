package bso

import (
	"encoding/json"
	"fmt"
	"reflect"
	"sync"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
	"github.com/datafort/datafort/onr"
)

// Hidden information at a table of teams, checked from the rules rather
// than from the engine's code, for package fuzz (engine.FuzzLeaks): no
// view, option, prompt or event names a card its seat may not know, and
// teammates share nothing hidden ("Teams and Seating"). The titles are
// found as ONR's leak check finds them (onr.NamesInJSON, onr.NamesTitle,
// onr.HiddenBoth); what each seat may know is stated here for any number
// of seats.

// LeakChecker implements engine.FuzzLeaks: a checker of one game's views,
// options, prompts and events by the titles hidden from each seat.
func (rules) LeakChecker() engine.LeakChecker { return &leakCheck{} }

// leakCheck is bso's engine.LeakChecker.
type leakCheck struct {
	before map[engine.Seat][]string // the events' titles of leakTitlePair at the last Check
}

// Check implements engine.LeakChecker: every seat's and a spectator's view
// names no title hidden from it and holds its own decisions and hand only;
// no option or prompt names a title hidden from its seat.
func (l *leakCheck) Check(g engine.Game) error {
	bg, ok := g.(*Game)
	if !ok {
		return fmt.Errorf("bso: checking a %T for leaks, not a bso game", g)
	}
	titles, before := leakTitlePair(bg)
	hidden := titleSets(titles)
	s := bg.State()
	for _, v := range leakViewers(bg) {
		view, ok := bg.View(v).(*View)
		if !ok {
			return fmt.Errorf("View(%d) is a %T", v, bg.View(v))
		}
		b, err := json.Marshal(view)
		if err != nil {
			return fmt.Errorf("the view of seat %d: %w", v, err)
		}
		if title, leak := hidden[v].NamesInJSON(b); leak {
			return fmt.Errorf("the view of seat %d names %q, hidden from it:\n%s", v, title, b)
		}
		var own []engine.Decision
		for _, d := range bg.Pending() {
			if d.Seat == v {
				own = append(own, d)
			}
		}
		if !reflect.DeepEqual(view.Pending, own) {
			return fmt.Errorf("the view of seat %d has pending %v, not its own %v", v, view.Pending, own)
		}
		for i := range s.Players {
			if (view.Players[i].Hand != nil) != (v == engine.Seat(i)) {
				return fmt.Errorf("the view of seat %d lists the hand of seat %d: %v", v, i, view.Players[i].Hand != nil)
			}
		}
	}
	for _, d := range bg.Pending() {
		for i := range d.Options {
			if title, leak := hidden[d.Seat].Names(bg.Describe(d, i)); leak {
				return fmt.Errorf("option %q to seat %d names %q, hidden from it", bg.Describe(d, i), d.Seat, title)
			}
		}
		if title, leak := hidden[d.Seat].Names(d.Prompt); leak {
			return fmt.Errorf("prompt %q to seat %d names %q, hidden from it", d.Prompt, d.Seat, title)
		}
	}
	l.before = before
	return nil
}

// Events implements engine.LeakChecker: the events of the step, as each
// seat and a spectator read them, name no card hidden from the reader both
// before and after the step (onr.HiddenBoth: a prep played in the open and
// taken back into the hand was named while all saw it).
func (l *leakCheck) Events(g engine.Game, ev []engine.Event) error {
	bg, ok := g.(*Game)
	if !ok {
		return fmt.Errorf("bso: checking a %T for leaks, not a bso game", g)
	}
	if len(ev) == 0 {
		return nil // no event names anything
	}
	_, after := leakTitlePair(bg)
	hidden := titleSets(onr.HiddenBoth(l.before, after))
	for _, e := range ev {
		for _, v := range leakViewers(bg) {
			if title, leak := hidden[v].Names(e.For(v)); leak {
				return fmt.Errorf("event %q, as seat %d reads it, names %q, hidden from it", e.For(v), v, title)
			}
		}
	}
	return nil
}

// leakViewers returns a spectator and every seat of g.
func leakViewers(g *Game) []engine.Seat {
	out := []engine.Seat{engine.NoSeat}
	for i := range g.State().Players {
		out = append(out, engine.Seat(i))
	}
	return out
}

// leakHidden reports whether the identity of card k is hidden from seat
// (NoSeat: a spectator), stated from the rules: nobody sees into a draw
// pile; a hand is its holder's; an installed Corp card neither rezzed nor
// face up is its Corp's; a face-down resource is its Runner's (ONR-2.6,
// ONR-16.1). A seat that accessed or was shown a card knows it where it is
// (Card.KnownTo), that seat only: teammates share nothing hidden. A card
// every seat knows is known to spectators too (everyone: the mask of all
// the table's seats).
func leakHidden(k *onr.Card, seat engine.Seat, everyone kernel.Viewers) bool {
	knows := seat >= 0 && k.KnownTo.Has(seat) || seat < 0 && k.KnownTo != 0 && k.KnownTo&everyone == everyone
	own := seat >= 0 && k.At == seat
	switch k.Zone {
	case onr.ZoneDeck:
		return !knows
	case onr.ZoneHand:
		return !own && !knows
	case onr.ZoneDiscard:
		return !k.FaceUp && k.Side == onr.Corp && !own
	case onr.ZoneIce, onr.ZoneFort:
		return !k.Rezzed && !k.FaceUp && !own && !knows
	case onr.ZoneRig:
		return !k.FaceUp && !own
	}
	return false
}

// leakIndex numbers the implemented cards' ids in the order of their
// titles.
var leakIndex = sync.OnceValue(func() (ix struct {
	byID   map[string]int
	titles []string
}) {
	ix.byID = map[string]int{}
	for i, title := range onr.Implemented() {
		d, _ := onr.Lookup(title)
		ix.byID[d.ID()] = i
		ix.titles = append(ix.titles, title)
	}
	return ix
})

// titleSets returns each viewer's titles made ready to be found in its
// texts (onr.TitleSet), once per step, not per text.
func titleSets(titles map[engine.Seat][]string) map[engine.Seat]onr.TitleSet {
	out := make(map[engine.Seat]onr.TitleSet, len(titles))
	for v, list := range titles {
		out[v] = onr.NewTitleSet(list)
	}
	return out
}

// leakTitlePair returns, for each viewer, the titles that would reveal a
// hidden card, sorted: titles of cards hidden from it, minus titles of any
// card it may see and of virus counters (public, R082); plain for the
// views, options and prompts, events for a step's events. For the events,
// a Corp card some Runner has seen that is now stored in HQ or R&D does not
// count for Runners: one may have accessed it during the step before it
// moved; nor does a Runner card shown in the open that a shuffle in the
// step put back into the stack. Both come from one pass over each viewer's
// cards.
func leakTitlePair(g *Game) (plain, events map[engine.Seat][]string) {
	const hidden, shown = 1, 2
	ix := leakIndex()
	s := g.State()
	everyone := kernel.SeatsOf(len(s.Players))
	card := make([]int, len(s.Cards)) // each card's title index, or -1
	for c := 1; c < len(s.Cards); c++ {
		card[c] = -1
		if i, ok := ix.byID[s.Cards[c].ID.String()]; ok {
			card[c] = i
		}
	}
	var virus []int // the titles of the virus counters
	for i := range s.Players {
		for _, x := range s.Players[i].Virus {
			if j, ok := ix.byID[x.ID.String()]; ok {
				virus = append(virus, j)
			}
		}
	}
	plain, events = map[engine.Seat][]string{}, map[engine.Seat][]string{}
	marks := make([]uint8, 2*len(ix.titles)) // the plain marks, then the events'
	marksPlain, marksEvents := marks[:len(ix.titles)], marks[len(ix.titles):]
	for _, v := range leakViewers(g) {
		clear(marks)
		for c := int32(1); c < int32(len(s.Cards)); c++ {
			k := &s.Cards[c]
			if k.Zone == onr.ZoneNone || k.Zone == onr.ZoneRemoved && !k.FaceUp || card[c] < 0 {
				continue
			}
			hid := leakHidden(k, v, everyone)
			if hid {
				marksPlain[card[c]] |= hidden
			} else {
				marksPlain[card[c]] |= shown
			}
			seen := v >= 0 && s.Players[v].Role == onr.Runner && k.Side == onr.Corp && k.Seen &&
				(k.Zone == onr.ZoneHand || k.Zone == onr.ZoneDeck)
			// A Runner card shown in the open (Seen on a Runner card:
			// Mystery Box's, stackshow.go) and now in the stack, which a
			// shuffle in the step hid again: every seat and spectator was
			// shown it, as onr.HiddenTitles has it for the Corp.
			seen = seen || k.Side == onr.Runner && k.Seen && k.Zone == onr.ZoneDeck
			if hid && !seen {
				marksEvents[card[c]] |= hidden
			} else {
				marksEvents[card[c]] |= shown
			}
		}
		for _, j := range virus {
			marksPlain[j] |= shown
			marksEvents[j] |= shown
		}
		plain[v], events[v] = hiddenTitleList(marksPlain, ix.titles), hiddenTitleList(marksEvents, ix.titles)
	}
	return plain, events
}

// hiddenTitleList returns the titles whose mark is hidden alone, in order (nil
// for none).
func hiddenTitleList(marks []uint8, titles []string) []string {
	const hidden = 1
	var list []string
	for i, m := range marks {
		if m == hidden {
			list = append(list, titles[i])
		}
	}
	return list
}
