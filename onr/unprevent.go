package onr

import (
	"fmt"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// Preventions an opponent may pay to undo (prevent-variants). A prevention's
// other effects (Ability.Effect) resolve right after it took its amount off
// the window (applyPrevention), over the window's frame, with the frame's list the
// window's stack index and the amount just prevented; these ops give some
// of that amount back to the window, so that it is done after all:
//
//   - UnpreventPerBit: "for each 1 bit the Corp pays when meat damage is
//     done, 1 point of meat damage is not prevented by this card" (Full
//     Body Conversion). The Corp chooses how many bits, up to the amount
//     the card prevented.
//   - CancelForPoint: "the Corp may pay 1 agenda point to cancel this
//     effect until end of turn" (Diplomatic Immunity): all of it comes
//     back, and the card's preventions do not work until the turn is over
//     (a ModCancelled lasting effect bound to the card, ended by
//     EvTurnOver).
//
// Undone, the card is not offered again against the same occurrence (the
// window frame's list lists it; preventWindow). The Corp answering is the controller of the card doing the damage, or
// else the first Corp opposing the Runner. Both cards are face up, so the
// question tells nobody anything hidden.

// UnpreventPerBit: the Corp may pay bits, each undoing 1 point of what the
// prevention just prevented (Full Body Conversion).
func UnpreventPerBit() Op { return unprevent{} }

// CancelForPoint: the Corp may pay 1 agenda point to undo all of what the
// prevention just prevented and cancel the card's preventions until the end
// of the turn (Diplomatic Immunity).
func CancelForPoint() Op { return unprevent{forPoint: true} }

type unprevent struct{ forPoint bool }

func (o unprevent) Run(s *State, f *Frame) Status {
	l := s.List(f)
	if len(l) != 2 || int(l[0]) >= len(s.Frames()) || l[1] <= 0 {
		return Next
	}
	w, n := &s.Frames()[l[0]], l[1]
	corp := s.corpAgainst(w, f.Seat)
	if corp == engine.NoSeat {
		return Next
	}
	title := s.def(f.Src).Title
	if o.forPoint {
		point := Cost{Points: 1}
		if f.Answered {
			if op, _ := f.Take(); op.Verb != VerbPay || !s.canPay(corp, 0, point) {
				return Next
			}
		} else if s.canPay(corp, 0, point) {
			return s.ask(corp, fmt.Sprintf("%s prevented %d: pay 1 agenda point to cancel it until the end of the turn?", title, n),
				"ONR-18.3.5", []engine.Option{{Verb: VerbDecline}, {Verb: VerbPay, Card: s.h(f.Src), Arg: 1}})
		} else {
			return Next
		}
		s.pay(corp, 0, point)
		w.N += n
		s.AppendList(w, f.Src)
		s.AddLasting(kernel.Lasting{Src: f.Src, Seat: corp, Mod: ModCancelled, N: 1, Obj: f.Src, Until: EvTurnOver})
		s.say(msgCancelsPrevention, s.cardArg(f.Src), n)
		return Next
	}
	var x int32
	if f.Answered {
		_, x = f.Take()
	} else if hi := min(n, s.P(corp).Bits); hi > 0 {
		return s.askNumber(corp, fmt.Sprintf("%s prevented %d: pay bits, each makes 1 of it not prevented", title, n), "ONR-18.3.5", 0, hi)
	}
	if x = min(x, n, s.P(corp).Bits); x > 0 {
		s.payBits(corp, f.Src, x)
		w.N += x
		s.AppendList(w, f.Src) // not used again against this damage
		s.say(msgPaysAgainstPrevention, x, s.cardArg(f.Src))
	}
	return Next
}

// corpAgainst returns the Corp answering for window w against Runner
// runner: the controller of its source if a Corp card, else the first
// opposing Corp.
func (s *State) corpAgainst(w *Frame, runner engine.Seat) engine.Seat {
	if w.Src != 0 && s.Cards[w.Src].Side == Corp {
		return s.controller(w.Src)
	}
	for corp := range s.opposing(runner, Corp) {
		return corp
	}
	return engine.NoSeat
}

// cancelled reports whether the preventions of card c are cancelled
// (ModCancelled).
func (s *State) cancelled(c int32) bool { return s.lastingSum(ModCancelled, c) > 0 }
