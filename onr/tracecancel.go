package onr

import (
	"github.com/datafort/datafort/engine"
)

// Cancelling a successful trace's effect (trigger-trace): "Cancel the
// effect of a successful trace. Give the Corp 1 Bad Publicity point if the
// trace would have had an effect other than or in addition to giving you
// any tags" (a hidden resource's "3 bits, [trash]").
//
// Design. A trace that succeeds (ONR-12.2.5, TRACE-6) does not go straight
// on to the ops after it (Trace: the rest of its program, what "if
// successful" does): the trace op first pushes a FrameTraceEffect, the
// effect about to happen, amount 1, and the traced Runner may prevent it
// as he prevents damage or tags (prevent.go): KindPrevent abilities whose
// On is EvTraceEffect, through the same window (preventWindow), with its
// costs and its grounds for asking (a face-down card of the rig may be a
// hidden one, hiddenprevent.go). Prevented, the effect is cancelled: the
// trace's program stops where the trace stood, as after a failed trace;
// the tags that a trace succeeding for other reasons gives besides its
// effect (tracesucceed.go) are not its effect and were given already.
//
// What the effect would have done is read from the program, as printed:
// the window frame's Step is 1 when an op after the trace does anything but
// give tags (GiveTags and its computed forms), so that the preventing card's
// own effect may ask it (BadPublicityIfTraceDidMore). The Corp whose trace
// it was is the frame's M (its seat + 1).
//
// Hidden information. The window opens on the grounds of every prevention
// window: a usable face-up card, a card playable from hand, or a face-down
// card that some hidden card of the pool could be; the prompt names
// neither, and the cancel names the trace's source only, a card in play.

// The Steps of a trace op's program frame after the trace (ops.go trace).
const (
	traceSucceededStep int32 = 2 // the effect's prevention window is open
	traceCancelledStep int32 = 3 // the effect was cancelled: the program stops
)

// traceEffectWindow pushes the prevention window of the effect of the
// successful trace whose op runs in program frame f, against Runner seat
// traced by corp.
func (s *State) traceEffectWindow(f *Frame, runner, corp engine.Seat) {
	more := int32(0)
	if ops := program(f.Ref); int(f.PC) < len(ops) {
		for _, op := range ops[f.PC+1:] {
			switch op.(type) {
			case giveTags, giveTagsRolled, giveTagsPerMargin:
			default:
				more = 1
			}
		}
	}
	s.push(Frame{Kind: FrameTraceEffect, Seat: runner, Src: f.Src, N: 1, M: int32(corp) + 1, Step: more})
}

// stepTraceEffect is the prevention window of a successful trace's effect
// (FrameTraceEffect): once it closes, a cancelled effect stops the trace's
// program (the frame under it).
func (s *State) stepTraceEffect(f *Frame) Status {
	if s.preventWindow(f, EvTraceEffect, "The trace succeeded: cancel its effect?", "ONR-12.2.6") {
		return Wait
	}
	if f.T == 0 {
		return Next // a prevention was used; asked again
	}
	cancelled, src := f.N <= 0, f.Src
	s.pop()
	if !cancelled {
		return Next
	}
	s.say(msgTraceEffectCancelled, s.cardArg(src))
	if len(s.Frames()) > 0 {
		if t := s.top(); t.Kind == FrameProgram && t.Step == traceSucceededStep {
			t.Step = traceCancelledStep
		}
	}
	return Next
}

// BadPublicityIfTraceDidMore: "give the Corp N Bad Publicity points if the
// trace would have had an effect other than or in addition to giving you
// any tags", the effect of a prevention of EvTraceEffect: the Corp whose
// trace's effect was just cancelled gets them (ONR-16.3). Elsewhere it does
// nothing.
func BadPublicityIfTraceDidMore(n int32) Op { return traceBadPublicity{n} }

type traceBadPublicity struct{ n int32 }

func (o traceBadPublicity) Run(s *State, f *Frame) Status {
	l := s.List(f) // the prevention window's frame and what was prevented (applyPrevention)
	if len(l) < 2 || int(l[0]) >= len(s.Frames()) {
		return Next
	}
	if w := &s.Frames()[l[0]]; w.Kind == FrameTraceEffect && w.Step == 1 && w.M > 0 {
		s.giveBadPublicity(engine.Seat(w.M-1), o.n)
	}
	return Next
}
