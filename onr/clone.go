package onr

// cloneLists gives the card lists of s (the ice and cards of forts, the
// zones of players, the run's accessed cards and upgrades), which s shares
// with the state it was copied from, copies of their own, all carved out
// of one allocation. Each copy has a little room to grow before an append
// moves it, and never grows into the next; a nil list stays nil. The cache
// of active cards gets its copy (or, not computed, its room) there too.
func (s *State) cloneLists() {
	const room = 2
	const activeRoom = 8
	total := len(s.actives) + activeRoom
	each := func(l *[]int32) {
		if *l != nil {
			total += len(*l) + room
		}
	}
	s.eachList(each)
	arena := make([]int32, total)
	s.eachList(func(l *[]int32) {
		if *l == nil {
			return
		}
		n := len(*l)
		c := arena[: n : n+room]
		copy(c, *l)
		*l, arena = c, arena[n+room:]
	})
	// arena is now the actives' room: len(s.actives) + activeRoom.
	if s.activesOK {
		s.actives = arena[:copy(arena, s.actives)]
	} else {
		s.actives = arena[:0]
	}
}

// eachList calls f with every card list of s but the Stack's.
func (s *State) eachList(f func(*[]int32)) {
	for i := range s.Forts {
		f(&s.Forts[i].Ice)
		f(&s.Forts[i].Cards)
	}
	for i := range s.Players {
		p := &s.Players[i]
		f(&p.Hand)
		f(&p.Deck)
		f(&p.Discard)
		f(&p.Scored)
		f(&p.Rig)
		f(&p.Aside)
		f(&p.Held)
	}
	f(&s.Run.Accessed)
	f(&s.Run.Upgrades)
}
