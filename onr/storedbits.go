package onr

// Bits stored on a card (stored-bits, ONR-2.1.2): "put 12 bits from the
// bank on this card when you score it", then taken from it by an ability's
// cost ("[action]: take 3 bits from it, if it has any bits": Cost.Take) or
// by a trigger ("take 2 bits from it at the start of each of your turns").
// The bits are on the card (Card.Bits), public, and not the controller's
// until taken.

// StoreBits: "put N bits from the bank on this card".
func StoreBits(n int32) Op { return storeBits{n} }

type storeBits struct{ n int32 }

func (o storeBits) Run(s *State, f *Frame) Status {
	if c := f.Src; c != 0 {
		s.note(c)
		s.Cards[c].Bits += o.n
		s.say(msgStoresBits, s.cardArg(c), o.n, s.Cards[c].Bits)
	}
	return Next
}

// TakeStoredBits: "take N bits from this card, if it has any": up to N of
// the bits stored on it go to the controller's pool.
func TakeStoredBits(n int32) Op { return takeStoredBits{n} }

type takeStoredBits struct{ n int32 }

func (o takeStoredBits) Run(s *State, f *Frame) Status {
	c := f.Src
	if c == 0 {
		return Next
	}
	n := min(o.n, s.Cards[c].Bits)
	if n <= 0 {
		return Next
	}
	s.note(c)
	s.Cards[c].Bits -= n
	s.gain(f.Seat, n)
	s.say(msgTakesStoredBits, int32(f.Seat), n, s.cardArg(c))
	return Next
}
