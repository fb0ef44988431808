package bso_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/bso"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
	"github.com/datafort/datafort/onr"
)

// newGame starts a game with the given options ("players=6"…).
func newGame(t testing.TB, seed uint64, options ...string) *bso.Game {
	t.Helper()
	m := map[string]string{}
	for _, o := range options {
		k, v, _ := strings.Cut(o, "=")
		m[k] = v
	}
	g, err := bso.New(engine.Setup{Seed: seed, Options: m})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// apply applies c and checks the invariants.
func apply(t testing.TB, g engine.Game, c engine.Choice) []engine.Event {
	t.Helper()
	ev, err := g.Apply(c)
	if err != nil {
		t.Fatalf("apply %+v: %v", c, err)
	}
	if err := g.Check(); err != nil {
		t.Fatalf("after %+v: %v", c, err)
	}
	return ev
}

// options describes seat's pending options.
func options(g engine.Game, seat engine.Seat) []string {
	d, ok := engine.DecisionFor(g, seat)
	if !ok {
		return nil
	}
	out := make([]string, len(d.Options))
	for i := range d.Options {
		out[i] = g.Describe(d, i)
	}
	return out
}

// choose answers seat's decision with the option described desc.
func choose(t testing.TB, g engine.Game, seat engine.Seat, desc string) []engine.Event {
	t.Helper()
	d, ok := engine.DecisionFor(g, seat)
	if !ok {
		t.Fatalf("seat %d has no decision; pending: %s", seat, pending(g))
	}
	for i := range d.Options {
		if g.Describe(d, i) == desc {
			return apply(t, g, engine.Choice{Decision: d.ID, Seat: seat, Option: i})
		}
	}
	t.Fatalf("seat %d cannot %q: %q offers %q", seat, desc, d.Prompt, options(g, seat))
	return nil
}

// number answers seat's Number decision with n.
func number(t testing.TB, g engine.Game, seat engine.Seat, n int) []engine.Event {
	t.Helper()
	d, ok := engine.DecisionFor(g, seat)
	if !ok || d.Kind != engine.Number {
		t.Fatalf("seat %d has no number to choose; pending: %s", seat, pending(g))
	}
	return apply(t, g, engine.Choice{Decision: d.ID, Seat: seat, Number: n})
}

// pending describes every pending decision, for failure messages.
func pending(g engine.Game) string {
	var b strings.Builder
	for _, d := range g.Pending() {
		b.WriteString("[seat ")
		b.WriteString(string(rune('0' + d.Seat)))
		b.WriteString(": " + d.Prompt + " " + strings.Join(options(g, d.Seat), " | ") + "]")
	}
	return b.String()
}

// passUntil answers "pass" (or the first option of a window-like decision,
// or "decline" to the Runner's question about the hidden cards he accessed:
// onr/accesshidden.go) until cond holds.
func passUntil(t testing.TB, g *bso.Game, cond func() bool) {
	t.Helper()
	for i := 0; !cond(); i++ {
		if i > 200 {
			t.Fatalf("passUntil: no progress; pending: %s", pending(g))
		}
		d := g.Pending()[0]
		opts := options(g, d.Seat)
		switch {
		case slices.Contains(opts, "pass"):
			choose(t, g, d.Seat, "pass")
		case slices.Contains(opts, "take"):
			choose(t, g, d.Seat, "take")
		case slices.Contains(opts, "continue"):
			choose(t, g, d.Seat, "continue")
		case d.Prompt == onr.AccessedHiddenPrompt:
			choose(t, g, d.Seat, "decline")
		default:
			t.Fatalf("passUntil: %s", pending(g))
		}
	}
}

// randomUntil plays random legal choices until cond holds or the game ends.
func randomUntil(t testing.TB, g engine.Game, seed uint64, cond func() bool) {
	t.Helper()
	b := bot.NewRandom(seed)
	for i := 0; !cond(); i++ {
		if _, over := g.Result(); over || i > 200000 {
			t.Fatalf("randomUntil: the game ended or went on too long (step %d)", i)
		}
		apply(t, g, b.Choose(g.Pending()[0]))
	}
}

// arrange clears every hand, gives every player bits, and puts the game at
// the first action of seat's turn.
func arrange(g *bso.Game, seat engine.Seat, bits int32) *onr.State {
	s := g.State()
	for i := range s.Players {
		p := &s.Players[i]
		for _, c := range p.Hand {
			s.Cards[c].Zone = onr.ZoneRemoved
		}
		p.Hand, p.Bits, p.Actions = nil, bits, 0
	}
	s.Active, s.Phase, s.Turn = seat, onr.PhaseAction, 10
	s.Players[seat].Actions = 4
	if s.Players[seat].Role == onr.Corp {
		s.Players[seat].Actions = 3
	}
	s.Stack, s.Windows = kernel.Stack{}, nil
	return s
}

// give puts new cards of the given titles, owned by seat, in its hand.
func give(t testing.TB, g *bso.Game, seat engine.Seat, titles ...string) []int32 {
	t.Helper()
	var out []int32
	for _, title := range titles {
		c, err := g.NewCardFor(title, seat)
		if err != nil {
			t.Fatal(err)
		}
		g.PutAt(c, seat, onr.ZoneHand, false)
		out = append(out, c)
	}
	return out
}

// card creates a card owned by seat, out of the game.
func card(t testing.TB, g *bso.Game, seat engine.Seat, title string) int32 {
	t.Helper()
	c, err := g.NewCardFor(title, seat)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// ready rebuilds the pending decision after arranging and checks the
// invariants.
func ready(t testing.TB, g *bso.Game) {
	t.Helper()
	g.Reprompt()
	if err := g.Check(); err != nil {
		t.Fatalf("arranged position: %v", err)
	}
}

// fort returns the index of the fort named name.
func fort(t testing.TB, g *bso.Game, name string) int32 {
	t.Helper()
	s := g.State()
	for i := range s.Forts {
		if g.FortName(int32(i)) == name {
			return int32(i)
		}
	}
	t.Fatalf("no fort %q", name)
	return -1
}

// newGameErr starts a game with one option and returns its error.
func newGameErr(option string) (*bso.Game, error) {
	k, v, _ := strings.Cut(option, "=")
	return bso.New(engine.Setup{Seed: 1, Options: map[string]string{k: v}})
}
