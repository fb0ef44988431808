package onr

import (
	"fmt"

	"github.com/datafort/datafort/engine"
)

// Deflected runs (mid-run-fort-change, ONR-11.14): a deflector's
// subroutine "Runner is now encountering the outermost piece of rezzed ice
// on [a fort], instead of passing this ice. The run is now considered to be
// a run on that data fort. If there is no rezzed ice on that fort, Runner
// is considered to have passed the last piece of ice on that fort."
//
// DeflectRun names the kind of fort the run may go to: the Archives, a
// subsidiary fort, any fort of the ice's Corp. Of that Corp's forts of that
// kind, those the Runner may run (not closed, R226) may be chosen; with one
// it goes there, with several the Corp chooses in the open, with none the
// subroutine does nothing. The encounter with the deflector ends there: no
// later subroutine of it takes effect and it is not passed (nothing "after
// passing" it happens). The run becomes a run on the new fort for all
// purposes (ONR-11.10.2, as Siren's), and the Runner encounters the new
// fort's outermost rezzed ice at once: it is not approached, no ice is
// rezzed first, and there is no jack-out window before that encounter
// (ONR-11.14.2). With no rezzed ice there the run goes on past that fort's
// last ice (RUN-9), where the Runner may jack out before access (the v1.70
// Vortex ruling); ice there is not passed one by one. The fort may be the
// one being run: the Runner then goes back to its outermost rezzed ice.
// A deflector that names a kind of fort (the Archives, a subsidiary fort)
// is kept off forts of that kind when installed; put there by another
// effect (New Blood's swap), it does not send the run onto its own fort,
// where it would meet itself again with no end (no ruling covers it).

// DeflectRun: the deflector subroutine, to a fort of kind to (AnyFort: any
// fort of the ice's Corp; Subsidiary: a subsidiary one).
func DeflectRun(to Central) Op { return deflectRun{to} }

type deflectRun struct{ to Central }

func (o deflectRun) Run(s *State, f *Frame) Status {
	r := &s.Run
	ice := f.Src
	if !r.Active || r.Ended || r.JackedOut || ice == 0 || r.Encounter != ice {
		return Next
	}
	if f.Answered {
		if a, _ := f.Take(); a.Verb == VerbChooseFort && s.deflectableTo(o.to, ice, f.Seat, int32(a.Target)) {
			s.deflect(ice, int32(a.Target))
		}
		return Next
	}
	var opts []engine.Option
	for fi := range s.runnableForts(r.Runner) {
		if s.deflectableTo(o.to, ice, f.Seat, fi) {
			opts = append(opts, engine.Option{Verb: VerbChooseFort, Target: int(fi)})
		}
	}
	switch len(opts) {
	case 0:
		return Next
	case 1:
		s.deflect(ice, int32(opts[0].Target))
		return Next
	}
	return s.ask(f.Seat, fmt.Sprintf("%s: choose the fort the run goes on to", s.cardName(ice)), "ONR-11.14.1", opts)
}

// deflectableTo reports whether deflector ice of Corp seat corp may send
// the run to fort: a fort of that Corp, of kind to and not ice's own
// unless to is any fort, that the Runner may run.
func (s *State) deflectableTo(to Central, ice int32, corp engine.Seat, fort int32) bool {
	if fort < 0 || int(fort) >= len(s.Forts) || s.Forts[fort].Owner != corp {
		return false
	}
	if to != AnyFort && (s.Forts[fort].Central != to || s.Cards[ice].Fort == fort) {
		return false
	}
	for fi := range s.runnableForts(s.Run.Runner) {
		if fi == fort {
			return true
		}
	}
	return false
}

// deflect ends the encounter with ice, makes the run a run on fort and
// has the Runner encounter its outermost rezzed ice next, or go on past
// its last ice when it has none.
func (s *State) deflect(ice, fort int32) {
	r := &s.Run
	s.say(msgRedirectsRun, s.cardArg(ice), s.fortArg(fort))
	s.endEncounter(ice)
	s.redirectRun(fort)
	step, pos := runLastIce, int32(len(s.Forts[fort].Ice))
	for i, c := range s.Forts[fort].Ice {
		if s.Cards[c].Rezzed {
			step, pos = runAfterRez, int32(i)
			break
		}
	}
	r.Pos = pos
	for i := len(s.Frames()) - 1; i >= 0; i-- {
		if fr := &s.Frames()[i]; fr.Kind == FrameRun {
			fr.Step, fr.N = step, 0
			break
		}
	}
}

// AutoBreakSubroutine: "Runner automatically breaks this subroutine" (the
// subroutine i of the ice, 0 the first printed), as the ice is encountered:
// it counts as broken, by no icebreaker (no breaker's use is recorded), so
// it does not take effect and counts toward all of the ice's subroutines
// being broken (ONR-11.5.5).
func AutoBreakSubroutine(i int32) Op { return autoBreakSub{i} }

type autoBreakSub struct{ i int32 }

func (o autoBreakSub) Run(s *State, f *Frame) Status {
	if r := &s.Run; r.Active && f.Src != 0 && r.Encounter == f.Src && int(o.i) < len(s.subroutines(f.Src)) {
		r.Broken |= 1 << o.i
	}
	return Next
}

// NoFortOfKind: the card's controller has no fort of kind ("if there are
// no subsidiary data forts").
func NoFortOfKind(kind Central) Cond { return noFortOfKind{kind} }

type noFortOfKind struct{ kind Central }

func (o noFortOfKind) Holds(s *State, self int32) bool {
	for fi := range s.fortsOf(s.controller(self)) {
		if s.Forts[fi].Central == o.kind {
			return false
		}
	}
	return true
}
