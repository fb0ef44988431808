package neuroscape

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/datafort/datafort/engine"
)

// LeakChecker implements engine.FuzzLeaks: views, options and events checked
// against what each seat may know (HandSight, NS-2.1).
func (Ruleset) LeakChecker() engine.LeakChecker { return &leaks{} }

type leaks struct{}

// hiddenFrom returns the cards seat may not know: every card in a deck, and
// the hands and cards looked at (zoneLook) it may not see, and the ids of
// the cards revealed from them (zoneReveal).
func hiddenFrom(st *State, seat engine.Seat) idSet {
	out := newIDSet(len(st.Objs))
	set := false // whether some hand is hidden from seat
	for i, p := range st.P {
		for _, id := range p.Deck {
			out.add(id)
		}
		for _, id := range p.RAMDeck {
			out.add(id)
		}
		if !HandSight(seat, engine.Seat(i)) {
			set = true
			for _, id := range p.Hand {
				out.add(id)
			}
		}
	}
	if set {
		// st.setAside(seat i, zoneLook and zoneReveal) of every seat i whose
		// hand seat may not see, in one pass for all of them
		for j := range st.Objs {
			if o := &st.Objs[j]; (o.Zone == zoneLook || o.Zone == zoneReveal) && int(o.Owner) >= 0 && int(o.Owner) < len(st.P) && !HandSight(seat, o.Owner) {
				// zoneReveal: the face is public, the id not: the card taken goes into the hand
				out.add(int32(j + 1))
			}
		}
	}
	return out
}

// idSet is a set of card ids: a slice for the ids of the state's objects
// (1 to len(Objs)), a map for any other (a broken state's).
type idSet struct {
	in  []bool
	out map[int32]bool
}

func newIDSet(objs int) idSet { return idSet{in: make([]bool, objs+1)} }

func (s *idSet) add(id int32) {
	if id >= 0 && int(id) < len(s.in) {
		s.in[id] = true
		return
	}
	if s.out == nil {
		s.out = map[int32]bool{}
	}
	s.out[id] = true
}

func (s *idSet) has(id int32) bool {
	if id >= 0 && int(id) < len(s.in) {
		return s.in[id]
	}
	return s.out[id]
}

// hiddenOf keeps hiddenFrom by seat for one check: the state does not
// change while it is checked.
type hiddenOf map[engine.Seat]idSet

func (h hiddenOf) of(st *State, seat engine.Seat) idSet {
	if set, ok := h[seat]; ok {
		return set
	}
	set := hiddenFrom(st, seat)
	h[seat] = set
	return set
}

// numbersAfter calls f with each number written in text right after prefix,
// as the regular expression prefix(\d+) finds them (idInView, idInText:
// leftmost first, digits as many as follow), and stops at the first true.
func numbersAfter(text, prefix string, f func(digits string) bool) bool {
	for i := 0; ; {
		j := strings.Index(text[i:], prefix)
		if j < 0 {
			return false
		}
		start := i + j + len(prefix)
		end := start
		for end < len(text) && text[end] >= '0' && text[end] <= '9' {
			end++
		}
		if end > start {
			if f(text[start:end]) {
				return true
			}
			i = end
		} else {
			i = i + j + 1
		}
	}
}

// Check checks every seat's view and the spectator's, and the options of
// the pending decisions.
func (*leaks) Check(g engine.Game) error {
	st := &g.(*Game).st
	hidden := hiddenOf{}
	views := make([]any, 0, st.players()+1) // by seat+1: the state does not change while it is checked
	for s := engine.NoSeat; int(s) < st.players(); s++ {
		h := hidden.of(st, s)
		v := g.View(s)
		views = append(views, v)
		// The ids its JSON writes under "id", read without writing it
		// (jsonIDs).
		var leak int
		if jsonIDs(v, func(id int) bool {
			leak = id
			return h.has(int32(id))
		}) {
			return fmt.Errorf("seat %d's view names hidden card %d", s, leak)
		}
	}
	// A face-down card's face: in no view of a seat that may not see it.
	for i := range st.Objs {
		id := int32(i + 1)
		if !st.faceDown(id) {
			continue
		}
		for s := engine.NoSeat; int(s) < st.players(); s++ {
			if HandSight(s, st.Objs[i].Ctrl) {
				continue
			}
			v := views[s+1].(View)
			if name, shown := showsFace(v, id); shown {
				return fmt.Errorf("seat %d's view shows face-down card %d as %s", s, id, name)
			}
		}
	}
	for _, d := range g.Pending() {
		h := hidden.of(st, d.Seat)
		for _, o := range d.Options {
			if (o.Card > 0 && h.has(int32(o.Card))) || (o.Target > 0 && h.has(int32(o.Target))) {
				return fmt.Errorf("seat %d is offered %+v, naming a hidden card", d.Seat, o)
			}
		}
	}
	return nil
}

// showsFace returns the name under which view v shows card id with its
// face, in the Cache or a slot, the Cache first.
func showsFace(v View, id int32) (string, bool) {
	for _, c := range v.Cache {
		if c.ID == id && c.Name != faceDownName {
			return c.Name, true
		}
	}
	for _, p := range v.Players {
		for _, c := range p.Slots {
			if c.ID == id && c.Name != faceDownName {
				return c.Name, true
			}
		}
	}
	return "", false
}

// namesExactly reports whether text holds name ("NAME #id") not followed
// by a digit: "FATAL ERROR 75 #10" is not named by "FATAL ERROR 75 #107".
func namesExactly(text, name string) bool {
	for i := 0; ; {
		j := strings.Index(text[i:], name)
		if j < 0 {
			return false
		}
		end := i + j + len(name)
		if end == len(text) || text[end] < '0' || text[end] > '9' {
			return true
		}
		i = i + j + 1
	}
}

// Events checks that no event names a card hidden from anybody.
func (*leaks) Events(g engine.Game, events []engine.Event) error {
	if len(events) == 0 {
		return nil
	}
	st := &g.(*Game).st
	h := hiddenFrom(st, engine.NoSeat)
	var faceDown []int32 // and how an event would name each (NAME #id)
	var named []string
	for i := range st.Objs {
		if id := int32(i + 1); st.faceDown(id) {
			faceDown = append(faceDown, id)
			named = append(named, fmt.Sprintf("%s #%d", st.def(id).Name, id))
		}
	}
	for _, e := range events {
		text := e.Text()
		for k, id := range faceDown {
			if namesExactly(text, named[k]) {
				return fmt.Errorf("event %q names face-down card %d", text, id)
			}
		}
		var leak int
		if numbersAfter(text, "#", func(digits string) bool {
			id, _ := strconv.Atoi(digits)
			leak = id
			return h.has(int32(id))
		}) {
			return fmt.Errorf("event %q names card %d, hidden from somebody", text, leak)
		}
	}
	return nil
}
