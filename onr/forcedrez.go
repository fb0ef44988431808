package onr

import (
	"slices"

	"github.com/datafort/datafort/engine"
)

// Forcing a rez (opponent-choice, forced-rez): "choose a piece of ice. The
// Corp either rezzes that piece of ice or trashes it" (Forged Activation
// Orders, with the errata R352: "choose an unrezzed piece of ice"). The
// controller chooses a piece of unrezzed ice of a Corp he or she opposes
// (named to the others by its place); that Corp then rezzes it, paying its
// rez cost and whatever a rez costs in addition, or trashes it. Rezzing is
// offered only when the Corp can pay; otherwise the ice is trashed without
// asking. A piece of ice trashed unrezzed goes to the Archives face down
// unless the Runner has seen it (trash, ONR-2.2.3). The chosen ice waits in
// the frame's list while the Corp decides.

// RezOrTrashChosenIce: "choose an unrezzed piece of ice; the Corp either
// rezzes it or trashes it".
func RezOrTrashChosenIce() Op { return rezOrTrash{} }

type rezOrTrash struct{}

func (rezOrTrash) Run(s *State, f *Frame) Status {
	chosen := s.List(f)
	if len(chosen) == 0 {
		var ice []int32
		for corp := range s.opposing(f.Seat, Corp) {
			ice = append(ice, s.installedIce(corp)...)
		}
		c, st := s.chooseCard(f, ice, func(c int32) bool { return !s.Cards[c].Rezzed }, VerbChoose,
			"Choose a piece of unrezzed ice: its Corp rezzes it or trashes it", "R352")
		if c == 0 {
			return st
		}
		if !s.canRezForced(s.controller(c), c) {
			s.trashForced(f, c)
			return Next
		}
		s.AppendList(f, c)
		return s.ask(s.controller(c), "Rez the piece of ice chosen, or trash it", "R352",
			[]engine.Option{{Verb: VerbRez, Card: s.h(c)}, {Verb: VerbTrash, Card: s.h(c)}})
	}
	c := chosen[0]
	s.SetList(f, nil)
	o, _ := f.Take()
	corp := s.controller(c)
	if s.Cards[c].Zone != ZoneIce || s.Cards[c].Rezzed {
		return Next
	}
	if o.Verb == VerbRez && s.canRezForced(corp, c) {
		s.rez(c, false)
		return Next
	}
	s.trashForced(f, c)
	return Next
}

// canRezForced reports whether Corp seat can pay to rez ice c.
func (s *State) canRezForced(seat engine.Seat, c int32) bool {
	return s.rezCost(c) <= s.rezMoney(seat, c) && s.canPayRezAlso(seat, c)
}

// trashForced trashes ice c chosen by the effect of frame f, naming it to
// its Corp and by its place to the others.
func (s *State) trashForced(f *Frame, c int32) {
	fi := s.Cards[c].Fort
	s.sayTo(seatBit(s.Cards[c].At), msgTrashesIceAt, s.cardArg(f.Src), int32(slices.Index(s.Forts[fi].Ice, c)+1), s.fortArg(fi), s.cardArg(c))
	s.trash(c)
}

// Forcing the rez of a fort's ice (forced-rez): "the Corp must rez as much
// ice as possible on a fort, beginning with the outermost ice and working
// in" — the fort of the successful run in progress. Outermost first, the
// Corp rezzes each piece of unrezzed ice it can pay for then, paying its
// rez cost and whatever a rez costs in addition; a piece it cannot pay for
// stays unrezzed and unseen (R351), and the next one inward is tried. One
// piece at a time: the effects of a rez ("when you rez …") resolve before
// the next.

// RezRunIceOutermostFirst: "the Corp must rez as much ice as possible on a
// fort, beginning with the outermost ice and working in", the fort run.
func RezRunIceOutermostFirst() Op { return rezRunIce{} }

type rezRunIce struct{}

func (rezRunIce) Run(s *State, f *Frame) Status {
	r := &s.Run
	if !r.Active {
		return Next
	}
	for {
		next := int32(0)
		for _, c := range s.Forts[r.Fort].Ice {
			if !s.Cards[c].Rezzed && s.canRezForced(s.controller(c), c) {
				next = c
				break
			}
		}
		if next == 0 {
			return Next
		}
		depth := len(s.Frames())
		s.rez(next, false)
		if len(s.Frames()) > depth {
			return Again // what the rez set off resolves first
		}
	}
}
