package onr

import (
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// Test-only hooks for the memory checks (values.go, frame.go), compiled
// into the test binary only.

// RigMemoryForTest returns what rigMemory reads from one walk of Runner
// seat's rig: the MU his programs in normal memory use and his available
// MU.
func (g *Game) RigMemoryForTest(seat engine.Seat) (programs, avail int32) {
	programs, avail, _ = g.s.rigMemory(seat)
	return programs, avail
}

// FitMemoryForTest runs the memory check made after each program
// (fitMemory) and returns the seats it would make trash programs (a
// FrameFitMU pushed for each); the frames pushed are removed again, so the
// game is as it was.
func (g *Game) FitMemoryForTest() []engine.Seat {
	s := g.s
	n := len(s.Frames())
	s.fitMemory()
	var out []engine.Seat
	for _, f := range s.Frames()[n:] {
		if f.Kind == FrameFitMU {
			out = append(out, f.Seat)
		}
	}
	if len(s.Frames()) > n {
		s.Unwind(n)
	}
	return out
}

// SetHostForTest makes daemon host the host of program c (0: none), as
// the rules that move a program in or out of a daemon do (setHost).
func (g *Game) SetHostForTest(c, host int32) { g.s.setHost(c, host) }

// LessMemoryForTest reduces Runner seat's MU by n until the end of the
// turn, as RunnerMUUntilTurnEnd does.
func (g *Game) LessMemoryForTest(seat engine.Seat, n int32) {
	g.s.AddLasting(kernel.Lasting{Seat: seat, Mod: ModMU, N: -n, Until: EvTurnEnd})
}

// MemoryMemoForTest reports whether fitMemory's memo (State.muFit) holds
// that Runner seat is within his memory.
func (g *Game) MemoryMemoForTest(seat engine.Seat) bool {
	return g.s.muFit[seat] == g.s.rigGen+1 && g.s.muFitDefs == defsGen
}
