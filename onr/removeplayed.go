package onr

// Cards removed from the game as they are played ("when you play this card,
// remove it from the game instead of trashing it"): a played operation or
// prep is in its owner's discard pile while it resolves (play, ONR-7.1), so
// the first op of its program takes it out of the game from there, before
// anything else of its text can move or count it.

// RemoveThisFromGame: "remove this card from the game instead of trashing
// it". It goes out face up: it was played, seen by all.
func RemoveThisFromGame() Op { return removeThis{} }

type removeThis struct{}

func (removeThis) Run(s *State, f *Frame) Status {
	c := f.Src
	if c == 0 || s.Cards[c].Zone != ZoneDiscard {
		return Next
	}
	s.detach(c)
	s.Cards[c].Zone, s.Cards[c].FaceUp = ZoneRemoved, true
	s.say(msgRemovedFromGame, s.cardArg(c))
	return Next
}
