package onr

import (
	"github.com/datafort/datafort/engine"
)

// A fort a card remembers (remembered-choice, install-cost-modifier):
// "choose a data fort when this card is installed" — the controller chooses
// one of the forts of the Corps he opposes, central or subsidiary, and the
// card remembers it (ModChosen, Arg the fort + 1) until it leaves play.
// Its KindStatic ModChosenFortIceCost ability then makes a Corp pay N more
// bits to install ice on that fort ("the Corp must pay 2 bits, in addition
// to the normal cost, to install ice on that fort"), an outside penalty
// that the Corp's own reductions offset (installcost.go; R097).

// ChooseFort: the controller chooses a fort of a Corp he opposes, which the
// card remembers (ModChosen) in the open.
func ChooseFort() Op { return chooseFort{} }

type chooseFort struct{}

func (chooseFort) Run(s *State, f *Frame) Status {
	c := f.Src
	if c == 0 || !s.installed(c) {
		return Next
	}
	if f.Answered {
		o, _ := f.Take()
		fi := int32(o.Target)
		if fi >= 0 && fi < int32(len(s.Forts)) && !s.Forts[fi].Gone {
			s.remember(c, fi+1)
			s.say(msgChoosesFort, s.cardArg(c), s.fortArg(fi))
		}
		return Next
	}
	var opts []engine.Option
	for corp := range s.opposing(f.Seat, Corp) {
		for fi := range s.fortsOf(corp) {
			opts = append(opts, engine.Option{Verb: VerbChoose, Target: int(fi)})
		}
	}
	if len(opts) == 0 {
		return Next
	}
	return s.ask(f.Seat, s.def(c).Title+": choose a data fort", "ONR-8.10", opts)
}

// chosenFortIceCost is what the ModChosenFortIceCost statics of the cards
// of the players opposing seat add to seat's cost of installing ice on fort:
// those of cards that remember that fort.
func (s *State) chosenFortIceCost(seat engine.Seat, fort int32) int32 {
	return s.statics(ModChosenFortIceCost, func(c int32, _ *Ability) bool {
		v, ok := s.chosen(c)
		return ok && v == fort+1 && s.Players[s.controller(c)].Team != s.Players[seat].Team
	})
}

// iceCostPayable reports whether Corp seat can pay at least what installing
// card c on fort would cost once every piece of ice there were trashed
// (ONR-8.2.3): the penalties of cards that remember the fort, less the
// Corp's reductions. Ice in a new fort, or a card other than ice, costs
// nothing to place.
func (s *State) iceCostPayable(seat engine.Seat, c, fort int32) bool {
	if fort == NewFort || !s.isIce(c) {
		return true
	}
	least := max(0, s.iceInstallCost(seat, fort)-int32(len(s.Forts[fort].Ice)))
	return s.P(seat).Bits >= least
}
