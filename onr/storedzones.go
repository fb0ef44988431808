package onr

import (
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
	"github.com/datafort/datafort/onr/carddb"
)

// Moving cards between the Corp's stored zones, for the operations that
// search the Archives or shuffle a card back (zone-shuffle,
// search-and-tutor).

// ArchivesToHQShown: "search the Archives for any number of cards of type
// t; show those cards to the Runner, then store them in HQ": the
// controller picks them one at a time, face up or down, and may stop after
// any; each is named to every player and stays known to them in HQ
// (Card.Known), as a card shown. While a face-down card is there the
// controller is asked, with "stop" alone if none is of the type.
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
		k.FaceUp, k.Known, k.KnownTo = false, true, kernel.SeatsOf(len(s.Players))
		s.say(msgShowsToHQ, s.cardArg(c))
	}
	var opts []engine.Option
	hidden := false // a face-down card there, which might be of the type
	for _, c := range s.P(f.Seat).Discard {
		if s.isType(c, o.t) {
			opts = append(opts, engine.Option{Verb: VerbChoose, Card: s.h(c)})
		}
		hidden = hidden || s.hiddenFromOthers(c, f.Seat)
	}
	if len(opts) == 0 && !hidden {
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
	s.shuffleDeck(f.Seat)
	s.say(msgShufflesHandCardIntoDeck, int32(f.Seat))
	return Next
}
