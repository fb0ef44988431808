package onr

import "github.com/datafort/datafort/engine"

// Losing the game by a card's text (trigger-leaves-play): "if this card
// leaves play while rezzed, you lose the game" (R400: a winning condition
// like any other). The controller's team is defeated as by a flatline
// (defeat: at a table of more teams it is eliminated and the game goes on).

// LoseTheGame: "you lose the game": the card's controller loses.
func LoseTheGame() Op { return loseTheGame{} }

type loseTheGame struct{}

func (loseTheGame) Run(s *State, f *Frame) Status {
	// The card may be hidden again by now (Pavit Bharat stores a rezzed
	// Nevinyrral in HQ and installs it again face down before the trigger
	// resolves): then only the seats that may know it read its name.
	s.sayOfSource(f.Src, msgLosesByCard, msgLosesByCardHidden, int32(f.Seat), s.cardArg(f.Src))
	reason := "a hidden card left play"
	if s.visible(f.Src, engine.NoSeat) {
		reason = s.def(f.Src).Title + " left play"
	}
	s.defeat(f.Seat, reason)
	return Next
}
