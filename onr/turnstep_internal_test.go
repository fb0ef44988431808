package onr

import (
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// TestTurnStepGoesOnOnlyWithTheStackEmpty: turnStep takes the end of a
// discard and the next turn's start in one call only when the end left
// the stack empty, as the machine would call it again (turn.go); a frame
// the end pushed (a delayed trigger of the end of the turn) resolves
// first, and the long way (State.unmasked) takes one phase a call.
func TestTurnStepGoesOnOnlyWithTheStackEmpty(t *testing.T) {
	for _, tc := range []struct {
		name      string
		delayed   bool // a delayed trigger answers the end of the turn
		long      bool // State.unmasked
		wantStart bool // the next turn started in the same call
	}{
		{"the next turn starts in the same call when the end of the turn pushed nothing", false, false, true},
		{"a frame the end of the turn pushed resolves before the next turn starts", true, false, false},
		{"the long way takes one phase a call", false, true, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, err := New(engine.Setup{Seed: 1})
			if err != nil {
				t.Fatal(err)
			}
			s := g.s
			s.Pending = s.Pending[:0]
			for len(s.Frames()) > 0 {
				s.pop()
			}
			s.Phase, s.Active, s.unmasked = PhaseDiscard, 0, tc.long // the Corp's turn ends
			if tc.delayed {
				s.AddLasting(kernel.Lasting{Seat: 0, On: EvTurnOver, Ref: mandatoryDrawProgram})
			}
			turn := s.Turn
			s.turnStep()
			if started := s.Turn != turn; started != tc.wantStart {
				t.Fatalf("the next turn started: %v, want %v (phase %d, %d frames)", started, tc.wantStart, s.Phase, len(s.Frames()))
			}
			if tc.delayed {
				if f := s.Frames(); len(f) != 1 || f[0].Kind != FrameProgram || f[0].Ref != mandatoryDrawProgram || s.Phase != PhaseStart {
					t.Fatalf("frames %+v, phase %d: want the delayed trigger alone, the turn to start next", f, s.Phase)
				}
			}
		})
	}
}
