package main

import (
	"fmt"
	"strings"

	"github.com/datafort/datafort/scenario"
)

// runScenario runs "datafort scenario run PATH...": it plays scenario files
// (see docs/scenarios.md) and reports each one PASS or FAIL.
func runScenario(e *env, args []string) int {
	fs := newFlagSet(e, "scenario")
	verbose := fs.Bool("v", false, "print the events and the final position of failed scenarios")
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
