package onr

import "github.com/datafort/datafort/engine"

// Trace limits changed by a card (trace-modifiers, ONR-12.2): a static
// ModTraceLimit ability of a card the traced Runner controls changes by N
// the limit of every trace whose source passes the ability's Filter ("ice
// that attempts to trace you has its trace limit reduced by 1"). It is the
// limit that changes, the most the Corp may bid, not the trace's value
// (R436); a limit never goes below 0.

// traceLimit returns the limit of a trace from card src against runner,
// printed limit changed by the ModTraceLimit statics that apply.
func (s *State) traceLimit(src int32, runner engine.Seat, limit int32) int32 {
	if src == 0 {
		return limit
	}
	n := s.statics(ModTraceLimit, func(c int32, a *Ability) bool {
		return s.controller(c) == runner && a.Filter.matches(s, src)
	})
	return max(limit+n, 0)
}
