package onr

// Trashing accessed cards at no cost (trash-accessed-free): a card that
// makes a run may let the Runner trash, at no cost, the cards accessed that
// were stored in a central fort, "even if the cards cannot normally be
// trashed" (ONR-11.12.4 gives the usual cost; an operation or an agenda has
// none). The lasting effect is a rider of the run (ModTrashStoredFree, Arg
// the central fort's kind); access.go reads it through trashStoredFree.

// TrashAccessedFree: "you may trash, at no cost, any cards you access that
// were stored in FORT, even if the cards cannot normally be trashed" on this
// run. fort is CentralHQ or CentralRD: the Archives' cards are already
// trashed.
func TrashAccessedFree(fort Central) Rider { return Rider{mod: ModTrashStoredFree, fort: fort} }

// storedZone is the zone that holds the stored cards of central fort kind k
// still to be trashed: HQ's hand, R&D's deck; none for the Archives.
func storedZone(k Central) (Zone, bool) {
	switch k {
	case CentralHQ:
		return ZoneHand, true
	case CentralRD:
		return ZoneDeck, true
	}
	return 0, false
}

// trashStoredFree reports whether accessed card c, stored in a central fort,
// may be trashed at no cost in the present run (a ModTrashStoredFree rider of
// the Runner's for the fort kind whose stored zone holds c, or virus
// counters the Corp holds).
func (s *State) trashStoredFree(c int32) bool {
	return s.riderTrashFree(c) || s.virusTrashFree(c) // virustrash.go
}

// riderTrashFree reports whether accessed card c, stored in a central
// fort, may be trashed at no cost through a ModTrashStoredFree rider of the
// Runner's for the fort kind whose stored zone holds c, or through an
// ability used during the access for any accessed card (trashaccessing.go).
func (s *State) riderTrashFree(c int32) bool {
	if s.accessingFree(c) {
		return true
	}
	for i := range s.Lasting {
		l := &s.Lasting[i]
		if l.Mod != ModTrashStoredFree || !l.Active() || l.Seat != s.Run.Runner {
			continue
		}
		if z, ok := storedZone(Central(l.Arg)); ok && s.Cards[c].Zone == z {
			return true
		}
	}
	return false
}
