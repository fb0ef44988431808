package neuroscape

import (
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/datafort/datafort/engine"
)

// LeakChecker implements engine.FuzzLeaks: views, options and events checked
// against what each seat may know (HandSight, NS-2.1).
func (Ruleset) LeakChecker() engine.LeakChecker { return &leaks{} }

type leaks struct{}

var (
	idInView = regexp.MustCompile(`"id":(\d+)`)
	idInText = regexp.MustCompile(`#(\d+)`)
)

// hiddenFrom returns the cards seat may not know: every card in a deck, and
// the hands and cards looked at (zoneLook) it may not see, and the ids of
// the cards revealed from them (zoneReveal).
func hiddenFrom(st *State, seat engine.Seat) map[int32]bool {
	out := map[int32]bool{}
	for i, p := range st.P {
		for _, id := range p.Deck {
			out[id] = true
		}
		for _, id := range p.RAMDeck {
			out[id] = true
		}
		if !HandSight(seat, engine.Seat(i)) {
			for _, id := range p.Hand {
				out[id] = true
			}
			for _, id := range st.setAside(engine.Seat(i), zoneLook) {
				out[id] = true
			}
			for _, id := range st.setAside(engine.Seat(i), zoneReveal) {
				out[id] = true // the face is public, the id not: the card taken goes into the hand
			}
		}
	}
	return out
}

// Check checks every seat's view and the spectator's, and the options of
// the pending decisions.
func (*leaks) Check(g engine.Game) error {
	st := &g.(*Game).st
	for s := engine.NoSeat; int(s) < st.players(); s++ {
		h := hiddenFrom(st, s)
		raw, err := json.Marshal(g.View(s))
		if err != nil {
			return fmt.Errorf("view of seat %d: %w", s, err)
		}
		for _, m := range idInView.FindAllStringSubmatch(string(raw), -1) {
			if id, _ := strconv.Atoi(m[1]); h[int32(id)] {
				return fmt.Errorf("seat %d's view names hidden card %d", s, id)
			}
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
			v := g.View(s).(View)
			cards := slices.Clone(v.Cache)
			for _, p := range v.Players {
				cards = append(cards, p.Slots...)
			}
			for _, c := range cards {
				if c.ID == id && c.Name != faceDownName {
					return fmt.Errorf("seat %d's view shows face-down card %d as %s", s, id, c.Name)
				}
			}
		}
	}
	for _, d := range g.Pending() {
		h := hiddenFrom(st, d.Seat)
		for _, o := range d.Options {
			if (o.Card > 0 && h[int32(o.Card)]) || (o.Target > 0 && h[int32(o.Target)]) {
				return fmt.Errorf("seat %d is offered %+v, naming a hidden card", d.Seat, o)
			}
		}
	}
	return nil
}

// Events checks that no event names a card hidden from anybody.
func (*leaks) Events(g engine.Game, events []engine.Event) error {
	st := &g.(*Game).st
	h := hiddenFrom(st, engine.NoSeat)
	for _, e := range events {
		for i := range st.Objs {
			if id := int32(i + 1); st.faceDown(id) && strings.Contains(e.Text(), fmt.Sprintf("%s #%d", st.def(id).Name, id)) {
				return fmt.Errorf("event %q names face-down card %d", e.Text(), id)
			}
		}
		for _, m := range idInText.FindAllStringSubmatch(e.Text(), -1) {
			if id, _ := strconv.Atoi(m[1]); h[int32(id)] {
				return fmt.Errorf("event %q names card %d, hidden from somebody", e.Text(), id)
			}
		}
	}
	return nil
}
