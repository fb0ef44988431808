package onr

import (
	"fmt"
	"slices"
	"testing"

	"github.com/datafort/datafort/engine"
)

// TestRunOptionsAreTheRunnableForts: the basic run action's options
// (runOptions, read with the Corps a Runner may run as a mask of seats) are
// one per fort that runnableForts yields, in index order, whatever the
// forts and players: every fort of a Corp in the game, not a collapsed one,
// none of a Corp out of the game, none of the Runner's own team.
func TestRunOptionsAreTheRunnableForts(t *testing.T) {
	const runner = engine.Seat(1)
	cases := []struct {
		name    string
		arrange func(s *State)
		want    func(all int) int // the options, of all the forts
	}{
		{"every fort of a Corp in the game is run", func(s *State) {}, func(all int) int { return all }},
		{"a collapsed fort is not run", func(s *State) { s.Forts[len(s.Forts)-1].Gone = true }, func(all int) int { return all - 1 }},
		{"no fort of a Corp out of the game is run", func(s *State) { s.P(0).Out = true }, func(int) int { return 0 }},
		{"no fort of the Runner's own team is run", func(s *State) { s.P(0).Team = s.P(runner).Team }, func(int) int { return 0 }},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g, err := New(engine.Setup{Seed: 1})
			if err != nil {
				t.Fatal(err)
			}
			s := g.s
			s.Forts = append(s.Forts, Fort{Owner: 0}) // a subsidiary fort
			all := len(s.Forts)
			tc.arrange(s)
			var long []engine.Option
			for fi := range s.runnableForts(runner) {
				long = append(long, engine.Option{Verb: VerbRun, Target: int(fi)})
			}
			short := s.runOptions(s.P(runner).Team, nil)
			if !slices.Equal(short, long) {
				t.Fatalf("run options %+v, runnableForts gives %+v", short, long)
			}
			if want := tc.want(all); len(short) != want {
				t.Fatalf("%d run options of %d forts, want %d", len(short), all, want)
			}
		})
	}
}

// TestKeptRunOptionsAreTheRunnableForts: the basic run options kept from
// one Runner's question to the next (State.runOpts) are used only while
// the forts that exist and the Corps the Runner may run are the same: over
// random games, after every step, the run options of each Runner read
// through them are runnableForts' made afresh and what is kept agrees
// with the forts (Check's checkKeptRunOptions), in the game itself, its
// clone, a game cloned into and the game saved and loaded; a clone keeps
// its own room, which the original's options never share; a fort
// collapsed or a new one made drops or passes by what is kept; a team
// eliminated drops it.
func TestKeptRunOptionsAreTheRunnableForts(t *testing.T) {
	long := func(s *State, seat engine.Seat) []engine.Option {
		var opts []engine.Option
		for fi := range s.runnableForts(seat) {
			opts = append(opts, engine.Option{Verb: VerbRun, Target: int(fi)})
		}
		return opts
	}
	agree := func(t *testing.T, where string, s *State) {
		t.Helper()
		for i := range s.Players {
			if p := &s.Players[i]; p.Role == Runner && !p.Out {
				// Twice: the second read is the kept one.
				for range 2 {
					if got, want := s.runOptions(p.Team, nil), long(s, p.Seat); !slices.Equal(got, want) {
						t.Fatalf("%s: seat %d's run options %+v, runnableForts gives %+v", where, p.Seat, got, want)
					}
				}
			}
		}
		if err := s.checkKeptRunOptions(); err != nil {
			t.Fatalf("%s: %v", where, err)
		}
	}
	t.Run("the run options read are runnableForts' after every step, and in clones and loaded games", func(t *testing.T) {
		kept, changed := 0, 0
		for seed := uint64(1); seed <= 6; seed++ {
			g, err := New(engine.Setup{Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			into, err := New(engine.Setup{Seed: seed + 100})
			if err != nil {
				t.Fatal(err)
			}
			rng := engine.NewRNG(seed)
			for step := 0; !g.s.Over && step < 600; step++ {
				gen, forts := g.s.fortsGen, len(g.s.Forts)
				agree(t, fmt.Sprintf("seed %d step %d", seed, step), g.s)
				if g.s.runOpts.at != 0 {
					kept++
				}
				if step%25 == 0 {
					c := g.Clone().(*Game).s
					agree(t, fmt.Sprintf("seed %d step %d, a clone", seed, step), c)
					if len(c.runOpts.opts) > 0 && len(g.s.runOpts.opts) > 0 && &c.runOpts.opts[0] == &g.s.runOpts.opts[0] {
						t.Fatalf("seed %d step %d: the clone's kept run options share the original's room", seed, step)
					}
					agree(t, fmt.Sprintf("seed %d step %d, cloned into", seed, step), g.CloneInto(into).(*Game).s)
					agree(t, fmt.Sprintf("seed %d step %d, saved and loaded", seed, step), savedAndLoaded(t, g).s)
				}
				p := g.Pending()
				if len(p) == 0 {
					break
				}
				if _, err := g.Apply(engine.RandomChoice(&rng, p[rng.IntN(len(p))])); err != nil {
					t.Fatalf("seed %d step %d: %v", seed, step, err)
				}
				if g.s.fortsGen != gen || len(g.s.Forts) != forts {
					changed++
				}
			}
		}
		t.Logf("options kept at %d steps, the forts changed at %d", kept, changed)
		if kept == 0 || changed == 0 {
			t.Fatalf("options kept at %d steps, the forts changed at %d: not every way tested", kept, changed)
		}
	})
	t.Run("a team eliminated drops the run options kept", func(t *testing.T) {
		g, err := New(engine.Setup{Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		s := g.s
		runner := s.Players[1].Seat
		if s.roleOf(runner) != Runner {
			t.Fatal("seat 1 is not the Runner")
		}
		if len(s.runOptions(s.P(runner).Team, nil)) == 0 || s.runOpts.at == 0 {
			t.Fatal("no run options kept")
		}
		s.eliminate(s.Players[0].Team, "a test")
		if s.unions(); s.mayStatic(ModFortClosed) {
			t.Fatal("the run options are not read the short way")
		}
		if got := s.runOptions(s.P(runner).Team, nil); len(got) != 0 {
			t.Fatalf("run options %+v on the forts of a Corp out of the game", got)
		}
	})
}
