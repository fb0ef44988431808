package onr

import (
	"slices"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
	"github.com/datafort/datafort/onr/carddb"
)

// Install-only actions of a type, and bits for them
// (restricted-extra-action, scoped-bits): "Gain up to five consecutive
// actions, which you may use only to install programs, and gain 1 bit. If
// you do not spend the bit during these actions, return it to the bank
// afterwards" (a Runner prep; R509-R511).
//
// Design. The actions are the install-only actions of dedicated.go
// (Player.InstallActions), for any player: consecutive, taken right after
// the card that gave them, before any other action, "done" or an empty hand
// forfeiting the rest (R510). What they may install is a lasting effect
// bound to the player (ModInstallActionsOf) until the
// turn is over (the op that made it, its Ref and PC, says the type); with none (Edgerunner, Inc., Temps) they install any card.
// The bits are a lasting effect of their own (ModInstallActionBits, N the
// bits not yet spent), not part of the pool: restricted bits for the
// installs of those actions only (restricted.go spends them first, scoped
// ones before the others), not for anything done between the actions
// (R511: no ability of the pool takes them). Once the player has no
// install-only action left, at the next step of the turn, the bits not
// spent go back to the bank (endInstallActionBits): "5 actions and 1 bit,
// not 1 bit per action" (R509).
//
// Limit. An install done by a card's effect between two of the actions
// (none of the pool's preps, which are played by actions) could also be
// paid with the bit.

// GainInstallActionsOf: "gain N consecutive actions, which you may use only
// to install cards of type T" (ONR-6.4.3).
func GainInstallActionsOf(n int32, t carddb.Type) Op { return gainInstallActionsOf{n, t} }

type gainInstallActionsOf struct {
	n int32
	t carddb.Type
}

func (o gainInstallActionsOf) Run(s *State, f *Frame) Status {
	if s.Active != f.Seat || o.n <= 0 {
		return Next
	}
	s.P(f.Seat).InstallActions += o.n
	// The type is read back from this op (Ref, PC): card types are text.
	s.AddLasting(kernel.Lasting{Src: f.Src, Seat: f.Seat, Mod: ModInstallActionsOf, Ref: f.Ref, PC: f.PC, Until: EvTurnOver})
	s.say(msgGainsInstallActionsOf, int32(f.Seat), o.n, word(string(o.t)+"s"))
	return Next
}

// BitsForInstallActions: "gain N bits; if you do not spend them during
// these actions, return them to the bank afterwards": bits usable only for
// the installs of the player's install-only actions (ModInstallActionBits).
func BitsForInstallActions(n int32) Op { return bitsForInstallActions{n} }

type bitsForInstallActions struct{ n int32 }

func (o bitsForInstallActions) Run(s *State, f *Frame) Status {
	if s.P(f.Seat).InstallActions <= 0 || o.n <= 0 {
		return Next
	}
	s.AddLasting(kernel.Lasting{Src: f.Src, Seat: f.Seat, Mod: ModInstallActionBits, N: o.n, Until: EvTurnOver})
	s.say(msgGainsScopedBits, int32(f.Seat), o.n, s.cardArg(f.Src))
	return Next
}

// installActionAllows reports whether an install-only action of seat may
// install card c: of a type some ModInstallActionsOf of seat's names, or
// any card when none does.
func (s *State) installActionAllows(seat engine.Seat, c int32) bool {
	any, ok := true, false
	for i := range s.Lasting {
		if l := &s.Lasting[i]; l.Mod == ModInstallActionsOf && l.Seat == seat {
			any = false
			if ops := program(l.Ref); int(l.PC) < len(ops) {
				if o, is := ops[l.PC].(gainInstallActionsOf); is {
					ok = ok || s.isType(c, o.t)
				}
			}
		}
	}
	return any || ok
}

// installActionBits returns seat's bits usable only for its install-only
// actions' installs that may pay for use concerning card c now.
func (s *State) installActionBits(seat engine.Seat, use Use, c int32) int32 {
	if use != ForInstalls || c == 0 || !s.mayLast(ModInstallActionBits) || !s.installActionAllows(seat, c) {
		return 0 // no such bits (lastingkinds.go), or not for c
	}
	var n int32
	for i := range s.Lasting {
		if l := &s.Lasting[i]; l.Mod == ModInstallActionBits && l.Seat == seat {
			n += l.N
		}
	}
	return n
}

// spendInstallActionBits pays up to n of the bits of installActionBits,
// the oldest first, and returns what is left to pay.
func (s *State) spendInstallActionBits(seat engine.Seat, use Use, c, n int32) int32 {
	if s.installActionBits(seat, use, c) == 0 {
		return n
	}
	for i := range s.Lasting {
		if l := &s.Lasting[i]; n > 0 && l.Mod == ModInstallActionBits && l.Seat == seat {
			u := min(n, l.N)
			l.N -= u
			n -= u
		}
	}
	return n
}

// endInstallActionBits returns to the bank seat's bits for install-only
// actions not spent, once it has no such action left.
func (s *State) endInstallActionBits(seat engine.Seat) {
	if s.lastKinds.absent[ModInstallActionBits/64]&(1<<(ModInstallActionBits%64)) == 0 { // mayLast(ModInstallActionBits), cheap enough to inline; else none (lastingkinds.go), without a call
		s.returnInstallActionBits(seat)
	}
}

// returnInstallActionBits is endInstallActionBits past its inline test.
func (s *State) returnInstallActionBits(seat engine.Seat) {
	s.Lasting = slices.DeleteFunc(s.Lasting, func(l kernel.Lasting) bool {
		if l.Mod != ModInstallActionBits || l.Seat != seat {
			return false
		}
		if l.N > 0 {
			s.sayOfSource(l.Src, msgReturnsScopedBits, msgReturnsScopedBitsHidden, int32(seat), l.N, s.cardArg(l.Src))
		}
		return true
	})
}
