package onr

// Shuffling zones into the deck (zone-shuffle): "shuffle cards stored in
// HQ and the Archives into R&D" moves every card of the controller's hand
// and discard from into the deck, all of them (R086), and shuffles the
// deck with the game's seeded RNG. The cards go face down: nobody can
// follow them there (place forgets who knew them).

// ShuffleHandDiscardIntoDeck: "shuffle the cards stored in HQ and the
// Archives into R&D".
func ShuffleHandDiscardIntoDeck() Op { return shuffleIntoDeck{} }

type shuffleIntoDeck struct{}

func (shuffleIntoDeck) Run(s *State, f *Frame) Status {
	p := s.P(f.Seat)
	moved := int32(len(p.Hand) + len(p.Discard))
	for _, from := range [][]int32{append([]int32(nil), p.Hand...), append([]int32(nil), p.Discard...)} {
		for _, c := range from {
			s.move(c, f.Seat, ZoneDeck, false)
			s.Cards[c].FaceUp = false
		}
	}
	s.shuffleDeck(f.Seat)
	m := msgShufflesIntoDeck
	if s.roleOf(f.Seat) == Runner {
		m = msgShufflesIntoStack // the same for the Runner's hand, trash and stack
	}
	s.say(m, int32(f.Seat), moved)
	return Next
}

// RedrawHand: "note the number of cards stored in HQ. Shuffle those cards
// into R&D, and then draw that many cards": the controller's whole hand
// goes face down into the deck, which is shuffled with the game's seeded
// RNG, and as many cards are drawn.
func RedrawHand() Op { return redrawHand{} }

type redrawHand struct{}

func (redrawHand) Run(s *State, f *Frame) Status {
	p := s.P(f.Seat)
	hand := append([]int32(nil), p.Hand...)
	for _, c := range hand {
		s.move(c, f.Seat, ZoneDeck, false)
		s.Cards[c].FaceUp = false
	}
	s.shuffleDeck(f.Seat)
	s.say(msgShufflesHandIntoDeck, int32(f.Seat), int32(len(hand)))
	s.draw(f.Seat, int32(len(hand)))
	return Next
}
