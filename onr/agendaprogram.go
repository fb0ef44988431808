package onr

import (
	"fmt"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// An agenda the Runner installs as a program (agenda-as-program): "if
// Runner accesses [this agenda], he or she does not score it, but instead
// may install it as a 2 MU program that has the ability '[action]: Score
// [it]' but is removed from the game if it leaves play in any other way".
//
// A KindStatic ModAgendaAsProgram ability (N: the MU it uses) makes the
// agenda, wherever it is accessed, not stealable (stealcost.go stealable):
// once the accesses are over, the steal step (access.go) asks the Runner,
// for each such agenda accessed and still where it was, whether to install
// it (agendaAsProgramAsk). Installed, it lies face up in the Runner's rig,
// a program (isType) using N MU (programMUOf), with its text working
// there: its "[action]: score it" is an activated ability that works where
// it is installed (Where: Installed), whose op RunnerScoresThis scores it
// for the Runner. Leaving the rig any other way than to a scored area (a
// trash, a return to hand), it is removed from the game instead
// (leavesAsProgram, read by move and trash). A Runner's install of it is
// free: the text names no cost. Declined, it stays where it was.

// offerAsPrograms pushes, for each agenda accessed in the run that the
// Runner may install as a program and that is still where it was
// accessed, the question whether to install it.
func (s *State) offerAsPrograms() {
	r := &s.Run
	for i := len(r.Accessed) - 1; i >= 0; i-- {
		c := r.Accessed[i]
		if s.def(c).asProgram > 0 && s.Cards[c].At == r.Corp && s.accessedWhere(c) {
			s.tookMod(c, ModAgendaAsProgram) // not stolen (coverage.go)
			s.push(Frame{Kind: FrameProgram, Seat: r.Runner, Src: c, Ref: agendaAsProgramAsk})
		}
	}
}

// accessedWhere reports whether card c lies where cards are accessed: a
// fort, R&D, HQ or the Archives.
func (s *State) accessedWhere(c int32) bool {
	switch s.Cards[c].Zone {
	case ZoneFort, ZoneDeck, ZoneHand, ZoneDiscard:
		return true
	}
	return false
}

// agendaAsProgramAsk asks the Runner (Frame.Seat) whether to install the
// accessed agenda Frame.Src as a program.
var agendaAsProgramAsk = builtin("agenda-as-program", OpFunc(askAgendaAsProgram))

func askAgendaAsProgram(s *State, f *Frame) Status {
	c := f.Src
	if c == 0 || s.def(c).asProgram == 0 || !s.accessedWhere(c) || s.Players[f.Seat].Out {
		return Next
	}
	if f.Answered {
		if o, _ := f.Take(); o.Verb == VerbChoose {
			s.move(c, f.Seat, ZoneRig, false)
			k := &s.Cards[c]
			k.FaceUp, k.Seen = true, true
			k.Known, k.KnownTo = true, kernel.SeatsOf(len(s.Players))
			s.say(msgInstallsAsProgram, int32(f.Seat), s.cardArg(c), s.def(c).asProgram)
		}
		return Next
	}
	return s.ask(f.Seat, fmt.Sprintf("Install %s as a %d MU program?", s.def(c).Title, s.def(c).asProgram), "ONR-11.12.2",
		[]engine.Option{{Verb: VerbDecline}, {Verb: VerbChoose, Card: s.h(c)}})
}

// programMUOf returns the MU program c uses in a rig: its printed MU, or
// the N of its ModAgendaAsProgram static.
func (s *State) programMUOf(c int32) int32 {
	if d := s.def(c); d.asProgram > 0 {
		return d.asProgram
	}
	return intOr(s.def(c).card.MU, 0)
}

// leavesAsProgram reports whether card c, moving to zone, is an agenda
// installed as a program leaving play other than to a scored area: it is
// removed from the game instead (removeAsProgram).
func (s *State) leavesAsProgram(c int32, zone Zone) bool {
	return s.def(c).asProgram > 0 && s.Cards[c].Zone == ZoneRig && zone != ZoneRig && zone != ZoneScored
}

// removeAsProgram removes agenda c, installed as a program, from the game.
func (s *State) removeAsProgram(c int32) {
	s.detach(c)
	s.Cards[c].Zone, s.Cards[c].FaceUp = ZoneRemoved, true
	s.say(msgRemovedFromGame, s.cardArg(c))
}

// RunnerScoresThis: "[action]: score this card" of an agenda installed as
// a program: the Runner scores it, for its printed points.
func RunnerScoresThis() Op { return OpFunc(runnerScoresThis) }

func runnerScoresThis(s *State, f *Frame) Status {
	if c := f.Src; c != 0 && s.Cards[c].Zone == ZoneRig && s.def(c).asProgram > 0 {
		s.scoreForRunner(s.Cards[c].At, c)
	}
	return Next
}
