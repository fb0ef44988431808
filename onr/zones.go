package onr

import "slices"

// zoneSlice returns a pointer to the slice that holds card c in its zone.
func (s *State) zoneSlice(c int32) *[]int32 {
	k := &s.Cards[c]
	switch k.Zone {
	case ZoneHQ:
		return &s.Corp.HQ
	case ZoneRD:
		return &s.Corp.RD
	case ZoneArchives:
		return &s.Corp.Archives
	case ZoneIce:
		return &s.Forts[k.Fort].Ice
	case ZoneFort:
		return &s.Forts[k.Fort].Cards
	case ZoneScored:
		return &s.Corp.Scored
	case ZoneHand:
		return &s.Runner.Hand
	case ZoneStack:
		return &s.Runner.Stack
	case ZoneTrash:
		return &s.Runner.Trash
	case ZoneRig:
		return &s.Runner.Rig
	case ZoneStolen:
		return &s.Runner.Stolen
	case ZoneAside:
		return &s.Runner.Aside
	}
	return nil
}

func removeID(list []int32, c int32) []int32 {
	if i := slices.Index(list, c); i >= 0 {
		return slices.Delete(list, i, i+1)
	}
	return list
}

// detach takes card c out of its zone, collapsing a subsidiary fort left
// empty (ONR-2.2.4) and trashing programs hosted by a daemon that leaves
// play (ONR-8.8.3).
func (s *State) detach(c int32) {
	k := &s.Cards[c]
	if z := s.zoneSlice(c); z != nil {
		if k.Zone == ZoneIce && s.Run.Active && s.Run.Fort == k.Fort {
			// Ice outside the current position moves inward (ONR-2.2.5).
			if i := int32(slices.Index(*z, c)); i >= 0 && i < s.Run.Pos {
				s.Run.Pos--
			}
		}
		*z = removeID(*z, c)
	}
	wasInstalled := k.Zone == ZoneIce || k.Zone == ZoneFort || k.Zone == ZoneRig
	fort := k.Fort
	zone := k.Zone
	k.Zone, k.Fort, k.Host = ZoneNone, 0, 0
	k.Rezzed, k.Adv, k.Counters, k.Bits, k.Spent, k.Boost, k.RunBoost, k.Used = false, 0, 0, 0, 0, 0, 0, 0
	k.RezExtra = 0                // an uninstalled card forgets what it paid above the rez cost (ONR-9.8)
	k.Transmuted, k.Pattel = 0, 0 // uninstalled ice forgets its modifications (R011, R154)
	if (zone == ZoneIce || zone == ZoneFort) && fort >= 3 {
		f := &s.Forts[fort]
		if len(f.Ice) == 0 && len(f.Cards) == 0 {
			f.Gone = true
		}
	}
	if wasInstalled && zone == ZoneRig && s.def(c).Hosts > 0 {
		for _, h := range slices.Clone(s.Runner.Rig) {
			if s.Cards[h].Host == c {
				s.trash(h)
			}
		}
	}
}

// place puts a detached card into zone; for ordered zones front=true puts
// it on top.
func (s *State) place(c int32, zone Zone, front bool) {
	k := &s.Cards[c]
	k.Zone = zone
	k.Known = false // a moved card cannot be followed by sight (view.go)
	s.NextHandle++
	k.Handle = s.NextHandle
	z := s.zoneSlice(c)
	if front {
		*z = append([]int32{c}, *z...)
	} else {
		*z = append(*z, c)
	}
}

// move detaches c and places it in zone.
func (s *State) move(c int32, zone Zone, front bool) {
	s.detach(c)
	s.place(c, zone, front)
}

// trash sends a card to its owner's discard pile. Corp cards go face up if
// the Runner has seen them, face down otherwise (ONR-2.2.3, R038, R039).
func (s *State) trash(c int32) {
	k := &s.Cards[c]
	if k.Zone == ZoneTrash || k.Zone == ZoneArchives {
		return
	}
	if k.Side == Corp {
		seen := k.Seen || k.Rezzed
		s.detach(c)
		k.FaceUp = seen
		s.place(c, ZoneArchives, false)
		return
	}
	s.detach(c)
	k.FaceUp = true
	s.place(c, ZoneTrash, false)
}

// installed reports whether card c is installed.
func (s *State) installed(c int32) bool {
	z := s.Cards[c].Zone
	return z == ZoneIce || z == ZoneFort || z == ZoneRig
}

// active reports whether c's text applies: rezzed Corp cards, installed
// Runner cards, and scored agendas of the Corp (ONR-10.5).
func (s *State) active(c int32) bool {
	k := &s.Cards[c]
	switch k.Zone {
	case ZoneIce, ZoneFort:
		return k.Rezzed
	case ZoneRig:
		return true
	case ZoneScored:
		return true
	}
	return false
}

// eachActive calls fn for each active card in index order.
func (s *State) eachActive(fn func(c int32)) {
	for i := int32(1); i < int32(len(s.Cards)); i++ {
		if s.active(i) {
			fn(i)
		}
	}
}

// liveForts returns the indexes of existing forts.
func (s *State) liveForts() []int32 {
	out := make([]int32, 0, len(s.Forts))
	for i := range s.Forts {
		if !s.Forts[i].Gone {
			out = append(out, int32(i))
		}
	}
	return out
}

// byHandle finds the card with public handle h.
func (s *State) byHandle(h int32) int32 {
	for i := int32(1); i < int32(len(s.Cards)); i++ {
		if s.Cards[i].Handle == h {
			return i
		}
	}
	return 0
}
