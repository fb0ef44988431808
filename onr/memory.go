package onr

import (
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// Memory that follows the state (mu-modifier): a ModBaseMU static of a
// Runner's active card sets his base MU to its amount instead of 4
// ("Your base MU is equal to the number of cards in your hand instead of
// 4", Omnitech Wet Drive: N 1 for every CountHandCards). MU then changes
// continuously (ONR-8.7.4, v1.70); as whenever available MU drops, the
// Runner trashes programs down to it once the effect that changed it has
// resolved: after a program (afterProgram), an install, and the end of
// turn discard (turn.go).

// baseMUOf returns the base MU that card c of a Runner's rig sets: the
// amount of its last ModBaseMU static that works, else m, the base MU
// before it.
func (s *State) baseMUOf(c int32, m int32) int32 {
	for i := range s.def(c).Abilities {
		if a := &s.def(c).Abilities[i]; a.Kind == KindStatic && a.Mod == ModBaseMU && s.works(c, a) {
			m = s.amount(c, a)
			s.took(c, i)
		}
	}
	return m
}

// RunnerMUUntilTurnEnd: "Runner's MU is reduced by 2 until end of turn"
// (mu-modifier, N -2): a lasting ModMU effect bound to the Runner of the
// card's text (Seat; Obj 0), N its change, that ends with the turn. mu
// counts it while it lasts; programs over the MU are trashed as for any
// drop, once the effect has resolved (fitMemory).
func RunnerMUUntilTurnEnd(n int32) Op { return muUntilTurnEnd{n} }

type muUntilTurnEnd struct{ n int32 }

func (o muUntilTurnEnd) Run(s *State, f *Frame) Status {
	r := s.runnerOf(f)
	if r < 0 {
		return Next
	}
	s.AddLasting(kernel.Lasting{Src: f.Src, Seat: r, Mod: ModMU, N: o.n, Until: EvTurnEnd})
	s.say(msgMUUntilTurnEnd, s.cardArg(f.Src), int32(r), o.n)
	return Next
}

// lastingMU returns the change lasting effects make to Runner seat's MU
// (RunnerMUUntilTurnEnd).
func (s *State) lastingMU(seat engine.Seat) int32 {
	var n int32
	if !s.mayLast(ModMU) {
		return 0 // lastingkinds.go
	}
	for i := range s.Lasting {
		if l := &s.Lasting[i]; l.Mod == ModMU && l.Obj == 0 && l.Seat == seat && l.Active() {
			n += l.N
		}
	}
	return n
}
