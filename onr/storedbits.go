package onr

// Stored bits (stored-bits): bits from the bank put on a card, not in any
// pool, that its controller takes into his or her pool as the card says:
// "Put 16 bits from the bank on this card when you rez it" (or "when you
// score it", an agenda), "[action]: take 2 bits from it" (an ability's
// cost, Cost.Take, or its effect), "take 1 bit from it at the start of each of your
// turns", "when all the bits have been removed, trash it". They are the
// card's own bits (Card.Bits, as recurring bits are), but no ModRecurring
// ability lets them pay for anything (restricted.go): they are only taken.
// A card that leaves its place loses them (zones.go).

// PutBits: "put N bits from the bank on this card".
func PutBits(n int32) Op { return putBits{n} }

type putBits struct{ n int32 }

func (o putBits) Run(s *State, f *Frame) Status {
	if c := f.Src; c != 0 && o.n > 0 {
		s.note(c)
		s.Cards[c].Bits += o.n
		s.say(msgBitsPutOn, s.cardArg(c), o.n, s.Cards[c].Bits)
	}
	return Next
}

// TakeBits: "take N bits from this card": up to n of the bits stored on
// the card whose effect this is go to the controller's pool; fewer if it
// holds fewer ("if it has any bits").
func TakeBits(n int32) Op { return takeBits{n: n} }

// TakeAllBits: "take all the bits from this card".
func TakeAllBits() Op { return takeBits{all: true} }

type takeBits struct {
	n   int32
	all bool
}

func (o takeBits) Run(s *State, f *Frame) Status {
	c := f.Src
	if c == 0 {
		return Next
	}
	n := s.Cards[c].Bits
	if !o.all {
		n = min(n, o.n)
	}
	if n <= 0 {
		return Next
	}
	s.note(c)
	s.Cards[c].Bits -= n
	s.gain(f.Seat, n)
	s.say(msgTakesBitsFrom, int32(f.Seat), n, s.cardArg(c))
	return Next
}

// NoBitsLeft holds when the card holds none of its own bits: "when all
// the bits have been removed".
var NoBitsLeft Cond = CondFunc(noBitsLeft)

func noBitsLeft(s *State, self int32) bool { return self != 0 && s.Cards[self].Bits == 0 }
