package onr

// FaceUpArchivesOntoRD: "shuffle the face-up pile of the Archives and then
// put the top two cards from that pile on R&D" (zone-shuffle,
// access-replacement): n cards of the face-up part of the Archives of the
// Corp of the effect, chosen at random, go face down on top of R&D. Nobody
// can follow a card through the shuffle, so no player knows which card
// lies where (the move clears what was known); how many went is public.
func FaceUpArchivesOntoRD(n int32) Op { return faceUpOntoRD{n} }

type faceUpOntoRD struct{ n int32 }

func (o faceUpOntoRD) Run(s *State, f *Frame) Status {
	corp := s.corpOf(f)
	if corp < 0 {
		return Next
	}
	var pile []int32
	for _, c := range s.P(corp).Discard {
		if s.Cards[c].FaceUp {
			pile = append(pile, c)
		}
	}
	s.Shuffle(pile)
	pile = pile[:min(len(pile), int(max(o.n, 0)))]
	for i := len(pile) - 1; i >= 0; i-- { // the pile's top card ends on top of R&D
		s.move(pile[i], corp, ZoneDeck, true)
		s.Cards[pile[i]].FaceUp = false
	}
	s.say(msgFaceUpArchivesOntoRD, s.cardArg(f.Src), int32(len(pile)))
	return Next
}
