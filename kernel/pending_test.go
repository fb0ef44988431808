package kernel_test

import (
	"fmt"
	"slices"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

const kindWindow kernel.FrameKind = 8

func TestPendingWindow(t *testing.T) {
	a, b, c := kernel.Builtin("a"), kernel.Builtin("b"), kernel.Builtin("c")
	var dead []kernel.Ref // programs whose ability became inactive
	setup := func(rule kernel.PassRule, q []kernel.Queued) (*kernel.Machine[*game], *game) {
		m := newMachine(map[kernel.Ref][]op{a: {who{}}, b: {who{}}, c: {who{}}})
		w := &kernel.PendingWindow[*game]{
			Kind: kindWindow, Prompt: "react", Rule: "test",
			Trigger: engine.NewVerb("trigger"), Pass: engine.Option{Verb: engine.NewVerb("pass")},
			Option: func(_ *game, q kernel.Queued) engine.Option { return engine.Option{Card: int(q.Src)} },
			Run:    func(g *game, q kernel.Queued) { m.PushProgram(g, q.Ref, q.Seat, q.Src) },
			Active: func(_ *game, q kernel.Queued) bool { return !slices.Contains(dead, q.Ref) },
			// Each seat has a paid ability it may use once.
			Extra: func(g *game, _ *kernel.Frame, seat engine.Seat) []engine.Option {
				if !slices.Contains(g.log, fmt.Sprintf("paid by %d", seat)) {
					return []engine.Option{{Verb: engine.NewVerb("paid")}}
				}
				return nil
			},
			Use:      func(g *game, seat engine.Seat, _ engine.Option) { g.logf("paid by %d", seat) },
			AutoPass: true,
		}
		m.Register(kindWindow, "window", w.Step)
		g := &game{}
		w.Open(g, kernel.NewWindow(rule, alice, bob), kernel.Frame{}, q)
		m.Advance(g, false)
		return m, g
	}
	asked := func(g *game) []string {
		var out []string
		for _, o := range g.Pending[0].Options {
			out = append(out, o.Verb.String()+":"+string(rune('0'+o.Card)))
		}
		return out
	}
	t.Run("NSG 9.2.8e: a seat controlling a mandatory instance cannot pass; a dropped instance is not offered (9.6.10)", func(t *testing.T) {
		dead = []kernel.Ref{c}
		m, g := setup(kernel.OnePassEach, []kernel.Queued{{Src: 1, Ref: a, Seat: alice}, {Src: 2, Ref: b, Seat: bob, Optional: true}, {Src: 3, Ref: c, Seat: bob, Optional: true}})
		if got := asked(g); g.Pending[0].Seat != alice || !slices.Equal(got, []string{"trigger:1", "paid:0"}) {
			t.Fatalf("alice asked %q", got)
		}
		answer(t, m, g, alice, 0)
		answer(t, m, g, alice, 0) // her paid ability
		// alice has nothing left and passes unasked; bob may trigger b,
		// use his paid ability, or pass.
		if got := asked(g); g.Pending[0].Seat != bob || !slices.Equal(got, []string{"trigger:2", "paid:0", "pass:0"}) {
			t.Fatalf("log %q, bob asked %q", g.log, got)
		}
		answer(t, m, g, bob, 2)
		logIs(t, g, "@a for 0 from 1", "after", "paid by 0", "idle")
		if len(g.Windows) != 0 {
			t.Errorf("%d windows left open", len(g.Windows))
		}
	})
	t.Run("NSG 9.2.7: under Succession a seat that acts keeps priority and the others are asked again", func(t *testing.T) {
		dead = nil
		m, g := setup(kernel.Succession, []kernel.Queued{{Src: 2, Ref: b, Seat: bob, Optional: true}})
		var seats []engine.Seat
		do := func(i int) {
			seats = append(seats, g.Pending[0].Seat)
			answer(t, m, g, g.Pending[0].Seat, i)
		}
		do(1) // alice passes
		do(1) // bob uses his paid ability and keeps priority
		do(1) // bob passes, leaving b: alice passed before he acted, so she is asked again
		do(0) // alice uses hers, then, with nothing left, passes unasked
		do(0) // bob triggers b
		// bob and alice pass unasked (nothing left) and the window closes.
		if want := []engine.Seat{alice, bob, bob, alice, bob}; !slices.Equal(seats, want) {
			t.Errorf("asked %v, want %v", seats, want)
		}
		logIs(t, g, "paid by 1", "paid by 0", "@b for 1 from 2", "after", "idle")
	})
}

// TestPendingWindowPassOnly: a seat that may pass is offered its pending
// instances and then the pass; one with nothing pending, in a window that
// does not pass for it (AutoPass unset), is asked the pass alone, which is
// PassOnly itself (the shared slice) when the window has one.
func TestPendingWindowPassOnly(t *testing.T) {
	a := kernel.Builtin("a")
	pass := engine.Option{Verb: engine.NewVerb("pass")}
	shared := []engine.Option{pass}
	for _, tt := range []struct {
		name     string
		passOnly []engine.Option
		queued   []kernel.Queued
		want     []string
	}{
		{"with PassOnly, a seat with an optional instance is offered it, then the pass", shared,
			[]kernel.Queued{{Src: 2, Ref: a, Seat: alice, Optional: true}}, []string{"trigger:2", "pass:0"}},
		{"without PassOnly, a seat with an optional instance is offered it, then the pass", nil,
			[]kernel.Queued{{Src: 2, Ref: a, Seat: alice, Optional: true}}, []string{"trigger:2", "pass:0"}},
		{"with PassOnly, a seat with nothing pending is asked PassOnly itself", shared, nil, []string{"pass:0"}},
		{"without PassOnly, a seat with nothing pending is asked the pass", nil, nil, []string{"pass:0"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			m := newMachine(map[kernel.Ref][]op{a: {who{}}})
			w := &kernel.PendingWindow[*game]{
				Kind: kindWindow, Prompt: "react", Rule: "test",
				Trigger: engine.NewVerb("trigger"), Pass: pass, PassOnly: tt.passOnly,
				Option: func(_ *game, q kernel.Queued) engine.Option { return engine.Option{Card: int(q.Src)} },
				Run:    func(g *game, q kernel.Queued) { m.PushProgram(g, q.Ref, q.Seat, q.Src) },
			}
			m.Register(kindWindow, "window", w.Step)
			g := &game{}
			w.Open(g, kernel.NewWindow(kernel.Rounds, alice, bob), kernel.Frame{}, tt.queued)
			m.Advance(g, false)
			if len(g.Pending) != 1 || g.Pending[0].Seat != alice {
				t.Fatalf("pending %+v, want a question to alice", g.Pending)
			}
			opts := g.Pending[0].Options
			var got []string
			for _, o := range opts {
				got = append(got, o.Verb.String()+":"+string(rune('0'+o.Card)))
			}
			if !slices.Equal(got, tt.want) {
				t.Fatalf("alice asked %q, want %q", got, tt.want)
			}
			if shares := len(tt.passOnly) == 1 && len(opts) == 1 && &opts[0] == &tt.passOnly[0]; shares != (tt.passOnly != nil && tt.queued == nil) {
				t.Errorf("the options share PassOnly's memory: %v", shares)
			}
		})
	}
}
