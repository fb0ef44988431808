package onr

import (
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
func (s *State) advance(answered bool) { machine.Advance(s, answered) }

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
// walk of his rig (rigMemory).
func (s *State) fitMemory() {
	for i := range s.Players {
		p := &s.Players[i]
		if p.Role != Runner || p.Out {
			continue
		}
		if programs, avail := s.rigMemory(p.Seat); s.muUsedWith(p.Seat, programs) > avail && !broken.fitMU &&
			!slices.ContainsFunc(s.Frames(), func(f Frame) bool { return f.Kind == FrameFitMU && f.Seat == p.Seat }) {
			s.push(Frame{Kind: FrameFitMU, Seat: p.Seat})
		}
	}
}
