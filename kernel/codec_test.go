package kernel_test

import (
	"bytes"
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

var (
	verbA = engine.NewVerb("codec-test-a")
	verbB = engine.NewVerb("codec-test-b")
	// verbC is declared, but not in testCodec's list: written by name.
	verbC = engine.NewVerb("codec-test-c")
)

// testCodec is the codec of a game whose verbs are verbA and verbB.
var testCodec = kernel.NewCodec(verbA, verbB)

// TestCodecPrimitives: each primitive writes the bytes of the format, and
// its reader gives the value back, leaving no byte.
func TestCodecPrimitives(t *testing.T) {
	ref := kernel.Ref{Card: kernel.CardIDOf("codec-test-card"), Ability: -2}
	for _, tt := range []struct {
		name  string
		hash  bool
		write func(e *kernel.Encoder)
		want  []byte
		read  func(d *kernel.Decoder) any
		value any
	}{
		{"an unsigned varint takes 7 bits a byte", false, func(e *kernel.Encoder) { e.Uvarint(300) }, []byte{0xac, 0x02},
			func(d *kernel.Decoder) any { return d.Uvarint() }, uint64(300)},
		{"a signed varint is zig-zag: -1 is 1", false, func(e *kernel.Encoder) { e.Varint(-1) }, []byte{1},
			func(d *kernel.Decoder) any { return d.Varint() }, int64(-1)},
		{"an int32 is a zig-zag varint", false, func(e *kernel.Encoder) { e.Int32(-65) }, []byte{0x81, 0x01},
			func(d *kernel.Decoder) any { return d.Int32() }, int32(-65)},
		{"the largest int32 round-trips", false, func(e *kernel.Encoder) { e.Int32(1<<31 - 1) }, []byte{0xfe, 0xff, 0xff, 0xff, 0x0f},
			func(d *kernel.Decoder) any { return d.Int32() }, int32(1<<31 - 1)},
		{"no seat is -1", false, func(e *kernel.Encoder) { e.Seat(engine.NoSeat) }, []byte{1},
			func(d *kernel.Decoder) any { return d.Seat() }, engine.NoSeat},
		{"true is one byte 1", false, func(e *kernel.Encoder) { e.Bool(true) }, []byte{1},
			func(d *kernel.Decoder) any { return d.Bool() }, true},
		{"flags are bit 1 and bit 2 of a byte", false, func(e *kernel.Encoder) { e.Flags(false, true) }, []byte{2},
			func(d *kernel.Decoder) any { a, b := d.Flags(); return [2]bool{a, b} }, [2]bool{false, true}},
		{"a string is its length then its bytes", false, func(e *kernel.Encoder) { e.String("ab") }, []byte{2, 'a', 'b'},
			func(d *kernel.Decoder) any { return d.String() }, "ab"},
		{"a nil list is 0", false, func(e *kernel.Encoder) { e.Int32s(nil) }, []byte{0},
			func(d *kernel.Decoder) any { return d.Int32s() }, []int32(nil)},
		{"an empty list is 1: nil and empty stay apart", false, func(e *kernel.Encoder) { e.Int32s([]int32{}) }, []byte{1},
			func(d *kernel.Decoder) any { return d.Int32s() }, []int32{}},
		{"for a hash a nil list is an empty one", true, func(e *kernel.Encoder) { e.Int32s(nil) }, []byte{1},
			func(d *kernel.Decoder) any { return d.Int32s() }, []int32{}},
		{"a list is its length plus one then its items", false, func(e *kernel.Encoder) { e.Int32s([]int32{1, -1}) }, []byte{3, 2, 1},
			func(d *kernel.Decoder) any { return d.Int32s() }, []int32{1, -1}},
		{"a list of seats", false, func(e *kernel.Encoder) { e.Seats([]engine.Seat{2, 0}) }, []byte{3, 4, 0},
			func(d *kernel.Decoder) any { return d.Seats() }, []engine.Seat{2, 0}},
		{"a map's keys come in order", false, func(e *kernel.Encoder) { e.StringMap(map[string]string{"b": "1", "a": "2"}) },
			[]byte{3, 1, 'a', 1, '2', 1, 'b', 1, '1'},
			func(d *kernel.Decoder) any { return d.StringMap() }, map[string]string{"b": "1", "a": "2"}},
		{"a card id is its name", false, func(e *kernel.Encoder) { e.CardID(ref.Card) }, append([]byte{15}, "codec-test-card"...),
			func(d *kernel.Decoder) any { return d.CardID() }, ref.Card},
		{"a ref is its card's name then its ability", false, func(e *kernel.Encoder) { e.Ref(ref) }, append(append([]byte{15}, "codec-test-card"...), 3),
			func(d *kernel.Decoder) any { return d.Ref() }, ref},
		{"an option's verb of the codec's list is its place plus one", false,
			func(e *kernel.Encoder) { e.Option(engine.Option{Verb: verbB, Card: 1, Target: -1, Arg: 2}) }, []byte{2, 2, 1, 4},
			func(d *kernel.Decoder) any { return d.Option() }, engine.Option{Verb: verbB, Card: 1, Target: -1, Arg: 2}},
		{"another verb is 0 then its name", false,
			func(e *kernel.Encoder) { e.Option(engine.Option{Verb: verbC}) }, append(append([]byte{0, 12}, "codec-test-c"...), 0, 0, 0),
			func(d *kernel.Decoder) any { return d.Option() }, engine.Option{Verb: verbC}},
		{"an occurrence", false, func(e *kernel.Encoder) { e.Occurrence(kernel.Occurrence{Type: 300, Seat: 1, Obj: 2, N: -3}) },
			[]byte{0xac, 0x02, 2, 4, 5},
			func(d *kernel.Decoder) any { return d.Occurrence() }, kernel.Occurrence{Type: 300, Seat: 1, Obj: 2, N: -3}},
		{"an imminent instruction", false, func(e *kernel.Encoder) { e.Expected(kernel.Expected{Type: 7, Seat: -1, Obj: 3, N: 1}) },
			[]byte{7, 1, 6, 2},
			func(d *kernel.Decoder) any { return d.Expected() }, kernel.Expected{Type: 7, Seat: -1, Obj: 3, N: 1}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			e := kernel.Encoder{B: []byte{9}, Hash: tt.hash, Codec: testCodec}
			tt.write(&e)
			if !bytes.Equal(e.B[1:], tt.want) || e.B[0] != 9 {
				t.Fatalf("wrote %v, want 9 then %v", e.B, tt.want)
			}
			d := kernel.NewDecoder(e.B[1:], testCodec)
			got := tt.read(d)
			if d.Err() != nil || d.Left() != 0 {
				t.Fatalf("read %v: error %v, %d bytes left", got, d.Err(), d.Left())
			}
			if !reflect.DeepEqual(got, tt.value) {
				t.Fatalf("read %#v, want %#v", got, tt.value)
			}
		})
	}
}

// TestCodecRefuses: truncated, over-long and out-of-range input is refused
// with a *DecodeError naming what was wrong and the byte where it starts;
// reads after it give zeros and leave the first error.
func TestCodecRefuses(t *testing.T) {
	known := kernel.NewCodec(verbA)
	known.KnownRef = func(r kernel.Ref) bool { return r.Card.String() == "codec-test-card" }
	for _, tt := range []struct {
		name   string
		input  []byte
		read   func(d *kernel.Decoder)
		want   string // in the error
		offset int
	}{
		{"a truncated varint", []byte{0x80}, func(d *kernel.Decoder) { d.Uvarint() }, "truncated or overflowing unsigned varint", 0},
		{"a varint of more than 64 bits", bytes.Repeat([]byte{0xff}, 11), func(d *kernel.Decoder) { d.Varint() }, "truncated or overflowing varint", 0},
		{"an int32 out of range", []byte{5, 0x80, 0x80, 0x80, 0x80, 0x10}, func(d *kernel.Decoder) { d.Int32(); d.Int32() }, "2147483648 overflows an int32", 1},
		{"an int16 out of range", []byte{0x80, 0x80, 0x04}, func(d *kernel.Decoder) { d.Int16() }, "32768 overflows an int16", 0},
		{"a byte out of range", []byte{0x80, 0x02}, func(d *kernel.Decoder) { d.Uint8() }, "256 overflows a byte", 0},
		{"a uint16 out of range", []byte{0x80, 0x80, 0x04}, func(d *kernel.Decoder) { d.Uint16() }, "65536 overflows a uint16", 0},
		{"a flag neither 0 nor 1", []byte{0, 2}, func(d *kernel.Decoder) { d.Bool(); d.Bool() }, "flag byte 2", 1},
		{"a flag byte with bits above the two", []byte{4}, func(d *kernel.Decoder) { d.Flags() }, "flag byte 4", 0},
		{"a missing flag", nil, func(d *kernel.Decoder) { d.Bool() }, "truncated flag", 0},
		{"a string longer than what is left", []byte{1, 'a', 5, 'b'}, func(d *kernel.Decoder) { _, _ = d.String(), d.String() }, "string of 5 bytes, 1 left", 2},
		{"a list longer than the bytes left", []byte{4, 1, 1}, func(d *kernel.Decoder) { d.Int32s() }, "slice of 3 items, 2 bytes left", 0},
		{"a map longer than the bytes left", []byte{9}, func(d *kernel.Decoder) { d.StringMap() }, "slice of 8 items, 0 bytes left", 0},
		{"a verb beyond the codec's list", []byte{2, 0, 0, 0}, func(d *kernel.Decoder) { d.Option() }, "verb 2 of 1", 0},
		{"a verb no game declares", append([]byte{0, 3}, "zzz\x00\x00\x00"...), func(d *kernel.Decoder) { d.Option() }, `unknown option verb "zzz"`, 0},
		{"a ref the game does not know", append([]byte{1}, "x\x00"...), func(d *kernel.Decoder) { d.Ref() }, `ref "x" ability 0: no program of this game`, 0},
	} {
		t.Run(tt.name+" is refused", func(t *testing.T) {
			d := kernel.NewDecoder(tt.input, known)
			tt.read(d)
			first := d.Err()
			var de *kernel.DecodeError
			if !errors.As(first, &de) {
				t.Fatalf("error %v, want a *DecodeError", first)
			}
			if !strings.Contains(first.Error(), tt.want) || de.Offset != tt.offset || de.Size != len(tt.input) {
				t.Fatalf("error %q at byte %d of %d, want %q at byte %d of %d", first, de.Offset, de.Size, tt.want, tt.offset, len(tt.input))
			}
			if d.Uvarint() != 0 || d.String() != "" || d.Int32s() != nil || d.Err() != first {
				t.Fatal("a read after the error gave a value, or changed the error")
			}
		})
	}
	t.Run("Wrap names what was being decoded, outermost first", func(t *testing.T) {
		d := kernel.NewDecoder([]byte{0x80}, nil)
		d.Uvarint()
		d.Wrap("item %d", 3)
		d.Wrap("list")
		if got, want := d.Err().Error(), "list: item 3: at byte 0 of 1: truncated or overflowing unsigned varint"; got != want {
			t.Fatalf("error %q, want %q", got, want)
		}
	})
}

// TestNewCodecRefusesAVerbListedTwice: a verb's place must be its own.
func TestNewCodecRefusesAVerbListedTwice(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Fatal("NewCodec accepted a verb listed twice")
		}
	}()
	kernel.NewCodec(verbA, verbB, verbA)
}
