package onr

// Suffering damage for bits (computed-amount): "suffer any amount of brain
// damage, but not enough to flatline you or to reduce your hand size to
// less than 0. Gain 4 bits for each point of brain damage you suffer in
// this way. This damage cannot be prevented" (Do the 'Drine™). The
// controller names the amount, from 0 to the fewer of the cards in hand
// (brain damage past them flatlines, ONR-14.5.1) and the maximum hand size
// (each point lowers it by one, ONR-14.2); the damage, unpreventable, is
// done and the bits are gained for the amount named, which is all
// suffered.

// SufferBrainForBits: "suffer any amount of unpreventable brain damage
// short of a flatline or a hand size below 0; gain per bits for each
// point".
func SufferBrainForBits(per int32) Op { return sufferForBits{per} }

type sufferForBits struct{ per int32 }

func (o sufferForBits) Run(s *State, f *Frame) Status {
	hi := min(int32(len(s.P(f.Seat).Hand)), s.handSize(f.Seat))
	if !f.Answered {
		if hi <= 0 {
			return Next
		}
		return s.askNumber(f.Seat, s.cardName(f.Src)+": suffer how much brain damage, for bits", "ONR-14.2", 0, hi)
	}
	_, n := f.Take()
	n = min(max(n, 0), hi)
	if n == 0 {
		return Next
	}
	if g := o.per * n; g > 0 {
		s.gain(f.Seat, g)
		s.say(msgGainsBits, int32(f.Seat), g)
	}
	s.doDamage(f.Seat, Brain, n, f.Src, true)
	return Next
}
