package onr

// Bits lost and penalties paid by the controller of an effect (basic-ops):
// "lose 1 bit", "if this card leaves play, pay 10 bits or lose the game".

// LoseBits: "lose N bits" (the controller's own; as many as he or she has
// when fewer: a penalty that cannot be paid has no effect, R393).
func LoseBits(n int32) Op { return loseBits{n} }

type loseBits struct{ n int32 }

func (o loseBits) Run(s *State, f *Frame) Status {
	if n := min(o.n, s.P(f.Seat).Bits); n > 0 {
		s.say(msgLosesBits, int32(f.Seat), n)
		s.lose(f.Seat, n)
	}
	return Next
}

// PayOrLoseGame: "pay N bits or lose the game": the controller pays N bits
// of the pool if he or she has them (no player would rather lose), else
// the controller's team loses (ONR-17). It needs no action, so it is paid
// in any turn (R394).
func PayOrLoseGame(n int32) Op { return payOrLose{n} }

type payOrLose struct{ n int32 }

func (o payOrLose) Run(s *State, f *Frame) Status {
	if s.spendable(f.Seat) >= o.n {
		s.payBits(f.Seat, f.Src, o.n)
		s.say(msgPaysFor, int32(f.Seat), o.n, s.cardArg(f.Src))
		return Next
	}
	s.defeat(f.Seat, "penalty unpaid")
	return Next
}
