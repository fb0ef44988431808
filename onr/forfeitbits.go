package onr

import (
	"fmt"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// Bits gained, hooked (trigger-gain-bits): "Forfeit the next X bits you
// gain" (Corporate Guard® Temps). Every gain of bits into a pool passes
// through one place (values.go gain, which the bits taken from a card also
// use); there, a lasting ModForfeitBits bound to the seat gaining (N the
// bits still to forfeit, no end but being used up) takes its part of the
// gain back to the bank, the oldest first.
//
// The X of "pay two times X bits when you play it" is chosen as the card
// resolves, paid at once, and kept in its program frame (Frame.N) for the
// ops after it (PayTimesX; x-cost).

// forfeitGained returns what is left of a gain of n bits by seat once its
// bits to forfeit (ModForfeitBits) took their part.
func (s *State) forfeitGained(seat engine.Seat, n int32) int32 {
	for i := 0; i < len(s.Lasting) && n > 0; i++ {
		l := &s.Lasting[i]
		if l.Mod != ModForfeitBits || l.Seat != seat {
			continue
		}
		x := min(n, l.N)
		l.N -= x
		n -= x
		// The card played may have gone where not every seat sees it
		// (shuffled into R&D, then drawn): named only to those who may
		// know it (ONR-2.6).
		s.sayOfSource(l.Src, msgForfeitsBits, msgForfeitsBitsHidden, int32(seat), x, s.cardArg(l.Src))
		if l.N == 0 {
			s.Lasting = append(s.Lasting[:i], s.Lasting[i+1:]...)
			i--
		}
	}
	return n
}

// PayTimesX: "pay per times X bits when you play this card": its
// controller chooses X, up to what the pool pays for, and pays per×X; the
// ops after it read X (ActionsNextTurnsX, ForfeitNextBitsX).
func PayTimesX(per int32) Op { return payTimesX{per} }

type payTimesX struct{ per int32 }

func (o payTimesX) Run(s *State, f *Frame) Status {
	p := s.P(f.Seat)
	var x int32
	if f.Answered {
		_, x = f.Take()
	} else if most := p.Bits / o.per; most > 0 {
		return s.askNumber(f.Seat, fmt.Sprintf("%s: choose X; pay %d times X bits", s.cardName(f.Src), o.per), "ONR-7.2", 0, most)
	}
	x = max(0, min(x, p.Bits/o.per))
	s.payBits(f.Seat, f.Src, o.per*x)
	f.N = x
	s.say(msgPaysForX, int32(f.Seat), o.per*x, x)
	return Next
}

// ActionsNextTurnsX: "gain n actions during each of your next X turns",
// X chosen by PayTimesX: a lasting ModTurnActions bound to the controller,
// dormant until the turn in progress ends, for its next X turn ends.
func ActionsNextTurnsX(n int32) Op { return actionsNextTurns{n} }

type actionsNextTurns struct{ n int32 }

func (o actionsNextTurns) Run(s *State, f *Frame) Status {
	if f.N <= 0 {
		return Next
	}
	s.AddLasting(kernel.Lasting{Src: f.Src, Seat: f.Seat, Mod: ModTurnActions, N: o.n, Starts: EvTurnEnd, Until: EvTurnEnd, Mine: true, Count: f.N})
	s.say(msgGainsActionsNextTurns, int32(f.Seat), o.n, f.N)
	return Next
}

// ForfeitNextBitsX: "forfeit the next X bits you gain", X chosen by
// PayTimesX (ModForfeitBits).
func ForfeitNextBitsX() Op { return forfeitNextBits{} }

type forfeitNextBits struct{}

func (forfeitNextBits) Run(s *State, f *Frame) Status {
	if f.N <= 0 {
		return Next
	}
	s.AddLasting(kernel.Lasting{Src: f.Src, Seat: f.Seat, Mod: ModForfeitBits, N: f.N})
	s.say(msgWillForfeitBits, int32(f.Seat), f.N)
	return Next
}
