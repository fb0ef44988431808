package onr

// Virus counters that add accesses (ONR-11.11.2, ONR-15): a virus program's
// static ModExtraAccess ability with Where == Counters and a central Fort
// gives N more cards accessed from that fort for every Per counters of the
// program the Corp of the run holds ("each Vienna counter allows you to
// access an additional card from HQ"), or for every Per beyond the first
// with X CountVirusAfterFirst. As other counters (R051), they act
// whatever becomes of the program; a purge removes them (ONR-15.3).

// virusExtraAccess counts the additional accesses to central fort kind that
// the virus counters held by the Corp of the run give.
func (s *State) virusExtraAccess(kind Central) int32 {
	var n int32
	for _, v := range s.P(s.Run.Corp).Virus {
		d := defOf(v.ID)
		if d == nil || v.N <= 0 {
			continue
		}
		for i := range d.Abilities {
			if a := &d.Abilities[i]; a.Kind == KindStatic && a.Mod == ModExtraAccess && a.Where == Counters && a.Fort == kind {
				per, held := max(a.Per, 1), v.N
				if a.X == CountVirusAfterFirst {
					held-- // "each counter after the first"
				}
				n += a.N * (held / per)
				if coverage != nil && held >= per {
					coverage.Took(v.ID, i)
				}
			}
		}
	}
	return n
}
