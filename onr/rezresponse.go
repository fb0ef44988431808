package onr

import (
	"slices"

	"github.com/datafort/datafort/kernel"
	"github.com/datafort/datafort/onr/carddb"
)

// The Runner's answer to a rez during a run (rez-timing, history-facts):
// "jack out before an upgrade or node takes effect. Use this ability only
// immediately after the Corp has rezzed that upgrade or node" (R121, R190,
// R221, R238, R470). A rez by the run's Corp during a run is an occurrence
// the cards of the run's Runner answer (EvRezzedInRun), resolved before the
// rezzed card's own "when rezzed" triggers; JustRezzed reads which card it
// was from the run's log. Jacking out after the Runner passed the fort's
// last ice leaves the run successful with nothing accessed (R469): a
// replacement of the access by nothing (ONR-18.3.8).

// answerRez lets the Runner of the run answer the rez of card c by the
// run's Corp.
func (s *State) answerRez(c int32) {
	if r := &s.Run; r.Active && !r.Ended && !r.JackedOut && s.Cards[c].At == r.Corp {
		s.fire(kernel.Occurrence{Type: EvRezzedInRun, Seat: r.Corp, Obj: c}, r.Runner)
	}
}

// JustRezzed: the card the Corp rezzed last in this run is of one of types
// ("immediately after the Corp has rezzed that upgrade or node").
func JustRezzed(types ...carddb.Type) Cond { return justRezzed{types} }

type justRezzed struct{ types []carddb.Type }

func (c justRezzed) Holds(s *State, _ int32) bool {
	log := s.Run.Log
	for i := len(log) - 1; i >= 0; i-- {
		if log[i].Type == EvRezzedInRun {
			return s.Run.Active && slices.Contains(c.types, s.def(log[i].Obj).typ)
		}
	}
	return false
}

// JackOutAfterRez: "jack out before [the card just rezzed]
// takes effect": the Runner may jack out now (a jack-out prohibition stops
// it, R161). Past the fort's last ice, the run is successful but he
// accesses no card (R469).
func JackOutAfterRez() Op { return jackOutAfterRez{} }

type jackOutAfterRez struct{}

func (jackOutAfterRez) Run(s *State, f *Frame) Status {
	r := &s.Run
	if !r.Active || r.Ended || r.JackedOut || r.Success || s.jackOutBanned() || s.jackOutCost() > s.spendable(r.Runner) {
		return Next
	}
	if !f.Answered {
		return s.ask(r.Runner, "Jack out before it takes effect, or continue the run", "R469", s.jackOutOptions())
	}
	o, _ := f.Take()
	if o.Verb != VerbJackOut {
		return Next
	}
	s.payBits(r.Runner, 0, int32(o.Arg))
	if int(r.Pos) < len(s.Forts[r.Fort].Ice) {
		s.jackOut()
		return Next
	}
	// Past the last ice: successful, nothing accessed (R469). The
	// replacement is the rest of this program: nothing.
	s.AddLasting(kernel.Lasting{Src: f.Src, Seat: r.Runner, Mod: ModReplaceAccess, Ref: f.Ref, PC: int32(len(program(f.Ref))), Until: EvRunEnds})
	s.say(msgJacksOut, int32(r.Runner))
	return Next
}
