package onr

// Losing the game by a card's text (trigger-leaves-play): "if this card
// leaves play while rezzed, you lose the game" (R400: a winning condition
// like any other). The controller's team is defeated as by a flatline
// (defeat: at a table of more teams it is eliminated and the game goes on).

// LoseTheGame: "you lose the game": the card's controller loses.
func LoseTheGame() Op { return loseTheGame{} }

type loseTheGame struct{}

func (loseTheGame) Run(s *State, f *Frame) Status {
	s.say(msgLosesByCard, int32(f.Seat), s.cardArg(f.Src))
	s.defeat(f.Seat, s.def(f.Src).Title+" left play")
	return Next
}
