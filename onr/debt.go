package onr

import (
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// Debts for the rest of the game (lasting-effects, end-of-turn,
// agenda-points-op; ACME Savings and Loan): "For the remainder of the game,
// pay 1 bit at the end of each of your turns, or lose the game. You can
// remove this effect, and score 1 agenda point, by taking an action to pay
// 12 bits." The effect is a lasting delayed trigger bound to the card's
// controller (ModDebt), fired at each occurrence of On that is his or hers
// (Every, Mine), with no end; it runs the ops after it as the effect of the
// card, which may have left play since (as a Runner counter works once its
// ice is gone). Like a run lock or a Runner counter (action.go liftOptions)
// its holder may take an action to pay its Price and end it; a debt lifted
// scores its N agenda points (gainPoints, as ScorePoints does).

// Debt: "for the remainder of the game, at each ON of yours, OPS. You can
// remove this effect, and score POINTS agenda points, by taking an action
// to pay PRICE bits."
func Debt(on kernel.EventType, price, points int32, ops ...Op) Op {
	return riderThen{debt{on, price, points}, ops}
}

type debt struct {
	on            kernel.EventType
	price, points int32
}

func (o debt) Run(s *State, f *Frame) Status {
	if f.Ref.IsBuiltin() {
		return Stop
	}
	s.AddLasting(kernel.Lasting{Src: f.Src, Seat: f.Seat, Mod: ModDebt, On: o.on, Every: true, Mine: true, Price: o.price, N: o.points,
		Ref: f.Ref, PC: f.PC + 1})
	s.say(msgOwesDebt, int32(f.Seat), s.cardArg(f.Src), o.price)
	return Stop
}

// liftedDebt scores the agenda points of debt l that seat has just lifted;
// the points may win the game.
func (s *State) liftedDebt(seat engine.Seat, l kernel.Lasting) {
	if l.Mod != ModDebt || l.N <= 0 {
		return
	}
	pts := s.gainPoints(seat, l.N)
	s.say(msgScoresPoints, int32(seat), pts, s.P(seat).Points)
	s.checkPoints() // a point that makes 7 wins at once (ONR-17.1)
}
