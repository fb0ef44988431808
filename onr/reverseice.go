package onr

import "slices"

// ReverseRunIce: "reverse a fort's ice cards so that the outermost piece of
// ice becomes the innermost piece of ice, and so forth" (ice-move), of the
// fort of the run in progress ("use this ability only immediately after a
// successful run on that data fort": BeforeAccessingFrom(AnyFort)). The ice
// stays installed on the fort, rezzed or not, and keeps what is bound to
// it; the reversal is public, each face-down piece named only to its Corp
// (repositionIce).
func ReverseRunIce() Op { return OpFunc(reverseRunIce) }

func reverseRunIce(s *State, f *Frame) Status {
	if !s.Run.Active {
		return Next
	}
	fort := s.Run.Fort
	ice := slices.Clone(s.Forts[fort].Ice)
	if len(ice) < 2 {
		return Next
	}
	s.say(msgReversesIce, s.cardArg(f.Src), s.fortArg(fort))
	for i := range ice {
		s.repositionIce(fort, ice[len(ice)-1-i], int32(i))
	}
	return Next
}
