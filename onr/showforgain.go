package onr

import (
	"fmt"
	"slices"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
	"github.com/datafort/datafort/onr/carddb"
)

// Showing cards of HQ for a gain (look-and-arrange, computed-amount): "gain
// 1 bit for each agenda card stored in HQ that you show to Runner". The
// controller shows the cards of type t of its HQ one at a time, as many as
// it wishes (done ends the showing), each shown to every seat (Card.Known
// until it moves), then gains n per card shown. The frame's list keeps the
// cards shown meanwhile.

// GainPerShownInHand: "gain n bits for each card of type t stored in HQ
// that you show".
func GainPerShownInHand(t carddb.Type, n int32) Op { return gainPerShown{t, n} }

type gainPerShown struct {
	t carddb.Type
	n int32
}

func (o gainPerShown) Run(s *State, f *Frame) Status {
	return s.showFromHQ(f, o.t, fmt.Sprintf("%s: choose a card of HQ to show for %d, or done", s.cardName(f.Src), o.n), func() Status { return o.gain(s, f) })
}

// showFromHQ runs frame f's showing of cards of type t of its seat's HQ, one
// at a time as the seat chooses them (prompt asks for the next): each is
// shown to every seat (Card.Known until it moves) and kept on the frame's
// list; done (or no card left to show) ends the showing with end, which
// reads the list. It is asked while HQ holds a card not shown yet, of any
// type, so that the question tells nobody what HQ holds.
func (s *State) showFromHQ(f *Frame, t carddb.Type, prompt string, end func() Status) Status {
	if f.Answered {
		a, _ := f.Take()
		if a.Verb == VerbDone {
			return end()
		}
		c := s.byHandle(int32(a.Card))
		s.AppendList(f, c)
		s.note(c)
		k := &s.Cards[c]
		k.Known, k.KnownTo = true, kernel.SeatsOf(len(s.Players))
		s.say(msgShowsFromHQ, int32(f.Seat), s.cardArg(c))
	}
	opts := []engine.Option{{Verb: VerbDone}}
	for _, c := range s.P(f.Seat).Hand {
		if s.isType(c, t) && !slices.Contains(s.List(f), c) {
			opts = append(opts, engine.Option{Verb: VerbChoose, Card: s.h(c)})
		}
	}
	// Asked while HQ holds any card, whatever its type: whether it holds
	// one of type t is the seat's secret, and a question asked only then
	// would tell the other seats (with none, the question offers only
	// "done").
	if len(s.P(f.Seat).Hand) == len(s.List(f)) {
		return end()
	}
	return s.ask(f.Seat, prompt, "ONR-18.1", opts)
}

// gain gains n per card shown and clears the list.
func (o gainPerShown) gain(s *State, f *Frame) Status {
	if shown := int32(len(s.List(f))); shown > 0 {
		s.gain(f.Seat, shown*o.n)
		s.say(msgGainsBits, int32(f.Seat), shown*o.n)
	}
	s.SetList(f, nil)
	return Next
}
