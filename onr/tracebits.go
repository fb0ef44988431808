package onr

import "github.com/datafort/datafort/engine"

// Bits stored for traces (trace-modifiers): "During a trace attempt, each
// bit you spend from [this card] increases by 1 both your trace value and
// your trace limit" (errata R148: value, not strength). The card's own
// stored bits (Card.Bits, put there by its other abilities: PutBits) may
// pay for its controller's trace bids, and each one spent raises the
// trace's limit by the N of its KindStatic ModTraceBits ability: the bit
// pays for a point of the bid as any bit does (the value rises by 1) and
// the limit rises with it, so a bid may exceed the printed limit by as many
// such bits as the Corp has. They are not recurring bits (restricted.go):
// nothing replaces them. They pay first, before the restricted bits and
// the pool (the rules leave the choice of which bits pay to the player;
// they pay for nothing else, and the more of them are spent the higher
// the limit), so the bid's highest value is the limit plus those bits,
// bounded by all the bits the Corp has for it (maxBid).
//
// Hidden information: the bits on a rezzed card are public, so the highest
// bid they allow is public too; the bid itself stays secret until the
// reveal (trace.go).

// traceBits returns the bits Corp seat has on its active cards with a
// ModTraceBits static, and the trace limit they may add.
func (s *State) traceBits(seat engine.Seat) (bits, limit int32) {
	for _, c := range s.activeWith(withStatics) {
		if n := s.def(c).StaticN(ModTraceBits); n > 0 && s.Cards[c].Bits > 0 && s.controller(c) == seat && s.active(c) {
			bits += s.Cards[c].Bits
			limit += n * s.Cards[c].Bits
		}
	}
	return bits, limit
}

// spendTraceBits pays up to n bits of a trace bid of Corp seat from its
// cards' ModTraceBits bits, and returns how many it paid and how much they
// raised the trace's limit.
func (s *State) spendTraceBits(seat engine.Seat, n int32) (paid, raise int32) {
	for _, c := range s.activeWith(withStatics) {
		k := &s.Cards[c]
		per := s.def(c).StaticN(ModTraceBits)
		if n == 0 || per <= 0 || k.Bits == 0 || s.controller(c) != seat || !s.active(c) {
			continue
		}
		u := min(n, k.Bits)
		s.note(c)
		k.Bits -= u
		n -= u
		paid += u
		raise += per * u
		s.tookMod(c, ModTraceBits)
		s.say(msgTraceBitsSpent, int32(seat), u, s.cardArg(c), per*u)
	}
	return paid, raise
}
