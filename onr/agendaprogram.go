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
// an agenda, still on top of R&D (an ordinary agenda tells it nothing it
// does not learn anyway: stolen, it is revealed). So, as the card pool
// holds such agendas whatever the Corp's deck, the Runner is asked, with
// the same prompt (AgendaAsProgramPrompt, which names no card), after the
// thefts of every access of R&D in which a card he accessed still lies
// there (accessedInRD: public, the number of cards accessed there and
// where they went), with only "decline" when there is nothing to install; after
// an install he is asked again on the same grounds. The Corp then sees the
// same question whatever was accessed in R&D, until an install shows it
// the card (TestAgendaAsProgramAskedOnPublicGrounds).

// AgendaAsProgramPrompt is the prompt of the Runner's question whether to
// install an agenda he accessed as a program.
const AgendaAsProgramPrompt = "Install an agenda you accessed as a program, or decline"

// offerAsPrograms pushes, once the thefts of the access are done, the
// Runner's question whether to install as a program an agenda accessed in
// the run that he may install so and that is still where it was accessed:
// whenever there is one, or a card accessed in the run lies in R&D (see
// the header: the question must not tell the Corp what it was).
func (s *State) offerAsPrograms() {
	r := &s.Run
	offer := s.accessedInRD()
	for _, c := range r.Accessed {
		if s.asProgramOffered(c) {
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

// accessedInRD reports whether the run accessed R&D (a run on R&D, or
// one treated as such) and a card it accessed there still lies in R&D: a
// card the Corp did not see, whatever it is (public: how many cards the
// Runner accessed there, and where they went), which might be an agenda
// the Runner may install as a program, when the card pool holds one.
func (s *State) accessedInRD() bool {
	return s.Forts[s.Run.Fort].Central == CentralRD && poolHasAgendaAsProgram() &&
		slices.ContainsFunc(s.Run.Accessed, func(c int32) bool { return s.Cards[c].Zone == ZoneDeck })
}

// poolHasAgendaAsProgram reports whether the card pool holds an agenda the
// Runner may install as a program.
func poolHasAgendaAsProgram() bool {
	for _, d := range defs { // whether any: the map's order does not matter
		if d.asProgram > 0 {
			return true
		}
	}
	return false
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

// agendaAsProgramAsk asks the Runner (Frame.Seat) whether to install an
// agenda he accessed as a program, again after each install, until he
// declines or is no longer asked (offerAsPrograms).
var agendaAsProgramAsk = builtin("agenda-as-program", OpFunc(askAgendaAsProgram))

func askAgendaAsProgram(s *State, f *Frame) Status {
	if s.Players[f.Seat].Out {
		return Next
	}
	if f.Answered {
		o, _ := f.Take()
		c := s.byHandle(int32(o.Card))
		if o.Verb != VerbChoose || c == 0 || !s.asProgramOffered(c) {
			return Next
		}
		n := len(s.Frames())
		s.move(c, f.Seat, ZoneRig, false)
		k := &s.Cards[c]
		k.FaceUp, k.Seen = true, true
		k.Known, k.KnownTo = true, kernel.SeatsOf(len(s.Players))
		s.say(msgInstallsAsProgram, int32(f.Seat), s.cardArg(c), s.def(c).asProgram)
		if len(s.Frames()) > n {
			return Again // what the move started first, then asked again
		}
	}
	opts := []engine.Option{{Verb: VerbDecline}}
	for _, c := range s.Run.Accessed {
		if s.asProgramOffered(c) {
			opts = append(opts, engine.Option{Verb: VerbChoose, Card: s.h(c)})
		}
	}
	if len(opts) == 1 && !s.accessedInRD() {
		return Next
	}
	return s.ask(f.Seat, AgendaAsProgramPrompt, "ONR-11.12.2", opts)
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
