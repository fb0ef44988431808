package onr

import "github.com/datafort/datafort/kernel"

// RevealThis: the card whose effect this is becomes known to every seat
// where it is (ambush-access: the Corp who pays for an Ambush card's effect
// as the Runner accesses it in HQ or R&D names the card it pays for, so
// what it is is no secret any more, ONR-2.6; it is still a card in HQ or
// R&D, whose place a later move forgets).
func RevealThis() Op { return revealThis{} }

type revealThis struct{}

func (revealThis) Run(s *State, f *Frame) Status {
	if c := f.Src; c != 0 {
		s.note(c)
		k := &s.Cards[c]
		k.Known, k.KnownTo = true, kernel.SeatsOf(len(s.Players))
	}
	return Next
}
