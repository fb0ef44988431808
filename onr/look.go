package onr

import (
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// Looking at the Corp's stored cards (look-and-arrange): "look at the top
// N cards stored in R&D", "look at all cards stored in HQ". The player who
// looks learns each card where it is, as a card accessed there (Card.Known,
// KnownTo; ONR-11.11.5) until it moves, and the Runner has seen it, so it
// goes face up into the Archives if trashed (R038). The cards are named to
// the looking player, and for HQ to the Corp, who knows its own hand; the
// other seats read only how many. Nothing moves: the order of R&D stays.

// LookAtTopOfDeck: "look at the top N cards of R&D" (fewer if R&D holds
// fewer).
func LookAtTopOfDeck(n int32) Op { return lookAt{zone: ZoneDeck, n: n} }

// LookAtHand: "look at all cards stored in HQ".
func LookAtHand() Op { return lookAt{zone: ZoneHand} }

type lookAt struct {
	zone Zone
	n    int32 // for the deck: how many from the top
}

func (o lookAt) Run(s *State, f *Frame) Status {
	corp := s.corpOf(f)
	if corp < 0 {
		return Next
	}
	p := s.P(corp)
	if o.zone == ZoneDeck {
		s.lookAtCards(f.Seat, corp, p.Deck[:min(int(max(o.n, 0)), len(p.Deck))])
	} else {
		s.lookAtCards(f.Seat, corp, p.Hand)
	}
	return Next
}

// lookAtCards lets seat look at cards stored in HQ or R&D of Corp seat
// corp, where they are: each is named to seat, and for HQ to the Corp too.
func (s *State) lookAtCards(seat, corp engine.Seat, cards []int32) {
	for _, c := range cards {
		msg, to := msgLooksAtInRD, seatBit(seat)
		if s.Cards[c].Zone == ZoneHand {
			msg, to = msgLooksAtInHQ, seatBit(seat)|seatBit(corp)
		}
		s.note(c)
		k := &s.Cards[c]
		k.Seen, k.Known = true, true
		k.KnownTo |= kernel.ViewerOf(seat)
		s.sayTo(to, msg, int32(seat), s.cardArg(c))
	}
}
