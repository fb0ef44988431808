package onr

import (
	"fmt"
	"slices"

	"github.com/datafort/datafort/engine"
)

// Paying to keep cards in hand (hand-disruption, opponent-choice): "the Corp
// discards all cards; the Corp can retain cards by paying 2 bits for each
// card not discarded". As the errata considered reads it (R487: "for each
// card stored in HQ, Corp either pays 2 or discards that card"), the Corp
// chooses the cards it keeps one at a time, paying for each as it is
// chosen, and then discards the rest; a card paid for is no longer there to
// discard (R486). The cards kept are held in the frame's list meanwhile.
// The Corp's hand is hidden from the Runner, so the discards are told to
// him as cards, not by title; they go to the Archives face down (trash).

// OpponentPaysOrDiscardsHand: "the Corp discards all cards, retaining each
// one it pays bits for".
func OpponentPaysOrDiscardsHand(bits int32) Op { return paysOrDiscards{bits} }

type paysOrDiscards struct{ bits int32 }

func (o paysOrDiscards) Run(s *State, f *Frame) Status {
	corp := s.opponentOf(f)
	if f.Answered {
		a, _ := f.Take()
		if a.Verb == VerbPay {
			c := s.byHandle(int32(a.Card))
			s.payBits(corp, f.Src, o.bits)
			s.say(msgPaysToKeep, int32(corp), o.bits)
			s.AppendList(f, c)
		} else {
			return s.discardUnkept(f, corp)
		}
	}
	if s.P(corp).Bits >= o.bits {
		var opts []engine.Option
		kept := s.List(f)
		for _, c := range s.P(corp).Hand {
			if !slices.Contains(kept, c) {
				opts = append(opts, engine.Option{Verb: VerbPay, Card: s.h(c), Arg: int(o.bits)})
			}
		}
		if len(opts) > 0 {
			opts = append(opts, engine.Option{Verb: VerbDone})
			return s.ask(corp, fmt.Sprintf("Pay %d bits to keep a card, or discard the rest", o.bits), "R487", opts)
		}
	}
	return s.discardUnkept(f, corp)
}

// discardUnkept discards the cards of corp's hand not in f's list.
func (s *State) discardUnkept(f *Frame, corp engine.Seat) Status {
	kept := s.List(f)
	for _, c := range slices.Clone(s.P(corp).Hand) {
		if !slices.Contains(kept, c) {
			s.say(msgCorpDiscards, int32(corp))
			s.trash(c)
		}
	}
	s.SetList(f, nil)
	return Next
}
