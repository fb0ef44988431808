package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"time"

	"golang.org/x/term"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/sim"
)

// maxFailureLines is the number of failures the sim command lists on stderr;
// it writes a record file for every one.
const maxFailureLines = 20

func runSim(e *env, args []string) (status int) {
	fs := newFlagSet(e, "sim")
	var gf gameFlags
	gf.register(fs)
	var bf botFlags
	bf.register(fs)
	games := fs.Int("games", 1000, fmt.Sprintf("the number of games to play, at most %d (each is folded into the report as it ends, so memory does not grow with them)", sim.MaxGames))
	seed := fs.Uint64("seed", 1, "the seed from which every game is derived")
	workers := fs.Int("workers", runtime.NumCPU(), "the number of games played at once; results do not depend on it")
	check := fs.Bool("check", true, "check the game's invariants after every choice")
	maxSteps := fs.Int("max-steps", sim.DefaultMaxSteps, "report a game not over after this many choices as a timeout")
	asJSON := fs.Bool("json", false, "print the report as JSON")
	failures := fs.String("failures", ".", "write the record of each failed game to `DIR`")
	var ablations []string
	fs.Func("ablate", "play every game with the change `NAME` made to a card (\"datafort cards --ablations TITLE\" lists a card's); repeatable; the report names the changes", func(s string) error {
		ablations = append(ablations, s)
		return nil
	})
	engagement := fs.Bool("engagement", false, "count how often each card and each of its abilities took effect, and report it")
	shard := shardFlag(fs)
	cpuprofile := cpuProfileFlag(fs)
	if status, ok := parse(e, fs, args); !ok {
		return status
	}
	if status, ok := noArgs(e, fs); !ok {
		return status
	}
	switch {
	case *games < 1:
		return usageError(e, fs, "--games: want at least 1, got %d", *games)
	case *games > sim.MaxGames:
		return usageError(e, fs, "--games: at most %d in one run, got %d (split it over several seeds)", sim.MaxGames, *games)
	case *workers < 1:
		return usageError(e, fs, "--workers: want at least 1, got %d", *workers)
	case *maxSteps < 1:
		return usageError(e, fs, "--max-steps: want at least 1, got %d", *maxSteps)
	}
	rs, err := gf.ruleset()
	if err != nil {
		return usageError(e, fs, "%v", err)
	}
	if _, ok := rs.(engine.Engagement); !ok && *engagement {
		return usageError(e, fs, "--engagement: %s does not count engagement", rs.Name())
	}
	decks, names, err := gf.decks()
	if err != nil {
		return fail(e, fs, err)
	}
	if fi, err := os.Stat(*failures); err != nil || !fi.IsDir() {
		return usageError(e, fs, "--failures: %s is not a directory", *failures)
	}
	if len(bf.specs) > 0 {
		seats, err := engine.SeatsFor(rs, engine.Setup{Seed: *seed, Decks: decks, DeckNames: names, Options: gf.setupOptions()})
		if err != nil {
			return fail(e, fs, err)
		}
		if err := bf.check(seats); err != nil {
			return usageError(e, fs, "%v", err)
		}
	}

	cfg := sim.Config{
		Ruleset:   rs,
		Games:     *games,
		Seed:      *seed,
		Decks:     decks,
		DeckNames: names,
		Options:   gf.setupOptions(),
		MaxSteps:  *maxSteps,
		Check:     *check,
		Workers:   *workers,

		Ablate:     ablations,
		Engagement: *engagement,
		Shard:      *shard,
	}
	if len(bf.specs) > 0 {
		cfg.Bots = bf.specs
	}
	stop, err := startCPUProfile(*cpuprofile)
	if err != nil {
		return fail(e, fs, err)
	}
	defer stopCPUProfile(e, fs, stop, &status)
	var bar *progress
	if isTerminal(e.stderr) {
		bar = &progress{w: e.stderr, label: "sim " + rs.Name()}
		cfg.Progress = bar.update
	}
	report, err := sim.Run(cfg)
	bar.clear()
	if errors.Is(err, sim.ErrAblate) {
		return usageError(e, fs, "%s", strings.TrimPrefix(err.Error(), "sim: "))
	}
	if err != nil {
		return fail(e, fs, err)
	}

	if *asJSON {
		enc := json.NewEncoder(e.stdout)
		enc.SetIndent("", "  ")
		err = enc.Encode(report)
	} else {
		err = report.WriteText(e.stdout)
	}
	if err != nil {
		return fail(e, fs, fmt.Errorf("writing the report: %w", err))
	}
	if len(report.Failures) == 0 {
		return exitOK
	}
	for i, f := range report.Failures {
		path, err := writeFailure(*failures, f)
		if err != nil {
			return fail(e, fs, err)
		}
		if i < maxFailureLines {
			fmt.Fprintf(e.stderr, "failure: game %d seed %d: %s at step %d; replay with: datafort replay %s\n", f.Game, f.Seed, f.Kind, f.Step, path)
		}
	}
	if n := len(report.Failures); n > maxFailureLines {
		fmt.Fprintf(e.stderr, "… and %d more failures; their records are in %s\n", n-maxFailureLines, *failures)
	}
	return exitFailure
}

// writeFailure writes the record of f to dir and returns the file's path.
func writeFailure(dir string, f sim.Failure) (string, error) {
	path := filepath.Join(dir, fmt.Sprintf("datafort-failure-%d.json", f.Game))
	b, err := json.MarshalIndent(f.Record, "", "  ")
	if err != nil {
		return "", fmt.Errorf("encoding the record of game %d: %w", f.Game, err)
	}
	if err := os.WriteFile(path, append(b, '\n'), 0o644); err != nil {
		return "", fmt.Errorf("writing the record of game %d: %w", f.Game, err)
	}
	return path, nil
}

// isTerminal reports whether w is a terminal.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	return ok && term.IsTerminal(int(f.Fd()))
}

// progress draws a one-line progress bar, redrawn in place with \r at most
// ten times a second, each drawing erasing what is left of the one before
// (a longer line) up to the end of the line; clear erases it at the end.
// Commands draw it only on a terminal.
type progress struct {
	w     io.Writer
	label string
	clock func() time.Time // time.Now when nil
	start time.Time
	last  time.Time
	drawn bool
}

const progressWidth = 30

func (p *progress) update(done, total int) {
	now := time.Now()
	if p.clock != nil {
		now = p.clock()
	}
	if p.start.IsZero() {
		p.start = now
	}
	if done < total && now.Sub(p.last) < 100*time.Millisecond {
		return
	}
	p.last = now
	filled := progressWidth * done / max(total, 1)
	bar := make([]rune, progressWidth)
	for i := range bar {
		bar[i] = '░'
		if i < filled {
			bar[i] = '█'
		}
	}
	rate := float64(done) / max(now.Sub(p.start).Seconds(), 1e-9)
	fmt.Fprintf(p.w, "\r%s %s %d/%d games (%.0f/s)\033[K", p.label, string(bar), done, total, rate)
	p.drawn = true
}

// clear erases the bar, if one was drawn.
func (p *progress) clear() {
	if p != nil && p.drawn {
		fmt.Fprint(p.w, "\r\033[K")
	}
}
