package onr

// Hosts (ONR-8.8): a card with a ModHosts static holds programs up to its
// capacity in MU, outside the Runner's normal memory; daemons hold any
// program, and a host whose ModHosts static has a Filter holds only the
// programs it lets through ("Spin Chip can have an icebreaker installed in
// it whose MU cost is no greater than 1"). What a host gives or costs its
// programs, and their fate when it leaves play (ONR-8.8.3), is the same
// for every host.

// hostAccepts reports whether host h may hold program c: every ModHosts
// static of h lets it through.
func (s *State) hostAccepts(h, c int32) bool {
	for i := range s.def(h).Abilities {
		if a := &s.def(h).Abilities[i]; a.Kind == KindStatic && a.Mod == ModHosts && !a.Filter.matches(s, c) {
			return false
		}
	}
	return true
}

// hostedUnder lists, in rig order, the programs that host h holds, directly
// or through the daemons it holds (a daemon may host a daemon, ONR-8.8): the
// cards that go where h goes.
func (s *State) hostedUnder(h int32) []int32 {
	var out []int32
	for _, c := range s.P(s.Cards[h].At).Rig {
		for x := s.Cards[c].Host; x != 0; x = s.Cards[x].Host {
			if x == h {
				out = append(out, c)
				break
			}
		}
	}
	return out
}
