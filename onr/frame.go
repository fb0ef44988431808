package onr

import (
	"fmt"
	"slices"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// machine runs ONR's resolution stack: the kernel's interpreter with ONR's
// frame kinds registered (wiring.go).
var machine *kernel.Machine[*State]

func init() { machine = newMachine() }

func (s *State) push(f Frame) { s.Push(f) }

func (s *State) top() *Frame { return &s.Frames()[len(s.Frames())-1] }

// stepsNext reports whether kernel.Machine.Advance, given back a step that
// pushed a frame, would step the top frame next: no decision is pending
// and the game is not over. The step may then step that frame at once and
// return its status as its own (stepWindowNow; turnFrom's action), sparing
// the machine's round, which would do the same. False under
// State.unmasked (the long way: every step through Advance).
func (s *State) stepsNext() bool { return len(s.Pending) == 0 && !s.Over && !s.unmasked }

// stepWindowNow steps the top frame where it is a window that the machine
// would step next (stepsNext), a window just pushed, and returns its
// status; otherwise Next, for the machine to step what is on top.
func (s *State) stepWindowNow() Status {
	if f := s.top(); f.Kind == FrameWindow && s.stepsNext() {
		return s.stepWindow(f)
	}
	return Next
}

// pop removes the top frame, closing the window bound to it if it runs one.
func (s *State) pop() { s.Pop() }

// pushProgram starts resolving program ref controlled by seat, with source
// card src.
func (s *State) pushProgram(ref kernel.Ref, seat engine.Seat, src int32) {
	machine.PushProgram(s, ref, seat, src)
}

// pushAbility starts resolving the effect of ability i of card c for seat.
func (s *State) pushAbility(c int32, i int, seat engine.Seat) {
	if len(s.def(c).Abilities[i].Effect) == 0 {
		return
	}
	s.pushProgram(s.ref(c, i), seat, c)
}

// ask publishes a Select decision for seat and returns Wait.
func (s *State) ask(seat engine.Seat, prompt, rule string, opts []engine.Option) Status {
	return s.Ask(seat, prompt, rule, opts)
}

// askNumber publishes a Number decision for seat and returns Wait.
func (s *State) askNumber(seat engine.Seat, prompt, rule string, lo, hi int32) Status {
	return s.AskNumber(seat, prompt, rule, lo, hi)
}

// advance runs the game until it needs a decision or is over; answered
// says that a choice was just stored in the top frame.
func (s *State) advance(answered bool) { machine.AdvanceOn(s, &s.Core, answered) }

// afterProgram runs when a program has resolved: each Runner trashes
// programs over the available MU (ONR-8.7.4, R199: after the whole effect
// resolves), and agenda points are checked (ONR-17.1).
func (s *State) afterProgram() {
	s.leftPlay()
	s.fitMemory()
	s.checkPoints()
}

// fitMemory makes each Runner trash programs once an effect has left them
// over the available MU. It reads the MU used and the MU available in one
// walk of his rig (rigMemory). A Runner found within his memory where it
// follows his rig alone (memoryFollowsRig) is within it while his rig and
// the definitions are unchanged (State.muFit): the walk is skipped. It runs
// after every program and every discard, and most calls find every Runner
// so: that test is made here, in a call small enough to cost little, and
// the rest in fitMemoryLong.
func (s *State) fitMemory() {
	if s.muFitDefs == defsGen && s.memoryFollowsRig() {
		gen := s.rigGen + 1
		for i := range s.Players {
			if p := &s.Players[i]; p.Role == Runner && !p.Out && s.muFit[p.Seat] != gen {
				s.fitMemoryLong()
				return
			}
		}
		return // every Runner within his memory, as found last
	}
	s.fitMemoryLong()
}

// fitMemoryLong is fitMemory past its usual case: it walks the rig of
// each Runner not known to be within his memory.
func (s *State) fitMemoryLong() {
	for i := range s.Players {
		p := &s.Players[i]
		if p.Role != Runner || p.Out {
			continue
		}
		follows := s.memoryFollowsRig()
		if follows && s.muFit[p.Seat] == s.rigGen+1 && s.muFitDefs == defsGen {
			continue // within his memory, as found last
		}
		programs, avail, plain := s.rigMemory(p.Seat)
		if s.muUsedWith(p.Seat, programs) > avail {
			if !broken.fitMU && !slices.ContainsFunc(s.Frames(), func(f Frame) bool { return f.Kind == FrameFitMU && f.Seat == p.Seat }) {
				s.push(Frame{Kind: FrameFitMU, Seat: p.Seat})
			}
		} else if follows && plain {
			s.muFit[p.Seat], s.muFitDefs = s.rigGen+1, defsGen
		}
	}
}

// memoryFollowsRig reports whether the MU a Runner uses and the MU he has
// can change only with his rig's cards and hosts, given that those cards'
// MU statics are plain (Def.muPlain, rigMemory): no lasting effect may
// change MU (lastingMU), no variant adds to the MU used (muUsedWith), and
// neither the long way (State.unmasked) nor coverage counts (which count
// the statics the walk reads) are on.
func (s *State) memoryFollowsRig() bool {
	return !s.unmasked && coverage == nil && !s.mayLast(ModMU) && (s.v == nil || s.v.MemoryUsed == nil)
}

// checkMemoryMemo checks fitMemory's memo (State.muFit) against the long
// way: a Runner it says is within his memory is, by a walk of his rig.
func (s *State) checkMemoryMemo() error {
	if !s.memoryFollowsRig() || s.muFitDefs != defsGen {
		return nil
	}
	for i := range s.Players {
		p := &s.Players[i]
		if p.Role != Runner || p.Out || s.muFit[p.Seat] != s.rigGen+1 {
			continue
		}
		if programs, avail, plain := s.rigMemory(p.Seat); s.muUsedWith(p.Seat, programs) > avail || !plain {
			return fmt.Errorf("fitMemory's memo says seat %d is within his memory, but his programs use %d MU of %d (plain statics: %v)", p.Seat, programs, avail, plain)
		}
	}
	return nil
}
