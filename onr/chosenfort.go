package onr

import (
	"fmt"

	"github.com/datafort/datafort/engine"
)

// A fort chosen by a card (remembered-choice, ice-strength-filter):
// "Choose a fort when you score this agenda. That fort gives all ice
// installed on it +1 strength." ChooseFort has the controller choose one
// of its forts, in the open; the card remembers it (ModChosen, the fort +
// 1) while it stays in play. A static of the card with the modifier
// ModChosenFortIceStrength gives every piece of ice installed on that fort
// +N strength, installed before the choice or after it (R217).

// ChooseFort: "choose a fort": one of the controller's forts, remembered
// by the card.
func ChooseFort() Op { return chooseFort{} }

type chooseFort struct{}

func (chooseFort) Run(s *State, f *Frame) Status {
	c := f.Src
	if c == 0 {
		return Next
	}
	if f.Answered {
		if a, _ := f.Take(); a.Verb == VerbChooseFort {
			fort := int32(a.Target)
			s.remember(c, fort+1)
			s.say(msgChoosesFort, s.cardArg(c), int32(f.Seat), s.fortArg(fort))
		}
		return Next
	}
	var opts []engine.Option
	for fi := range s.fortsOf(f.Seat) {
		opts = append(opts, engine.Option{Verb: VerbChooseFort, Target: int(fi)})
	}
	if len(opts) == 0 {
		return Next
	}
	return s.ask(f.Seat, fmt.Sprintf("%s: choose a fort", s.cardName(c)), "ONR-18.1", opts)
}

// chosenFortIceStrength is what the statics ModChosenFortIceStrength of
// active cards give ice c: those whose card remembers the fort c is
// installed on.
func (s *State) chosenFortIceStrength(c int32) int32 {
	if s.Cards[c].Zone != ZoneIce {
		return 0
	}
	fort := s.Cards[c].Fort
	return s.statics(ModChosenFortIceStrength, func(o int32, a *Ability) bool {
		v, ok := s.chosen(o)
		return ok && v == fort+1 && a.Filter.matches(s, c)
	})
}
