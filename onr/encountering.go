package onr

// Encountering: the card's controller is encountering a piece of ice now
// (ONR-11.4). "All ice is encountered with its strength reduced by 1"
// (Clown) changes the strength the Runner meets in his or her encounters:
// the Runner's effects on the encountered ice's strength apply on
// encounter (ONR-11.4.3, step 3), not to the ice's strength at other times
// (what a Corp card reading ice strength outside a run sees).
var Encountering Cond = CondFunc(encountering)

func encountering(s *State, self int32) bool {
	return s.Run.Active && s.Run.Encounter != 0 && self != 0 && s.Run.Runner == s.controller(self)
}
