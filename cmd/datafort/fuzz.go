package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/fuzz"
	"github.com/datafort/datafort/sim"
)

// runFuzz runs "datafort fuzz": random games of any registered game (package
// fuzz), with decks holding every implemented card or a rotating subset
// where the game has them, every invariant checked after every step and,
// in one game of every --leaks, views and events checked for leaks; a
// record per failure; how often each card and ability took effect, and the
// cards never engaged, where the game counts them.
func runFuzz(e *env, args []string) (status int) {
	fs := newFlagSet(e, "fuzz")
	game := fs.String("game", "onr", "the game to fuzz: "+strings.Join(engine.Rulesets(), ", "))
	players := fs.Int("players", 0, "the number of `N` players, for games of several (the option players=N)")
	options := map[string]string{}
	fs.Func("option", "set a rules option, as `NAME=VALUE`; repeatable", func(s string) error {
		k, v, ok := strings.Cut(s, "=")
		if !ok || k == "" {
			return fmt.Errorf("want NAME=VALUE, got %q", s)
		}
		options[k] = v
		return nil
	})
	games := fs.Int("games", 10000, "the number of games to play")
	seed := fs.Uint64("seed", 1, "the seed from which every game is derived")
	workers := fs.Int("workers", runtime.NumCPU(), "the number of games played at once; results do not depend on it")
	leaks := fs.Int("leaks", 25, "check views, options and events for leaks in one game of every `N` (1: every game, 0: none)")
	redeal := fs.Int("redeal", 0, "in one game of every `N`, compare every seat's view after every step with its view of the game dealt again from what it knows (games with information states; slow; 0: none)")
	maxSteps := fs.Int("max-steps", sim.DefaultMaxSteps, "report a game not over after this many choices as a timeout")
	asJSON := fs.Bool("json", false, "print the report as JSON")
	failures := fs.String("failures", ".", "write the record of each failed game (up to 100) to `DIR`")
	shard := shardFlag(fs)
	cpuprofile := cpuProfileFlag(fs)
	if status, ok := parse(e, fs, args); !ok {
		return status
	}
	if status, ok := noArgs(e, fs); !ok {
		return status
	}
	rs, err := engine.Lookup(*game)
	if err != nil {
		return usageError(e, fs, "--game: %v", err)
	}
	switch {
	case *games < 1:
		return usageError(e, fs, "--games: want at least 1, got %d", *games)
	case *workers < 1:
		return usageError(e, fs, "--workers: want at least 1, got %d", *workers)
	case *leaks < 0:
		return usageError(e, fs, "--leaks: want 0 or more, got %d", *leaks)
	case *redeal < 0:
		return usageError(e, fs, "--redeal: want 0 or more, got %d", *redeal)
	case *maxSteps < 1:
		return usageError(e, fs, "--max-steps: want at least 1, got %d", *maxSteps)
	}
	if fi, err := os.Stat(*failures); err != nil || !fi.IsDir() {
		return usageError(e, fs, "--failures: %s is not a directory", *failures)
	}
	if *players != 0 {
		options["players"] = strconv.Itoa(*players)
	}
	if len(options) == 0 {
		options = nil
	}
	stop, err := startCPUProfile(*cpuprofile)
	if err != nil {
		return fail(e, fs, err)
	}
	defer stopCPUProfile(e, fs, stop, &status)
	defer collectLess()()
	cfg := fuzz.Config{Ruleset: rs, Options: options, Games: *games, Seed: *seed, Workers: *workers, LeakEvery: *leaks, RedealEvery: *redeal, MaxSteps: *maxSteps, Shard: *shard}
	var bar *progress
	if isTerminal(e.stderr) {
		bar = &progress{w: e.stderr, label: "fuzz " + rs.Name()}
		cfg.Progress = bar.update
	}
	r, err := fuzz.Run(cfg)
	bar.clear()
	if err != nil {
		return fail(e, fs, err)
	}
	if *asJSON {
		enc := json.NewEncoder(e.stdout)
		enc.SetIndent("", "  ")
		enc.SetEscapeHTML(false)
		err = enc.Encode(r)
	} else {
		err = r.WriteText(e.stdout)
	}
	if err != nil {
		return fail(e, fs, fmt.Errorf("writing the report: %w", err))
	}
	if r.Failed == 0 {
		return exitOK
	}
	for i, f := range r.Failures {
		path := filepath.Join(*failures, fmt.Sprintf("datafort-fuzz-failure-%d.json", f.Game))
		b, err := json.MarshalIndent(f.Record, "", "  ")
		if err == nil {
			err = os.WriteFile(path, append(b, '\n'), 0o644)
		}
		if err != nil {
			return fail(e, fs, fmt.Errorf("writing the record of game %d: %w", f.Game, err))
		}
		if i < maxFailureLines {
			fmt.Fprintf(e.stderr, "failure: game %d seed %d: %s at step %d; replay with: datafort replay %s\n", f.Game, f.Seed, f.Kind, f.Step, path)
		}
	}
	if r.Failed > len(r.Failures) {
		fmt.Fprintf(e.stderr, "… %d failures in all; the first %d have records in %s\n", r.Failed, len(r.Failures), *failures)
	}
	return exitFailure
}

// fuzzGCPercent is the garbage collector's target (GOGC) of a fuzz run when
// GOGC does not set one: its games allocate much and keep little, so that
// a heap some tens of megabytes larger spares a tenth to a fifth of the
// CPU (BenchmarkFuzzGames' cpu-ms/game at GOGC 100 and 400).
const fuzzGCPercent = 400

// collectLess sets the collector's target of a fuzz run (fuzzGCPercent),
// unless the environment's GOGC says otherwise; it returns the function
// that puts the old target back.
func collectLess() (restore func()) {
	if os.Getenv("GOGC") != "" {
		return func() {}
	}
	old := debug.SetGCPercent(fuzzGCPercent)
	return func() { debug.SetGCPercent(old) }
}
