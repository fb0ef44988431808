package onr

import (
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// Doubling a piece of ice's strength (end-of-turn, computed-amount): "Choose
// a piece of ice. That ice's strength is doubled until end of turn. If this
// would raise the ice's strength above 10, its strength becomes 10." The
// choice leaves a lasting effect bound to the ice (ModIceDoubled, its cap
// in N) until the turn is over (EvTurnOver, OPEN 21); the strength is
// doubled as it is read, after every other change (values.go iceStrength),
// so a later change of the ice's strength in the turn is doubled too.

// DoubleIceStrength: "choose a piece of ice; its strength is doubled until
// the end of the turn, to at most max".
func DoubleIceStrength(max int32) Op { return doubleIceStrength{max} }

type doubleIceStrength struct{ max int32 }

func (o doubleIceStrength) Run(s *State, f *Frame) Status {
	var ice []int32
	for i := range s.Players {
		if s.Players[i].Role == Corp {
			ice = append(ice, s.installedIce(engine.Seat(i))...)
		}
	}
	c, st := s.chooseCard(f, ice, func(int32) bool { return true }, VerbChoose, "Choose a piece of ice to double its strength", "ONR-11.4.3")
	if c == 0 {
		return st
	}
	s.AddLasting(kernel.Lasting{Src: f.Src, Seat: f.Seat, Mod: ModIceDoubled, N: o.max, Obj: c, Until: EvTurnOver})
	return Next
}

// doubledStrength returns strength st of ice c, doubled (to at most the
// cap) by each lasting ModIceDoubled bound to it.
func (s *State) doubledStrength(c, st int32) int32 {
	for i := range s.Lasting {
		if l := &s.Lasting[i]; l.Mod == ModIceDoubled && l.Obj == c && l.Active() {
			st = min(2*st, l.N)
		}
	}
	return st
}
