package onr

import "github.com/datafort/datafort/engine"

// Actions gained on every turn for the rest of the game (gain-actions):
// "you gain an action on each of your turns for the remainder of the game".
// ForRestOfGame(ModTurnActions, N, 0) binds the lasting effect to the
// controller; each of his or her turns starts with N more actions, on top
// of the base actions, whatever changed those (R341: an action lost each
// turn for the rest of the game and one gained still net to four).

// turnActions adds up the lasting ModTurnActions bound to seat.
func (s *State) turnActions(seat engine.Seat) int32 {
	var n int32
	for i := range s.Lasting {
		if l := &s.Lasting[i]; l.Mod == ModTurnActions && l.Seat == seat && l.Obj == 0 && l.Active() {
			n += l.N
		}
	}
	return n
}
