package server

import (
	"context"
	"encoding/json"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/server/store"
)

// Spectators cost one view per move, however many they are: broadcast
// renders the public view once for all the spectators with the same log
// position and format, and a delayed game's view comes from one clone
// kept Delay choices behind, advanced choice by choice, not replayed
// from the setup for each spectator on each move.

// spectating is a live game's spectator state; l.mu guards it.
type spectating struct {
	delayed  engine.Game // the game as spectators see it with a delay; nil until needed, and between operations when parked
	parked   *parkedGame // delayed's encoding while it is parked (park.go)
	delayedN int         // the choices applied to delayed
	run      bool        // delayed's last choice took place in a run (frames.go)
	builds   int         // times delayed was built from the setup (tests)
	views    int         // views built (tests)
}

// specKey tells apart the spectators' views of one broadcast.
type specKey struct {
	since int
	html  bool
}

// specView is a view message as sent, and the last log seq it carries.
type specView struct {
	b    []byte
	last int
}

// sendSharedView sends spectator c the public view, built once per
// broadcast for every spectator with the same key. l.mu is held.
func (l *live) sendSharedView(c *conn, shared map[specKey]specView) {
	k := specKey{c.since, c.html}
	v, ok := shared[k]
	if !ok {
		m := l.viewFor(engine.NoSeat, c.since, c.html)
		v.last = m.seen(c.since)
		b, err := json.Marshal(m)
		if err != nil {
			return
		}
		v.b = b
		shared[k] = v
	}
	c.since = v.last
	c.enqueue(v.b)
}

// delayed returns the game as spectators may see it, Delay choices late:
// the kept clone, advanced to that point (built again from the setup only
// when it is ahead, after a reload). l.mu is held.
func (l *live) delayed() (engine.Game, int) { return l.advanceDelayed(&runSteps{}) }

// advanceDelayed is delayed, following the choices it applies through the
// run steps with st (frames.go): st.keep keeps the states of those taken
// in a run (not the last), to be sent as frames, unless the clone had to
// be built again (the game so far is not a batch to step through). It
// notes whether the last choice applied took place in a run (spec.run).
func (l *live) advanceDelayed(st *runSteps) (engine.Game, int) {
	n := max(0, l.nChoices-l.opts.Delay)
	sp := &l.spec
	if sp.delayed == nil && sp.parked != nil {
		g, err := l.rs.Load(sp.parked.bytes())
		if err == nil {
			sp.delayed = g
		}
		sp.parked = nil
	}
	if sp.delayed == nil || sp.delayedN > n {
		g, err := l.rs.New(l.setup)
		if err != nil {
			return nil, 0
		}
		sp.delayed, sp.delayedN = g, 0
		sp.builds++
		st.keep = false
	}
	if sp.delayedN < n {
		st.rs, _ = sp.delayed.(engine.RunStepper)
		if l.s.stepPause() == 0 {
			st.rs = nil
		}
		// The choices come from the store: a live game keeps none.
		cs, err := l.s.store.Choices(context.Background(), l.id, sp.delayedN)
		if err != nil {
			return nil, 0
		}
		for _, c := range cs {
			if sp.delayedN >= n {
				break
			}
			st.before()
			if _, err := sp.delayed.Apply(c.Choice); err != nil {
				sp.delayed = nil
				return nil, 0
			}
			sp.delayedN++
			st.after(sp.delayed, sp.delayedN, 0, sp.delayedN == n)
		}
		if sp.delayedN < n {
			sp.delayed = nil
			return nil, 0
		}
		sp.run = st.run
	}
	// Before the game is over there are no rows of an older server's
	// concession (source concede, not an engine choice) among the choices;
	// a concession through the engine is an engine choice. So the n-th
	// engine choice is choice n.
	return sp.delayed, n
}

// sendDelayedFrames sends the table pages of spectators who see the game
// late the frames of the run steps their game goes through as it catches
// up (frames.go), before their view: a delayed spectator sees a run step
// by step, as the seats did. l.mu is held.
func (l *live) sendDelayedFrames() {
	if l.opts.Delay == 0 || l.status == store.StatusOver {
		return
	}
	watching := false
	for c := range l.conns {
		if c.seat == engine.NoSeat && c.html {
			watching = true
			break
		}
	}
	if !watching {
		return
	}
	st := &runSteps{keep: true}
	l.advanceDelayed(st)
	for i := range st.frames {
		l.frame = &st.frames[i]
		shared := map[specKey]specView{}
		for c := range l.conns {
			if c.seat == engine.NoSeat && c.html {
				l.sendSharedView(c, shared)
			}
		}
	}
	l.frame = nil
}
