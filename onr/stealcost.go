package onr

import (
	"fmt"
	"slices"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr/carddb"
)

// Costs of stealing (steal-modifiers): "Runner must pay 5 bits, in addition
// to any other costs, to steal agendas accessed from this fort, even on the
// run during which Runner trashes this card." A static ability with the
// modifier ModStealCost and Filter.SameFort adds its amount to the theft of
// every agenda accessed in a run on its card's fort. The thefts come after
// every access and before the Runner's trashing (ONR-11.12.1, R035), so the
// card still applies in the run that trashes it. For each agenda whose
// theft costs something the Runner chooses to pay or to leave the agenda
// where it is (it is not stolen); he cannot pay what he does not have.
// An agenda accessed where another seat does not know it (in R&D) is not
// asked about alone: the question would tell that seat what it is
// (accesshidden.go).

// stealCost returns what stealing agenda c, accessed in the run, costs:
// the statics of active cards, and the agenda's own ("Runner must pay 2 to
// steal this card, in addition to any other costs": a ModStealCost static
// of the agenda that works where it is accessed, Where AccessedAnywhere).
func (s *State) stealCost(c int32) int32 {
	return s.ownStatic(c, ModStealCost) + s.statics(ModStealCost, func(o int32, a *Ability) bool {
		return a.Filter.SameFort && runOnThisFort(s, o) && a.Filter.matches(s, c)
	})
}

// stealable reports whether accessed card c is an agenda of the run's Corp
// still where it was accessed, to be stolen.
func (s *State) stealable(c int32) bool {
	z := s.Cards[c].Zone
	return s.isType(c, carddb.Agenda) && s.def(c).asProgram == 0 && s.Cards[c].At == s.Run.Corp && // agendaprogram.go
		(z == ZoneFort || z == ZoneDeck || z == ZoneHand || z == ZoneDiscard)
}

// askStealCosts asks the Runner, agenda by agenda (Frame.T), whether to pay
// what each theft costs; the agendas left are listed in the frame's list.
// It returns the status and true while it is asking or paying, false once
// every agenda is decided.
func (s *State) askStealCosts(f *Frame) (Status, bool) {
	r := &s.Run
	for f.T < int32(len(r.Accessed)) {
		c := r.Accessed[f.T]
		cost := int32(0)
		if s.stealable(c) && s.stealDeferredBy(c) == 0 { // not a theft (R094; deferredsteal.go)
			cost = s.stealCost(c)
		}
		if cost == 0 {
			f.T++
			continue
		}
		if s.heldHidden(c) {
			// Asked after the thefts with what else he may do with the
			// hidden cards, on public grounds (accesshidden.go).
			s.AppendList(f, c)
			f.T++
			continue
		}
		if !f.Answered {
			can := cost <= s.payable(r.Runner, 0)
			if !can && !s.mightPayFaceDown(r.Runner, cost) {
				s.AppendList(f, c) // he cannot pay: not stolen
				f.T++
				continue
			}
			// Asked also when a face-down card of his might pay, with
			// only "leave" if none does (mightPayFaceDown).
			opts := []engine.Option{{Verb: VerbLeave, Card: s.h(c)}}
			if can {
				opts = append(opts, engine.Option{Verb: VerbSteal, Card: s.h(c), Arg: int(cost)})
			}
			return s.ask(r.Runner, fmt.Sprintf("Pay %d to steal %s?", cost, s.def(c).Title), "ONR-11.12.2", opts), true
		}
		o, _ := f.Take()
		if o.Verb == VerbSteal {
			if s.payFirst(f, r.Runner, cost, 0, 0) {
				return Next, true
			}
			s.payBits(r.Runner, c, cost)
		} else {
			s.AppendList(f, c)
		}
		f.T++
	}
	return Next, false
}

// leftUnstolen takes the agendas the Runner left out of the frame's list.
func (s *State) leftUnstolen(f *Frame) []int32 {
	l := slices.Clone(s.List(f))
	s.SetList(f, nil)
	return l
}
