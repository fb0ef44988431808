package onr

import (
	"fmt"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// The kinds of the lasting effects (issue 29, item 2). Dozens of loops walk
// the lasting effects (State.Lasting) for the effects of one modifier kind
// (scoped bits, bits for install-only actions, announced spending, virus
// counters in forts, pool bits, …) that a game holds rarely, several times
// a decision, and the kernel's Emit walks them at every occurrence, most of
// which start, fire and end none. lastingKinds holds a superset of the
// modifier kinds (Lasting.Mod) and of the occurrences answered, started
// at and ended at (On, Starts, Until) of the lasting effects, and of the
// occurrences ending use limits (Use.Until), kept as the kinds known
// absent (zero: none known), so that such a loop returns after one bit test
// when no effect can match (mayLast, mayLastOn), Emit skips the kernel's
// (emitTouches), emit and fire skip occur itself (uneventful, lasting.go),
// and Forget skips the kernel's (offObj):
//
//   - an effect joins the list only through AddLasting, and a use limit
//     through MarkUsed or MarkUsedBy, which State shadows to take their
//     kinds out of those known absent; everything else (the kernel's
//     Emit, checkpoints and Forget, the rules' deletions) only takes
//     effects out, changes their counts or makes them active, which
//     leaves a superset;
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
	// The occurrences (bit e for type e, below 64) no lasting effect
	// answers (Lasting.On), starts at (Starts) or ends at (Until), and at
	// which no use limit ends (Use.Until).
	offOn, offStarts, offUntil, offUseUntil uint64
	// still holds the occurrences known to start, fire and end nothing:
	// offOn, offStarts, offUntil and offUseUntil together, but for
	// EvRunEnds, at which State.Emit also ends the announced spending of
	// the run. uneventful and Emit read it alone, one bit test for four.
	still uint64
	// offObj holds bit o%64 when no lasting effect or use limit is bound
	// to an object o of that remainder (Lasting.Obj, Use.Obj): Forget,
	// called as every card moves, has then nothing to end.
	offObj uint64
	// offPrice: no lasting effect has a Price, so that no player may
	// take an action to lift one (liftOptions, action.go).
	offPrice bool
}

// AddLasting adds a lasting effect (kernel.Core.AddLasting), taking its
// kinds out of those known absent (lastingkinds.go).
func (s *State) AddLasting(l kernel.Lasting) {
	k := &s.lastKinds
	if int(l.Mod) < modWords*64 {
		k.absent[l.Mod/64] &^= 1 << (l.Mod % 64)
	}
	k.offOn &^= eventBit(l.On)
	k.offStarts &^= eventBit(l.Starts)
	k.offUntil &^= eventBit(l.Until)
	k.makeStill()
	s.silent &= k.still
	k.offObj &^= objBit(l.Obj)
	if l.Price > 0 {
		k.offPrice = false
	}
	s.Core.AddLasting(l)
}

// MarkUsed counts n more uses of ability ab of obj until an occurrence of
// until (kernel.Core.MarkUsed), taking until out of those known absent.
func (s *State) MarkUsed(obj int32, ab int16, n int32, until kernel.EventType) {
	s.lastKinds.offUseUntil &^= eventBit(until)
	s.lastKinds.still &^= eventBit(until)
	s.silent &^= eventBit(until)
	s.lastKinds.offObj &^= objBit(obj)
	s.Core.MarkUsed(obj, ab, n, until)
}

// MarkUsedBy is MarkUsed for a limit per seat (kernel.Core.MarkUsedBy).
func (s *State) MarkUsedBy(seat engine.Seat, obj int32, ab int16, n int32, until kernel.EventType) {
	s.lastKinds.offUseUntil &^= eventBit(until)
	s.lastKinds.still &^= eventBit(until)
	s.silent &^= eventBit(until)
	s.lastKinds.offObj &^= objBit(obj)
	s.Core.MarkUsedBy(seat, obj, ab, n, until)
}

// Forget ends the lasting effects and use limits bound to obj
// (kernel.Core.Forget), unless none is known to be.
func (s *State) Forget(obj int32) {
	if s.lastKinds.offObj&objBit(obj) != 0 {
		return // none bound to an object of its remainder (lastingkinds.go)
	}
	s.Core.Forget(obj)
}

// objBit returns object obj's bit in lastingKinds.offObj.
func objBit(obj int32) uint64 { return 1 << (uint32(obj) & 63) }

// makeLastingKinds makes lastingKinds from the lasting effects and use
// limits: every kind not held is known absent (none when the masks are
// off). Made at the start of each turn, so that the kinds of the effects
// that have ended since are dropped.
//
// Kinds that are those of the facts of the history alone (factKinds), as
// at most turns' starts, are kept as they are: the list holds no effect of
// another kind (the kinds hold every kind of the list), so that making
// them again would give them again, or, with no fact left, the same but
// for the facts' kinds, which lose nothing by being kept.
func (s *State) makeLastingKinds() {
	if !s.keepsKinds() {
		s.remakeLastingKinds()
	}
}

// keepsKinds reports whether makeLastingKinds keeps the kinds as they are:
// they are factKinds (and the masks are on).
//
// The kinds are compared field by field, inline: the struct's == is a call
// of its generated equality (about 75 instructions, at every turn's start);
// TestKeepsKindsReadsEveryField changes each field in turn.
func (s *State) keepsKinds() bool {
	k, f := &s.lastKinds, &factKinds
	if k.still != f.still || k.offOn != f.offOn || k.offStarts != f.offStarts || k.offUntil != f.offUntil ||
		k.offUseUntil != f.offUseUntil || k.offObj != f.offObj || k.offPrice != f.offPrice || s.unmasked {
		return false
	}
	for i := range k.absent { // word by word: the array's == calls memequal
		if k.absent[i] != f.absent[i] {
			return false
		}
	}
	return true
}

// factKinds are the kinds made from a list of facts of the history alone
// (history.go) and no use limit.
var factKinds = func() lastingKinds {
	var s State
	s.Lasting = []kernel.Lasting{{Seat: 1, Mod: ModHappened, N: 1, Arg: 1, Until: EvTurnStart, Count: 1, Mine: true}}
	s.remakeLastingKinds()
	return s.lastKinds
}()

// remakeLastingKinds is makeLastingKinds the long way: the kinds made from
// the list.
func (s *State) remakeLastingKinds() {
	k := &s.lastKinds
	*k = lastingKinds{}
	if s.unmasked {
		s.silent = 0
		return
	}
	var held modMask
	var on, starts, until, useUntil, objs uint64
	priced := false
	for i := range s.Lasting {
		l := &s.Lasting[i]
		priced = priced || l.Price > 0
		objs |= objBit(l.Obj)
		held.add(l.Mod)
		on |= eventBit(l.On)
		starts |= eventBit(l.Starts)
		until |= eventBit(l.Until)
	}
	for i := range s.Uses {
		useUntil |= eventBit(s.Uses[i].Until)
		objs |= objBit(s.Uses[i].Obj)
	}
	for i := range held {
		k.absent[i] = ^held[i]
	}
	// Type 0 (no occurrence) is never known absent: the kernel makes a
	// dormant effect active by setting its Starts to 0.
	k.offOn, k.offStarts, k.offUntil, k.offUseUntil = ^on&^1, ^starts&^1, ^until&^1, ^useUntil&^1
	k.makeStill()
	k.offObj = ^objs
	k.offPrice = !priced
	s.makeSilent()
}

// makeStill makes still from the four masks of the occurrences.
func (k *lastingKinds) makeStill() {
	k.still = k.offOn & k.offStarts & k.offUntil & k.offUseUntil &^ eventBit(EvRunEnds)
}

// knownOff reports whether occurrence type e is in off (a type past 63 never
// is).
func knownOff(off uint64, e kernel.EventType) bool { return e < 64 && off&(1<<e) != 0 }

// mayLast reports whether a lasting effect may have modifier kind mod:
// false only when its kind is known absent.
func (s *State) mayLast(mod kernel.ModKind) bool {
	return int(mod) >= modWords*64 || s.lastKinds.absent[mod/64]&(1<<(mod%64)) == 0
}

// mayLastOn reports whether a lasting effect may answer occurrences of
// type e (Lasting.On): false only when that is known absent.
func (s *State) mayLastOn(e kernel.EventType) bool { return !knownOff(s.lastKinds.offOn, e) }

// emitTouches reports whether an occurrence of type e may start, fire or end
// a lasting effect or end a use limit (kernel.Core.Emit): false only when
// each is known absent, when Emit would change nothing and fire nothing.
func (s *State) emitTouches(e kernel.EventType) bool {
	k := &s.lastKinds
	return !(knownOff(k.offOn, e) && knownOff(k.offStarts, e) && knownOff(k.offUntil, e) && knownOff(k.offUseUntil, e))
}

// checkLastingKinds checks lastingKinds against the lasting effects and use
// limits: a kind held but known absent would skip one.
func (s *State) checkLastingKinds() error {
	k := &s.lastKinds
	if k.still&^(k.offOn&k.offStarts&k.offUntil&k.offUseUntil) != 0 || knownOff(k.still, EvRunEnds) {
		return fmt.Errorf("the occurrences known to touch no lasting effect (%#x) are not among those known absent, or hold the end of a run", k.still)
	}
	for i := range s.Lasting {
		if l := &s.Lasting[i]; l.Price > 0 && k.offPrice {
			return fmt.Errorf("lasting effect %d (modifier %d) has a price of %d, but no priced effect is known to be", i, l.Mod, l.Price)
		}
		if l := &s.Lasting[i]; !s.mayLast(l.Mod) || knownOff(k.offOn, l.On) || knownOff(k.offStarts, l.Starts) || knownOff(k.offUntil, l.Until) || k.offObj&objBit(l.Obj) != 0 {
			return fmt.Errorf("lasting effect %d (modifier %d, on %d, starts %d, until %d) is among the kinds of the lasting effects known absent", i, l.Mod, l.On, l.Starts, l.Until)
		}
	}
	for i := range s.Uses {
		if u := &s.Uses[i]; knownOff(k.offUseUntil, u.Until) || k.offObj&objBit(u.Obj) != 0 {
			return fmt.Errorf("use limit %d (until %d) is among the kinds of the lasting effects known absent", i, u.Until)
		}
	}
	return nil
}
