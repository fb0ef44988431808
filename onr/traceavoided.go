package onr

// TraceAvoided is the condition of "gain 1 bit whenever you successfully
// use this card to avoid a trace" (trigger-trace): the trace just over
// failed. It is read by the effect of a base-link ability, which resolves
// once the trace is over when the card was used as the trace's base link
// (trace.go), so it holds whenever the Runner avoided a trace in which he
// used the card, even if he would have avoided it without the card's link
// (R282).
var TraceAvoided Cond = CondFunc(traceAvoided)

func traceAvoided(s *State, _ int32) bool { return !s.Trace.Active && !s.Trace.Succeeded }
