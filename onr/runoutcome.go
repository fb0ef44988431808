package onr

// RunUnsuccessful: the run in progress is not successful ("after each
// unsuccessful run"): read at its end (EvRunEnding), a run ended by an
// effect or jacked out of before it was successful (ONR-11.10).
var RunUnsuccessful Cond = CondFunc(runUnsuccessful)

func runUnsuccessful(s *State, _ int32) bool { return s.Run.Active && !s.Run.Success }
