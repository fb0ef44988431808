package onr

import (
	"fmt"
	"slices"

	"github.com/datafort/datafort/engine"
)

// Trashing one's own installed cards for bits (trash-own-for-gain): "trash
// any number of your installed cards. Gain 3 bits for each card trashed in
// this way" (misc.for-sale). The controller picks the cards one at a time
// and says done; they are trashed together, after the chance to prevent the
// trash of each (ONR-18.3.5, trashGroupWithWindows), and the bits are
// gained for those that reached the trash: a card saved, or held instead,
// gives nothing (R383, R406). What the trash sets off, a card's "if it
// leaves play" among it (leaveplay.go), resolves before the gain: the bits
// cannot pay Loan from Chiba's 10 (R396). The chosen cards wait in the frame's list;
// once they are trashed a 0 closes it, so that the op, run again after the
// windows, counts them.

// TrashOwnInstalledForBits: "trash any number of your installed cards;
// gain PER bits for each card trashed in this way".
func TrashOwnInstalledForBits(per int32) Op { return trashOwnForBits{per} }

type trashOwnForBits struct{ per int32 }

func (o trashOwnForBits) Run(s *State, f *Frame) Status {
	if l := s.List(f); len(l) > 0 && l[len(l)-1] == 0 {
		return o.gain(s, f)
	}
	if f.Answered {
		if opt, _ := f.Take(); opt.Verb == VerbTrash {
			s.AppendList(f, s.byHandle(int32(opt.Card)))
		} else {
			return o.trash(s, f)
		}
	}
	chosen := s.List(f)
	var opts []engine.Option
	for _, c := range s.P(f.Seat).Rig {
		if !slices.Contains(chosen, c) {
			opts = append(opts, engine.Option{Verb: VerbTrash, Card: s.h(c)})
		}
	}
	if len(opts) == 0 {
		return o.trash(s, f)
	}
	opts = append(opts, engine.Option{Verb: VerbDone})
	return s.ask(f.Seat, fmt.Sprintf("Choose one of your installed cards to trash (%d chosen), or done", len(chosen)), "ONR-2.2.3", opts)
}

// trash trashes the chosen cards together, then counts them, at once or
// once the frames it pushed have resolved.
func (o trashOwnForBits) trash(s *State, f *Frame) Status {
	chosen := slices.Clone(s.List(f))
	if len(chosen) == 0 {
		return Next
	}
	s.AppendList(f, 0)
	n := len(s.Frames())
	s.trashGroupWithWindows(f.Src, chosen)
	if len(s.Frames()) > n || s.leftPlay() {
		return Again
	}
	return o.gain(s, f)
}

// gain gives the bits for the chosen cards now in the trash.
func (o trashOwnForBits) gain(s *State, f *Frame) Status {
	var n int32
	for _, c := range s.List(f) {
		if c != 0 && s.Cards[c].Zone == ZoneDiscard {
			n++
		}
	}
	s.SetList(f, nil)
	if g := o.per * n; g > 0 {
		s.gain(f.Seat, g)
		s.say(msgGainsBits, int32(f.Seat), g)
	}
	return Next
}
