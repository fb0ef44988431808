package nsg

import (
	"fmt"
	"slices"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// abGripTrash is the use-count slot of a card's GripTrashDiscount
// interrupt (the numbers of Abilities are below it).
const abGripTrash int16 = 64

// stepInterrupt is the step of opPlay and opInstall at which the Runner
// is asked whether to use a grip-trash interrupt (digest §12: the
// interrupt window of playing or installing, before the cost is paid);
// stepInterruptDone follows the reactions to its trash.
// stepAddCost asks whether to pay a play's additional cost, stepAddTrash
// the cards it trashes, and stepAddCostDone goes on to the play's cost.
const (
	stepInterrupt     = 10
	stepInterruptDone = 11
	stepAddCost       = 12
	stepAddTrash      = 13
	stepAddCostDone   = 14
	stepFitTrash      = 15 // installing a program: the programs chosen to trash to fit it (CR 8.5.6c)
	stepPlayed        = 16 // playing: after the checkpoint of step 8.6.7e, the play abilities resolve
	stepIceTrash      = 17 // installing a Corp card: the like cards at its destination chosen to trash first (CR 8.5.6a, 8.5.6b)
	stepTrashDone     = 18 // installing a program: the Runner's trashes are done (CR 8.5.6c), the install goes on
	stepChooseX       = 19 // playing a card whose play cost is X: X is chosen, then paid (CR 1.16.2c)
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
	s.mark(MarkInterruptWindow)
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

// additionalGripTrash is step F and the first part of G of playing a card
// whose additional cost is to trash N other cards from the grip (digest
// §12; CR 1.16.10): the Runner chooses to pay it or declines it (then the
// card is revealed and nothing is played, the click spent: CR 1.16.10a);
// paying is offered only when N other cards are in the grip. The cards
// are chosen one by one, trashed together, and a checkpoint follows before
// the play's credits (the discount of an interrupt, in f.T, kept).
func (s *State) additionalGripTrash(f *kernel.Frame) kernel.Status {
	c := s.card(f.Src)
	if c == nil || c.Zone != ZoneGrip {
		f.Step, f.T, f.M = 0, 0, 0
		return kernel.Next
	}
	d := s.def(c.ID)
	n := d.AdditionalGripTrash
	switch f.Step {
	case stepAddCost:
		if !f.Answered {
			opts := []engine.Option{{Verb: verbNo}}
			if int32(len(s.Grip))-1 >= n {
				opts = append([]engine.Option{{Verb: verbYes}}, opts...)
			}
			return s.Ask(s.Runner, fmt.Sprintf("Pay the additional cost of %s: trash %d cards from your grip?", s.publicName(c.ID, s.Corp), n), "CR 1.16.10", opts) // a prompt every seat reads: the card is still in the grip
		}
		if o, _ := f.Take(); o.Verb != verbYes || int32(len(s.Grip))-1 < n {
			s.event(s.Runner, "reveal", fmt.Sprintf("%s is revealed: the Runner declines its additional cost, and nothing is played", d.Title))
			f.Step, f.T = 0, 0
			return kernel.Next
		}
		f.Step, f.M = stepAddTrash, 0
		fallthrough
	default: // stepAddTrash
		if f.Answered {
			o, _ := f.Take()
			if t := s.card(int32(o.Card)); t != nil && t.Zone == ZoneGrip && t.ID != c.ID {
				f.M++
				s.AppendList(f, t.ID)
			}
		}
		if f.M < n {
			var opts []engine.Option
			chosen := s.List(f)
			for _, g := range s.Grip {
				if g != c.ID && !slices.Contains(chosen, g) {
					opts = append(opts, engine.Option{Verb: verbTarget, Card: int(g)})
				}
			}
			return s.Ask(s.Runner, fmt.Sprintf("Choose a card to trash for %s (%d of %d)", s.publicName(c.ID, s.Corp), f.M+1, n), "CR 1.16.10b", opts) // a prompt every seat reads
		}
		for _, id := range slices.Clone(s.List(f)) { // trashed together (1.16.10b)
			s.trash(id, s.Runner)
		}
		s.SetList(f, nil)
		f.Step, f.M = stepAddCostDone, 0
		if st := s.checkpointMidStep(); st != kernel.Next {
			return st
		}
		return s.opPlay(f)
	}
}
