package onr

import (
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
	"github.com/datafort/datafort/onr/carddb"
)

// Searching one's own zones for a card (search-and-tutor), for the preps
// that bring a card into the hand. A search of the stack (the deck) is of
// a hidden zone: the searcher may find nothing, and the stack is shuffled
// afterwards, every card placed anew (shuffleOwnDeck) so that no one can
// follow a card through it. The trash is face up: a card of the type there
// must be taken. The card taken is named to every player and stays known to
// them in the hand, as a card shown.

// StackToHandShown: "search your stack for a card of type t; show it to
// the Corp, and then bring it into your hand; reshuffle your stack
// afterwards".
func StackToHandShown(t carddb.Type) Op { return searchOwn{from: ZoneDeck, t: t} }

// TrashToHand: "search your trash for a card of type t and bring it into
// your hand".
func TrashToHand(t carddb.Type) Op { return searchOwn{from: ZoneDiscard, t: t} }

// AnyType, as the type searched for, lets any card be taken ("search your
// trash for a card").
const AnyType carddb.Type = ""

// StackToHand: "search your stack for a card of type t, and bring it into
// your hand; reshuffle your stack afterwards", without showing it: the card
// taken is told to its taker only and, like a card drawn, is unknown to the
// others in the hand.
func StackToHand(t carddb.Type) Op { return searchOwn{from: ZoneDeck, t: t, unshown: true} }

type searchOwn struct {
	from    Zone
	t       carddb.Type
	unshown bool // the card taken from the stack is not shown (StackToHand)
}

func (o searchOwn) Run(s *State, f *Frame) Status {
	p := s.P(f.Seat)
	pile := p.Discard
	if o.from == ZoneDeck {
		pile = p.Deck
	}
	if !f.Answered {
		var opts []engine.Option
		for _, c := range pile {
			if o.from == ZoneDeck {
				s.Cards[c].KnownTo |= kernel.ViewerOf(f.Seat) // the searcher looks through the stack; the shuffle after hides it again
			}
			if o.t == AnyType || s.isType(c, o.t) {
				opts = append(opts, engine.Option{Verb: VerbChoose, Card: s.h(c)})
			}
		}
		if o.from == ZoneDeck {
			opts = append(opts, engine.Option{Verb: VerbNone}) // a hidden zone: one may fail to find
		}
		if len(opts) > 0 && (o.from != ZoneDeck || len(opts) > 1) {
			return s.ask(f.Seat, "Choose a card to bring into your hand", "ONR-2.2.3", opts)
		}
	} else if opt, _ := f.Take(); opt.Verb == VerbChoose {
		c := s.byHandle(int32(opt.Card))
		s.move(c, f.Seat, ZoneHand, false)
		if o.unshown {
			s.sayTo(seatBit(f.Seat), msgTakesFromStack, int32(f.Seat), s.cardArg(c))
			s.shuffleOwnDeck(f.Seat)
			return Next
		}
		k := &s.Cards[c]
		k.Known, k.KnownTo = true, kernel.SeatsOf(len(s.Players))
		m := msgTakesFromTrash
		if o.from == ZoneDeck {
			m = msgShowsFromStack
		}
		s.say(m, int32(f.Seat), s.cardArg(c))
	}
	if o.from == ZoneDeck {
		s.shuffleOwnDeck(f.Seat)
	}
	return Next
}

// shuffleOwnDeck shuffles seat's deck, every card placed anew, and says
// so.
func (s *State) shuffleOwnDeck(seat engine.Seat) {
	s.shuffleDeck(seat)
	s.say(msgShufflesOwnDeck, int32(seat))
}

// shuffleDeck shuffles seat's deck (R&D or the stack), every card placed
// anew: a new handle each, in the new order, and what any seat knew of a
// card there is forgotten (Card.KnownTo), its place being lost
// (PlayerView.Known). A card whose identity every seat keeps knowing (one
// shown, then shuffled in) is marked after the shuffle.
func (s *State) shuffleDeck(seat engine.Seat) {
	deck := append([]int32(nil), s.P(seat).Deck...)
	s.Shuffle(deck)
	for _, d := range deck {
		s.move(d, seat, ZoneDeck, false)
	}
}
