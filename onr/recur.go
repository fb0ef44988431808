package onr

import "github.com/datafort/datafort/kernel"

// Recurring a card from the Runner's trash (recur): "bring the top card
// from your trash into your hand". The trash is face up and keeps its
// order (R040), the card trashed last on top (the end of Player.Discard,
// zones.go trash); it goes into the hand face down, as ReturnThisToHand's
// card, and the event names it: every player saw it on top of the trash.

// TopOfTrashToHand: "bring the top card from your trash into your hand";
// nothing if the trash is empty.
func TopOfTrashToHand() Op { return OpFunc(topOfTrashToHand) }

func topOfTrashToHand(s *State, f *Frame) Status {
	trash := s.P(f.Seat).Discard
	if len(trash) == 0 {
		return Next
	}
	c := trash[len(trash)-1]
	s.move(c, f.Seat, ZoneHand, false)
	s.Cards[c].FaceUp = false
	s.knownToAll(c)
	s.say(msgBringsFromTrash, int32(f.Seat), s.cardArg(c))
	return Next
}

// knownToAll records that every seat saw card c go where it is now (into a
// hand from a face-up trash or from play): every seat still knows it while
// it stays there, though the hand is otherwise its owner's alone.
func (s *State) knownToAll(c int32) {
	for i := range s.Players {
		s.Cards[c].KnownTo |= kernel.ViewerOf(s.Players[i].Seat)
	}
}
