package onr_test

import (
	"reflect"
	"slices"
	"testing"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
)

// TestHandedOutEventsAndOptionsStay: the events Apply returns, the
// options of the decisions PendingView shows and the copies Pending hands
// out are carved from room the game reuses for later choices (game.go
// addEvent, keepOptions, Pending); what was handed out must never change
// afterwards, in the game or in a clone stepped on, however long it is
// kept; writing on the decisions Pending copied, or appending to their
// options (which are the game's own, read-only, engine.Game), must not
// reach the game.
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
			p := g.Pending()
			c := r.Choose(p[0])
			p[0].Prompt, p[0].Seat = "scribble", 99 // the caller's copy: scribbling on it must not reach the game
			p[0].Options = append(p[0].Options, engine.Option{Verb: engine.NewVerb("scribble")})
			if d := engine.PendingOf(g)[0]; !reflect.DeepEqual(d.Options, optCopies[len(optCopies)-1]) || d.Prompt == "scribble" || d.Seat == 99 {
				t.Fatalf("seed %d: writing on the copy Pending handed out changed the game's decision", seed)
			}
			ev, err := g.Apply(c)
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
