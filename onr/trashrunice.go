package onr

// Trashing the ice of the fort run (trash-corp-card, access-replacement):
// "if run is successful, do not access cards; instead, trash all rezzed ice
// on the fort on which you just made a run" (Demolition Run). Resolved as
// the run's access replacement, the run's fort is the one run; every
// rezzed piece of ice on it is trashed together, unrezzed ice stays.

// TrashRezzedIceOfRunFort: "trash all rezzed ice on the fort on which you
// just made a run".
func TrashRezzedIceOfRunFort() Op { return OpFunc(trashRezzedIceOfRunFort) }

func trashRezzedIceOfRunFort(s *State, f *Frame) Status {
	if !s.Run.Active {
		return Next
	}
	var rezzed []int32
	for _, c := range s.Forts[s.Run.Fort].Ice {
		if s.Cards[c].Rezzed {
			rezzed = append(rezzed, c)
		}
	}
	if len(rezzed) == 0 {
		return Next
	}
	s.sayCards(msgTrashesCards, s.cardArg(f.Src), rezzed, func(int32) bool { return true })
	for _, c := range rezzed {
		s.trash(c)
	}
	return Next
}
