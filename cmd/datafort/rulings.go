package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/datafort/datafort/onr/rulings"
	"github.com/datafort/datafort/onr/scenario"
)

// runRulings runs "datafort rulings": the ledger of the official ONR
// rulings v1.62, ruling by ruling, with totals by status. Scenario checks
// are run live from the scenarios directory; Go checks come from the index
// compiled in (onr/rulings/gochecks.txt).
func runRulings(e *env, args []string) int {
	fs := newFlagSet(e, "rulings")
	asJSON := fs.Bool("json", false, "print the ledger as JSON")
	dir := fs.String("scenarios", "", "run the scenario checks found under `DIR` (default: the scenarios directory of the repository the command runs in)")
	only := fs.String("status", "", "list only the rulings with this `STATUS` (pass, fail, duplicate, see, not-testable, untested); totals count all")
	if status, ok := parse(e, fs, args); !ok {
		return status
	}
	if status, ok := noArgs(e, fs); !ok {
		return status
	}
	if *only != "" && !validStatus(*only) {
		return usageError(e, fs, "--status %q: want one of %s", *only, statusNames())
	}
	root := *dir
	if root == "" {
		var err error
		if root, err = findScenarios(); err != nil {
			return fail(e, fs, err)
		}
	}
	results, err := scenario.RunPaths(root)
	if err != nil {
		return fail(e, fs, err)
	}
	broken := 0
	for _, fr := range results {
		if fr.Err != nil {
			broken++
			fmt.Fprintf(e.stderr, "%s: %v (its rulings are not counted)\n", fs.Name(), fr.Err)
		}
	}
	l, err := rulings.Build(scenario.RulingChecks(results))
	if err != nil {
		return fail(e, fs, err)
	}
	entries := l.Entries
	if *only != "" {
		entries = nil
		for _, x := range l.Entries {
			if string(x.Status) == *only {
				entries = append(entries, x)
			}
		}
	}
	if *asJSON {
		out := struct {
			Rulings []rulings.Entry   `json:"rulings"`
			Totals  map[string]int    `json:"totals"`
			Total   int               `json:"total"`
			Sources map[string]string `json:"sources"`
		}{Rulings: entries, Totals: map[string]int{}, Total: len(l.Entries),
			Sources: map[string]string{"scenarios": root, "go_checks": "onr/rulings/" + rulings.GoChecksFile, "not_testable": "onr/rulings/not-testable.tsv"}}
		if out.Rulings == nil {
			out.Rulings = []rulings.Entry{}
		}
		for _, s := range rulings.Statuses {
			out.Totals[string(s)] = l.Totals[s]
		}
		enc := json.NewEncoder(e.stdout)
		enc.SetEscapeHTML(false)
		enc.SetIndent("", "  ")
		if err := enc.Encode(out); err != nil {
			return fail(e, fs, err)
		}
	} else {
		fmt.Fprintf(e.stdout, "%-5s  %-30s  %-12s  %s\n", "ID", "TOPIC", "STATUS", "CHECK")
		for _, x := range entries {
			fmt.Fprintf(e.stdout, "%-5s  %-30s  %-12s  %s\n", x.ID, clip(x.Topic, 30), x.Status, x.Check)
		}
		fmt.Fprintf(e.stdout, "\n%d rulings:", len(l.Entries))
		for i, s := range rulings.Statuses {
			sep := ","
			if i == 0 {
				sep = ""
			}
			fmt.Fprintf(e.stdout, "%s %d %s", sep, l.Totals[s], s)
		}
		fmt.Fprintln(e.stdout)
	}
	if broken > 0 {
		return exitFailure
	}
	return exitOK
}

func validStatus(s string) bool {
	for _, x := range rulings.Statuses {
		if string(x) == s {
			return true
		}
	}
	return false
}

func statusNames() string {
	var n []string
	for _, x := range rulings.Statuses {
		n = append(n, string(x))
	}
	return strings.Join(n, ", ")
}

// clip shortens s to n characters, marking the cut.
func clip(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n-1]) + "…"
}

// findScenarios finds the scenarios directory of the repository holding the
// working directory: the first "scenarios" directory next to a go.mod,
// looking upward.
func findScenarios() (string, error) {
	wd, err := os.Getwd()
	if err != nil {
		return "", err
	}
	dir := wd
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			s := filepath.Join(dir, "scenarios")
			if info, err := os.Stat(s); err == nil && info.IsDir() {
				if rel, err := filepath.Rel(wd, s); err == nil {
					return rel, nil
				}
				return s, nil
			}
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", errors.New("no scenarios directory found in the repository around the working directory; run from the Datafort repository or pass --scenarios DIR")
		}
		dir = parent
	}
}
