package kernel

import (
	"fmt"

	"github.com/datafort/datafort/engine"
)

// Host is a game state the kernel can drive: one that embeds a Core.
type Host interface {
	Kernel() *Core
}

// Machine runs a game's resolution stack: it steps the top frame until some
// frame asks a question or the game is over. A game builds one Machine at
// start-up, registering a step function for each of its frame kinds, the
// way an HTTP server registers handlers; the Machine itself holds no game
// state.
type Machine[S Host] struct {
	steps [256]func(S, *Frame) Status
	names [256]string

	// Idle moves the game on when the stack is empty (ONR: the turn's
	// phases). It must push a frame, ask, or end the game.
	Idle func(S)
	// Program returns the ops of the program ref names.
	Program func(Ref) []Op[S]
	// ProgramKind is the frame kind that runs programs; its step is the
	// Machine's own.
	ProgramKind FrameKind
	// AfterProgram runs when a program has finished, before the next frame
	// steps (ONR: programs over memory are trashed and agenda points
	// checked, R199; NSG: a checkpoint).
	AfterProgram func(S)
	// ProgramDone, when set, runs as a program's frame is removed once
	// every op has run (after AfterOp's last call and whatever it pushed
	// has resolved), with a copy of that frame, before AfterProgram: NSG's
	// "the ability's resolution is complete" (CR 9.5.7h, 9.6.15g). A
	// program an op stopped (Stop: the game over, its frame unwound) is
	// not reported. It may push frames (NSG: the reaction window of the
	// completion's checkpoint), which resolve before the frame below.
	ProgramDone func(s S, f Frame)
	// QueueKind is the frame kind of a Queue of simultaneous programs whose
	// controller orders them; QueueOption renders queued program i as an
	// option, and Runnable says whether a queued program still resolves
	// when its turn comes, under seat, the controller it would run with.
	QueueKind   FrameKind
	QueueOption func(s S, q Queued, i int) engine.Option
	Runnable    func(s S, q Queued, seat engine.Seat) bool
	// QueuePrompt and QueueRule are the prompt and rule id of the queue
	// frame's question, which names the game's own rule (ONR: R026).
	QueuePrompt, QueueRule string
	// AfterOp, when set, runs after each op of a program that has finished
	// (returned Next or Stop), before the next op or AfterProgram: NSG's
	// checkpoint after every instruction (CR 10.3.5, 9.5.7f, 9.6.15e). It
	// may push frames (a reaction window), which resolve before the
	// program goes on. An op whose instruction goes on in a frame it pushed
	// returns Again until it is done, so that the hook runs once, at its
	// end. Unlike Ran, it is part of the rules: it may change the state.
	AfterOp func(s S)
	// Ran, when set, is called just before each op of a program runs, with
	// the frame running it (Ref, PC, Src): an observer for coverage counts.
	// Nil, it costs nothing. Set it only while no game runs.
	Ran func(s S, f *Frame)
}

// Register makes step the step function of frame kind k, named name in
// errors. It panics if k is taken, by another step or by the Machine's own
// program or queue frames: kinds are fixed at build time.
func (m *Machine[S]) Register(k FrameKind, name string, step func(S, *Frame) Status) {
	if m.steps[k] != nil {
		panic(fmt.Sprintf("kernel: frame kind %d registered twice (%s, %s)", k, m.names[k], name))
	}
	if k == m.ProgramKind || (m.QueueOption != nil && k == m.QueueKind) {
		panic(fmt.Sprintf("kernel: frame kind %d (%s) is the Machine's own program or queue kind", k, name))
	}
	m.steps[k], m.names[k] = step, name
}

// Registered reports whether frame kind k has a step function.
func (m *Machine[S]) Registered(k FrameKind) bool { return m.steps[k] != nil }

// Runs reports whether the Machine steps frames of kind k: a kind with a
// step function, its program kind, or its queue kind when it has one. A
// game's Codec.KnownKind: a saved frame of another kind would meet
// Advance's panic.
func (m *Machine[S]) Runs(k FrameKind) bool {
	return m.steps[k] != nil || k == m.ProgramKind || (m.QueueOption != nil && k == m.QueueKind)
}

// Advance runs the game until it needs a decision or is over. answered says
// that a choice was just stored in the top frame: the top frame then steps
// once even though other decisions are still pending (simultaneous
// decisions: the frame takes each answer as it comes).
//
// Each round steps the top frame (or runs Idle on an empty stack) and then
// tests what the step left: the game over or a decision pending ends the
// call, a Wait with neither is a bug. A registered kind is stepped straight
// from the table; the Machine's own kinds, whose entries are empty, through
// stepOwn.
func (m *Machine[S]) Advance(s S, answered bool) { m.AdvanceOn(s, s.Kernel(), answered) }

// AdvanceOn is Advance with s's Core given: c must be s.Kernel(). A game
// whose state embeds its Core passes it so (ONR: &s.Core), sparing the
// call to Kernel, which a Machine makes through its type parameter, at
// every decision.
func (m *Machine[S]) AdvanceOn(s S, c *Core, answered bool) {
	if c.Over || len(c.Pending) > 0 && !answered {
		return
	}
	for guard := 1_000_000; ; guard-- {
		st := Next
		if fs := c.Stack.frames; len(fs) == 0 {
			m.Idle(s)
		} else if f, step := &fs[len(fs)-1], m.steps[fs[len(fs)-1].Kind]; step != nil {
			st = step(s, f) // the table read once
		} else {
			st = m.stepOwn(s, c, f)
		}
		if c.Over || len(c.Pending) > 0 {
			return
		}
		if st == Wait {
			m.waitedForNothing(c)
		}
		if guard == 0 {
			panic("kernel: Advance made no decision in 1,000,000 steps")
		}
	}
}

// waitedForNothing panics: a step returned Wait with no decision pending
// and the game not over. The frame on top, if any, is the one that did.
func (m *Machine[S]) waitedForNothing(c *Core) {
	k := -1
	if len(c.Stack.frames) > 0 {
		k = int(c.Top().Kind)
	}
	panic(fmt.Sprintf("kernel: frame kind %d returned Wait with no decision pending", k))
}

// stepOwn steps f, the top frame of c, whose kind has no step function
// registered: a program frame, or a queue frame when the Machine has
// queues. Any other kind is a bug.
func (m *Machine[S]) stepOwn(s S, c *Core, f *Frame) Status {
	switch {
	case f.Kind == m.ProgramKind:
		return m.stepProgram(s, c)
	case f.Kind == m.QueueKind && m.QueueOption != nil:
		return m.stepQueue(s, c, f)
	}
	panic(fmt.Sprintf("kernel: no step function for frame kind %d", f.Kind))
}

// PushProgram starts resolving program ref controlled by seat with source
// object src. A zero ref does nothing.
func (m *Machine[S]) PushProgram(s S, ref Ref, seat engine.Seat, src int32) {
	if ref.IsZero() {
		return
	}
	f := s.Kernel().PushNew(m.ProgramKind, seat)
	f.Src, f.Ref = src, ref
}

// stepProgram runs the ops of the program frame on top of the stack. The
// frame is re-read by index, since ops may push frames and move the stack.
func (m *Machine[S]) stepProgram(s S, c *Core) Status {
	i := len(c.Stack.frames) - 1
	ops := m.Program(c.Stack.frames[i].Ref)
	for c.Stack.frames[i].PC < int32(len(ops)) {
		if c.Over {
			return Stop
		}
		if m.Ran != nil {
			m.Ran(s, &c.Stack.frames[i])
		}
		// The op may remove waiting frames below its own (RemoveFrame),
		// which moves its frame down: running follows it.
		c.running = int32(i) + 1
		depth := len(c.Stack.frames) - i
		st := ops[c.Stack.frames[i].PC].Run(s, &c.Stack.frames[i])
		r := c.running - 1
		c.running = 0
		if r < 0 || int(r) >= len(c.Stack.frames) {
			return Stop // the op removed its own frame, or cleared the stack (the game ended)
		}
		i = int(r)
		depth += i
		switch st {
		case Wait:
			return Wait
		case Stop:
			c.RemoveFrame(i)
			if m.AfterOp != nil {
				if m.AfterOp(s); c.Over {
					return Stop
				}
			}
			if m.AfterProgram != nil {
				m.AfterProgram(s)
			}
			return Next
		case Again:
			if len(c.Stack.frames) == depth {
				panic(fmt.Sprintf("kernel: op %d of %v returned Again without pushing a frame", c.Stack.frames[i].PC, c.Stack.frames[i].Ref))
			}
			return Next
		}
		c.Stack.frames[i].PC++
		if m.AfterOp != nil {
			m.AfterOp(s)
			if c.Over {
				return Stop
			}
		}
		if len(c.Stack.frames) > depth {
			// The op pushed a frame; it resolves before the next op.
			return Next
		}
	}
	// Frame i is the top one here (an op that pushed a frame returned
	// above), so that popping it is removing it; RemoveFrame is kept for
	// a frame under others all the same.
	switch {
	case m.ProgramDone != nil:
		done := c.Stack.frames[i] // copied only for the hook
		c.RemoveFrame(i)
		m.ProgramDone(s, done)
	case i == len(c.Stack.frames)-1:
		c.Pop()
	default:
		c.RemoveFrame(i)
	}
	if m.AfterProgram != nil {
		m.AfterProgram(s)
	}
	return Next
}

// PushQueue pushes a frame that resolves programs q one at a time, in the
// order seat chooses (simultaneous triggers of one controller: ONR R026,
// Neuroscape NS-9.3), asking with QueuePrompt and QueueRule. Each program
// runs with seat as its controller, or with its own Queued.Seat when its
// Queued.Own is set. An empty queue pushes nothing.
func (m *Machine[S]) PushQueue(s S, seat engine.Seat, q []Queued) {
	if len(q) == 0 {
		return
	}
	s.Kernel().PushWith(Frame{Kind: m.QueueKind, Seat: seat}, nil, q)
}

// stepQueue resolves the next program of a queue frame, asking its seat
// which one when several remain, and runs it with its own controller when
// the queued program carries one (Queued.Own), else with the queue's seat.
func (m *Machine[S]) stepQueue(s S, c *Core, f *Frame) Status {
	queue := c.Queue(f)
	if len(queue) == 0 {
		c.Pop()
		return Next
	}
	pick := 0
	if len(queue) > 1 {
		if !f.Answered {
			opts := make([]engine.Option, len(queue))
			for i, q := range queue {
				opts[i] = m.QueueOption(s, q, i)
				opts[i].Arg = i // the answer names the queued program by its place
			}
			return c.Ask(f.Seat, m.QueuePrompt, m.QueueRule, opts)
		}
		o, _ := f.Take()
		pick = o.Arg
	}
	q, seat := queue[pick], f.Seat
	if len(queue) == 1 {
		// The last program takes its queue's place: the frame, emptied,
		// would only be popped by a step of its own once the program has
		// resolved, and no rule reads an empty queue below a program.
		c.Pop()
	} else {
		c.DeleteQueue(f, pick, pick+1)
	}
	m.TakeQueued(s, seat, q)
	return Next
}

// TakeQueued does what a queue frame of seat does with its queued program
// q as the program's turn comes, once the program is out of the queue:
// it pushes the program, run for q's own controller when q carries one
// (Queued.Own), if Runnable says that it still resolves. A game about to
// push a queue of one program that the machine would step next (nothing
// pending, the game on, nothing pushed over it) may call it instead of
// PushQueue: the machine's step of that queue would pop the frame and do
// just this (ONR: the Corp's mandatory draw at the start of its turn,
// which spares the queue's frame, its list and a round of the machine).
func (m *Machine[S]) TakeQueued(s S, seat engine.Seat, q Queued) {
	if q.Own {
		seat = q.Seat
	}
	if m.Runnable == nil || m.Runnable(s, q, seat) {
		m.PushProgram(s, q.Ref, seat, q.Src)
	}
}
