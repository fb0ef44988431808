package fuzz

import (
	"bytes"
	"fmt"
	"reflect"
	"slices"

	"github.com/datafort/datafort/engine"
)

// redeal checks, for a game that can give a seat its information state
// (engine.InfoStater), the hidden information every game must keep: what
// a seat is shown (its view, its pending decisions, their prompts and the
// descriptions of their options) depends only on what it may know. For
// every seat, the game is dealt again from the seat's information state
// (its hidden part at random, from decks) and the seat must be shown
// exactly the same in the real game and in the re-dealt one, and the same
// seats must be asked (askedSeats). A seat the
// game cannot give an information state now (an error of InfoState: a
// secret choice of another seat in progress) is skipped.
func redeal(g engine.Game, is engine.InfoStater, decks []string, rng *engine.RNG) error {
	for _, s := range g.Seats() {
		info, err := is.InfoState(s.Seat)
		if err != nil {
			continue
		}
		h, err := info.Sample(rng, decks)
		if err != nil {
			return fmt.Errorf("seat %d: dealing its information state again: %w", s.Seat, err)
		}
		if err := sameFor(g, h, s.Seat); err != nil {
			return fmt.Errorf("seat %d is shown what it may not know: %w", s.Seat, err)
		}
	}
	return nil
}

// sameFor returns an error naming the first thing seat is shown
// differently in games g (the real one) and h (dealt again).
func sameFor(g, h engine.Game, seat engine.Seat) error {
	vg, err := engine.MarshalView(g, seat)
	if err != nil {
		return fmt.Errorf("its view: %w", err)
	}
	vh, err := engine.MarshalView(h, seat)
	if err != nil {
		return fmt.Errorf("its view of the game dealt again: %w", err)
	}
	if !bytes.Equal(vg, vh) {
		return fmt.Errorf("its view differs from its view of the game dealt again:\n%s\n%s", vg, vh)
	}
	dg, dh := own(g, seat), own(h, seat)
	if !reflect.DeepEqual(dg, dh) {
		return fmt.Errorf("its pending decisions %+v differ from those of the game dealt again %+v", dg, dh)
	}
	for _, d := range dg {
		for i := range d.Options {
			if a, b := g.Describe(d, i), h.Describe(d, i); a != b {
				return fmt.Errorf("option %d of decision %d reads %q, and %q in the game dealt again", i, d.ID, a, b)
			}
		}
	}
	if ag, ah := askedSeats(g), askedSeats(h); !slices.Equal(ag, ah) {
		return fmt.Errorf("the seats asked %v differ from those asked in the game dealt again %v", ag, ah)
	}
	return nil
}

// askedSeats returns the seats of g's pending decisions, in order: who is
// deciding, which every seat may know (a view's "waiting"). Whether another
// seat is asked must not depend on what it hides: a window asked only when a
// face-down card could act tells the others it can. What another seat is
// asked (its prompt, bounds, options; its kind and rule, and so the ids of
// its questions) may be its own secret: a side answering a trace in secret
// is dealt again as not having answered yet, asked its first question
// again (ONR's information states, onr/infotrace.go), so only who is asked
// is compared here; the tests compare more (enginetest.AskedOf).
func askedSeats(g engine.Game) []engine.Seat {
	var out []engine.Seat
	for _, d := range g.Pending() {
		out = append(out, d.Seat)
	}
	return out
}

// own returns the pending decisions of seat in g.
func own(g engine.Game, seat engine.Seat) []engine.Decision {
	var out []engine.Decision
	for _, d := range g.Pending() {
		if d.Seat == seat {
			out = append(out, d)
		}
	}
	return out
}
