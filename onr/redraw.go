package onr

// The Runner's hand shuffled into the stack and as many cards drawn
// (zone-shuffle): "you may have Runner shuffle his or her hand into his or
// her stack and then draw as many cards as he or she had before". The
// cards go face down into the stack, which is shuffled with the game's
// seeded RNG, as RedrawHand does for the controller's own hand.

// RunnerRedrawsHand: the Runner the effect speaks of shuffles the hand
// into the stack and draws as many cards.
func RunnerRedrawsHand() Op { return runnerRedraws{} }

type runnerRedraws struct{}

func (runnerRedraws) Run(s *State, f *Frame) Status {
	r := s.runnerOf(f)
	if r < 0 {
		return Next
	}
	p := s.P(r)
	hand := append([]int32(nil), p.Hand...)
	for _, c := range hand {
		s.move(c, r, ZoneDeck, false)
		s.Cards[c].FaceUp = false
	}
	s.shuffleDeck(r)
	s.say(msgShufflesHandIntoStack, int32(r), int32(len(hand)))
	s.draw(r, int32(len(hand)))
	return Next
}
