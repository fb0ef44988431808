package onr

import (
	"fmt"
	"slices"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
	"github.com/datafort/datafort/onr/carddb"
)

// Showing agendas of HQ for their points (look-and-arrange, zone-shuffle,
// computed-amount): "show to Runner any number of agenda cards stored in
// HQ. Gain bits equal to twice the combined agenda points of these cards;
// then shuffle them into R&D." The controller shows the agendas of its HQ
// one at a time, as many as it wishes (done ends the showing), each shown
// to every seat; then it gains per bits for each printed agenda point of
// the cards shown, and shuffles them face down into its R&D: every seat
// knows what went in, none where it lies (R&D is shown by its count only).
// The frame's list keeps the cards shown meanwhile.

// GainPerPointShownThenShuffle: "show any number of agendas stored in HQ;
// gain per bits for each of their agenda points; then shuffle them into
// R&D".
func GainPerPointShownThenShuffle(per int32) Op { return gainPerPointShown{per} }

type gainPerPointShown struct{ per int32 }

func (o gainPerPointShown) Run(s *State, f *Frame) Status {
	if f.Answered {
		a, _ := f.Take()
		if a.Verb == VerbDone {
			return o.gain(s, f)
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
		if s.isType(c, carddb.Agenda) && !slices.Contains(s.List(f), c) {
			opts = append(opts, engine.Option{Verb: VerbChoose, Card: s.h(c)})
		}
	}
	if len(opts) == 1 {
		return o.gain(s, f)
	}
	return s.ask(f.Seat, fmt.Sprintf("%s: choose an agenda of HQ to show, or done", s.cardName(f.Src)), "ONR-18.1", opts)
}

// gain gains per bits for each agenda point shown, shuffles the cards
// shown into R&D and clears the list.
func (o gainPerPointShown) gain(s *State, f *Frame) Status {
	shown := slices.Clone(s.List(f))
	s.SetList(f, nil)
	if len(shown) == 0 {
		return Next
	}
	var points int32
	for _, c := range shown {
		points += intOr(s.def(c).card.AgendaPoints, 0)
	}
	if points > 0 {
		s.gain(f.Seat, points*o.per)
		s.say(msgGainsBits, int32(f.Seat), points*o.per)
	}
	for _, c := range shown {
		s.say(msgShufflesCardIntoDeck, int32(f.Seat), s.cardArg(c))
		s.move(c, f.Seat, ZoneDeck, false)
		// Everyone saw it go in: what it is stays known, its place in R&D
		// does not, the deck being shown by its count only (as
		// ShuffleThisIntoDeck).
		k := &s.Cards[c]
		k.FaceUp, k.Known, k.KnownTo = false, true, kernel.SeatsOf(len(s.Players))
	}
	s.Shuffle(s.P(f.Seat).Deck)
	return Next
}
