package server

import (
	"context"
	"time"
)

// Games nobody uses are unloaded: a live game without connections and
// without a bot at work is dropped from memory after Limits.IdleUnload, and
// loaded again from the store (a replay of its record) by the next page
// or connection that wants it.

// idleState is when a live game was last used, and whether it has been
// unloaded (then no connection may attach to it: attach says so and the
// caller loads the game again). l.mu guards it.
type idleState struct {
	last     time.Time
	unloaded bool
}

// attachResult is what attach did.
type attachResult int

const (
	attached       attachResult = iota // the connection is attached
	attachFull                         // the game has all the spectators it may
	attachUnloaded                     // the game was unloaded: load it again
)

// unloadIdle unloads idle games every so often until ctx ends.
func (s *Server) unloadIdle(ctx context.Context) {
	every := min(max(s.limits.IdleUnload/4, 10*time.Millisecond), time.Minute)
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case now := <-t.C:
			s.unloadIdleAt(now)
		}
	}
}

// unloadIdleAt unloads the games idle for IdleUnload at now; it returns
// how many.
func (s *Server) unloadIdleAt(now time.Time) int { return s.unloadIdleAfter(now, s.limits.IdleUnload) }

// unloadIdleAfter unloads the games idle for after at now (0 when
// draining); it returns how many. A node releases them (nodes.go).
func (s *Server) unloadIdleAfter(now time.Time, after time.Duration) int {
	s.mu.Lock()
	games := make([]*live, 0, len(s.games))
	for _, l := range s.games {
		games = append(games, l)
	}
	s.mu.Unlock()
	n := 0
	for _, l := range games {
		l.mu.Lock()
		if l.idle.last.IsZero() {
			l.idle.last = now // loaded since the last sweep
		}
		idle := len(l.conns) == 0 && !l.botBusy && now.Sub(l.idle.last) >= after
		if idle {
			l.idle.unloaded = true
		}
		epoch := l.epoch
		l.mu.Unlock()
		if !idle {
			continue
		}
		s.mu.Lock()
		released := false
		if s.games[l.id] == l {
			delete(s.games, l.id)
			s.countGames()
			n++
			released = true
		}
		s.mu.Unlock()
		if released {
			s.release(l.id, epoch)
		}
	}
	if n > 0 {
		s.log.Info("unloaded idle games", "games", n)
	}
	return n
}
