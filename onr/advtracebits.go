package onr

import "github.com/datafort/datafort/engine"

// Advancement counters spent for bits in a trace (trace-modifiers,
// rez-timing): "You may advance this card before and after you rez it. You
// may rez it during a trace attempt. Advancement counter: Gain 5 bits. Use
// this ability only during a trace attempt. When the trace attempt ends,
// return to the bank any of the 5 bits you did not spend" (a Corp node).
//
// A card's AdvancementTraceBits static (ModAdvancementTraceBits, N the
// bits) makes each advancement counter on it worth N bits of its Corp's
// trace bids: the Corp's highest bid counts them (maxBid), and they pay at
// the reveal (stepTrace), after the bits that raise the limit
// (tracebits.go) and before the restricted bits and the pool. A card
// works so while active, or while installed face down if it also has a
// RezDuringTrace static (ModRezDuringTrace) and its rez can be paid: it is
// rezzed then, as its first counter is spent. The bits gained serve the
// bid alone and are spent at once; those left over go back to the bank as
// the card says, so they never reach the pool.
//
// Which counters pay is the rules' choice, as for the bits that raise the
// limit (the rules leave the choice of which bits pay to the player, but a
// question here would be asked in nearly every trace): a counter is spent
// for each N bits of the bid still to pay (its bits spent in full), and
// one more when what is left of the bid exceeds the restricted bits and
// the pool (the rest of its bits returned). The bid itself is the Corp's
// choice, so a Corp that wants to keep its counters, or its face-down card
// unrevealed, bids less.
//
// Hidden information. No question is added: the Corp's bid is secret until
// the reveal, and the advancement counters on a face-down card are public.
// The card is named when its counters are spent, after the reveal, as its
// rez names it.

// AdvancementTraceBits: "advancement counter: gain N bits; use this ability
// only during a trace attempt; when the trace attempt ends, return to the
// bank any of the N bits you did not spend".
func AdvancementTraceBits(n int32) Ability {
	return Ability{Kind: KindStatic, Mod: ModAdvancementTraceBits, N: n, Where: Installed}
}

// RezDuringTrace: "you may rez this card during a trace attempt".
func RezDuringTrace() Ability {
	return Ability{Kind: KindStatic, Mod: ModRezDuringTrace, Where: Installed}
}

// advTraceBitsN returns the bits each advancement counter on card c is
// worth in its Corp's trace now (0: none): the N of its
// AdvancementTraceBits statics, if it is active, or installed face down
// with a RezDuringTrace static and a rez its Corp can pay.
func (s *State) advTraceBitsN(c int32) int32 {
	k := &s.Cards[c]
	if k.Zone != ZoneFort || k.Adv <= 0 {
		return 0
	}
	var n int32
	rez := false
	for i := range s.def(c).Abilities {
		switch a := &s.def(c).Abilities[i]; {
		case a.Kind != KindStatic:
		case a.Mod == ModAdvancementTraceBits:
			n += a.N
		case a.Mod == ModRezDuringTrace:
			rez = true
		}
	}
	switch {
	case n <= 0:
		return 0
	case k.Rezzed:
		if !s.active(c) {
			return 0
		}
	case !rez || s.rezCost(c) > s.P(s.controller(c)).Bits || !s.canPayRezAlso(s.controller(c), c):
		return 0
	}
	return n
}

// advTraceBits returns the bits the advancement counters of Corp seat's
// cards may add to its trace bid (maxBid).
func (s *State) advTraceBits(seat engine.Seat) int32 {
	var bits int32
	for fi := range s.fortsOf(seat) {
		for _, c := range s.Forts[fi].Cards {
			bits += s.advTraceBitsN(c) * s.Cards[c].Adv
		}
	}
	return bits
}

// spendAdvTraceBits pays up to r bits of Corp seat's trace bid with the
// advancement counters of its cards (see above) and returns how many it
// paid; it reports whether a rez pushed frames (its triggers), which
// resolve before the trace goes on.
func (s *State) spendAdvTraceBits(seat engine.Seat, r int32) (paid int32, pushed bool) {
	if r <= 0 {
		return 0, false
	}
	frames := len(s.Frames())
	other := s.P(seat).Bits + s.restrictedBits(seat, ForOwnTraces, s.Trace.Src) // what pays after them
	for fi := range s.fortsOf(seat) {
		for _, c := range s.Forts[fi].Cards {
			n := s.advTraceBitsN(c)
			if n <= 0 {
				continue
			}
			for s.Cards[c].Adv > 0 && r > 0 && (r >= n || r > other) {
				if !s.Cards[c].Rezzed {
					s.rez(c, false) // "you may rez it during a trace attempt"
					s.tookMod(c, ModRezDuringTrace)
				}
				s.note(c)
				s.Cards[c].Adv--
				u := min(n, r)
				r -= u
				paid += u
				s.tookMod(c, ModAdvancementTraceBits)
				s.say(msgAdvTraceBits, s.cardArg(c), int32(seat), n, u, n-u)
			}
		}
	}
	return paid, len(s.Frames()) > frames
}
