package enginetest

import (
	"bytes"
	"encoding/json"
	"strconv"
	"testing"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// The toys save their state as JSON (MarshalBinary) and have no compact
// codec of their own; their Cores are what NSG and Neuroscape will hold,
// with the fields ONR leaves zero (buffered occurrences, imminent
// instructions, pending instances with their controllers, windows owned
// by several frame kinds). These tests put those Cores through the
// kernel's encoding, which a game with a compact codec will call
// (onr/binary.go does).

// toyCodec returns the kernel codec a toy would use: every verb by name,
// windows owned by the given kinds, frame kinds its Machine runs, Refs of
// its programs.
func toyCodec(runs func(kernel.FrameKind) bool, windows []kernel.FrameKind, program func(kernel.Ref) bool) *kernel.Codec {
	c := kernel.NewCodec()
	c.WindowFrame = func(f *kernel.Frame) bool {
		for _, k := range windows {
			if f.Kind == k {
				return true
			}
		}
		return false
	}
	c.KnownKind = runs
	c.KnownRef = program
	return c
}

// TestToyCoresRoundTripThroughTheKernelCodec: at every step of random
// games of the NSG toy and of swift, the Core decoded from the kernel's
// encoding is the Core encoded (its JSON, its windows' binding, its bytes
// again), and the NSG toy's games reach fields ONR never sets.
func TestToyCoresRoundTripThroughTheKernelCodec(t *testing.T) {
	nsgCodec := toyCodec(nsgMachine.Runs, nsgWindowKinds, func(r kernel.Ref) bool { return nsgPrograms[r] != nil })
	swiftCodec := toyCodec(swiftMachine.Runs, []kernel.FrameKind{swiftFrameWindow, swiftFrameFixed}, func(r kernel.Ref) bool { return swiftPrograms[r] != nil })
	for _, tt := range []struct {
		name  string
		codec *kernel.Codec
		new   func(seed uint64) (engine.Game, error)
		core  func(engine.Game) *kernel.Core
		// want: the extensions the games must reach, so the test
		// exercises them.
		wantOccurred, wantWould, wantQueued bool
	}{
		{"the NSG toy's Cores round-trip", nsgCodec,
			func(seed uint64) (engine.Game, error) {
				return NSGToy{}.New(engine.Setup{Seed: seed, Options: map[string]string{"seats": strconv.Itoa(2 + int(seed%3))}})
			},
			func(g engine.Game) *kernel.Core { return &g.(*nsgGame).st.Core },
			false, true, true}, // occurrences are drained before any decision: kernel/corebinary_test.go encodes them
		{"swift's Cores round-trip", swiftCodec,
			func(seed uint64) (engine.Game, error) {
				opts := map[string]string{"seats": strconv.Itoa(2 + int(seed%3))}
				if seed%4 == 3 {
					opts = map[string]string{"seats": "4", "teams": "2v2"}
				}
				return Swift{}.New(engine.Setup{Seed: seed, Options: opts})
			},
			func(g engine.Game) *kernel.Core { return &g.(*swiftGame).st.Core },
			false, false, true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var occurred, would, queued, steps int
			for seed := range uint64(12) {
				g, err := tt.new(seed)
				if err != nil {
					t.Fatal(err)
				}
				b := bot.NewRandom(seed)
				for step := 0; step < 2000; step++ {
					c := tt.core(g)
					checkCoreRoundTrip(t, c, tt.codec, seed, step)
					steps++
					if len(c.Occurred) > 0 {
						occurred++
					}
					for i := range c.Frames() {
						f := &c.Frames()[i]
						if f.Would != (kernel.Expected{}) {
							would++
						}
						for _, q := range c.Queue(f) {
							if q.Seat != 0 || q.Optional || q.Own || q.Occ != (kernel.Occurrence{}) {
								queued++
							}
						}
					}
					if _, over := g.Result(); over {
						break
					}
					if _, err := g.Apply(b.Choose(g.Pending()[0])); err != nil {
						t.Fatal(err)
					}
				}
			}
			t.Logf("%d Cores; %d with buffered occurrences, %d imminent instructions, %d pending instances with a controller", steps, occurred, would, queued)
			if (tt.wantOccurred && occurred == 0) || (tt.wantWould && would == 0) || (tt.wantQueued && queued == 0) {
				t.Fatal("the games never reached a field the test is for")
			}
		})
	}
}

// checkCoreRoundTrip fails t unless c decodes, from its encoding under
// codec, to c.
func checkCoreRoundTrip(t *testing.T, c *kernel.Core, codec *kernel.Codec, seed uint64, step int) {
	t.Helper()
	e := kernel.Encoder{Codec: codec}
	c.EncodeTo(&e)
	var got kernel.Core
	d := kernel.NewDecoder(e.B, codec)
	if err := got.DecodeFrom(d); err != nil || d.Left() != 0 {
		t.Fatalf("seed %d step %d: decode: %v, %d bytes left", seed, step, err, d.Left())
	}
	again := kernel.Encoder{Codec: codec}
	got.EncodeTo(&again)
	want, _ := json.Marshal(c)
	have, _ := json.Marshal(&got)
	if !bytes.Equal(again.B, e.B) || !bytes.Equal(have, want) || got.CheckWindows() != nil {
		t.Fatalf("seed %d step %d: the decoded Core differs (%v):\n%s\n%s", seed, step, got.CheckWindows(), have, want)
	}
}
