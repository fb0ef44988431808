package kernel_test

import (
	"encoding/json"
	"errors"
	"reflect"
	"slices"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// asking returns a Core whose top frame asks alice to choose x or y (and
// bob for a number from 1 to 3), with an unrelated frame below it.
func asking() *kernel.Core {
	c := &kernel.Core{RNG: engine.NewRNG(1)}
	c.Push(kernel.Frame{Kind: kindCount, N: 9})
	c.Push(kernel.Frame{Kind: kindCount, Seat: alice})
	c.Ask(alice, "x or y?", "test", []engine.Option{{Verb: engine.NewVerb("x")}, {Verb: engine.NewVerb("y"), Card: 4}})
	c.AskNumber(bob, "how many?", "test", 1, 3)
	return c
}

// marshal returns the JSON of v, failing t if it cannot.
func marshal(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestAsk(t *testing.T) {
	t.Run("each decision gets the next id and is pending for its seat", func(t *testing.T) {
		c := &kernel.Core{NextDecision: 40}
		if st := c.Ask(alice, "x?", "R1", []engine.Option{{Verb: engine.NewVerb("x")}}); st != kernel.Wait {
			t.Errorf("Ask returned %v, want Wait", st)
		}
		if st := c.AskNumber(bob, "n?", "R2", 2, 5); st != kernel.Wait {
			t.Errorf("AskNumber returned %v, want Wait", st)
		}
		want := []engine.Decision{
			{ID: 41, Seat: alice, Kind: engine.Select, Prompt: "x?", Options: []engine.Option{{Verb: engine.NewVerb("x")}}, Rule: "R1"},
			{ID: 42, Seat: bob, Kind: engine.Number, Prompt: "n?", Min: 2, Max: 5, Rule: "R2"},
		}
		if !reflect.DeepEqual(c.Pending, want) || c.NextDecision != 42 {
			t.Fatalf("pending %+v (next %d), want %+v", c.Pending, c.NextDecision, want)
		}
		if !c.Asking(alice) || !c.Asking(bob) || c.Asking(2) {
			t.Errorf("Asking: alice %v, bob %v, seat 2 %v", c.Asking(alice), c.Asking(bob), c.Asking(2))
		}
	})
	t.Run("a question asked in the place of one answered holds nothing of it", func(t *testing.T) {
		// Answer drops a decision without clearing its place, and Ask
		// writes the next one there field by field: every field of the
		// old one, whatever fields a Decision has, must be written over.
		old := engine.Decision{}
		v := reflect.ValueOf(&old).Elem()
		for i := range v.NumField() {
			switch fv := v.Field(i); fv.Kind() {
			case reflect.String:
				fv.SetString("old")
			case reflect.Slice:
				fv.Set(reflect.MakeSlice(fv.Type(), 1, 1))
			case reflect.Bool:
				fv.SetBool(true)
			case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
				fv.SetInt(7)
			case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
				fv.SetUint(7)
			default:
				t.Fatalf("engine.Decision field %s of kind %v: fill it here", v.Type().Field(i).Name, fv.Kind())
			}
		}
		c := &kernel.Core{NextDecision: 40, Pending: append(make([]engine.Decision, 0, 4), old)}
		c.Pending = c.Pending[:0] // answered, its place kept
		c.Ask(bob, "y?", "R3", nil)
		want := []engine.Decision{{ID: 41, Seat: bob, Kind: engine.Select, Prompt: "y?", Rule: "R3"}}
		if !reflect.DeepEqual(c.Pending, want) {
			t.Fatalf("pending %+v, want %+v", c.Pending, want)
		}
	})
}

func TestAnswer(t *testing.T) {
	t.Run("a legal choice is stored in the top frame and its decision goes; the other stays", func(t *testing.T) {
		c := asking()
		bobs := c.Pending[1]
		if err := c.Answer(engine.Choice{Decision: c.Pending[0].ID, Seat: alice, Option: 1, Number: 7}); err != nil {
			t.Fatal(err)
		}
		f := c.Top()
		if !f.Answered || f.Opt != (engine.Option{Verb: engine.NewVerb("y"), Card: 4}) || f.By != alice {
			t.Errorf("top frame %+v, want alice's y", *f)
		}
		if c.Frames()[0].Answered {
			t.Errorf("the frame below was answered too")
		}
		if !reflect.DeepEqual(c.Pending, []engine.Decision{bobs}) {
			t.Errorf("pending %+v, want bob's decision unchanged", c.Pending)
		}
	})
	t.Run("a number is stored in Num, with no option", func(t *testing.T) {
		c := asking()
		c.Top().Opt = engine.Option{Verb: engine.NewVerb("old")}
		if err := c.Answer(engine.Choice{Decision: c.Pending[1].ID, Seat: bob, Number: 3}); err != nil {
			t.Fatal(err)
		}
		if f := c.Top(); !f.Answered || f.Num != 3 || f.By != bob || f.Opt != (engine.Option{}) {
			t.Errorf("top frame %+v, want bob's 3", *f)
		}
	})
	t.Run("the one question pending, answered, is stored in the top frame over its last answer, and none is left", func(t *testing.T) {
		c := asking()
		c.Pending = c.Pending[:1] // alice's alone: the usual case (Answer's own)
		c.Top().Num, c.Top().By = 5, bob
		if err := c.Answer(engine.Choice{Decision: c.Pending[0].ID, Seat: alice, Option: 1, Number: 7}); err != nil {
			t.Fatal(err)
		}
		if f := c.Top(); !f.Answered || f.Opt != (engine.Option{Verb: engine.NewVerb("y"), Card: 4}) || f.Num != 0 || f.By != alice {
			t.Errorf("top frame %+v, want alice's y and no number", *f)
		}
		if c.Frames()[0].Answered || len(c.Pending) != 0 {
			t.Errorf("the frame below answered %v, pending %+v", c.Frames()[0].Answered, c.Pending)
		}
	})
	t.Run("Take consumes the answer", func(t *testing.T) {
		c := asking()
		if err := c.Answer(engine.Choice{Decision: c.Pending[0].ID, Seat: alice, Option: 0}); err != nil {
			t.Fatal(err)
		}
		if o, _ := c.Top().Take(); o.Verb.String() != "x" || c.Top().Answered {
			t.Errorf("Take gave %+v, answered %v", o, c.Top().Answered)
		}
	})
	over := func(c *kernel.Core) { c.Over = true }
	for _, tt := range []struct {
		name   string
		change func(c *kernel.Core)
		choice func(c *kernel.Core) engine.Choice
		want   error
	}{
		{"a decision already answered is stale", nil,
			func(c *kernel.Core) engine.Choice { return engine.Choice{Decision: c.Pending[0].ID - 1, Seat: alice} }, engine.ErrStale},
		{"another seat's decision id is stale", nil,
			func(c *kernel.Core) engine.Choice { return engine.Choice{Decision: c.Pending[1].ID, Seat: alice} }, engine.ErrStale},
		{"a seat with nothing pending is refused", nil,
			func(c *kernel.Core) engine.Choice { return engine.Choice{Decision: c.Pending[0].ID, Seat: 2} }, engine.ErrNotYourTurn},
		{"an option past the last is refused", nil,
			func(c *kernel.Core) engine.Choice {
				return engine.Choice{Decision: c.Pending[0].ID, Seat: alice, Option: 2}
			}, engine.ErrNoSuchOption},
		{"a negative option is refused", nil,
			func(c *kernel.Core) engine.Choice {
				return engine.Choice{Decision: c.Pending[0].ID, Seat: alice, Option: -1}
			}, engine.ErrNoSuchOption},
		{"a number above the range is refused", nil,
			func(c *kernel.Core) engine.Choice {
				return engine.Choice{Decision: c.Pending[1].ID, Seat: bob, Number: 4}
			}, engine.ErrOutOfRange},
		{"a number below the range is refused", nil,
			func(c *kernel.Core) engine.Choice {
				return engine.Choice{Decision: c.Pending[1].ID, Seat: bob, Number: 0}
			}, engine.ErrOutOfRange},
		{"an option past the last of the one question pending is refused", func(c *kernel.Core) { c.Pending = c.Pending[:1] },
			func(c *kernel.Core) engine.Choice {
				return engine.Choice{Decision: c.Pending[0].ID, Seat: alice, Option: 2}
			}, engine.ErrNoSuchOption},
		{"the one question pending answered by another seat is refused", func(c *kernel.Core) { c.Pending = c.Pending[:1] },
			func(c *kernel.Core) engine.Choice { return engine.Choice{Decision: c.Pending[0].ID, Seat: bob} }, engine.ErrNotYourTurn},
		{"the one question pending, once the game is over, is refused", func(c *kernel.Core) { c.Pending, c.Over = c.Pending[:1], true },
			func(c *kernel.Core) engine.Choice { return engine.Choice{Decision: c.Pending[0].ID, Seat: alice} }, engine.ErrGameOver},
		{"the one question pending with no frame to take it is refused", func(c *kernel.Core) { c.Pending = c.Pending[:1]; c.Unwind(0) },
			func(c *kernel.Core) engine.Choice { return engine.Choice{Decision: c.Pending[0].ID, Seat: alice} }, engine.ErrIllegal},
		{"any choice once the game is over is refused", over,
			func(c *kernel.Core) engine.Choice { return engine.Choice{Decision: c.Pending[0].ID, Seat: alice} }, engine.ErrGameOver},
	} {
		t.Run(tt.name+", leaving the state unchanged", func(t *testing.T) {
			c := asking()
			if tt.change != nil {
				tt.change(c)
			}
			before := c.Clone()
			ch := tt.choice(c)
			err := c.Answer(ch)
			var ce *engine.ChoiceError
			if !errors.Is(err, tt.want) || !errors.As(err, &ce) || ce.Choice != ch {
				t.Fatalf("Answer(%+v) = %v, want a ChoiceError with %v", ch, err, tt.want)
			}
			if !reflect.DeepEqual(*c, before) {
				t.Fatalf("the refused choice changed the state:\n%+v\nwant\n%+v", *c, before)
			}
		})
	}
}

func TestStack(t *testing.T) {
	t.Run("Push, Top and Pop work on the top of the stack", func(t *testing.T) {
		var c kernel.Core
		c.Push(kernel.Frame{N: 1})
		c.Push(kernel.Frame{N: 2})
		c.Top().M = 5
		if c.Frames()[1].M != 5 || c.Frames()[0].M != 0 {
			t.Fatalf("Top is not the last frame: %+v", c.Frames())
		}
		c.Pop()
		if len(c.Frames()) != 1 || c.Top().N != 1 {
			t.Fatalf("after Pop: %+v", c.Frames())
		}
	})
	t.Run("RemoveFrame removes one frame and keeps those above it in order", func(t *testing.T) {
		var c kernel.Core
		for n := range int32(4) {
			c.Push(kernel.Frame{N: n})
		}
		c.RemoveFrame(1)
		var ns []int32
		for _, f := range c.Frames() {
			ns = append(ns, f.N)
		}
		if !slices.Equal(ns, []int32{0, 2, 3}) {
			t.Fatalf("frames %v, want [0 2 3]", ns)
		}
	})
	t.Run("the innermost window is the last opened, and closing it uncovers the one before", func(t *testing.T) {
		var c kernel.Core
		c.OpenWindow(kernel.NewWindow(kernel.Rounds, alice, bob))
		c.OpenWindow(kernel.NewWindow(kernel.Succession, bob))
		if c.Window().Rule() != kernel.Succession {
			t.Fatalf("innermost %v", c.Window().Rule())
		}
		c.Window().Pass()
		if !c.Windows[1].Closed() || c.Windows[0].Closed() {
			t.Fatalf("Window does not point at the innermost window: %+v", c.Windows)
		}
		c.CloseWindow()
		if len(c.Windows) != 1 || c.Window().Rule() != kernel.Rounds {
			t.Fatalf("after CloseWindow: %+v", c.Windows)
		}
	})
	t.Run("a game state embedding a Core reaches it through Kernel", func(t *testing.T) {
		g := &game{}
		var h kernel.Host = g
		h.Kernel().Push(kernel.Frame{N: 8})
		if len(g.Frames()) != 1 || g.Frames()[0].N != 8 {
			t.Fatalf("Kernel is not the embedded Core: %+v", g.Frames())
		}
	})
}

func TestRef(t *testing.T) {
	for _, tt := range []struct {
		name            string
		ref             kernel.Ref
		zero, isBuiltin bool
	}{
		{"the zero Ref names nothing", kernel.Ref{}, true, false},
		{"a card's ability is not a builtin", kernel.Ref{Card: kernel.CardIDOf("bug-zapper"), Ability: 2}, false, false},
		{"a card's first ability is not zero", kernel.Ref{Card: kernel.CardIDOf("bug-zapper")}, false, false},
		{"a rules program is a builtin named with @", kernel.Builtin("end-run"), false, true},
		{"an id read with @ is a builtin", kernel.Ref{Card: kernel.CardIDOf("@read-back")}, false, true},
		{"an id with @ elsewhere is not", kernel.Ref{Card: kernel.CardIDOf("a@b")}, false, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if tt.ref.IsZero() != tt.zero || tt.ref.IsBuiltin() != tt.isBuiltin {
				t.Fatalf("%+v: IsZero %v, IsBuiltin %v", tt.ref, tt.ref.IsZero(), tt.ref.IsBuiltin())
			}
		})
	}
	t.Run("Builtin prefixes the name with @", func(t *testing.T) {
		if r := kernel.Builtin("draw"); r != (kernel.Ref{Card: kernel.CardIDOf("@draw")}) || r.Card.String() != "@draw" {
			t.Fatalf("Builtin(draw) = %+v, named %q", r, r.Card)
		}
	})
	for _, tt := range []struct {
		name string
		ref  kernel.Ref
		json string
	}{
		{"JSON writes a card's id and ability as strings and numbers", kernel.Ref{Card: kernel.CardIDOf("bug-zapper"), Ability: 2}, `{"card":"bug-zapper","ab":2}`},
		{"JSON writes a builtin by its name", kernel.Builtin("draw"), `{"card":"@draw"}`},
		{"JSON writes the zero Ref as nothing", kernel.Ref{}, `{}`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			b, err := json.Marshal(tt.ref)
			if err != nil || string(b) != tt.json {
				t.Fatalf("Marshal(%+v) = %s, %v; want %s", tt.ref, b, err, tt.json)
			}
			var back kernel.Ref
			if err := json.Unmarshal(b, &back); err != nil || back != tt.ref {
				t.Fatalf("Unmarshal(%s) = %+v, %v", b, back, err)
			}
		})
	}
	t.Run("an id never met before is read and written back unchanged", func(t *testing.T) {
		var r kernel.Ref
		if err := json.Unmarshal([]byte(`{"card":"kernel-test-unknown","ab":1}`), &r); err != nil || r.Card.String() != "kernel-test-unknown" || r.IsBuiltin() {
			t.Fatalf("read %+v (%q), %v", r, r.Card, err)
		}
	})
}

// full returns a Core with something in every field.
func full() kernel.Core {
	c := *asking()
	c.SetList(&c.Frames()[0], []int32{1, 2, 3})
	c.SetQueue(&c.Frames()[0], []kernel.Queued{{Src: 1, Ref: kernel.Builtin("a")}, {Src: 2, Ref: kernel.Ref{Card: kernel.CardIDOf("x"), Ability: 1}}})
	c.SetList(c.Top(), []int32{4})
	c.Frames()[0].Ref = kernel.Ref{Card: kernel.CardIDOf("x"), Ability: 2}
	c.OpenWindow(kernel.NewWindow(kernel.Rounds, alice, bob))
	c.AddLasting(kernel.Lasting{Src: 3, Seat: bob, Mod: 2, N: 1, Obj: 3, Until: 4, Count: 2, Mine: true})
	c.AddLasting(kernel.Lasting{On: 5, Ref: kernel.Builtin("later"), PC: 1, Starts: 6, Until: 7})
	c.MarkUsed(3, 1, 1, 4)
	c.MarkUsedBy(bob, 4, 2, 1, 4)
	return c
}

func TestCoreIsPlainData(t *testing.T) {
	for _, tt := range []struct {
		name   string
		change func(c *kernel.Core)
	}{
		{"drawing from its RNG", func(c *kernel.Core) { c.RNG.Uint64() }},
		{"pushing a frame", func(c *kernel.Core) { c.Push(kernel.Frame{N: 1}) }},
		{"changing a frame", func(c *kernel.Core) { c.Frames()[0].N = 99 }},
		{"changing a frame's list", func(c *kernel.Core) { c.List(&c.Frames()[0])[0] = 99 }},
		{"adding to a frame's list", func(c *kernel.Core) { c.AppendList(&c.Frames()[0], 99) }},
		{"adding to the top frame's list", func(c *kernel.Core) { c.AppendList(c.Top(), 99) }},
		{"removing from a frame's list", func(c *kernel.Core) { c.DeleteList(&c.Frames()[0], 0, 1) }},
		{"changing a frame's queue", func(c *kernel.Core) { c.Queue(&c.Frames()[0])[0].Src = 99 }},
		{"adding to a frame's queue", func(c *kernel.Core) { c.AppendQueue(c.Top(), kernel.Queued{Src: 7}) }},
		{"removing a frame with a list from under the top", func(c *kernel.Core) { c.RemoveFrame(0) }},
		{"popping a frame and pushing another", func(c *kernel.Core) { c.Pop(); c.Push(kernel.Frame{N: 5}) }},
		{"passing in a window", func(c *kernel.Core) { c.Window().Pass() }},
		{"changing a pending decision", func(c *kernel.Core) { c.Pending[0].Prompt = "changed" }},
		{"answering a decision", func(c *kernel.Core) {
			if err := c.Answer(engine.Choice{Decision: c.Pending[0].ID, Seat: alice, Option: 1}); err != nil {
				panic(err)
			}
		}},
		{"asking a decision", func(c *kernel.Core) {
			c.Pending = c.Pending[:1]
			c.Ask(bob, "again?", "", []engine.Option{{Verb: engine.NewVerb("z")}})
		}},
		{"counting down a lasting effect", func(c *kernel.Core) { c.Emit(kernel.Occurrence{Type: 4, Seat: bob}) }},
		{"starting a lasting effect", func(c *kernel.Core) { c.Emit(kernel.Occurrence{Type: 6}) }},
		{"changing a lasting effect", func(c *kernel.Core) { c.Lasting[0].N = 99 }},
		{"forgetting an object", func(c *kernel.Core) { c.Forget(3) }},
		{"using an ability again", func(c *kernel.Core) { c.MarkUsed(3, 1, 1, 4) }},
		{"ending the game", func(c *kernel.Core) { c.Over = true }},
	} {
		t.Run("a clone shares nothing with the original: "+tt.name, func(t *testing.T) {
			orig := full()
			want := marshal(t, orig)
			clone := orig.Clone()
			tt.change(&clone)
			if got := marshal(t, orig); got != want {
				t.Fatalf("changing the clone changed the original:\n%s\nwant\n%s", got, want)
			}
			if marshal(t, clone) == want {
				t.Fatalf("the change did not change the clone")
			}
			// and the other way round
			orig2 := full()
			clone2 := orig2.Clone()
			want2 := marshal(t, clone2)
			tt.change(&orig2)
			if got := marshal(t, clone2); got != want2 {
				t.Fatalf("changing the original changed the clone:\n%s\nwant\n%s", got, want2)
			}
		})
	}
	t.Run("a clone is equal to the original", func(t *testing.T) {
		c := full()
		if !reflect.DeepEqual(c.Clone(), c) {
			t.Fatalf("clone differs")
		}
	})
	t.Run("a Core round-trips through JSON to an equal Core that continues the same", func(t *testing.T) {
		c := full()
		b := marshal(t, c)
		var l kernel.Core
		if err := json.Unmarshal([]byte(b), &l); err != nil {
			t.Fatal(err)
		}
		if got := marshal(t, l); got != b {
			t.Fatalf("round trip\n%s\nwant\n%s", got, b)
		}
		if !reflect.DeepEqual(l, c) {
			t.Fatalf("loaded %+v\nwant %+v", l, c)
		}
		if c.RNG.Uint64() != l.RNG.Uint64() {
			t.Errorf("the loaded RNG draws differently")
		}
	})
}

// bound returns a Core with frames N = 0 … 4, of which frames 1 and 3 run
// windows (over alice, and over bob), and the frames each window is bound
// to.
func bound() *kernel.Core {
	c := &kernel.Core{}
	for n := range int32(5) {
		if n == 1 || n == 3 {
			c.PushWindow(kernel.Frame{Kind: kindCount, N: n}, kernel.NewWindow(kernel.Succession, engine.Seat(n/2)))
			continue
		}
		c.Push(kernel.Frame{N: n})
	}
	return c
}

// owners returns, for each open window of c, the N of the frame it is
// bound to.
func owners(c *kernel.Core) []int32 {
	out := []int32{}
	for i := range c.Windows {
		out = append(out, c.Frames()[c.WindowFrame(i)].N)
	}
	return out
}

func TestWindowsBoundToFrames(t *testing.T) {
	for _, tt := range []struct {
		name   string
		change func(c *kernel.Core)
		frames []int32 // the N of the frames left
		owners []int32 // the N of the frames whose windows stay open
	}{
		{"PushWindow binds each window to its frame", func(*kernel.Core) {}, []int32{0, 1, 2, 3, 4}, []int32{1, 3}},
		{"popping a frame that runs no window closes none", func(c *kernel.Core) { c.Pop() }, []int32{0, 1, 2, 3}, []int32{1, 3}},
		{"popping a window's frame closes its window", func(c *kernel.Core) { c.Pop(); c.Pop() }, []int32{0, 1, 2}, []int32{1}},
		{"removing a waiting frame below a window's frame moves the window with its frame", func(c *kernel.Core) { c.RemoveFrame(2) }, []int32{0, 1, 3, 4}, []int32{1, 3}},
		{"removing a window's frame from the middle closes that window only", func(c *kernel.Core) { c.RemoveFrame(1) }, []int32{0, 2, 3, 4}, []int32{3}},
		{"removing the bottom frame moves every window down", func(c *kernel.Core) { c.RemoveFrame(0) }, []int32{1, 2, 3, 4}, []int32{1, 3}},
		{"unwinding to a frame closes the windows of every frame removed", func(c *kernel.Core) { c.Unwind(2) }, []int32{0, 1}, []int32{1}},
		{"unwinding to a window's frame closes its window too", func(c *kernel.Core) { c.Unwind(1) }, []int32{0}, []int32{}},
		{"unwinding everything closes every window", func(c *kernel.Core) { c.Unwind(0) }, []int32{}, []int32{}},
		{"a frame pushed above keeps the windows where they were", func(c *kernel.Core) { c.Push(kernel.Frame{N: 5}) }, []int32{0, 1, 2, 3, 4, 5}, []int32{1, 3}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			c := bound()
			tt.change(c)
			var ns []int32
			for _, f := range c.Frames() {
				ns = append(ns, f.N)
			}
			if !slices.Equal(ns, tt.frames) && !(len(ns) == 0 && len(tt.frames) == 0) {
				t.Fatalf("frames %v, want %v", ns, tt.frames)
			}
			if got := owners(c); !slices.Equal(got, tt.owners) {
				t.Fatalf("windows bound to frames %v, want %v", got, tt.owners)
			}
			if err := c.CheckWindows(); err != nil {
				t.Fatalf("CheckWindows: %v", err)
			}
			if len(c.Windows) > 0 && c.Window().Seats()[0] != engine.Seat(tt.owners[len(tt.owners)-1]/2) {
				t.Fatalf("the innermost window is over %v, want that of frame %d", c.Window().Seats(), tt.owners[len(tt.owners)-1])
			}
		})
	}
	t.Run("PushWindowOf pushes what PushWindow pushes, over stale room or none", func(t *testing.T) {
		w := kernel.NewWindow(kernel.Rounds, alice, bob)
		for _, tt := range []struct {
			name                  string
			stale                 bool // frames and windows popped leave their room and old contents
			frameRoom, windowRoom int  // else the room each has past its length, exactly
		}{
			{name: "over stale room", stale: true},
			{name: "with room for both", frameRoom: 1, windowRoom: 1},
			{name: "with no room for a frame", windowRoom: 1},
			{name: "with no room for a window", frameRoom: 1},
			{name: "with room for neither"},
		} {
			want, got := bound(), bound()
			if tt.stale {
				for _, c := range []*kernel.Core{want, got} {
					for range 2 {
						c.Top().Opt, c.Top().Answered, c.Top().Src = engine.Option{Card: 3}, true, 9
						c.Pop()
					}
				}
			} else {
				kernel.SetRoom(got, tt.frameRoom, tt.windowRoom)
			}
			want.PushWindow(kernel.Frame{Kind: kindCount, N: 7}, w)
			got.PushWindowOf(kindCount, 7, &w)
			if !reflect.DeepEqual(got.Frames(), want.Frames()) || !reflect.DeepEqual(got.Windows, want.Windows) || got.CheckWindows() != nil {
				t.Fatalf("%s: frames %+v windows %+v, want %+v %+v", tt.name, got.Frames(), got.Windows, want.Frames(), want.Windows)
			}
		}
	})
	t.Run("the binding round-trips through JSON", func(t *testing.T) {
		c := bound()
		var l kernel.Core
		if err := json.Unmarshal([]byte(marshal(t, c)), &l); err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(&l, c) || !slices.Equal(owners(&l), []int32{1, 3}) {
			t.Fatalf("loaded windows bound to %v", owners(&l))
		}
	})
	t.Run("BindWindows binds the windows to the frames that own one, in order", func(t *testing.T) {
		c := bound()
		want := marshal(t, c)
		for i := range c.Windows {
			b, _ := c.Windows[i].AppendBinary(nil) // a codec that does not save the binding
			if _, err := c.Windows[i].DecodeBinary(b); err != nil {
				t.Fatal(err)
			}
		}
		if c.CheckWindows() == nil {
			t.Fatal("CheckWindows accepts windows bound to no frame")
		}
		if err := c.BindWindows(func(f *kernel.Frame) bool { return f.Kind == kindCount }); err != nil {
			t.Fatal(err)
		}
		if got := marshal(t, c); got != want {
			t.Fatalf("rebound\n%s\nwant\n%s", got, want)
		}
		if err := c.BindWindows(func(f *kernel.Frame) bool { return f.N > 0 }); err == nil {
			t.Fatal("BindWindows bound 2 windows to 4 frames")
		}
		if got := marshal(t, c); got != want {
			t.Fatal("a refused BindWindows changed the windows")
		}
	})
	for _, tt := range []struct {
		name   string
		change func(c *kernel.Core)
	}{
		{"a window whose frame was removed by hand", func(c *kernel.Core) {
			c.Stack = kernel.Stack{}
			for n := range int32(3) {
				c.Push(kernel.Frame{N: n})
			}
		}},
		{"two windows bound to one frame", func(c *kernel.Core) {
			c.Unwind(3)
			c.OpenWindow(kernel.NewWindow(kernel.Rounds, bob))
			c.PushWindow(kernel.Frame{N: 3}, kernel.NewWindow(kernel.Rounds, bob))
		}},
		{"a window opened for a frame never pushed", func(c *kernel.Core) { c.OpenWindow(kernel.NewWindow(kernel.Rounds, bob)) }},
	} {
		t.Run("CheckWindows refuses "+tt.name, func(t *testing.T) {
			c := bound()
			tt.change(c)
			if err := c.CheckWindows(); err == nil {
				t.Fatalf("CheckWindows accepted windows bound to %+v", c.Windows)
			}
		})
	}
}

// TestPassWindowIsPassThenPop: Core.PassWindow, the pass of a window's frame
// in one call, leaves what the long way leaves, Window().Pass() and then Pop
// if the window closed, under every rule, above other windows and frames.
func TestPassWindowIsPassThenPop(t *testing.T) {
	for _, tt := range []struct {
		name  string
		w     kernel.Window
		act   int  // the pass before which the seat with priority acts; -1: none
		parts bool // the window's frame holds a list and a queue
	}{
		{"a rounds window", kernel.NewWindow(kernel.Rounds, alice, bob), -1, false},
		{"a rounds window whose second seat acts before passing", kernel.NewWindow(kernel.Rounds, alice, bob), 1, false},
		{"a succession window", kernel.NewWindow(kernel.Succession, alice, bob), -1, false},
		{"a succession window whose second seat acts before passing", kernel.NewWindow(kernel.Succession, alice, bob), 1, false},
		{"a one-pass-each window of one seat", kernel.NewWindow(kernel.OnePassEach, bob), -1, false},
		{"a window whose frame holds a list and a queue", kernel.NewWindow(kernel.Rounds, alice, bob), -1, true},
	} {
		t.Run(tt.name+" passes as Pass then Pop", func(t *testing.T) {
			got, want := bound(), bound()
			for _, c := range []*kernel.Core{got, want} {
				c.PushWindow(kernel.Frame{Kind: kindCount, N: 7}, tt.w)
				if tt.parts {
					c.SetList(c.Top(), []int32{4, 5, 6})
					c.SetQueue(c.Top(), []kernel.Queued{{Src: 1}, {Src: 2}})
				}
			}
			for i := range 6 {
				if i == tt.act {
					got.Window().Act()
					want.Window().Act()
				}
				closed := got.PassWindow()
				if want.Window().Pass() {
					want.Pop()
				}
				if !reflect.DeepEqual(got, want) || closed != (len(want.Frames()) == 5) {
					t.Fatalf("pass %d: PassWindow gives %+v (closed %v), Pass then Pop %+v", i, got, closed, want)
				}
				if closed {
					return
				}
			}
			t.Fatal("the window never closed")
		})
	}
}
