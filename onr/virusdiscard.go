package onr

import "github.com/datafort/datafort/engine"

// Virus counters that make the Corp's discards from HQ random
// (virus-effects, hand-disruption): a virus program's static
// ModRandomDiscards ability with Where == Counters ("two or more Cockroach
// counters cause all discards from HQ to become random") makes each card a
// Corp holding at least Per counters of the program discards from HQ at
// the end of its turn drawn at random from HQ instead of chosen (turn.go
// stepDiscard). A discard in which the Corp keeps cards by paying for each
// is no choice of discards: all the others go (R486, R487; paytokeep.go).

// virusRandomDiscards reports whether Corp seat's discards from HQ are
// random through the virus counters it holds.
func (s *State) virusRandomDiscards(seat engine.Seat) bool {
	for _, v := range s.P(seat).Virus {
		d := defOf(v.ID)
		if d == nil {
			continue
		}
		for i := range d.Abilities {
			if a := &d.Abilities[i]; a.Kind == KindStatic && a.Mod == ModRandomDiscards && a.Where == Counters && v.N >= max(a.Per, 1) {
				if coverage != nil {
					coverage.Took(v.ID, i)
				}
				return true
			}
		}
	}
	return false
}
