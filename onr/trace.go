package onr

import (
	"github.com/datafort/datafort/engine"
)

// stepTrace runs a trace (ONR-12.2). Both players choose secretly and at
// the same time: the Corp its bid, the Runner a base-link card and how many
// "+1 link" to buy from it. Both decisions are pending at once; each answer
// is stored in the trace as it comes (Frame.By says whose it is) and the
// Runner's follow-up question asked at once; neither view shows the other's
// answer until the reveal. The result is left in TraceState.Succeeded for
// the program that asked for the trace (Trace). Between the reveal and the
// comparison the Runner may add link (tracewindow.go, ONR-12.2.4).
func (s *State) stepTrace(f *Frame) Status {
	t := &s.Trace
	if f.Step == traceRevealed {
		return s.traceWindow(f) // TRACE-4 (tracewindow.go)
	}
	if f.Answered {
		o, n := f.Take()
		switch {
		case f.By == t.Corp:
			t.CorpBid, t.CorpIn = n, true
		case !t.BaseIn:
			t.BaseCard, t.BaseIn = s.byHandle(int32(o.Card)), true
		default:
			t.RunnerBuys, t.RunnerIn = n, true
		}
	}
	if !t.CorpIn || !t.RunnerIn {
		s.traceAsk()
		if !t.CorpIn || !t.RunnerIn {
			return Wait
		}
	}
	// TRACE-3: reveal and pay.
	if s.tracePay(f) {
		return Next // hidden resources pay after the reveal (R019)
	}
	paid, _ := s.spendTraceBits(t.Corp, t.bidCost(t.CorpBid)) // bits that raise the limit first (tracebits.go)
	// Then advancement counters (advtracebits.go).
	adv, pushed := s.spendAdvTraceBits(t.Corp, t.bidCost(t.CorpBid)-paid)
	s.payForUse(t.Corp, ForOwnTraces, t.Src, t.bidCost(t.CorpBid)-paid-adv)
	_, cost := s.linkFor(t.BaseCard, t.RunnerBuys)
	if t.BaseCard != 0 {
		s.tookKind(t.BaseCard, KindBaseLink)
		if t.RunnerBuys > 0 {
			s.tookKind(t.BaseCard, KindLinkBoost)
		}
	}
	// The base link from the pool; its increases may use bits restricted
	// to raising link, never to setting it (R413; restricted.go).
	raise := s.linkRaise(t.BaseCard, t.RunnerBuys)
	s.payBits(t.Runner, t.BaseCard, cost-raise)
	s.payForUse(t.Runner, ForLink, t.BaseCard, raise)
	s.capSpend(cost) // a capped run (Wilson)
	f.Step = traceRevealed
	if pushed {
		return Next // a rez's triggers resolve first
	}
	return s.traceWindow(f)
}

// traceRevealed is the Step of a trace frame whose amounts are revealed
// and paid: its post-reveal window (tracewindow.go) and then its result.
const traceRevealed = 1

// traceResult compares the trace of frame f (TRACE-5), says its result,
// ends it and leaves the result in TraceState.Succeeded (TRACE-6).
func (s *State) traceResult(f *Frame) Status {
	t := &s.Trace
	link, cost := s.linkFor(t.BaseCard, t.RunnerBuys)
	link = max(0, link+s.linkBonus(t.Runner)) // linkbonus.go, tracewindow.go; a counter may reduce it (linkcounters.go)
	value := t.CorpBid
	ok := value >= link // ONR-12.2.5: ties succeed
	if value == link && broken.traceTies {
		ok = false
	}
	extra := s.tracesSucceed(t.Runner) // tracesucceed.go
	ok = ok || extra > 0
	switch {
	case t.BidSurcharge > 0 && ok:
		s.say(msgTraceSucceedsSurcharged, t.Limit, t.CorpBid, t.bidCost(t.CorpBid), link, cost)
	case t.BidSurcharge > 0:
		s.say(msgTraceFailsSurcharged, t.Limit, t.CorpBid, t.bidCost(t.CorpBid), link, cost)
	case ok:
		s.say(msgTraceSucceeds, t.Limit, t.CorpBid, 0, link, cost)
	default:
		s.say(msgTraceFails, t.Limit, t.CorpBid, 0, link, cost)
	}
	base, runner, corp, src := t.BaseCard, t.Runner, t.Corp, t.Src
	*t = TraceState{Succeeded: ok}
	tf := *f
	s.pop()
	s.leaveMargin(tf, value-link) // tracemargin.go
	s.traceAttemptOver(runner, corp, src)
	if extra > 0 {
		s.giveTags(runner, extra, src, corp) // besides the trace's effects
	}
	if base != 0 {
		// What else using the base-link card does (Submarine Uplink ends
		// the run after the encounter, R477).
		if i := s.abilityOf(base, KindBaseLink); i >= 0 {
			s.pushAbility(base, i, runner)
		}
	}
	return Next
}

// bidCost is what a bid of n points costs the Corp: a bit a point
// (ONR-12.1.2) and the trace's surcharge for each (TraceSurcharged).
func (t *TraceState) bidCost(n int32) int32 { return n * (1 + t.BidSurcharge) }

// abilityOf returns the index of card c's first ability of kind k, or -1.
func (s *State) abilityOf(c int32, k Kind) int {
	for i := range s.def(c).Abilities {
		if s.def(c).Abilities[i].Kind == k {
			return i
		}
	}
	return -1
}

// baseLinkUsable reports whether base-link card c may be used for the
// trace now: its condition holds ("use only during a run") and the Runner
// can pay for it.
func (s *State) baseLinkUsable(c int32) bool {
	i := s.abilityOf(c, KindBaseLink)
	if i < 0 {
		return false
	}
	a := &s.def(c).Abilities[i]
	return a.Cost.Bits <= s.capMoney(s.payable(s.Trace.Runner, 0)) && a.holds(s, c)
}

// traceAsk publishes whichever trace decisions are missing.
func (s *State) traceAsk() {
	t := &s.Trace
	if !t.CorpIn && !s.Asking(t.Corp) {
		prompt := "Trace " + itoa(t.Limit) + ": secretly choose how many bits to spend"
		if t.BidSurcharge > 0 {
			prompt = "Trace " + itoa(t.Limit) + ": secretly choose your bid, each point costing " + itoa(1+t.BidSurcharge) + " bits"
		}
		s.askNumber(t.Corp, prompt, "ONR-12.2.2", 0, s.maxBid())
	}
	if t.RunnerIn || s.Asking(t.Runner) {
		return
	}
	if !t.BaseIn {
		opts := s.baseOptions()
		if s.asksBase(opts) {
			s.ask(t.Runner, "Trace "+itoa(t.Limit)+": secretly choose a base-link card", "ONR-12.1.3", opts)
			return
		}
		t.BaseIn = true
	}
	if hi := s.maxBuys(t.BaseCard); s.asksBuys(t.BaseCard) {
		s.askNumber(t.Runner, "Secretly choose how many +1 link to buy", "ONR-12.2.2", 0, hi)
		return
	}
	t.RunnerIn = true
}

// maxBid is the highest bid the Corp may make in the trace in progress
// (ONR-12.2.2: 0…limit, the limit raised by the bits that raise it:
// tracebits.go), bounded by what it can pay (ONR-12.1.2), its surcharge
// included.
func (s *State) maxBid() int32 {
	t := &s.Trace
	bits, raise := s.traceBits(t.Corp)
	can := s.P(t.Corp).Bits + s.restrictedBits(t.Corp, ForOwnTraces, t.Src) + bits + s.advTraceBits(t.Corp) // advtracebits.go
	return min(t.Limit+raise, can/(1+t.BidSurcharge))
}

// baseOptions returns the Runner's choices of a base-link card for the
// trace in progress: none first, then each usable card of his rig.
func (s *State) baseOptions() []engine.Option {
	opts := []engine.Option{{Verb: VerbNone}}
	for _, c := range s.P(s.Trace.Runner).Rig {
		if s.baseLinkUsable(c) {
			opts = append(opts, engine.Option{Verb: VerbBaseLink, Card: s.h(c)})
		}
	}
	return opts
}

// asksBase reports whether the Runner is asked to choose among opts (his
// baseOptions) for a base-link card, rather than left with none unasked.
func (s *State) asksBase(opts []engine.Option) bool {
	return len(opts) > 1 || s.askTrace(s.Trace.Runner)
}

// asksBuys reports whether the Runner who chose base-link card b (0 for
// none) is asked how many "+1 link" to buy: whenever he was asked for his
// base-link card, even with nothing to buy (0 to 0), so that the second
// question does not tell the Corp, before the reveal, whether the card he
// chose sells "+1 link" (the choices of the first question are the same
// as when it was asked: nothing is paid until the reveal).
func (s *State) asksBuys(b int32) bool {
	return s.maxBuys(b) > 0 || s.asksBase(s.baseOptions())
}

// linkCosts returns the base link of card b, what it costs, and the cost of
// each "+1 link" it sells (0 if none).
func (s *State) linkCosts(b int32) (link, cost, plus int32) {
	for i := range s.def(b).Abilities {
		switch a := &s.def(b).Abilities[i]; a.Kind {
		case KindBaseLink:
			link, cost = a.N, a.Cost.Bits
		case KindLinkBoost:
			plus = a.Cost.Bits
		}
	}
	return link, cost, plus
}

// maxBuys is how many "+1 link" the Runner can afford from base-link card b.
func (s *State) maxBuys(b int32) int32 {
	if b == 0 {
		return 0
	}
	_, cost, plus := s.linkCosts(b)
	if plus <= 0 {
		return 0
	}
	return (s.capMoney(s.payable(s.Trace.Runner, 0)+s.restrictedBits(s.Trace.Runner, ForLink, b)) - cost) / plus // R019, R413
}

// linkFor returns the Runner's link value and its cost with base-link card
// b and n purchases (ONR-12.1.3, R253: the base cost is paid first).
func (s *State) linkFor(b, n int32) (link, cost int32) {
	if b == 0 {
		return 0, 0
	}
	l, c, plus := s.linkCosts(b)
	return l + n, c + n*plus
}

// linkRaise returns what the n "+1 link" bought from base-link card b
// cost: the part of the link's cost that increases it (R413).
func (s *State) linkRaise(b, n int32) int32 {
	if b == 0 {
		return 0
	}
	_, _, plus := s.linkCosts(b)
	return n * plus
}
