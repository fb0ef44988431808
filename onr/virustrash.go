package onr

// Virus counters that let the Runner trash accessed cards at no cost
// (virus-effects, trash-accessed-free): a virus program's static
// ModTrashStoredFree ability with Where == Counters and a central Fort lets
// the Runner trash, at no cost, any card he accesses on a run on that fort
// while the Corp of the run holds at least Per counters of the program
// ("two or more Crumble counters allow you to trash, at no cost, any cards
// accessed from HQ, even if the cards cannot normally be trashed"): the
// cards stored there and the upgrades in the fort alike (R319). As other
// counters they act whatever became of the program (R051).

// virusTrashFree reports whether accessed card c may be trashed at no cost
// through the virus counters the Corp of the run holds.
func (s *State) virusTrashFree(c int32) bool {
	if !s.Run.Active || s.Cards[c].At != s.Run.Corp {
		return false
	}
	kind := s.Forts[s.Run.Fort].Central
	for _, v := range s.P(s.Run.Corp).Virus {
		d := defOf(v.ID)
		if d == nil {
			continue
		}
		for i := range d.Abilities {
			if a := &d.Abilities[i]; a.Kind == KindStatic && a.Mod == ModTrashStoredFree && a.Where == Counters && a.Fort == kind && v.N >= max(a.Per, 1) {
				if coverage != nil {
					coverage.Took(v.ID, i)
				}
				return true
			}
		}
	}
	return false
}
