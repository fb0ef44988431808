package kernel

import (
	"encoding/json"
	"fmt"

	"github.com/datafort/datafort/engine"
)

// MaxSeats is the largest number of seats a Window can list: the eight seats
// of the largest Big Sell-Out game.
const MaxSeats = 8

// MaxSeat is the largest seat a Window can list: it keeps each seat in a
// byte (a window is copied at every push and clone, and saved so in
// AppendBinary), so that the whole window fits in 20 bytes.
const MaxSeat = 255

// PassRule says how priority moves through a Window and when it closes. Its
// values are saved in game states, so each is fixed forever: a new rule gets a
// new number and no number is reused. The zero value is no rule.
type PassRule uint8

// The pass rules. Acting never moves priority under any of them: the seat that
// acted is asked again.
const (
	// Rounds: the seats are asked in order, each keeping priority while it
	// acts until it passes. When the last seat passes, the window closes,
	// unless some seat acted after an earlier seat of the same round had
	// passed; then a new round starts from the first seat. With the seats
	// [runner, corp] this is the ONR window (ONR-18.2.1, R025): the Runner
	// is asked again whenever the Corp acts.
	Rounds PassRule = 1
	// Succession: priority moves cyclically through the seats, starting at
	// the first; the window closes when every seat has passed in succession
	// since the last act. This is the NSG paid-ability window (CR 9.2.7) and
	// the Neuroscape swift check (NS-17).
	Succession PassRule = 2
	// OnePassEach: the seats are asked in order, each keeping priority until
	// it passes; a pass is final, and the window closes when every seat has
	// passed. This is the NSG reaction window (CR 9.2.8).
	OnePassEach PassRule = 3
)

// String returns the rule's name.
func (r PassRule) String() string {
	switch r {
	case Rounds:
		return "rounds"
	case Succession:
		return "succession"
	case OnePassEach:
		return "one-pass-each"
	}
	return fmt.Sprintf("PassRule(%d)", uint8(r))
}

// valid reports whether r is one of the pass rules.
func (r PassRule) valid() bool { return r == Rounds || r == Succession || r == OnePassEach }

// Window is a priority window: the seats that may act, in order, and who has
// priority now. It is plain data — it marshals to JSON and copies by value,
// holding no slice or pointer (the seats are a fixed array of at most
// MaxSeats bytes, each seat at most MaxSeat) — so a game keeps it inside its
// state. The zero Window is closed.
//
// A seat that may not act in the window is simply not listed: a Neuroscape
// swift check after a play lists every seat but the creator of the top Cache
// item, in turn order from the seat after it (NS-17.3).
//
// A game asks Priority for the seat to ask, then tells the window what that
// seat did with Pass or Act, until Pass reports that the window closed.
//
// An open window belongs to the frame that runs it (Core.PushWindow): the
// window records that frame's place in the stack, and removing the frame
// closes the window. Its JSON form records the place; AppendBinary does not
// (the game's codec restores it with Core.BindWindows).
type Window struct {
	rule   PassRule
	n      uint8           // seats listed
	seats  [MaxSeats]uint8 // seats[:n] in priority order
	at     uint8           // index in seats of the seat with priority
	passes uint8           // Succession: passes in succession since the last act
	reopen bool            // Rounds: a seat acted after an earlier seat of this round passed
	closed bool
	owner  int32 // 1 + the index in Core.Frames() of the frame it is bound to; 0: bound to none
}

// NewWindow opens a window over seats, in the order given, with the first seat
// having priority. With no seats the window is closed at once. It panics if
// policy is not a PassRule, or seats has more than MaxSeats seats, a negative
// seat, a seat above MaxSeat or a seat twice: those are bugs in the game, not
// choices of a player.
func NewWindow(policy PassRule, seats ...engine.Seat) Window {
	if !policy.valid() {
		panic(fmt.Sprintf("kernel: NewWindow with %v", policy))
	}
	if len(seats) > MaxSeats {
		panic(fmt.Sprintf("kernel: NewWindow with %d seats, at most %d", len(seats), MaxSeats))
	}
	w := Window{rule: policy, n: uint8(len(seats)), closed: len(seats) == 0}
	for i, s := range seats {
		if s < 0 || s > MaxSeat {
			panic(fmt.Sprintf("kernel: NewWindow with seat %d", s))
		}
		for _, t := range seats[:i] {
			if t == s {
				panic(fmt.Sprintf("kernel: NewWindow lists seat %d twice", s))
			}
		}
		w.seats[i] = uint8(s)
	}
	return w
}

// Rule returns the window's pass rule.
func (w Window) Rule() PassRule { return w.rule }

// Seats returns the seats listed, in priority order, as a new slice.
func (w Window) Seats() []engine.Seat {
	seats := make([]engine.Seat, w.n)
	for i := range seats {
		seats[i] = engine.Seat(w.seats[i])
	}
	return seats
}

// Closed reports whether the window has closed: nobody has priority.
func (w *Window) Closed() bool { return w.closed || w.n == 0 }

// Priority returns the seat to ask now, or engine.NoSeat if the window is
// closed.
func (w *Window) Priority() engine.Seat {
	if w.Closed() {
		return engine.NoSeat
	}
	return engine.Seat(w.seats[w.at])
}

// Pass records that the seat with priority passes and moves priority as the
// rule says. It reports whether the window is now closed; passing in a closed
// window changes nothing.
func (w *Window) Pass() (closed bool) {
	if w.rule == Rounds && w.at+1 < w.n {
		// The usual pass, of a seat before the last of a round, inline
		// (PassWithin, written out: through it Pass would not inline).
		w.at++
		return false
	}
	return w.pass()
}

// PassWithin records a pass of the seat with priority where it moves
// priority within the round, Pass's usual case: in a Rounds window, the
// pass of a seat before the last (a Rounds window closes only at its last
// seat: check). It reports whether it did; otherwise it changes nothing,
// and the pass is Pass's (or Core.PassWindow's). It is inlined, so that a
// caller passes there without a call.
func (w *Window) PassWithin() bool {
	if w.rule == Rounds && w.at+1 < w.n {
		w.at++
		return true
	}
	return false
}

// pass is Pass past its inline case.
func (w *Window) pass() (closed bool) {
	if w.Closed() {
		return true
	}
	last := w.at+1 == w.n
	switch w.rule {
	case Rounds:
		switch {
		case !last:
			w.at++
		case w.reopen:
			w.at, w.reopen = 0, false
		default:
			w.closed = true
		}
	case Succession:
		w.passes++
		w.at = (w.at + 1) % w.n
		w.closed = w.passes == w.n
	case OnePassEach:
		if last {
			w.closed = true
		} else {
			w.at++
		}
	}
	return w.closed
}

// Act records that the seat with priority did something other than pass. It
// keeps priority under every rule. Under Rounds, an act by any seat but the
// first of the round makes a new round start after the last seat passes;
// under Succession it restarts the count of passes in succession; under
// OnePassEach it changes nothing. A game whose rules exempt some act from
// this (ONR R263: the Runner gets no new chance after the Corp rezzes the
// ice being approached) simply does not call Act for it. Acting in a closed
// window changes nothing.
func (w *Window) Act() {
	if w.Closed() {
		return
	}
	switch w.rule {
	case Rounds:
		if w.at > 0 {
			w.reopen = true
		}
	case Succession:
		w.passes = 0
	}
}

// Reopen starts w over: open, priority to its first seat, no pass
// counted; its rule, seats and frame stay. A Neuroscape fixed swift check
// re-opens so, with the active player first, once the Cache items added in
// it have resolved (NS-17.6). A window over no seats stays closed.
func (w *Window) Reopen() { w.at, w.passes, w.reopen, w.closed = 0, 0, false, w.n == 0 }

// windowJSON is the JSON form of a Window.
type windowJSON struct {
	Rule   PassRule      `json:"rule"`
	Seats  []engine.Seat `json:"seats"`
	At     int           `json:"at"`
	Passes int           `json:"passes,omitempty"`
	Reopen bool          `json:"reopen,omitempty"`
	Closed bool          `json:"closed,omitempty"`
	Frame  *int32        `json:"frame,omitempty"` // the index in the stack of the frame it is bound to
}

// MarshalJSON encodes the window.
func (w Window) MarshalJSON() ([]byte, error) {
	var seats [MaxSeats]engine.Seat
	for i, x := range w.seats[:w.n] {
		seats[i] = engine.Seat(x)
	}
	j := windowJSON{
		Rule:   w.rule,
		Seats:  seats[:w.n],
		At:     int(w.at),
		Passes: int(w.passes),
		Reopen: w.reopen,
		Closed: w.closed,
	}
	if w.owner > 0 {
		f := w.owner - 1
		j.Frame = &f
	}
	return json.Marshal(j)
}

// UnmarshalJSON decodes a window encoded by MarshalJSON, refusing one that no
// sequence of passes and acts could have produced.
func (w *Window) UnmarshalJSON(b []byte) error {
	var j windowJSON
	if err := json.Unmarshal(b, &j); err != nil {
		return fmt.Errorf("kernel: window: %w", err)
	}
	if len(j.Seats) > MaxSeats {
		return fmt.Errorf("kernel: window: %d seats, at most %d", len(j.Seats), MaxSeats)
	}
	if j.At < 0 || j.At >= MaxSeats || j.Passes < 0 || j.Passes > MaxSeats {
		return fmt.Errorf("kernel: window: priority at %d after %d passes", j.At, j.Passes)
	}
	d := Window{rule: j.Rule, n: uint8(len(j.Seats)), at: uint8(j.At), passes: uint8(j.Passes), reopen: j.Reopen, closed: j.Closed}
	for i, s := range j.Seats {
		if s < 0 || s > MaxSeat {
			return fmt.Errorf("kernel: window: seat %d", s)
		}
		d.seats[i] = uint8(s)
	}
	if j.Frame != nil {
		if *j.Frame < 0 || *j.Frame >= 1<<20 {
			return fmt.Errorf("kernel: window: bound to frame %d", *j.Frame)
		}
		d.owner = *j.Frame + 1
	}
	if err := d.check(); err != nil {
		return fmt.Errorf("kernel: window: %w", err)
	}
	*w = d
	return nil
}

// check returns an error if w is a window that no sequence of NewWindow,
// Pass and Act produces.
func (w Window) check() error {
	if w.n == 0 {
		empty := Window{rule: w.rule, closed: w.rule != 0, owner: w.owner}
		if w != empty || (w.rule != 0 && !w.rule.valid()) {
			return fmt.Errorf("window over no seats: rule %d, at %d, passes %d, closed %v", w.rule, w.at, w.passes, w.closed)
		}
		return nil // the zero Window, or one opened over no seats
	}
	if !w.rule.valid() {
		return fmt.Errorf("unknown pass rule %d", w.rule)
	}
	for i, s := range w.seats {
		if i >= int(w.n) {
			if s != 0 {
				return fmt.Errorf("seat %d beyond the %d listed", s, w.n)
			}
			continue
		}
		for _, t := range w.seats[:i] {
			if t == s {
				return fmt.Errorf("seat %d listed twice", s)
			}
		}
	}
	if w.at >= w.n {
		return fmt.Errorf("priority at index %d of %d seats", w.at, w.n)
	}
	last := w.at+1 == w.n
	switch w.rule {
	case Rounds:
		if w.passes != 0 || (w.reopen && w.at == 0) || (w.closed && (!last || w.reopen)) {
			return fmt.Errorf("rounds window at %d of %d, new round %v, closed %v", w.at, w.n, w.reopen, w.closed)
		}
	case Succession:
		if w.reopen || w.passes > w.n || w.closed != (w.passes == w.n) {
			return fmt.Errorf("succession window with %d passes of %d seats, closed %v", w.passes, w.n, w.closed)
		}
	case OnePassEach:
		if w.passes != 0 || w.reopen || (w.closed && !last) {
			return fmt.Errorf("one-pass-each window at %d of %d, closed %v", w.at, w.n, w.closed)
		}
	}
	return nil
}
