package onr

import "github.com/datafort/datafort/kernel"

// Could-act masks. Half of a random game's decisions are windows in which
// the seat asked can only pass, and most windows are passed without a
// question; what such a window costs is the loops that learn that nothing
// can be done. The masks let those loops skip, with a bit test, what cannot
// give an option, so that the options they build are the same, in the
// same order, as the long way gives:
//
//   - Def.actWhen, the moments of a definition's activated abilities
//     together: a loop looking for abilities usable at moment w skips a
//     card whose actWhen lacks w, and an ability whose When lacks w
//     (abilityOptions, the start-of-run options);
//   - Def.onEvents, the occurrences a definition's triggers answer: the
//     loop of triggers skips a card whose triggers cannot answer the
//     occurrence;
//   - Def.staticMods, the modifiers of a definition's statics: the loops
//     adding up statics (statics, ownStatic) skip a card without a static
//     of the modifier asked;
//   - the Corp's window scan (corpWindowOptions) learns on the way whether
//     the Corp might have something to rez on public grounds
//     (corpMightRez), instead of walking the forts again.
//
// State.unmasked turns them off; TestMasksGiveTheOptionsOfTheLongWay plays
// random games both ways and compares every decision.

// skips reports whether a loop looking for abilities usable at moment when
// may skip one whose moments (or a card whose abilities' moments) are have.
func (s *State) skips(have, when Timing) bool { return have&when == 0 && !s.unmasked }

// eventBit returns occurrence type e's bit in a Def.onEvents: every bit for
// a type past 63, which a mask of 64 bits cannot tell apart.
func eventBit(e kernel.EventType) uint64 {
	if e >= 64 {
		return ^uint64(0)
	}
	return 1 << e
}

// skipsEvent reports whether the loop of triggers may skip a card whose
// triggers answer the occurrences of mask have (Def.onEvents) when e
// happens.
func (s *State) skipsEvent(have uint64, e kernel.EventType) bool {
	return have&eventBit(e) == 0 && !s.unmasked
}

// modWords is the number of 64-bit words of a modMask: modifier kinds
// below modWords*64 have a bit of their own (TestModMaskHoldsEveryModifier).
const modWords = 6

// modMask is a set of modifier kinds (kernel.ModKind): bit m%64 of word
// m/64; a kind past the mask's bits, which it cannot tell apart, sets every
// bit.
type modMask [modWords]uint64

// add adds modifier kind m to the set.
func (x *modMask) add(m kernel.ModKind) {
	if int(m) >= modWords*64 {
		for i := range x {
			x[i] = ^uint64(0)
		}
		return
	}
	x[m/64] |= 1 << (m % 64)
}

// or adds the kinds of y to the set.
func (x *modMask) or(y *modMask) {
	for i := range x {
		x[i] |= y[i]
	}
}

// has reports whether the set may hold kind m (always, for a kind past
// the mask's bits).
func (x *modMask) has(m kernel.ModKind) bool {
	return int(m) >= modWords*64 || x[m/64]&(1<<(m%64)) != 0
}

// skipsMod reports whether a loop adding up the statics of modifier mod may
// skip a card whose statics' modifiers are have (Def.staticMods).
func (s *State) skipsMod(have *modMask, mod kernel.ModKind) bool {
	return !s.unmasked && !have.has(mod)
}
