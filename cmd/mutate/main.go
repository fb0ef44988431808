// Command mutate runs the catalogue of mutants: small string replacements in
// the engine's source, each with the tests that should notice it. For each
// mutant it builds the mutated file through go's -overlay flag (the working
// tree is never written), runs the mutant's packages' tests, and "datafort
// rulings" when the mutant asks for it, and records whether the change was
// killed (a test failed), survived, ran out of time, or could not be made.
// It prints one line per mutant and a score table by area.
//
// Usage:
//
//	go run ./cmd/mutate [flags]
//
// Flags:
//
//	-only K01,S02     run only these mutants
//	-area kernel,bso  run only these areas (kernel, rules, cards, bso, server/store)
//	-timeout 30m      each mutant's budget, building included
//	-parallel 1       mutants run at once
//	-json             print the report as JSON
//	-n                only check that every mutant applies (its text is found once)
//	-equivalent       run the mutants listed as equivalent too (not scored)
//	-min 0.95         exit 1 if an area's score is below this
//	-confirm=false    do not run a killing test again without the mutant
//	-catalogue FILE   the catalogue (default cmd/mutate/catalogue.json)
//
// With -changed BASE it runs go-gremlins (a tool in go.mod) instead, on the
// lines of non-test Go files changed since the merge base of BASE (committed
// or not), directory by directory, within a time cap, and prints each
// mutant as it ends, the lived ones, and the counts (killed, lived, timed
// out, not covered, not viable, equivalent; efficacy):
//
//	go run ./cmd/mutate -changed main [-cap 10m] [DIR ...]
//
//	-changed BASE        the commit the change is measured from
//	-cap 10m             the whole run's budget: a directory it cuts keeps the mutants that ended
//	-workers 1           gremlins' workers (each runs a go test)
//	-coefficient 30      a mutant's time limit is the coverage run's time times this
//	-gremlins-flags ""   more flags for "gremlins unleash", e.g. --invert-logical
//	-equivalents FILE    gremlins mutants listed as equivalent (default cmd/mutate/gremlins-equivalent.json)
//	DIR ...              only the changed directories at or under these
//
// Mutants listed as equivalent are still run: shown as EQUIVALENT and not
// counted when they live, and failing the run when a test kills one (the
// entry is wrong). Two of gremlins' blind spots are made up for: a mutant
// it reports killed that does not compile is NOT VIABLE, and the mutants of
// case clauses' conditions, which it reports NOT COVERED (go's coverage
// profile has no block for them), are tested by the command itself.
//
// See docs/mutation.md.
package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"time"
)

// Exit statuses.
const (
	exitOK      = 0
	exitFailure = 1 // a mutant could not be made or its kill not confirmed, or a score is below -min
	exitUsage   = 2
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	os.Exit(run(ctx, os.Args[1:], os.Stdout, os.Stderr))
}

// run runs the command with args, printing the report to stdout and the
// progress to stderr, and returns the exit status.
func run(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("mutate", flag.ContinueOnError)
	fs.SetOutput(stderr)
	root := fs.String("root", "", "the module root (default: the directory holding go.mod, upward from here)")
	catalogue := fs.String("catalogue", "", "the catalogue `FILE` (default: ROOT/cmd/mutate/catalogue.json)")
	only := fs.String("only", "", "run only the mutants with these comma-separated `IDS`")
	area := fs.String("area", "", "run only the mutants of these comma-separated `AREAS` ("+strings.Join(Areas, ", ")+")")
	timeout := fs.Duration("timeout", 30*time.Minute, "each mutant's budget, building included")
	parallel := fs.Int("parallel", 1, "how many mutants run at once")
	asJSON := fs.Bool("json", false, "print the report as JSON")
	dry := fs.Bool("n", false, "only check that every selected mutant applies: its text is found exactly once")
	equivalent := fs.Bool("equivalent", false, "run the mutants listed as equivalent too (they are never scored)")
	min := fs.Float64("min", 0, "exit 1 if an area's score is below `SCORE`")
	confirm := fs.Bool("confirm", true, "count a kill only if the tests that failed pass without the mutant (they are run again)")
	ledger := fs.String("ledger", "./cmd/datafort", "the `PACKAGE` of the command whose \"rulings --json\" a mutant may ask for")
	changed := fs.String("changed", "", "run gremlins on the lines changed since the merge base of `BASE` instead of the catalogue")
	gcap := fs.Duration("cap", 10*time.Minute, "with -changed: the whole run's budget")
	workers := fs.Int("workers", 1, "with -changed: gremlins' workers")
	coefficient := fs.Int("coefficient", 30, "with -changed: a mutant's time limit is the coverage run's time times this")
	gflags := fs.String("gremlins-flags", "", "with -changed: more `FLAGS` for \"gremlins unleash\"")
	gbin := fs.String("gremlins-bin", "", "with -changed: the gremlins `BINARY` (default: built from go.mod's tool)")
	equivalents := fs.String("equivalents", "", "with -changed: the `FILE` of equivalent gremlins mutants (default: ROOT/cmd/mutate/gremlins-equivalent.json)")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return exitOK
		}
		return exitUsage
	}
	if fs.NArg() > 0 && *changed == "" {
		fmt.Fprintf(stderr, "mutate: unexpected arguments %q\n", fs.Args())
		return exitUsage
	}
	if *parallel < 1 || *timeout <= 0 {
		fmt.Fprintln(stderr, "mutate: -parallel and -timeout must be positive")
		return exitUsage
	}
	if *root == "" {
		r, err := moduleRoot()
		if err != nil {
			fmt.Fprintf(stderr, "mutate: %v\n", err)
			return exitUsage
		}
		*root = r
	}
	abs, err := filepath.Abs(*root)
	if err != nil {
		fmt.Fprintf(stderr, "mutate: %v\n", err)
		return exitUsage
	}
	if *changed != "" {
		if *gcap <= 0 || *workers < 1 || *coefficient < 1 {
			fmt.Fprintln(stderr, "mutate: -cap, -workers and -coefficient must be positive")
			return exitUsage
		}
		if *equivalents == "" {
			*equivalents = filepath.Join(abs, "cmd", "mutate", "gremlins-equivalent.json")
		}
		es, err := LoadEquivalents(*equivalents)
		if err != nil {
			fmt.Fprintf(stderr, "mutate: %v\n", err)
			return exitUsage
		}
		g := &Gremlins{Root: abs, Base: *changed, Dirs: fs.Args(), Cap: *gcap, Workers: *workers, Coefficient: *coefficient,
			Flags: strings.Fields(*gflags), Bin: *gbin, Equivalents: es, Progress: stderr}
		return runGremlins(ctx, g, *asJSON, stdout, stderr)
	}
	if *catalogue == "" {
		*catalogue = filepath.Join(abs, "cmd", "mutate", "catalogue.json")
	}
	all, err := LoadCatalogue(*catalogue)
	if err != nil {
		fmt.Fprintf(stderr, "mutate: %v\n", err)
		return exitUsage
	}
	ms, err := selectMutants(all, split(*only), split(*area))
	if err != nil {
		fmt.Fprintf(stderr, "mutate: %v\n", err)
		return exitUsage
	}
	if *dry {
		return check(abs, ms, stdout, stderr)
	}
	goCmd, err := goCommand()
	if err != nil {
		fmt.Fprintf(stderr, "mutate: %v\n", err)
		return exitFailure
	}
	r := &Runner{Root: abs, Go: goCmd, Timeout: *timeout, Ledger: *ledger, LedgerArgs: []string{"rulings", "--json"}, NoConfirm: !*confirm}
	start := time.Now()
	results := runAll(ctx, r, ms, *parallel, *equivalent, stderr)
	rep := Report{Results: results, Areas: Score(results), Seconds: time.Since(start).Seconds()}
	if *asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		enc.SetEscapeHTML(false)
		if err := enc.Encode(rep); err != nil {
			fmt.Fprintf(stderr, "mutate: %v\n", err)
			return exitFailure
		}
	} else {
		PrintReport(stdout, rep)
	}
	status := exitOK
	for _, res := range results {
		switch res.Status {
		case NotApplicable:
			fmt.Fprintf(stderr, "mutate: %s cannot be made: %s\n", res.ID, strings.SplitN(res.Detail, "\n", 2)[0])
			status = exitFailure
		case Unconfirmed:
			fmt.Fprintf(stderr, "mutate: %s: %s\n", res.ID, strings.SplitN(res.Detail, "\n", 2)[0])
			status = exitFailure
		}
	}
	for _, a := range rep.Areas {
		if *min > 0 && a.Scored > 0 && a.Score < *min {
			fmt.Fprintf(stderr, "mutate: %s scores %.2f, below %.2f\n", a.Area, a.Score, *min)
			status = exitFailure
		}
	}
	if ctx.Err() != nil {
		fmt.Fprintln(stderr, "mutate: interrupted; the results above are partial")
		status = exitFailure
	}
	return status
}

// runGremlins runs g and prints its report: exit 1 when the cap cut the
// run, gremlins failed, or a mutant listed as equivalent was killed (lived
// mutants do not fail it: read them).
func runGremlins(ctx context.Context, g *Gremlins, asJSON bool, stdout, stderr io.Writer) int {
	rep, err := g.Run(ctx)
	if err != nil {
		fmt.Fprintf(stderr, "mutate: -changed: %v\n", err)
		return exitFailure
	}
	if len(rep.Dirs) == 0 && !asJSON {
		fmt.Fprintf(stdout, "no non-test Go file changed since %s\n", g.Base)
		return exitOK
	}
	if asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		enc.SetEscapeHTML(false)
		if err := enc.Encode(rep); err != nil {
			fmt.Fprintf(stderr, "mutate: %v\n", err)
			return exitFailure
		}
	} else {
		PrintGremlinsReport(stdout, rep)
	}
	status := exitOK
	if rep.Wrong > 0 {
		fmt.Fprintf(stderr, "mutate: -changed: %d mutants listed as equivalent were killed: remove their entries\n", rep.Wrong)
		status = exitFailure
	}
	if !rep.Complete() || ctx.Err() != nil {
		fmt.Fprintln(stderr, "mutate: -changed: not every directory ran to its end (cut by the cap, or gremlins failed): the counts are partial")
		status = exitFailure
	}
	return status
}

// runAll runs the mutants, parallel at a time, printing a line to progress
// as each ends, and returns the results in the catalogue's order. Mutants
// listed as equivalent are not run unless runEquivalent.
func runAll(ctx context.Context, r *Runner, ms []Mutant, parallel int, runEquivalent bool, progress io.Writer) []Result {
	results := make([]Result, len(ms))
	var mu sync.Mutex
	var wg sync.WaitGroup
	next := make(chan int)
	for range parallel {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				m := ms[i]
				if ctx.Err() != nil {
					results[i] = Result{ID: m.ID, Area: m.Area, Description: m.Description, Status: NotApplicable, Detail: "not run: interrupted"}
					continue
				}
				res := r.Run(ctx, m)
				res.EquivalentReason = m.Equivalent
				results[i] = res
				by := res.KilledBy
				if res.Status != Killed {
					by = strings.SplitN(res.Detail, "\n", 2)[0]
				}
				mu.Lock()
				fmt.Fprintf(progress, "%s\t%-12s\t%-14s\t%6.1fs\t%s\n", m.ID, m.Area, res.Status, res.Seconds, by)
				mu.Unlock()
			}
		}()
	}
	for i, m := range ms {
		if m.Equivalent != "" && !runEquivalent {
			results[i] = Result{ID: m.ID, Area: m.Area, Description: m.Description, Status: Equivalent, Detail: m.Equivalent}
			continue
		}
		next <- i
	}
	close(next)
	wg.Wait()
	return results
}

// check reports, for each mutant, whether its text is found exactly once,
// without running anything.
func check(root string, ms []Mutant, stdout, stderr io.Writer) int {
	bad := 0
	for _, m := range ms {
		src, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(m.File)))
		if err == nil {
			_, err = m.Apply(string(src))
		}
		if err != nil {
			fmt.Fprintf(stderr, "mutate: %v\n", err)
			bad++
		}
	}
	fmt.Fprintf(stdout, "%d mutants, %d apply, %d do not\n", len(ms), len(ms)-bad, bad)
	if bad > 0 {
		return exitFailure
	}
	return exitOK
}

// selectMutants keeps the mutants named by ids and in areas (all when both
// are empty), refusing a name that matches nothing.
func selectMutants(all []Mutant, ids, areas []string) ([]Mutant, error) {
	for _, a := range areas {
		if !slices.Contains(Areas, a) {
			return nil, fmt.Errorf("-area %q: want one of %s", a, strings.Join(Areas, ", "))
		}
	}
	known := map[string]bool{}
	for _, m := range all {
		known[m.ID] = true
	}
	for _, id := range ids {
		if !known[id] {
			return nil, fmt.Errorf("-only: no mutant %s in the catalogue", id)
		}
	}
	var out []Mutant
	for _, m := range all {
		if (len(ids) == 0 || slices.Contains(ids, m.ID)) && (len(areas) == 0 || slices.Contains(areas, m.Area)) {
			out = append(out, m)
		}
	}
	if len(out) == 0 {
		return nil, errors.New("no mutant selected")
	}
	return out, nil
}

// split splits a comma-separated list, dropping empty items.
func split(s string) []string {
	var out []string
	for _, x := range strings.Split(s, ",") {
		if x = strings.TrimSpace(x); x != "" {
			out = append(out, x)
		}
	}
	return out
}

// moduleRoot returns the nearest directory upward from the working
// directory that holds a go.mod.
func moduleRoot() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", errors.New("no go.mod found upward from the working directory; pass -root")
		}
		dir = parent
	}
}

// goCommand returns the go command on PATH.
func goCommand() (string, error) {
	p, err := exec.LookPath("go")
	if err != nil {
		return "", fmt.Errorf("the go command: %w", err)
	}
	return p, nil
}
