package server

import (
	"bytes"
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

// parkedGame is a parked game's encoding: head, a beginning it shares with
// other games' encodings (parkHeads), then tail, its own.
type parkedGame struct {
	head, tail []byte
}

// bytes returns the whole encoding, in a slice of its own.
func (p *parkedGame) bytes() []byte {
	b := make([]byte, 0, len(p.head)+len(p.tail))
	return append(append(b, p.head...), p.tail...)
}

// game returns the decoded game, decoding it if it is parked; nil when the
// game has no board (a setup this build refuses). l.mu is held.
func (l *live) game() engine.Game {
	if l.g == nil && l.parked != nil {
		g, err := l.rs.Load(l.parked.bytes())
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
		if g, err := l.rs.Load(l.parked.bytes()); err == nil {
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

// park encodes the decoded game, and the spectators' delayed game, and
// drops them. l.mu is held.
func (l *live) park() {
	if l.g != nil {
		if p := l.s.heads.encode(l.g, l.parked); p != nil {
			l.parked, l.g = p, nil
		}
	}
	if sp := &l.spec; sp.delayed != nil {
		if p := l.s.heads.encode(sp.delayed, sp.parked); p != nil {
			sp.parked, sp.delayed = p, nil
		}
	}
}

// encode returns the encoding of g, reusing p's head when it still
// begins it; nil if g has no compact encoding.
func (h *parkHeads) encode(g engine.Game, p *parkedGame) *parkedGame {
	a, ok := g.(encoding.BinaryAppender)
	if !ok {
		return nil
	}
	buf := parkBufs.Get().(*[]byte)
	defer parkBufs.Put(buf)
	b, err := a.AppendBinary((*buf)[:0])
	*buf = b[:0]
	if err != nil {
		return nil
	}
	if p == nil {
		p = &parkedGame{}
	}
	if p.head == nil || !bytes.HasPrefix(b, p.head) {
		p.head = h.share(b)
	}
	p.tail = slices.Clone(b[len(p.head):])
	return p
}

// parkHeads holds the encodings of a few games parked lately, whose
// beginnings the games parked next share when theirs is the same: an ONR
// encoding begins with the rules and card definitions the game is played
// under (about 2 KB), the same for every game of the same decks.
type parkHeads struct {
	mu   sync.Mutex
	list [][]byte // at most maxParkHeads, the newest last
}

const (
	maxParkHeads  = 16
	minParkShared = 256 // bytes: a shorter common beginning is not shared
)

// share returns the longest beginning of b that one of the held encodings
// has, if it has minParkShared bytes; else it holds a copy of b, and
// returns it all.
func (h *parkHeads) share(b []byte) []byte {
	h.mu.Lock()
	defer h.mu.Unlock()
	var best []byte
	for _, c := range h.list {
		n := 0
		for m := min(len(b), len(c)); n < m && b[n] == c[n]; n++ {
		}
		if n > len(best) {
			best = c[:n:n]
		}
	}
	if len(best) >= minParkShared {
		return best
	}
	c := slices.Clip(slices.Clone(b))
	if len(h.list) == maxParkHeads {
		h.list = append(h.list[:0], h.list[1:]...)
	}
	h.list = append(h.list, c)
	return c
}

// unlock parks the game and releases its mutex.
func (l *live) unlock() {
	l.park()
	l.mu.Unlock()
}
