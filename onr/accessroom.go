package onr

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
