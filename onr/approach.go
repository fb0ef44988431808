package onr

// The approach of a piece of ice (ONR-11.3, RUN-2): "whenever you approach
// a piece of ice during that run, …". The run emits EvIceApproached as the
// Runner approaches each piece of ice, before the approach's priority
// window in which the Corp may rez it, so that a delayed trigger of the
// run (WheneverThisRun) resolves before the Corp's decision. The
// occurrence names no card: the ice is the run's current one, and the run's
// log is left as it was.

// ApproachedIceUnrezzed holds while the piece of ice the Runner is
// approaching or encountering is unrezzed ("whenever you approach an
// unrezzed piece of ice").
var ApproachedIceUnrezzed Cond = CondFunc(approachedIceUnrezzed)

func approachedIceUnrezzed(s *State, _ int32) bool {
	r := &s.Run
	if !r.Active || r.Ended || r.JackedOut {
		return false
	}
	c := s.currentIce()
	return c != 0 && !s.Cards[c].Rezzed
}
