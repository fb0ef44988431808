package onr

import (
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// TestStepsAgainOnlyWhereTheMachineWould checks the test stepRun and
// stepAccess loop on (stepsAgain): a frame whose step returned Next is
// stepped again in the same call only where kernel.Machine.Advance would
// step that same frame next — it is still the top frame, at the same place,
// of the kind stepped, no decision is pending and the game is not over —
// and never under the long way (State.unmasked).
func TestStepsAgainOnlyWhereTheMachineWould(t *testing.T) {
	for _, tc := range []struct {
		name    string
		kind    kernel.FrameKind // the kind the loop steps
		arrange func(t *testing.T, s *State, f *Frame) *Frame
		want    bool
	}{
		{"the top frame of the kind stepped is stepped again", FrameRun,
			func(t *testing.T, s *State, f *Frame) *Frame { return f }, true},
		{"an access frame on top is stepped again by the access's loop", FrameAccess,
			func(t *testing.T, s *State, f *Frame) *Frame {
				s.pop()
				s.push(Frame{Kind: FrameAccess, Seat: 1})
				return s.top()
			}, true},
		{"a frame pushed on top is stepped first, by the machine", FrameRun,
			func(t *testing.T, s *State, f *Frame) *Frame {
				s.push(Frame{Kind: FrameProgram, Seat: 1})
				return f
			}, false},
		{"a frame of another kind on top is not the loop's", FrameAccess,
			func(t *testing.T, s *State, f *Frame) *Frame { return f }, false},
		{"a frame the stack's growth moved is not the top one", FrameRun,
			func(t *testing.T, s *State, f *Frame) *Frame {
				n := len(s.Frames())
				for i := 0; i < 4096 && &s.Frames()[n-1] == f; i++ {
					s.push(Frame{Kind: FrameProgram, Seat: 1}) // until the stack grows into new room
				}
				for len(s.Frames()) > n {
					s.pop()
				}
				if s.top() == f || s.top().Kind != FrameRun {
					t.Fatal("the arrangement did not move the run frame")
				}
				return f
			}, false},
		{"a pending decision goes back to the machine", FrameRun,
			func(t *testing.T, s *State, f *Frame) *Frame {
				s.Pending = append(s.Pending, engine.Decision{Seat: 1})
				return f
			}, false},
		{"a game over goes back to the machine", FrameRun,
			func(t *testing.T, s *State, f *Frame) *Frame {
				s.Over = true
				return f
			}, false},
		{"the long way steps each phase through the machine", FrameRun,
			func(t *testing.T, s *State, f *Frame) *Frame {
				s.unmasked = true
				return f
			}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, err := New(engine.Setup{Seed: 1})
			if err != nil {
				t.Fatal(err)
			}
			s := g.s
			s.Pending = nil
			s.push(Frame{Kind: FrameRun, Seat: 1})
			f := tc.arrange(t, s, s.top())
			if got := s.stepsAgain(f, tc.kind); got != tc.want {
				t.Errorf("stepsAgain = %v, want %v", got, tc.want)
			}
		})
	}
}

// TestWindowSteppedNowOnlyWhereTheMachineWould checks stepWindowNow (and
// stepsNext, which turnFrom's action reads too): a window just pushed is
// stepped at once only where kernel.Machine.Advance would step it next —
// it is the top frame, no decision is pending and the game is not over —
// and never under the long way (State.unmasked). Its step here, at the
// start of a game, closes it (no seat has anything to do or hide).
func TestWindowSteppedNowOnlyWhereTheMachineWould(t *testing.T) {
	for _, tc := range []struct {
		name    string
		arrange func(s *State)
		stepped bool
	}{
		{"a window on top is stepped at once", func(s *State) {}, true},
		{"a frame pushed on the window is stepped first, by the machine", func(s *State) {
			s.push(Frame{Kind: FrameProgram, Seat: 1})
		}, false},
		{"a pending decision goes back to the machine", func(s *State) {
			s.Pending = append(s.Pending, engine.Decision{Seat: 1})
		}, false},
		{"a game over goes back to the machine", func(s *State) { s.Over = true }, false},
		{"the long way steps the window through the machine", func(s *State) { s.unmasked = true }, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, err := New(engine.Setup{Seed: 1})
			if err != nil {
				t.Fatal(err)
			}
			s := g.s
			s.Pending = nil
			s.pushWindow(WinAfterAction)
			tc.arrange(s)
			n, asked := len(s.Frames()), len(s.Pending)
			st := s.stepWindowNow()
			if stepped := len(s.Frames()) != n || len(s.Pending) != asked; stepped != tc.stepped {
				t.Errorf("stepped: %v (status %v, %d frames of %d), want %v", stepped, st, len(s.Frames()), n, tc.stepped)
			}
			if !tc.stepped && st != Next {
				t.Errorf("status %v without a step, want Next", st)
			}
		})
	}
}
