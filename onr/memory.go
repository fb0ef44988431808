package onr

import "github.com/datafort/datafort/engine"

// Memory that follows the state (mu-modifier): a ModBaseMU static of a
// Runner's active card sets his base MU to its amount instead of 4
// ("Your base MU is equal to the number of cards in your hand instead of
// 4", Omnitech Wet Drive: N 1 for every CountHandCards). MU then changes
// continuously (ONR-8.7.4, v1.70); as whenever available MU drops, the
// Runner trashes programs down to it once the effect that changed it has
// resolved: after a program (afterProgram), an install, and the end of
// turn discard (turn.go).

// baseMU returns Runner seat's base MU: 4, or the amount of the last
// ModBaseMU static of his active cards.
func (s *State) baseMU(seat engine.Seat) int32 {
	m := int32(baseMU)
	for _, c := range s.P(seat).Rig {
		if !s.def(c).statics {
			continue
		}
		for i := range s.def(c).Abilities {
			if a := &s.def(c).Abilities[i]; a.Kind == KindStatic && a.Mod == ModBaseMU && s.works(c, a) {
				m = s.amount(c, a)
				s.took(c, i)
			}
		}
	}
	return m
}
