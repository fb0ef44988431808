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
