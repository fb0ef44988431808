package onr

import (
	"fmt"
	"slices"

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
	return s.showFromHQ(f, carddb.Agenda, fmt.Sprintf("%s: choose an agenda of HQ to show, or done", s.cardName(f.Src)), func() Status { return o.gain(s, f) })
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
		s.Cards[c].FaceUp = false
	}
	s.shuffleDeck(f.Seat)
	for _, c := range shown {
		// Everyone saw it go in: what it is stays known, its place in R&D
		// does not, the deck being shown by its count only (as
		// ShuffleThisIntoDeck).
		k := &s.Cards[c]
		k.Known, k.KnownTo = true, kernel.SeatsOf(len(s.Players))
	}
	return Next
}
