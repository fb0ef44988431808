package kernel_test

import (
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

func TestFrameJSONShowsListAndQueue(t *testing.T) {
	t.Run("a frame marshals as all its exported fields, in order, with list and queue after T", func(t *testing.T) {
		ft, jt := reflect.TypeFor[kernel.Frame](), kernel.FrameJSONType
		var want []reflect.StructField
		for i := range ft.NumField() {
			if f := ft.Field(i); f.IsExported() {
				want = append(want, f)
				if f.Name == "T" {
					want = append(want,
						reflect.StructField{Name: "List", Type: reflect.TypeFor[[]int32](), Tag: `json:"list,omitempty"`},
						reflect.StructField{Name: "Queue", Type: reflect.TypeFor[[]kernel.Queued](), Tag: `json:"queue,omitempty"`})
				}
			}
		}
		if jt.NumField() != len(want) {
			t.Fatalf("the JSON of a frame has %d fields, the frame %d exported ones and a list and a queue", jt.NumField(), len(want))
		}
		for i, w := range want {
			if f := jt.Field(i); f.Name != w.Name || f.Type != w.Type || f.Tag != w.Tag {
				t.Fatalf("field %d: %s %v %q in JSON, want %s %v %q", i, f.Name, f.Type, f.Tag, w.Name, w.Type, w.Tag)
			}
		}
	})
	t.Run("a stack marshals as the frames did when they held their lists and queues", func(t *testing.T) {
		var c kernel.Core
		c.PushWith(kernel.Frame{Kind: 3, Step: 1, Seat: bob, Src: 4, T: 5}, []int32{7, 8}, []kernel.Queued{{Src: 2, Ref: kernel.Builtin("x")}})
		c.PushWith(kernel.Frame{Kind: 1, N: 2}, []int32{}, nil) // an empty list shows as none, as with omitempty before
		c.Top().Opt, c.Top().Answered = engine.Option{Verb: engine.NewVerb("go"), Card: 3}, true
		want := `{"rng":` + marshal(t, c.RNG) + `,"nextDecision":0,"stack":[` +
			`{"kind":3,"step":1,"seat":1,"src":4,"t":5,"list":[7,8],"queue":[{"src":2,"ref":{"card":"@x"}}]},` +
			`{"kind":1,"seat":0,"n":2,"opt":{"verb":"go","card":3},"answered":true}]}`
		if got := marshal(t, c); got != want {
			t.Fatalf("JSON\n%s\nwant\n%s", got, want)
		}
	})
	t.Run("an empty stack is left out of the JSON, as an empty []Frame was", func(t *testing.T) {
		for _, c := range []kernel.Core{{}, {Stack: kernel.NewStack(4)}} {
			if got := marshal(t, c); strings.Contains(got, `"stack"`) {
				t.Fatalf("JSON %s", got)
			}
		}
	})
}

// listsOf returns the lists of c's frames, bottom first.
func listsOf(c *kernel.Core) [][]int32 {
	var out [][]int32
	for i := range c.Frames() {
		out = append(out, c.List(&c.Frames()[i]))
	}
	return out
}

// queuesOf returns the Src of the queued programs of c's frames, bottom
// first.
func queuesOf(c *kernel.Core) [][]int32 {
	var out [][]int32
	for i := range c.Frames() {
		var q []int32
		if c.Queue(&c.Frames()[i]) != nil {
			q = []int32{}
		}
		for _, x := range c.Queue(&c.Frames()[i]) {
			q = append(q, x.Src)
		}
		out = append(out, q)
	}
	return out
}

// sameLists reports whether a and b are the same lists, telling a nil list
// from an empty one.
func sameLists(a, b [][]int32) bool {
	return slices.EqualFunc(a, b, func(x, y []int32) bool { return (x == nil) == (y == nil) && slices.Equal(x, y) })
}

// stacked returns a Core with three frames holding lists {1 2}, {3} and
// {4 5 6}, and queues {10}, none and {30 31}.
func stacked() *kernel.Core {
	c := &kernel.Core{}
	c.PushWith(kernel.Frame{N: 0}, []int32{1, 2}, []kernel.Queued{{Src: 10}})
	c.PushWith(kernel.Frame{N: 1}, []int32{3}, nil)
	c.PushWith(kernel.Frame{N: 2}, []int32{4, 5, 6}, []kernel.Queued{{Src: 30}, {Src: 31}})
	return c
}

func TestStackArenas(t *testing.T) {
	for _, tt := range []struct {
		name   string
		change func(c *kernel.Core)
		lists  [][]int32 // the lists left, bottom first (nil: none)
		queues [][]int32 // the Src of the queues left
	}{
		{"the lists and queues pushed are the frames' own", func(*kernel.Core) {},
			[][]int32{{1, 2}, {3}, {4, 5, 6}}, [][]int32{{10}, nil, {30, 31}}},
		{"popping the top frame frees its list and queue", func(c *kernel.Core) { c.Pop() },
			[][]int32{{1, 2}, {3}}, [][]int32{{10}, nil}},
		{"popping every frame frees every list", func(c *kernel.Core) { c.Pop(); c.Pop(); c.Pop() },
			nil, nil},
		{"a frame pushed after a pop starts with no list and no queue", func(c *kernel.Core) { c.Pop(); c.Push(kernel.Frame{N: 9}) },
			[][]int32{{1, 2}, {3}, nil}, [][]int32{{10}, nil, nil}},
		{"appending to the top frame's list", func(c *kernel.Core) { c.AppendList(c.Top(), 7) },
			[][]int32{{1, 2}, {3}, {4, 5, 6, 7}}, [][]int32{{10}, nil, {30, 31}}},
		{"a list under the top grows while the frames above hold lists", func(c *kernel.Core) { c.AppendList(&c.Frames()[0], 7, 8, 9) },
			[][]int32{{1, 2, 7, 8, 9}, {3}, {4, 5, 6}}, [][]int32{{10}, nil, {30, 31}}},
		{"a list under the top grows by the list of a frame above it", func(c *kernel.Core) {
			c.AppendList(&c.Frames()[0], c.List(c.Top())...)
		}, [][]int32{{1, 2, 4, 5, 6}, {3}, {4, 5, 6}}, [][]int32{{10}, nil, {30, 31}}},
		{"a list under the top set longer, from the list of a frame above it", func(c *kernel.Core) {
			c.SetList(&c.Frames()[1], c.List(c.Top()))
		}, [][]int32{{1, 2}, {4, 5, 6}, {4, 5, 6}}, [][]int32{{10}, nil, {30, 31}}},
		{"a list under the top set shorter, from the list of a frame above it", func(c *kernel.Core) {
			c.SetList(&c.Frames()[0], c.List(c.Top())[2:])
		}, [][]int32{{6}, {3}, {4, 5, 6}}, [][]int32{{10}, nil, {30, 31}}},
		{"a list shortened in place under the top", func(c *kernel.Core) { c.DeleteList(&c.Frames()[0], 0, 1) },
			[][]int32{{2}, {3}, {4, 5, 6}}, [][]int32{{10}, nil, {30, 31}}},
		{"a list filtered under the top", func(c *kernel.Core) {
			c.FilterList(&c.Frames()[0], func(x int32) bool { return x == 2 })
		}, [][]int32{{2}, {3}, {4, 5, 6}}, [][]int32{{10}, nil, {30, 31}}},
		{"a list filtered to nothing stays a list, empty", func(c *kernel.Core) {
			c.FilterList(&c.Frames()[1], func(int32) bool { return false })
		}, [][]int32{{1, 2}, {}, {4, 5, 6}}, [][]int32{{10}, nil, {30, 31}}},
		{"a list set to nil is none, to empty is empty", func(c *kernel.Core) {
			c.SetList(&c.Frames()[0], nil)
			c.SetList(&c.Frames()[1], []int32{})
		}, [][]int32{nil, {}, {4, 5, 6}}, [][]int32{{10}, nil, {30, 31}}},
		{"appending nothing to no list leaves none, as append does", func(c *kernel.Core) {
			c.SetList(&c.Frames()[0], nil)
			c.AppendList(&c.Frames()[0])
			c.AppendQueue(&c.Frames()[1])
		}, [][]int32{nil, {3}, {4, 5, 6}}, [][]int32{{10}, nil, {30, 31}}},
		{"a frame with no list under the top gets one", func(c *kernel.Core) {
			c.SetList(&c.Frames()[0], nil)
			c.AppendList(&c.Frames()[0], 8)
		}, [][]int32{{8}, {3}, {4, 5, 6}}, [][]int32{{10}, nil, {30, 31}}},
		{"removing a frame from the middle frees its list", func(c *kernel.Core) { c.RemoveFrame(1) },
			[][]int32{{1, 2}, {4, 5, 6}}, [][]int32{{10}, {30, 31}}},
		{"removing the bottom frame moves the others' lists down", func(c *kernel.Core) { c.RemoveFrame(0) },
			[][]int32{{3}, {4, 5, 6}}, [][]int32{nil, {30, 31}}},
		{"unwinding frees the lists of every frame removed", func(c *kernel.Core) { c.Unwind(1) },
			[][]int32{{1, 2}}, [][]int32{{10}}},
		{"a queue under the top grows while the frame above holds one", func(c *kernel.Core) {
			c.AppendQueue(&c.Frames()[0], kernel.Queued{Src: 11})
		}, [][]int32{{1, 2}, {3}, {4, 5, 6}}, [][]int32{{10, 11}, nil, {30, 31}}},
		{"a frame with no queue under the top gets one", func(c *kernel.Core) {
			c.SetQueue(&c.Frames()[1], []kernel.Queued{{Src: 20}})
		}, [][]int32{{1, 2}, {3}, {4, 5, 6}}, [][]int32{{10}, {20}, {30, 31}}},
		{"taking from a queue under the top", func(c *kernel.Core) { c.DeleteQueue(&c.Frames()[0], 0, 1) },
			[][]int32{{1, 2}, {3}, {4, 5, 6}}, [][]int32{{}, nil, {30, 31}}},
		{"filtering the top queue", func(c *kernel.Core) {
			c.FilterQueue(c.Top(), func(q kernel.Queued) bool { return q.Src == 31 })
		}, [][]int32{{1, 2}, {3}, {4, 5, 6}}, [][]int32{{10}, nil, {31}}},
		{"a copy of a frame pushed again leaves its list and queue behind", func(c *kernel.Core) { c.Push(*c.Top()) },
			[][]int32{{1, 2}, {3}, {4, 5, 6}, nil}, [][]int32{{10}, nil, {30, 31}, nil}},
		{"growing lists under the top, then popping down to them", func(c *kernel.Core) {
			c.AppendList(&c.Frames()[1], 7, 7)
			c.AppendList(&c.Frames()[0], 8)
			c.Pop()
			c.AppendList(&c.Frames()[0], 9)
		}, [][]int32{{1, 2, 8, 9}, {3, 7, 7}}, [][]int32{{10}, nil}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			c := stacked()
			tt.change(c)
			if got := listsOf(c); !sameLists(got, tt.lists) {
				t.Fatalf("lists %v, want %v", got, tt.lists)
			}
			if got := queuesOf(c); !sameLists(got, tt.queues) {
				t.Fatalf("queues %v, want %v", got, tt.queues)
			}
			// No space is lost: the arenas hold the lists and queues and
			// nothing else, in the order of the frames; so the stack is
			// equal to one rebuilt from its JSON.
			lists, queues := kernel.Arenas(c)
			var wantL []int32
			for _, l := range tt.lists {
				wantL = append(wantL, l...)
			}
			if !slices.Equal(lists, wantL) {
				t.Fatalf("list arena %v, want the lists in stack order %v", lists, wantL)
			}
			n := 0
			for _, q := range tt.queues {
				n += len(q)
			}
			if len(queues) != n {
				t.Fatalf("queue arena of %d, want %d", len(queues), n)
			}
			// The same frames pushed afresh with their lists and queues
			// are laid out the same: one state, one layout.
			var l kernel.Core
			for i := range c.Frames() {
				f := &c.Frames()[i]
				l.PushWith(*f, c.List(f), c.Queue(f))
			}
			ll, lq := kernel.Arenas(&l)
			if !reflect.DeepEqual(l.Frames(), c.Frames()) && !(len(l.Frames()) == 0 && len(c.Frames()) == 0) ||
				!slices.Equal(ll, lists) || !slices.Equal(lq, queues) {
				t.Fatalf("the stack pushed afresh is laid out otherwise:\n%+v %v\nwant\n%+v %v", l.Frames(), ll, c.Frames(), lists)
			}
		})
	}
	t.Run("a list is a view capped at its length: appending to it does not write over the next frame's", func(t *testing.T) {
		c := stacked()
		_ = append(c.List(&c.Frames()[0]), 99)
		if got := listsOf(c); !sameLists(got, [][]int32{{1, 2}, {3}, {4, 5, 6}}) {
			t.Fatalf("lists %v", got)
		}
	})
	t.Run("a frame with no list and no queue is its literal, whatever the frames under it hold", func(t *testing.T) {
		c := stacked()
		c.Push(kernel.Frame{Kind: 7, N: 3})
		c.SetList(c.Top(), []int32{1})
		c.SetList(c.Top(), nil)
		if *c.Top() != (kernel.Frame{Kind: 7, N: 3}) {
			t.Fatalf("top frame %+v, want its literal", *c.Top())
		}
	})
	t.Run("changing the list of a frame not on the stack panics", func(t *testing.T) {
		c := stacked()
		f := *c.Top()
		defer func() {
			if recover() == nil {
				t.Fatal("SetList on a copy of a frame did not panic")
			}
		}()
		c.SetList(&f, []int32{1})
	})
}

// TestPushNewIsPush: PushNew leaves the stack as Push of a frame with only
// its kind and seat set would — whatever a popped frame left in the room
// it is written in, and whether the stack grows — and returns that frame.
func TestPushNewIsPush(t *testing.T) {
	full := kernel.Frame{Kind: 9, Step: 3, Seat: 1, Src: 7, Ref: kernel.Builtin("p"), PC: 2, N: 4, M: 5, T: 6,
		Opt: engine.Option{Verb: engine.NewVerb("x"), Card: 3}, Num: 8, By: 1, Answered: true}
	for _, tc := range []struct {
		name  string
		under int  // frames under it
		stale bool // a frame with every field set was popped from its place
	}{
		{"on an empty stack", 0, false},
		{"where a popped frame left every field set", 1, true},
		{"on a stack that grows", 3, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			build := func(pushNew bool) (kernel.Core, *kernel.Frame) {
				var c kernel.Core
				for range tc.under {
					c.Push(kernel.Frame{Kind: 1})
				}
				if tc.stale {
					c.PushWith(full, []int32{1, 2}, []kernel.Queued{{Ref: kernel.Builtin("q")}, {Ref: kernel.Builtin("r")}})
					c.Pop()
				}
				if pushNew {
					return c, c.PushNew(4, 1)
				}
				c.Push(kernel.Frame{Kind: 4, Seat: 1})
				return c, c.Top()
			}
			long, _ := build(false)
			short, f := build(true)
			if f != short.Top() {
				t.Fatal("PushNew returned another frame than the top one")
			}
			if !reflect.DeepEqual(short.Frames(), long.Frames()) || len(short.List(f)) != 0 || len(short.Queue(f)) != 0 {
				t.Fatalf("frames %+v, want Push's %+v", short.Frames(), long.Frames())
			}
		})
	}
}
