package onr

import (
	"cmp"
	"fmt"
	"slices"

	"github.com/datafort/datafort/engine"
)

// Information states at a trace (ONR-12.2). Both sides answer a trace in
// secret and at the same time: the Corp its bid, the Runner a base-link
// card and then, if it sells "+1 link", how many to buy. What every seat
// knows of it is what its view shows (TraceView): the trace, whether each
// side has answered (CorpIn, RunnerIn), who is still deciding (View.Waiting)
// and its own answers; the other side's answers stay secret until the
// reveal (Paid, or the trace resolved), and the questions the other side is
// asked are its own. So an information state at a trace keeps the seat's own
// answers and pending questions and masks the other side's:
//
//   - An answer the other side has committed (CorpIn, RunnerIn) loses its
//     value. A world dealt from the information state gives it one of the
//     values that side could have committed, uniformly: the Corp a bid of
//     0…maxBid; the Runner one of his base-link choices (baseOptions), then
//     a number of "+1 link" of 0…maxBuys for it. That uniform prior is the
//     sampler's; no player is modelled.
//   - A side still deciding is dealt as not having answered yet: its partial
//     answers (a Runner who chose his base-link card and is asked what link
//     to buy) are dropped, and it is asked its first question again. The seat
//     cannot tell: its view shows only that the side is deciding.
//   - The other side's pending questions leave the information state; a world
//     asks them again (traceAsk) with the ids of the questions a side that
//     has not answered yet is asked: the Corp's bid is the first question of
//     the trace (id Bid), the Runner's base-link card the next (Bid+1).
//   - The count of questions asked (Core.NextDecision) tells how many the
//     Runner was asked; while his answers are hidden it is masked to what
//     it is before he answers (Bid+1 while he decides, Bid once he has
//     answered), and a world dealt counts the questions its own Runner
//     would have been asked.
//   - The trace's frame keeps the last answer stored in it (Frame.Opt, Num,
//     By); it is cleared.
//
// Once the amounts are revealed (Paid) nothing of the trace is hidden.

// traceMask says what an information state masks of a trace in progress.
type traceMask struct {
	Corp   bool   `json:"corp,omitempty"`   // the Corp's answer is hidden from the seat
	Runner bool   `json:"runner,omitempty"` // the Runner's answers are hidden from the seat
	Bid    uint64 `json:"bid"`              // the id of the Corp's bid question, the trace's first
}

// traceAnswering reports whether seat's pending decisions are its secret
// answers to a trace before the reveal, which an information state of
// another seat masks (maskTrace).
func (s *State) traceAnswering(seat engine.Seat) bool {
	t := &s.Trace
	return t.Active && !t.Paid && (seat == t.Corp || seat == t.Runner)
}

// maskTrace masks, in m (a copy of the state being made seat's information
// state), what seat may not know of the trace in progress, and returns what
// it masked (nil: no trace before its reveal). Info has refused decisions
// pending for other seats than the trace's two sides.
func (m *State) maskTrace(seat engine.Seat) (*traceMask, error) {
	t := &m.Trace
	if !t.Active || t.Paid {
		return nil, nil
	}
	tm := &traceMask{Corp: seat != t.Corp, Runner: seat != t.Runner}
	// The Corp is asked first (traceAsk), the Runner's base-link card next
	// and then his link to buy; nothing else is asked before the reveal.
	var corp, runner *engine.Decision
	for i := range m.Pending {
		switch d := &m.Pending[i]; d.Seat {
		case t.Corp:
			corp = d
		case t.Runner:
			runner = d
		}
	}
	switch {
	case corp != nil:
		tm.Bid = corp.ID
	case runner != nil && t.BaseIn:
		tm.Bid = runner.ID - 2
	case runner != nil:
		tm.Bid = runner.ID - 1
	default:
		return nil, fmt.Errorf("%w: a trace waits for no answer", ErrNoInfoState)
	}
	if tm.Corp && t.CorpIn {
		t.CorpBid = 0
	}
	if tm.Runner {
		t.BaseCard, t.RunnerBuys, t.BaseIn = 0, 0, t.RunnerIn
		m.NextDecision = tm.Bid
		if !t.RunnerIn {
			m.NextDecision++
		}
	}
	m.Pending = slices.DeleteFunc(m.Pending, func(d engine.Decision) bool {
		return d.Seat != seat && ((tm.Corp && d.Seat == t.Corp) || (tm.Runner && d.Seat == t.Runner))
	})
	fs := m.Frames()
	for i := len(fs) - 1; i >= 0; i-- {
		if fs[i].Kind == FrameTrace {
			fs[i].Opt, fs[i].Num, fs[i].By = engine.Option{}, 0, 0
			break
		}
	}
	return tm, nil
}

// dealTrace deals, in s (a world being dealt from an information state
// whose trace tm masked, its cards dealt), the answers of the trace the
// seat did not know, and asks again the questions it dropped (maskTrace).
func (s *State) dealTrace(tm *traceMask, rng *engine.RNG) error {
	t := &s.Trace
	if tm.Corp && t.CorpIn {
		t.CorpBid = int32(rng.IntN(int(max(s.maxBid(), 0)) + 1))
	}
	if tm.Runner && t.RunnerIn {
		opts := s.baseOptions()
		t.BaseCard = s.byHandle(int32(opts[rng.IntN(len(opts))].Card))
		asked := uint64(0)
		if s.asksBase(opts) {
			asked++
		}
		if s.asksBuys(t.BaseCard) {
			asked++
		}
		t.RunnerBuys = int32(rng.IntN(int(max(s.maxBuys(t.BaseCard), 0)) + 1))
		s.NextDecision = tm.Bid + asked
	}
	// The questions of the sides that have not answered, with their ids.
	next, before := s.NextDecision, len(s.Pending)
	s.traceAsk()
	for i := before; i < len(s.Pending); i++ {
		d := &s.Pending[i]
		switch {
		case tm.Corp && d.Seat == t.Corp:
			d.ID = tm.Bid
		case tm.Runner && d.Seat == t.Runner && !t.BaseIn:
			d.ID = tm.Bid + 1
		default:
			return fmt.Errorf("onr: dealing a trace: seat %d asked %q", d.Seat, d.Prompt)
		}
	}
	s.NextDecision = next
	if (tm.Corp && !t.CorpIn && !s.Asking(t.Corp)) || (tm.Runner && !t.RunnerIn && !s.Asking(t.Runner)) {
		return fmt.Errorf("onr: dealing a trace: a side that has not answered is not asked")
	}
	slices.SortStableFunc(s.Pending, func(a, b engine.Decision) int { return cmp.Compare(a.ID, b.ID) })
	return nil
}
