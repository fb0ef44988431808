package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"time"
)

// Status is what running a mutant found.
type Status string

// The statuses of a mutant's run.
const (
	// Killed: some test (or the rulings ledger) failed.
	Killed Status = "killed"
	// Survived: every test passed with the mutant in place.
	Survived Status = "survived"
	// Timeout: the mutant's time ran out before a test failed. It counts
	// against the score: a hang is not a test that noticed the change.
	Timeout Status = "timeout"
	// NotApplicable: the mutant could not be made (its text is not found
	// exactly once) or does not compile. Not scored; fix the catalogue.
	NotApplicable Status = "not-applicable"
	// Equivalent: listed as equivalent and not run. Not scored.
	Equivalent Status = "equivalent"
	// Unconfirmed: the tests that failed did not fail again with the
	// mutant, or fail without it too, so the failure says nothing about
	// it. Not scored; fix the test, or run again on a quieter machine.
	Unconfirmed Status = "unconfirmed"
)

// Step is one command run for a mutant.
type Step struct {
	Name    string  `json:"name"` // "go test ./kernel/", "datafort rulings", "build"
	Outcome string  `json:"outcome"`
	Seconds float64 `json:"seconds"`
}

// Result is the outcome of one mutant.
type Result struct {
	ID   string `json:"id"`
	Area string `json:"area"`
	// Description repeats the catalogue's.
	Description string  `json:"description"`
	Status      Status  `json:"status"`
	KilledBy    string  `json:"killed_by,omitempty"` // the step that failed
	Detail      string  `json:"detail,omitempty"`    // failing tests, or why not applicable
	Seconds     float64 `json:"seconds"`
	Steps       []Step  `json:"steps,omitempty"`
	// EquivalentReason repeats the catalogue's reason for an equivalent
	// mutant that was run anyway (-equivalent).
	EquivalentReason string `json:"equivalent,omitempty"`
}

// Runner runs mutants against the module at Root without touching its
// files: each mutated file is handed to the go command with -overlay, which
// builds as if the file were changed. Tests that read Go sources from disk
// at run time (go/parser) still see the original file.
type Runner struct {
	Root    string        // the module root, absolute
	Go      string        // the go command
	Timeout time.Duration // each mutant's budget, building included
	// Ledger is the package of the command run for a mutant that asks for
	// the rulings ledger, and LedgerArgs its arguments; the mutant is killed
	// if the command exits non-zero.
	Ledger     string
	LedgerArgs []string
	// NoConfirm skips running the killing tests again. By default a kill
	// by go test counts only if the tests that failed fail again with the
	// mutant and pass without it: a test that fails anyway (broken) or
	// now and then (flaky on a busy machine) is not evidence.
	NoConfirm bool
	// Scratch is the directory for overlays and binaries ("" is the
	// system's temporary directory).
	Scratch string

	ledgerOnce  sync.Once
	ledgerFails string // why the unmutated ledger fails; "" if it passes
}

// grace is how long a step may run past the mutant's budget so that go
// test's own timeout can report the hanging test before it is killed.
const grace = 20 * time.Second

// Run runs one mutant: it makes the replacement in a scratch file, checks
// that the mutated package compiles, runs the mutant's packages, the
// ledger if asked, then its last packages, stopping at the first failure.
func (r *Runner) Run(ctx context.Context, m Mutant) (res Result) {
	start := time.Now()
	res = Result{ID: m.ID, Area: m.Area, Description: m.Description}
	defer func() { res.Seconds = time.Since(start).Seconds() }()
	dir, err := os.MkdirTemp(r.Scratch, "mutant-"+m.ID+"-")
	if err != nil {
		res.Status, res.Detail = NotApplicable, fmt.Sprintf("scratch directory: %v", err)
		return res
	}
	defer os.RemoveAll(dir)
	overlay, err := r.overlay(m, dir)
	if err != nil {
		res.Status, res.Detail = NotApplicable, err.Error()
		return res
	}
	deadline := start.Add(r.Timeout)
	pkg := "./" + filepath.ToSlash(filepath.Dir(m.File))
	stages := []stage{{"build " + pkg, func(ctx context.Context) (stepOutcome, string) {
		out, err := r.command(ctx, r.Root, r.Go, "build", "-overlay="+overlay, pkg)
		if err != nil {
			if ctx.Err() != nil {
				return outTimeout, "building took longer than the budget"
			}
			return outBroken, "the mutant does not compile: " + firstLines(string(out), 10)
		}
		return outPass, ""
	}}}
	test := func(p string) func(context.Context) (stepOutcome, string) {
		return func(ctx context.Context) (stepOutcome, string) {
			left := time.Until(deadline).Round(time.Second)
			if left < time.Second {
				return outTimeout, "no time left for " + p
			}
			args := []string{"test", "-overlay=" + overlay, "-count=1", "-failfast", "-timeout=" + left.String()}
			if re, ok := m.Run[p]; ok {
				args = append(args, "-run="+re)
			}
			out, err := r.command(ctx, r.Root, r.Go, append(args, p)...)
			o, detail := judge(ctx, out, err)
			if o == outFail && !r.NoConfirm {
				if names := failedTests(string(out)); len(names) > 0 {
					run := "^(" + strings.Join(names, "|") + ")$"
					if _, err := r.command(ctx, r.Root, r.Go, "test", "-overlay="+overlay, "-count=1", "-run="+run, p); err == nil {
						return outFlaky, "the failing tests pass when run again with the mutant (go test -run '" + run + "' " + p + "):\n" + detail
					}
					if _, err := r.command(ctx, r.Root, r.Go, "test", "-count=1", "-run="+run, p); err != nil && ctx.Err() == nil {
						return outFlaky, "the failing tests fail without the mutant too (go test -run '" + run + "' " + p + "):\n" + detail
					}
				}
			}
			return o, detail
		}
	}
	for _, p := range m.Packages {
		stages = append(stages, stage{testStepName(m, p), test(p)})
	}
	if m.Rulings {
		bin := filepath.Join(dir, "ledger")
		stages = append(stages, stage{strings.Join(append([]string{"run", r.Ledger}, r.LedgerArgs...), " "), func(ctx context.Context) (stepOutcome, string) {
			if out, err := r.command(ctx, r.Root, r.Go, "build", "-overlay="+overlay, "-o", bin, r.Ledger); err != nil {
				if ctx.Err() != nil {
					return outTimeout, "building the ledger took longer than the budget"
				}
				return outFail, "the ledger does not build: " + firstLines(string(out), 10)
			}
			out, err := r.command(ctx, r.Root, bin, r.LedgerArgs...)
			o, detail := judgeLedger(ctx, out, err)
			if o == outFail && !r.NoConfirm {
				if base := r.ledgerBaseline(ctx, dir); base != "" {
					return outFlaky, base + ":\n" + detail
				}
			}
			return o, detail
		}})
	}
	for _, p := range m.Then {
		stages = append(stages, stage{testStepName(m, p), test(p)})
	}
	ctx, cancel := context.WithDeadline(ctx, deadline.Add(grace))
	defer cancel()
	for _, s := range stages {
		t := time.Now()
		o, detail := s.run(ctx)
		res.Steps = append(res.Steps, Step{Name: s.name, Outcome: string(o), Seconds: time.Since(t).Seconds()})
		switch o {
		case outPass:
			continue
		case outFail:
			res.Status, res.KilledBy, res.Detail = Killed, s.name, detail
		case outTimeout:
			res.Status, res.Detail = Timeout, s.name+": "+detail
		case outBroken:
			res.Status, res.Detail = NotApplicable, detail
		case outFlaky:
			res.Status, res.KilledBy, res.Detail = Unconfirmed, s.name, detail
		}
		return res
	}
	res.Status = Survived
	return res
}

// testStepName names the go test step of pattern p, with its test filter
// if the mutant narrows it.
func testStepName(m Mutant, p string) string {
	if re, ok := m.Run[p]; ok {
		return "go test -run '" + re + "' " + p
	}
	return "go test " + p
}

// ledgerBaseline runs the ledger once on the unmutated tree and returns why
// it fails there ("" if it passes): a ledger that fails anyway kills no
// mutant. The first call decides for the whole run.
func (r *Runner) ledgerBaseline(ctx context.Context, dir string) string {
	r.ledgerOnce.Do(func() {
		ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 10*time.Minute)
		defer cancel()
		bin := filepath.Join(dir, "ledger-unmutated")
		if out, err := r.command(ctx, r.Root, r.Go, "build", "-o", bin, r.Ledger); err != nil {
			r.ledgerFails = "the ledger does not build without the mutant: " + firstLines(string(out), 4)
			return
		}
		out, err := r.command(ctx, r.Root, bin, r.LedgerArgs...)
		if o, detail := judgeLedger(ctx, out, err); o != outPass {
			r.ledgerFails = "the ledger fails without the mutant too (" + detail + ")"
		}
	})
	return r.ledgerFails
}

// overlay writes the mutated file and the overlay naming it into dir and
// returns the overlay's path.
func (r *Runner) overlay(m Mutant, dir string) (string, error) {
	path := filepath.Join(r.Root, filepath.FromSlash(m.File))
	src, err := os.ReadFile(path)
	if err != nil {
		return "", fmt.Errorf("%s: %w", m.ID, err)
	}
	mutated, err := m.Apply(string(src))
	if err != nil {
		return "", err
	}
	file := filepath.Join(dir, filepath.Base(path))
	if err := os.WriteFile(file, []byte(mutated), 0o644); err != nil {
		return "", fmt.Errorf("%s: %w", m.ID, err)
	}
	b, err := json.Marshal(struct{ Replace map[string]string }{map[string]string{path: file}})
	if err != nil {
		return "", fmt.Errorf("%s: overlay: %w", m.ID, err)
	}
	ov := filepath.Join(dir, "overlay.json")
	if err := os.WriteFile(ov, b, 0o644); err != nil {
		return "", fmt.Errorf("%s: %w", m.ID, err)
	}
	return ov, nil
}

// stage is one command of a mutant's run.
type stage struct {
	name string
	run  func(ctx context.Context) (stepOutcome, string)
}

// stepOutcome is what one step found.
type stepOutcome string

const (
	outPass    stepOutcome = "pass"
	outFail    stepOutcome = "fail"
	outTimeout stepOutcome = "timeout"
	outBroken  stepOutcome = "does-not-compile"
	outFlaky   stepOutcome = "fails-without-the-mutant"
)

// judge reads a go test run: pass, fail (naming the failing tests), or
// timeout (the budget ran out, or go test's own -timeout fired). A test
// binary that does not build is a failure of the mutant to compile.
func judge(ctx context.Context, out []byte, err error) (stepOutcome, string) {
	if err == nil {
		return outPass, ""
	}
	s := string(out)
	switch {
	case ctx.Err() != nil || strings.Contains(s, "panic: test timed out after"):
		return outTimeout, firstLines(grepLines(s, "panic: test timed out", "running tests:", "\tTest"), 6)
	case strings.Contains(s, "[build failed]") || strings.Contains(s, "[setup failed]"):
		return outBroken, "a test binary does not build: " + firstLines(s, 10)
	}
	var exit *exec.ExitError
	if !errors.As(err, &exit) {
		return outFail, fmt.Sprintf("go test did not run: %v", err) // counted as a failure, with the reason
	}
	failed := grepLines(s, "--- FAIL", "panic:")
	if failed == "" {
		failed = firstLines(s, 10)
	}
	return outFail, firstLines(failed, 8)
}

// failedTests returns the top-level tests that go test reported failing.
func failedTests(out string) []string {
	var names []string
	for _, line := range strings.Split(out, "\n") {
		if name, ok := strings.CutPrefix(line, "--- FAIL: "); ok {
			if i := strings.IndexByte(name, ' '); i > 0 {
				name = name[:i]
			}
			if !slices.Contains(names, name) {
				names = append(names, name)
			}
		}
	}
	return names
}

// judgeLedger reads a run of the rulings ledger: it fails when the command
// exits non-zero.
func judgeLedger(ctx context.Context, out []byte, err error) (stepOutcome, string) {
	if err == nil {
		return outPass, ""
	}
	if ctx.Err() != nil {
		return outTimeout, "the ledger ran past the budget"
	}
	var totals struct {
		Totals map[string]int `json:"totals"`
	}
	if json.Unmarshal(out, &totals) == nil && totals.Totals != nil {
		return outFail, fmt.Sprintf("the ledger reports %d rulings failing", totals.Totals["fail"])
	}
	return outFail, "the ledger exits non-zero: " + firstLines(string(out), 6)
}

// command runs name with args in dir, returning its combined output. It
// kills the whole process group (the go command and the test binaries it
// started) when ctx ends.
func (r *Runner) command(ctx context.Context, dir, name string, args ...string) ([]byte, error) {
	cmd := exec.CommandContext(ctx, name, args...)
	cmd.Dir = dir
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	killGroup(cmd)
	err := cmd.Run()
	return out.Bytes(), err
}

// grepLines returns the lines of s holding one of the substrings.
func grepLines(s string, subs ...string) string {
	var keep []string
	for _, line := range strings.Split(s, "\n") {
		for _, sub := range subs {
			if strings.Contains(line, sub) {
				keep = append(keep, strings.TrimSpace(line))
				break
			}
		}
	}
	return strings.Join(keep, "\n")
}

// firstLines returns the first n non-empty lines of s.
func firstLines(s string, n int) string {
	var keep []string
	for _, line := range strings.Split(s, "\n") {
		if strings.TrimSpace(line) == "" {
			continue
		}
		if len(keep) == n {
			keep = append(keep, "…")
			break
		}
		keep = append(keep, line)
	}
	return strings.Join(keep, "\n")
}
