package onr

import (
	"fmt"
	"slices"

	"github.com/datafort/datafort/engine"
)

// Concealing and swapping installed ice (ice-move, corp-reveal): "conceal
// all revealed but unrezzed ice; then rearrange your installed ice by
// swapping pairs of ice while Runner looks away." Every unrezzed piece of
// the controller's ice that was revealed (face up though inactive, or
// known to a seat by an exposure) is face down again and known to its
// Corp alone. Then the controller swaps pairs of its installed ice, within
// a fort or between forts, as often as it likes: it chooses a piece, then
// the piece to swap it with, or done. A swapped piece stays installed, as
// it was, rezzed or not, with what is bound to it. The Runner looks away:
// the public log counts the swaps and names nothing, the Corp is told
// which places were swapped, and at the end every piece of the
// controller's installed ice gets a new handle, so that no seat can follow
// an unrezzed piece from where it was to where it is (rezzed ice is face
// up: seen where it ends).

// ConcealThenSwapIce: "conceal all revealed but unrezzed ice; then
// rearrange your installed ice by swapping pairs of ice".
func ConcealThenSwapIce() Op { return concealThenSwapIce{} }

type concealThenSwapIce struct{}

func (concealThenSwapIce) Run(s *State, f *Frame) Status {
	ice := s.installedIce(f.Seat)
	if !f.Answered {
		for _, c := range ice {
			if k := &s.Cards[c]; !k.Rezzed && (k.FaceUp || k.Known || k.KnownTo != 0) {
				s.note(c)
				k.FaceUp, k.Known, k.KnownTo = false, false, 0
			}
		}
		s.say(msgConcealsIce, int32(f.Seat))
	} else if a, _ := f.Take(); a.Verb == VerbDone {
		for _, c := range ice {
			s.note(c)
			s.Cards[c].Handle = s.Renew(c)
		}
		s.SetList(f, nil)
		return Next
	} else if c := s.byHandle(int32(a.Card)); len(s.List(f)) == 0 {
		s.SetList(f, []int32{c})
	} else {
		s.swapIce(f.Seat, s.List(f)[0], c)
		s.SetList(f, nil)
	}
	if len(ice) < 2 {
		return Next
	}
	var opts []engine.Option
	first := s.List(f)
	if len(first) == 0 {
		opts = append(opts, engine.Option{Verb: VerbDone})
	}
	for _, c := range ice {
		if !slices.Contains(first, c) {
			opts = append(opts, engine.Option{Verb: VerbChoose, Card: s.h(c)})
		}
	}
	prompt := fmt.Sprintf("%s: choose a piece of ice to swap, or done", s.cardName(f.Src))
	if len(first) > 0 {
		prompt = fmt.Sprintf("%s: choose the piece of ice to swap it with", s.cardName(f.Src))
	}
	return s.ask(f.Seat, prompt, "ONR-18.1", opts)
}

// swapIce swaps the places of installed ice a and b of Corp seat.
func (s *State) swapIce(seat engine.Seat, a, b int32) {
	fa, fb := s.Cards[a].Fort, s.Cards[b].Fort
	ia, ib := slices.Index(s.Forts[fa].Ice, a), slices.Index(s.Forts[fb].Ice, b)
	if ia < 0 || ib < 0 {
		return
	}
	s.note(a)
	s.note(b)
	s.Forts[fa].Ice[ia], s.Forts[fb].Ice[ib] = b, a
	s.Cards[a].Fort, s.Cards[b].Fort = fb, fa
	s.sayTo(seatBit(seat), msgSwapsIce, int32(seat), int32(ia)+1, s.fortArg(fa), int32(ib)+1, s.fortArg(fb))
	s.exposedOnInstall(a, fb) // counters keeping a fort's cards exposed (exposecounters.go)
	s.exposedOnInstall(b, fa)
}
