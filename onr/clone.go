package onr

// cloneLists gives the card lists of s (the ice and cards of forts, the
// zones of players, the run's accessed cards and upgrades), which s shares
// with the state it was copied from, copies of their own, all carved out
// of one allocation. Each copy has a little room to grow before an append
// moves it, and never grows into the next; a nil list stays nil. The cache
// of active cards and its index get their copies (or, not computed, their
// room) there too.
func (s *State) cloneLists() {
	const room = 2
	const activeRoom = 8
	total := len(s.actives) + len(s.activeIdx) + 2*activeRoom
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
	// arena is now the room of the actives and of their index:
	// len(s.actives) + activeRoom, then len(s.activeIdx) + activeRoom.
	na, ni := len(s.actives)+activeRoom, len(s.activeIdx)+activeRoom
	actives, idx := arena[:0:na], arena[na:na:na+ni]
	if s.activesOK {
		actives, idx = append(actives, s.actives...), append(idx, s.activeIdx...)
	}
	s.actives, s.activeIdx = actives, idx
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
