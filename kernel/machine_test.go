package kernel_test

import (
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// The test game: a state that embeds a Core and logs what its frames and
// programs do, so that a test reads the order things happened in.
type game struct {
	kernel.Core
	log   []string
	found int32 // what a child frame found, for an op that runs Again
}

func (g *game) logf(format string, args ...any) { g.log = append(g.log, fmt.Sprintf(format, args...)) }

// The frame kinds of the test game.
const (
	kindProgram kernel.FrameKind = 1 // the machine's program frames
	kindQueue   kernel.FrameKind = 2 // the machine's queues
	kindChild   kernel.FrameKind = 3 // logs "child N", sets found to 42 and finishes
	kindCount   kernel.FrameKind = 4 // steps N times, logging each, then asks Seat
	kindBids    kernel.FrameKind = 5 // asks seats 0 and 1 at once, takes each answer as it comes
)

// The seats of the test game.
const (
	alice engine.Seat = 0
	bob   engine.Seat = 1
)

type op = kernel.Op[*game]

// say logs its text.
type say string

func (o say) Run(g *game, f *kernel.Frame) kernel.Status { g.logf("%s", o); return kernel.Next }

// choose asks the program's controller to choose x or y and logs the answer.
type choose struct{}

func (choose) Run(g *game, f *kernel.Frame) kernel.Status {
	if !f.Answered {
		g.logf("ask")
		return g.Ask(f.Seat, "x or y?", "test", []engine.Option{{Verb: engine.NewVerb("x")}, {Verb: engine.NewVerb("y")}})
	}
	o, _ := f.Take()
	g.logf("answer %s by %d", o.Verb, f.By)
	return kernel.Next
}

// stop logs "stop" and ends the program.
type stop struct{}

func (stop) Run(g *game, f *kernel.Frame) kernel.Status { g.logf("stop"); return kernel.Stop }

// pushChild pushes a child frame and goes on.
type pushChild struct{}

func (pushChild) Run(g *game, f *kernel.Frame) kernel.Status {
	g.logf("push")
	g.Push(kernel.Frame{Kind: kindChild, N: 1})
	return kernel.Next
}

// again pushes a child frame and runs again once it has resolved, to read
// what it found.
type again struct{}

func (again) Run(g *game, f *kernel.Frame) kernel.Status {
	if f.M == 0 {
		f.M = 1
		g.logf("again: push")
		g.Push(kernel.Frame{Kind: kindChild, N: 2})
		return kernel.Again
	}
	g.logf("again: found %d", g.found)
	return kernel.Next
}

// againAlone returns Again without pushing anything: a bug.
type againAlone struct{}

func (againAlone) Run(g *game, f *kernel.Frame) kernel.Status { return kernel.Again }

// call pushes program ref for the same seat.
type call struct {
	m   *kernel.Machine[*game]
	ref kernel.Ref
}

func (o call) Run(g *game, f *kernel.Frame) kernel.Status {
	g.logf("call %s", o.ref.Card)
	o.m.PushProgram(g, o.ref, f.Seat, 0)
	return kernel.Next
}

// end ends the game.
type end struct{}

func (end) Run(g *game, f *kernel.Frame) kernel.Status {
	g.logf("end")
	g.Over = true
	return kernel.Next
}

// who logs the seat and source the program runs for.
type who struct{}

func (who) Run(g *game, f *kernel.Frame) kernel.Status {
	g.logf("%s for %d from %d", f.Ref.Card, f.Seat, f.Src)
	return kernel.Next
}

// newMachine builds the test game's machine with programs progs (filled in
// by the caller, since ops may name the machine). Idle ends the game, and
// AfterProgram logs "after".
func newMachine(progs map[kernel.Ref][]op) *kernel.Machine[*game] {
	m := &kernel.Machine[*game]{
		Idle:         func(g *game) { g.logf("idle"); g.Over = true },
		Program:      func(r kernel.Ref) []op { return progs[r] },
		ProgramKind:  kindProgram,
		AfterProgram: func(g *game) { g.logf("after") },
		QueueKind:    kindQueue,
		QueuePrompt:  "Choose the next effect to resolve",
		QueueRule:    "test-queue",
		QueueOption: func(g *game, q kernel.Queued, i int) engine.Option {
			return engine.Option{Verb: engine.NewVerb(q.Ref.Card.String()), Card: int(q.Src), Arg: i}
		},
	}
	m.Register(kindChild, "child", func(g *game, f *kernel.Frame) kernel.Status {
		g.logf("child %d", f.N)
		g.found = 42
		g.Pop()
		return kernel.Next
	})
	m.Register(kindCount, "count", func(g *game, f *kernel.Frame) kernel.Status {
		if f.Answered {
			o, _ := f.Take()
			g.logf("count answered %s", o.Verb)
			g.Pop()
			return kernel.Next
		}
		if f.Step < f.N {
			f.Step++
			g.logf("count %d", f.Step)
			return kernel.Next
		}
		return g.Ask(f.Seat, "go on?", "test", []engine.Option{{Verb: engine.NewVerb("go")}})
	})
	m.Register(kindBids, "bids", func(g *game, f *kernel.Frame) kernel.Status {
		if f.Step == 0 {
			f.Step = 1
			g.SetList(f, []int32{-1, -1})
			g.AskNumber(alice, "bid", "test", 0, 5)
			return g.AskNumber(bob, "bid", "test", 0, 5)
		}
		if f.Answered {
			_, n := f.Take()
			g.List(f)[f.By] = n
			g.logf("bid %d from %d", n, f.By)
		}
		if slices.Contains(g.List(f), -1) {
			return kernel.Wait // the other bid is still to come
		}
		g.logf("bids %v", g.List(f))
		g.Pop()
		return kernel.Next
	})
	return m
}

// answer answers g's pending decision of seat with option (or number) i
// and advances; it fails t if the answer is refused.
func answer(t *testing.T, m *kernel.Machine[*game], g *game, seat engine.Seat, i int) {
	t.Helper()
	for _, d := range g.Pending {
		if d.Seat == seat {
			if err := g.Answer(engine.Choice{Decision: d.ID, Seat: seat, Option: i, Number: i}); err != nil {
				t.Fatalf("answer %d of seat %d: %v", i, seat, err)
			}
			m.Advance(g, true)
			return
		}
	}
	t.Fatalf("seat %d has no pending decision: %+v", seat, g.Pending)
}

func logIs(t *testing.T, g *game, want ...string) {
	t.Helper()
	if !slices.Equal(g.log, want) {
		t.Fatalf("log\n%q\nwant\n%q", g.log, want)
	}
}

// panics runs fn and returns what it panicked with, or "" if it did not.
func panics(fn func()) (msg string) {
	defer func() {
		if r := recover(); r != nil {
			msg = fmt.Sprint(r)
		}
	}()
	fn()
	return ""
}

func TestAdvance(t *testing.T) {
	t.Run("the top frame steps until it asks; nothing below it steps", func(t *testing.T) {
		m := newMachine(nil)
		g := &game{}
		g.Push(kernel.Frame{Kind: kindCount, N: 5, Seat: alice})
		g.Push(kernel.Frame{Kind: kindCount, N: 3, Seat: bob})
		m.Advance(g, false)
		logIs(t, g, "count 1", "count 2", "count 3")
		if len(g.Pending) != 1 || g.Pending[0].Seat != bob || g.Over || len(g.Frames()) != 2 {
			t.Fatalf("pending %+v, over %v, %d frames", g.Pending, g.Over, len(g.Frames()))
		}
	})
	t.Run("with a decision pending and no answer, Advance steps nothing", func(t *testing.T) {
		m := newMachine(nil)
		g := &game{}
		g.Push(kernel.Frame{Kind: kindCount, N: 1})
		m.Advance(g, false)
		m.Advance(g, false)
		logIs(t, g, "count 1")
		if len(g.Pending) != 1 {
			t.Fatalf("pending %+v, want the one decision", g.Pending)
		}
	})
	t.Run("an answered frame steps with the answer, and the frames below then step in turn", func(t *testing.T) {
		m := newMachine(nil)
		g := &game{}
		g.Push(kernel.Frame{Kind: kindCount, N: 1, Seat: alice})
		g.Push(kernel.Frame{Kind: kindCount, N: 0, Seat: bob})
		m.Advance(g, false)
		answer(t, m, g, bob, 0)
		logIs(t, g, "count answered go", "count 1")
		if len(g.Pending) != 1 || g.Pending[0].Seat != alice {
			t.Fatalf("pending %+v, want alice's", g.Pending)
		}
	})
	t.Run("with the stack empty, Idle moves the game on", func(t *testing.T) {
		m := newMachine(nil)
		m.Idle = func(g *game) {
			g.logf("idle")
			g.Push(kernel.Frame{Kind: kindCount, N: 1, Seat: alice})
		}
		g := &game{}
		m.Advance(g, false)
		logIs(t, g, "idle", "count 1")
		answer(t, m, g, alice, 0)
		logIs(t, g, "idle", "count 1", "count answered go", "idle", "count 1")
	})
	t.Run("once the game is over, Advance steps nothing", func(t *testing.T) {
		m := newMachine(nil)
		g := &game{}
		g.Push(kernel.Frame{Kind: kindCount, N: 2})
		g.Over = true
		m.Advance(g, false)
		m.Advance(g, true)
		logIs(t, g)
	})
	t.Run("a frame that ends the game stops the machine: the frames below do not step", func(t *testing.T) {
		m := newMachine(nil)
		m.Register(9, "ender", func(g *game, f *kernel.Frame) kernel.Status { g.logf("ender"); g.Over = true; return kernel.Next })
		g := &game{}
		g.Push(kernel.Frame{Kind: kindCount, N: 2})
		g.Push(kernel.Frame{Kind: 9})
		m.Advance(g, false)
		logIs(t, g, "ender")
	})
	t.Run("a frame kind with no step function is a bug, named in the panic", func(t *testing.T) {
		m := newMachine(nil)
		g := &game{}
		g.Push(kernel.Frame{Kind: 77})
		if msg := panics(func() { m.Advance(g, false) }); !strings.Contains(msg, "kind 77") {
			t.Fatalf("panic %q, want one naming kind 77", msg)
		}
	})
	t.Run("a step that returns Wait with no decision pending is a bug, named in the panic", func(t *testing.T) {
		m := newMachine(nil)
		m.Register(9, "mute", func(g *game, f *kernel.Frame) kernel.Status { g.logf("mute"); return kernel.Wait })
		g := &game{}
		g.Push(kernel.Frame{Kind: 9})
		if msg := panics(func() { m.Advance(g, false) }); !strings.Contains(msg, "kind 9 returned Wait") {
			t.Fatalf("panic %q, want one naming kind 9's Wait", msg)
		}
		logIs(t, g, "mute")
	})
	t.Run("a step that asks and returns Next stops the machine at its question", func(t *testing.T) {
		m := newMachine(nil)
		m.Register(9, "asker", func(g *game, f *kernel.Frame) kernel.Status {
			g.logf("asker")
			g.Ask(bob, "go on?", "test", []engine.Option{{Verb: engine.NewVerb("go")}})
			return kernel.Next
		})
		g := &game{}
		g.Push(kernel.Frame{Kind: kindCount, N: 2, Seat: alice})
		g.Push(kernel.Frame{Kind: 9})
		m.Advance(g, false)
		logIs(t, g, "asker")
		if len(g.Pending) != 1 || g.Pending[0].Seat != bob {
			t.Fatalf("pending %+v, want bob's one question", g.Pending)
		}
	})
	t.Run("Idle that ends the game stops the machine", func(t *testing.T) {
		m := newMachine(nil)
		g := &game{}
		m.Advance(g, false)
		logIs(t, g, "idle")
	})
	t.Run("AdvanceOn with the state's own Core steps as Advance does", func(t *testing.T) {
		var logs [2][]string
		for i, on := range []bool{false, true} {
			m := newMachine(nil)
			m.Idle = func(g *game) {
				g.logf("idle")
				g.Push(kernel.Frame{Kind: kindCount, N: 1, Seat: alice})
			}
			g := &game{}
			g.Push(kernel.Frame{Kind: kindCount, N: 2, Seat: bob})
			advance := func(answered bool) {
				if on {
					m.AdvanceOn(g, &g.Core, answered)
				} else {
					m.Advance(g, answered)
				}
			}
			advance(false)
			advance(false) // a decision pending: nothing steps
			for _, seat := range []engine.Seat{bob, alice} {
				d := g.Pending[0]
				if d.Seat != seat {
					t.Fatalf("pending %+v, want %d's", g.Pending, seat)
				}
				if err := g.Answer(engine.Choice{Decision: d.ID, Seat: seat}); err != nil {
					t.Fatal(err)
				}
				advance(true)
			}
			logs[i] = g.log
		}
		if !slices.Equal(logs[0], logs[1]) || len(logs[0]) == 0 {
			t.Fatalf("AdvanceOn logged\n%q\nAdvance\n%q", logs[1], logs[0])
		}
	})
	t.Run("a machine that never asks is stopped by the step guard", func(t *testing.T) {
		m := newMachine(nil)
		m.Register(9, "loop", func(g *game, f *kernel.Frame) kernel.Status { return kernel.Next })
		g := &game{}
		g.Push(kernel.Frame{Kind: 9})
		if msg := panics(func() { m.Advance(g, false) }); !strings.Contains(msg, "no decision") {
			t.Fatalf("panic %q, want the step guard's", msg)
		}
	})
}

func TestSimultaneousDecisions(t *testing.T) {
	t.Run("both seats are asked at once and the frame takes each answer as it comes", func(t *testing.T) {
		m := newMachine(nil)
		g := &game{}
		g.Push(kernel.Frame{Kind: kindBids})
		m.Advance(g, false)
		if len(g.Pending) != 2 {
			t.Fatalf("pending %+v, want two bids", g.Pending)
		}
		aliceID := g.Pending[0].ID
		answer(t, m, g, bob, 3)
		logIs(t, g, "bid 3 from 1")
		if len(g.Pending) != 1 || g.Pending[0].Seat != alice || g.Pending[0].ID != aliceID {
			t.Fatalf("pending %+v, want alice's decision %d still pending", g.Pending, aliceID)
		}
		answer(t, m, g, alice, 4)
		logIs(t, g, "bid 3 from 1", "bid 4 from 0", "bids [4 3]", "idle")
	})
	t.Run("the answer steps the top frame once even though a decision is still pending", func(t *testing.T) {
		m := newMachine(nil)
		g := &game{}
		g.Push(kernel.Frame{Kind: kindBids})
		m.Advance(g, false)
		if err := g.Answer(engine.Choice{Decision: g.Pending[0].ID, Seat: alice, Number: 2}); err != nil {
			t.Fatal(err)
		}
		m.Advance(g, false) // not told that an answer was stored: nothing steps
		logIs(t, g)
		m.Advance(g, true)
		logIs(t, g, "bid 2 from 0")
		m.Advance(g, true) // told again, with no new answer: the frame steps once more and waits
		logIs(t, g, "bid 2 from 0")
		if len(g.Pending) != 1 || g.List(g.Top())[alice] != 2 || g.Top().Answered {
			t.Fatalf("pending %+v, frame %+v", g.Pending, *g.Top())
		}
	})
}

func TestPrograms(t *testing.T) {
	var (
		main  = kernel.Builtin("main")
		inner = kernel.Builtin("inner")
	)
	for _, tt := range []struct {
		name    string
		ops     func(m *kernel.Machine[*game]) []op
		answers []int // options chosen by alice, one per decision
		want    []string
	}{
		{
			name: "ops run in order, then the program's frame goes and AfterProgram runs",
			ops:  func(*kernel.Machine[*game]) []op { return []op{say("a"), say("b")} },
			want: []string{"a", "b", "after", "idle"},
		},
		{
			name:    "an op that asks waits, then runs again with the answer in the frame",
			ops:     func(*kernel.Machine[*game]) []op { return []op{say("a"), choose{}, say("c")} },
			answers: []int{1},
			want:    []string{"a", "ask", "answer y by 0", "c", "after", "idle"},
		},
		{
			name:    "two ops that ask each get their own answer",
			ops:     func(*kernel.Machine[*game]) []op { return []op{choose{}, choose{}} },
			answers: []int{0, 1},
			want:    []string{"ask", "answer x by 0", "ask", "answer y by 0", "after", "idle"},
		},
		{
			name: "an op returning Stop ends the program: its later ops do not run, and AfterProgram runs",
			ops:  func(*kernel.Machine[*game]) []op { return []op{say("a"), stop{}, say("c")} },
			want: []string{"a", "stop", "after", "idle"},
		},
		{
			name: "a frame an op pushes resolves before the next op, and the op does not run again",
			ops:  func(*kernel.Machine[*game]) []op { return []op{pushChild{}, say("b")} },
			want: []string{"push", "child 1", "b", "after", "idle"},
		},
		{
			name: "an op returning Again runs again once the frame it pushed has resolved",
			ops:  func(*kernel.Machine[*game]) []op { return []op{again{}, say("b")} },
			want: []string{"again: push", "child 2", "again: found 42", "b", "after", "idle"},
		},
		{
			name: "a program an op starts resolves completely, with its own AfterProgram, before the next op",
			ops: func(m *kernel.Machine[*game]) []op {
				return []op{call{m, inner}, say("b")}
			},
			want: []string{"call @inner", "inner", "after", "b", "after", "idle"},
		},
		{
			name: "an op that ends the game stops the program: no later op, no AfterProgram",
			ops:  func(*kernel.Machine[*game]) []op { return []op{say("a"), end{}, say("c")} },
			want: []string{"a", "end"},
		},
		{
			name: "a program with no ops just finishes",
			ops:  func(*kernel.Machine[*game]) []op { return nil },
			want: []string{"after", "idle"},
		},
	} {
		t.Run(tt.name, func(t *testing.T) {
			progs := map[kernel.Ref][]op{inner: {say("inner")}}
			m := newMachine(progs)
			progs[main] = tt.ops(m)
			g := &game{}
			m.PushProgram(g, main, alice, 7)
			m.Advance(g, false)
			for _, a := range tt.answers {
				if len(g.Pending) != 1 {
					t.Fatalf("log %q: pending %+v, want one decision", g.log, g.Pending)
				}
				if f := g.Top(); f.Kind != kindProgram || f.Ref != main {
					t.Fatalf("the decision is pending in frame %+v, want the program's", *f)
				}
				answer(t, m, g, alice, a)
			}
			logIs(t, g, tt.want...)
			if len(g.Pending) != 0 {
				t.Errorf("pending %+v after the last answer", g.Pending)
			}
		})
	}
	t.Run("an op waiting for an answer keeps its place: the program's frame holds its op", func(t *testing.T) {
		m := newMachine(map[kernel.Ref][]op{main: {say("a"), say("b"), choose{}}})
		g := &game{}
		m.PushProgram(g, main, bob, 3)
		m.Advance(g, false)
		f := g.Top()
		if f.Kind != kindProgram || f.PC != 2 || f.Seat != bob || f.Src != 3 || f.Ref != main {
			t.Fatalf("frame %+v, want main's op 2 for bob from 3", *f)
		}
	})
	t.Run("an op returning Again without pushing a frame is a bug, named in the panic", func(t *testing.T) {
		m := newMachine(map[kernel.Ref][]op{main: {say("a"), againAlone{}}})
		g := &game{}
		m.PushProgram(g, main, alice, 0)
		if msg := panics(func() { m.Advance(g, false) }); !strings.Contains(msg, "op 1 of") || !strings.Contains(msg, "without pushing") {
			t.Fatalf("panic %q, want one naming op 1", msg)
		}
	})
	t.Run("a zero Ref starts nothing", func(t *testing.T) {
		m := newMachine(nil)
		g := &game{}
		m.PushProgram(g, kernel.Ref{}, alice, 1)
		if len(g.Frames()) != 0 {
			t.Fatalf("frames %+v", g.Frames())
		}
	})
	t.Run("without AfterProgram a program still finishes", func(t *testing.T) {
		m := newMachine(map[kernel.Ref][]op{main: {say("a")}, inner: {stop{}}})
		m.AfterProgram = nil
		g := &game{}
		m.PushProgram(g, main, alice, 0)
		m.PushProgram(g, inner, alice, 0)
		m.Advance(g, false)
		logIs(t, g, "stop", "a", "idle")
	})
}

func TestQueue(t *testing.T) {
	a, b, c := kernel.Builtin("a"), kernel.Builtin("b"), kernel.Builtin("c")
	progs := map[kernel.Ref][]op{a: {who{}}, b: {who{}}, c: {who{}}}
	verbs := func(d engine.Decision) []string {
		var out []string
		for _, o := range d.Options {
			out = append(out, o.Verb.String())
		}
		return out
	}
	t.Run("the controller orders two or more programs, one at a time; the last runs without asking", func(t *testing.T) {
		m := newMachine(progs)
		g := &game{}
		m.PushQueue(g, bob, []kernel.Queued{{Src: 1, Ref: a}, {Src: 2, Ref: b}, {Src: 3, Ref: c}})
		m.Advance(g, false)
		if len(g.Pending) != 1 || g.Pending[0].Seat != bob || !slices.Equal(verbs(g.Pending[0]), []string{"@a", "@b", "@c"}) {
			t.Fatalf("pending %+v, want bob to order @a @b @c", g.Pending)
		}
		answer(t, m, g, bob, 2)
		logIs(t, g, "@c for 1 from 3", "after")
		if len(g.Pending) != 1 || !slices.Equal(verbs(g.Pending[0]), []string{"@a", "@b"}) {
			t.Fatalf("pending %+v, want bob to order @a @b", g.Pending)
		}
		answer(t, m, g, bob, 0)
		logIs(t, g, "@c for 1 from 3", "after", "@a for 1 from 1", "after", "@b for 1 from 2", "after", "idle")
	})
	t.Run("a single program runs without asking", func(t *testing.T) {
		m := newMachine(progs)
		g := &game{}
		m.PushQueue(g, alice, []kernel.Queued{{Src: 5, Ref: b}})
		m.Advance(g, false)
		logIs(t, g, "@b for 0 from 5", "after", "idle")
	})
	t.Run("an empty queue pushes nothing", func(t *testing.T) {
		m := newMachine(progs)
		g := &game{}
		m.PushQueue(g, alice, nil)
		if len(g.Frames()) != 0 {
			t.Fatalf("frames %+v", g.Frames())
		}
	})
	t.Run("a program Runnable refuses when its turn comes is skipped", func(t *testing.T) {
		m := newMachine(progs)
		var asked []string
		m.Runnable = func(g *game, q kernel.Queued, seat engine.Seat) bool {
			asked = append(asked, fmt.Sprintf("%s for %d", q.Ref.Card, seat))
			return q.Ref != a
		}
		g := &game{}
		m.PushQueue(g, bob, []kernel.Queued{{Src: 1, Ref: a}, {Src: 2, Ref: b}, {Src: 3, Ref: c}})
		m.Advance(g, false)
		answer(t, m, g, bob, 0) // @a: refused, so bob orders @b and @c next
		if len(g.Pending) != 1 || !slices.Equal(verbs(g.Pending[0]), []string{"@b", "@c"}) {
			t.Fatalf("log %q, pending %+v, want bob to order @b @c", g.log, g.Pending)
		}
		answer(t, m, g, bob, 1)
		logIs(t, g, "@c for 1 from 3", "after", "@b for 1 from 2", "after", "idle")
		if want := []string{"@a for 1", "@c for 1", "@b for 1"}; !slices.Equal(asked, want) {
			t.Errorf("Runnable asked %q, want %q", asked, want)
		}
	})
	t.Run("the queue's seat orders; a program marked Own runs for its own controller, Runnable sees that controller", func(t *testing.T) {
		m := newMachine(progs)
		var asked []string
		m.Runnable = func(g *game, q kernel.Queued, seat engine.Seat) bool {
			asked = append(asked, fmt.Sprintf("%s for %d", q.Ref.Card, seat))
			return true
		}
		g := &game{}
		m.PushQueue(g, bob, []kernel.Queued{{Src: 1, Ref: a, Seat: alice, Own: true}, {Src: 2, Ref: b}, {Src: 3, Ref: c, Seat: bob, Own: true}})
		m.Advance(g, false)
		if len(g.Pending) != 1 || g.Pending[0].Seat != bob {
			t.Fatalf("pending %+v, want bob to order", g.Pending)
		}
		answer(t, m, g, bob, 0)
		answer(t, m, g, bob, 0)
		logIs(t, g, "@a for 0 from 1", "after", "@b for 1 from 2", "after", "@c for 1 from 3", "after", "idle")
		if want := []string{"@a for 0", "@b for 1", "@c for 1"}; !slices.Equal(asked, want) {
			t.Errorf("Runnable asked %q, want %q", asked, want)
		}
	})
	t.Run("without Own a queued seat is ignored: the program runs for the queue's seat", func(t *testing.T) {
		m := newMachine(progs)
		g := &game{}
		m.PushQueue(g, alice, []kernel.Queued{{Src: 4, Ref: a, Seat: bob}})
		m.Advance(g, false)
		logIs(t, g, "@a for 0 from 4", "after", "idle")
	})
	t.Run("a queue whose programs are all refused resolves nothing and goes", func(t *testing.T) {
		m := newMachine(progs)
		m.Runnable = func(*game, kernel.Queued, engine.Seat) bool { return false }
		g := &game{}
		m.PushQueue(g, bob, []kernel.Queued{{Ref: a}, {Ref: b}})
		m.Advance(g, false)
		answer(t, m, g, bob, 1)
		logIs(t, g, "idle")
	})
}

func TestRegister(t *testing.T) {
	t.Run("registering a kind twice is a bug, naming both", func(t *testing.T) {
		m := newMachine(nil)
		msg := panics(func() {
			m.Register(kindChild, "second", func(*game, *kernel.Frame) kernel.Status { return kernel.Next })
		})
		if !strings.Contains(msg, "child") || !strings.Contains(msg, "second") || !strings.Contains(msg, "kind 3") {
			t.Fatalf("panic %q, want one naming kind 3, child and second", msg)
		}
	})
	t.Run("the first registration of a kind stands", func(t *testing.T) {
		m := newMachine(nil)
		_ = panics(func() {
			m.Register(kindChild, "second", func(*game, *kernel.Frame) kernel.Status { panic("second ran") })
		})
		g := &game{}
		g.Push(kernel.Frame{Kind: kindChild, N: 1})
		m.Advance(g, false)
		logIs(t, g, "child 1", "idle")
	})
	t.Run("Registered tells registered kinds from others", func(t *testing.T) {
		m := newMachine(nil)
		for k, want := range map[kernel.FrameKind]bool{kindChild: true, kindCount: true, kindBids: true, 9: false, 0: false} {
			if got := m.Registered(k); got != want {
				t.Errorf("Registered(%d) = %v, want %v", k, got, want)
			}
		}
	})
}

// TestRanObservesEachOp: the Ran hook sees every op of a program just
// before it runs, with the program's Ref and position, and nothing when
// unset.
func TestRanObservesEachOp(t *testing.T) {
	a, b := kernel.Ref{Card: kernel.CardIDOf("a")}, kernel.Ref{Card: kernel.CardIDOf("b"), Ability: 2}
	progs := map[kernel.Ref][]op{}
	m := newMachine(progs)
	progs[a] = []op{say("a0"), call{m, b}, stop{}, say("never")}
	progs[b] = []op{say("b0"), say("b1")}
	var seen []string
	m.Ran = func(g *game, f *kernel.Frame) {
		seen = append(seen, fmt.Sprintf("%s/%d@%d", f.Ref.Card, f.Ref.Ability, f.PC))
	}
	g := &game{}
	m.PushProgram(g, a, alice, 0)
	m.Advance(g, false)
	want := []string{"a/0@0", "a/0@1", "b/2@0", "b/2@1", "a/0@2"}
	if !slices.Equal(seen, want) {
		t.Errorf("Ran saw %q, want %q", seen, want)
	}
}

// counter removes the waiting frame of the program whose Src is its
// frame's N: a Neuroscape counter (NS-14.5), the item countered below it.
type counter struct{}

func (counter) Run(g *game, f *kernel.Frame) kernel.Status {
	for i := range g.Frames() {
		if g.Frames()[i].Kind == kindProgram && g.Frames()[i].Src == f.N {
			g.logf("counter %d", f.N)
			g.RemoveFrame(i)
			return kernel.Next
		}
	}
	g.logf("fizzle")
	return kernel.Next
}

// TestRemoveWaitingFrame: an op may remove a program frame waiting under
// its own (a Cache item countered in the middle of the Cache); its program
// goes on with its next op, and the frame removed never runs.
func TestRemoveWaitingFrame(t *testing.T) {
	for _, tt := range []struct {
		name   string
		target int32 // the Src of the program frame countered
		want   []string
	}{
		{"an item in the middle of the stack never resolves, and the counter's next op runs", 2,
			[]string{"counter 2", "done", "after", "@c for 0 from 3", "after", "@a for 0 from 1", "after", "idle"}},
		{"the item at the bottom never resolves", 1,
			[]string{"counter 1", "done", "after", "@c for 0 from 3", "after", "@b for 0 from 2", "after", "idle"}},
		{"the item just below never resolves", 3,
			[]string{"counter 3", "done", "after", "@b for 0 from 2", "after", "@a for 0 from 1", "after", "idle"}},
		{"a counter whose item is gone does nothing", 9,
			[]string{"fizzle", "done", "after", "@c for 0 from 3", "after", "@b for 0 from 2", "after", "@a for 0 from 1", "after", "idle"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			progs := map[kernel.Ref][]op{}
			for _, r := range []string{"a", "b", "c"} {
				progs[kernel.Builtin(r)] = []op{who{}}
			}
			progs[kernel.Builtin("counter")] = []op{counter{}, say("done")}
			m := newMachine(progs)
			g := &game{}
			for i, r := range []string{"a", "b", "c"} {
				m.PushProgram(g, kernel.Builtin(r), alice, int32(i+1))
			}
			g.Push(kernel.Frame{Kind: kindProgram, Ref: kernel.Builtin("counter"), Src: 4, N: tt.target})
			m.Advance(g, false)
			logIs(t, g, tt.want...)
		})
	}
	t.Run("an op that removes its own frame ends its program", func(t *testing.T) {
		progs := map[kernel.Ref][]op{kernel.Builtin("a"): {who{}}, kernel.Builtin("counter"): {counter{}, say("never")}}
		m := newMachine(progs)
		g := &game{}
		m.PushProgram(g, kernel.Builtin("a"), alice, 1)
		g.Push(kernel.Frame{Kind: kindProgram, Ref: kernel.Builtin("counter"), Src: 4, N: 4})
		m.Advance(g, false)
		logIs(t, g, "counter 4", "@a for 0 from 1", "after", "idle")
	})
}

func TestAfterOp(t *testing.T) {
	a, b := kernel.Builtin("a"), kernel.Builtin("b")
	for _, tt := range []struct {
		name string
		prog []op
		want []string
	}{
		{name: "NSG 10.3.5: it runs after every op, the last too, before AfterProgram",
			prog: []op{say("one"), say("two")}, want: []string{"one", "cp", "two", "cp", "after", "idle"}},
		{name: "an op that stops the program is followed by it too",
			prog: []op{say("one"), stop{}, say("never")}, want: []string{"one", "cp", "stop", "cp", "after", "idle"}},
		{name: "an op that runs Again is followed by it once, when it is done",
			prog: []op{again{}, say("two")}, want: []string{"again: push", "child 2", "again: found 42", "cp", "two", "cp", "after", "idle"}},
		{name: "a frame it pushes resolves before the next op",
			prog: []op{say("one"), say("two")}, want: []string{"one", "cp", "child 1", "two", "cp", "after", "idle"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			m := newMachine(map[kernel.Ref][]op{a: tt.prog, b: {say("b")}})
			pushed := false
			m.AfterOp = func(g *game) {
				g.logf("cp")
				if strings.HasPrefix(tt.name, "a frame") && !pushed {
					pushed = true
					g.Push(kernel.Frame{Kind: kindChild, N: 1})
				}
			}
			g := &game{}
			m.PushProgram(g, a, alice, 0)
			m.Advance(g, false)
			logIs(t, g, tt.want...)
		})
	}
	t.Run("a waiting op is not followed by it until it is done", func(t *testing.T) {
		m := newMachine(map[kernel.Ref][]op{a: {choose{}}})
		m.AfterOp = func(g *game) { g.logf("cp") }
		g := &game{}
		m.PushProgram(g, a, alice, 0)
		m.Advance(g, false)
		logIs(t, g, "ask")
		answer(t, m, g, alice, 1)
		logIs(t, g, "ask", "answer y by 0", "cp", "after", "idle")
	})
}

func TestQueuePrompt(t *testing.T) {
	t.Run("the queue asks with the game's own prompt and rule", func(t *testing.T) {
		m := newMachine(nil)
		m.QueuePrompt, m.QueueRule = "Order them", "G-1"
		g := &game{}
		m.PushQueue(g, bob, []kernel.Queued{{Ref: kernel.Builtin("a")}, {Ref: kernel.Builtin("b")}})
		m.Advance(g, false)
		if d := g.Pending[0]; d.Prompt != "Order them" || d.Rule != "G-1" {
			t.Fatalf("asked %q under %q", d.Prompt, d.Rule)
		}
	})
}

func TestOccurrenceBuffer(t *testing.T) {
	t.Run("NSG 10.3.1: occurrences wait, in order, until drained; a lasting effect lasts until then", func(t *testing.T) {
		var c kernel.Core
		c.AddLasting(kernel.Lasting{Mod: 1, Until: 2, Count: 1})
		c.Occur(kernel.Occurrence{Type: 2, Seat: 1})
		c.Occur(kernel.Occurrence{})
		c.Occur(kernel.Occurrence{Type: 3, Obj: 4})
		if len(c.Lasting) != 1 {
			t.Fatalf("the effect ended at the occurrence: %+v", c.Lasting)
		}
		occ := c.Drain()
		if want := []kernel.Occurrence{{Type: 2, Seat: 1}, {Type: 3, Obj: 4}}; !slices.Equal(occ, want) {
			t.Fatalf("drained %+v, want %+v (no occurrence of type 0)", occ, want)
		}
		if len(c.Occurred) != 0 || len(c.Drain()) != 0 {
			t.Fatalf("the buffer still holds %+v", c.Occurred)
		}
		for _, o := range occ {
			c.Emit(o)
		}
		if len(c.Lasting) != 0 {
			t.Errorf("lasting %+v after the drained occurrences were emitted", c.Lasting)
		}
	})
	t.Run("Clone copies the buffer", func(t *testing.T) {
		var c kernel.Core
		c.Occur(kernel.Occurrence{Type: 1})
		d := c.Clone()
		d.Occurred[0].N = 9
		if c.Occurred[0].N != 0 {
			t.Error("the clone shares the buffer")
		}
	})
}

func TestImminent(t *testing.T) {
	shield := func(l *kernel.Lasting, w *kernel.Expected) (bool, bool) {
		if l.Mod != 1 || l.Obj != w.Obj || w.N <= 0 {
			return false, false
		}
		w.N -= l.N
		return true, !l.Every // Every here: "each time", not used up
	}
	for _, tt := range []struct {
		name    string
		lasting []kernel.Lasting
		want    int32
		applied int
		left    []int // the effects left, by their place in lasting, in order
	}{
		{name: "NSG 9.9.8: a replacement changes the expected effect and, used up, ends",
			lasting: []kernel.Lasting{{Mod: 1, Obj: 5, N: 1, Until: 9, Count: 1}}, want: 2, applied: 1, left: nil},
		{name: "NSG 9.9.9c: each effect applies once; one that lasts stays",
			lasting: []kernel.Lasting{{Mod: 1, Obj: 5, N: 1, Until: 9, Count: 1, Every: true}}, want: 2, applied: 1, left: []int{0}},
		{name: "NSG 9.9.11a: one that finds nothing left to replace does not apply",
			lasting: []kernel.Lasting{{Mod: 1, Obj: 5, N: 3, Until: 9, Count: 1}, {Mod: 1, Obj: 5, N: 1, Until: 9, Count: 1}}, want: 0, applied: 1, left: []int{1}},
		{name: "effects of other objects, or dormant, replace nothing",
			lasting: []kernel.Lasting{{Mod: 1, Obj: 6, N: 1, Until: 9, Count: 1}, {Mod: 1, Obj: 5, N: 1, Until: 9, Count: 1, Starts: 4}}, want: 3, applied: 0, left: []int{0, 1}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var c kernel.Core
			for _, l := range tt.lasting {
				c.AddLasting(l)
			}
			c.Push(kernel.Frame{Kind: 1, Would: kernel.Expect(kernel.Occurrence{Type: 7, Obj: 5, N: 3})})
			c.Push(kernel.Frame{Kind: 2})
			im := c.Imminent()
			if im != &c.Frames()[0] {
				t.Fatalf("Imminent %p, want the frame with an expected effect", im)
			}
			var left []kernel.Lasting
			for _, i := range tt.left {
				left = append(left, tt.lasting[i])
			}
			if n := c.Replace(&im.Would, shield); n != tt.applied || im.Would.N != tt.want || !slices.Equal(c.Lasting, left) {
				t.Errorf("applied %d, expected %d, effects left %+v; want %d, %d, %+v", n, im.Would.N, c.Lasting, tt.applied, tt.want, left)
			}
		})
	}
	t.Run("an expected effect keeps its occurrence, seats and NoSeat included", func(t *testing.T) {
		for _, o := range []kernel.Occurrence{{Type: 7, Seat: 3, Obj: -2, N: -4}, {Type: 1, Seat: engine.NoSeat}} {
			if got := kernel.Expect(o).Occurrence(); got != o {
				t.Errorf("%+v comes back as %+v", o, got)
			}
		}
	})
	t.Run("no frame with an expected effect: nothing is imminent", func(t *testing.T) {
		var c kernel.Core
		c.Push(kernel.Frame{Kind: 1})
		if c.Imminent() != nil {
			t.Error("something is imminent")
		}
	})
}

// TestLastQueuedProgramTakesItsQueuesPlace checks the queue's short way
// (stepQueue): the last program of a queue replaces the queue's frame, so
// that no emptied queue waits below it for a step of its own, while a
// program taken with others still to come runs over its queue.
func TestLastQueuedProgramTakesItsQueuesPlace(t *testing.T) {
	a, b := kernel.Builtin("qa"), kernel.Builtin("qb")
	progs := map[kernel.Ref][]op{a: {choose{}}, b: {choose{}}}
	kinds := func(g *game) []kernel.FrameKind {
		var out []kernel.FrameKind
		for _, f := range g.Frames() {
			out = append(out, f.Kind)
		}
		return out
	}
	for _, tt := range []struct {
		name  string
		queue []kernel.Queued
		order []int // answers to the queue's question before the program asks
		want  []kernel.FrameKind
	}{
		{"a single program runs in its queue's place", []kernel.Queued{{Ref: a}}, nil, []kernel.FrameKind{kindProgram}},
		{"the first of two runs over its queue, which holds the other", []kernel.Queued{{Ref: a}, {Ref: b}}, []int{1}, []kernel.FrameKind{kindQueue, kindProgram}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			m := newMachine(progs)
			g := &game{}
			g.Push(kernel.Frame{Kind: kindChild})
			m.PushQueue(g, alice, tt.queue)
			m.Advance(g, false)
			for _, i := range tt.order {
				answer(t, m, g, alice, i)
			}
			if got := append([]kernel.FrameKind{}, kinds(g)[1:]...); !slices.Equal(got, tt.want) {
				t.Fatalf("frames over the child %v, want %v", got, tt.want)
			}
			if f := g.Top(); f.Kind != kindProgram || len(g.Pending) != 1 {
				t.Fatalf("top %+v pending %+v, want the program asking", *f, g.Pending)
			}
		})
	}
	t.Run("the last of two, once the first has resolved, runs in its queue's place", func(t *testing.T) {
		m := newMachine(progs)
		g := &game{}
		g.Push(kernel.Frame{Kind: kindChild})
		m.PushQueue(g, alice, []kernel.Queued{{Ref: a}, {Ref: b}})
		m.Advance(g, false)
		answer(t, m, g, alice, 0) // a first
		answer(t, m, g, alice, 0) // a's own question: then b runs
		if got := kinds(g)[1:]; !slices.Equal(got, []kernel.FrameKind{kindProgram}) || g.Top().Ref != b {
			t.Fatalf("frames over the child %v (top %+v), want b's program alone", got, *g.Top())
		}
	})
}

// TestTakeQueuedIsTheQueuesStep: TakeQueued does what the machine's step
// of a queue of one does — Runnable asked for the same controller, the
// program pushed or not — so that a game may call it where the machine
// would step that queue next.
func TestTakeQueuedIsTheQueuesStep(t *testing.T) {
	a := kernel.Builtin("ta")
	progs := map[kernel.Ref][]op{a: {who{}}}
	for _, tt := range []struct {
		name     string
		q        kernel.Queued
		runnable bool
		want     []string // the log, then what Runnable was asked
	}{
		{"a program that still resolves is pushed for the queue's seat", kernel.Queued{Src: 3, Ref: a}, true,
			[]string{"@ta for 0 from 3", "after", "count 1", "runnable @ta for 0"}},
		{"a program marked Own is pushed for its own controller", kernel.Queued{Src: 3, Ref: a, Seat: bob, Own: true}, true,
			[]string{"@ta for 1 from 3", "after", "count 1", "runnable @ta for 1"}},
		{"a program Runnable refuses is not pushed", kernel.Queued{Src: 3, Ref: a}, false,
			[]string{"count 1", "runnable @ta for 0"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			run := func(take bool) []string {
				m := newMachine(progs)
				var asked []string
				m.Runnable = func(g *game, q kernel.Queued, seat engine.Seat) bool {
					asked = append(asked, fmt.Sprintf("runnable %s for %d", q.Ref.Card, seat))
					return tt.runnable
				}
				g := &game{}
				g.Push(kernel.Frame{Kind: kindCount, Seat: alice, N: 1}) // steps once, then asks
				if take {
					m.TakeQueued(g, alice, tt.q)
				} else {
					m.PushQueue(g, alice, []kernel.Queued{tt.q})
				}
				m.Advance(g, false)
				return append(g.log, asked...)
			}
			if long := run(false); !slices.Equal(long, tt.want) {
				t.Fatalf("the queue's step: %q, want %q", long, tt.want)
			}
			if short := run(true); !slices.Equal(short, tt.want) {
				t.Fatalf("taken at once: %q, want the queue's step %q", short, tt.want)
			}
		})
	}
}

// TestProgramAtItsEndLeavesWhatRemoveFrameLeaves: a program that has run
// its last op is popped (it is the top frame then), which leaves the stack,
// its arenas and the windows as RemoveFrame, which the machine uses where
// ProgramDone needs the frame, leaves them: with a list, a queue and a
// window bound to the program, over a frame that has its own.
func TestProgramAtItsEndLeavesWhatRemoveFrameLeaves(t *testing.T) {
	a := kernel.Builtin("end-a")
	progs := map[kernel.Ref][]op{a: {say("a")}}
	for _, tc := range []struct {
		name   string
		parts  bool // the program's frame has a list and a queue
		window bool // a window is bound to the program's frame
	}{
		{"a plain program", false, false},
		{"a program with a list and a queue", true, false},
		{"a program running a window", false, true},
		{"a program with everything", true, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			run := func(done bool) *game {
				m := newMachine(progs)
				if done {
					m.ProgramDone = func(*game, kernel.Frame) {}
				}
				g := &game{}
				g.OpenWindow(kernel.NewWindow(kernel.Rounds, alice, bob))
				g.PushWith(kernel.Frame{Kind: kindCount, Seat: alice, N: 1}, []int32{7, 8}, []kernel.Queued{{Ref: a}, {Ref: a}})
				if tc.window {
					g.OpenWindow(kernel.NewWindow(kernel.Rounds, bob))
				}
				f := kernel.Frame{Kind: kindProgram, Seat: bob, Ref: a}
				if tc.parts {
					g.PushWith(f, []int32{1, 2, 3}, []kernel.Queued{{Ref: a, Src: 1}, {Ref: a, Src: 2}})
				} else {
					g.Push(f)
				}
				m.Advance(g, false)
				return g
			}
			popped, removed := run(false), run(true)
			if !slices.Equal(popped.log, []string{"a", "after", "count 1"}) {
				t.Fatalf("log %q", popped.log)
			}
			if !reflect.DeepEqual(popped.Core, removed.Core) {
				t.Fatalf("popped\n%+v\nremoved\n%+v", popped.Core, removed.Core)
			}
		})
	}
}
