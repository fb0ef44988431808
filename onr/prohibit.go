package onr

import (
	"fmt"
	"slices"

	"github.com/datafort/datafort/engine"
)

// Prohibitions ("Runner cannot …") and the ways out of a run they forbid.
//
// A blanket prohibition always takes precedence: the forbidden thing does
// not happen, whatever offers it and even if a card "forces" it (ONR-0.2,
// ONR-18.3.3, R027, R161). Prohibitions are lasting effects (lasting.go:
// CannotJackOut, ProhibitNextEncounter, NoRunsForActions) and every route to
// a forbidden thing asks the same gate: jackOutBanned for jacking out (the
// RUN-8/RUN-9 choice and card effects such as Smarteye's), breakBanned for
// breaking subroutines, runBanned for making runs. Ending the run is not
// jacking out, and no jack-out prohibition stops it (R160, R222).

// jackOutBanned reports whether a prohibition forbids the Runner of the run
// to jack out now (ONR-11.7.2, ONR-18.3.3).
func (s *State) jackOutBanned() bool { return s.lastingOn(ModCannotJackOut, s.Run.Runner) }

// breakBanned reports whether the Runner may not break subroutines of the
// ice being encountered.
func (s *State) breakBanned() bool { return s.lastingOn(ModCannotBreak, s.Run.Runner) }

// runBanned reports whether Runner seat may not make runs (R149, R150).
func (s *State) runBanned(seat engine.Seat) bool { return s.lastingOn(ModCannotRun, seat) }

// jackOut makes the Runner jack out of the run through a card effect
// (ONR-11.7.2); callers check jackOutBanned first.
func (s *State) jackOut() {
	s.Run.JackedOut = true
	s.say(msgJacksOut, int32(s.Run.Runner))
}

// MayJackOut: "you may jack out" now (Smarteye: "You may then jack out
// before the Corp decides whether to rez the ice"). Under a jack-out
// prohibition the Runner loses this chance (R161, R461): the rest of the
// effect still happens.
func MayJackOut() Op { return mayJackOut{} }

type mayJackOut struct{}

func (mayJackOut) Run(s *State, f *Frame) Status {
	r := &s.Run
	if !r.Active || r.Ended || r.JackedOut {
		return Next
	}
	if f.Answered {
		if o, _ := f.Take(); o.Verb == VerbJackOut && !s.jackOutBanned() && int32(o.Arg) <= s.spendable(r.Runner) {
			s.payBits(r.Runner, 0, int32(o.Arg))
			s.jackOut()
		}
		return Next
	}
	if s.jackOutBanned() {
		s.say(msgCannotJackOut)
		return Next
	}
	if s.jackOutCost() > s.spendable(r.Runner) {
		return Next
	}
	return s.ask(r.Runner, "Jack out now, or continue the run", "ONR-11.7.2", s.jackOutOptions())
}

// ExposeApproachedIce: "expose a piece of unrezzed ice as you approach it"
// (Smarteye). The Runner learns the ice's identity while it stays there;
// it stays unrezzed and inactive (ONR-16.5.1). Only the two players read
// its name in the log.
func ExposeApproachedIce() Op { return exposeApproached{} }

type exposeApproached struct{}

func (exposeApproached) Run(s *State, f *Frame) Status {
	c := s.currentIce()
	if c == 0 || s.Cards[c].Rezzed {
		return Next
	}
	s.exposeAll(s.Run.Runner, []int32{c}) // the Corp's answer first (exposeprevent.go)
	return Next
}

// ApproachingUnrezzedIce holds while the Runner is approaching a piece of
// unrezzed ice and the Corp has not decided yet whether to rez it: the
// moment of Smarteye (ONR-11.3.1, RUN-2).
var ApproachingUnrezzedIce Cond = CondFunc(approachingUnrezzedIce)

func approachingUnrezzedIce(s *State, _ int32) bool {
	r := &s.Run
	if !r.Active || r.Ended || r.JackedOut || len(s.Frames()) == 0 {
		return false
	}
	f := s.top()
	c := s.currentIce()
	return f.Kind == FrameWindow && f.N == WinApproach && c != 0 && !s.Cards[c].Rezzed
}

// runWindowOver reports whether window f belongs to a run the Runner has
// jacked out of; such a window closes at once, so that the Corp gets no
// decision on the approached ice after a Smarteye jack-out.
func (s *State) runWindowOver(f *Frame) bool {
	return s.Run.JackedOut && (f.N == WinApproach || f.N == WinPass || f.N == WinBeforeAccess)
}

// checkRun verifies that what lasts for a run exists only during a run and
// names real cards.
func (s *State) checkRun() error {
	r := &s.Run
	for _, l := range s.Lasting {
		if l.Src < 0 || int(l.Src) >= len(s.Cards) || l.Obj < 0 || int(l.Obj) >= len(s.Cards) {
			return fmt.Errorf("a lasting effect names card index %d or %d", l.Src, l.Obj)
		}
		if !r.Active && (l.Until == EvRunEnds || l.Until == EvEncounterEnd || l.Until == EvIcePassed || l.Starts == EvEncounterStart) {
			return fmt.Errorf("a lasting effect of the run (%s until %s) outside a run", modName(l.Mod), eventName(l.Until))
		}
	}
	if !r.Active && (r.Encounter != 0 || len(r.Log) > 0) {
		return fmt.Errorf("run facts outside a run")
	}
	return nil
}

// withoutRuns removes the actions of Runner seat that make a run (the basic
// run action, preps that make a run) while a prohibition forbids runs.
func (s *State) withoutRuns(seat engine.Seat, opts []engine.Option) []engine.Option {
	if !s.runBanned(seat) {
		return opts
	}
	return slices.DeleteFunc(opts, func(o engine.Option) bool {
		if o.Verb == VerbRun {
			return true
		}
		return o.Verb == VerbPlay && s.def(s.byHandle(int32(o.Card))).makesRun()
	})
}

// makesRun reports whether the card's play text makes a run (MakeRun,
// RunOnEachFort).
func (d *Def) makesRun() bool {
	for i := range d.Abilities {
		if d.Abilities[i].Kind != KindPlay {
			continue
		}
		for _, op := range d.Abilities[i].Effect {
			switch op.(type) {
			case makeRun, runOnEachFort:
				return true
			}
		}
	}
	return false
}
