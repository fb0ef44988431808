package kernel

import (
	"fmt"

	"github.com/datafort/datafort/engine"
)

// AppendBinary appends a compact encoding of the window to b: its pass
// rule, its seats, who has priority, the passes, and its two flags. The
// frame it is bound to is left out: the codec of the Core restores it with
// Core.BindWindows.
func (w Window) AppendBinary(b []byte) ([]byte, error) {
	b = append(b, byte(w.rule), w.n)
	b = append(b, w.seats[:w.n]...)
	flags := byte(0)
	if w.reopen {
		flags |= 1
	}
	if w.closed {
		flags |= 2
	}
	return append(b, w.at, w.passes, flags), nil
}

// DecodeBinary decodes a window encoded by AppendBinary, bound to no frame,
// from the start of data and returns the rest, refusing a window that no sequence of passes
// and acts could have produced.
func (w *Window) DecodeBinary(data []byte) ([]byte, error) {
	if len(data) < 2 {
		return nil, fmt.Errorf("kernel: window: truncated")
	}
	d := Window{rule: PassRule(data[0]), n: data[1]}
	data = data[2:]
	if int(d.n) > MaxSeats || len(data) < int(d.n)+3 {
		return nil, fmt.Errorf("kernel: window: %d seats, truncated or over %d", d.n, MaxSeats)
	}
	copy(d.seats[:d.n], data)
	data = data[d.n:]
	d.at, d.passes = data[0], data[1]
	d.reopen, d.closed = data[2]&1 != 0, data[2]&2 != 0
	if int(d.at) >= MaxSeats || int(d.passes) > MaxSeats {
		return nil, fmt.Errorf("kernel: window: priority at %d after %d passes", d.at, d.passes)
	}
	if err := d.check(); err != nil {
		return nil, fmt.Errorf("kernel: window: %w", err)
	}
	*w = d
	return data[3:], nil
}

// EncodeTo appends the compact encoding of c to e (codec.go): the
// generator's state, the next decision's id, the stack's frames with their
// lists and queues, the open windows, the pending decisions, the lasting
// effects, the use limits, and whether the game is over with the
// occurrences waiting for a checkpoint. The fields a game may leave zero
// (an imminent instruction, pending instances' controllers, an effect's
// After, a limit per seat, buffered occurrences) follow a flag only when
// set, so that the encoding of a Core without them is what it was before
// they existed. e.Codec writes the options' verbs.
func (c *Core) EncodeTo(e *Encoder) {
	e.B, _ = c.RNG.AppendBinary(e.B) // a PCG's encoding cannot fail
	e.Uvarint(c.NextDecision)
	frames := c.Frames()
	e.Len(len(frames), frames == nil)
	for i := range frames {
		f := &frames[i]
		e.Uvarint(uint64(f.Kind))
		e.Int32(f.Step)
		e.Seat(f.Seat)
		e.Int32(f.Src)
		e.Ref(f.Ref)
		e.Int32(f.PC)
		e.Int32(f.N)
		e.Int32(f.M)
		e.Int32(f.T)
		e.Int32s(c.List(f))
		queue := c.Queue(f)
		e.Len(len(queue), queue == nil)
		for _, q := range queue {
			e.Int32(q.Src)
			e.Ref(q.Ref)
		}
		e.Option(f.Opt)
		e.Int32(f.Num)
		e.Seat(f.By)
		// Answered, and bit 2 when the frame has the fields a game may
		// leave zero (an imminent instruction, queued instances'
		// controllers): they follow only then.
		ext := frameExt(f, queue)
		e.Flags(f.Answered, ext)
		if ext {
			e.Expected(f.Would)
			for _, q := range queue {
				e.Seat(q.Seat)
				// Optional is bit 1 and Own bit 2 of one byte: a queue
				// without Own encodes as it did before Own.
				e.Flags(q.Optional, q.Own)
				e.Occurrence(q.Occ)
			}
		}
	}
	e.Len(len(c.Windows), c.Windows == nil)
	for _, w := range c.Windows {
		e.B, _ = w.AppendBinary(e.B) // cannot fail
	}
	e.Len(len(c.Pending), c.Pending == nil)
	for i := range c.Pending {
		d := &c.Pending[i]
		e.Uvarint(d.ID)
		e.Seat(d.Seat)
		e.Uvarint(uint64(d.Kind))
		e.String(d.Prompt)
		e.Len(len(d.Options), d.Options == nil)
		for _, o := range d.Options {
			e.Option(o)
		}
		e.Varint(int64(d.Min))
		e.Varint(int64(d.Max))
		e.String(d.Rule)
	}
	e.Len(len(c.Lasting), c.Lasting == nil)
	for i := range c.Lasting {
		l := &c.Lasting[i]
		e.Int32(l.Src)
		e.Seat(l.Seat)
		e.Uvarint(uint64(l.Mod))
		e.Int32(l.N)
		e.Int32(l.Arg)
		e.Int32(l.Obj)
		e.Uvarint(uint64(l.On))
		e.Ref(l.Ref)
		e.Int32(l.PC)
		e.Uvarint(uint64(l.Starts))
		e.Uvarint(uint64(l.Until))
		e.Int32(l.Count)
		e.Bool(l.Mine)
		// Every, and bit 2 when the effect was made after occurrences
		// waiting for a checkpoint (Lasting.After): it follows only then.
		e.Flags(l.Every, l.After != 0)
		e.Int32(l.Price)
		if l.After != 0 {
			e.Int32(l.After)
		}
	}
	e.Len(len(c.Uses), c.Uses == nil)
	for _, u := range c.Uses {
		e.Int32(u.Obj)
		e.Varint(int64(u.Ability))
		e.Int32(u.N)
		// A limit per seat (Use.Seat, Use.Mine) is an extension flagged
		// above the 16 bits of Until, so that the encoding of every other
		// limit is what it was.
		if u.Seat != 0 || u.Mine {
			e.Uvarint(uint64(u.Until) | useSeatFlag)
			e.Seat(u.Seat)
			e.Bool(u.Mine)
		} else {
			e.Uvarint(uint64(u.Until))
		}
	}
	// Over, and bit 2 when occurrences wait for a checkpoint: they follow
	// only then.
	e.Flags(c.Over, len(c.Occurred) > 0)
	if len(c.Occurred) > 0 {
		e.Uvarint(uint64(len(c.Occurred)))
		for _, o := range c.Occurred {
			e.Occurrence(o)
		}
	}
}

// frameExt reports whether frame f, with its queue, has a field of the
// extension set: an expected effect, or a queued instance's controller,
// flags or occurrence.
func frameExt(f *Frame, queue []Queued) bool {
	if f.Would != (Expected{}) {
		return true
	}
	for _, q := range queue {
		if q.Seat != 0 || q.Optional || q.Own || q.Occ != (Occurrence{}) {
			return true
		}
	}
	return false
}

// useSeatFlag marks, above the 16 bits of a use limit's Until, a limit
// per seat: its Seat and Mine follow.
const useSeatFlag = 1 << 16

// rngSize is the length of an encoded generator state.
var rngSize = func() int {
	r := engine.NewRNG(1)
	b, _ := r.AppendBinary(nil)
	return len(b)
}()

// DecodeFrom decodes into c a Core encoded by EncodeTo, with the checks of
// d's Codec (frame kinds, Refs; the windows are bound to the frames that
// own one), and returns d's error: the first met, naming the part of the
// Core and the byte. c's stack and slices are made anew.
func (c *Core) DecodeFrom(d *Decoder) error {
	if d.err != nil {
		return d.err
	}
	c.decode(d)
	d.Wrap("core")
	return d.err
}

// decode is DecodeFrom without its wrapping: it stops at the first error.
func (c *Core) decode(d *Decoder) {
	if d.Left() < rngSize {
		d.Failf("generator state of %d bytes, %d left", rngSize, d.Left())
		return
	}
	if err := c.RNG.UnmarshalBinary(d.b[d.p : d.p+rngSize]); err != nil {
		d.Failf("generator state: %w", err)
		return
	}
	d.p += rngSize
	c.NextDecision = d.Uvarint()
	knownKind := func(FrameKind) bool { return true }
	if d.codec != nil && d.codec.KnownKind != nil {
		knownKind = d.codec.KnownKind
	}
	if n := d.Len(); n >= 0 {
		// Each frame is pushed as it is read, its list and queue copied
		// into the stack's arenas.
		c.Stack = NewStack(n)
		for i := range n {
			c.decodeFrame(d, knownKind)
			if d.err != nil {
				d.Wrap("frame %d of %d", i, n)
				return
			}
		}
	}
	if n := d.Len(); n >= 0 {
		c.Windows = make([]Window, n)
		for i := range c.Windows {
			rest, err := c.Windows[i].DecodeBinary(d.b[d.p:])
			if err != nil {
				d.Failf("window %d of %d: %w", i, n, err)
				return
			}
			d.p = len(d.b) - len(rest)
		}
		owns := func(*Frame) bool { return false }
		if d.codec != nil && d.codec.WindowFrame != nil {
			owns = d.codec.WindowFrame
		}
		if err := c.BindWindows(owns); err != nil {
			d.Failf("%w", err)
			return
		}
	}
	if n := d.Len(); n >= 0 {
		c.Pending = make([]engine.Decision, n)
		for i := range c.Pending {
			x := &c.Pending[i]
			x.ID = d.Uvarint()
			x.Seat = d.Seat()
			x.Kind = engine.Kind(d.Uint8())
			x.Prompt = d.String()
			if m := d.Len(); m >= 0 {
				x.Options = make([]engine.Option, m)
				for j := range x.Options {
					x.Options[j] = d.Option()
				}
			}
			x.Min = int(d.Varint())
			x.Max = int(d.Varint())
			x.Rule = d.String()
			if d.err != nil {
				d.Wrap("decision %d of %d", i, n)
				return
			}
		}
	}
	if n := d.Len(); n >= 0 {
		c.Lasting = make([]Lasting, n)
		for i := range c.Lasting {
			l := &c.Lasting[i]
			l.Src = d.Int32()
			l.Seat = d.Seat()
			l.Mod = ModKind(d.Uint16())
			l.N = d.Int32()
			l.Arg = d.Int32()
			l.Obj = d.Int32()
			l.On = EventType(d.Uint16())
			l.Ref = d.Ref()
			l.PC = d.Int32()
			l.Starts = EventType(d.Uint16())
			l.Until = EventType(d.Uint16())
			l.Count = d.Int32()
			l.Mine = d.Bool()
			var after bool
			l.Every, after = d.Flags()
			l.Price = d.Int32()
			if after {
				l.After = d.Int32()
			}
			if d.err != nil {
				d.Wrap("lasting effect %d of %d", i, n)
				return
			}
		}
	}
	if n := d.Len(); n >= 0 {
		c.Uses = make([]Use, n)
		for i := range c.Uses {
			u := &c.Uses[i]
			u.Obj, u.Ability, u.N = d.Int32(), d.Int16(), d.Int32()
			at := d.p
			x := d.Uvarint()
			u.Until = EventType(uint16(x))
			switch x &^ 0xffff {
			case 0:
			case useSeatFlag:
				u.Seat, u.Mine = d.Seat(), d.Bool()
			default:
				d.failAt(at, "bad flags %#x", x&^0xffff)
			}
			if d.err != nil {
				d.Wrap("use limit %d of %d", i, n)
				return
			}
		}
	}
	var ext bool
	c.Over, ext = d.Flags()
	if ext {
		at := d.p
		n := d.Uvarint()
		if n > uint64(d.Left()) {
			d.failAt(at, "%d occurrences, %d bytes left", n, d.Left())
			return
		}
		c.Occurred = make([]Occurrence, n)
		for i := range c.Occurred {
			c.Occurred[i] = d.Occurrence()
		}
		if d.err != nil {
			d.Wrap("occurrences")
		}
	}
}

// decodeFrame pushes the next frame of d on c's stack.
func (c *Core) decodeFrame(d *Decoder, knownKind func(FrameKind) bool) {
	c.Push(Frame{})
	f := c.Top()
	at := d.p
	f.Kind = FrameKind(d.Uint8())
	if d.err == nil && !knownKind(f.Kind) {
		d.failAt(at, "frame kind %d: not one of the game's", f.Kind)
		return
	}
	f.Step = d.Int32()
	f.Seat = d.Seat()
	f.Src = d.Int32()
	f.Ref = d.Ref()
	f.PC = d.Int32()
	f.N = d.Int32()
	f.M = d.Int32()
	f.T = d.Int32()
	if l := d.Int32s(); l != nil {
		c.SetList(f, l)
	}
	var queue []Queued // nil: none
	if m := d.Len(); m >= 0 {
		queue = d.queue[:0]
		for range m {
			queue = append(queue, Queued{Src: d.Int32(), Ref: d.Ref()})
		}
		d.queue = queue
		if queue == nil {
			queue = []Queued{} // an empty queue, not none
		}
	}
	f.Opt = d.Option()
	f.Num = d.Int32()
	f.By = d.Seat()
	var ext bool
	f.Answered, ext = d.Flags()
	if ext {
		f.Would = d.Expected()
		for j := range queue {
			q := &queue[j]
			q.Seat = d.Seat()
			q.Optional, q.Own = d.Flags()
			q.Occ = d.Occurrence()
		}
	}
	if queue != nil {
		c.SetQueue(f, queue)
	}
}
