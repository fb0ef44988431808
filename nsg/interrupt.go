package nsg

import (
	"fmt"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// abGripTrash is the use-count slot of a card's GripTrashDiscount
// interrupt (the numbers of Abilities are below it).
const abGripTrash int16 = 64

// stepInterrupt is the step of opPlay and opInstall at which the Runner
// is asked whether to use a grip-trash interrupt (digest §12: the
// interrupt window of playing or installing, before the cost is paid);
// stepInterruptDone, of opPlay, follows the reactions to its trash.
const (
	stepInterrupt     = 10
	stepInterruptDone = 11
)

// gripTrashSource returns the Runner's installed card whose
// GripTrashDiscount interrupt may be used now, for the card being played
// or installed, id (targeted, still in the grip: it may itself be the
// card trashed, digest §13 NSG-S03), or 0.
func (s *State) gripTrashSource(id int32) int32 {
	if len(s.Grip) == 0 {
		return 0
	}
	for _, r := range s.Rig {
		if s.def(r).GripTrashDiscount > 0 && s.Used(r, abGripTrash) == 0 {
			return r
		}
	}
	return 0
}

// askGripTrash asks the Runner, in frame f of the card id being played or
// installed, whether to use source src's interrupt: each grip card to
// trash (the targeted card among them), or pass.
func (s *State) askGripTrash(f *kernel.Frame, src, id int32) kernel.Status {
	opts := []engine.Option{{Verb: verbPass}}
	for _, g := range s.Grip {
		opts = append(opts, engine.Option{Verb: verbTarget, Card: int(g)})
	}
	return s.Ask(s.Runner, fmt.Sprintf("Interrupt: use %s? Trash a card from your grip to pay %d less", s.card(src).Title, s.def(src).GripTrashDiscount), "CR 9.9", opts)
}

// answerGripTrash applies the Runner's answer to askGripTrash and returns
// the discount it gives (0 when the Runner passed). The interrupt is used
// (once per turn) when a card is trashed.
func (s *State) answerGripTrash(f *kernel.Frame, id int32) int32 {
	o, _ := f.Take()
	src := s.gripTrashSource(id)
	if o.Verb != verbTarget || src == 0 {
		return 0
	}
	t := s.card(int32(o.Card))
	if t == nil || t.Zone != ZoneGrip {
		return 0
	}
	s.MarkUsed(src, abGripTrash, 1, evTurnEnd)
	n := s.def(src).GripTrashDiscount
	s.event(s.Runner, "interrupt", fmt.Sprintf("the Runner uses %s, trashing %s from the grip: %d less to pay", s.card(src).Title, t.Title, n))
	s.trash(t.ID, s.Runner)
	return n
}
