package main

import (
	"flag"
	"fmt"
	"path/filepath"

	nsgrulings "github.com/datafort/datafort/nsg/rulings"
	nsgscenario "github.com/datafort/datafort/nsg/scenario"
	shared "github.com/datafort/datafort/scenario"
)

// runNSGRulings runs "datafort rulings --game nsg": the ledger of Rules
// Update 24.09, each ruling's status from the runs, in every rules mode,
// of the NSG-S scenario files under DIR/nsg and of those still waiting
// under nsg/rulings/testdata/scenarios (a file the builder refuses is a
// skipped run); then the coverage of the CR rules the digest cites in its
// §§2–12 that state an outcome: how many have a scenario (NSG-S or
// nsg-cr-…) naming them, all of which passed; with uncovered, each of the
// others with what it waits for (its note in nsg/rulings/rules.tsv). It exits non-zero if some ruling or rule fails.
func runNSGRulings(e *env, fs *flag.FlagSet, dir string, uncovered bool) int {
	root := dir
	if root == "" {
		var err error
		if root, err = findScenarios(); err != nil {
			return fail(e, fs, err)
		}
	}
	paths := []string{filepath.Join(root, "nsg")}
	waiting := filepath.Join(root, "..", "nsg", "rulings", "testdata", "scenarios")
	if ok, _ := filepath.Glob(filepath.Join(waiting, "*.yaml")); len(ok) > 0 {
		paths = append(paths, waiting)
	}
	files, err := shared.RunPaths(paths...)
	if err != nil {
		return fail(e, fs, err)
	}
	results, err := nsgscenario.LedgerResults(files)
	if err != nil {
		return fail(e, fs, err)
	}
	l, err := nsgrulings.Build(results)
	if err != nil {
		return fail(e, fs, err)
	}
	fmt.Fprintf(e.stdout, "%-11s  %-30s  %-9s  %s\n", "ID", "TOPIC", "STATUS", "CHECKS")
	for _, x := range l.Rulings {
		fmt.Fprintf(e.stdout, "%-11s  %-30s  %-9s  %v\n", x.ID, clip(x.Topic, 30), x.Status, x.Checks)
	}
	fmt.Fprintf(e.stdout, "\n%d rulings:", len(l.Rulings))
	for i, s := range nsgrulings.Statuses {
		sep := ","
		if i == 0 {
			sep = ""
		}
		fmt.Fprintf(e.stdout, "%s %d %s", sep, l.Totals[s], s)
	}
	fmt.Fprintf(e.stdout, "\n%d CR rules of the index:", len(l.Rules))
	for i, s := range nsgrulings.Statuses {
		if s == nsgrulings.Partial {
			continue // a rule has no mapped scenarios to miss
		}
		sep := ","
		if i == 0 {
			sep = ""
		}
		fmt.Fprintf(e.stdout, "%s %d %s", sep, l.RuleTotals[s], s)
	}
	fmt.Fprintf(e.stdout, "\noutcome rules the digest cites in §§2–12: %d of %d covered by passing scenarios\n", l.Core.Covered, l.Core.Total)
	if uncovered {
		for _, r := range l.Core.Uncovered {
			st := nsgrulings.Untested
			for _, x := range l.Rules {
				if x.ID == r.ID {
					st = x.Status
				}
			}
			why := r.Note
			if why == "" {
				why = "(no reason recorded in nsg/rulings/rules.tsv)"
			}
			fmt.Fprintf(e.stdout, "  uncovered  %-9s  %-62s  %s\n", st, r.Cite(), why)
		}
	}
	fmt.Fprintf(e.stdout, "%d scenario files run (%s)\n", len(results), root)
	failed := false
	if l.Totals[nsgrulings.Fail] > 0 {
		fmt.Fprintf(e.stderr, "%s: %d rulings fail\n", fs.Name(), l.Totals[nsgrulings.Fail])
		failed = true
	}
	if l.RuleTotals[nsgrulings.Fail] > 0 {
		fmt.Fprintf(e.stderr, "%s: %d CR rules fail\n", fs.Name(), l.RuleTotals[nsgrulings.Fail])
		failed = true
	}
	if failed {
		return exitFailure
	}
	return exitOK
}
