package kernel_test

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"errors"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// The frame kinds of the game of these tests: 1 runs programs, 2 owns a
// window, 3 is any other.
const (
	coreKindProgram kernel.FrameKind = 1
	coreKindWindow  kernel.FrameKind = 2
	coreKindOther   kernel.FrameKind = 3
)

// coreCodec is the codec of the game of these tests; refs of the card
// "core-test-unknown" are not its own.
var coreCodec = func() *kernel.Codec {
	c := kernel.NewCodec(verbA, verbB)
	c.WindowFrame = func(f *kernel.Frame) bool { return f.Kind == coreKindWindow }
	c.KnownKind = func(k kernel.FrameKind) bool { return k >= coreKindProgram && k <= coreKindOther }
	c.KnownRef = func(r kernel.Ref) bool { return r.Card.String() != "core-test-unknown" }
	return c
}()

var (
	progRef    = kernel.Ref{Card: kernel.CardIDOf("core-test-card"), Ability: 1}
	unknownRef = kernel.Ref{Card: kernel.CardIDOf("core-test-unknown")}
)

// midGame returns a Core in the middle of a game: frames with and
// without lists and queues (nil, empty, full), a window bound to its
// frame, a pending decision, a lasting effect and use limits, and none of
// the fields a game may leave zero.
func midGame() kernel.Core {
	c := kernel.Core{RNG: engine.NewRNG(42), NextDecision: 12}
	c.RNG.Uint64()
	c.PushWith(kernel.Frame{Kind: coreKindOther, Step: 2, Seat: 1, Src: 7, N: -1, M: 3, T: 4}, []int32{5, 6}, nil)
	c.PushWindow(kernel.Frame{Kind: coreKindWindow, Seat: 0}, kernel.NewWindow(kernel.Rounds, 0, 1))
	c.PushWith(kernel.Frame{Kind: coreKindOther, Opt: engine.Option{Verb: verbC, Card: 2}, Num: 1, By: 1, Answered: true}, []int32{}, []kernel.Queued{})
	c.PushWith(kernel.Frame{Kind: coreKindProgram, Ref: progRef, PC: 2}, nil, []kernel.Queued{{Src: 3, Ref: progRef}})
	c.Pending = []engine.Decision{{ID: 11, Seat: 1, Kind: 2, Prompt: "Choose", Options: []engine.Option{{Verb: verbA}, {Verb: verbC, Target: -1}}, Min: 1, Max: 1, Rule: "R1"}}
	c.Lasting = []kernel.Lasting{{Src: 4, Seat: 1, Mod: 3, N: 2, Arg: -1, Obj: 5, On: 6, Ref: progRef, PC: 1, Starts: 2, Until: 9, Count: 1, Mine: true, Every: true, Price: 2}}
	c.Uses = []kernel.Use{{Obj: 3, Ability: 1, N: 1, Until: 2}}
	return c
}

// withExtensions returns midGame with every field a game may leave zero
// set: an imminent instruction, a pending instance's controller, flags
// and occurrence, an effect made after buffered occurrences, a limit per
// seat, and the buffered occurrences themselves.
func withExtensions() kernel.Core {
	c := midGame()
	top := c.Top()
	top.Would = kernel.Expected{Type: 7, Seat: 1, Obj: 3, N: -2}
	c.AppendQueue(top, kernel.Queued{Src: 2, Ref: progRef, Seat: 1, Optional: true, Own: true, Occ: kernel.Occurrence{Type: 5, Obj: 9}})
	c.Lasting = append(c.Lasting, kernel.Lasting{Src: 5, Seat: 1, Mod: 2, Until: 4, Count: 1, Every: true, After: 2})
	c.Uses = append(c.Uses, kernel.Use{Obj: 3, Ability: 1, N: 1, Until: 2, Seat: 1, Mine: true})
	c.Occurred = []kernel.Occurrence{{Type: 4, Seat: 1, Obj: 2, N: 3}, {Type: 6}}
	return c
}

func encodeCore(c *kernel.Core, hash bool) []byte {
	e := kernel.Encoder{Hash: hash, Codec: coreCodec}
	c.EncodeTo(&e)
	return e.B
}

// TestCoreBinaryRoundTrip: a Core decoded from its encoding is the Core
// encoded: the same JSON, the same windows bound to the same frames, the
// same lists and queues (nil, empty or not), and the same bytes again.
func TestCoreBinaryRoundTrip(t *testing.T) {
	over := midGame()
	over.Over = true
	ownOnly := midGame()
	ownOnly.AppendQueue(ownOnly.Top(), kernel.Queued{Src: 4, Ref: progRef, Own: true})
	for _, tt := range []struct {
		name string
		core kernel.Core
	}{
		{"the zero Core round-trips", kernel.Core{}},
		{"a Core in the middle of a game round-trips", midGame()},
		{"the fields a game may leave zero round-trip when set", withExtensions()},
		{"a Core whose game is over round-trips", over},
		{"a pending instance that runs with its frame's seat (Own, and nothing else of the extension) round-trips", ownOnly},
	} {
		t.Run(tt.name, func(t *testing.T) {
			b := encodeCore(&tt.core, false)
			var got kernel.Core
			d := kernel.NewDecoder(b, coreCodec)
			if err := got.DecodeFrom(d); err != nil || d.Left() != 0 {
				t.Fatalf("decode: %v, %d bytes left", err, d.Left())
			}
			if again := encodeCore(&got, false); !bytes.Equal(again, b) {
				t.Fatalf("the decoded Core encodes differently:\n%x\n%x", again, b)
			}
			wantJSON, _ := json.Marshal(&tt.core)
			gotJSON, _ := json.Marshal(&got)
			if !bytes.Equal(gotJSON, wantJSON) {
				t.Fatalf("the decoded Core differs:\n%s\n%s", gotJSON, wantJSON)
			}
			if !reflect.DeepEqual(got.Windows, tt.core.Windows) || got.CheckWindows() != nil {
				t.Fatalf("windows %+v (%v), want %+v", got.Windows, got.CheckWindows(), tt.core.Windows)
			}
			for i := range tt.core.Frames() {
				w, g := &tt.core.Frames()[i], &got.Frames()[i]
				if (tt.core.List(w) == nil) != (got.List(g) == nil) || (tt.core.Queue(w) == nil) != (got.Queue(g) == nil) {
					t.Fatalf("frame %d: a nil list or queue came back empty, or the reverse", i)
				}
			}
			if h := encodeCore(&got, true); !bytes.Equal(h, encodeCore(&tt.core, true)) {
				t.Fatal("the decoded Core hashes differently")
			}
		})
	}
}

// TestCoreBinaryExtensions: the fields a game may leave zero take no byte
// when they are zero, so that a game that never sets them (ONR) keeps the
// encoding it had before they existed; each takes its bytes when set.
func TestCoreBinaryExtensions(t *testing.T) {
	plain := midGame()
	plainBytes := encodeCore(&plain, false)
	t.Run("setting them and clearing them again gives the bytes of before", func(t *testing.T) {
		c := withExtensions()
		if bytes.Equal(encodeCore(&c, false), plainBytes) {
			t.Fatal("the extensions took no byte")
		}
		top := c.Top()
		top.Would = kernel.Expected{}
		c.DeleteQueue(top, 1, 2)
		c.Lasting, c.Uses, c.Occurred = c.Lasting[:1], c.Uses[:1], nil
		if got := encodeCore(&c, false); !bytes.Equal(got, plainBytes) {
			t.Fatalf("the encoding changed:\n%x\n%x", got, plainBytes)
		}
	})
	for _, tt := range []struct {
		name  string
		use   kernel.Use
		bytes int
	}{
		{"a use limit of no seat takes 4 bytes, as it always did", kernel.Use{Obj: 3, Ability: 1, N: 1, Until: 2}, 4},
		{"a use limit per seat takes 4 more: the flag widens Until by 2, then its seat and Mine", kernel.Use{Obj: 3, Ability: 1, N: 1, Until: 2, Seat: 1, Mine: true}, 8},
		{"a seat without Mine takes as many", kernel.Use{Obj: 3, Ability: 1, N: 1, Until: 2, Seat: 1}, 8},
	} {
		t.Run(tt.name, func(t *testing.T) {
			c := midGame()
			c.Uses = append(c.Uses, tt.use)
			b := encodeCore(&c, false)
			if got := len(b) - len(plainBytes); got != tt.bytes {
				t.Errorf("the limit takes %d bytes, want %d", got, tt.bytes)
			}
			var back kernel.Core
			if err := back.DecodeFrom(kernel.NewDecoder(b, coreCodec)); err != nil {
				t.Fatal(err)
			}
			if u := back.Uses; len(u) != 2 || u[1] != tt.use {
				t.Fatalf("restored limits %+v, want the last %+v", u, tt.use)
			}
		})
	}
}

// TestCoreBinaryRefuses: a damaged or foreign encoding is refused with an
// error naming the part of the Core and the byte, never a panic.
func TestCoreBinaryRefuses(t *testing.T) {
	rich := withExtensions()
	good := encodeCore(&rich, false)
	t.Run("every truncation is refused", func(t *testing.T) {
		for n := range len(good) {
			var c kernel.Core
			err := c.DecodeFrom(kernel.NewDecoder(good[:n], coreCodec))
			var de *kernel.DecodeError
			if !errors.As(err, &de) || de.Path[0] != "core" {
				t.Fatalf("a truncation to %d of %d bytes: %v", n, len(good), err)
			}
		}
	})
	strange := midGame()
	strange.Frames()[1].Kind = 9 // a window frame no more: its window has no frame
	strange.Windows = nil
	foreignRef := midGame()
	foreignRef.Lasting[0].Ref = unknownRef
	noWindowFrame := midGame()
	noWindowFrame.Frames()[1].Kind = coreKindOther
	badUse := midGame()
	badUse.Uses = []kernel.Use{{Until: 5}}
	for _, tt := range []struct {
		name  string
		input []byte
		codec *kernel.Codec
		want  string
		at    func(b []byte, offset int) bool // the byte the error names is the bad one
	}{
		{"a truncated generator state", good[:5], coreCodec, "core: at byte 0 of 5: generator state of", nil},
		{"a frame kind the game does not know", encodeCore(&strange, false), coreCodec, "core: frame 1 of 4: at byte ",
			func(b []byte, o int) bool { return b[o] == 9 }},
		{"a ref the game does not know", encodeCore(&foreignRef, false), coreCodec, `core: lasting effect 0 of 1: at byte `,
			func(b []byte, o int) bool { return bytes.HasPrefix(b[o+1:], []byte("core-test-unknown")) }},
		{"a window with no frame that owns one", encodeCore(&noWindowFrame, false), coreCodec, "1 windows for 0 frames that own one", nil},
		{"windows for a game whose codec binds none", good, kernel.NewCodec(verbA, verbB), "1 windows for 0 frames that own one", nil},
		{"a use limit with flags of no extension", replaceTail(encodeCore(&badUse, false), 2, append(binary.AppendUvarint(nil, 5|1<<18), 0)), coreCodec,
			"core: use limit 0 of 1: at byte ", func(b []byte, o int) bool { return b[o] == 0x85 }},
		{"more buffered occurrences than bytes", replaceTail(encodeCore(&plainCore, false), 1, []byte{2, 100}), coreCodec,
			"core: at byte ", func(b []byte, o int) bool { return b[o] == 100 }},
	} {
		t.Run(tt.name+" is refused", func(t *testing.T) {
			var c kernel.Core
			err := c.DecodeFrom(kernel.NewDecoder(tt.input, tt.codec))
			var de *kernel.DecodeError
			if !errors.As(err, &de) || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("error %v, want one saying %q", err, tt.want)
			}
			if tt.at != nil && !tt.at(tt.input, de.Offset) {
				t.Fatalf("the error names byte %d (%#x), not the bad one", de.Offset, tt.input[de.Offset])
			}
		})
	}
}

// plainCore is the zero Core.
var plainCore kernel.Core

// replaceTail returns b with its last n bytes replaced by with.
func replaceTail(b []byte, n int, with []byte) []byte {
	return append(slices.Clone(b[:len(b)-n]), with...)
}

// TestCoreEncodingCoversEveryField lists every field of the Core's types.
// A field added to one of them must be added to the encoding
// (Core.EncodeTo, DecodeFrom) — TestCoreBinaryRoundTrip checks it is
// encoded right — then to this list.
func TestCoreEncodingCoversEveryField(t *testing.T) {
	want := []string{
		"Core: RNG NextDecision Stack Windows Pending Lasting Uses Occurred Over",
		"Decision: ID Seat Kind Prompt Options Min Max Rule",
		"Expected: Type Seat Obj N",
		"Frame: Kind Step Seat Src Would Ref PC N M T Opt Num By Answered",
		"Lasting: Src Seat Mod N Arg Obj On Ref PC Starts Until Count Mine Every Price After",
		"Occurrence: Type Seat Obj N",
		"Option: Verb Card Target Arg",
		"Queued: Src Optional Own Ref Seat Occ",
		"Ref: Card Ability",
		"Stack: frames, each with its list and queue",
		"Use: Obj Ability N Until Seat Mine",
	}
	seen := map[reflect.Type]bool{}
	var got []string
	var walk func(reflect.Type)
	walk = func(ty reflect.Type) {
		for ty.Kind() == reflect.Slice || ty.Kind() == reflect.Pointer || ty.Kind() == reflect.Map {
			ty = ty.Elem()
		}
		if ty.Kind() != reflect.Struct || seen[ty] {
			return
		}
		seen[ty] = true
		if ty == reflect.TypeFor[engine.RNG]() || ty == reflect.TypeFor[kernel.Window]() {
			return // encoded by their own AppendBinary
		}
		if ty == reflect.TypeFor[kernel.Stack]() {
			// Its fields are its own: the frames, and their lists and
			// queues in arenas (Core.Frames, List, Queue).
			got = append(got, "Stack: frames, each with its list and queue")
			walk(reflect.TypeFor[kernel.Frame]())
			walk(reflect.TypeFor[kernel.Queued]())
			return
		}
		var names []string
		for f := range ty.Fields() {
			if !f.IsExported() {
				continue
			}
			names = append(names, f.Name)
			walk(f.Type)
		}
		got = append(got, ty.Name()+": "+strings.Join(names, " "))
	}
	walk(reflect.TypeFor[kernel.Core]())
	slices.Sort(got)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Errorf("the fields of the Core changed; encode the new ones in kernel/binary.go, then update this list.\ngot:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestMachineRunsItsKinds: Machine.Runs, a game's Codec.KnownKind, knows
// the registered kinds and the Machine's own program and queue kinds, and
// no other.
func TestMachineRunsItsKinds(t *testing.T) {
	m := newMachine(nil)
	noQueue := &kernel.Machine[*game]{ProgramKind: kindProgram, QueueKind: kindQueue}
	for _, tt := range []struct {
		name string
		m    *kernel.Machine[*game]
		kind kernel.FrameKind
		want bool
	}{
		{"the program kind is run", m, kindProgram, true},
		{"the queue kind is run", m, kindQueue, true},
		{"a registered kind is run", m, kindBids, true},
		{"a kind never registered is not", m, 200, false},
		{"the queue kind of a Machine that orders no queue is not", noQueue, kindQueue, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.m.Runs(tt.kind); got != tt.want {
				t.Fatalf("Runs(%d) = %v, want %v", tt.kind, got, tt.want)
			}
		})
	}
}
