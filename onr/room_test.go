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
// copies of the decisions and their options Pending hands out are carved
// from room the game keeps for later choices (game.go addEvent, Pending);
// what was handed out must never change afterwards, in the game or in a
// clone stepped on, however long it is kept; writing on the decisions
// Pending copied, or appending to their options, must not reach the game.
// The options PendingView shows are the game's own, whose room is reused
// once they are answered: a clone has its own, which the game stepped on
// does not change.
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
			keep := g.Pending() // kept untouched, to the end
			keptOpts = append(keptOpts, keep[0].Options)
			optCopies = append(optCopies, slices.Clone(keep[0].Options))
			p := g.Pending() // scribbled on
			c := r.Choose(p[0])
			p[0].Prompt, p[0].Seat = "scribble", 99 // the caller's copy: scribbling on it must not reach the game
			p[0].Options = append(p[0].Options, engine.Option{Verb: engine.NewVerb("scribble")})
			p[0].Options = p[0].Options[:len(p[0].Options)-1]
			if len(p[0].Options) > 0 {
				p[0].Options[0].Verb = engine.NewVerb("scribble")
			}
			var cl engine.Game
			var clOpts []engine.Option
			if step%13 == 0 { // a clone's options are its own: stepping the game on does not change them
				cl = g.Clone()
				clOpts = slices.Clone(engine.PendingOf(cl)[0].Options)
			}
			if d := engine.PendingOf(g)[0]; !reflect.DeepEqual(d.Options, optCopies[len(optCopies)-1]) || d.Prompt == "scribble" || d.Seat == 99 {
				t.Fatalf("seed %d: writing on the copy Pending handed out changed the game's decision", seed)
			}
			ev, err := g.Apply(c)
			if err != nil {
				t.Fatal(err)
			}
			if cl != nil && !reflect.DeepEqual(engine.PendingOf(cl)[0].Options, clOpts) {
				t.Fatalf("seed %d: stepping the game changed the options of its clone's decision", seed)
			}
			ev = append(ev, engine.Event{Type: "scribble"}) // the caller's own: must not reach the game's room
			kept = append(kept, ev)
			copies = append(copies, slices.Clone(ev))
			if step%17 == 0 && !g.State().Over { // a clone stepped on changes nothing handed out
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
