package onr

import (
	"fmt"

	"github.com/datafort/datafort/kernel"
)

// Ice rezzed on borrowed time (x-cost, forced-rez, card-counters,
// lasting-effects): "rez a piece of ice, at no cost. Put X Kludge counters
// on that piece of ice; X cannot be 0. At the start of each of your turns,
// remove a Kludge counter. Trash that piece of ice when the last Kludge
// counter is removed from it" (Emergency Rig).
//
// RezIceKludged has the controller choose a piece of its installed ice,
// unrezzed (its additional rez costs payable, R200) or already rezzed
// (R135), then X, from 1 to its pool, pays X, rezzes the ice at no cost if
// it is not rezzed, and makes the rest of the program a delayed trigger at
// the start of each of its turns: a lasting effect of kind
// ModKludgeCounters naming the ice (Arg), N the counters it put there.
// The ice's Kludge counters are those of every such effect naming it: a
// second card played on the same ice adds its own (R133), and they stay
// through a derez (R134; the effect is bound to the ice, not to its rez).
// RemoveKludgeTrashAtLast, in that program, removes one of the ice's
// counters (whichever effect holds it) and trashes the ice when it removes the last;
// each effect left on the ice with no counter then trashes it in turn, so
// saving the ice takes one prevention per card (R133).
//
// The X is chosen after the ice, and nothing is paid when the Corp has no
// ice to choose: the card is then played for nothing.

// RezIceKludged: "pay X: rez a piece of ice, at no cost; put X Kludge
// counters on it; X cannot be 0; at the start of each of your turns, …"
// (the ops after it).
func RezIceKludged() Op { return rezIceKludged{} }

type rezIceKludged struct{}

func (rezIceKludged) Run(s *State, f *Frame) Status {
	if f.Ref.IsBuiltin() || s.spendable(f.Seat) < 1 {
		return Stop
	}
	if f.N == 0 { // the ice first
		c, st := s.chooseCardAmongHidden(f, s.installedIce(f.Seat), func(c int32) bool { return s.Cards[c].Rezzed || s.canPayRezAlso(f.Seat, c) },
			VerbRez, "Choose a piece of ice to rez at no cost and put Kludge counters on", "ONR-9.6")
		if c == 0 {
			if st == Next {
				return Stop // no ice: nothing to rig
			}
			return st
		}
		f.N = c
		return s.askNumber(f.Seat, fmt.Sprintf("%s: pay X bits, X Kludge counters on %s", s.cardName(f.Src), s.cardName(c)), "ONR-7.2", 1, s.spendable(f.Seat))
	}
	c := f.N
	f.N = 0
	_, x := f.Take()
	x = max(1, min(x, s.spendable(f.Seat))) // X cannot be 0
	s.payBits(f.Seat, f.Src, x)
	s.say(msgPaysFor, int32(f.Seat), x, s.cardArg(f.Src))
	if !s.Cards[c].Rezzed {
		s.rez(c, true)
	}
	s.AddLasting(kernel.Lasting{Src: f.Src, Seat: f.Seat, Mod: ModKludgeCounters, N: x, Arg: c, On: EvTurnStart, Every: true, Mine: true,
		Ref: f.Ref, PC: f.PC + 1})
	s.say(msgGetsCounters, s.cardArg(c), x, s.kludgeCounters(c))
	return Stop
}

// kludgeCounters returns the Kludge counters on ice c: those of every
// effect naming it.
func (s *State) kludgeCounters(c int32) int32 {
	var n int32
	for _, l := range s.Lasting {
		if l.Mod == ModKludgeCounters && l.Arg == c {
			n += l.N
		}
	}
	return n
}

// RemoveKludgeTrashAtLast: "remove a Kludge counter. Trash that piece of
// ice when the last Kludge counter is removed from it", after
// RezIceKludged; trashing the ice, or finding it gone, ends the effect.
func RemoveKludgeTrashAtLast() Op { return removeKludge{} }

type removeKludge struct{}

func (removeKludge) Run(s *State, f *Frame) Status {
	mine := -1
	for i, l := range s.Lasting {
		if l.Mod == ModKludgeCounters && l.Src == f.Src && l.Ref == f.Ref && l.Seat == f.Seat {
			mine = i
			break
		}
	}
	if mine < 0 {
		return Next
	}
	ice := s.Lasting[mine].Arg
	if s.Cards[ice].Zone != ZoneIce {
		s.Lasting = append(s.Lasting[:mine], s.Lasting[mine+1:]...) // nothing left to rig
		return Next
	}
	if s.kludgeCounters(ice) > 0 {
		for i, l := range s.Lasting { // the counters are the ice's: the first effect holding one gives it up
			if l.Mod == ModKludgeCounters && l.Arg == ice && l.N > 0 {
				s.Lasting[i].N--
				break
			}
		}
		s.say(msgLosesOneCounter, s.cardArg(ice), s.kludgeCounters(ice))
		if s.kludgeCounters(ice) > 0 {
			return Next
		}
	}
	s.Lasting = append(s.Lasting[:mine], s.Lasting[mine+1:]...)
	s.trashGroupWithWindows(f.Src, []int32{ice})
	return Next
}
