package main

import (
	"fmt"
	"strings"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/scenario"
)

// runScenario runs "datafort scenario run PATH...": it plays scenario files
// (see docs/scenarios.md) and reports each one PASS or FAIL.
func runScenario(e *env, args []string) int {
	fs := newFlagSet(e, "scenario")
	verbose := fs.Bool("v", false, "print the events and the final position of failed scenarios")
	game := fs.String("game", "", "the game whose cards --ablate changes (see \"datafort version\")")
	var ablations []string
	fs.Func("ablate", "run every scenario with the change `NAME` made to a card of --game's (\"datafort cards --ablations TITLE\" lists a card's), to see which scenarios make it take effect; repeatable", func(s string) error {
		ablations = append(ablations, s)
		return nil
	})
	switch {
	case len(args) == 0:
		return usageError(e, fs, "missing the subcommand run")
	case args[0] == "run":
		args = args[1:]
	case strings.HasPrefix(args[0], "-"):
		if status, ok := parse(e, fs, args); !ok {
			return status
		}
		return usageError(e, fs, "missing the subcommand run")
	default:
		return usageError(e, fs, "unknown subcommand %q (want run)", args[0])
	}
	if status, ok := parse(e, fs, args); !ok {
		return status
	}
	if fs.NArg() == 0 {
		return usageError(e, fs, "missing the scenario files or directories to run")
	}
	if len(ablations) > 0 {
		if *game == "" {
			return usageError(e, fs, "--ablate: name the game whose cards it changes with --game")
		}
		rs, err := engine.Lookup(*game)
		if err != nil {
			return usageError(e, fs, "--game: %v", err)
		}
		made, restore, err := engine.MakeAblations(rs, ablations)
		if err != nil {
			return usageError(e, fs, "--ablate: %v", err)
		}
		defer restore()
		for _, a := range made {
			fmt.Fprintf(e.stdout, "ablated  %s\n", a.Name)
		}
	}
	results, err := scenario.RunPaths(fs.Args()...)
	if err != nil {
		return fail(e, fs, err)
	}
	if len(results) == 0 {
		return fail(e, fs, fmt.Errorf("no scenario files (*.yaml, *.yml) under %s", strings.Join(fs.Args(), ", ")))
	}
	failed := 0
	for _, fr := range results {
		r := fr.Result
		if r.Passed {
			fmt.Fprintf(e.stdout, "PASS  %s  (%s)\n", r.Name, fr.Path)
			continue
		}
		failed++
		fmt.Fprintf(e.stdout, "FAIL  %s  (%s)\n", r.Name, fr.Path)
		for _, f := range r.Failures {
			fmt.Fprintf(e.stdout, "      %s\n", f)
		}
		if *verbose && fr.Err == nil {
			fmt.Fprintf(e.stdout, "      events:\n")
			for _, l := range r.Log {
				fmt.Fprintf(e.stdout, "        %s\n", l)
			}
			fmt.Fprintf(e.stdout, "      position at the end:\n")
			for _, l := range strings.Split(strings.TrimRight(r.Board, "\n"), "\n") {
				fmt.Fprintf(e.stdout, "        %s\n", l)
			}
		}
	}
	fmt.Fprintf(e.stdout, "%d scenarios: %d passed, %d failed\n", len(results), len(results)-failed, failed)
	if failed > 0 {
		return exitFailure
	}
	return exitOK
}
