package search

import (
	"testing"
	"time"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/heuristic"
)

// fakeClock is a clock that says the budget is spent once its bot has
// applied a given number of playout steps (never, if that is negative),
// and remembers how many steps had been applied when it was first read
// after that.
type fakeClock struct {
	b       *Bot
	upAfter int // steps after which the time is up; < 0: never
	upAt    int // steps applied when the clock first said the time was up; -1: not yet
	reads   int
}

func (c *fakeClock) elapsed() time.Duration {
	c.reads++
	if c.upAfter < 0 || c.b.stats.Steps < c.upAfter {
		return 0
	}
	if c.upAt < 0 {
		c.upAt = c.b.stats.Steps
	}
	return c.b.budget
}

func (c *fakeClock) stop() time.Duration { return c.elapsed() }

// searchPosition returns a position of a heuristic game where the seat to
// move has a real choice and an information state.
func searchPosition(t *testing.T) (*onr.Game, engine.Decision) {
	t.Helper()
	g, err := onr.New(engine.Setup{Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	players := [2]*heuristic.Bot{heuristic.NewBot(5), heuristic.NewBot(6)}
	for step := 0; !g.State().Over; step++ {
		p := g.Pending()
		d := p[0]
		if step > 40 && len(p) == 1 && d.Kind == engine.Select && len(d.Options) > 2 {
			if _, err := g.Info(d.Seat); err == nil {
				return g, d
			}
		}
		if _, err := g.Apply(players[d.Seat].Decide(g.View(d.Seat).(*onr.View), d)); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatal("no position with a choice")
	return nil, engine.Decision{}
}

// TestBudgetIsACap: when its clock says the budget is spent, the search
// stops within checkEvery playout steps, wherever it is — before the first
// world, in the middle of the first playouts, or many worlds in — and
// answers; a clock that never runs out lets it play every world. The clock
// is faked (it counts the search's steps), so nothing here depends on how
// fast the machine is.
func TestBudgetIsACap(t *testing.T) {
	g, d := searchPosition(t)
	const worlds = 6
	for _, tc := range []struct {
		name    string
		upAfter int
	}{
		{"a clock spent at once stops the search at once", 0},
		{"a clock spent in the first playout stops it within a few steps", 10},
		{"a clock spent after many playouts stops it within a few steps", 1500},
		{"a clock spent one step after a multiple of the check interval stops it within a few steps", 4*checkEvery + 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := NewBot(d.Seat, 1, 0, 100*time.Millisecond) // no limit of worlds: only the clock stops it
			c := &fakeClock{b: b, upAfter: tc.upAfter, upAt: -1}
			b.clock = func() clock { return c }
			ch := b.Choose(bot.NewObservation(g.Clone(), d, nil))
			if ch.Decision != d.ID || ch.Option < 0 || ch.Option >= len(d.Options) {
				t.Fatalf("answer %+v to %q", ch, d.Prompt)
			}
			st := b.Stats()
			if st.Searched != 1 {
				t.Fatalf("searched %d decisions, want 1 (%+v)", st.Searched, st)
			}
			if c.upAt < 0 {
				t.Fatalf("the search stopped after %d steps before its clock ran out", st.Steps)
			}
			if extra := st.Steps - tc.upAfter; extra > checkEvery {
				t.Errorf("%d playout steps after the clock ran out (at step %d), want at most %d", extra, tc.upAfter, checkEvery)
			}
		})
	}
	t.Run("a clock that never runs out lets it play every world", func(t *testing.T) {
		b := NewBot(d.Seat, 1, worlds, 100*time.Millisecond)
		c := &fakeClock{b: b, upAfter: -1, upAt: -1}
		b.clock = func() clock { return c }
		b.Choose(bot.NewObservation(g.Clone(), d, nil))
		if st := b.Stats(); st.Worlds != worlds || st.Steps < worlds*checkEvery {
			t.Errorf("played %d worlds (%d steps), want %d", st.Worlds, st.Steps, worlds)
		}
		if c.reads < b.Stats().Steps/checkEvery {
			t.Errorf("the clock was read %d times in %d steps, want one at least every %d", c.reads, b.Stats().Steps, checkEvery)
		}
	})
}
