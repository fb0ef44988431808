package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/datafort/datafort/onr/rulings"
	"github.com/datafort/datafort/onr/rulings/checks"
	"github.com/datafort/datafort/onr/scenario"
)

// rulingChecks returns the compiled checks "datafort rulings" runs; tests
// replace it to see a failing check fail the command.
var rulingChecks = checks.All

// runRulings runs "datafort rulings": the ledger of the official ONR
// rulings v1.62, ruling by ruling, then of the numbered rules of the ONR
// rules digest, rule by rule, each with totals by status. Every compiled
// check (onr/rulings/checks) and every scenario naming a ruling is run now;
// a ruling's or rule's status comes from what its checks did, never from a
// name. The command exits non-zero if some ruling or rule fails.
func runRulings(e *env, args []string) int {
	fs := newFlagSet(e, "rulings")
	asJSON := fs.Bool("json", false, "print the ledger as JSON")
	dir := fs.String("scenarios", "", "run the scenario checks found under `DIR` (default: the scenarios directory of the repository the command runs in)")
	only := fs.String("status", "", "list only the rulings and rules with this `STATUS` ("+statusNames()+"); totals count all")
	verbose := fs.Bool("v", false, "list every check of each ruling on its own line, with its time")
	game := fs.String("game", "onr", "the ledger of `GAME`: onr (the official rulings v1.62) or nsg (Rules Update 24.09, from the runs of the NSG-S scenario files, and the CR rules the digest cites)")
	uncovered := fs.Bool("uncovered", false, "with --game nsg: also list the outcome rules the digest cites in §§2–12 that no passing scenario checks")
	if status, ok := parse(e, fs, args); !ok {
		return status
	}
	if status, ok := noArgs(e, fs); !ok {
		return status
	}
	switch *game {
	case "onr":
		if *uncovered {
			return usageError(e, fs, "--uncovered is for --game nsg")
		}
	case "nsg":
		return runNSGRulings(e, fs, *dir, *uncovered)
	default:
		return usageError(e, fs, "--game %q: want onr or nsg", *game)
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
	start := time.Now()
	results := checks.RunAll(rulingChecks())
	files, err := scenario.RunPaths(root)
	if err != nil {
		return fail(e, fs, err)
	}
	broken := 0
	for _, fr := range files {
		if fr.Err != nil {
			broken++
			fmt.Fprintf(e.stderr, "%s: %v (its rulings are not counted)\n", fs.Name(), fr.Err)
		}
	}
	results = append(results, scenario.RulingChecks(files)...)
	l, err := rulings.Build(results)
	if err != nil {
		return fail(e, fs, err)
	}
	elapsed := time.Since(start)
	entries, rules := l.Entries, l.Rules
	if *only != "" {
		entries, rules = nil, nil
		for _, x := range l.Entries {
			if string(x.Status) == *only {
				entries = append(entries, x)
			}
		}
		for _, x := range l.Rules {
			if string(x.Status) == *only {
				rules = append(rules, x)
			}
		}
	}
	if *asJSON {
		out := struct {
			Rulings    []rulings.Entry     `json:"rulings"`
			Totals     map[string]int      `json:"totals"`
			Total      int                 `json:"total"`
			Rules      []rulings.RuleEntry `json:"rules"`
			RuleTotals map[string]int      `json:"rule_totals"`
			RuleTotal  int                 `json:"rule_total"`
			Checks     map[string]int      `json:"checks"`
			Seconds    float64             `json:"seconds"`
			Sources    map[string]string   `json:"sources"`
		}{Rulings: entries, Totals: map[string]int{}, Total: len(l.Entries), Rules: rules, RuleTotals: map[string]int{}, RuleTotal: len(l.Rules),
			Checks: map[string]int{}, Seconds: elapsed.Seconds(),
			Sources: map[string]string{"scenarios": root, "checks": "onr/rulings/checks", "not_testable": "onr/rulings/not-testable.tsv", "partial": "onr/rulings/partial.tsv",
				"rules": "onr/rulings/data/onr-rules.md", "rule_classes": "onr/rulings/rules.tsv"}}
		if out.Rulings == nil {
			out.Rulings = []rulings.Entry{}
		}
		if out.Rules == nil {
			out.Rules = []rulings.RuleEntry{}
		}
		for _, s := range rulings.Statuses {
			out.Totals[string(s)] = l.Totals[s]
		}
		for _, s := range rulings.RuleStatuses {
			out.RuleTotals[string(s)] = l.RuleTotals[s]
		}
		for o, n := range l.Checks {
			out.Checks[string(o)] = n
		}
		enc := json.NewEncoder(e.stdout)
		enc.SetEscapeHTML(false)
		enc.SetIndent("", "  ")
		if err := enc.Encode(out); err != nil {
			return fail(e, fs, err)
		}
	} else {
		printLedger(e.stdout, entries, *verbose)
		fmt.Fprintf(e.stdout, "\n")
		printRules(e.stdout, rules, *verbose)
		fmt.Fprintf(e.stdout, "\n%d rulings:", len(l.Entries))
		printTotals(e.stdout, rulings.Statuses, l.Totals)
		fmt.Fprintf(e.stdout, "\n%d rules of onr-rules.md:", len(l.Rules))
		printTotals(e.stdout, rulings.RuleStatuses, l.RuleTotals)
		fmt.Fprintf(e.stdout, "\n%d checks run in %s: %d passed, %d failed, %d skipped\n", len(results), elapsed.Round(time.Millisecond),
			l.Checks[rulings.Passed], l.Checks[rulings.Failed], l.Checks[rulings.Skipped])
	}
	if l.Failed() {
		fmt.Fprintf(e.stderr, "%s: %d rulings fail, %d rules fail\n", fs.Name(), l.Totals[rulings.Fail], l.RuleTotals[rulings.Fail])
		return exitFailure
	}
	if broken > 0 {
		return exitFailure
	}
	return exitOK
}

// printLedger prints the ledger's entries as a table: a ruling's checks,
// their time, and for a failing check what it reported.
func printLedger(w io.Writer, entries []rulings.Entry, verbose bool) {
	fmt.Fprintf(w, "%-5s  %-30s  %-12s  %8s  %s\n", "ID", "TOPIC", "STATUS", "TIME", "CHECK")
	for _, x := range entries {
		printLine(w, 5, ledgerLine{x.ID, x.Topic, string(x.Status), x.Check, x.Missing, x.Checks, x.Duration}, verbose)
	}
}

// ledgerLine is one line of a ledger table, a ruling's or a rule's.
type ledgerLine struct {
	id, topic, status, check, missing string
	checks                            []rulings.Check
	took                              time.Duration
}

// printLine prints line x of a ledger table whose first column is idWidth
// wide, then its checks (printChecks).
func printLine(w io.Writer, idWidth int, x ledgerLine, verbose bool) {
	t := ""
	if len(x.checks) > 0 {
		t = duration(x.took)
	}
	check := x.check
	if verbose && len(x.checks) > 1 {
		check = ""
		if x.missing != "" {
			check = "not covered: " + x.missing
		}
	}
	fmt.Fprintf(w, "%-*s  %-30s  %-12s  %8s  %s\n", idWidth, x.id, clip(x.topic, 30), x.status, t, check)
	printChecks(w, x.checks, verbose)
}

// printTotals prints the totals by status, in the order of statuses.
func printTotals(w io.Writer, statuses []rulings.Status, totals map[rulings.Status]int) {
	for i, s := range statuses {
		sep := ","
		if i == 0 {
			sep = ""
		}
		fmt.Fprintf(w, "%s %d %s", sep, totals[s], s)
	}
}

// printRules prints the rules ledger as printLedger prints the rulings.
func printRules(w io.Writer, rules []rulings.RuleEntry, verbose bool) {
	fmt.Fprintf(w, "%-11s  %-30s  %-12s  %8s  %s\n", "RULE", "TOPIC", "STATUS", "TIME", "CHECK")
	for _, x := range rules {
		printLine(w, 11, ledgerLine{x.ID, x.Topic, string(x.Status), x.Check, x.Missing, x.Checks, x.Duration}, verbose)
	}
}

// printChecks prints, under a ledger line, each check on its own line
// (verbose, when there are several) and what a failing check reported.
func printChecks(w io.Writer, checks []rulings.Check, verbose bool) {
	for _, c := range checks {
		if verbose && len(checks) > 1 {
			fmt.Fprintf(w, "%-5s  %-30s  %-12s  %8s  %s\n", "", "", c.Outcome, duration(c.Duration), c.Label)
		}
		if c.Outcome == rulings.Passed {
			continue
		}
		for i, m := range c.Messages {
			if i == 8 {
				fmt.Fprintf(w, "         … %d more\n", len(c.Messages)-i)
				break
			}
			for _, line := range strings.Split(m, "\n") {
				fmt.Fprintf(w, "         %s\n", line)
			}
		}
	}
}

// duration prints a check's time to the tenth of a millisecond.
func duration(d time.Duration) string {
	return fmt.Sprintf("%.1fms", float64(d.Microseconds())/1000)
}

func validStatus(s string) bool {
	for _, x := range slices.Concat(rulings.Statuses, []rulings.Status{rulings.Definition}) {
		if string(x) == s {
			return true
		}
	}
	return false
}

func statusNames() string {
	var n []string
	for _, x := range slices.Concat(rulings.Statuses, []rulings.Status{rulings.Definition}) {
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
