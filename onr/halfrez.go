package onr

import (
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// Ice rezzed for part of its cost, for the run only (rez-cost-modifier,
// derez-target, trigger-run-end, fort-scope; Olivia Salazar): "for half
// cost, rounded down, rez a piece of ice installed on this fort. Derez that
// ice at the end of the run." The controller chooses an unrezzed piece of
// ice installed on the source's fort whose halved rez cost he or she can
// pay, or none: asked while the fort has an unrezzed piece, affordable or
// not, which only the controller knows. The cost halved is the rez cost as modified (R115: Data
// Masons' reduction first, then the half, rounded down); what a rez costs
// in addition to its rez cost is still paid in full (rezcost.go, as for a
// rez at no cost, R200). Only installed ice can be chosen (R184). A delayed
// trigger bound to the ice derezzes it at the end of the run (EvRunEnding,
// RUN-13), unless it left play before.

// RezIceOfThisFortForHalf: "for half cost, rounded down, rez a piece of
// ice installed on this fort. Derez that ice at the end of the run."
func RezIceOfThisFortForHalf() Op { return rezIceHalf{} }

type rezIceHalf struct{}

// derezAtRunEndProgram derezzes the card it is bound to (the delayed
// trigger's Src) at the end of the run.
var derezAtRunEndProgram = builtin("derez-at-run-end", DerezThis())

func (rezIceHalf) Run(s *State, f *Frame) Status {
	if f.Answered {
		o, _ := f.Take()
		if o.Verb != VerbRez {
			return Next
		}
		c := s.byHandle(int32(o.Card))
		s.payRez(f.Seat, c, s.rezCost(c)/2)
		s.rez(c, true)
		if s.Run.Active {
			s.AddLasting(kernel.Lasting{Src: c, Seat: f.Seat, On: EvRunEnding, Until: EvRunEnds, Ref: derezAtRunEndProgram})
		}
		return Next
	}
	if f.Src == 0 || !s.installed(f.Src) {
		return Next
	}
	// Asked while an unrezzed piece is there, with only "none" if none is
	// affordable: its cost is hidden, and the question must not tell it.
	opts := []engine.Option{{Verb: VerbNone}}
	unrezzed := false
	for _, c := range s.Forts[s.Cards[f.Src].Fort].Ice {
		if s.Cards[c].Rezzed {
			continue
		}
		unrezzed = true
		if s.rezMoney(f.Seat, c) >= s.rezCost(c)/2 && s.canPayRezAlso(f.Seat, c) {
			opts = append(opts, engine.Option{Verb: VerbRez, Card: s.h(c)})
		}
	}
	if !unrezzed {
		return Next
	}
	return s.ask(f.Seat, "Rez a piece of ice of this fort for half its cost, until the end of the run", "ONR-9.6", opts)
}
