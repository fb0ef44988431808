package onr

// IgnoreUnless: "ignore this effect unless …" (Shock Treatment). If cond
// does not hold when the op is reached, the rest of the effect does
// nothing; put it first so that the condition is checked as the effect
// resolves (for an access effect, when the card is accessed). Nothing is
// logged: the source may be a face-down card whose title must not reach a
// spectator.
func IgnoreUnless(cond func(s *State) bool) Op {
	return OpFunc(func(s *State, f *Frame) Status {
		if cond(s) {
			return Next
		}
		return Stop
	})
}

// TagsAtLeast: "Runner has N or more tags" (ONR-13): the Runner of the
// run in progress, else some Runner.
func TagsAtLeast(n int32) func(s *State) bool {
	return func(s *State) bool {
		if s.Run.Active {
			return s.P(s.Run.Runner).Tags >= n
		}
		for i := range s.Players {
			if p := &s.Players[i]; p.Role == Runner && p.Tags >= n {
				return true
			}
		}
		return false
	}
}
