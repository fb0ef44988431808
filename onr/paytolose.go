package onr

import "fmt"

// Paying so that the opponent loses as much (computed-amount): "pay any
// number of bits to force the Corp to lose that many bits". The payer
// chooses the amount, up to the bits in his or her pool; the opponent loses
// that many, or all it has if fewer (ONR-18.1.1).

// PayForOpponentLoss: "pay any number of bits to force the opponent to
// lose that many bits".
func PayForOpponentLoss() Op { return payForOpponentLoss{} }

type payForOpponentLoss struct{}

func (payForOpponentLoss) Run(s *State, f *Frame) Status {
	p := s.P(f.Seat)
	var x int32
	if f.Answered {
		_, x = f.Take()
	} else if p.Bits > 0 {
		return s.askNumber(f.Seat, fmt.Sprintf("%s: pay bits; your opponent loses as many", s.cardName(f.Src)), "ONR-18.1.1", 0, p.Bits)
	}
	x = min(x, p.Bits)
	if x <= 0 {
		return Next
	}
	s.payBits(f.Seat, f.Src, x)
	opp := s.opponentOf(f)
	s.say(msgLosesBits, int32(opp), min(x, s.P(opp).Bits))
	s.lose(opp, x)
	return Next
}
