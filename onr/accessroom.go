package onr

import "slices"

// The room of a run's lists of accesses (issue 29). Run.Accessed and
// Run.Upgrades are cleared with the run (finishRun: Run{}), so every run
// that accessed a card grew them again from nothing. Their room is now
// kept outside the state (State.accessedRoom, State.upgradesRoom) and
// taken up by the next run where the list is made: the first card accessed
// (accessCard) and the installed cards of the fort run (stepAccess). The
// lists themselves are as before, nil until their first element and nil
// again after the run (a save tells a nil list from an empty one,
// binary.go), so nothing saved, hashed or shown changes.
//
// A room belongs to one state only: a room taken up is no longer kept
// (the list owns it until the run ends), Clone gives the clone none, and
// CloneInto keeps the destination's own (clone.go), so no two states or
// lists ever share an array.

// keepAccessRoom keeps the room of the ending run's accessed cards and
// upgrades for the next run, before the run is cleared.
func (s *State) keepAccessRoom() {
	r := &s.Run
	if cap(r.Accessed) > 0 {
		s.accessedRoom, r.Accessed = r.Accessed[:0], nil
	}
	if cap(r.Upgrades) > 0 {
		s.upgradesRoom, r.Upgrades = r.Upgrades[:0], nil
	}
}

// archivesSorted reports whether no face-up card of pile lies above (after)
// a face-down one: the face-up cards then already come first, and putting
// the face-down ones on top of the face-up pile (R067, stepAccess) leaves
// the pile's order as it is.
func (s *State) archivesSorted(pile []int32) bool {
	down := false
	for _, c := range pile {
		if !s.Cards[c].FaceUp {
			down = true
		} else if down {
			return false
		}
	}
	return true
}

// cardSet is a set of cards of a game of at most cardSetCards cards, one
// bit a card, made on the stack: what the access's walks of a pile test
// instead of looking for each card in Run.Accessed (O(n) a card: the
// Archives' access was O(n²) a card accessed).
type cardSet [cardSetCards / 64]uint64

// cardSetCards is the most cards a game may hold for a cardSet.
const cardSetCards = 512

// has reports whether c is in the set.
func (m *cardSet) has(c int32) bool { return m[c>>6]&(1<<(c&63)) != 0 }

// accessedSet returns the set of the cards in Run.Accessed, and false
// (with an empty set) when the game holds too many cards for one.
func (s *State) accessedSet() (cardSet, bool) {
	var m cardSet
	if len(s.Cards) > cardSetCards {
		return m, false
	}
	for _, c := range s.Run.Accessed {
		m[c>>6] |= 1 << (c & 63)
	}
	return m, true
}

// accessed reports whether card c was accessed in this run: the set's
// answer, or Run.Accessed's when the game holds too many cards for a set
// (accessedSet).
func (m *cardSet) accessed(s *State, c int32) bool {
	if len(s.Cards) > cardSetCards {
		return slices.Contains(s.Run.Accessed, c)
	}
	return m.has(c)
}
