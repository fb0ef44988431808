package onr

import (
	"slices"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// Agendas not scored as they are accessed (steal-modifiers): "Runner does
// not score any agenda (or agendas) that he or she accesses from this
// fort; return the agenda to the fort instead. Runner scores the agenda at
// the start of his or her next turn if it is still in the fort" (errata
// R091). An active card with a KindStatic ModDeferSteal ability in the
// fort of a run defers the theft of each agenda accessed there (an agenda
// of the fort itself: accSteal asks deferSteal before stealing): the agenda
// stays where it is, and a delayed trigger (a Lasting with Src the agenda,
// On the Runner's own next EvTurnStart; not bound by Obj, which would make
// it answer only occurrences about the agenda) scores it for the Runner
// then, if it is still installed in a fort. An agenda that left the fort
// meanwhile, scored by the Corp or trashed, is not scored (R093: "loses
// track of the agenda, and the Runner does not score it"); one moved to
// another fort by an effect would be, a case no card of the pool makes
// with an agenda the Runner has accessed.
// Accessed again before then while the card is still there, the agenda is
// deferred again (R092), with one trigger only; with the card gone, it is
// stolen as usual. What is scored so is neither stolen nor accessed (R094):
// no theft is recorded and no steal cost (stealcost.go) or trigger applies.
//
// Hidden information: the agenda was accessed, so the Runner knows it;
// the event saying it stays names only the fort.

// deferSteal reports whether agenda c, accessed in the run, stays in the
// run's fort instead of being stolen; if so it arms the Runner's score of
// it at the start of his next turn.
func (s *State) deferSteal(c int32) bool {
	r := &s.Run
	src := s.stealDeferredBy(c)
	if src == 0 {
		return false
	}
	s.tookMod(src, ModDeferSteal)
	if !slices.ContainsFunc(s.Lasting, func(l kernel.Lasting) bool { return l.Mod == ModDeferSteal && l.Src == c }) {
		s.AddLasting(kernel.Lasting{Src: c, Seat: r.Runner, Mod: ModDeferSteal, On: EvTurnStart, Mine: true, Ref: deferredScoreProgram})
	}
	s.say(msgStealDeferred, int32(r.Runner), s.fortArg(r.Fort))
	return true
}

// deferredScoreProgram scores a deferred agenda (Frame.Src) for the Runner
// (Frame.Seat).
var deferredScoreProgram = builtin("deferred-score", OpFunc(scoreDeferred))

func scoreDeferred(s *State, f *Frame) Status {
	if c := f.Src; c != 0 && s.Cards[c].Zone == ZoneFort {
		s.scoreForRunner(f.Seat, c)
	}
	return Next
}

// scoreForRunner moves agenda c into Runner seat's score area and gives
// him its points: a score that is no theft (R094).
func (s *State) scoreForRunner(seat engine.Seat, c int32) {
	s.move(c, seat, ZoneScored, false)
	s.Cards[c].Seen = true
	pts := s.gainPoints(seat, s.agendaPoints(c))
	s.say(msgScoresDeferred, int32(seat), s.cardArg(c), pts)
}

// stealDeferredBy returns the active card with a ModDeferSteal static in
// the fort of the run whose agenda c, accessed there, is therefore not
// stolen, or 0.
func (s *State) stealDeferredBy(c int32) int32 {
	r := &s.Run
	if k := &s.Cards[c]; k.Zone != ZoneFort || k.Fort != r.Fort {
		return 0
	}
	for _, o := range s.Forts[r.Fort].Cards {
		if s.active(o) && s.def(o).StaticN(ModDeferSteal) > 0 {
			return o
		}
	}
	return 0
}
