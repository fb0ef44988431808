package onr

import "testing"

// TestOpenWindowNowIsPushThenStep checks that openWindowNow does what
// pushWindow then stepWindowNow do: at every step of random games, with
// the decision pending taken away (so that the machine would step the
// window next, stepsNext), a window of each kind is opened both ways on
// two clones of the game, with and without the fast pass and with a
// card of the Runner's rig turned face down (runnerHides), and the
// statuses, the saved games (frames, windows, pending decisions) and the
// passAsk marks compared (at every sixth step: each comparison saves
// both games). Windows that every seat passes without a question
// (nothing pushed) and windows that ask a seat must both be met.
func TestOpenWindowNowIsPushThenStep(t *testing.T) {
	for _, tc := range deckCases(t, "openWindowNow is pushWindow then stepWindowNow", 12, 2) {
		t.Run(tc.name, func(t *testing.T) {
			var closed, asked int
			playRandom(t, tc, func(seed uint64, step int, g *Game) {
				if step%6 != 0 {
					return
				}
				for _, kind := range []int32{WinTurnStart, WinAfterAction, WinApproach, WinPass, WinBeforeAccess} {
					for _, v := range []struct{ fast, hide bool }{{false, false}, {true, false}, {false, true}} {
						long, short := g.s.clone(), g.s.clone()
						for _, s := range []*State{long, short} {
							s.Pending = nil
							s.Options.FastPass = v.fast
							if v.hide {
								hideRigCard(s)
							}
						}
						long.pushWindow(kind)
						want := long.stepWindowNow()
						frames := len(short.Frames())
						got := short.openWindowNow(kind)
						what := "seed " + itoa(int(seed)) + " step " + itoa(step) + " window " + itoa(kind)
						if got != want {
							t.Fatalf("%s: openWindowNow gave %v, pushWindow then stepWindowNow %v", what, got, want)
						}
						if short.passAsk != long.passAsk {
							t.Fatalf("%s: passAsk %d, the long way's %d", what, short.passAsk, long.passAsk)
						}
						savedAlike(t, what+": openWindowNow", short, "pushWindow then stepWindowNow", long)
						switch {
						case len(short.Pending) > 0:
							asked++
						case len(short.Frames()) == frames:
							closed++
						}
					}
				}
			}, nil)
			if closed == 0 || asked == 0 {
				t.Fatalf("windows closed unasked %d, asked %d: both must be met", closed, asked)
			}
		})
	}
}

// hideRigCard turns the first card of each Runner's rig face down, so that
// the Runner hides something (runnerHides), forgetting its memo.
func hideRigCard(s *State) {
	for i := range s.Players {
		if p := &s.Players[i]; p.Role == Runner && len(p.Rig) > 0 {
			s.Cards[p.Rig[0]].FaceUp = false
			s.rigGen++
		}
	}
}
