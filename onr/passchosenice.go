package onr

import (
	"slices"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// A run that passes one chosen piece of ice (bypass-ice): "choose a data
// fort and a piece of ice on that fort. Then make a run on that fort,
// during which you automatically pass that piece of ice."
// RunPassingChosenIce asks the controller for a fort he or she may run,
// then for a piece of ice on it (none to choose on a fort with none),
// starts the run and leaves a lasting effect bound to the ice
// (ModPassIceOnce, until the run ends). The ice is approached as any
// other: unrezzed, the Corp may rez it (R467); rezzed, it is encountered
// — the effects of its encounter take effect — and then passed at once,
// before any subroutine is broken or takes effect (passChosenIce, read at
// the encounter's step of the run). The effect is used up by that pass, or
// by passing the ice unrezzed: the same ice met again in the run is
// encountered as usual (R468).

// RunPassingChosenIce: "choose a data fort and a piece of ice on that
// fort. Then make a run on that fort, during which you automatically pass
// that piece of ice."
func RunPassingChosenIce() Op { return runPassingChosenIce{} }

type runPassingChosenIce struct{}

func (runPassingChosenIce) Run(s *State, f *Frame) Status {
	seat := f.Seat
	if s.runBanned(seat) || s.Run.Active {
		return Next
	}
	if f.Answered {
		o, _ := f.Take()
		switch o.Verb {
		case VerbChooseFort:
			f.T = int32(o.Target)
			s.SetList(f, []int32{int32(o.Target) + 1}) // the fort chosen, + 1
		case VerbChoose:
			return s.runPassing(f, s.byHandle(int32(o.Card)))
		}
	}
	if len(s.List(f)) == 0 {
		var opts []engine.Option
		for fi := range s.runnableForts(seat) {
			opts = append(opts, engine.Option{Verb: VerbChooseFort, Target: int(fi)})
		}
		if len(opts) == 0 {
			return Next
		}
		return s.ask(seat, s.cardName(f.Src)+": choose a fort to run, then a piece of ice on it to pass", "ONR-11.1", opts)
	}
	ice := s.Forts[f.T].Ice
	if len(ice) == 0 {
		return s.runPassing(f, 0)
	}
	opts := make([]engine.Option, len(ice))
	for i, c := range ice {
		opts[i] = engine.Option{Verb: VerbChoose, Card: s.h(c)}
	}
	return s.ask(seat, s.cardName(f.Src)+": choose the piece of ice to pass automatically", "ONR-11.1", opts)
}

// runPassing starts the run on the fort chosen (f.T) that passes ice (0:
// none) once.
func (s *State) runPassing(f *Frame, ice int32) Status {
	s.SetList(f, nil)
	fort := f.T
	s.startRun(f.Seat, fort, f.Src)
	if !s.Run.Active || ice == 0 {
		return Next
	}
	s.AddLasting(kernel.Lasting{Src: f.Src, Seat: f.Seat, Mod: ModPassIceOnce, N: 1, Obj: ice, Until: EvRunEnds})
	s.say(msgWillPassIce, int32(f.Seat), int32(slices.Index(s.Forts[fort].Ice, ice)+1), s.fortArg(fort))
	return Next
}

// passChosenIce reports whether the ice being encountered is passed at
// once by a ModPassIceOnce effect, and uses the effect up (R468).
func (s *State) passChosenIce() bool { return s.passOnceUsed(s.Run.Encounter) }

// passOnceUsed uses up the ModPassIceOnce effect on ice as the ice is
// passed, and reports whether there was one: passed unrezzed, never
// encountered, it has been passed its one time too (R468).
func (s *State) passOnceUsed(ice int32) bool {
	if ice == 0 || !s.mayLast(ModPassIceOnce) {
		return false // no such effect (lastingkinds.go)
	}
	i := slices.IndexFunc(s.Lasting, func(l kernel.Lasting) bool { return l.Mod == ModPassIceOnce && l.Obj == ice && l.Active() })
	if i < 0 {
		return false
	}
	s.Lasting = slices.Delete(s.Lasting, i, i+1)
	return true
}
