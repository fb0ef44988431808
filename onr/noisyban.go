package onr

// Runs during which noisy icebreakers cannot be used (noisy-rules): "you
// cannot use noisy icebreakers during the run". A rider of the run
// (ModCannotUseNoisy) that keeps the break and strength options of the
// Runner's icebreakers with the keyword Noisy out of every encounter of
// the run (breakOptions), as a prohibition that no effect overrides
// (ONR-18.3.3).

// NoNoisyIcebreakersThisRun: "you cannot use noisy icebreakers during the
// run".
func NoNoisyIcebreakersThisRun() Rider { return Rider{mod: ModCannotUseNoisy} }

// noisyBanned reports whether icebreaker b may not be used now: it is
// Noisy and its Runner has a ModCannotUseNoisy effect.
func (s *State) noisyBanned(b int32) bool {
	return s.lastingOn(ModCannotUseNoisy, s.Run.Runner) && s.def(b).printedHas(kwNoisy) // the effect first: most runs have none (lastingkinds.go)
}
