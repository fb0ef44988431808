package onr

import (
	"fmt"
	"slices"

	"github.com/datafort/datafort/engine"
)

// FrameKind says what a Frame is in the middle of doing.
type FrameKind uint8

// Frame kinds. Each is a small state machine in this package.
const (
	FrameEffect   FrameKind = iota + 1 // running the ops of an Effect
	FrameWindow                        // a priority window (ONR-9.4, ONR-18.2)
	FrameRun                           // a run (ONR-11)
	FrameAccess                        // accessing cards (ONR-11.11, ONR-11.12)
	FrameTrace                         // a trace (ONR-12.2)
	FrameDamage                        // damage being done (ONR-14)
	FrameTags                          // tags being given (ONR-13)
	FrameDiscard                       // end-of-turn discard (ONR-5.1.5, ONR-5.2.4)
	FrameInstall                       // the follow-up choices of an install (ONR-8)
	FrameFitMU                         // trashing programs over MU (ONR-8.7.3)
	FrameTriggers                      // simultaneous triggers in the controller's order (R026)
	FrameAction                        // the active player's choice of action (ONR-6)
	FrameTrash                         // an installed Runner card about to be trashed; prevention window (prevent.go)
)

// Frame is one entry of the resolution stack: whatever the game is in the
// middle of resolving, as plain data. The top frame owns the pending
// decision; a choice is stored in it (Opt, Num, Answered) and the frame's
// step function runs again.
type Frame struct {
	Kind FrameKind   `json:"kind"`
	Step int32       `json:"step,omitempty"`
	Seat engine.Seat `json:"seat"`          // controller of the effect, or the player the frame is about
	Src  int32       `json:"src,omitempty"` // source card
	Eff  Effect      `json:"eff,omitempty"` // for FrameEffect
	PC   int32       `json:"pc,omitempty"`  // next op of Eff
	N    int32       `json:"n,omitempty"`   // scratch: amounts, window kind, …
	M    int32       `json:"m,omitempty"`
	T    int32       `json:"t,omitempty"` // scratch: a chosen target card or fort
	List []int32     `json:"list,omitempty"`

	Opt      engine.Option `json:"opt,omitempty"`
	Num      int32         `json:"num,omitempty"`
	Answered bool          `json:"answered,omitempty"`
}

// Effect is a registered list of ops: the body of a card's play, score,
// access, subroutine, trigger or ability text. Effects are created with Do
// from init functions and referred to by number, so that a frame running one
// stays plain data.
type Effect int32

var effects = [][]Op{nil}

// Do registers a sequence of ops, resolved in printed order (ONR-7.3).
func Do(ops ...Op) Effect {
	effects = append(effects, ops)
	return Effect(len(effects) - 1)
}

// Op is one primitive instruction of card text. Run executes it for frame f;
// an op that needs a decision asks for it and returns Wait, and is run again
// with f.Answered set once the choice arrives.
type Op interface {
	Run(s *State, f *Frame) Status
}

// OpFunc adapts a function to Op, for the rare card that needs its own code.
type OpFunc func(s *State, f *Frame) Status

// Run calls fn.
func (fn OpFunc) Run(s *State, f *Frame) Status { return fn(s, f) }

// Status is what an op or a frame step tells the interpreter.
type Status uint8

const (
	// Next: this op is done; go on to the next.
	Next Status = iota
	// Wait: a decision is pending; stop until it is answered.
	Wait
	// Stop: end the effect here.
	Stop
)

func (s *State) push(f Frame) { s.Stack = append(s.Stack, f) }

func (s *State) top() *Frame { return &s.Stack[len(s.Stack)-1] }

func (s *State) pop() { s.Stack = s.Stack[:len(s.Stack)-1] }

// pushEffect starts resolving effect e controlled by seat, with source
// card src.
func (s *State) pushEffect(e Effect, seat engine.Seat, src int32) {
	if e == 0 {
		return
	}
	s.push(Frame{Kind: FrameEffect, Seat: seat, Src: src, Eff: e})
}

// ask publishes a Select decision for seat and returns Wait.
func (s *State) ask(seat engine.Seat, prompt, rule string, opts []engine.Option) Status {
	s.NextDecision++
	s.Pending = append(s.Pending, engine.Decision{
		ID: s.NextDecision, Seat: seat, Kind: engine.Select,
		Prompt: prompt, Options: opts, Rule: rule,
	})
	return Wait
}

// askNumber publishes a Number decision for seat and returns Wait.
func (s *State) askNumber(seat engine.Seat, prompt, rule string, lo, hi int32) Status {
	s.NextDecision++
	s.Pending = append(s.Pending, engine.Decision{
		ID: s.NextDecision, Seat: seat, Kind: engine.Number,
		Prompt: prompt, Min: int(lo), Max: int(hi), Rule: rule,
	})
	return Wait
}

// take consumes the answer stored in f.
func (f *Frame) take() (engine.Option, int32) {
	f.Answered = false
	return f.Opt, f.Num
}

// advance runs the game until it needs a decision or is over.
func (s *State) advance() {
	for guard := 0; !s.Over && len(s.Pending) == 0; guard++ {
		if guard > 1_000_000 {
			panic("onr: advance made no decision in 1,000,000 steps")
		}
		if len(s.Stack) == 0 {
			s.turnStep()
			continue
		}
		f := s.top()
		var st Status
		switch f.Kind {
		case FrameEffect:
			st = s.stepEffect(f)
		case FrameWindow:
			st = s.stepWindow(f)
		case FrameRun:
			st = s.stepRun(f)
		case FrameAccess:
			st = s.stepAccess(f)
		case FrameTrace:
			st = s.stepTrace(f)
		case FrameDamage:
			st = s.stepDamage(f)
		case FrameTags:
			st = s.stepTags(f)
		case FrameDiscard:
			st = s.stepDiscard(f)
		case FrameInstall:
			st = s.stepInstall(f)
		case FrameFitMU:
			st = s.stepFitMU(f)
		case FrameTriggers:
			st = s.stepTriggers(f)
		case FrameAction:
			st = s.stepAction(f)
		case FrameTrash:
			st = s.stepTrash(f)
		case FramePay:
			st = s.stepPay(f)
		default:
			panic(fmt.Sprintf("onr: unknown frame kind %d", f.Kind))
		}
		if st == Wait {
			return
		}
	}
}

// stepEffect runs the ops of an effect frame. The frame pointer may be
// invalidated by ops that push frames, so it is re-read by index.
func (s *State) stepEffect(f *Frame) Status {
	i := len(s.Stack) - 1
	ops := effects[f.Eff]
	for s.Stack[i].PC < int32(len(ops)) {
		if s.Over {
			return Stop
		}
		op := ops[s.Stack[i].PC]
		depth := len(s.Stack)
		st := op.Run(s, &s.Stack[i])
		switch st {
		case Wait:
			return Wait
		case Stop:
			s.removeFrame(i)
			return Next
		}
		s.Stack[i].PC++
		if len(s.Stack) > depth {
			// The op pushed a frame; resolve it before the next op (ONR-18.3.1).
			return Next
		}
	}
	s.removeFrame(i)
	s.fitMemory()
	s.checkPoints()
	return Next
}

// fitMemory makes each Runner trash programs once an effect has left them
// over the available MU (ONR-8.7.4, R199: after the whole effect resolves).
func (s *State) fitMemory() {
	for i := range s.Players {
		p := &s.Players[i]
		if p.Role == Runner && s.muUsed(p.Seat) > s.mu(p.Seat) &&
			!slices.ContainsFunc(s.Stack, func(f Frame) bool { return f.Kind == FrameFitMU && f.Seat == p.Seat }) {
			s.push(Frame{Kind: FrameFitMU, Seat: p.Seat})
		}
	}
}

// removeFrame removes frame i, which is the top frame or just below frames
// that have already finished.
func (s *State) removeFrame(i int) {
	s.Stack = append(s.Stack[:i], s.Stack[i+1:]...)
}
