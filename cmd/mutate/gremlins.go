package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"
)

// Statuses of a gremlins mutant, as gremlins prints them, and Equivalent's.
const (
	GremlinsKilled     = "KILLED"
	GremlinsLived      = "LIVED"
	GremlinsTimedOut   = "TIMED OUT"
	GremlinsNotCovered = "NOT COVERED"
	GremlinsNotViable  = "NOT VIABLE"
	GremlinsEquivalent = "EQUIVALENT" // ours: listed in the equivalents file
)

// GremlinsMutant is one mutant gremlins reported on a changed line.
type GremlinsMutant struct {
	File    string `json:"file"` // relative to the module root, with slashes
	Line    int    `json:"line"`
	Column  int    `json:"column"`
	Mutator string `json:"mutator"`
	Status  string `json:"status"`
	Code    string `json:"code"`             // the line's text, trimmed
	Reason  string `json:"reason,omitempty"` // why it is equivalent
}

// GremlinsDir is what one directory's gremlins run did.
type GremlinsDir struct {
	Dir     string  `json:"dir"`
	Seconds float64 `json:"seconds"`
	// Ended: "done", "cut" (by the cap: the mutants listed are those that
	// ended before it), "not run" (the cap was spent before it) or
	// "failed: …" (gremlins exited non-zero by itself).
	Ended string `json:"ended"`
}

// GremlinsReport is what a run of -changed found.
type GremlinsReport struct {
	Base       string           `json:"base"`
	Cap        float64          `json:"cap_seconds"`
	Seconds    float64          `json:"seconds"`
	Dirs       []GremlinsDir    `json:"dirs"`
	Mutants    []GremlinsMutant `json:"mutants"`
	Killed     int              `json:"killed"`
	Lived      int              `json:"lived"`
	TimedOut   int              `json:"timed_out"`
	NotCovered int              `json:"not_covered"`
	NotViable  int              `json:"not_viable"`
	Equivalent int              `json:"equivalent"`
	// Wrong counts the killed mutants listed as equivalent.
	Wrong int `json:"wrongly_listed"`
	// Efficacy is killed / (killed + lived), as gremlins counts it (a
	// timed-out mutant is not in it); 0 when none ran.
	Efficacy float64 `json:"efficacy"`
	// Coverage is (killed + lived + timed out) / (those + not covered):
	// the share of the changed lines' mutants some test runs.
	Coverage float64 `json:"coverage"`
}

// Complete reports whether every directory ran to its end.
func (r GremlinsReport) Complete() bool {
	for _, d := range r.Dirs {
		if d.Ended != "done" {
			return false
		}
	}
	return true
}

// count fills the report's counts from its mutants.
func (r *GremlinsReport) count() {
	r.Killed, r.Lived, r.TimedOut, r.NotCovered, r.NotViable, r.Equivalent, r.Wrong = 0, 0, 0, 0, 0, 0, 0
	for _, m := range r.Mutants {
		switch m.Status {
		case GremlinsKilled:
			r.Killed++
			if m.Reason == WronglyListed {
				r.Wrong++
			}
		case GremlinsLived:
			r.Lived++
		case GremlinsTimedOut:
			r.TimedOut++
		case GremlinsNotCovered:
			r.NotCovered++
		case GremlinsNotViable:
			r.NotViable++
		case GremlinsEquivalent:
			r.Equivalent++
		}
	}
	r.Efficacy, r.Coverage = 0, 0
	if n := r.Killed + r.Lived; n > 0 {
		r.Efficacy = float64(r.Killed) / float64(n)
	}
	if ran := r.Killed + r.Lived + r.TimedOut; ran+r.NotCovered > 0 {
		r.Coverage = float64(ran) / float64(ran+r.NotCovered)
	}
}

// Gremlins runs go-gremlins on the lines changed since a base commit.
type Gremlins struct {
	Root        string        // the module root
	Base        string        // the commit the change is measured from (its merge base with the tree)
	Dirs        []string      // when not empty, only changed directories at or under these
	Cap         time.Duration // the whole run's budget
	Workers     int           // gremlins' --workers
	Coefficient int           // gremlins' --timeout-coefficient
	Flags       []string      // more flags for "gremlins unleash"
	Bin         string        // the gremlins binary; built from Root's go.mod tool when empty
	Equivalents []EquivalentGremlin
	Progress    io.Writer // gremlins' output, as it comes
}

// gremlinsLine is a mutant's line in gremlins' output, e.g.
// "      KILLED CONDITIONALS_BOUNDARY at machine.go:42:9".
var gremlinsLine = regexp.MustCompile(`^\s*(KILLED|LIVED|TIMED OUT|NOT COVERED|NOT VIABLE|SKIPPED|RUNNABLE) ([A-Z_]+) at (.+):(\d+):(\d+)\s*$`)

// ansi matches terminal colour codes (gremlins colours its statuses).
var ansi = regexp.MustCompile("\x1b\\[[0-9;]*m")

// parseGremlinsLine returns the mutant a line of gremlins' output, run in
// directory dir (relative to the module root), reports; ok is false for
// any other line.
func parseGremlinsLine(dir, line string) (m GremlinsMutant, ok bool) {
	g := gremlinsLine.FindStringSubmatch(ansi.ReplaceAllString(line, ""))
	if g == nil {
		return GremlinsMutant{}, false
	}
	ln, err1 := strconv.Atoi(g[4])
	col, err2 := strconv.Atoi(g[5])
	if err1 != nil || err2 != nil {
		return GremlinsMutant{}, false
	}
	return GremlinsMutant{File: path.Join(dir, filepath.ToSlash(g[3])), Line: ln, Column: col, Mutator: g[2], Status: g[1]}, true
}

// sourceLines caches the lines of the files mutants are reported in.
type sourceLines struct {
	root  string
	files map[string][]string
}

// code returns the trimmed text of line n of file and how many lines of
// the file have that text.
func (s *sourceLines) code(file string, n int) (string, int) {
	lines, ok := s.files[file]
	if !ok {
		src, err := os.ReadFile(filepath.Join(s.root, filepath.FromSlash(file)))
		if err == nil {
			lines = strings.Split(string(src), "\n")
		}
		s.files[file] = lines
	}
	if n < 1 || n > len(lines) {
		return "", 0
	}
	code := strings.TrimSpace(lines[n-1])
	count := 0
	for _, l := range lines {
		if strings.TrimSpace(l) == code {
			count++
		}
	}
	return code, count
}

// classify fills m's code and, when an entry lists it and it lived, marks
// it equivalent. A listed mutant that a test killed keeps its status, with
// a reason saying that the entry is wrong; one not run (not covered, timed
// out, not viable) keeps its status.
func classify(m *GremlinsMutant, src *sourceLines, es []EquivalentGremlin) {
	code, count := src.code(m.File, m.Line)
	m.Code = code
	for _, e := range es {
		if !e.Matches(m.File, m.Line, m.Column, code, m.Mutator, count) {
			continue
		}
		switch m.Status {
		case GremlinsLived:
			m.Status, m.Reason = GremlinsEquivalent, e.Reason
		case GremlinsKilled:
			m.Reason = WronglyListed
		}
		return
	}
}

// WronglyListed is the reason given to a killed mutant listed as
// equivalent: a test told it from the code, so the entry must go.
const WronglyListed = "listed as equivalent, but a test killed it: remove the entry"

// changedDirs returns the directories, relative to the module root, of the
// non-test Go files added or changed since the merge base of base and HEAD
// (committed or not), outside testdata, keeping only the outermost: gremlins
// run in a directory mutates the files below it too. With only, it keeps
// the directories at or under one of only.
func changedDirs(files []string, only []string) []string {
	var dirs []string
	for _, f := range files {
		f = filepath.ToSlash(f)
		if !strings.HasSuffix(f, ".go") || strings.HasSuffix(f, "_test.go") || slices.Contains(strings.Split(f, "/"), "testdata") {
			continue
		}
		d := path.Dir(f)
		if len(only) > 0 && !slices.ContainsFunc(only, func(o string) bool { return under(d, o) }) {
			continue
		}
		if !slices.Contains(dirs, d) {
			dirs = append(dirs, d)
		}
	}
	slices.Sort(dirs)
	var out []string
	for _, d := range dirs {
		if !slices.ContainsFunc(out, func(o string) bool { return under(d, o) }) {
			out = append(out, d)
		}
	}
	return out
}

// under reports whether directory d is dir or below it.
func under(d, dir string) bool {
	dir = strings.TrimSuffix(path.Clean(filepath.ToSlash(dir)), "/")
	return dir == "." || d == dir || strings.HasPrefix(d, dir+"/")
}

// Run runs gremlins in each changed directory in turn, within the cap,
// and returns what it found. An error means the run could not start; a
// directory cut by the cap or failing is recorded in the report.
func (g *Gremlins) Run(ctx context.Context) (GremlinsReport, error) {
	rep := GremlinsReport{Base: g.Base, Cap: g.Cap.Seconds()}
	start := time.Now()
	if out, err := g.git(ctx, "rev-parse", "--verify", "-q", g.Base+"^{commit}"); err != nil {
		return rep, fmt.Errorf("%s is not a commit: %v %s", g.Base, err, out)
	}
	out, err := g.git(ctx, "diff", "--merge-base", "--name-only", "--diff-filter=AM", g.Base, "--", "*.go")
	if err != nil {
		return rep, fmt.Errorf("git diff --merge-base %s: %v %s", g.Base, err, out)
	}
	dirs := changedDirs(strings.Split(strings.TrimSpace(string(out)), "\n"), g.Dirs)
	if len(dirs) == 0 {
		return rep, nil
	}
	scratch, err := os.MkdirTemp("", "gremlins-changed-")
	if err != nil {
		return rep, err
	}
	defer os.RemoveAll(scratch)
	bin := g.Bin
	if bin == "" {
		bin = filepath.Join(scratch, "gremlins")
		build := exec.CommandContext(ctx, "go", "build", "-o", bin, "github.com/go-gremlins/gremlins/cmd/gremlins")
		build.Dir = g.Root
		if out, err := build.CombinedOutput(); err != nil {
			return rep, fmt.Errorf("building gremlins (a tool in go.mod): %v\n%s", err, out)
		}
	}
	fmt.Fprintf(g.Progress, "gremlins: %d directories changed since %s, %s in all: %s\n", len(dirs), g.Base, g.Cap, strings.Join(dirs, " "))
	src := &sourceLines{root: g.Root, files: map[string][]string{}}
	for _, d := range dirs {
		left := g.Cap - time.Since(start)
		if left <= 0 || ctx.Err() != nil {
			rep.Dirs = append(rep.Dirs, GremlinsDir{Dir: d, Ended: "not run"})
			fmt.Fprintf(g.Progress, "gremlins: %s: not run, the cap of %s is spent\n", d, g.Cap)
			continue
		}
		fmt.Fprintf(g.Progress, "== %s (%s left)\n", d, left.Round(time.Second))
		ds := time.Now()
		first := len(rep.Mutants)
		ended, coverage := g.runDir(ctx, d, left, scratch, bin, src, &rep)
		g.checkViable(ctx, scratch, rep.Mutants[first:])
		limit := coverage * time.Duration(g.Coefficient)
		if limit <= 0 {
			limit = g.Cap
		}
		if !g.runCases(ctx, start.Add(g.Cap), limit, scratch, src, rep.Mutants[first:]) && ended == "done" {
			ended = "cut"
			fmt.Fprintf(g.Progress, "gremlins: %s: the cap cut the run of the case conditions' mutants\n", d)
		}
		rep.Dirs = append(rep.Dirs, GremlinsDir{Dir: d, Seconds: time.Since(ds).Seconds(), Ended: ended})
	}
	rep.Seconds = time.Since(start).Seconds()
	rep.count()
	return rep, nil
}

// runDir runs gremlins in directory d for at most left, adding the mutants
// it reports to rep, and says how it ended and how long gremlins' coverage
// run took (0 if it did not say).
func (g *Gremlins) runDir(ctx context.Context, d string, left time.Duration, scratch, bin string, src *sourceLines, rep *GremlinsReport) (ended string, coverage time.Duration) {
	dctx, cancel := context.WithTimeout(ctx, left)
	defer cancel()
	tmp, err := os.MkdirTemp(scratch, "tmp-")
	if err != nil {
		return "failed: " + err.Error(), 0
	}
	args := []string{"unleash", "--diff", g.Base, "--workers", strconv.Itoa(g.Workers),
		"--timeout-coefficient", strconv.Itoa(g.Coefficient), "-S", "lctkv"}
	cmd := exec.CommandContext(dctx, bin, append(args, g.Flags...)...)
	cmd.Dir = filepath.Join(g.Root, filepath.FromSlash(d))
	cmd.Env = append(os.Environ(),
		// Gremlins names a mutant's file relative to the directory it runs
		// in, and reads the names git diff prints: diff.relative makes git
		// print them relative to that directory too. diff.context=0 makes
		// each hunk the changed lines only: gremlins takes a hunk's added
		// lines to be contiguous after its leading context, so hunks with
		// context between two changes would cover the wrong lines.
		"GIT_CONFIG_COUNT=2",
		"GIT_CONFIG_KEY_0=diff.relative", "GIT_CONFIG_VALUE_0=true",
		"GIT_CONFIG_KEY_1=diff.context", "GIT_CONFIG_VALUE_1=0",
		// The coverage run sets each mutant's time limit (its time times
		// the coefficient): from go test's cache it would take no time.
		"GOFLAGS="+strings.TrimSpace(os.Getenv("GOFLAGS")+" -count=1"),
		// Gremlins copies the module to a temporary directory: under
		// scratch, it goes with it even when the cap kills gremlins.
		"TMPDIR="+tmp,
	)
	pr, pw := io.Pipe()
	cmd.Stdout, cmd.Stderr = pw, pw
	killGroup(cmd)
	if err := cmd.Start(); err != nil {
		return "failed: " + err.Error(), 0
	}
	done := make(chan struct{})
	go func() {
		defer close(done)
		sc := bufio.NewScanner(pr)
		for sc.Scan() {
			line := sc.Text()
			m, ok := parseGremlinsLine(d, line)
			if !ok {
				// "Gathering coverage... done in 8.4s", the done on a line
				// of its own when go printed something in between.
				if _, took, found := strings.Cut(line, "done in "); found && coverage == 0 {
					coverage, _ = time.ParseDuration(strings.TrimSpace(took))
				}
				fmt.Fprintln(g.Progress, line)
				continue
			}
			classify(&m, src, g.Equivalents)
			if m.Status == "SKIPPED" || m.Status == "RUNNABLE" {
				continue
			}
			rep.Mutants = append(rep.Mutants, m)
			line = fmt.Sprintf("%12s %s at %s:%d:%d\t%s", m.Status, m.Mutator, m.File, m.Line, m.Column, m.Code)
			if m.Reason != "" {
				line += "\t(" + m.Reason + ")"
			}
			fmt.Fprintln(g.Progress, line)
		}
		_, _ = io.Copy(io.Discard, pr)
	}()
	err = cmd.Wait()
	pw.Close()
	<-done
	switch {
	case dctx.Err() != nil:
		// The last mutant may have been interrupted: gremlins did not
		// report it, so nothing it printed is wrong.
		fmt.Fprintf(g.Progress, "gremlins: %s: cut by the cap; the mutants above are those that ended\n", d)
		return "cut", coverage
	case err != nil:
		var exit *exec.ExitError
		if errors.As(err, &exit) {
			return fmt.Sprintf("failed: gremlins exited %d", exit.ExitCode()), coverage
		}
		return "failed: " + err.Error(), coverage
	}
	return "done", coverage
}

// gremlinsChanges are the changes gremlins v0.6.0's mutators make (its
// engine's tokenMutations), by mutator: a token and what it becomes.
var gremlinsChanges = map[string]map[string]string{
	"ARITHMETIC_BASE":         {"+": "-", "*": "/", "/": "*", "%": "*", "-": "+"},
	"CONDITIONALS_BOUNDARY":   {">=": ">", ">": ">=", "<=": "<", "<": "<="},
	"CONDITIONALS_NEGATION":   {"==": "!=", ">=": "<", ">": "<=", "<=": ">", "<": ">=", "!=": "=="},
	"INCREMENT_DECREMENT":     {"--": "++", "++": "--"},
	"INVERT_ASSIGNMENTS":      {"+=": "-=", "*=": "/=", "/=": "*=", "-=": "+="},
	"INVERT_BITWISE":          {"&": "|", "|": "&", "^": "&", "&^": "&", "<<": ">>", ">>": "<<"},
	"INVERT_BWASSIGN":         {"&=": "|=", "|=": "&=", "^=": "&=", "&^=": "&=", "<<=": ">>=", ">>=": "<<="},
	"INVERT_LOGICAL":          {"&&": "||", "||": "&&"},
	"INVERT_LOOPCTRL":         {"break": "continue", "continue": "break"},
	"INVERT_NEGATIVES":        {"-": "+"},
	"REMOVE_SELF_ASSIGNMENTS": {"+=": "=", "&=": "=", "&^=": "=", "*=": "=", "|=": "=", "%=": "=", "<<=": "=", ">>=": "=", "-=": "=", "/=": "=", "^=": "="},
}

// mayNotCompile says whether a change of gremlinsChanges may make code that
// does not compile: "+" and "+=" made "-" and "-=" on strings, a break out
// of a switch or select made continue outside a loop. Go test exits 1 when
// a package does not build, which gremlins v0.6.0 takes for a failing test
// (it expects 2), so it reports such a mutant KILLED.
func mayNotCompile(token, becomes string) bool {
	return token == "+" || token == "+=" && becomes == "-=" || token == "break"
}

// NotCompiling is the reason given to a mutant gremlins reported killed
// that does not compile.
const NotCompiling = "gremlins reported it killed, but it does not compile"

// CaseRun and CaseNotSeen are the reasons given to a mutant of a case
// clause's condition, which gremlins reports NOT COVERED (go's coverage
// profile has no block for it) and the run tests itself.
const (
	CaseRun     = "a case condition, which gremlins sees as not covered: run by mutate"
	CaseNotSeen = "a case condition, which gremlins sees as not covered: run by mutate, its tests pass (unchecked, or not run)"
)

// change returns the token of m's mutator at m's column and what it
// becomes; ok is false when the text there is none of its tokens.
func change(m GremlinsMutant, line string) (token, becomes string, ok bool) {
	at := m.Column - 1
	if at < 0 || at >= len(line) {
		return "", "", false
	}
	for t, b := range gremlinsChanges[m.Mutator] {
		if strings.HasPrefix(line[at:], t) && len(t) > len(token) {
			token, becomes, ok = t, b, true
		}
	}
	return token, becomes, ok
}

// overlay writes, under a new directory of scratch, the source of m's file
// with m's change made, and an overlay file for the go command that puts
// it in place of the file. It returns the overlay and the token changed.
func (g *Gremlins) overlay(scratch string, m GremlinsMutant) (ov, token, becomes string, err error) {
	orig := filepath.Join(g.Root, filepath.FromSlash(m.File))
	src, err := os.ReadFile(orig)
	if err != nil {
		return "", "", "", err
	}
	lines := strings.SplitAfter(string(src), "\n")
	if m.Line < 1 || m.Line > len(lines) {
		return "", "", "", fmt.Errorf("%s has no line %d", m.File, m.Line)
	}
	ln := lines[m.Line-1]
	token, becomes, ok := change(m, ln)
	if !ok {
		return "", "", "", fmt.Errorf("no token of %s at column %d of %q", m.Mutator, m.Column, strings.TrimSpace(ln))
	}
	at := m.Column - 1
	lines[m.Line-1] = ln[:at] + becomes + ln[at+len(token):]
	dir, err := os.MkdirTemp(scratch, "mutant-")
	if err != nil {
		return "", "", "", err
	}
	file := filepath.Join(dir, filepath.Base(orig))
	if err := os.WriteFile(file, []byte(strings.Join(lines, "")), 0o644); err != nil {
		return "", "", "", err
	}
	b, err := json.Marshal(struct{ Replace map[string]string }{map[string]string{orig: file}})
	if err != nil {
		return "", "", "", err
	}
	ov = filepath.Join(dir, "overlay.json")
	return ov, token, becomes, os.WriteFile(ov, b, 0o644)
}

// checkViable builds, with the go command's -overlay, each killed mutant of
// ms whose change may not compile (mayNotCompile), and marks those that do
// not NOT VIABLE.
func (g *Gremlins) checkViable(ctx context.Context, scratch string, ms []GremlinsMutant) {
	for i := range ms {
		m := &ms[i]
		if m.Status != GremlinsKilled || ctx.Err() != nil {
			continue
		}
		ov, token, becomes, err := g.overlay(scratch, *m)
		if err == nil && !mayNotCompile(token, becomes) {
			continue
		}
		if err == nil {
			cmd := exec.CommandContext(ctx, "go", "build", "-overlay", ov, "-o", os.DevNull, "./"+path.Dir(m.File))
			cmd.Dir = g.Root
			var out []byte
			out, err = cmd.CombinedOutput()
			if err != nil && ctx.Err() == nil && strings.Contains(string(out), path.Base(m.File)) {
				m.Status, m.Reason = GremlinsNotViable, NotCompiling
				fmt.Fprintf(g.Progress, "%12s %s at %s:%d:%d\t%s\t(%s)\n", m.Status, m.Mutator, m.File, m.Line, m.Column, m.Code, m.Reason)
				continue
			}
			if err != nil {
				err = fmt.Errorf("go build: %v\n%s", err, firstLines(string(out), 6))
			}
		}
		if err != nil {
			fmt.Fprintf(g.Progress, "gremlins: %s:%d:%d %s: cannot check that it compiles: %v\n", m.File, m.Line, m.Column, m.Mutator, err)
		}
	}
}

// runCases tests, one at a time until deadline, each mutant of ms that
// gremlins reported NOT COVERED on a case clause's line (go's coverage
// profile has no block for a case's condition, so gremlins never makes
// those): go test of its package with the mutant in place (-overlay), for
// at most limit. Killed, it is KILLED; not compiling, NOT VIABLE; out of
// time, TIMED OUT; passing, it stays NOT COVERED, with the reason, unless
// an entry lists it as equivalent (and a killed one so listed is named). It
// reports whether it ran them all (false: the deadline or ctx cut it).
func (g *Gremlins) runCases(ctx context.Context, deadline time.Time, limit time.Duration, scratch string, src *sourceLines, ms []GremlinsMutant) bool {
	for i := range ms {
		m := &ms[i]
		if m.Status != GremlinsNotCovered || !strings.HasPrefix(m.Code, "case ") {
			continue
		}
		left := time.Until(deadline)
		if left <= 0 || ctx.Err() != nil {
			return false
		}
		ov, _, _, err := g.overlay(scratch, *m)
		if err != nil {
			fmt.Fprintf(g.Progress, "gremlins: %s:%d:%d %s: cannot make it: %v\n", m.File, m.Line, m.Column, m.Mutator, err)
			continue
		}
		tctx, cancel := context.WithTimeout(ctx, min(left, limit))
		cmd := exec.CommandContext(tctx, "go", "test", "-count=1", "-failfast", "-overlay", ov, "./"+path.Dir(m.File))
		cmd.Dir = g.Root
		killGroup(cmd)
		out, err := cmd.CombinedOutput()
		outcome, _ := judge(tctx, out, err)
		cut := tctx.Err() != nil && time.Now().After(deadline)
		cancel()
		switch {
		case cut || ctx.Err() != nil:
			return false // the cap, not the mutant: it stays NOT COVERED
		case outcome == outPass:
			// As if it lived: an entry may list it as equivalent.
			m.Status, m.Reason = GremlinsLived, ""
			classify(m, src, g.Equivalents)
			if m.Status == GremlinsLived {
				m.Status, m.Reason = GremlinsNotCovered, CaseNotSeen
			}
		case outcome == outFail:
			m.Status, m.Reason = GremlinsKilled, ""
			if classify(m, src, g.Equivalents); m.Reason == "" {
				m.Reason = CaseRun
			}
		case outcome == outBroken:
			m.Status, m.Reason = GremlinsNotViable, CaseRun
		case outcome == outTimeout:
			m.Status, m.Reason = GremlinsTimedOut, CaseRun
		}
		fmt.Fprintf(g.Progress, "%12s %s at %s:%d:%d\t%s\t(%s)\n", m.Status, m.Mutator, m.File, m.Line, m.Column, m.Code, m.Reason)
	}
	return true
}

// git runs git in the module root.
func (g *Gremlins) git(ctx context.Context, args ...string) ([]byte, error) {
	cmd := exec.CommandContext(ctx, "git", args...)
	cmd.Dir = g.Root
	return cmd.Output()
}

// PrintGremlinsReport writes the report: the directories, the lived
// mutants (what to read), then the counts.
func PrintGremlinsReport(w io.Writer, r GremlinsReport) {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "directory\tended\tseconds")
	for _, d := range r.Dirs {
		fmt.Fprintf(tw, "%s\t%s\t%.0f\n", d.Dir, d.Ended, d.Seconds)
	}
	tw.Flush()
	for _, m := range r.Mutants {
		switch {
		case m.Status == GremlinsLived:
			fmt.Fprintf(w, "LIVED %s at %s:%d:%d\t%s\n", m.Mutator, m.File, m.Line, m.Column, m.Code)
		case m.Reason == WronglyListed:
			fmt.Fprintf(w, "KILLED %s at %s:%d:%d\t%s\t%s\n", m.Mutator, m.File, m.Line, m.Column, m.Code, m.Reason)
		}
	}
	fmt.Fprintf(w, "killed %d, lived %d, timed out %d, not covered %d, not viable %d, equivalent %d; efficacy %.2f, coverage %.2f; %.0fs (cap %.0fs)\n",
		r.Killed, r.Lived, r.TimedOut, r.NotCovered, r.NotViable, r.Equivalent, r.Efficacy, r.Coverage, r.Seconds, r.Cap)
}
