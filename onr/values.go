package onr

import "github.com/datafort/datafort/engine"

// Values that continuous effects modify are computed when read, never
// stored, so that an effect ends the moment its card stops being active.

// Base numbers (ONR-4).
const (
	startBits     = 5
	startHand     = 5
	baseHandSize  = 5
	baseMU        = 4
	corpActions   = 3
	runnerActions = 4
	winPoints     = 7
)

// iceStrength is the current strength of ice c (ONR-11.4.3): printed
// strength, then effects of active cards.
func (s *State) iceStrength(c int32) int32 {
	d := s.def(c)
	st := intOr(d.card.Strength, 0) + s.iceModStrength(c)
	st += s.strengthX(c) // Digiconda's X (R119: other effects still apply)
	s.eachActive(func(o int32) {
		if f := s.def(o).IceStrength; f != nil {
			st += f(s, o, c)
		}
	})
	return st
}

// breakerStrength is the current strength of icebreaker c (ONR-11.5.3).
func (s *State) breakerStrength(c int32) int32 {
	k := &s.Cards[c]
	st := intOr(s.def(c).card.Strength, 0) + k.Boost + k.RunBoost
	if k.Host != 0 {
		st += s.def(k.Host).HostedStrength
	}
	return st
}

// mu returns Runner seat's available memory units (ONR-8.7.2).
func (s *State) mu(seat engine.Seat) int32 {
	m := int32(baseMU)
	for _, c := range s.P(seat).Rig {
		m += s.def(c).MU
	}
	return m
}

// muUsed returns the MU used by programs in Runner seat's normal memory;
// programs hosted by a daemon do not count (ONR-8.8.1).
func (s *State) muUsed(seat engine.Seat) int32 {
	var u int32
	for _, c := range s.P(seat).Rig {
		if s.Cards[c].Host == 0 {
			u += intOr(s.def(c).card.MU, 0)
		}
	}
	return u
}

// hostedMU returns the MU used inside daemon d.
func (s *State) hostedMU(d int32) int32 {
	var u int32
	for _, c := range s.P(s.Cards[d].At).Rig {
		if s.Cards[c].Host == d {
			u += intOr(s.def(c).card.MU, 0)
		}
	}
	return u
}

// handSize returns seat's maximum hand size (ONR-14.7). It may be negative
// for a Runner; a Corp's counts as 0 when negative.
func (s *State) handSize(seat engine.Seat) int32 {
	h := int32(baseHandSize)
	s.eachActive(func(c int32) {
		if s.controller(c) == seat {
			h += s.def(c).HandSize
		}
	})
	p := s.P(seat)
	if p.Role == Runner {
		h -= p.Brain
	} else {
		for _, v := range p.Virus {
			if sp := defs[v.Def].Virus; sp != nil {
				// Gremlins-style counters: every two change the Corp's hand size.
				h += sp.CorpHandSize * (v.N / 2)
			}
		}
		if h < 0 {
			h = 0
		}
	}
	return h
}

// difficulty returns agenda c's difficulty.
func (s *State) difficulty(c int32) int32 { return intOr(s.def(c).card.Difficulty, 0) }

// agendaPoints returns agenda c's printed points.
func (s *State) agendaPoints(c int32) int32 { return intOr(s.def(c).card.AgendaPoints, 0) }

// rezCost returns what the Corp pays to rez c (ONR-9.1).
func (s *State) rezCost(c int32) int32 { return intOr(s.def(c).card.RezCost, 0) }

// trashCost returns the trash cost of node or upgrade c (ONR-2.5.2).
func (s *State) trashCost(c int32) (int32, bool) {
	p := s.def(c).card.TrashCost
	if p == nil {
		return 0, false
	}
	return int32(*p), true
}

// controller returns the seat that controls card c: the player whose
// zone holds it (ONR-1.3: a player controls the cards in his or her play
// area).
func (s *State) controller(c int32) engine.Seat { return s.Cards[c].At }

// canPay reports whether seat can pay cost for card src (ONR-7.1).
func (s *State) canPay(seat engine.Seat, src int32, c Cost) bool {
	p := s.P(seat)
	if c.Actions > p.Actions {
		return false
	}
	if c.Bits > s.payable(seat, src) { // with payment abilities (ONR-18.3.7)
		return false
	}
	if c.Points > p.Points {
		return false
	}
	if c.Take > 0 && s.Cards[src].Bits <= 0 {
		return false
	}
	return true
}

// pay pays cost c; canPay must have said yes.
func (s *State) pay(seat engine.Seat, src int32, c Cost) {
	p := s.P(seat)
	p.Actions -= c.Actions
	p.Bits -= c.Bits
	p.Points -= c.Points
	if c.Take > 0 {
		n := min(c.Take, s.Cards[src].Bits)
		s.Cards[src].Bits -= n
		p.Bits += n
	}
	if c.Trash {
		s.trash(src)
	}
}

// breakerBits returns bits on Runner seat's cards usable only for
// icebreakers (ONR-2.1.2).
func (s *State) breakerBits(seat engine.Seat) int32 {
	var n int32
	for _, c := range s.P(seat).Rig {
		if s.def(c).RecurringFor == ForIcebreakers {
			n += s.Cards[c].Bits
		}
	}
	return n
}

// payBreaker pays n bits of Runner seat for an icebreaker, using bits
// restricted to icebreakers first (Cloak-style cards, ONR-16.2.1).
func (s *State) payBreaker(seat engine.Seat, n int32) {
	s.capSpend(n) // Wilson's capped run (dedicated.go)
	for _, c := range s.P(seat).Rig {
		if n == 0 {
			return
		}
		k := &s.Cards[c]
		if s.def(c).RecurringFor == ForIcebreakers && k.Bits > 0 {
			u := min(n, k.Bits)
			k.Bits -= u
			k.Spent += u
			n -= u
		}
	}
	s.P(seat).Bits -= n
}

// gain moves n bits from the bank to seat's pool (ONR-2.1.1).
func (s *State) gain(seat engine.Seat, n int32) {
	s.P(seat).Bits += n
}

// lose moves up to n bits from seat's pool to the bank (ONR-18.1.1).
func (s *State) lose(seat engine.Seat, n int32) {
	p := &s.P(seat).Bits
	*p -= min(n, *p)
}
