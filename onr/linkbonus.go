package onr

import "github.com/datafort/datafort/engine"

// Link given for the traces of a run (trace-modifiers, run-rider): "you
// have +9 link for every trace attempt made during that run". A rider of
// the run (ModLinkBonus, N the link) that adds to the Runner's link in each
// trace as it is revealed, with or without a base-link card (ONR-12.2.4);
// it ends with the run.

// LinkThisRun: "+N link for every trace attempt made during that run".
func LinkThisRun(n int32) Rider { return Rider{mod: ModLinkBonus, n: n} }

// linkBonus adds up the ModLinkBonus effects of Runner seat.
func (s *State) linkBonus(seat engine.Seat) int32 {
	var n int32
	for i := range s.Lasting {
		if l := &s.Lasting[i]; l.Mod == ModLinkBonus && l.Seat == seat && l.Active() {
			n += l.N
		}
	}
	return n
}
