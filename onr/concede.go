package onr

import (
	"slices"

	"github.com/datafort/datafort/engine"
)

// Concession (engine.Choice.Concede). ONR has no rule for it: a player who
// concedes loses, as a player who loses by the rules does (ONR-17), and so
// does his or her team. It is a loss like the others at any table (table.go,
// defeat): with one other team left in the game that team wins, for the
// reason "concession"; with more (the Big Sell-Out at 6 or 8 seats), the
// conceding seat's team is eliminated and the others play on until one team
// is left. A variant's say in a loss (Variant.Defeat: the Big Sell-Out's
// rehire of a flatlined Agent) does not apply: the team chose to lose.
//
// Any seat still in the game may concede at any time: with a decision
// pending or not, in another seat's turn, in the middle of a run or a
// trace. What the conceding team was in the middle of ends as when the
// rules eliminate a team (eliminate): its decisions, a run or trace it
// takes part in, its turn; an effect in progress that asks one of its
// seats again gets the answer of a player who does nothing (answerForOut).

// concede applies concession c: the conceding seat's team loses. A
// concession the game must refuse (engine.CheckConcession) changes nothing.
func (g *Game) concede(c engine.Choice) error {
	s := g.s
	err := engine.CheckConcession(g.Seats(), s.Over, func(seat engine.Seat) bool { return !s.Players[seat].Out }, c)
	if err != nil {
		return err
	}
	s.events = nil
	s.defeatNow(c.Seat, engine.ReasonConcession)
	if !s.Over {
		s.advance(false)
		s.answerForOut()
	}
	return nil
}

// answerForOut answers the decisions that effects still in progress when
// a team left the game ask of its seats (the prevention of damage being
// dealt to its Runner, say): a player who left the table does nothing
// more, so each is answered with its first option (a window's pass) or its
// least number, until no decision is a seat's out of the game.
func (s *State) answerForOut() {
	for range 1000 {
		i := slices.IndexFunc(s.Pending, func(d engine.Decision) bool { return s.Players[d.Seat].Out })
		if s.Over || i < 0 {
			return
		}
		d := &s.Pending[i]
		c := engine.Choice{Decision: d.ID, Seat: d.Seat}
		if d.Kind == engine.Number {
			c.Number = d.Min
		}
		if err := s.answer(c); err != nil {
			return // cannot happen: the decision is pending; Check reports what is left
		}
		s.advance(true)
	}
}
