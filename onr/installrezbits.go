package onr

import (
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// Bits usable only to install or rez cards (scoped-bits; Government
// Contract: "Gain 3 bits. Use these bits only to pay for installing or
// rezzing cards. When the turn ends, return to the bank any of the 3 bits
// you did not spend").
//
// The bits are scoped bits (ModScopedBits, restricted.go) for any card:
// Obj 0, Arg ForInstallsOrRezzes, a Use that serves two payments
// (Use.serves): installing a card (ForInstalls: the install cost of a
// Runner's card, the Corp's cost of installing ice and a fort's install
// tax) and rezzing one (ForRezzes: the rez cost itself, in full or halved,
// never a cost "above the rez cost", R146, nor a cost "in addition to the
// normal cost", which are paid from the pool by their own ops, rezcost.go).
// Every rez and every Corp install pays through the registry's handler of
// its Use (payForUse), the scoped bits first; every check of whether a rez
// or an install can be paid reads rezMoney or installMoney, so that the
// Corp's rez options count them. When their scope ends (Until), what is
// left of them goes back to the bank, said as the occurrence is applied
// (returnPoolBits, poolbits.go).
//
// Not a rez (R147): an effect that turns ice face up without rezzing it
// pays from the pool.

// paidUses lists the Uses whose payments go through the registry's
// CostBitsFor handlers (values.go): every Use a payment names.
var paidUses = []Use{ForIcebreakers, ForTrashing, ForLink, ForRuns, ForInstalls, ForOwnTraces, ForPlays, ForTagRemoval, ForRezzes}

// serves reports whether bits restricted to use u may pay a payment for
// use p: the same use, or one of the two that ForInstallsOrRezzes serves.
func (u Use) serves(p Use) bool {
	return u == p || (u == ForInstallsOrRezzes && (p == ForInstalls || p == ForRezzes))
}

// GainBitsToInstallOrRez: "gain N bits. Use these bits only to pay for
// installing or rezzing cards. When UNTIL, return to the bank any of the N
// bits you did not spend" (Government Contract, until the turn ends).
func GainBitsToInstallOrRez(n int32, until kernel.EventType) Op {
	return gainInstallRezBits{n, until}
}

type gainInstallRezBits struct {
	n     int32
	until kernel.EventType
}

func (o gainInstallRezBits) Run(s *State, f *Frame) Status {
	if o.n <= 0 {
		return Next
	}
	s.AddLasting(kernel.Lasting{Src: f.Src, Seat: f.Seat, Mod: ModScopedBits, N: o.n, Arg: int32(ForInstallsOrRezzes), Until: o.until})
	s.say(msgGainsScopedBits, int32(f.Seat), o.n, s.cardArg(f.Src))
	return Next
}

// rezMoney returns the bits seat could spend on the rez cost of card c:
// its pool and the bits restricted to rezzing it.
func (s *State) rezMoney(seat engine.Seat, c int32) int32 {
	return s.P(seat).Bits + s.restrictedBits(seat, ForRezzes, c)
}

// installMoney returns the bits seat could spend on installing card c: its
// pool and the bits restricted to installing it.
func (s *State) installMoney(seat engine.Seat, c int32) int32 {
	return s.P(seat).Bits + s.restrictedBits(seat, ForInstalls, c)
}

// payRez pays n bits of seat's toward the rez cost of card c (ForRezzes).
func (s *State) payRez(seat engine.Seat, c, n int32) { s.payForUse(seat, ForRezzes, c, n) }

// returnScopedBits returns to the bank the unspent scoped bits for any
// card whose scope occurrence o ends, saying so (the bits are not in the
// pool: the lasting effect holds them).
func (s *State) returnScopedBits(o kernel.Occurrence) {
	for i := range s.Lasting {
		l := &s.Lasting[i]
		if l.Mod != ModScopedBits || l.Obj != 0 || l.Until != o.Type || l.Count > 1 || l.Starts != 0 || (l.Mine && l.Seat != o.Seat) || l.N <= 0 {
			continue
		}
		n := l.N
		l.N = 0
		s.sayOfSource(l.Src, msgReturnsScopedBits, msgReturnsScopedBitsHidden, int32(l.Seat), n, s.cardArg(l.Src))
	}
}
