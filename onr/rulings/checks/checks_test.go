package checks

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"reflect"
	"runtime"
	"strings"
	"testing"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/rulings"
	"github.com/datafort/datafort/onr/scenario"
)

// TestChecks runs every registered check as a subtest named after its
// rulings: the same checks "datafort rulings" runs.
func TestChecks(t *testing.T) {
	for _, c := range All() {
		t.Run(c.Title(), func(t *testing.T) { c.Run(t) })
	}
}

// TestEveryCheckIsRegistered fails for a check function of this package
// that registry.go does not list, so that no check is written and never
// run, and for a registry entry that is malformed.
func TestEveryCheckIsRegistered(t *testing.T) {
	listed := map[string]bool{}
	all := All()
	for _, c := range all {
		name := runtime.FuncForPC(reflect.ValueOf(c.Run).Pointer()).Name()
		name = name[strings.LastIndex(name, ".")+1:]
		if listed[name] {
			t.Errorf("%s is listed twice", name)
		}
		listed[name] = true
		if len(c.Rulings)+len(c.Rules) == 0 || strings.TrimSpace(c.Name) == "" {
			t.Errorf("%s: want rulings or rules and a name, have %q %q %q", name, c.Rulings, c.Rules, c.Name)
		}
		for _, id := range c.Rulings {
			if !rulings.ValidID(id) {
				t.Errorf("%s names %q, which is not a ruling", name, id)
			}
		}
		for _, id := range c.Rules {
			if !rulings.ValidRuleID(id) {
				t.Errorf("%s names %q, which is not a rule of onr-rules.md", name, id)
			}
		}
	}
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	found := 0
	for _, path := range files {
		if strings.HasSuffix(path, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Recv != nil || !strings.HasPrefix(fd.Name.Name, "check") {
				continue
			}
			found++
			if !listed[fd.Name.Name] {
				t.Errorf("%s (%s) is not listed in registry.go or rules_registry.go: it would never run", fd.Name.Name, path)
			}
		}
	}
	if found != len(all) {
		t.Errorf("%d check functions, %d registered", found, len(all))
	}
}

// repositoryLedger builds the ledger as "datafort rulings" does: every
// compiled check and every scenario of the repository, run now.
func repositoryLedger(t *testing.T) *rulings.Ledger {
	t.Helper()
	results, err := scenario.RunPaths("../../../scenarios")
	if err != nil {
		t.Fatal(err)
	}
	l, err := rulings.Build(append(RunAll(All()), scenario.RulingChecks(results)...))
	if err != nil {
		t.Fatal(err)
	}
	return l
}

// The ledger's promise to judges, made executable: every check passes,
// every General-section ruling is checked or accounted for, and a card
// ruling is checked as soon as every card it names is implemented. "Not
// testable" is for rulings no check can cover; a ruling that merely waits
// for a card is untested, not untestable.
func TestEveryRulingThatCanBeCheckedIsChecked(t *testing.T) {
	l := repositoryLedger(t)
	all, err := rulings.All()
	if err != nil {
		t.Fatal(err)
	}
	implemented := map[string]bool{}
	for _, title := range onr.Implemented() {
		implemented[title] = true
	}
	for i, r := range all {
		e := l.Entries[i]
		if e.Status == rulings.Fail {
			t.Errorf("%s (%s) fails: %s", r.ID, r.Topic, e.Check)
			continue
		}
		if e.Status == rulings.NotTestable && strings.HasPrefix(e.Check, "needs card") {
			t.Errorf("%s (%s) is listed as not testable because it %s: implement the card and check it", r.ID, r.Topic, e.Check)
		}
		if r.Section == "general" && e.Status == rulings.Untested {
			t.Errorf("General ruling %s (%s) has no check and no reason", r.ID, r.Topic)
		}
		if len(r.Cards) == 0 || e.Status != rulings.Untested {
			continue
		}
		every := true
		for _, c := range r.Cards {
			if !implemented[c] {
				every = false
			}
		}
		if every {
			t.Errorf("%s names only implemented cards %q but has no check", r.ID, r.Cards)
		}
	}
	if l.Failed() {
		t.Errorf("the ledger fails")
	}
	t.Logf("totals: %v; checks run: %v", l.Totals, l.Checks)
}
