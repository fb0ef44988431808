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
	s.Shuffle(s.P(f.Seat).Deck)
	m := msgShufflesIntoDeck
	if s.roleOf(f.Seat) == Runner {
		m = msgShufflesIntoStack // the same for the Runner's hand, trash and stack
	}
	s.say(m, int32(f.Seat), moved)
	return Next
}
