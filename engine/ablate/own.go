package ablate

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"reflect"
	"runtime"
	"slices"
	"strings"
	"testing"
)

// TB is the test a game's card-test harness reports to the gate's worker
// as it sets up or moves on a game: a *testing.T or the harness's own
// interface of it. The worker skips another card's test through its
// SkipNow method, when it has one.
type TB interface {
	Name() string
	Failed() bool
}

// OwnTests runs a game's card tests for the gate's worker (Serve's run),
// one card's own tests at a time.
type OwnTests struct {
	All   []string                   // every card the game implements
	Tests []func(*testing.T)         // the test functions that play card texts
	funcs map[string]map[string]bool // by card, the functions in which its own tests set up a game
}

// Run runs the card tests with every subtest that is another card's own
// skipped as soon as it sets up a game, and returns the names of the tests
// of title's own (subtests named "<title>: …", Owns) that set up a game
// and failed, none when they all passed: a failure elsewhere (a test of no
// card) does not count. hook
// sets the harness's observer (nil: none). The first run of a card in a
// process runs every function of Tests; later runs only those in which its
// own tests set up a game.
func (o *OwnTests) Run(t *testing.T, title string, hook func(observe func(TB))) (failed []string) {
	others := map[string]bool{}
	for _, tt := range o.All {
		if tt != title {
			others[strings.ReplaceAll(tt+":", " ", "_")] = true
		}
	}
	if o.funcs == nil {
		o.funcs = map[string]map[string]bool{}
	}
	only, known := o.funcs[title]
	funcs := map[string]bool{}
	var own []TB
	current := ""
	hook(func(tb TB) {
		if Owns(tb.Name(), title) {
			own = append(own, tb)
			funcs[current] = true
			return
		}
		for _, part := range strings.Split(tb.Name(), "/") {
			for i := range len(part) {
				if part[i] == ':' && others[part[:i+1]] {
					if s, ok := tb.(interface{ SkipNow() }); ok {
						s.SkipNow() // another card's test
					}
				}
			}
		}
	})
	defer hook(nil)
	t.Run(title, func(t *testing.T) {
		for _, f := range o.Tests {
			name := FuncName(f)
			if known && !only[name] {
				continue
			}
			current = name
			t.Run(name, f)
		}
	})
	if !known {
		o.funcs[title] = funcs
	}
	for _, tb := range own {
		if tb.Failed() && !slices.Contains(failed, tb.Name()) {
			failed = append(failed, tb.Name())
		}
	}
	return failed
}

// FuncName is the name of test function f, without its package.
func FuncName(f func(*testing.T)) string {
	name := runtime.FuncForPC(reflect.ValueOf(f).Pointer()).Name()
	return name[strings.LastIndex(name, ".")+1:]
}

// Uncounted returns the top-level test functions ("TestX (file)") declared
// in the files glob matches that are neither in tests nor named in others:
// tests the gate's worker would not run.
func Uncounted(glob string, tests []func(*testing.T), others []string) ([]string, error) {
	listed := map[string]bool{}
	for _, f := range tests {
		listed[FuncName(f)] = true
	}
	for _, name := range others {
		listed[name] = true
	}
	files, err := filepath.Glob(glob)
	if err != nil {
		return nil, fmt.Errorf("uncounted tests: %w", err)
	}
	var out []string
	fset := token.NewFileSet()
	for _, path := range files {
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return nil, fmt.Errorf("uncounted tests: %w", err)
		}
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Recv == nil && strings.HasPrefix(fd.Name.Name, "Test") && !listed[fd.Name.Name] {
				out = append(out, fmt.Sprintf("%s (%s)", fd.Name.Name, path))
			}
		}
	}
	return out, nil
}

// CheckCounted fails t for each test function of the package's test files
// (in the current directory) that is neither in tests nor named in others
// (Uncounted): one the gate's worker would not run.
func CheckCounted(t *testing.T, tests []func(*testing.T), others []string) {
	t.Helper()
	missing, err := Uncounted("*_test.go", tests, others)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range missing {
		t.Errorf("%s is not in cardTests: the ablation gate would not run it", m)
	}
}
