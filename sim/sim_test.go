package sim_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/engine/enginetest"
	"github.com/datafort/datafort/sim"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// deterministic returns r without its timing fields.
func deterministic(r *sim.Report) sim.Report {
	d := *r
	d.Seconds, d.DecisionsPerSecond, d.GamesPerSecond = 0, 0, 0
	return d
}

func run(t *testing.T, cfg sim.Config) *sim.Report {
	t.Helper()
	r, err := sim.Run(cfg)
	if err != nil {
		t.Fatalf("Run: %v", err)
	}
	return r
}

func TestRunIsDeterministic(t *testing.T) {
	base := sim.Config{Ruleset: enginetest.Toy{}, Games: 300, Seed: 42, Check: true}
	want := deterministic(run(t, base))
	for _, workers := range []int{0, 1, 2, 3, 8, 500} {
		t.Run(fmt.Sprintf("%d workers give the same report as one", workers), func(t *testing.T) {
			cfg := base
			cfg.Workers = workers
			if got := deterministic(run(t, cfg)); !reflect.DeepEqual(got, want) {
				t.Errorf("report\n%+v\nwant\n%+v", got, want)
			}
		})
	}
	t.Run("a different seed gives a different report", func(t *testing.T) {
		cfg := base
		cfg.Seed = 43
		if got := deterministic(run(t, cfg)); reflect.DeepEqual(got, want) {
			t.Error("seeds 42 and 43 gave the same report")
		}
	})
	t.Run("failures are deterministic across workers too", func(t *testing.T) {
		cfg := sim.Config{Ruleset: enginetest.Broken{Fault: enginetest.FaultPanic, Turn: 8}, Games: 100, Seed: 1}
		one := deterministic(run(t, cfg))
		cfg.Workers = 7
		if many := deterministic(run(t, cfg)); !reflect.DeepEqual(one, many) {
			t.Errorf("1 worker:\n%+v\n7 workers:\n%+v", one, many)
		}
	})
}

func TestRunReportAddsUp(t *testing.T) {
	r := run(t, sim.Config{Ruleset: enginetest.Toy{}, Games: 500, Seed: 7, Workers: 4})
	sum := func(m map[string]int) (n int) {
		for _, v := range m {
			n += v
		}
		return n
	}
	tests := []struct {
		name string
		ok   bool
	}{
		{"the report names the ruleset", r.Ruleset == enginetest.ToyName},
		{"every game completes", r.Games == 500 && r.Completed == 500 && len(r.Failures) == 0},
		{"wins are keyed by the winners' role", len(r.Wins) == 2 && r.Wins["alpha"] > 0 && r.Wins["beta"] > 0},
		{"wins add up to the completed games", sum(r.Wins) == r.Completed},
		{"reasons add up to the completed games", sum(r.Reasons) == r.Completed && r.Reasons["reached 21"] == r.Completed},
		{"mean decisions is decisions per game", r.MeanDecisions == float64(r.Decisions)/500},
		// A toy game takes 7 to 20 turns and a turn 1 to 3 decisions.
		{"mean turns is plausible", r.MeanTurns >= 7 && r.MeanTurns <= 20},
		{"mean decisions is plausible", r.MeanDecisions >= r.MeanTurns && r.MeanDecisions <= 2*r.MeanTurns},
		{"timings are filled in", r.Seconds > 0 && r.GamesPerSecond > 0 && r.DecisionsPerSecond > 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if !tt.ok {
				t.Errorf("report: %+v", r)
			}
		})
	}
}

func TestRunPassesSetupToEveryGame(t *testing.T) {
	// With target 1 every game ends on its first choice, won by whoever
	// starts; with no points, auctions never come.
	r := run(t, sim.Config{
		Ruleset: enginetest.Toy{},
		Games:   50,
		Decks:   []string{"0", "0"},
		Options: map[string]string{"target": "1"},
	})
	if r.Decisions != 50 || r.Reasons["reached 1"] != 50 {
		t.Errorf("decisions %d reasons %v, want 50 games of one decision reaching 1", r.Decisions, r.Reasons)
	}
}

func TestRunReportsFailures(t *testing.T) {
	tests := []struct {
		name      string
		rs        engine.Ruleset
		check     bool
		kind      string
		msg       string
		reproduce func(t *testing.T, g engine.Game, replayErr error, panicked any)
	}{
		{
			name: "a panic is recovered and its record panics on replay",
			rs:   enginetest.Broken{Fault: enginetest.FaultPanic, Turn: 4},
			kind: sim.KindPanic, msg: "toy: injected panic at turn 4",
			reproduce: func(t *testing.T, _ engine.Game, _ error, panicked any) {
				if panicked == nil {
					t.Error("replay did not panic")
				}
			},
		},
		{
			name: "an apply error on an offered option is reported and its record fails on replay",
			rs:   enginetest.Broken{Fault: enginetest.FaultApply, Turn: 4},
			kind: sim.KindApply, msg: "injected apply error at turn 4",
			reproduce: func(t *testing.T, _ engine.Game, err error, _ any) {
				if err == nil || !strings.Contains(err.Error(), "injected apply error") {
					t.Errorf("replay error %v, want the apply error", err)
				}
			},
		},
		{
			name:  "an invariant violation is reported when checking and its record fails Check",
			rs:    enginetest.Broken{Fault: enginetest.FaultInvariant, Turn: 4},
			check: true,
			kind:  sim.KindInvariant, msg: "injected invariant violation at turn 4",
			reproduce: func(t *testing.T, g engine.Game, err error, _ any) {
				if err != nil {
					t.Fatal(err)
				}
				if g.Check() == nil {
					t.Error("replayed game passes Check")
				}
			},
		},
		{
			name: "a game that never ends times out and its record replays to an unfinished game",
			rs:   enginetest.Broken{Fault: enginetest.FaultEndless, Turn: 4},
			kind: sim.KindTimeout, msg: "game not over after 300 steps",
			reproduce: func(t *testing.T, g engine.Game, err error, _ any) {
				if err != nil {
					t.Fatal(err)
				}
				if _, over := g.Result(); over {
					t.Error("replayed game is over")
				}
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := run(t, sim.Config{Ruleset: tt.rs, Games: 20, Seed: 3, Check: tt.check, MaxSteps: 300, Workers: 3})
			if len(r.Failures) != 20 || r.Completed != 0 {
				t.Fatalf("%d failures, %d completed; want every game to fail", len(r.Failures), r.Completed)
			}
			for i, f := range r.Failures {
				if f.Game != i || f.Kind != tt.kind || !strings.Contains(f.Error, tt.msg) {
					t.Fatalf("failure %d: game %d kind %q error %q; want game %d kind %q error containing %q", i, f.Game, f.Kind, f.Error, i, tt.kind, tt.msg)
				}
				if f.Seed != sim.SetupSeed(3, i) || f.Record.Setup.Seed != f.Seed || f.Record.Ruleset != tt.rs.Name() {
					t.Fatalf("failure %d: seed %d record %s seed %d", i, f.Seed, f.Record.Ruleset, f.Record.Setup.Seed)
				}
				if tt.kind == sim.KindTimeout && (f.Step != 300 || len(f.Record.Choices) != 300) {
					t.Errorf("timeout at step %d with %d choices, want 300", f.Step, len(f.Record.Choices))
				}
			}
			// The record must survive JSON, as datafort writes it to a file.
			b, err := json.Marshal(r.Failures[5].Record)
			if err != nil {
				t.Fatal(err)
			}
			var rec engine.Record
			if err := json.Unmarshal(b, &rec); err != nil {
				t.Fatal(err)
			}
			var (
				g        engine.Game
				panicked any
			)
			func() {
				defer func() { panicked = recover() }()
				g, err = engine.Replay(tt.rs, rec)
			}()
			tt.reproduce(t, g, err, panicked)
		})
	}
}

func TestRunChecksOnlyWhenAsked(t *testing.T) {
	r := run(t, sim.Config{Ruleset: enginetest.Broken{Fault: enginetest.FaultInvariant, Turn: 1}, Games: 10})
	if len(r.Failures) != 0 || r.Completed != 10 {
		t.Errorf("without Check: %d failures, want none", len(r.Failures))
	}
}

// flaky is a ruleset whose New fails or panics for one game's seed.
type flaky struct {
	seed  uint64
	panic bool
}

func (f flaky) Name() string { return "flaky" }

func (f flaky) New(s engine.Setup) (engine.Game, error) {
	if s.Seed == f.seed {
		if f.panic {
			panic("flaky setup")
		}
		return nil, errors.New("flaky setup")
	}
	return enginetest.Toy{}.New(s)
}

func (f flaky) Load(b []byte) (engine.Game, error) { return enginetest.Toy{}.Load(b) }

func TestRunReportsSetupFailures(t *testing.T) {
	tests := []struct {
		name string
		rs   flaky
		kind string
	}{
		{"a setup error in one game is a setup failure", flaky{seed: sim.SetupSeed(9, 3)}, sim.KindSetup},
		{"a setup panic in one game is a panic failure", flaky{seed: sim.SetupSeed(9, 3), panic: true}, sim.KindPanic},
		{"a setup panic in the first game is a panic failure", flaky{seed: sim.SetupSeed(9, 0), panic: true}, sim.KindPanic},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := run(t, sim.Config{Ruleset: tt.rs, Games: 5, Seed: 9})
			if len(r.Failures) != 1 || r.Completed != 4 {
				t.Fatalf("failures %+v", r.Failures)
			}
			if f := r.Failures[0]; f.Kind != tt.kind || f.Step != 0 || len(f.Record.Choices) != 0 || !strings.Contains(f.Error, "flaky setup") {
				t.Errorf("failure %+v", f)
			}
		})
	}
}

func TestRunRejectsBadConfig(t *testing.T) {
	tests := []struct {
		name string
		cfg  sim.Config
		want string
	}{
		{"a missing ruleset is an error", sim.Config{Games: 1}, "no ruleset"},
		{"a negative number of games is an error", sim.Config{Ruleset: enginetest.Toy{}, Games: -1}, "negative number of games"},
		{"a negative number of workers is an error", sim.Config{Ruleset: enginetest.Toy{}, Games: 1, Workers: -2}, "negative number of workers"},
		{"a negative first game is an error", sim.Config{Ruleset: enginetest.Toy{}, Games: 1, First: -1}, "negative first game"},
		{"a negative step limit is an error", sim.Config{Ruleset: enginetest.Toy{}, Games: 1, MaxSteps: -1}, "negative max steps"},
		{"a setup no game can use is an error", sim.Config{Ruleset: enginetest.Toy{}, Games: 1, Options: map[string]string{"bogus": "1"}}, `setting up game 0: toy: unknown option "bogus"`},
		{"a bad deck is an error", sim.Config{Ruleset: enginetest.Toy{}, Games: 1, Decks: []string{"Wall of Static"}}, "deck 0"},
		{"more games than one run plays is an error, before any is played", sim.Config{Ruleset: enginetest.Toy{}, Games: sim.MaxGames + 1}, "more than one run plays"},
		{"two billion games is an error, not a run out of memory", sim.Config{Ruleset: enginetest.Toy{}, Games: 2_000_000_000}, "more than one run plays"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, err := sim.Run(tt.cfg)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("Run: %v, %v; want an error containing %q", r, err, tt.want)
			}
		})
	}
}

// TestRunKeepsTheFirstFailures: a run whose every game fails keeps the
// records of the first MaxFailures, in game order, and counts the others,
// so that its memory does not grow with the games.
func TestRunKeepsTheFirstFailures(t *testing.T) {
	games := sim.MaxFailures*2 + 123
	r := run(t, sim.Config{Ruleset: enginetest.Broken{Fault: enginetest.FaultPanic, Turn: 1}, Games: games, Seed: 3, Workers: 4})
	if len(r.Failures) != sim.MaxFailures || r.FailuresOmitted != games-sim.MaxFailures {
		t.Fatalf("%d failures kept and %d omitted, want %d and %d", len(r.Failures), r.FailuresOmitted, sim.MaxFailures, games-sim.MaxFailures)
	}
	for i, f := range r.Failures {
		if f.Game != i {
			t.Fatalf("failure %d is game %d, want the first games in order", i, f.Game)
		}
	}
	var buf bytes.Buffer
	if err := r.WriteText(&buf); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{fmt.Sprintf("(0 completed, %d failed)", games), fmt.Sprintf("failures   %d\n", games), fmt.Sprintf("… and %d more", games-20)} {
		if !strings.Contains(buf.String(), want) {
			t.Errorf("report lacks %q:\n%s", want, &buf)
		}
	}
}

// TestRunFromAGame: a run from game First plays the games a run from game
// 0 plays at the same indices, with the same seeds: game k alone, failed,
// is failure k of the whole run with the same record.
func TestRunFromAGame(t *testing.T) {
	rs := enginetest.Broken{Fault: enginetest.FaultPanic, Turn: 4}
	all := run(t, sim.Config{Ruleset: rs, Games: 6, Seed: 9})
	for k := range 6 {
		one := run(t, sim.Config{Ruleset: rs, Games: 1, First: k, Seed: 9})
		if len(one.Failures) != 1 || len(all.Failures) != 6 {
			t.Fatalf("game %d: %d failures alone, %d in the whole run; want 1 and 6", k, len(one.Failures), len(all.Failures))
		}
		got, want := one.Failures[0], all.Failures[k]
		if got.Game != k || got.Seed != sim.SetupSeed(9, k) || !reflect.DeepEqual(got, want) {
			t.Errorf("game %d alone: game %d seed %d step %d; in the whole run: game %d seed %d step %d", k, got.Game, got.Seed, got.Step, want.Game, want.Seed, want.Step)
		}
	}
}

func TestRunWithNoGames(t *testing.T) {
	r := run(t, sim.Config{Ruleset: enginetest.Toy{}})
	if r.Games != 0 || r.MeanTurns != 0 || r.MeanDecisions != 0 || len(r.Failures) != 0 {
		t.Errorf("report %+v, want an empty one", r)
	}
	var buf bytes.Buffer
	if err := r.WriteText(&buf); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(buf.String(), "NaN") {
		t.Errorf("report text has NaN:\n%s", &buf)
	}
}

func TestRunReportsProgress(t *testing.T) {
	var calls, last atomic.Int64
	var bad atomic.Bool
	_, err := sim.Run(sim.Config{
		Ruleset: enginetest.Toy{},
		Games:   40,
		Workers: 4,
		Progress: func(done, total int) {
			if total != 40 || int64(done) != last.Load()+1 {
				bad.Store(true)
			}
			last.Store(int64(done))
			calls.Add(1)
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	if calls.Load() != 40 || last.Load() != 40 || bad.Load() {
		t.Errorf("%d progress calls ending at %d (out of order: %v), want 1 to 40 in order", calls.Load(), last.Load(), bad.Load())
	}
}

func TestSetupSeedsDiffer(t *testing.T) {
	seen := map[uint64]bool{}
	for _, seed := range []uint64{0, 1, 2} {
		for i := range 1000 {
			s := sim.SetupSeed(seed, i)
			if seen[s] {
				t.Fatalf("SetupSeed(%d, %d) = %d repeats an earlier seed", seed, i, s)
			}
			seen[s] = true
		}
	}
}

func TestWriteText(t *testing.T) {
	tests := []struct {
		name   string
		golden string
		cfg    sim.Config
	}{
		{"a clean run lists wins and reasons", "toy.golden", sim.Config{Ruleset: enginetest.Toy{}, Games: 200, Seed: 1}},
		{"a failing run lists its failures", "toy-panic.golden", sim.Config{Ruleset: enginetest.Broken{Fault: enginetest.FaultPanic, Turn: 6}, Games: 30, Seed: 1}},
		{"a run names each role's bot and deck, a default deck marked so", "toy-named.golden", sim.Config{Ruleset: enginetest.Toy{}, Games: 20, Seed: 1,
			Decks: []string{"", "5"}, DeckNames: []string{"", "beta-5.txt"}, Bots: map[string]string{"beta": "sim-test-counter"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var buf bytes.Buffer
			if err := run(t, tt.cfg).WriteText(&buf); err != nil {
				t.Fatal(err)
			}
			fixed, timing, ok := strings.Cut(buf.String(), "\n\n")
			if !ok || !strings.HasPrefix(timing, "time ") {
				t.Fatalf("no timing section after a blank line:\n%s", &buf)
			}
			path := filepath.Join("testdata", tt.golden)
			if *update {
				if err := os.WriteFile(path, []byte(fixed+"\n"), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if fixed+"\n" != string(want) {
				t.Errorf("report:\n%s\nwant (%s; go test -update to rewrite):\n%s", fixed, path, want)
			}
		})
	}
}

type failingWriter struct{}

func (failingWriter) Write([]byte) (int, error) { return 0, errors.New("disk full") }

func TestWriteTextReturnsWriteErrors(t *testing.T) {
	r := run(t, sim.Config{Ruleset: enginetest.Toy{}, Games: 1})
	if err := r.WriteText(failingWriter{}); err == nil || err.Error() != "disk full" {
		t.Errorf("WriteText: %v, want disk full", err)
	}
}
