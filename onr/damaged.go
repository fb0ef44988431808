package onr

import (
	"slices"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// A fact of the Runner's recent history (history-facts): "you were damaged
// during any of your last three actions" (Lifesaver™ Nanosurgeons). When
// damage is done to a Runner (some of it, after prevention: damage all
// prevented is no damage, R390) during one of his own actions, a
// ModDamaged lasting effect bound to him lasts for his next three actions
// taken (EvActionTaken, his own, not forgone ones), the "last three"
// before each of them. Damage in his start- or end-of-turn, or in the
// Corp's turn, is not during an action (R391). Decision: the priority
// window after an action is part of it (ONR-5.1.4), as the action's
// consequences are.

// noteDamaged records that Runner seat was just damaged.
func (s *State) noteDamaged(seat engine.Seat) {
	if s.Active != seat || s.Phase != PhaseAction {
		return
	}
	s.Lasting = slices.DeleteFunc(s.Lasting, func(l kernel.Lasting) bool { return l.Mod == ModDamaged && l.Seat == seat })
	s.AddLasting(kernel.Lasting{Seat: seat, Mod: ModDamaged, Until: EvActionTaken, Count: 3, Mine: true})
}

// DamagedInLastActions: "use this ability only if you were damaged during
// any of your last three actions".
var DamagedInLastActions Cond = CondFunc(damagedInLastActions)

func damagedInLastActions(s *State, self int32) bool {
	return s.lastingOn(ModDamaged, s.controller(self))
}
