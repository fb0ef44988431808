package server

import (
	"encoding"
	"slices"
	"sync"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/server/store"
)

// A loaded game between moves is parked: its state is held in its compact
// encoding (encoding.BinaryAppender, which the ONR rulesets implement and
// their Load reads), a few kilobytes, and the decoded game, which holds its
// cards, zones, caches and the room it keeps for options (about 15–40 KB),
// is dropped. The game is decoded again under the game's mutex by the
// first operation that needs it (a choice, a view, a bot's clone), and
// parked again when the mutex is released (unlock). A state decoded from
// its encoding plays on exactly as the original (the rulesets' binary
// tests; the server checks every choice's state hash when it replays a
// record), so parking changes no choice, hash or view. A game whose
// ruleset has no compact encoding stays decoded.

// game returns the decoded game, decoding it if it is parked; nil when the
// game has no board (a setup this build refuses). l.mu is held.
func (l *live) game() engine.Game {
	if l.g == nil && l.parked != nil {
		g, err := l.rs.Load(l.parked)
		if err != nil {
			// The encoding is this build's own: this is a bug, not a
			// record that does not replay. The game is served read-only.
			l.s.log.Error("parked game does not decode", "game", l.id, "err", err)
			l.status, l.diverged = store.StatusDiverged, "the server could not restore the game from memory"
			l.parked = nil
			return nil
		}
		l.g = g
	}
	return l.g
}

// copyGame returns a copy of the game that l does not hold, for a bot to
// think on: decoded afresh from the parked encoding, or a clone. l.mu is
// held.
func (l *live) copyGame() engine.Game {
	if l.g == nil && l.parked != nil {
		if g, err := l.rs.Load(l.parked); err == nil {
			return g
		}
	}
	if g := l.game(); g != nil {
		return g.Clone()
	}
	return nil
}

// parkBufs are the buffers games are encoded in before their encoding is
// copied to a slice of its own size.
var parkBufs = sync.Pool{New: func() any { b := make([]byte, 0, 8192); return &b }}

// park encodes the decoded game and drops it. l.mu is held.
func (l *live) park() {
	if l.g == nil {
		return
	}
	a, ok := l.g.(encoding.BinaryAppender)
	if !ok {
		return
	}
	buf := parkBufs.Get().(*[]byte)
	b, err := a.AppendBinary((*buf)[:0])
	if err == nil {
		l.parked, l.g = slices.Clone(b), nil
	}
	*buf = b[:0]
	parkBufs.Put(buf)
}

// unlock parks the game and releases its mutex.
func (l *live) unlock() {
	l.park()
	l.mu.Unlock()
}
