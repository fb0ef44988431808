package main

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// fixtureRunner returns a runner over the fixture module in testdata.
func fixtureRunner(t *testing.T, timeout time.Duration) *Runner {
	t.Helper()
	root, err := filepath.Abs(filepath.Join("testdata", "fixture"))
	if err != nil {
		t.Fatal(err)
	}
	goCmd, err := goCommand()
	if err != nil {
		t.Skipf("no go command: %v", err)
	}
	return &Runner{Root: root, Go: goCmd, Timeout: timeout, Ledger: "./ledger", LedgerArgs: []string{"rulings", "--json"}, Scratch: t.TempDir()}
}

// The runner, on a fixture module whose mutants each end one way: the
// status, the step that killed, and the working tree left as it was.
func TestRunnerJudgesEachMutantOfTheFixture(t *testing.T) {
	if testing.Short() {
		t.Skip("runs go test on the fixture module")
	}
	ms, err := LoadCatalogue(filepath.Join("testdata", "fixture.json"))
	if err != nil {
		t.Fatal(err)
	}
	src := filepath.Join("testdata", "fixture", "calc", "calc.go")
	before, err := os.ReadFile(src)
	if err != nil {
		t.Fatal(err)
	}
	byID := map[string]Mutant{}
	for _, m := range ms {
		byID[m.ID] = m
	}
	tests := []struct {
		name     string
		id       string
		timeout  time.Duration
		status   Status
		killedBy string
		detail   string // a substring of the result's detail
	}{
		{"a change the tests see is killed by the package's tests", "F01", 2 * time.Minute, Killed, "go test ./calc/", "--- FAIL: TestCalc"},
		{"a change at a value the test does not check survives", "F02", 2 * time.Minute, Survived, "", ""},
		{"a text not in the file makes the mutant not applicable", "F03", 2 * time.Minute, NotApplicable, "", "is not in calc/calc.go"},
		{"a replacement that does not compile is not applicable", "F04", 2 * time.Minute, NotApplicable, "", "does not compile"},
		{"a change only the ledger sees is killed by the ledger", "F05", 2 * time.Minute, Killed, "run ./ledger rulings --json", "1 rulings failing"},
		{"a change that hangs a test is a timeout, not a kill", "F06", 6 * time.Second, Timeout, "", "./calc"},
		{"the last packages run after the first ones survived", "F08", 2 * time.Minute, Killed, "go test ./calc/", "--- FAIL: TestCalc"},
		{"a test filter runs only the tests it names: F01's change survives them", "F11", 2 * time.Minute, Survived, "", ""},
		{"a kill by a test that fails without the mutant is unconfirmed", "F09", 2 * time.Minute, Unconfirmed, "go test ./flaky/", "fail without the mutant too"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := fixtureRunner(t, tt.timeout).Run(context.Background(), byID[tt.id])
			if res.Status != tt.status || res.KilledBy != tt.killedBy || !strings.Contains(res.Detail, tt.detail) {
				t.Errorf("%s: got %s by %q (%s), want %s by %q with %q; steps %+v", tt.id, res.Status, res.KilledBy, res.Detail, tt.status, tt.killedBy, tt.detail, res.Steps)
			}
			if res.Seconds <= 0 {
				t.Errorf("%s: took %v seconds", tt.id, res.Seconds)
			}
		})
	}
	t.Run("the last packages are not run once a mutant is killed", func(t *testing.T) {
		m := byID["F01"]
		m.Then = []string{"./ledger/"}
		res := fixtureRunner(t, 2*time.Minute).Run(context.Background(), m)
		if len(res.Steps) != 2 || res.Steps[1].Outcome != string(outFail) {
			t.Errorf("steps %+v, want the build and one failing go test", res.Steps)
		}
	})
	t.Run("a test filter naming the test that sees the change kills, named in the step", func(t *testing.T) {
		m := byID["F11"]
		m.Run = map[string]string{"./calc/": "^TestCalc$"}
		res := fixtureRunner(t, 2*time.Minute).Run(context.Background(), m)
		if want := "go test -run '^TestCalc$' ./calc/"; res.Status != Killed || res.KilledBy != want {
			t.Errorf("got %s by %q (%s), want killed by %q", res.Status, res.KilledBy, res.Detail, want)
		}
	})
	t.Run("a kill that does not reproduce with the mutant is unconfirmed", func(t *testing.T) {
		t.Setenv("MUTATE_FIXTURE_ONCE", filepath.Join(t.TempDir(), "failed-once"))
		res := fixtureRunner(t, 2*time.Minute).Run(context.Background(), byID["F10"])
		if res.Status != Unconfirmed || !strings.Contains(res.Detail, "pass when run again with the mutant") {
			t.Errorf("got %s (%s), want unconfirmed", res.Status, res.Detail)
		}
	})
	t.Run("a kill by a ledger that fails without the mutant is unconfirmed", func(t *testing.T) {
		r := fixtureRunner(t, 2*time.Minute)
		r.LedgerArgs = []string{"broken"}
		res := r.Run(context.Background(), byID["F05"])
		if res.Status != Unconfirmed || !strings.Contains(res.Detail, "the ledger fails without the mutant too") {
			t.Errorf("got %s (%s), want unconfirmed", res.Status, res.Detail)
		}
	})
	t.Run("an equivalent mutant is listed, not run, not scored", func(t *testing.T) {
		res := runAll(context.Background(), fixtureRunner(t, time.Minute), []Mutant{byID["F07"]}, 1, false, &bytes.Buffer{})
		if res[0].Status != Equivalent || len(res[0].Steps) != 0 || res[0].Detail != byID["F07"].Equivalent {
			t.Errorf("got %+v, want equivalent and not run", res[0])
		}
		if a := Score(res); a[0].Equivalent != 1 || a[0].Scored != 0 {
			t.Errorf("scored %+v", a[0])
		}
	})
	after, err := os.ReadFile(src)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(before, after) {
		t.Errorf("the runner wrote the working tree's %s", src)
	}
}

// The score of an area counts kills over kills, survivors and timeouts;
// mutants not applicable, unconfirmed or equivalent are listed apart.
func TestScoreCountsKillsOverScoredMutants(t *testing.T) {
	results := []Result{
		{ID: "K1", Area: "kernel", Status: Killed, Seconds: 2},
		{ID: "K2", Area: "kernel", Status: Killed, Seconds: 2},
		{ID: "K3", Area: "kernel", Status: Survived, Seconds: 2},
		{ID: "K4", Area: "kernel", Status: Timeout, Seconds: 2},
		{ID: "S1", Area: "server/store", Status: NotApplicable},
		{ID: "S2", Area: "server/store", Status: Killed, Seconds: 1},
		{ID: "S3", Area: "server/store", Status: Equivalent},
		{ID: "S4", Area: "server/store", Status: Killed, EquivalentReason: "run with -equivalent"},
		{ID: "S5", Area: "server/store", Status: Unconfirmed, Seconds: 1},
	}
	got := Score(results)
	want := []AreaScore{
		{Area: "kernel", Mutants: 4, Killed: 2, Survived: 1, Timeout: 1, Scored: 4, Score: 0.5, Seconds: 8},
		{Area: "server/store", Mutants: 5, Killed: 1, NotApplicable: 1, Unconfirmed: 1, Equivalent: 2, Scored: 1, Score: 1, Seconds: 2},
		{Area: "total", Mutants: 9, Killed: 3, Survived: 1, Timeout: 1, NotApplicable: 1, Unconfirmed: 1, Equivalent: 2, Scored: 5, Score: 0.6, Seconds: 10},
	}
	if len(got) != len(want) {
		t.Fatalf("got %d rows %+v, want %d", len(got), got, len(want))
	}
	for i, w := range want {
		t.Run(w.Area, func(t *testing.T) {
			if got[i] != w {
				t.Errorf("got %+v, want %+v", got[i], w)
			}
		})
	}
}

// Each catalogue the runner refuses, with the reason named.
func TestLoadCatalogueRefusesMalformedMutants(t *testing.T) {
	ok := `{"id": "X1", "area": "kernel", "file": "a.go", "old": "a", "new": "b", "packages": ["./"], "description": "d"}`
	tests := []struct {
		name, json, want string
	}{
		{"a well-formed catalogue loads", "[" + ok + "]", ""},
		{"an id used twice is refused", "[" + ok + "," + ok + "]", "used twice"},
		{"an unknown area is refused", `[{"id": "X1", "area": "nsg", "file": "a.go", "old": "a", "new": "b", "packages": ["./"], "description": "d"}]`, "area"},
		{"a replacement that changes nothing is refused", `[{"id": "X1", "area": "kernel", "file": "a.go", "old": "a", "new": "a", "packages": ["./"], "description": "d"}]`, "changes nothing"},
		{"a mutant with no packages is refused", `[{"id": "X1", "area": "kernel", "file": "a.go", "old": "a", "new": "b", "description": "d"}]`, "no packages"},
		{"a file outside the module is refused", `[{"id": "X1", "area": "kernel", "file": "../a.go", "old": "a", "new": "b", "packages": ["./"], "description": "d"}]`, "inside the module"},
		{"a test filter for a pattern the mutant does not test is refused", `[{"id": "X1", "area": "kernel", "file": "a.go", "old": "a", "new": "b", "packages": ["./"], "run": {"./b/": "^TestB$"}, "description": "d"}]`, "not one of its packages"},
		{"a test filter that is not a regular expression is refused", `[{"id": "X1", "area": "kernel", "file": "a.go", "old": "a", "new": "b", "packages": ["./"], "run": {"./": "(("}, "description": "d"}]`, "not a test filter"},
		{"an unknown field is refused", `[{"id": "X1", "area": "kernel", "file": "a.go", "old": "a", "new": "b", "packages": ["./"], "description": "d", "pkgs": []}]`, "unknown field"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "c.json")
			if err := os.WriteFile(path, []byte(tt.json), 0o644); err != nil {
				t.Fatal(err)
			}
			_, err := LoadCatalogue(path)
			if tt.want == "" && err != nil || tt.want != "" && (err == nil || !strings.Contains(err.Error(), tt.want)) {
				t.Errorf("got %v, want an error with %q", err, tt.want)
			}
		})
	}
}

// Apply makes the replacement only where the text is found exactly once.
func TestApplyNeedsTheTextExactlyOnce(t *testing.T) {
	m := Mutant{ID: "X1", File: "f.go", Old: "n > 0", New: "n >= 0"}
	tests := []struct {
		name, src, want, err string
	}{
		{"found once, it is replaced", "if n > 0 {", "if n >= 0 {", ""},
		{"not found, the mutant is refused", "if n < 0 {", "", "not in f.go"},
		{"found twice, the mutant is refused", "n > 0 || n > 0", "", "occurs 2 times"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := m.Apply(tt.src)
			if got != tt.want || (err == nil) != (tt.err == "") || err != nil && !strings.Contains(err.Error(), tt.err) {
				t.Errorf("got %q, %v; want %q, %q", got, err, tt.want, tt.err)
			}
		})
	}
}

// The committed catalogue is well formed, covers every area, and each
// mutant's text is found exactly once in today's code: a mutant whose code
// moved must be updated with the code.
func TestCatalogueAppliesToTheTree(t *testing.T) {
	ms, err := LoadCatalogue("catalogue.json")
	if err != nil {
		t.Fatal(err)
	}
	root := filepath.Join("..", "..")
	areas := map[string]int{}
	for _, m := range ms {
		areas[m.Area]++
		t.Run(m.ID, func(t *testing.T) {
			src, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(m.File)))
			if err != nil {
				t.Fatal(err)
			}
			if _, err := m.Apply(string(src)); err != nil {
				t.Error(err)
			}
			for _, p := range append(append([]string(nil), m.Packages...), m.Then...) {
				dir := strings.TrimSuffix(strings.TrimSuffix(p, "..."), "/")
				if info, err := os.Stat(filepath.Join(root, filepath.FromSlash(dir))); err != nil || !info.IsDir() {
					t.Errorf("package %s: no directory %s", p, dir)
				}
			}
		})
	}
	for _, a := range Areas {
		if areas[a] == 0 {
			t.Errorf("no mutant in area %s", a)
		}
	}
}

// The JSON report names each mutant's status and the areas' scores.
func TestReportJSONRoundTrips(t *testing.T) {
	rep := Report{Results: []Result{{ID: "K1", Area: "kernel", Status: Killed, KilledBy: "go test ./kernel/"}}}
	rep.Areas = Score(rep.Results)
	b, err := json.Marshal(rep)
	if err != nil {
		t.Fatal(err)
	}
	var back Report
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	if back.Results[0].Status != Killed || back.Areas[0].Score != 1 || back.Areas[len(back.Areas)-1].Area != "total" {
		t.Errorf("round trip: %s", b)
	}
}

// The printed report lists each mutant, a row per area with its score, and
// what each mutant not killed is about.
func TestPrintReportNamesSurvivorsAndScores(t *testing.T) {
	results := []Result{
		{ID: "K1", Area: "kernel", Status: Killed, KilledBy: "go test ./kernel/", Description: "window never reopens"},
		{ID: "K2", Area: "kernel", Status: Survived, Description: "costs pay only their first part"},
		{ID: "S1", Area: "server/store", Status: Equivalent, Detail: "same transaction", Description: "guard dropped"},
	}
	var b bytes.Buffer
	PrintReport(&b, Report{Results: results, Areas: Score(results), Seconds: 3})
	out := b.String()
	tests := []struct {
		name, text string
		present    bool
	}{
		{"a killed mutant names the step that killed it", "K1  kernel        killed      0.0      go test ./kernel/", true},
		{"an equivalent mutant gives its reason", "S1  server/store  equivalent  0.0      same transaction", true},
		{"an area's row gives its score", "kernel        2        1       1         0        0    0            0           0.50", true},
		{"a survivor is described below the table", "K2 survived: costs pay only their first part", true},
		{"a killed mutant is not described below the table", "K1 killed:", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := strings.Contains(out, tt.text); got != tt.present {
				t.Errorf("%q in the report: %v, want %v\n%s", tt.text, got, tt.present, out)
			}
		})
	}
}
