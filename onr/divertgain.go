package onr

import (
	"fmt"

	"github.com/datafort/datafort/engine"
)

// Bits gained, diverted onto cards (trigger-gain-bits): "Whenever 1 bit or
// more bits are added to your pool, you may put 2 bits from the bank on
// Investment Firm for each 1 bit you choose not to add to your pool.
// Effects that give you bits at the start of your turn cannot be used this
// way" (R157: 2 bits on each such card for each bit not added; R158: from
// any source; R159: restricted bits too, since the effect putting them in
// the pool is modified, nothing is spent).
//
// Every gain passes through values.go gain (forfeitbits.go takes its part
// first). After a gain by a seat that controls an active card with a
// ModDivertGain static (N the bits put on it per bit not added), unless a
// start-of-turn effect of that seat's turn made it, the seat is asked how
// many of the bits just gained it does not add: a program of its own (divertGainProgram, Frame.N the bits gained)
// resolves right after the effect that gained them. The bits not added go
// back to the bank (counted against scoped pool bits first, poolbits.go)
// and each such card gets N from the bank per bit. The card is active and
// face up, so the question tells nobody anything.
//
// A start-of-turn effect is the program of a card's trigger answering the
// start of the seat's own turn (On EvTurnStart): its start-of-turn window,
// where it may also use other abilities, is not (they are not worded "at
// the start of your turn").

// divertGainProgram asks the seat of its frame how many of the Frame.N
// bits it gained not to add to its pool.
var divertGainProgram = builtin("divert-gain", divertGain{})

// diverting reports whether seat controls an active card that takes bits
// not added to its pool (ModDivertGain).
func (s *State) diverting(seat engine.Seat) bool {
	u := &s.union // unions, inline
	if !u.ok || !s.activesOK {
		u = s.makeUnions()
	}
	if s.skipsMod(&u.mods, ModDivertGain) {
		return false
	}
	for _, c := range s.activeWith(withStatics) {
		if s.controller(c) == seat && s.active(c) && s.def(c).StaticN(ModDivertGain) > 0 {
			return true
		}
	}
	return false
}

// offerDivert asks seat, after a gain of n bits, how many of them not to
// add to its pool, if a card of its takes them and the gain is not a
// start-of-turn effect of its own turn.
func (s *State) offerDivert(seat engine.Seat, n int32) {
	if n <= 0 || !s.diverting(seat) || s.startOfTurnGain(seat) {
		return
	}
	s.push(Frame{Kind: FrameProgram, Seat: seat, Ref: divertGainProgram, N: n})
}

type divertGain struct{}

func (divertGain) Run(s *State, f *Frame) Status {
	most := min(f.N, s.P(f.Seat).Bits)
	var k int32
	if f.Answered {
		_, k = f.Take()
	} else if most > 0 && s.diverting(f.Seat) {
		return s.askNumber(f.Seat, fmt.Sprintf("%d bits gained: how many not to add to your pool, for bits on your cards?", f.N), "R157", 0, most)
	}
	k = max(0, min(k, most))
	if k == 0 || !s.diverting(f.Seat) {
		return Next
	}
	s.lose(f.Seat, k)
	s.spendPoolBits(f.Seat, k)
	s.say(msgDoesNotAddBits, int32(f.Seat), k)
	for _, c := range s.activeWith(withStatics) {
		if s.controller(c) != f.Seat || !s.active(c) {
			continue
		}
		if per := s.ownStatic(c, ModDivertGain); per > 0 {
			s.note(c)
			s.Cards[c].Bits += per * k
			s.say(msgBitsPutOn, s.cardArg(c), per*k, s.Cards[c].Bits)
		}
	}
	return Next
}

// startOfTurnGain reports whether a gain by seat now is made by a
// start-of-turn effect of its own turn: the innermost program resolving is
// a card's trigger answering EvTurnStart, in seat's turn.
func (s *State) startOfTurnGain(seat engine.Seat) bool {
	if s.Active != seat {
		return false
	}
	for i := len(s.Frames()) - 1; i >= 0; i-- {
		f := &s.Frames()[i]
		if f.Kind != FrameProgram {
			continue
		}
		if f.Src == 0 || f.Ref.Card != s.Cards[f.Src].ID || int(f.Ref.Ability) >= len(s.def(f.Src).Abilities) {
			return false
		}
		a := &s.def(f.Src).Abilities[f.Ref.Ability]
		return a.Kind == KindTrigger && a.On == EvTurnStart
	}
	return false
}
