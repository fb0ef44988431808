package kernel

import (
	"fmt"
	"slices"

	"github.com/datafort/datafort/engine"
)

// FrameKind says what a Frame is in the middle of doing. A game defines its
// frame kinds, with fixed values (they are saved), and registers a step
// function for each with its Machine.
type FrameKind uint8

// Frame is one entry of the resolution stack: whatever the game is in the
// middle of resolving, as plain data. The top frame owns the pending
// decisions; a choice is stored in it (Opt, Num, By, Answered) and its step
// function runs again.
//
// The meaning of Step, N, M, T and the list is the frame kind's own; each
// game documents them with its kinds. A frame holds no pointer: its list and
// queue are in the arenas of the Stack (Core.List, Core.Queue), so that
// pushing and copying frames is plain copying.
type Frame struct {
	Kind FrameKind   `json:"kind"`
	Step int32       `json:"step,omitempty"`
	Seat engine.Seat `json:"seat"`          // the controller of the program, or the player the frame is about
	Src  int32       `json:"src,omitempty"` // source object (a card instance)
	// Would is the expected effect of the imminent instruction this frame
	// is resolving, as data, while interrupts and replacement effects may
	// still change it (NSG CR 9.9.2, 9.9.4); zero when none is imminent.
	// See Core.Imminent and Core.Replace. (Here, after Src, it costs a
	// frame 8 bytes, not 12: every frame of every game holds one.)
	Would Expected `json:"would,omitzero"`
	Ref   Ref      `json:"ref,omitzero"` // the program run, for program frames
	PC    int32    `json:"pc,omitempty"` // the next op of Ref
	N     int32    `json:"n,omitempty"`
	M     int32    `json:"m,omitempty"`
	T     int32    `json:"t,omitempty"`
	// list is where the frame's list of numbers is in the stack's arena
	// (Core.List). queue is where its queue is (Core.Queue): programs
	// waiting to resolve in an order their controller chooses
	// (simultaneous triggers), or the pending instances of a
	// PendingWindow's frame (NSG CR 9.2.8, 9.6.4). The JSON of the stack
	// shows them as the frame's "list" and "queue".
	list, queue span

	Opt      engine.Option `json:"opt,omitzero"`
	Num      int32         `json:"num,omitempty"`
	By       engine.Seat   `json:"by,omitempty"` // the seat that answered
	Answered bool          `json:"answered,omitempty"`
}

// Queued is a program waiting in a frame's queue (Core.Queue): Ref run with source Src.
//
// In a PendingWindow's frame it is a pending instance of a conditional
// ability (NSG CR 9.6.4): Seat is its controller, who alone may trigger it
// (9.2.8a); Optional says it may be left untriggered ("may", 9.6.9a), while
// a mandatory one keeps its controller from passing (9.2.8e, 9.2.9f); Occ
// is the occurrence that made it pending, one instance per occurrence
// (9.6.4b).
//
// A queue frame (Machine.PushQueue) ignores Optional and Occ. It runs a
// program with the queue's own seat as controller, unless Own is set: then
// with Seat (Neuroscape NS-9.3: the active player orders everyone's
// triggers, each still controlled by its own controller). Seat 0 is a real
// seat, so the zero Queued keeps the queue's seat. A Queued holds no
// pointer (TestKernelValuesHoldNoPointer).
type Queued struct {
	Src      int32       `json:"src,omitempty"`
	Optional bool        `json:"optional,omitempty"` // next to Src: no padding of its own
	Own      bool        `json:"own,omitempty"`      // a queue frame runs it with Seat, not its own seat; beside Optional, free
	Ref      Ref         `json:"ref"`
	Seat     engine.Seat `json:"seat,omitempty"`
	Occ      Occurrence  `json:"occ,omitzero"`
}

// Take consumes the answer stored in f.
func (f *Frame) Take() (engine.Option, int32) {
	f.Answered = false
	return f.Opt, f.Num
}

// Core is the game-agnostic part of a game state: the seeded RNG, the
// resolution stack, the pending decisions, lasting effects and use limits.
// A game embeds it in its state, so its fields marshal with the state.
type Core struct {
	RNG          engine.RNG        `json:"rng"`
	NextDecision uint64            `json:"nextDecision"`
	Stack        Stack             `json:"stack,omitzero"`    // the resolution stack: its frames (Frames) and their lists and queues
	Windows      []Window          `json:"windows,omitempty"` // the open priority windows, innermost last, each bound to its frame
	Pending      []engine.Decision `json:"pending,omitempty"`
	Lasting      []Lasting         `json:"lasting,omitempty"`
	Uses         []Use             `json:"uses,omitempty"`
	// Occurred buffers the occurrences since the last checkpoint (Occur,
	// Drain; NSG CR 10.3.1a). A game whose triggers fire at once (ONR)
	// leaves it empty.
	Occurred []Occurrence `json:"occurred,omitempty"`
	Over     bool         `json:"over,omitempty"`

	// running is 1 + the index of the program frame whose op is running
	// now (Machine), 0 between ops: RemoveFrame and Unwind keep it on that
	// frame, so an op may remove a waiting frame below its own. It is 0
	// whenever a game is saved, cloned or compared.
	running int32
}

// Kernel returns c; a game state embedding a Core implements Host through it.
func (c *Core) Kernel() *Core { return c }

// Clone returns a copy of c that shares nothing mutable with it, except the
// Options of pending decisions, which are never changed once asked.
func (c *Core) Clone() Core {
	n := *c
	n.Stack = c.Stack.clone()
	if c.Windows != nil { // room for the windows a step opens; nil stays nil
		n.Windows = append(make([]Window, 0, len(c.Windows)+2), c.Windows...)
	}
	n.Pending = slices.Clone(c.Pending) // options are never mutated in place
	n.Lasting = slices.Clone(c.Lasting)
	n.Uses = slices.Clone(c.Uses)
	n.Occurred = slices.Clone(c.Occurred)
	return n
}

// CloneInto makes *dst a copy of c as Clone makes one, in dst's memory:
// each of c's slices (the stack's frames, lists and queues, the windows,
// the pending decisions, lasting effects, use limits and occurrences) is
// copied into the room of dst's own, which grows only when it is too
// small, and a nil slice of c stays nil. dst must share none of those
// slices with another core (a Core made by Clone or CloneInto shares
// none); the Options of the pending decisions are shared with c, as
// Clone shares them.
func (c *Core) CloneInto(dst *Core) {
	st, win, pend, last, uses, occ := dst.Stack, dst.Windows, dst.Pending, dst.Lasting, dst.Uses, dst.Occurred
	*dst = *c
	dst.Stack = Stack{frames: into(st.frames, c.Stack.frames), lists: into(st.lists, c.Stack.lists),
		queues: into(st.queues, c.Stack.queues)}
	dst.Windows = into(win, c.Windows)
	dst.Pending = into(pend, c.Pending)
	dst.Lasting = into(last, c.Lasting)
	dst.Uses = into(uses, c.Uses)
	dst.Occurred = into(occ, c.Occurred)
}

// into returns a copy of src in the room of dst, which grows only when it
// is too small; a nil src gives nil, an empty one an empty, non-nil copy
// (a save tells the two apart).
func into[T any](dst, src []T) []T {
	if src == nil {
		return nil
	}
	if dst == nil {
		return append(src[:0:0], src...) // never nil, shares nothing with src
	}
	return append(dst[:0], src...)
}

// Push puts f on top of the stack, with no list and no queue (SetList,
// SetQueue, or PushWith): a copy of a frame pushed again leaves its list and
// queue behind.
func (c *Core) Push(f Frame) { c.Stack.push(f) }

// Top returns the top frame.
func (c *Core) Top() *Frame { return &c.Stack.frames[len(c.Stack.frames)-1] }

// Pop removes the top frame, its list and queue, and the window bound to it
// if any.
func (c *Core) Pop() {
	c.Stack.pop()
	c.closeFrom(len(c.Stack.frames))
}

// RemoveFrame removes frame i wherever it is, with the window bound to it:
// the top frame, or a frame waiting under others (a Neuroscape Cache item
// countered, NS-14.5). The frames above it move down one place, their
// windows with them, and a program whose op is removing it goes on with its
// next op.
func (c *Core) RemoveFrame(i int) {
	st := &c.Stack
	if f := &st.frames[i]; f.list.n|f.queue.n > 1 {
		st.freeParts(i)
	}
	st.frames = append(st.frames[:i], st.frames[i+1:]...)
	k := len(c.Windows)
	for k > 0 && c.Windows[k-1].owner > int32(i) {
		k-- // the windows of frame i and above, innermost last
	}
	n := k
	for _, w := range c.Windows[k:] {
		switch {
		case w.owner == int32(i)+1:
			continue // bound to the frame removed
		case w.owner > int32(i)+1:
			w.owner--
		}
		c.Windows[n] = w
		n++
	}
	c.Windows = c.Windows[:n]
	switch r := c.running - 1; {
	case r == int32(i):
		c.running = 0 // the running program removed itself
	case r > int32(i):
		c.running--
	}
}

// Unwind removes frame i and every frame above it, with their windows
// ("end the run": everything in progress above the run's frame ends).
func (c *Core) Unwind(i int) {
	c.Stack.unwind(i)
	c.closeFrom(i)
	if c.running > int32(i) {
		c.running = 0
	}
}

// closeFrom closes the windows bound to frame i or above.
func (c *Core) closeFrom(i int) {
	k := len(c.Windows)
	for k > 0 && c.Windows[k-1].owner > int32(i) {
		k--
	}
	c.Windows = c.Windows[:k]
}

// Ask publishes a Select decision for seat and returns Wait. The decision
// is written field by field in its place in Pending (newDecision), not
// built aside and copied in: every field of engine.Decision is set.
func (c *Core) Ask(seat engine.Seat, prompt, rule string, opts []engine.Option) Status {
	c.NextDecision++
	d := c.newDecision()
	d.ID, d.Seat, d.Kind, d.Prompt, d.Options, d.Min, d.Max, d.Rule = c.NextDecision, seat, engine.Select, prompt, opts, 0, 0, rule
	return Wait
}

// newDecision appends a place to Pending and returns it, holding whatever
// the last decision there held (Answer drops decisions without clearing
// them), for the caller to set every field of.
func (c *Core) newDecision() *engine.Decision {
	n := len(c.Pending)
	if n == cap(c.Pending) {
		c.Pending = append(c.Pending, engine.Decision{})
	} else {
		c.Pending = c.Pending[:n+1]
	}
	return &c.Pending[n]
}

// AskNumber publishes a Number decision for seat and returns Wait.
func (c *Core) AskNumber(seat engine.Seat, prompt, rule string, lo, hi int32) Status {
	c.NextDecision++
	c.Pending = append(c.Pending, engine.Decision{
		ID: c.NextDecision, Seat: seat, Kind: engine.Number,
		Prompt: prompt, Min: int(lo), Max: int(hi), Rule: rule,
	})
	return Wait
}

// Asking reports whether seat has a pending decision.
func (c *Core) Asking(seat engine.Seat) bool {
	for i := range c.Pending {
		if c.Pending[i].Seat == seat {
			return true
		}
	}
	return false
}

// Answer validates choice ch against the pending decisions and, if it is
// legal, removes the decision answered and stores the answer in the top
// frame, which asked it. On error nothing changes.
func (c *Core) Answer(ch engine.Choice) error {
	// The usual answer, a valid option of the one question pending, asked
	// by the top frame, is stored here; the rest, and every error, by
	// answer.
	if len(c.Pending) == 1 && !ch.Concede && !c.Over && len(c.Stack.frames) > 0 {
		if d := &c.Pending[0]; d.Seat == ch.Seat && d.ID == ch.Decision && d.Kind == engine.Select && uint(ch.Option) < uint(len(d.Options)) {
			f := &c.Stack.frames[len(c.Stack.frames)-1]
			f.Opt, f.Num, f.By, f.Answered = d.Options[ch.Option], 0, ch.Seat, true
			c.Pending = c.Pending[:0] // not cleared: the next question overwrites it
			return nil
		}
	}
	return c.answer(ch)
}

// answer is Answer past its usual case.
func (c *Core) answer(ch engine.Choice) error {
	if c.Over {
		return &engine.ChoiceError{Choice: ch, Err: engine.ErrGameOver}
	}
	i, err := engine.Find(c.Pending, ch)
	if err != nil {
		return err
	}
	if len(c.Stack.frames) == 0 {
		return &engine.ChoiceError{Choice: ch, Err: engine.ErrIllegal, Detail: "no frame asked this decision"}
	}
	f := c.Top()
	f.Opt, f.Num = engine.Option{}, 0
	if d := &c.Pending[i]; d.Kind == engine.Select {
		f.Opt = d.Options[ch.Option]
	} else {
		f.Num = int32(ch.Number)
	}
	f.By, f.Answered = ch.Seat, true
	// Pending is never shared: Game.Pending hands out copies and Clone
	// copies it, so it is changed in place. The last decision, the usual
	// one, is dropped without clearing its place (slices.Delete would):
	// the next question overwrites it.
	if i == len(c.Pending)-1 {
		c.Pending = c.Pending[:i]
	} else {
		c.Pending = slices.Delete(c.Pending, i, i+1)
	}
	return nil
}

// PushWindow pushes frame f, which runs priority window w: the window is
// bound to the frame, and removing the frame (Pop, RemoveFrame, Unwind)
// closes it. The frame finds it with Window while no frame above it owns
// one.
func (c *Core) PushWindow(f Frame, w Window) {
	c.OpenWindow(w)
	c.Push(f)
}

// PushWindowOf pushes a frame of kind k with N n, which runs a copy of
// priority window *w: PushWindow(Frame{Kind: k, N: n}, *w), writing the
// frame and the window in place instead of copying them through the call
// (a window frame is pushed for most windows of a game).
func (c *Core) PushWindowOf(k FrameKind, n int32, w *Window) {
	i, j := len(c.Stack.frames), len(c.Windows)
	if i >= cap(c.Stack.frames) || j >= cap(c.Windows) {
		c.pushWindowGrow(k, n, w)
		return
	}
	// Each field resliced from itself: only its length is written,
	// without a write barrier for a pointer that does not change.
	c.Windows = c.Windows[:j+1]
	c.Windows[j] = *w
	c.Windows[j].owner = int32(i) + 1
	c.Stack.frames = c.Stack.frames[:i+1]
	c.Stack.frames[i] = Frame{Kind: k, N: n}
}

// pushWindowGrow is PushWindowOf where the frames or the windows must
// grow.
func (c *Core) pushWindowGrow(k FrameKind, n int32, w *Window) {
	c.OpenWindow(*w)
	c.Push(Frame{Kind: k, N: n})
}

// OpenWindow opens priority window w for the frame pushed next, and binds it
// to that frame (PushWindow does both).
func (c *Core) OpenWindow(w Window) {
	w.owner = int32(len(c.Stack.frames)) + 1
	c.Windows = append(c.Windows, w)
}

// Window returns the innermost open window.
func (c *Core) Window() *Window { return &c.Windows[len(c.Windows)-1] }

// PassWindow records a pass of the seat with priority in the innermost open
// window (Window().Pass()) and, when that closes it, removes the top frame,
// which must be the window's own (Pop): one call for what a window's frame
// does at each pass. It reports whether the window closed. A caller may
// try Window().PassWithin() first, inline, and call it where that did not
// pass.
//
// A Rounds window, the usual one, is passed here in full, without a
// further call: within the round, to a new round, or closed at its last
// seat with its frame dropped (what passWindow does then).
func (c *Core) PassWindow() (closed bool) {
	ws := c.Windows
	w := &ws[len(ws)-1]
	if w.rule != Rounds || w.closed || w.n == 0 {
		return c.passWindow(w)
	}
	switch at := w.at + 1; {
	case at < w.n:
		w.at = at // PassWithin
		return false
	case w.reopen:
		w.at, w.reopen = 0, false // a new round (pass)
		return false
	}
	w.closed = true
	// cutClosed, written out with the windows read once.
	fs := c.Stack.frames
	if n := len(fs); w.owner == int32(n) && fs[n-1].list.n|fs[n-1].queue.n <= 1 {
		// Each field resliced from itself: only its length is written,
		// without a write barrier for a pointer that does not change.
		c.Stack.frames = c.Stack.frames[:n-1]
		c.Windows = c.Windows[:len(ws)-1]
		return true
	}
	c.Pop()
	return true
}

// passWindow is PassWindow for the rules other than Rounds, w the
// innermost window.
func (c *Core) passWindow(w *Window) bool {
	if !w.pass() {
		return false
	}
	if !c.cutClosed(w) {
		c.Pop()
	}
	return true
}

// cutClosed removes the top frame and w, the innermost window, once a pass
// closed w, where the top frame owns w, as a window's frame does, and
// holds no list or queue: what Pop does then, at once. It reports whether
// it did; otherwise the caller pops. It is inlined.
func (c *Core) cutClosed(w *Window) bool {
	fs := c.Stack.frames
	if n := len(fs); w.owner == int32(n) && fs[n-1].list.n|fs[n-1].queue.n <= 1 {
		c.Stack.frames = fs[:n-1]
		c.Windows = c.Windows[:len(c.Windows)-1]
		return true
	}
	return false
}

// CloseWindow closes the innermost open window before its frame is removed;
// removing the frame closes it anyway.
func (c *Core) CloseWindow() { c.Windows = c.Windows[:len(c.Windows)-1] }

// WindowFrame returns the index in Stack of the frame window i is bound to,
// or -1 if it is bound to none.
func (c *Core) WindowFrame(i int) int { return int(c.Windows[i].owner) - 1 }

// BindWindows binds the open windows, innermost last, to the frames for
// which owns is true, bottom first, one each: a codec that does not save the
// binding (the game knows which frames own windows) restores it so. It
// returns an error, changing nothing, if their numbers differ.
func (c *Core) BindWindows(owns func(*Frame) bool) error {
	var buf [16]int32
	at := buf[:0]
	for i := range c.Stack.frames {
		if owns(&c.Stack.frames[i]) {
			at = append(at, int32(i)+1)
		}
	}
	if len(at) != len(c.Windows) {
		return fmt.Errorf("kernel: %d windows for %d frames that own one", len(c.Windows), len(at))
	}
	for i := range c.Windows {
		c.Windows[i].owner = at[i]
	}
	return nil
}

// CheckWindows returns an error unless every open window is bound to a
// frame of the stack, a frame owns at most one, and the innermost belongs
// to the highest frame: what PushWindow, Pop, RemoveFrame and Unwind keep
// between two decisions.
func (c *Core) CheckWindows() error {
	last := int32(0)
	for i, w := range c.Windows {
		if w.owner <= last || w.owner > int32(len(c.Stack.frames)) {
			return fmt.Errorf("kernel: window %d of %d bound to frame %d of %d (the one before to %d)", i, len(c.Windows), w.owner-1, len(c.Stack.frames), last-1)
		}
		last = w.owner
	}
	return nil
}
