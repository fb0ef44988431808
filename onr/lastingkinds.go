package onr

import (
	"fmt"

	"github.com/datafort/datafort/kernel"
)

// The kinds of the lasting effects (issue 29, item 2). Dozens of loops walk
// the lasting effects (State.Lasting) for the effects of one modifier kind
// (scoped bits, bits for install-only actions, announced spending, virus
// counters in forts, pool bits, …) that a game holds rarely, several times
// a decision. lastingKinds holds a superset of the modifier kinds
// (Lasting.Mod) and of the occurrences answered (Lasting.On) of the
// lasting effects, kept as the kinds known absent (zero: none known), so
// that such a loop returns after one bit test when no effect can match
// (mayLast, mayLastOn):
//
//   - an effect joins the list only through AddLasting, which State
//     shadows to take its kinds out of those known absent; everything else
//     (the kernel's Emit, checkpoints and Forget, the rules' deletions)
//     only takes effects out or changes their counts, which leaves a
//     superset;
//   - the kinds are made from the list at the start of each turn
//     (makeLastingKinds), dropping those of the effects that have ended;
//   - a state made otherwise (New, Reset, Load, a seat's information state)
//     starts knowing no kind absent, until its next turn; a clone copies
//     them with the list.
//
// State.unmasked turns it off with the could-act masks (masks.go), so that
// TestMasksGiveTheOptionsOfTheLongWay compares it with the long way;
// Check compares it with the list, and TestLastingKindsHoldEveryEffect does
// after every step of random games. Not part of the state.
type lastingKinds struct {
	absent modMask // modifier kinds no lasting effect has (Lasting.Mod)
	offOn  uint64  // the eventBit of occurrences no lasting effect answers (Lasting.On)
}

// AddLasting adds a lasting effect (kernel.Core.AddLasting), taking its
// kinds out of those known absent (lastingkinds.go).
func (s *State) AddLasting(l kernel.Lasting) {
	k := &s.lastKinds
	if int(l.Mod) < modWords*64 {
		k.absent[l.Mod/64] &^= 1 << (l.Mod % 64)
	}
	k.offOn &^= eventBit(l.On)
	s.Core.AddLasting(l)
}

// makeLastingKinds makes lastingKinds from the lasting effects: every kind
// not held is known absent (none when the masks are off). Made at the
// start of each turn, so that the kinds of the effects that have ended
// since are dropped.
func (s *State) makeLastingKinds() {
	k := &s.lastKinds
	*k = lastingKinds{}
	if s.unmasked {
		return
	}
	var held modMask
	var on uint64
	for i := range s.Lasting {
		held.add(s.Lasting[i].Mod)
		on |= eventBit(s.Lasting[i].On)
	}
	for i := range held {
		k.absent[i] = ^held[i]
	}
	k.offOn = ^on
}

// mayLast reports whether a lasting effect may have modifier kind mod:
// false only when its kind is known absent.
func (s *State) mayLast(mod kernel.ModKind) bool {
	return int(mod) >= modWords*64 || s.lastKinds.absent[mod/64]&(1<<(mod%64)) == 0
}

// mayLastOn reports whether a lasting effect may answer occurrences of
// type e (Lasting.On): false only when that is known absent.
func (s *State) mayLastOn(e kernel.EventType) bool {
	return s.lastKinds.offOn&eventBit(e) == 0
}

// checkLastingKinds checks lastingKinds against the lasting effects: a
// kind held but known absent would skip an effect.
func (s *State) checkLastingKinds() error {
	for i := range s.Lasting {
		if l := &s.Lasting[i]; !s.mayLast(l.Mod) || !s.mayLastOn(l.On) {
			return fmt.Errorf("lasting effect %d (modifier %d, on %d) is among the kinds of the lasting effects known absent", i, l.Mod, l.On)
		}
	}
	return nil
}
