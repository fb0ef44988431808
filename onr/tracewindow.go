package onr

import (
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// The trace's post-reveal window (trace-reveal-window, ONR-12.2.4 TRACE-4).
// Once both amounts of a trace are revealed and paid (TRACE-3) and before
// they are compared (TRACE-5), the traced Runner may use the abilities
// worded for this moment: "use this ability only after you and the Corp
// have revealed how much each of you spent" (When AfterTraceReveal). He
// uses them one at a time, each paid with bits not committed to the trace
// (R456, R457), then says done; the trace is then compared with the link
// they added (TraceLink).
//
// Hidden information. The amounts are public from the reveal on (Paid;
// infotrace.go masks nothing more), and the reveal is announced to both
// (msgTraceRevealed) when the window opens. The window opens on public
// grounds only: the Runner has a usable ability for it (on a face-up card)
// or a face-down card (which might be a hidden one, Wired Switchboard), as
// for his other questions (hidden.go askAccess); otherwise the trace is
// compared at once.
//
// "Use this ability only once during each trace attempt" is the limit
// OncePerTrace: a use lasts until the trace is over (EvTraceOver), which
// also ends the link its abilities added.

// OncePerTrace: "use this ability only once during each trace attempt".
var OncePerTrace = Limit{Per: EvTraceOver, N: 1}

// TraceRevealPrompt is the prompt of the Runner's post-reveal decision.
const TraceRevealPrompt = "Trace revealed: use an ability that adds link, or done"

// TraceLink: "+N link" for the trace in progress (ONR-12.2.4): the
// controller's link in the trace being revealed rises by N until the trace
// is over. Outside a trace it does nothing.
func TraceLink(n int32) Op { return traceLink{n} }

type traceLink struct{ n int32 }

func (o traceLink) Run(s *State, f *Frame) Status {
	if !s.Trace.Active || f.Seat != s.Trace.Runner {
		return Next
	}
	s.AddLasting(kernel.Lasting{Src: f.Src, Seat: f.Seat, Mod: ModLinkBonus, N: o.n, Until: EvTraceOver})
	s.say(msgTraceLinkAdded, s.cardArg(f.Src), o.n)
	return Next
}

// traceWindow is TRACE-4 of the trace frame f (Step traceRevealed): it
// handles the Runner's answer (an ability used, paid as ONR-18.3.7 says, or
// done) and asks again while the window is open; once it is closed the
// trace is compared (traceResult).
func (s *State) traceWindow(f *Frame) Status {
	t := &s.Trace
	if f.Answered {
		o, _ := f.Take()
		if o.Verb != VerbUse {
			return s.traceResult(f)
		}
		if s.payForOption(f, t.Runner, o) {
			return Next
		}
		s.useAbility(t.Runner, s.byHandle(int32(o.Card)), o.Arg, false)
		return Next // asked again once it has resolved
	}
	opts := s.abilityOptions(t.Runner, AfterTraceReveal, nil)
	if len(opts) == 0 && !s.runnerHides(t.Runner) {
		return s.traceResult(f)
	}
	if !t.Paid {
		t.Paid = true // the amounts are public from now on
		_, cost := s.linkFor(t.BaseCard, t.RunnerBuys)
		s.say(msgTraceRevealed, t.Limit, t.CorpBid, cost)
	}
	opts = append([]engine.Option{{Verb: VerbDone}}, opts...)
	return s.ask(t.Runner, TraceRevealPrompt, "ONR-12.2.4", opts)
}

// traceOver ends what lasts for the trace of Runner seat (its link added,
// its abilities' uses): the trace is over. It names the trace's source, so
// that a run's log records it ("if no trace attempts were made during the
// run", runchoice.go).
func (s *State) traceOver(seat engine.Seat, src int32) {
	s.emit(kernel.Occurrence{Type: EvTraceOver, Seat: seat, Obj: src})
}

// traceAttemptOver ends the trace of card src of Corp seat corp against
// Runner seat runner as traceOver does, once it is compared: the cards of both answer it
// ("after each trace attempt, whether successful or not": a KindTrigger On
// EvTraceOver).
func (s *State) traceAttemptOver(runner, corp engine.Seat, src int32) {
	s.fire(kernel.Occurrence{Type: EvTraceOver, Seat: runner, Obj: src}, corp, runner)
}
