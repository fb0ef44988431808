package engine

import "fmt"

// Concession. Any seat still in the game may concede at any time: with a
// decision pending or not, in the middle of a trace or another seat's turn.
// A concession is a Choice like any other (Choice.Concede, made by
// ConcedeChoice), applied by Game.Apply or Step, so that
//
//   - the engine never calls a client back and a client needs no second
//     entry point: a concession is data, validated like an answer (a
//     concession the game refuses returns a typed error and changes
//     nothing: ErrGameOver once the game is over, ErrIllegal for a seat
//     the game does not have or that is already out of it);
//   - a Record holds it among its choices, where it was made, with the
//     state hash after it, and Replay replays it: a conceded game replays to
//     the same result, and a concession that does not end the game (a team
//     eliminated at a table of three or more teams) replays with the game
//     that went on after it. (A record whose ending says Conceded is an
//     older server's: the concession was not among its choices, and
//     CheckEnding reads it as before.)
//
// The conceding seat's team loses. With two teams in the game the other
// team wins, for the reason "concession", as Concession gives; how a game
// of three or more teams goes on (the team eliminated, the others playing
// on, as ONR's table does for any loss) is its rules'. A concession is not
// a decision: Pending never offers it, so that bots and searches, which pick
// among the options offered, never concede.

// ReasonConcession is the Result.Reason of a game won by a concession.
const ReasonConcession = "concession"

// ConcedeChoice returns seat's concession.
func ConcedeChoice(seat Seat) Choice { return Choice{Seat: seat, Concede: true} }

// CheckConcession checks concession c against a game with seats whose
// seats still in the game are those for which in returns true (nil: all
// of them) and that is over or not: it returns a *ChoiceError (ErrGameOver,
// ErrIllegal) for a concession the game must refuse, or nil. Games call it
// first when Apply is handed a concession.
func CheckConcession(seats []SeatInfo, over bool, in func(Seat) bool, c Choice) error {
	switch {
	case !c.Concede:
		return &ChoiceError{Choice: c, Err: ErrIllegal, Detail: "not a concession"}
	case over:
		return &ChoiceError{Choice: c, Err: ErrGameOver}
	case c.Decision != 0 || c.Option != 0 || c.Number != 0:
		return &ChoiceError{Choice: c, Err: ErrIllegal, Detail: "a concession answers no decision: its decision, option and number are 0"}
	case c.Seat < 0 || int(c.Seat) >= len(seats):
		return &ChoiceError{Choice: c, Err: ErrIllegal, Detail: fmt.Sprintf("no seat %d of %d concedes", c.Seat, len(seats))}
	case in != nil && !in(c.Seat):
		return &ChoiceError{Choice: c, Err: ErrIllegal, Detail: fmt.Sprintf("seat %d is out of the game", c.Seat)}
	}
	return nil
}
