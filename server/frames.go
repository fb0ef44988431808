package server

import (
	"time"

	"github.com/datafort/datafort/engine"
)

// A run as it happens. A game whose turns hold runs that go step by step
// (engine.RunStepper: ONR, the Big Sell-Out, NSG) is shown on the table
// pages one step at a time, not in one burst:
//
//   - the bots answer in batches (runBots): within a batch, the state after
//     each choice taken in a run (a run in progress before or after it) is
//     sent to every table page (the html connections: seats, and the
//     spectators unless they see the game late) as a view of its own, a
//     frame (viewMsg.Frame: no decision), before the view after the batch;
//   - the spectators who see the game late get the frames of their own
//     game as it catches up, choice by choice (sendDelayedFrames);
//   - every view of a choice taken in a run says so (viewMsg.Run), and the
//     page shows its log lines one at a time, StepPause apart, with the
//     board of that choice, then the next frame; its decision comes with
//     the last.
//
// Whether a choice took place in a run is public (the run step as a
// spectator reads it), and every seat reads one log line per event, so
// every seat gets the same frames at the same moments and its page spends
// the same time on them: nothing hidden shows in the timing. A question
// is put to a seat when its page has shown it, after the run's steps
// (live.shownAt): so the pause before an automatic answer is released
// (autoanswer.go) runs from then, and a forced answer still comes when a
// quick chosen one could.

// DefaultStepPause is how long a table page shows each line of a run
// before the next (Config.StepPause).
const DefaultStepPause = 700 * time.Millisecond

// stepPause is the pause between a run's lines on the table pages, in
// milliseconds; 0 shows a run at once.
func (s *Server) stepPause() int64 {
	switch {
	case s.cfg.StepPause < 0:
		return 0
	case s.cfg.StepPause == 0:
		return DefaultStepPause.Milliseconds()
	}
	return max(1, s.cfg.StepPause.Milliseconds())
}

// frameAt is a game's state after choice seq of a batch, kept to be sent
// as a frame.
type frameAt struct {
	g   engine.Game
	seq int
	i   int // its choice's place in the commit
}

// runSteps follows the choices of one commit through the run steps of a
// game that has them.
type runSteps struct {
	rs     engine.RunStepper // nil: the game has no runs that step
	keep   bool              // keep the states between choices (a batch, and a table page to show them)
	was    bool              // a run was in progress before the current choice
	run    bool              // the last choice took place in a run
	frames []frameAt
}

// runSteps starts following a commit of n choices of g. l.mu is held.
func (l *live) runSteps(g engine.Game, n int) *runSteps {
	st := &runSteps{}
	st.rs, _ = g.(engine.RunStepper)
	if st.rs == nil || l.s.stepPause() == 0 {
		st.rs = nil
		return st
	}
	if n > 1 {
		for c := range l.conns {
			if c.html && (c.seat != engine.NoSeat || l.opts.Delay == 0) {
				st.keep = true
				break
			}
		}
	}
	return st
}

// before notes whether a run is in progress before a choice.
func (st *runSteps) before() {
	if st.rs != nil {
		st.was = st.rs.RunStep(engine.NoSeat) != ""
	}
}

// after notes whether the choice just applied to g, the commit's i-th
// (the game's choice seq), took place in a run, and keeps g's state as a frame when it did and
// it is not the last choice (whose view follows the commit).
func (st *runSteps) after(g engine.Game, seq, i int, last bool) {
	if st.rs == nil {
		return
	}
	st.run = st.was || st.rs.RunStep(engine.NoSeat) != ""
	if st.run && st.keep && !last {
		st.frames = append(st.frames, frameAt{g: g.Clone(), seq: seq, i: i})
	}
}

// sendFrames sends every table page the frames of a batch's run steps,
// in order (each seat's view of that state, and its log lines up to it).
// l.mu is held.
func (l *live) sendFrames(frames []frameAt) {
	for i := range frames {
		l.frame = &frames[i]
		shared := map[specKey]specView{}
		for c := range l.conns {
			switch {
			case !c.html:
			case c.seat != engine.NoSeat:
				l.sendView(c)
			case l.opts.Delay == 0:
				l.sendSharedView(c, shared)
			}
		}
	}
	l.frame = nil
}

// shownAt returns when the table pages will have shown the commit's last
// view, stepping through its run (pause a line; a frame without lines
// takes one step), given when they would have shown the views before it.
func (st *runSteps) shownAt(before time.Time, events [][]engine.Event, pause int64) time.Time {
	now := time.Now()
	if before.Before(now) {
		before = now
	}
	if st.rs == nil || pause == 0 || len(events) == 0 {
		return before
	}
	steps := 0
	for _, f := range st.frames {
		steps += max(1, len(events[f.i]))
	}
	if st.run {
		steps += len(events[len(events)-1])
	}
	return before.Add(time.Duration(steps) * time.Duration(pause) * time.Millisecond)
}
