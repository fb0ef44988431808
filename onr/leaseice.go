package onr

import (
	"slices"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// Ice rezzed on terms (forced-rez, card-counters, lasting-effects): "rez a
// piece of ice, at no cost. Put on that ice a number of Term counters equal
// to its rez cost. At the start of each of your turns, if you have at
// least 2 bits, lose 2 bits and remove one of these Term counters;
// otherwise, put a Term counter on that piece of ice" (Rent-to-Own
// Contract), whose effect ends when the last counter is removed (R209,
// errata).
//
// RezIceLeased has the controller choose a piece of its unrezzed ice whose
// additional rez costs it can pay (R200), rezzes it at no cost and makes
// the rest of the program a delayed trigger at the start of each of its
// turns: a lasting effect of kind ModLeaseCounters naming the ice (Arg; a
// delayed trigger's Obj would let only occurrences about the ice fire it),
// N its Term counters, the rez cost the ice had as it was chosen; it ends
// when the ice is no longer installed. PayLeaseOrExtend, in that program, pays a term
// or adds one, and ends the effect with the last counter.

// RezIceLeased: "rez a piece of ice, at no cost; put on it Term counters
// equal to its rez cost; at the start of each of your turns, …" (the ops
// after it).
func RezIceLeased() Op { return rezIceLeased{} }

type rezIceLeased struct{}

func (rezIceLeased) Run(s *State, f *Frame) Status {
	if f.Ref.IsBuiltin() {
		return Stop
	}
	c, st := s.chooseCardAmongHidden(f, s.installedIce(f.Seat), func(c int32) bool { return !s.Cards[c].Rezzed && s.canPayRezAlso(f.Seat, c) },
		VerbRez, "Choose a piece of ice to rez at no cost", "ONR-9.6")
	if c == 0 {
		if st == Next {
			return Stop // no ice: no terms
		}
		return st
	}
	n := s.rezCost(c)
	s.rez(c, true)
	if n <= 0 {
		return Stop
	}
	s.AddLasting(kernel.Lasting{Src: f.Src, Seat: f.Seat, Mod: ModLeaseCounters, N: n, Arg: c, On: EvTurnStart, Every: true, Mine: true,
		Ref: f.Ref, PC: f.PC + 1})
	// The ice's mark, bound to it (Obj): forgotten as the ice leaves its
	// place (kernel.Core.Forget), so that the terms end with it even if it
	// is installed again, a new object (stored in HQ by Cowboy Sysop).
	s.AddLasting(kernel.Lasting{Src: f.Src, Seat: f.Seat, Mod: ModLeaseCounters, Arg: c, Obj: c})
	s.say(msgGetsCounters, s.cardArg(c), n, n)
	return Stop
}

// PayLeaseOrExtend: "if you have at least N bits, lose N bits and remove
// one of these Term counters; otherwise, put a Term counter on that piece
// of ice", after RezIceLeased; the last counter removed ends the effect.
func PayLeaseOrExtend(n int32) Op { return payLeaseOrExtend{n} }

type payLeaseOrExtend struct{ n int32 }

func (o payLeaseOrExtend) Run(s *State, f *Frame) Status {
	for i := range s.Lasting {
		l := &s.Lasting[i]
		if l.Mod != ModLeaseCounters || l.Src != f.Src || l.Ref != f.Ref || l.Seat != f.Seat {
			continue
		}
		if l.On == 0 {
			continue // the ice's mark
		}
		ice := l.Arg
		if s.Cards[ice].Zone != ZoneIce || !s.leaseHolds(f.Src, f.Seat, ice) {
			s.endLease(i, f.Src, f.Seat, ice) // nothing left to rent: the ice left its place
			return Next
		}
		if s.P(f.Seat).Bits < o.n {
			l.N++
			s.say(msgGetsCounters, s.cardArg(ice), int32(1), l.N)
			return Next
		}
		s.lose(f.Seat, o.n)
		s.say(msgLosesBits, int32(f.Seat), o.n)
		l.N--
		s.say(msgLosesOneCounter, s.cardArg(ice), l.N)
		if l.N <= 0 {
			s.endLease(i, f.Src, f.Seat, ice)
		}
		return Next
	}
	return Next
}

// leaseHolds reports whether ice still bears the mark of the lease of
// card src, bound to seat: it has not left its place since it was rented.
func (s *State) leaseHolds(src int32, seat engine.Seat, ice int32) bool {
	for i := range s.Lasting {
		if l := &s.Lasting[i]; l.Mod == ModLeaseCounters && l.On == 0 && l.Obj == ice && l.Src == src && l.Seat == seat {
			return true
		}
	}
	return false
}

// endLease ends the lease of lasting effect i (of card src, bound to seat,
// on ice) and removes the ice's mark.
func (s *State) endLease(i int, src int32, seat engine.Seat, ice int32) {
	s.Lasting = append(s.Lasting[:i], s.Lasting[i+1:]...)
	s.Lasting = slices.DeleteFunc(s.Lasting, func(l kernel.Lasting) bool {
		return l.Mod == ModLeaseCounters && l.On == 0 && l.Obj == ice && l.Src == src && l.Seat == seat
	})
}
