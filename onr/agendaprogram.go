package onr

import (
	"slices"

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
// among such agendas accessed and still where they were, which to install,
// one at a time (agendaAsProgramAsk). Installed, it lies face up in the Runner's rig,
// a program (isType) using N MU (programMUOf), with its text working
// there: its "[action]: score it" is an activated ability that works where
// it is installed (Where: Installed), whose op RunnerScoresThis scores it
// for the Runner. Leaving the rig any other way than to a scored area (a
// trash, a return to hand), it is removed from the game instead
// (leavesAsProgram, read by move and trash). A Runner's install of it is
// free: the text names no cost. Declined, it stays where it was.
//
// Hidden information. The question must not tell the Corp what the Runner
// accessed. In HQ the Corp knows which cards were accessed (R068), in a
// fort it knows its installed cards, and the Archives are turned face up
// (R067): there the Runner is asked only when such an agenda was accessed,
// and the Corp learns nothing it did not know. In R&D the Corp does not
// know the card the Runner saw (access.go accessCard names it to him
// alone), and a declined agenda stays there, unseen: asked only then, the
// Runner would tell the Corp (and spectators) that the card he saw is such
// an agenda, still on top of R&D. So an agenda accessed where another
// seat does not know it (in R&D; at a table of several Corps, also in HQ
// or unrezzed in a fort) is offered in the one question the Runner is
// asked on public grounds after every access in which such a card lies
// where it was, with what else he may do with such cards
// (accesshidden.go), and this frame asks only about agendas every other
// seat knows.

// AgendaAsProgramPrompt is the prompt of the Runner's question whether to
// install an agenda he accessed as a program.
const AgendaAsProgramPrompt = "Install an agenda you accessed as a program, or decline"

// offerAsPrograms pushes, once the thefts of the access are done, the
// Runner's question whether to install as a program an agenda accessed in
// the run that he may install so and that is still where it was accessed,
// and known to every other seat (one that is not is offered by the
// question about hidden cards: accesshidden.go).
func (s *State) offerAsPrograms() {
	r := &s.Run
	offer := false
	for _, c := range r.Accessed {
		if s.asProgramOffered(c) && !s.heldHidden(c) {
			s.tookMod(c, ModAgendaAsProgram) // not stolen (coverage.go)
			offer = true
		}
	}
	if offer {
		s.push(Frame{Kind: FrameProgram, Seat: r.Runner, Ref: agendaAsProgramAsk})
	}
}

// asProgramOffered reports whether card c, accessed in the run, is an
// agenda of the run's Corp the Runner may install as a program, still
// where it was accessed.
func (s *State) asProgramOffered(c int32) bool {
	return s.def(c).asProgram > 0 && s.Cards[c].At == s.Run.Corp && s.accessedWhere(c) && slices.Contains(s.Run.Accessed, c)
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

// agendaAsProgramAsk asks the Runner (Frame.Seat) whether to install as a
// program an agenda he accessed that every other seat knows, again after
// each install, until he declines or none is left (offerAsPrograms).
var agendaAsProgramAsk = builtin("agenda-as-program", OpFunc(askAgendaAsProgram))

func askAgendaAsProgram(s *State, f *Frame) Status {
	if s.Players[f.Seat].Out {
		return Next
	}
	if f.Answered {
		o, _ := f.Take()
		c := s.byHandle(int32(o.Card))
		if o.Verb != VerbChoose || c == 0 || !s.asProgramOffered(c) || s.heldHidden(c) {
			return Next
		}
		if s.installAsProgram(f.Seat, c) {
			return Again // what the move started first, then asked again
		}
	}
	opts := []engine.Option{{Verb: VerbDecline}}
	for _, c := range s.Run.Accessed {
		if s.asProgramOffered(c) && !s.heldHidden(c) {
			opts = append(opts, engine.Option{Verb: VerbChoose, Card: s.h(c)})
		}
	}
	if len(opts) == 1 {
		return Next
	}
	return s.ask(f.Seat, AgendaAsProgramPrompt, "ONR-11.12.2", opts)
}

// installAsProgram installs agenda c, accessed, in the rig of Runner seat
// as a program, face up; it reports whether the move pushed frames, to
// resolve before anything else.
func (s *State) installAsProgram(seat engine.Seat, c int32) bool {
	n := len(s.Frames())
	s.move(c, seat, ZoneRig, false)
	k := &s.Cards[c]
	k.FaceUp, k.Seen = true, true
	k.Known, k.KnownTo = true, kernel.SeatsOf(len(s.Players))
	s.say(msgInstallsAsProgram, int32(seat), s.cardArg(c), s.def(c).asProgram)
	return len(s.Frames()) > n
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
