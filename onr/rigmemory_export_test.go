package onr

import "github.com/datafort/datafort/engine"

// Test-only hooks for the memory checks (values.go, frame.go), compiled
// into the test binary only.

// RigMemoryForTest returns what rigMemory reads from one walk of Runner
// seat's rig: the MU his programs in normal memory use and his available
// MU.
func (g *Game) RigMemoryForTest(seat engine.Seat) (programs, avail int32) {
	return g.s.rigMemory(seat)
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
