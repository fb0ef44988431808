package onr

import (
	"fmt"
	"slices"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// Arranging the top of one's own deck (look-and-arrange): "look at the top
// five cards of R&D and arrange them in any order you choose." The player
// looks at the top n cards (fewer if the deck holds fewer; they become
// known to him where they lie) and chooses them one at a time, the first
// chosen to lie on top, the next below it, and so on; the last is placed
// without asking. The cards then lie in that order on top of the deck,
// known to him alone: a card moved cannot be followed by sight, so what
// another seat knew of them is forgotten (zones.go place). The other seats
// read only how many cards were arranged. The frame's list keeps the
// cards looked at, then those chosen, in order, after a 0 separator.

// ArrangeTopOfDeck: "look at the top n cards of your deck and arrange them
// in any order you choose".
func ArrangeTopOfDeck(n int32) Op { return arrangeTop{n} }

type arrangeTop struct{ n int32 }

func (o arrangeTop) Run(s *State, f *Frame) Status {
	p := s.P(f.Seat)
	if !f.Answered {
		top := slices.Clone(p.Deck[:min(int(max(o.n, 0)), len(p.Deck))])
		if len(top) == 0 {
			return Next
		}
		for _, c := range top {
			s.note(c)
			s.Cards[c].KnownTo |= kernel.ViewerOf(f.Seat)
			s.sayTo(seatBit(f.Seat), msgLooksAtInRD, int32(f.Seat), s.cardArg(c))
		}
		s.SetList(f, append(top, 0))
	} else if a, _ := f.Take(); a.Verb == VerbChoose {
		s.AppendList(f, s.byHandle(int32(a.Card)))
	}
	l := s.List(f)
	sep := slices.Index(l, 0)
	looked, chosen := l[:sep], l[sep+1:]
	var opts []engine.Option
	for _, c := range looked {
		if !slices.Contains(chosen, c) {
			opts = append(opts, engine.Option{Verb: VerbChoose, Card: s.h(c)})
		}
	}
	if len(opts) > 1 {
		return s.ask(f.Seat, fmt.Sprintf("%s: choose the card to lie at position %d from the top", s.cardName(f.Src), len(chosen)+1), "ONR-18.1", opts)
	}
	order := slices.Clone(chosen)
	if len(opts) == 1 {
		order = append(order, s.byHandle(int32(opts[0].Card)))
	}
	for i := len(order) - 1; i >= 0; i-- {
		s.move(order[i], f.Seat, ZoneDeck, true)
	}
	for _, c := range order {
		s.Cards[c].KnownTo = kernel.ViewerOf(f.Seat)
	}
	s.say(msgArrangesTopOfDeck, int32(f.Seat), int32(len(order)))
	s.SetList(f, nil)
	return Next
}
