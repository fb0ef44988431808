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
// skipped run). It exits non-zero if some ruling fails.
func runNSGRulings(e *env, fs *flag.FlagSet, dir string) int {
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
	fmt.Fprintf(e.stdout, "\n%d scenario files run (%s)\n", len(results), root)
	if l.Totals[nsgrulings.Fail] > 0 {
		fmt.Fprintf(e.stderr, "%s: %d rulings fail\n", fs.Name(), l.Totals[nsgrulings.Fail])
		return exitFailure
	}
	return exitOK
}
