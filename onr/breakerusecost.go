package onr

// Icebreakers that cost more to use on a fort (break-cost-modifier,
// noisy-rules, fort-scope): "Runner must pay 1 bit, in addition to the
// normal cost, to use each subroutine of a noisy icebreaker during runs on
// this fort" (London City Grid). An icebreaker's subroutines are its break
// and strength abilities (ONR-11.5.3, ONR-11.5.4), so each use of either,
// a break-all included, costs the static's N more once (not once for each
// subroutine broken, as ModBreakCost does), while the run is on the fort
// of the card whose static it is and the icebreaker passes the static's
// Filter (Keywords "Noisy"). The surcharge is part of the use's cost: the
// options offered (breakOptions), the payment (stepBreak), the option's
// described cost and the table view all add it.

// breakerUseCost returns what the ModBreakerUseCost statics add to a use of
// icebreaker b's break or strength ability now.
func (s *State) breakerUseCost(b int32) int32 {
	if !s.Run.Active {
		return 0
	}
	return s.statics(ModBreakerUseCost, func(c int32, a *Ability) bool {
		return runOnThisFort(s, c) && a.Filter.matches(s, b)
	})
}
