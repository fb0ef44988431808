package kernel

import (
	"encoding/json"
	"slices"

	"github.com/datafort/datafort/engine"
)

// Stack is the resolution stack: its frames, bottom first, and two arenas
// that hold the frames' lists and queues, so that a Frame holds no pointer
// (pushing one is a plain copy, and the collector has nothing to scan in
// it). A frame keeps where its list and its queue are in the arenas (span).
//
// The arenas are packed in stack order: the list of frame 0 comes first,
// then that of frame 1, and so on, with no gap. Popping, removing or
// unwinding frames frees their part at once; a list that grows under the
// top moves the lists above it up. So one game state has one layout, however
// it got there: a clone, a loaded game and the original compare equal.
//
// A Core reaches it through Frames, Push, Pop, RemoveFrame and Unwind, and a
// frame's list and queue through List, SetList, AppendList, DeleteList,
// FilterList and their Queue counterparts. It marshals to JSON as the array
// of its frames, each with its "list" and "queue", as a []Frame did when
// frames held them.
type Stack struct {
	frames []Frame
	lists  arena[int32]
	queues arena[Queued]
}

// arena holds the parts (lists, or queues) of a stack's frames, packed in
// stack order; which span of a frame places its part in it is told by sp
// (listSpan, queueSpan) to each method. Its methods are the operations of
// Core on a frame's list or queue, written once for both.
type arena[T any] []T

// span places a frame's list or queue in its arena: off is where it starts,
// n is 1 + its length, or 0 when the frame has none (nil), which a saved
// game tells from an empty one. An empty span has off 0, so that a frame
// with no list and no queue is the zero of its other fields (a frame
// pushed compares equal to its literal).
type span struct {
	off, n uint32
}

// len returns the number of items of s.
func (s span) len() int {
	if s.n <= 1 {
		return 0
	}
	return int(s.n - 1)
}

// at returns where in its arena, of length end, the list of frame i of
// frames starts, or its queue when sp is queueSpan, or where it would
// start: after those of the frames below it.
func at(frames []Frame, i int, sp bool, end int) int {
	if s := frames[i].span(sp); s.len() > 0 {
		return int(s.off)
	}
	if i == len(frames)-1 {
		return end // the top frame's part would start at the arena's end
	}
	for j := i - 1; j >= 0; j-- {
		if s := frames[j].span(sp); s.len() > 0 {
			return int(s.off) + s.len()
		}
	}
	return 0
}

// span returns the span of f's list, or of its queue when queue is set.
func (f *Frame) span(queue bool) *span {
	if queue {
		return &f.queue
	}
	return &f.list
}

// Which span of a frame (Frame.span).
const (
	listSpan  = false
	queueSpan = true
)

// IsZero reports whether the stack has no frame (its JSON is then left out).
func (k Stack) IsZero() bool { return len(k.frames) == 0 }

// NewStack returns an empty stack with room for n frames. Unlike the zero
// Stack it is not nil: a codec that tells the two apart restores it so.
func NewStack(n int) Stack { return Stack{frames: make([]Frame, 0, n)} }

// Reused returns an empty stack that reuses k's memory, holding nothing of
// it, with room for at least n frames; k must not be used afterwards.
func (k Stack) Reused(n int) Stack {
	if cap(k.frames) < n {
		return NewStack(n)
	}
	clear(k.frames[:cap(k.frames)])
	clear(k.queues[:cap(k.queues)])
	return Stack{frames: k.frames[:0], lists: k.lists[:0], queues: k.queues[:0]}
}

// clone returns a copy of k sharing no memory with it.
func (k *Stack) clone() Stack {
	return Stack{frames: slices.Clone(k.frames), lists: slices.Clone(k.lists), queues: slices.Clone(k.queues)}
}

// push puts f on top, with no list and no queue.
func (k *Stack) push(f Frame) {
	f.list, f.queue = span{}, span{}
	k.frames = append(k.frames, f)
}

// pushNew puts a frame of kind kind for seat on top, every other field
// zero, and returns it: push of such a frame, written in its place rather
// than built aside and copied (a frame is 128 bytes).
func (k *Stack) pushNew(kind FrameKind, seat engine.Seat) *Frame {
	n := len(k.frames)
	if n < cap(k.frames) {
		k.frames = k.frames[:n+1]
		k.frames[n] = Frame{} // pop leaves what it removed in the room
	} else {
		k.frames = append(k.frames, Frame{})
	}
	f := &k.frames[n]
	f.Kind, f.Seat = kind, seat
	return f
}

// PushNew is Push(Frame{Kind: kind, Seat: seat}), returning the frame
// pushed, now the top one, for its caller to fill in its other fields
// (kernel.Machine.PushProgram) or to step it.
func (c *Core) PushNew(kind FrameKind, seat engine.Seat) *Frame { return c.Stack.pushNew(kind, seat) }

// unwind removes frame i and every frame above it, and their lists and
// queues.
func (k *Stack) unwind(i int) {
	if i >= len(k.frames) {
		return
	}
	k.lists = k.lists[:at(k.frames, i, listSpan, len(k.lists))]
	q := at(k.frames, i, queueSpan, len(k.queues))
	clear(k.queues[q:]) // hold no program name of a frame gone
	k.queues = k.queues[:q]
	k.frames = k.frames[:i]
}

// pop removes the top frame, and its list and queue. It clears nothing:
// what a queue held past the arena's end (card ids of programs, which the
// rules hold anyway) is written over by the next queue, and a cheap pop is
// inlined in Core.Pop.
func (k *Stack) pop() {
	n := len(k.frames) - 1
	f := &k.frames[n]
	if f.list.n > 1 { // else the arena ends below it already
		k.lists = k.lists[:f.list.off]
	}
	if f.queue.n > 1 {
		k.queues = k.queues[:f.queue.off]
	}
	k.frames = k.frames[:n]
}

// freeParts frees the list and queue of frame i, moving those of the
// frames above it down (Core.RemoveFrame).
func (k *Stack) freeParts(i int) {
	k.lists.free(k.frames, i, listSpan)
	k.queues.free(k.frames, i, queueSpan)
}

// free frees the part of frame i of frames (its span sp), moving the parts
// of the frames above it down.
func (a *arena[T]) free(frames []Frame, i int, sp bool) {
	if n := frames[i].span(sp).len(); n > 0 {
		*a = splice(*a, frames, i, sp, 0, n, nil)
	}
}

// splice replaces items lo to hi of the part of arena a that frame i of
// frames holds (its span sp) with items, moving the parts of the frames
// above it, and returns the arena. The frame's part is then not nil. items
// may be a part of the arena itself (a list copied from another frame's, or
// its own, shortened).
func splice[T any](a arena[T], frames []Frame, i int, sp bool, lo, hi int, items []T) arena[T] {
	s := frames[i].span(sp)
	n := s.len() - (hi - lo) + len(items)
	start := at(frames, i, sp, len(a))
	lo, hi = start+lo, start+hi
	d := len(items) - (hi - lo)
	switch {
	case d <= 0:
		// items first, then the rest moves down: a part of the arena
		// among items lies at or above hi, where nothing is written
		// before it is read.
		copy(a[lo:], items)
		copy(a[lo+len(items):], a[hi:])
		clear(a[len(a)+d:])
		a = a[:len(a)+d]
	case hi == len(a):
		// The part grows at the end of the arena (the top frame's, the
		// usual case): an append, which reads items before writing over
		// any of them.
		a = append(a[:lo], items...)
	default:
		// A part under the top grows: the parts above move up. Into a
		// new arena, so that items, which may be one of those parts, is
		// read where it was.
		b := make(arena[T], len(a)+d, 2*(len(a)+d))
		copy(b, a[:lo])
		copy(b[lo:], items)
		copy(b[lo+len(items):], a[hi:])
		a = b
	}
	s.off, s.n = uint32(start), uint32(n)+1
	if n == 0 {
		s.off = 0
	}
	if d != 0 {
		for j := i + 1; j < len(frames); j++ {
			if t := frames[j].span(sp); t.len() > 0 {
				t.off = uint32(int(t.off) + d)
			}
		}
	}
	return a
}

// view returns the part of arena a that s places, nil for none; it is
// capped at its length, so that appending to it cannot overwrite the next
// frame's part.
func (a arena[T]) view(s span) []T {
	if s.n == 0 {
		return nil
	}
	if s.n == 1 {
		return []T{} // empty, not nil; no allocation
	}
	end := s.off + s.n - 1
	return a[s.off:end:end]
}

// index returns the place in the stack of frame f, which must be one of its
// frames (a pointer to a frame of Frames or Top, not to a copy, and taken
// since the last Push: pushing may move the frames).
func (k *Stack) index(f *Frame) int {
	for i := len(k.frames) - 1; i >= 0; i-- {
		if &k.frames[i] == f {
			return i
		}
	}
	panic("kernel: the frame is not on the stack (a copy, or taken before a push moved the frames)")
}

// Frames returns the frames of the stack, bottom first. Their fields may be
// changed in place, but the slice must not be appended to or kept: frames
// come and go through Push, Pop, RemoveFrame and Unwind, and their lists
// and queues are read and changed through List, Queue and the methods
// beside them. It is nil when the stack has never held a frame (NewStack
// excepted), as a codec that tells nil from empty needs.
func (c *Core) Frames() []Frame { return c.Stack.frames }

// List returns the list of frame f, nil if it has none. It is a view of the
// stack's arena, capped at its length: its items may be read, and changed
// in place, until the next change of any frame's list (SetList, AppendList,
// DeleteList, FilterList, Pop, RemoveFrame, Unwind), and it must not be
// appended to. f may be a copy of a frame of the stack as long as no list
// has changed since it was copied.
func (c *Core) List(f *Frame) []int32 { return c.Stack.lists.view(f.list) }

// SetList makes l, copied, the list of frame f of the stack; a nil l
// leaves it none.
func (c *Core) SetList(f *Frame, l []int32) { c.Stack.lists.set(&c.Stack, f, listSpan, l) }

// AppendList appends xs to the list of frame f of the stack; appending
// nothing to no list leaves it none, as append does.
func (c *Core) AppendList(f *Frame, xs ...int32) { c.Stack.lists.add(&c.Stack, f, listSpan, xs) }

// DeleteList removes items i to j of the list of frame f of the stack.
func (c *Core) DeleteList(f *Frame, i, j int) {
	c.Stack.lists.remove(&c.Stack, f, listSpan, i, j, "DeleteList")
}

// FilterList keeps, in order, the items of the list of frame f of the
// stack for which keep is true.
func (c *Core) FilterList(f *Frame, keep func(int32) bool) {
	c.Stack.lists.filter(&c.Stack, f, listSpan, keep, "DeleteList")
}

// Queue returns the queue of frame f, nil if it has none: a view of the
// stack's arena with the rules of List's.
func (c *Core) Queue(f *Frame) []Queued { return c.Stack.queues.view(f.queue) }

// SetQueue makes q, copied, the queue of frame f of the stack; a nil q
// leaves it none.
func (c *Core) SetQueue(f *Frame, q []Queued) { c.Stack.queues.set(&c.Stack, f, queueSpan, q) }

// AppendQueue appends qs to the queue of frame f of the stack; appending
// nothing to no queue leaves it none.
func (c *Core) AppendQueue(f *Frame, qs ...Queued) { c.Stack.queues.add(&c.Stack, f, queueSpan, qs) }

// DeleteQueue removes items i to j of the queue of frame f of the stack.
func (c *Core) DeleteQueue(f *Frame, i, j int) {
	c.Stack.queues.remove(&c.Stack, f, queueSpan, i, j, "DeleteQueue")
}

// FilterQueue keeps, in order, the items of the queue of frame f of the
// stack for which keep is true.
func (c *Core) FilterQueue(f *Frame, keep func(Queued) bool) {
	c.Stack.queues.filter(&c.Stack, f, queueSpan, keep, "DeleteQueue")
}

// set makes l, copied, the part of frame f of stack k (its span sp), a is
// k's arena for it; a nil l leaves it none (SetList, SetQueue).
func (a *arena[T]) set(k *Stack, f *Frame, sp bool, l []T) {
	s := f.span(sp)
	*a = splice(*a, k.frames, k.index(f), sp, 0, s.len(), l)
	if l == nil {
		s.n = 0
	}
}

// add appends xs to the part of frame f of stack k; appending nothing to
// none leaves it none (AppendList, AppendQueue).
func (a *arena[T]) add(k *Stack, f *Frame, sp bool, xs []T) {
	if len(xs) == 0 {
		return
	}
	n := f.span(sp).len()
	*a = splice(*a, k.frames, k.index(f), sp, n, n, xs)
}

// remove removes items i to j of the part of frame f of stack k; op names
// the Core method in the panic of a range out of bounds (DeleteList,
// DeleteQueue).
func (a *arena[T]) remove(k *Stack, f *Frame, sp bool, i, j int, op string) {
	s := f.span(sp)
	if n := s.len(); i < 0 || j < i || j > n {
		panic("kernel: " + op + " out of range")
	}
	if s.n == 0 {
		return // nothing to remove from none, which stays none
	}
	*a = splice(*a, k.frames, k.index(f), sp, i, j, nil)
}

// filter keeps, in order, the items of the part of frame f of stack k for
// which keep is true (FilterList, FilterQueue; op as for remove).
func (a *arena[T]) filter(k *Stack, f *Frame, sp bool, keep func(T) bool, op string) {
	l := a.view(*f.span(sp))
	n := 0
	for _, x := range l {
		if keep(x) {
			l[n] = x
			n++
		}
	}
	if n < len(l) {
		a.remove(k, f, sp, n, len(l), op)
	}
}

// PushWith pushes f with list l and queue q (copied; nil for none).
func (c *Core) PushWith(f Frame, l []int32, q []Queued) {
	c.Push(f)
	if l != nil {
		c.SetList(c.Top(), l)
	}
	if q != nil {
		c.SetQueue(c.Top(), q)
	}
}

// frameJSON is a Frame as JSON shows it: its fields, with its list and
// queue in place (after T), as when a Frame held them.
type frameJSON struct {
	Kind     FrameKind     `json:"kind"`
	Step     int32         `json:"step,omitempty"`
	Seat     engine.Seat   `json:"seat"`
	Src      int32         `json:"src,omitempty"`
	Would    Expected      `json:"would,omitzero"`
	Ref      Ref           `json:"ref,omitzero"`
	PC       int32         `json:"pc,omitempty"`
	N        int32         `json:"n,omitempty"`
	M        int32         `json:"m,omitempty"`
	T        int32         `json:"t,omitempty"`
	List     []int32       `json:"list,omitempty"`
	Queue    []Queued      `json:"queue,omitempty"`
	Opt      engine.Option `json:"opt,omitzero"`
	Num      int32         `json:"num,omitempty"`
	By       engine.Seat   `json:"by,omitempty"`
	Answered bool          `json:"answered,omitempty"`
}

// MarshalJSON encodes the stack as the array of its frames, each with its
// list and queue.
func (k Stack) MarshalJSON() ([]byte, error) {
	out := make([]frameJSON, len(k.frames))
	for i := range k.frames {
		f := &k.frames[i]
		out[i] = frameJSON{
			Kind: f.Kind, Step: f.Step, Seat: f.Seat, Src: f.Src, Would: f.Would, Ref: f.Ref,
			PC: f.PC, N: f.N, M: f.M, T: f.T,
			List: k.lists.view(f.list), Queue: k.queues.view(f.queue),
			Opt: f.Opt, Num: f.Num, By: f.By, Answered: f.Answered,
		}
	}
	return json.Marshal(out)
}

// UnmarshalJSON decodes a stack encoded by MarshalJSON, rebuilding its
// arenas; null is the empty stack.
func (k *Stack) UnmarshalJSON(b []byte) error {
	var in []frameJSON
	if err := json.Unmarshal(b, &in); err != nil {
		return err
	}
	var c Core
	if in != nil {
		c.Stack = NewStack(len(in))
	}
	for _, f := range in {
		c.PushWith(Frame{
			Kind: f.Kind, Step: f.Step, Seat: f.Seat, Src: f.Src, Would: f.Would, Ref: f.Ref,
			PC: f.PC, N: f.N, M: f.M, T: f.T,
			Opt: f.Opt, Num: f.Num, By: f.By, Answered: f.Answered,
		}, f.List, f.Queue)
	}
	*k = c.Stack
	return nil
}
