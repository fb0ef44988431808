package onr

import (
	"slices"

	"github.com/datafort/datafort/engine"
)

// RearrangeFortIce: "rearrange the ice installed on this fort" (ice-move).
// The controller moves the ice of the source's fort one piece at a time to
// another position, as often as he likes, then is done: any order can be
// reached. The ice stays installed on the fort, rezzed or not, and keeps
// what is bound to it. A face-down piece is named only to its Corp; the
// positions are public.
func RearrangeFortIce() Op { return rearrangeIce{} }

type rearrangeIce struct{}

func (rearrangeIce) Run(s *State, f *Frame) Status {
	src := f.Src
	if src == 0 || !s.installed(src) {
		return Next
	}
	return s.rearrangeIce(f, s.Cards[src].Fort)
}

// rearrangeIce lets the player of frame f move the ice of fort, one piece
// at a time, until done.
func (s *State) rearrangeIce(f *Frame, fort int32) Status {
	if f.Answered {
		o, _ := f.Take()
		if o.Verb != VerbMoveIce {
			return Next
		}
		s.repositionIce(fort, s.byHandle(int32(o.Card)), int32(o.Arg))
	}
	ice := s.Forts[fort].Ice
	if len(ice) < 2 {
		return Next
	}
	opts := []engine.Option{{Verb: VerbDone}}
	for at, c := range ice {
		for p := range ice {
			if p != at {
				opts = append(opts, engine.Option{Verb: VerbMoveIce, Card: s.h(c), Target: int(fort), Arg: p})
			}
		}
	}
	return s.ask(f.Seat, "Rearrange the ice of "+s.fortName(fort)+": move a piece of ice, or done", "ONR-11.1.2", opts)
}

// repositionIce moves ice c of fort to position pos (0: outermost).
func (s *State) repositionIce(fort, c, pos int32) {
	ice := s.Forts[fort].Ice
	at := slices.Index(ice, c)
	if at < 0 || pos < 0 || int(pos) >= len(ice) || int(pos) == at {
		return
	}
	s.note(c)
	ice = slices.Delete(ice, at, at+1)
	s.Forts[fort].Ice = slices.Insert(ice, int(pos), c)
	if s.visible(c, engine.NoSeat) {
		s.say(msgMovesIce, s.cardArg(c), pos+1, s.fortArg(fort))
		return
	}
	s.sayTo(seatBit(s.Forts[fort].Owner), msgRepositionsIce, s.cardArg(c), int32(at)+1, pos+1, s.fortArg(fort))
}
