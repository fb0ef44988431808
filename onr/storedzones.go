package onr

import (
	"fmt"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr/carddb"
)

// Moving cards between the Corp's stored zones, for the operations that
// search the Archives, shuffle a card back or arrange the top of R&D
// (zone-shuffle, search-and-tutor, look-and-arrange).

// ArchivesToHQShown: "search the Archives for any number of cards of type
// t; show those cards to the Runner, then store them in HQ": the
// controller picks them one at a time, face up or down, and may stop after
// any; each is named to every player and stays known to them in HQ
// (Card.Known), as a card shown.
func ArchivesToHQShown(t carddb.Type) Op { return archivesToHQShown{t} }

type archivesToHQShown struct{ t carddb.Type }

func (o archivesToHQShown) Run(s *State, f *Frame) Status {
	if f.Answered {
		opt, _ := f.Take()
		if opt.Verb != VerbChoose {
			return Next
		}
		c := s.byHandle(int32(opt.Card))
		s.move(c, f.Seat, ZoneHand, false)
		k := &s.Cards[c]
		k.FaceUp, k.Known, k.KnownTo = false, true, s.allSeats()
		s.say(msgShowsToHQ, s.cardArg(c))
	}
	var opts []engine.Option
	for _, c := range s.P(f.Seat).Discard {
		if s.isType(c, o.t) {
			opts = append(opts, engine.Option{Verb: VerbChoose, Card: s.h(c)})
		}
	}
	if len(opts) == 0 {
		return Next
	}
	opts = append(opts, engine.Option{Verb: VerbNone})
	return s.ask(f.Seat, "Show a card of the Archives to the Runner and store it in HQ, or stop", "ONR-2.2.3", opts)
}

// ShuffleHandCardIntoDeck: "shuffle a card stored in HQ into R&D": the
// controller chooses one card of its hand; it goes into its deck, which is
// shuffled. Every card of the deck is placed anew (zones.go, place), so
// that no player can follow one by sight or handle through the shuffle.
func ShuffleHandCardIntoDeck() Op { return shuffleHandCard{} }

type shuffleHandCard struct{}

func (shuffleHandCard) Run(s *State, f *Frame) Status {
	p := s.P(f.Seat)
	c, st := s.chooseCard(f, p.Hand, func(int32) bool { return true }, VerbChoose, "Choose a card of HQ to shuffle into R&D", "ONR-2.2.3")
	if c == 0 {
		return st
	}
	s.move(c, f.Seat, ZoneDeck, false)
	deck := append([]int32(nil), p.Deck...)
	s.Shuffle(deck)
	for _, d := range deck {
		s.move(d, f.Seat, ZoneDeck, false)
	}
	s.say(msgShufflesIntoDeck, int32(f.Seat))
	return Next
}

// ArrangeTopOfDeck: "look at the top N cards of R&D and arrange them in
// any order you choose" (look-and-arrange): the controller picks, one at a
// time, the card to go next from the top among the top n of its deck
// (fewer if the deck holds fewer), which it sees (lookAt); then they are
// placed back on top in that order, each placed anew (zones.go, place) so
// that no other player can follow one by sight or handle, and stay known
// to the controller. The frame's list keeps the order
// chosen so far.
func ArrangeTopOfDeck(n int32) Op { return arrangeTop{n} }

type arrangeTop struct{ n int32 }

func (o arrangeTop) Run(s *State, f *Frame) Status {
	p := s.P(f.Seat)
	top := p.Deck[:min(int(o.n), len(p.Deck))]
	if f.Answered {
		opt, _ := f.Take()
		s.AppendList(f, s.byHandle(int32(opt.Card)))
	}
	chosen := s.List(f)
	if len(chosen) == 0 && len(top) > 0 {
		s.say(msgArrangesTop, int32(f.Seat), int32(len(top)))
		for _, c := range top {
			s.lookAt(c, f.Seat)
		}
	}
	var opts []engine.Option
	for _, c := range top {
		if !containsCard(chosen, c) {
			opts = append(opts, engine.Option{Verb: VerbChoose, Card: s.h(c)})
		}
	}
	if len(opts) > 1 {
		return s.ask(f.Seat, fmt.Sprintf("Choose the card to go %s from the top of R&D", ordinal(len(chosen)+1)), "ONR-2.2.3", opts)
	}
	order := append(append([]int32(nil), chosen...), s.byHandleAll(opts)...)
	s.SetList(f, nil)
	for i := len(order) - 1; i >= 0; i-- {
		s.move(order[i], f.Seat, ZoneDeck, true)
		s.lookAt(order[i], f.Seat) // it knows the order it chose
	}
	return Next
}

// lookAt makes card c, in its owner's deck, known to the owner, seat
// (Card.KnownTo; Card.Known is about Runners).
func (s *State) lookAt(c int32, seat engine.Seat) {
	s.note(c)
	s.Cards[c].KnownTo |= seatBit(seat)
}

// byHandleAll returns the cards of options opts.
func (s *State) byHandleAll(opts []engine.Option) []int32 {
	out := make([]int32, len(opts))
	for i, o := range opts {
		out[i] = s.byHandle(int32(o.Card))
	}
	return out
}

// ordinal returns n as an English ordinal ("1st", "2nd", …).
func ordinal(n int) string {
	switch {
	case n%100/10 == 1:
		return fmt.Sprintf("%dth", n)
	case n%10 == 1:
		return fmt.Sprintf("%dst", n)
	case n%10 == 2:
		return fmt.Sprintf("%dnd", n)
	case n%10 == 3:
		return fmt.Sprintf("%drd", n)
	}
	return fmt.Sprintf("%dth", n)
}
