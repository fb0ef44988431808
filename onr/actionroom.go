package onr

import "github.com/datafort/datafort/engine"

// The action options built in place (issue 29, session 42). stepAction
// asks for the actions of a seat at about 150 steps a game, some 40
// options each time: built in the scratch buffer, they were then copied
// into s.optRoom (keepOptions), where a pending decision's options live
// until it is answered. They are now appended straight to the free room
// after s.optRoom's length, which no decision has been handed: the room
// stays one that is only ever appended to (carve), so a part handed out is
// never written again. Nothing that computes options asks a decision, so
// that nothing else appends to s.optRoom while they are built; keptInRoom
// checks it (and panics otherwise).

// minActionRoom is the free room actionRoom makes sure of before the
// options are built; more is grown by append, which then makes the room
// anew.
const minActionRoom = 64

// actionRoom returns the free room after s.optRoom's length, of length 0,
// with room for minActionRoom options at least: a new room (as carve makes
// one) where less is left.
func (s *State) actionRoom() []engine.Option {
	room := s.optRoom
	if cap(room)-len(room) < minActionRoom {
		room = make([]engine.Option, 0, max(min(max(2*cap(room), 16), optionRoom), minActionRoom))
		s.optRoom = room
	}
	return room[len(room):len(room):cap(room)]
}

// keptInRoom is keepOptions for options opts built by appending to buf,
// the room actionRoom gave: where they are still there, it takes their
// part of s.optRoom and returns them capped at their length, without
// copying them. Where the appends outgrew buf (opts then lives in an array
// of its own), they are copied, the long way. Options kept in the room
// while opts was built would have been written where opts is: it panics.
func (s *State) keptInRoom(buf, opts []engine.Option) []engine.Option {
	room := s.optRoom
	at, n := len(room), len(opts)
	// buf is room[at:at:cap(room)] while nothing was kept: it starts at
	// room's first free element and has the room left (actionRoom gave
	// room for minActionRoom options at least).
	if cap(buf) == 0 || cap(room)-at != cap(buf) || &room[:at+1][at] != &buf[:1][0] {
		panic("onr: options kept while the action options were built")
	}
	if n == 0 {
		return opts[:0:0]
	}
	if &opts[0] != &buf[:1][0] {
		return s.keepOptions(opts) // outgrew buf
	}
	s.optRoom = room[:at+n]
	return opts[:n:n]
}
