package onr_test

import (
	"reflect"
	"slices"
	"testing"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
)

// TestHandedOutEventsAndOptionsStay: the events Apply returns and the
// options of the decisions PendingView shows are carved from room the game
// reuses for later choices (game.go addEvent, keepOptions); what was handed
// out must never change afterwards, in the game or in a clone stepped on,
// however long it is kept, and appending to it must not write into the
// game's room.
func TestHandedOutEventsAndOptionsStay(t *testing.T) {
	for seed := uint64(1); seed <= 3; seed++ {
		g, err := onr.New(engine.Setup{Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		r := bot.NewRandom(seed)
		var kept [][]engine.Event
		var copies [][]engine.Event
		var keptOpts [][]engine.Option
		var optCopies [][]engine.Option
		for step := 0; !g.State().Over; step++ {
			view := engine.PendingOf(g)
			keptOpts = append(keptOpts, view[0].Options)
			optCopies = append(optCopies, slices.Clone(view[0].Options))
			ev, err := g.Apply(r.Choose(g.Pending()[0]))
			if err != nil {
				t.Fatal(err)
			}
			ev = append(ev, engine.Event{Type: "scribble"}) // the caller's own: must not reach the game's room
			kept = append(kept, ev)
			copies = append(copies, slices.Clone(ev))
			if step%17 == 0 && !g.State().Over { // a clone stepped on shares the options asked before it
				c := g.Clone()
				if _, err := c.Apply(r.Choose(c.Pending()[0])); err != nil {
					t.Fatal(err)
				}
			}
		}
		for i := range kept {
			if !reflect.DeepEqual(kept[i], copies[i]) {
				t.Fatalf("seed %d: the events of choice %d changed after they were handed out", seed, i)
			}
			if !reflect.DeepEqual(keptOpts[i], optCopies[i]) {
				t.Fatalf("seed %d: the options of decision %d changed after they were handed out", seed, i)
			}
		}
	}
}
