package main

import (
	"encoding/json"
	"fmt"
	"os"
	"runtime"
	"strings"

	"github.com/datafort/datafort/arena"
	"github.com/datafort/datafort/bot"
)

func runArena(e *env, args []string) (status int) {
	fs := newFlagSet(e, "arena")
	var gf gameFlags
	gf.register(fs)
	var entrants []arena.Entrant
	fs.Func("player", "an entrant, as `SPEC[@CORP_DECK,RUNNER_DECK]`: a bot spec (e.g. heuristic, search:worlds=16) and, optionally, the deck files it plays at each seat; repeat for each entrant (at least two)", func(s string) error {
		spec, decks, _ := strings.Cut(s, "@")
		if _, _, err := bot.ParseSpec(spec); err != nil {
			return err
		}
		en := arena.Entrant{Name: s, Spec: spec}
		if decks != "" {
			for i, f := range strings.Split(decks, ",") {
				if f == "" {
					en.Decks = append(en.Decks, "")
					en.DeckNames = append(en.DeckNames, "")
					continue
				}
				b, err := os.ReadFile(f)
				if err != nil {
					return fmt.Errorf("deck %d of %s: %w", i+1, s, err)
				}
				en.Decks = append(en.Decks, string(b))
				en.DeckNames = append(en.DeckNames, f)
			}
		}
		entrants = append(entrants, en)
		return nil
	})
	fs.Func("agent", "seat an external agent, a `COMMAND` speaking the agent protocol's player side (docs/agent.md): the same as --player external:cmd=COMMAND", func(s string) error {
		spec := "external:cmd=" + s
		if _, _, err := bot.ParseSpec(spec); err != nil {
			return err
		}
		entrants = append(entrants, arena.Entrant{Name: s, Spec: spec})
		return nil
	})
	games := fs.Int("games", 20, "deals per pairing; each is played once with each entrant at each seat")
	seed := fs.Uint64("seed", 1, "the seed from which every deal and every player's seed is derived")
	workers := fs.Int("workers", runtime.NumCPU(), "games played at once")
	asJSON := fs.Bool("json", false, "print the report as JSON")
	svg := fs.String("svg", "", "also draw the report as an SVG chart in `FILE`")
	shard := shardFlag(fs)
	cpuprofile := cpuProfileFlag(fs)
	if status, ok := parse(e, fs, args); !ok {
		return status
	}
	if status, ok := noArgs(e, fs); !ok {
		return status
	}
	switch {
	case len(entrants) < 2:
		return usageError(e, fs, "want at least two --player entrants, got %d", len(entrants))
	case *games < 1:
		return usageError(e, fs, "--games: want at least 1, got %d", *games)
	case *workers < 1:
		return usageError(e, fs, "--workers: want at least 1, got %d", *workers)
	}
	rs, err := gf.ruleset()
	if err != nil {
		return usageError(e, fs, "%v", err)
	}
	if gf.corp != "" || gf.runner != "" || len(gf.seats) > 0 {
		return usageError(e, fs, "decks belong to entrants: use --player SPEC@CORP_DECK,RUNNER_DECK")
	}
	cfg := arena.Config{Ruleset: rs, Entrants: entrants, Games: *games, Seed: *seed, Options: gf.setupOptions(), Workers: *workers, Shard: *shard}
	stop, err := startCPUProfile(*cpuprofile)
	if err != nil {
		return fail(e, fs, err)
	}
	defer stopCPUProfile(e, fs, stop, &status)
	var bar *progress
	if isTerminal(e.stderr) {
		bar = &progress{w: e.stderr, label: "arena " + rs.Name()}
		cfg.Progress = bar.update
	}
	externalRuns.Add(1)
	rep, err := arena.Run(cfg)
	externalRuns.Add(-1)
	closeExternals(e.stderr)
	bar.clear()
	if err != nil {
		return fail(e, fs, err)
	}
	if *svg != "" {
		f, err := os.Create(*svg)
		if err != nil {
			return fail(e, fs, err)
		}
		err = rep.WriteSVG(f)
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			return fail(e, fs, fmt.Errorf("writing %s: %w", *svg, err))
		}
	}
	if *asJSON {
		enc := json.NewEncoder(e.stdout)
		enc.SetIndent("", "  ")
		err = enc.Encode(rep)
	} else {
		err = rep.WriteText(e.stdout)
	}
	if err != nil {
		return fail(e, fs, err)
	}
	return exitOK
}
