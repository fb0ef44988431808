package onr

import (
	"fmt"
	"slices"

	"github.com/datafort/datafort/engine"
)

// stepTrace runs a trace (ONR-12.2). Both players choose secretly and at
// the same time: the Corp its bid, the Runner a base-link card and how many
// "+1 link" to buy from it. Both decisions are pending at once; neither view
// shows the other's answer until the reveal.
func (s *State) stepTrace(f *Frame) Status {
	t := &s.Trace
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
	s.P(t.Corp).Bits -= t.CorpBid
	link, cost := s.linkFor(t.BaseCard, t.RunnerBuys)
	s.P(t.Runner).Bits -= cost
	s.capSpend(cost) // Wilson's capped run (dedicated.go)
	value := t.CorpBid
	ok := value >= link // ONR-12.2.5: ties succeed
	src, then, corp := t.Src, t.Then, t.Corp
	s.eventf("trace", "Trace %d: the Corp spends %d, the Runner's link is %d (paid %d): trace %s",
		t.Limit, t.CorpBid, link, cost, map[bool]string{true: "succeeds", false: "fails"}[ok])
	s.baseLinkUsed(t.BaseCard)
	*t = TraceState{}
	s.pop()
	if ok {
		s.pushEffect(then, corp, src)
	}
	return Next
}

// traceAsk publishes whichever trace decisions are missing.
func (s *State) traceAsk() {
	t := &s.Trace
	has := func(seat engine.Seat) bool {
		return slices.ContainsFunc(s.Pending, func(d engine.Decision) bool { return d.Seat == seat })
	}
	if !t.CorpIn && !has(t.Corp) {
		s.askNumber(t.Corp, fmt.Sprintf("Trace %d: secretly choose how many bits to spend", t.Limit), "ONR-12.2.2",
			0, min(t.Limit, s.P(t.Corp).Bits))
	}
	if t.RunnerIn || has(t.Runner) {
		return
	}
	if !t.BaseIn {
		opts := []engine.Option{{Verb: VerbNone}}
		for _, c := range s.P(t.Runner).Rig {
			if b := s.def(c).BaseLink; b != nil && b.Cost <= s.capMoney(s.payable(t.Runner, 0)) && s.baseLinkUsable(b) {
				opts = append(opts, engine.Option{Verb: VerbBaseLink, Card: s.h(c)})
			}
		}
		if len(opts) > 1 || s.askTrace(t.Runner, 0, false) {
			s.ask(t.Runner, fmt.Sprintf("Trace %d: secretly choose a base-link card", t.Limit), "ONR-12.1.3", opts)
			return
		}
		t.BaseIn = true
	}
	if hi := s.maxBuys(t.BaseCard); hi > 0 || s.askTrace(t.Runner, t.BaseCard, true) {
		s.askNumber(t.Runner, "Secretly choose how many +1 link to buy", "ONR-12.2.2", 0, hi)
		return
	}
	t.RunnerIn = true
}

// maxBuys is how many "+1 link" the Runner can afford from base-link card b.
func (s *State) maxBuys(b int32) int32 {
	if b == 0 {
		return 0
	}
	bl := s.def(b).BaseLink
	if bl.PlusCost <= 0 {
		return 0
	}
	return (s.capMoney(s.payable(s.Trace.Runner, 0)) - bl.Cost) / bl.PlusCost // R019
}

// linkFor returns the Runner's link value and its cost with base-link card
// b and n purchases (ONR-12.1.3, R253: the base cost is paid first).
func (s *State) linkFor(b, n int32) (link, cost int32) {
	if b == 0 {
		return 0, 0
	}
	bl := s.def(b).BaseLink
	return bl.Link + n, bl.Cost + n*bl.PlusCost
}

// answerTrace stores a trace answer.
func (s *State) answerTrace(d engine.Decision, c engine.Choice) {
	t := &s.Trace
	switch {
	case d.Seat == t.Corp:
		t.CorpBid, t.CorpIn = int32(c.Number), true
	case d.Kind == engine.Select:
		t.BaseCard, t.BaseIn = s.byHandle(int32(d.Options[c.Option].Card)), true
	default:
		t.RunnerBuys, t.RunnerIn = int32(c.Number), true
	}
	if !t.CorpIn || !t.RunnerIn {
		// Ask the Runner's follow-up question, if any; a decision still
		// pending keeps its id.
		s.traceAsk()
	}
}
