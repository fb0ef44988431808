package kernel

import (
	"encoding/binary"
	"fmt"
	"slices"
	"strings"

	"github.com/datafort/datafort/engine"
)

// The compact binary codec every game's state encoding is built of: the
// primitives (Encoder, Decoder) and what a game adds to them (Codec). The
// encoding of the Core itself is in binary.go (Core.EncodeTo,
// Core.DecodeFrom).
//
// Integers are varints (signed ones zig-zag), booleans one byte, strings
// and slices a length then their items; a slice's length is written plus
// one, 0 standing for a nil slice, so that nil and empty survive the trip
// as JSON keeps them apart. Card ids and the Refs of programs are written
// as their names (CardID.String), never as the numbers of this process.

// Codec is what a game adds to the kernel's encoding of its Core: the
// option verbs it writes as small numbers, and the checks that only the
// game can make of a decoded Core. A game makes one at initialisation
// (NewCodec, then the hooks) and gives it to every Encoder and Decoder of
// its states; it is read, never changed, afterwards.
type Codec struct {
	verbs []engine.Verb
	index map[engine.Verb]int

	// WindowFrame reports whether frame f runs one of the Core's open
	// windows: the binding of windows to frames is not saved, and the
	// decoder restores it with Core.BindWindows. Nil: no frame owns one,
	// and a Core with open windows is refused.
	WindowFrame func(f *Frame) bool
	// KnownKind reports whether k is a frame kind of the game (a Machine
	// registration, or its program or queue kind). Nil: any kind is
	// accepted, and a corrupt one meets the Machine's panic.
	KnownKind func(k FrameKind) bool
	// KnownRef reports whether r names a program of the game (a card's
	// ability, a rules program). It is asked of every Ref decoded but the
	// zero Ref (which names nothing). Nil: any Ref is accepted.
	KnownRef func(r Ref) bool
}

// NewCodec returns the codec of a game that writes the given option
// verbs as their place in the list (one byte for the first 127); other
// verbs are written by name. The places are part of the game's format:
// the list may only be appended to.
func NewCodec(verbs ...engine.Verb) *Codec {
	c := &Codec{verbs: slices.Clone(verbs), index: make(map[engine.Verb]int, len(verbs))}
	for i, v := range verbs {
		if _, dup := c.index[v]; dup {
			panic(fmt.Sprintf("kernel.NewCodec: verb %q listed twice", v))
		}
		c.index[v] = i
	}
	return c
}

// Encoder appends the compact encoding of values to B. Its methods cannot
// fail: every value has an encoding.
type Encoder struct {
	// B is the encoding so far.
	B []byte
	// Hash writes a nil slice as an empty one: the two are the same state,
	// and a state restored from JSON (which drops the empty slices it
	// omits) must hash as the original. The result is for hashing only.
	Hash bool
	// Codec is the game's (NewCodec); Option and Core.EncodeTo need it.
	// Nil: every verb is written by name.
	Codec *Codec
}

// Uvarint writes x as an unsigned varint.
func (e *Encoder) Uvarint(x uint64) { e.B = binary.AppendUvarint(e.B, x) }

// Varint writes x as a zig-zag varint.
func (e *Encoder) Varint(x int64) { e.B = binary.AppendVarint(e.B, x) }

// Int32 writes x as a zig-zag varint.
func (e *Encoder) Int32(x int32) { e.B = binary.AppendVarint(e.B, int64(x)) }

// Seat writes a seat as a zig-zag varint (NoSeat is -1).
func (e *Encoder) Seat(x engine.Seat) { e.B = binary.AppendVarint(e.B, int64(x)) }

// Bool writes one byte, 1 or 0.
func (e *Encoder) Bool(x bool) {
	if x {
		e.B = append(e.B, 1)
	} else {
		e.B = append(e.B, 0)
	}
}

// Flags writes one byte: bit 1 for set, bit 2 for ext, which a format uses
// to say that an extension follows (fields added later, written only when
// set, so that older states keep their bytes).
func (e *Encoder) Flags(set, ext bool) {
	b := byte(0)
	if set {
		b |= 1
	}
	if ext {
		b |= 2
	}
	e.B = append(e.B, b)
}

// String writes s: its length, then its bytes.
func (e *Encoder) String(s string) {
	e.Uvarint(uint64(len(s)))
	e.B = append(e.B, s...)
}

// Bytes writes b as String writes a string.
func (e *Encoder) Bytes(b []byte) {
	e.Uvarint(uint64(len(b)))
	e.B = append(e.B, b...)
}

// Len writes the length l of a slice plus one, or 0 when it is nil (and
// the encoding is not for a hash): its items follow.
func (e *Encoder) Len(l int, isNil bool) {
	if isNil && !e.Hash {
		e.B = append(e.B, 0)
		return
	}
	e.Uvarint(uint64(l) + 1)
}

// Int32s writes a list of int32.
func (e *Encoder) Int32s(l []int32) {
	e.Len(len(l), l == nil)
	for _, x := range l {
		e.Int32(x)
	}
}

// Seats writes a list of seats.
func (e *Encoder) Seats(l []engine.Seat) {
	e.Len(len(l), l == nil)
	for _, x := range l {
		e.Seat(x)
	}
}

// StringMap writes a map of strings, its keys in order.
func (e *Encoder) StringMap(m map[string]string) {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	e.Len(len(keys), m == nil)
	for _, k := range keys {
		e.String(k)
		e.String(m[k])
	}
}

// CardID writes a card id as its name.
func (e *Encoder) CardID(id CardID) { e.String(id.String()) }

// Ref writes a Ref: its card id's name, then its ability.
func (e *Encoder) Ref(r Ref) {
	e.String(r.Card.String())
	e.Varint(int64(r.Ability))
}

// Option writes an option: its verb as its place in the Codec's list plus
// one, or 0 then its name; then its card, target and argument.
func (e *Encoder) Option(o engine.Option) {
	if i, ok := e.Codec.verbIndex(o.Verb); ok {
		e.Uvarint(uint64(i) + 1)
	} else {
		e.B = append(e.B, 0)
		e.String(o.Verb.String())
	}
	e.Varint(int64(o.Card))
	e.Varint(int64(o.Target))
	e.Varint(int64(o.Arg))
}

// verbIndex returns v's place in c's list of verbs; a nil Codec has none.
func (c *Codec) verbIndex(v engine.Verb) (int, bool) {
	if c == nil {
		return 0, false
	}
	i, ok := c.index[v]
	return i, ok
}

// Occurrence writes an occurrence.
func (e *Encoder) Occurrence(o Occurrence) {
	e.Uvarint(uint64(o.Type))
	e.Seat(o.Seat)
	e.Int32(o.Obj)
	e.Int32(o.N)
}

// Expected writes an imminent instruction.
func (e *Encoder) Expected(x Expected) {
	e.Uvarint(uint64(x.Type))
	e.Varint(int64(x.Seat))
	e.Int32(x.Obj)
	e.Int32(x.N)
}

// DecodeError is the refusal of an encoding: what was being decoded (Path,
// outermost first, "frame 2 of 3: queue item 0"), the byte it was found
// at, and what was wrong.
type DecodeError struct {
	Path   []string
	Offset int // the byte at which the error was found
	Size   int // the length of the input
	Err    error
}

// Error returns "path: at byte N of M: what was wrong".
func (e *DecodeError) Error() string {
	var s strings.Builder
	for _, p := range e.Path {
		s.WriteString(p)
		s.WriteString(": ")
	}
	fmt.Fprintf(&s, "at byte %d of %d: %v", e.Offset, e.Size, e.Err)
	return s.String()
}

// Unwrap returns what was wrong.
func (e *DecodeError) Unwrap() error { return e.Err }

// Decoder reads the compact encoding. The first error sticks (Err):
// reads after it return zeros, so that a decoding function reads on and
// checks once at the end. Every length is checked against the bytes left
// before anything is made of it (every item takes a byte at least), so
// that no input makes it allocate more than a fixed multiple of its
// length, and every integer against the range of the field it is read
// into.
//
// It reads its input from position p, which only it moves: advancing an
// int, not re-slicing the input, spares the garbage collector a write
// barrier per read.
type Decoder struct {
	b     []byte
	p     int
	err   error
	codec *Codec
	arena []int32  // room for the lists still to decode (Int32s)
	queue []Queued // room for a frame's queue, copied into the stack
}

// NewDecoder returns a decoder of b for a game of codec c (nil: a codec
// with no verbs and no hooks). Slices it returns (Bytes) share b.
func NewDecoder(b []byte, c *Codec) *Decoder { return &Decoder{b: b, codec: c} }

// Err returns the first error met, nil if none: a *DecodeError.
func (d *Decoder) Err() error { return d.err }

// Left returns the number of bytes not yet read.
func (d *Decoder) Left() int { return len(d.b) - d.p }

// Failf records an error at the current byte, unless one is recorded
// already, and skips the rest of the input. err, if among args, is
// wrapped when the format says %w.
func (d *Decoder) Failf(format string, args ...any) { d.failAt(d.p, format, args...) }

// failAt is Failf of a value that starts at byte at.
func (d *Decoder) failAt(at int, format string, args ...any) {
	if d.err == nil {
		d.err = &DecodeError{Offset: at, Size: len(d.b), Err: fmt.Errorf(format, args...)}
	}
	d.p = len(d.b)
}

// Wrap adds what was being decoded to the path of the error recorded, if
// any (the outermost part wraps last). A decoding loop calls it once, as
// it stops at the first error.
func (d *Decoder) Wrap(format string, args ...any) {
	if de, ok := d.err.(*DecodeError); ok {
		de.Path = slices.Insert(de.Path, 0, fmt.Sprintf(format, args...))
	}
}

// Uvarint reads an unsigned varint. The readers of integers take a value
// of one byte, the usual case, inline, and call a function for the rest.
func (d *Decoder) Uvarint() uint64 {
	if p := d.p; p < len(d.b) {
		if x := d.b[p]; x < 0x80 {
			d.p = p + 1
			return uint64(x)
		}
	}
	return d.uvarint()
}

// uvarint is Uvarint of a value of more than one byte, or of none.
func (d *Decoder) uvarint() uint64 {
	x, n := binary.Uvarint(d.b[d.p:])
	if n <= 0 {
		d.Failf("truncated or overflowing unsigned varint")
		return 0
	}
	d.p += n
	return x
}

// Varint reads a zig-zag varint.
func (d *Decoder) Varint() int64 {
	if p := d.p; p < len(d.b) {
		if x := int64(d.b[p]); x < 0x80 {
			d.p = p + 1
			return x>>1 ^ -(x & 1) // zig-zag
		}
	}
	return d.varint()
}

// varint is Varint of a value of more than one byte, or of none.
func (d *Decoder) varint() int64 {
	x, n := binary.Varint(d.b[d.p:])
	if n <= 0 {
		d.Failf("truncated or overflowing varint")
		return 0
	}
	d.p += n
	return x
}

// Int32 reads a varint that must fit an int32.
func (d *Decoder) Int32() int32 {
	if p := d.p; p < len(d.b) {
		if x := int32(d.b[p]); x < 0x80 {
			d.p = p + 1
			return x>>1 ^ -(x & 1) // zig-zag
		}
	}
	return int32(d.ranged(-1<<31, 1<<31-1, "an int32"))
}

// Int16 reads a varint that must fit an int16.
func (d *Decoder) Int16() int16 {
	if p := d.p; p < len(d.b) {
		if x := int16(d.b[p]); x < 0x80 {
			d.p = p + 1
			return x>>1 ^ -(x & 1) // zig-zag
		}
	}
	return int16(d.ranged(-1<<15, 1<<15-1, "an int16"))
}

// ranged reads a varint that must lie in [lo, hi], a field's range (what
// names it).
func (d *Decoder) ranged(lo, hi int64, what string) int64 {
	at := d.p
	x := d.varint()
	if x < lo || x > hi {
		d.failAt(at, "%d overflows %s", x, what)
		return 0
	}
	return x
}

// Uint8 reads an unsigned varint that must fit a byte.
func (d *Decoder) Uint8() uint8 {
	if p := d.p; p < len(d.b) {
		if x := d.b[p]; x < 0x80 {
			d.p = p + 1
			return x
		}
	}
	return uint8(d.uranged(0xff, "a byte"))
}

// Uint16 reads an unsigned varint that must fit a uint16.
func (d *Decoder) Uint16() uint16 {
	if p := d.p; p < len(d.b) {
		if x := uint16(d.b[p]); x < 0x80 {
			d.p = p + 1
			return x
		}
	}
	return uint16(d.uranged(0xffff, "a uint16"))
}

// uranged reads an unsigned varint that must be at most hi, a field's
// largest value (what names the field).
func (d *Decoder) uranged(hi uint64, what string) uint64 {
	at := d.p
	x := d.uvarint()
	if x > hi {
		d.failAt(at, "%d overflows %s", x, what)
		return 0
	}
	return x
}

// Seat reads a seat.
func (d *Decoder) Seat() engine.Seat { return engine.Seat(d.Varint()) }

// Bool reads a byte written by Encoder.Bool: 0 or 1.
func (d *Decoder) Bool() bool {
	if p := d.p; p < len(d.b) {
		if x := d.b[p]; x <= 1 {
			d.p = p + 1
			return x != 0
		}
	}
	d.badFlag()
	return false
}

// badFlag refuses the flag byte at the current position, or its absence.
func (d *Decoder) badFlag() {
	if d.p >= len(d.b) {
		d.Failf("truncated flag")
		return
	}
	d.Failf("flag byte %d", d.b[d.p])
}

// Flags reads a byte written by Encoder.Flags.
func (d *Decoder) Flags() (set, ext bool) {
	if p := d.p; p < len(d.b) {
		if x := d.b[p]; x <= 3 {
			d.p = p + 1
			return x&1 != 0, x&2 != 0
		}
	}
	d.badFlag()
	return false, false
}

// Bytes reads bytes written by Encoder.Bytes or String. They share the
// input: copy them to keep them beyond it.
func (d *Decoder) Bytes() []byte {
	at := d.p
	n := d.Uvarint()
	if n > uint64(d.Left()) {
		d.failAt(at, "string of %d bytes, %d left", n, d.Left())
		return nil
	}
	s := d.b[d.p : d.p+int(n)]
	d.p += int(n)
	return s
}

// String reads a string.
func (d *Decoder) String() string { return string(d.Bytes()) }

// Len reads the length of a slice written by Encoder.Len: -1 for nil. A
// length beyond the bytes left (every item takes one at least) is refused.
func (d *Decoder) Len() int {
	at := d.p
	x := d.Uvarint()
	if x > uint64(d.Left())+1 {
		d.failAt(at, "slice of %d items, %d bytes left", x-1, d.Left())
		return -1
	}
	return int(x) - 1
}

// Int32s reads a list of int32: nil, empty or not as it was written.
// Lists share a few allocations; each is capped at its length, so that
// appending to it moves it rather than overwriting the next.
func (d *Decoder) Int32s() []int32 {
	n := d.Len()
	if n < 0 {
		return nil
	}
	if n == 0 {
		return []int32{} // not nil: no allocation
	}
	if n > len(d.arena) {
		d.arena = make([]int32, max(n, 256))
	}
	out := d.arena[:n:n]
	d.arena = d.arena[n:]
	for i := range out {
		out[i] = d.Int32()
	}
	return out
}

// Seats reads a list of seats.
func (d *Decoder) Seats() []engine.Seat {
	n := d.Len()
	if n < 0 {
		return nil
	}
	out := make([]engine.Seat, n)
	for i := range out {
		out[i] = d.Seat()
	}
	return out
}

// StringMap reads a map of strings.
func (d *Decoder) StringMap() map[string]string {
	n := d.Len()
	if n < 0 {
		return nil
	}
	m := make(map[string]string, n)
	for range n {
		k := d.String()
		m[k] = d.String()
	}
	return m
}

// CardID reads a card id's name, interning it if this process has not met
// it (ParseCardID: a full table of ids is an error).
func (d *Decoder) CardID() CardID {
	at := d.p
	b := d.Bytes()
	if len(b) == 0 {
		return 0
	}
	if x, ok := cardIDs.LookupBytes(b); ok {
		return CardID(x)
	}
	x, err := ParseCardID(string(b))
	if err != nil {
		d.failAt(at, "%w", err)
	}
	return x
}

// Ref reads a Ref, refusing one the Codec's KnownRef does not know.
func (d *Decoder) Ref() Ref {
	at := d.p
	r := Ref{Card: d.CardID(), Ability: d.Int16()}
	if c := d.codec; c != nil && c.KnownRef != nil && !r.IsZero() && d.err == nil && !c.KnownRef(r) {
		d.failAt(at, "ref %q ability %d: no program of this game", r.Card, r.Ability)
	}
	return r
}

// Option reads an option.
func (d *Decoder) Option() engine.Option {
	return engine.Option{Verb: d.verb(), Card: int(d.Varint()), Target: int(d.Varint()), Arg: int(d.Varint())}
}

// verb reads an option verb: its place in the Codec's verbs plus one, or
// 0 and its name, which some game of this build must declare.
func (d *Decoder) verb() engine.Verb {
	at := d.p
	i := d.Uvarint()
	if i == 0 {
		name := d.String()
		v, ok := engine.LookupVerb(name)
		if !ok && d.err == nil {
			d.failAt(at, "unknown option verb %q", name)
		}
		return v
	}
	var verbs []engine.Verb
	if d.codec != nil {
		verbs = d.codec.verbs
	}
	if i > uint64(len(verbs)) {
		d.failAt(at, "verb %d of %d", i, len(verbs))
		return 0
	}
	return verbs[i-1]
}

// Occurrence reads an occurrence.
func (d *Decoder) Occurrence() Occurrence {
	return Occurrence{Type: EventType(d.Uint16()), Seat: d.Seat(), Obj: d.Int32(), N: d.Int32()}
}

// Expected reads an imminent instruction.
func (d *Decoder) Expected() Expected {
	return Expected{Type: EventType(d.Uint16()), Seat: d.Int16(), Obj: d.Int32(), N: d.Int32()}
}
