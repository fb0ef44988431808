package onr

import (
	"testing"

	"github.com/datafort/datafort/engine"
)

// TestWindowsBoundToFrames: ONR's priority windows are bound to their
// FrameWindow frames by the kernel, so ending what is in progress above a
// run or a trace (a player leaving the game, table.go) closes the windows
// of the frames it removes, and a window left without its frame is a state
// Check refuses.
func TestWindowsBoundToFrames(t *testing.T) {
	// stacked returns a new game's state with a run's frame, a window, a
	// program and an inner window above the turn.
	stacked := func(t *testing.T) *State {
		g, err := New(engine.Setup{Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		s := g.s
		s.Pending = nil
		s.push(Frame{Kind: FrameRun})
		s.pushWindow(WinApproach)
		s.push(Frame{Kind: FrameProgram})
		s.pushWindow(WinPass)
		if err := s.checkWindows(); err != nil {
			t.Fatalf("windows as pushed: %v", err)
		}
		return s
	}
	t.Run("unwinding to the run closes every window above it", func(t *testing.T) {
		s := stacked(t)
		below := len(s.Frames()) - 4
		s.unwindTo(FrameRun)
		if len(s.Frames()) != below || len(s.Windows) != 0 {
			t.Fatalf("%d frames (want %d), %d windows left", len(s.Frames()), below, len(s.Windows))
		}
		if err := s.checkWindows(); err != nil {
			t.Fatal(err)
		}
	})
	t.Run("unwinding to the program closes the inner window only", func(t *testing.T) {
		s := stacked(t)
		s.unwindTo(FrameProgram)
		if len(s.Windows) != 1 || s.Frames()[s.WindowFrame(0)].N != WinApproach {
			t.Fatalf("windows %+v", s.Windows)
		}
		if err := s.checkWindows(); err != nil {
			t.Fatal(err)
		}
	})
	t.Run("closing a window removes its frame and the window with it", func(t *testing.T) {
		s := stacked(t)
		s.closeWindow()
		if len(s.Windows) != 1 || s.top().Kind != FrameProgram {
			t.Fatalf("top %+v, windows %+v", *s.top(), s.Windows)
		}
	})
	t.Run("Check refuses a window frame that runs no window", func(t *testing.T) {
		s := stacked(t)
		s.Windows = s.Windows[:1]
		if err := s.checkWindows(); err == nil {
			t.Fatal("a window frame without its window passed")
		}
	})
	t.Run("Check refuses a window bound to a frame of another kind", func(t *testing.T) {
		s := stacked(t)
		s.top().Kind = FrameProgram
		if err := s.checkWindows(); err == nil {
			t.Fatal("a window bound to a program frame passed")
		}
	})
}
