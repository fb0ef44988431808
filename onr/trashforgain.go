package onr

import (
	"fmt"
	"slices"

	"github.com/datafort/datafort/engine"
)

// Trashing one's own cards for a gain (trash-own-for-gain): "trash up to
// five cards from your hand; gain 2 bits for each card trashed in this
// way". The player picks the cards one at a time and may stop after any;
// they are trashed together once chosen, and the gain is per card. A
// played prep is in the trash already as it resolves (R411: play).

// TrashFromHandForBits: "trash up to MAX cards from your hand; gain PER
// bits for each".
func TrashFromHandForBits(max, per int32) Op { return trashFromHand{max, per} }

type trashFromHand struct{ max, per int32 }

func (o trashFromHand) Run(s *State, f *Frame) Status {
	if f.Answered {
		if opt, _ := f.Take(); opt.Verb == VerbDiscard {
			s.AppendList(f, s.byHandle(int32(opt.Card)))
		} else {
			return o.done(s, f)
		}
	}
	chosen := s.List(f)
	if int32(len(chosen)) < o.max {
		var opts []engine.Option
		for _, c := range s.P(f.Seat).Hand {
			if !slices.Contains(chosen, c) {
				opts = append(opts, engine.Option{Verb: VerbDiscard, Card: s.h(c)})
			}
		}
		if len(opts) > 0 {
			opts = append(opts, engine.Option{Verb: VerbNone})
			return s.ask(f.Seat, fmt.Sprintf("Choose a card of your hand to trash (%d chosen, up to %d), or stop", len(chosen), o.max), "ONR-2.2.3", opts)
		}
	}
	return o.done(s, f)
}

// done trashes the chosen cards together and gains for each.
func (o trashFromHand) done(s *State, f *Frame) Status {
	chosen := append([]int32(nil), s.List(f)...)
	if len(chosen) == 0 {
		return Next
	}
	for _, c := range chosen {
		s.trash(c)
	}
	s.sayCards(msgTrashesCards, s.cardArg(f.Src), chosen, func(int32) bool { return true })
	n := o.per * int32(len(chosen))
	s.gain(f.Seat, n)
	s.say(msgGainsBits, int32(f.Seat), n)
	return Next
}
