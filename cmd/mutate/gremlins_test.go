package main

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"
)

// The committed list of equivalent gremlins mutants is well formed and each
// entry still names its line: the file exists and the line holds the code.
// An entry whose code moved must be updated with the code.
func TestGremlinsEquivalentsNameLinesOfTheTree(t *testing.T) {
	es, err := LoadEquivalents("gremlins-equivalent.json")
	if err != nil {
		t.Fatal(err)
	}
	root := filepath.Join("..", "..")
	for _, e := range es {
		t.Run(e.File+":"+e.Code, func(t *testing.T) {
			if err := e.Check(root); err != nil {
				t.Error(err)
			}
		})
	}
}

// Each list of equivalent gremlins mutants the run refuses, with the reason
// named.
func TestLoadEquivalentsRefusesMalformedEntries(t *testing.T) {
	entry := func(fields string) string {
		return `{"file": "a.go", "line": 3, "code": "if a > b {", "mutator": "CONDITIONALS_BOUNDARY", "reason": "r"` + fields + `}`
	}
	tests := []struct {
		name, json, want string
	}{
		{"a well-formed list loads", "[" + entry("") + "]", ""},
		{"the same mutant listed twice is refused", "[" + entry("") + "," + entry("") + "]", "listed twice"},
		{"two columns of one line are two entries", "[" + entry(`, "column": 5`) + "," + entry(`, "column": 9`) + "]", ""},
		{"an unknown mutator is refused", `[{"file": "a.go", "line": 3, "code": "x", "mutator": "NEGATE", "reason": "r"}]`, "not one of gremlins'"},
		{"an entry without a reason is refused", `[{"file": "a.go", "line": 3, "code": "x", "mutator": "INVERT_NEGATIVES", "reason": " "}]`, "no reason"},
		{"an entry without a line number is refused", `[{"file": "a.go", "code": "x", "mutator": "INVERT_NEGATIVES", "reason": "r"}]`, "no line number"},
		{"code with its indentation is refused", `[{"file": "a.go", "line": 3, "code": "\tx", "mutator": "INVERT_NEGATIVES", "reason": "r"}]`, "trimmed"},
		{"a file outside the module is refused", `[{"file": "../a.go", "line": 3, "code": "x", "mutator": "INVERT_NEGATIVES", "reason": "r"}]`, "inside the module"},
		{"an unknown field is refused", "[" + entry(`, "status": "LIVED"`) + "]", "unknown field"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "e.json")
			if err := os.WriteFile(path, []byte(tt.json), 0o644); err != nil {
				t.Fatal(err)
			}
			_, err := LoadEquivalents(path)
			if tt.want == "" && err != nil || tt.want != "" && (err == nil || !strings.Contains(err.Error(), tt.want)) {
				t.Errorf("got %v, want an error with %q", err, tt.want)
			}
		})
	}
}

// Check finds an entry's code at its line, and names the entry whose code
// has moved or whose file is gone.
func TestEquivalentCheckNamesAMovedLine(t *testing.T) {
	root := filepath.Join("testdata", "fixture")
	e := EquivalentGremlin{File: "calc/calc.go", Line: 6, Code: "if a > b {", Mutator: "CONDITIONALS_BOUNDARY", Reason: "r"}
	moved, gone, past := e, e, e
	moved.Line = 7
	gone.File = "calc/gone.go"
	past.Line = 999
	tests := []struct {
		name string
		e    EquivalentGremlin
		want string
	}{
		{"the code at its line is found", e, ""},
		{"the code one line off is named", moved, `calc/calc.go:7: the line reads "return a", not "if a > b {"`},
		{"a missing file is named", gone, "calc/gone.go:6"},
		{"a line past the end is named", past, "the file has"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.e.Check(root)
			if tt.want == "" && err != nil || tt.want != "" && (err == nil || !strings.Contains(err.Error(), tt.want)) {
				t.Errorf("got %v, want an error with %q", err, tt.want)
			}
		})
	}
}

// A line of gremlins' output, run in a directory, is read as the mutant it
// reports, its file named from the module root; any other line is not.
func TestParseGremlinsLineNamesTheMutant(t *testing.T) {
	tests := []struct {
		name, dir, line string
		want            GremlinsMutant
		ok              bool
	}{
		{"a killed mutant", "kernel", "      KILLED CONDITIONALS_NEGATION at machine.go:227:16",
			GremlinsMutant{File: "kernel/machine.go", Line: 227, Column: 16, Mutator: "CONDITIONALS_NEGATION", Status: "KILLED"}, true},
		{"a coloured lived mutant in a subdirectory", "onr", "       \x1b[31mLIVED\x1b[0m ARITHMETIC_BASE at cards/ice.go:9:3",
			GremlinsMutant{File: "onr/cards/ice.go", Line: 9, Column: 3, Mutator: "ARITHMETIC_BASE", Status: "LIVED"}, true},
		{"a status of two words", "kernel", "   TIMED OUT INVERT_NEGATIVES at cost.go:1:2",
			GremlinsMutant{File: "kernel/cost.go", Line: 1, Column: 2, Mutator: "INVERT_NEGATIVES", Status: "TIMED OUT"}, true},
		{"gremlins' summary is not a mutant", "kernel", "Killed: 1, Lived: 0, Not covered: 0", GremlinsMutant{}, false},
		{"gremlins' progress is not a mutant", "kernel", "Gathering coverage... done in 8.4s", GremlinsMutant{}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := parseGremlinsLine(tt.dir, tt.line)
			if got != tt.want || ok != tt.ok {
				t.Errorf("got %+v, %v; want %+v, %v", got, ok, tt.want, tt.ok)
			}
		})
	}
}

// A reported mutant is equivalent when an entry names its file, code and
// mutator (and column, when the entry gives one); a code found on several
// lines matches only at the entry's line.
func TestClassifyExcludesOnlyTheListedMutant(t *testing.T) {
	dir := t.TempDir()
	src := "package p\n\nfunc f(a, b int) bool {\n\tif a < b && b < 9 {\n\t\treturn a < b\n\t}\n\treturn a < b\n}\n"
	if err := os.WriteFile(filepath.Join(dir, "p.go"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	es := []EquivalentGremlin{
		{File: "p.go", Line: 4, Code: "if a < b && b < 9 {", Column: 15, Mutator: "CONDITIONALS_BOUNDARY", Reason: "nine is never reached"},
		{File: "p.go", Line: 5, Code: "return a < b", Mutator: "CONDITIONALS_NEGATION", Reason: "line 5 only"},
	}
	tests := []struct {
		name string
		m    GremlinsMutant
		want string
	}{
		{"the entry's own mutant is equivalent", GremlinsMutant{File: "p.go", Line: 4, Column: 15, Mutator: "CONDITIONALS_BOUNDARY", Status: "LIVED"}, GremlinsEquivalent},
		{"another column of the line is not", GremlinsMutant{File: "p.go", Line: 4, Column: 7, Mutator: "CONDITIONALS_BOUNDARY", Status: "LIVED"}, GremlinsLived},
		{"another mutator of the line is not", GremlinsMutant{File: "p.go", Line: 4, Column: 15, Mutator: "CONDITIONALS_NEGATION", Status: "LIVED"}, GremlinsLived},
		{"a repeated code at the entry's line is", GremlinsMutant{File: "p.go", Line: 5, Column: 12, Mutator: "CONDITIONALS_NEGATION", Status: "LIVED"}, GremlinsEquivalent},
		{"the same code at another line is not", GremlinsMutant{File: "p.go", Line: 7, Column: 11, Mutator: "CONDITIONALS_NEGATION", Status: "LIVED"}, GremlinsLived},
		{"a listed mutant a test killed stays killed, the entry named wrong", GremlinsMutant{File: "p.go", Line: 4, Column: 15, Mutator: "CONDITIONALS_BOUNDARY", Status: "KILLED"}, GremlinsKilled + " " + WronglyListed},
		{"a listed mutant no test runs stays not covered", GremlinsMutant{File: "p.go", Line: 4, Column: 15, Mutator: "CONDITIONALS_BOUNDARY", Status: "NOT COVERED"}, GremlinsNotCovered},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := tt.m
			classify(&m, &sourceLines{root: dir, files: map[string][]string{}}, es)
			got := m.Status
			if m.Reason == WronglyListed {
				got += " " + m.Reason
			}
			if got != tt.want {
				t.Errorf("got %s, want %s (code %q)", got, tt.want, m.Code)
			}
		})
	}
}

// The directories gremlins runs in: those of changed non-test Go files,
// outside testdata, the outermost only, within the directories asked for.
func TestChangedDirsKeepsOutermostSourceDirectories(t *testing.T) {
	files := []string{"onr/cards/ice.go", "onr/run.go", "kernel/cost.go", "kernel/cost_test.go",
		"cmd/mutate/testdata/fixture/calc/calc.go", "README.md", "engine/ablate/gate.go", "go.mod"}
	tests := []struct {
		name string
		only []string
		want []string
	}{
		{"every changed directory, a subdirectory within its parent", nil, []string{"engine/ablate", "kernel", "onr"}},
		{"only those asked for", []string{"kernel", "engine/"}, []string{"engine/ablate", "kernel"}},
		{"a subdirectory asked for alone", []string{"onr/cards"}, []string{"onr/cards"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := changedDirs(files, tt.only); !slices.Equal(got, tt.want) {
				t.Errorf("got %v, want %v", got, tt.want)
			}
		})
	}
}

// The counts: efficacy is killed over killed and lived, equivalents and
// the uncovered left out of it; a killed mutant listed as equivalent is
// counted killed, and as wrongly listed.
func TestGremlinsReportCountsEfficacy(t *testing.T) {
	r := GremlinsReport{Mutants: []GremlinsMutant{
		{Status: GremlinsKilled}, {Status: GremlinsKilled}, {Status: GremlinsKilled, Reason: WronglyListed}, {Status: GremlinsLived},
		{Status: GremlinsTimedOut}, {Status: GremlinsNotCovered}, {Status: GremlinsNotViable}, {Status: GremlinsEquivalent},
	}}
	r.count()
	want := GremlinsReport{Mutants: r.Mutants, Killed: 3, Lived: 1, TimedOut: 1, NotCovered: 1, NotViable: 1, Equivalent: 1, Wrong: 1, Efficacy: 0.75, Coverage: 5.0 / 6}
	if r.Killed != want.Killed || r.Lived != want.Lived || r.TimedOut != want.TimedOut || r.NotCovered != want.NotCovered ||
		r.NotViable != want.NotViable || r.Equivalent != want.Equivalent || r.Wrong != want.Wrong || r.Efficacy != want.Efficacy || r.Coverage != want.Coverage {
		t.Errorf("got %+v, want %+v", r, want)
	}
}

// The wiring, end to end: gremlins (go.mod's tool) on a fixture module in
// a git repository whose working tree changed six lines since its commit.
// Each changed line's mutants are reported, the one listed as equivalent
// as such, those that do not compile as not viable, those of case conditions as
// mutate's own run of them found (one passing, and listed as equivalent),
// and the working tree is left as it was.
func TestGremlinsRunsOnTheChangedLines(t *testing.T) {
	if testing.Short() {
		t.Skip("builds gremlins and runs it on the fixture module")
	}
	root := changedFixture(t)
	before, err := os.ReadFile(filepath.Join(root, "calc", "calc.go"))
	if err != nil {
		t.Fatal(err)
	}

	bin := filepath.Join(t.TempDir(), "gremlins")
	build := exec.Command("go", "build", "-o", bin, "github.com/go-gremlins/gremlins/cmd/gremlins")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("building gremlins: %v\n%s", err, out)
	}
	es, err := LoadEquivalents(filepath.Join("testdata", "gremlins", "equivalent.json"))
	if err != nil {
		t.Fatal(err)
	}
	var progress strings.Builder
	g := &Gremlins{Root: root, Base: "HEAD", Cap: 3 * time.Minute, Workers: 1, Coefficient: 30, Bin: bin, Equivalents: es, Progress: &progress}
	rep, err := g.Run(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if !rep.Complete() {
		t.Fatalf("the run did not end: %+v\n%s", rep.Dirs, progress.String())
	}
	var got []string
	for _, m := range rep.Mutants {
		got = append(got, m.Status+" "+m.Mutator+" "+m.Code)
		if strings.HasPrefix(m.Code, "case ") && m.Status != GremlinsEquivalent && m.Reason != CaseRun && m.Reason != CaseNotSeen {
			t.Errorf("%s:%d %s: reason %q, want that mutate ran it", m.File, m.Line, m.Mutator, m.Reason)
		}
	}
	slices.Sort(got)
	want := []string{
		"EQUIVALENT CONDITIONALS_BOUNDARY case len(name) > 10:",     // run by mutate, its tests pass, and listed
		"EQUIVALENT CONDITIONALS_BOUNDARY if a > b {",               // a >= b: Max(a, a) is a either way
		"KILLED ARITHMETIC_BASE return n * 2",                       // n / 2: Double(2) is 1
		"KILLED CONDITIONALS_NEGATION case len(name) > 10:",         // run by mutate: Greet(Case) slices past its end
		"KILLED CONDITIONALS_NEGATION if a > b {",                   // a <= b: Max(5, 3) is 3
		"NOT COVERED CONDITIONALS_BOUNDARY case n < 0:",             // run by mutate: no test calls Sign
		"NOT COVERED CONDITIONALS_NEGATION case n < 0:",             //
		"NOT VIABLE ARITHMETIC_BASE return \"hello, \" + name",      // "hello, " - name: gremlins says KILLED
		"NOT VIABLE ARITHMETIC_BASE return \"hello, \" + name[:10]", // likewise
	}
	if !slices.Equal(got, want) {
		t.Errorf("got mutants\n%s\nwant\n%s\ngremlins said:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"), progress.String())
	}
	if rep.Killed != 3 || rep.Lived != 0 || rep.Equivalent != 2 || rep.NotCovered != 2 || rep.NotViable != 2 || rep.Wrong != 0 || rep.Efficacy != 1 {
		t.Errorf("got counts %+v", rep)
	}
	after, err := os.ReadFile(filepath.Join(root, "calc", "calc.go"))
	if err != nil {
		t.Fatal(err)
	}
	if string(after) != string(before) {
		t.Errorf("the working tree's calc.go changed:\n%s", after)
	}
}

// changedFixture returns a git repository holding the fixture module's calc
// package, whose working tree changed three lines of calc.go and three of
// greet.go since HEAD (testdata/gremlins/calc-base.go and greet-base.go are
// the committed versions).
func changedFixture(t *testing.T) string {
	t.Helper()
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("no git")
	}
	root := t.TempDir()
	fixture := filepath.Join("testdata", "fixture")
	copyFile := func(from, to string) {
		t.Helper()
		b, err := os.ReadFile(from)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.MkdirAll(filepath.Dir(to), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(to, b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	git := func(args ...string) {
		t.Helper()
		cmd := exec.Command("git", append([]string{"-c", "user.name=t", "-c", "user.email=t@example.com", "-c", "commit.gpgsign=false"}, args...)...)
		cmd.Dir = root
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("git %v: %v\n%s", args, err, out)
		}
	}
	copyFile(filepath.Join(fixture, "go.mod"), filepath.Join(root, "go.mod"))
	copyFile(filepath.Join(fixture, "calc", "calc_test.go"), filepath.Join(root, "calc", "calc_test.go"))
	copyFile(filepath.Join("testdata", "gremlins", "calc-base.go"), filepath.Join(root, "calc", "calc.go"))
	copyFile(filepath.Join("testdata", "gremlins", "greet-base.go"), filepath.Join(root, "calc", "greet.go"))
	copyFile(filepath.Join("testdata", "gremlins", "greet_test.go"), filepath.Join(root, "calc", "greet_test.go"))
	git("init", "-q")
	git("add", ".")
	git("commit", "-q", "-m", "base")
	copyFile(filepath.Join(fixture, "calc", "calc.go"), filepath.Join(root, "calc", "calc.go"))
	copyFile(filepath.Join("testdata", "gremlins", "greet.go"), filepath.Join(root, "calc", "greet.go"))
	return root
}

// The cap stops gremlins, the test binaries it runs with it, and keeps the
// mutants reported before: here a stand-in that reports one, then hangs.
func TestGremlinsCapCutsTheRun(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("the stand-in is a shell script")
	}
	root := changedFixture(t)
	bin, err := filepath.Abs(filepath.Join("testdata", "gremlins", "hang.sh"))
	if err != nil {
		t.Fatal(err)
	}
	var progress strings.Builder
	g := &Gremlins{Root: root, Base: "HEAD", Cap: 2 * time.Second, Workers: 1, Coefficient: 30, Bin: bin, Progress: &progress}
	start := time.Now()
	rep, err := g.Run(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if took := time.Since(start); took > 20*time.Second {
		t.Errorf("the run took %s past a cap of 2s", took)
	}
	if rep.Complete() || len(rep.Dirs) != 1 || rep.Dirs[0].Ended != "cut" {
		t.Errorf("directories %+v, want calc cut", rep.Dirs)
	}
	if len(rep.Mutants) != 1 || rep.Mutants[0].File != "calc/calc.go" || rep.Mutants[0].Code != "return n * 2" || rep.Killed != 1 {
		t.Errorf("mutants %+v, want the one reported before the cut\n%s", rep.Mutants, progress.String())
	}
}

// The change a gremlins mutant makes, read back from its line and column:
// the longest of its mutator's tokens found there.
func TestChangeReadsTheMutatorsToken(t *testing.T) {
	tests := []struct {
		name, mutator, line string
		col                 int
		token, becomes      string
		ok                  bool
	}{
		{"a boundary of >= is >", "CONDITIONALS_BOUNDARY", "\tif n >= 2 {", 7, ">=", ">", true},
		{"a negation of < is >=", "CONDITIONALS_NEGATION", "\tcase n < 0:", 9, "<", ">=", true},
		{"the longest token: &^ is not &", "INVERT_BITWISE", "x := a &^ b", 8, "&^", "&", true},
		{"a string's + is a - that may not compile", "ARITHMETIC_BASE", `return "a" + s`, 12, "+", "-", true},
		{"no token of the mutator at the column", "ARITHMETIC_BASE", "if a < b {", 6, "", "", false},
		{"a column past the line", "ARITHMETIC_BASE", "x", 9, "", "", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			token, becomes, ok := change(GremlinsMutant{Mutator: tt.mutator, Column: tt.col}, tt.line)
			if token != tt.token || becomes != tt.becomes || ok != tt.ok {
				t.Errorf("got %q to %q, %v; want %q to %q, %v", token, becomes, ok, tt.token, tt.becomes, tt.ok)
			}
		})
	}
	if !mayNotCompile("+", "-") || !mayNotCompile("+=", "-=") || mayNotCompile("+=", "=") || mayNotCompile("<", "<=") {
		t.Error("mayNotCompile: want only + made -, += made -= and break made continue")
	}
}
