package onr

// BreakAll is the Option.Target of a break option that breaks every
// subroutine of the ice at once (Break.All).
const BreakAll = -1

// breakAll resolves break ability br of breaker b on ice: every unbroken
// subroutine is broken at once (ONR-11.5.6, R333); with Break.EndsRun the
// run ends when the encounter is over (R335): encounterDone ends it, so the
// ice is not passed (R336, ONR-11.10.3).
func (s *State) breakAll(b, ice int32, br Break) {
	r := &s.Run
	r.Broken |= int64(1)<<len(s.subroutines(ice)) - 1
	s.eventf("break", "%s breaks all subroutines of %s", s.def(b).Title, s.def(ice).Title)
	if br.EndsRun {
		r.BreakEnds = b
	}
}

// endAfterBreak ends the run at the end of an encounter in which a
// breaker that ends the run was used (Break.EndsRun).
func (s *State) endAfterBreak() {
	if b := s.Run.BreakEnds; b != 0 {
		s.Run.BreakEnds = 0
		s.endRun()
		s.eventf("end-run", "%s ends the run", s.def(b).Title)
	}
}
