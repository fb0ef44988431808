package onr

import "github.com/datafort/datafort/engine"

// TrashRestOfFortDamage: "trash all other cards installed in or on this
// data fort. Do N [kind] damage for each card successfully trashed in this
// way" (trash-corp-card, computed-amount), resolved while the source is
// still installed (its own trashing after). The cards of the source's fort,
// ice included, are trashed together; the damage counts those that reached
// the trash. Cards of the fort that a run was still to access are no longer
// there to access.
func TrashRestOfFortDamage(kind DamageKind, n int32) Op { return trashRestOfFort{kind, n} }

type trashRestOfFort struct {
	kind DamageKind
	n    int32
}

func (o trashRestOfFort) Run(s *State, f *Frame) Status {
	src := f.Src
	if src == 0 || s.Cards[src].Zone != ZoneFort && s.Cards[src].Zone != ZoneIce { // before the source trashes itself
		return Next
	}
	trashed := s.trashFortCards(src, s.Cards[src].Fort)
	if r := s.runnerOf(f); r >= 0 && trashed > 0 {
		s.doDamage(r, o.kind, o.n*trashed, src, false)
	}
	return Next
}

// trashFortCards trashes together the cards installed in or on fort, ice
// included, other than src, naming only the face-up ones (ONR-2.6), and
// returns how many reached the trash. Cards of the fort that a run was
// still to access are no longer there to access.
func (s *State) trashFortCards(src, fort int32) int32 {
	fo := &s.Forts[fort]
	others := make([]int32, 0, len(fo.Ice)+len(fo.Cards))
	for _, c := range append(append([]int32{}, fo.Ice...), fo.Cards...) {
		if c != src {
			others = append(others, c)
		}
	}
	s.sayCards(msgTrashesCards, s.cardArg(src), others, func(c int32) bool { return s.visible(c, engine.NoSeat) })
	var trashed int32
	for _, c := range others {
		s.trash(c)
		if s.Cards[c].Zone == ZoneDiscard {
			trashed++
			s.Run.Upgrades = removeID(s.Run.Upgrades, c)
		}
	}
	return trashed
}
