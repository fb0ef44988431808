package onr

import "math"

// MoveAdvancementFromThis: "[action]: move any number of advancement
// counters from this card to another installed card that can be advanced"
// (advancement-ops): MoveAdvancement with the card whose text it is as the
// card the counters leave, and no limit but the counters it holds (asked
// on public grounds, as MoveAdvancement: mightTakeAdvancement).
func MoveAdvancementFromThis() Op { return moveFromThis{} }

type moveFromThis struct{}

func (moveFromThis) Run(s *State, f *Frame) Status {
	if len(s.List(f)) == 0 && !f.Answered {
		c := f.Src
		if c == 0 || !s.installed(c) || s.Cards[c].Adv == 0 || !s.mightTakeAdvancement(f.Seat, c) {
			return Next
		}
		s.AppendList(f, c)
	}
	return moveAdvancement{math.MaxInt32}.Run(s, f)
}
