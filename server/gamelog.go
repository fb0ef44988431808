package server

import (
	"context"
	"slices"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/server/store"
)

// A live game keeps in memory only the log lines of its last choices
// (those a connection's next view needs: the last one, or the spectators'
// delay and one more). A view that needs older lines (a page, a
// connection that comes back after a while) gets them by replaying the
// record from the store (fullLog), which makes the same events. What any
// view shows is what the whole log in memory would show: the log shows
// its last maxLog to maxLog*3/2 lines, and gameLog counts them as if it
// kept them all.

// gameLog is the part of a game's log kept in memory.
type gameLog struct {
	lines []logLine // the lines of the choices after from
	from  int       // every line of the choices after seq from is in lines
	first int       // the whole log's lines before lines[0]
	total int       // the whole log's lines
	shown int       // how many of its last lines the whole log shows
}

// add appends the events of choice seq, then drops the oldest lines from
// the ones shown as the log did when it kept them (maxLog).
func (g *gameLog) add(seq int, evs []engine.Event) {
	for _, e := range evs {
		g.lines = append(g.lines, logLine{seq, e})
	}
	g.total += len(evs)
	g.shown += len(evs)
	if g.shown > maxLog+maxLog/2 {
		g.shown = maxLog
	}
}

// addLine appends a line the log never drops (a concession).
func (g *gameLog) addLine(seq int, e engine.Event) {
	g.lines = append(g.lines, logLine{seq, e})
	g.total++
	g.shown++
}

// forget drops the lines of the choices up to seq upto.
func (g *gameLog) forget(upto int) {
	if upto <= g.from {
		return
	}
	g.from = upto
	k := 0
	for k < len(g.lines) && g.lines[k].seq <= upto {
		k++
	}
	if k == 0 {
		return
	}
	g.first += k
	if k == len(g.lines) {
		g.lines = nil
		return
	}
	g.lines = slices.Clip(append([]logLine(nil), g.lines[k:]...))
}

// each calls f with every line shown after seq since up to seq upto.
func (g *gameLog) each(since, upto int, f func(logLine)) {
	for i, ln := range g.lines {
		if g.first+i >= g.total-g.shown && ln.seq > since && ln.seq <= upto {
			f(ln)
		}
	}
}

// logKeep is the number of last choices whose lines a game keeps in
// memory: its connections' views need those of the last one, and its
// delayed spectators' those of the choice Delay before.
func (l *live) logKeep() int { return l.opts.Delay + 1 }

// forgetLog drops the lines a view of the game no longer needs from
// memory. l.mu is held.
func (l *live) forgetLog() { l.log.forget(l.seq - l.logKeep()) }

// logSince returns the game's log from memory if it holds every line
// after since, else the whole log, replayed from the store up to the
// game's last choice (none if that fails). l.mu is held.
func (l *live) logSince(since int) *gameLog {
	if since >= l.log.from {
		return &l.log
	}
	full, err := l.fullLog(context.Background())
	if err != nil {
		l.s.log.Error("log replay failed", "game", l.id, "err", err)
		return &gameLog{}
	}
	return full
}

// fullLog replays the game's record from the store to make its whole log:
// the events of its choices up to l.seq as load made them, and a
// concession's line. l.mu is held.
func (l *live) fullLog(ctx context.Context) (*gameLog, error) {
	full := &gameLog{}
	if l.seq == 0 {
		return full, nil
	}
	g, err := l.rs.New(l.setup)
	if err != nil {
		return full, nil // a setup this build refuses: the game has no log here
	}
	cs, err := l.s.store.Choices(ctx, l.id, 0)
	if err != nil {
		return nil, err
	}
	for _, c := range cs {
		if c.Seq > l.seq {
			break
		}
		if c.Source == store.SourceConcede {
			full.addLine(c.Seq, concedeEvent(l.roleName(c.Choice.Seat)))
			continue
		}
		ev, err := g.Apply(c.Choice)
		if err != nil {
			break // where a diverged game stopped
		}
		full.add(c.Seq, ev)
	}
	return full, nil
}

// concedeEvent is the log's line for a concession by role.
func concedeEvent(role string) engine.Event {
	return engine.Plain("concede", role+" concedes.")
}
