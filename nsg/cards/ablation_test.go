package cards_test

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/datafort/datafort/engine/ablate"
	"github.com/datafort/datafort/nsg"
	"github.com/datafort/datafort/nsg/nsgtest"
)

// The ablation gate for NSG cards (issue 24, as ONR's in onr/cards): every
// printed ability of a card, disabled, every instruction of it, disabled,
// and every number or switch of it, moved by one (nsg.Ablations), must make
// at least one of the card's own tests (the subtests named "<title>: …")
// fail. Each change is made in a worker process (the test binary run again
// with only TestAblationWorker): nsg.Ablate swaps the card's definition for
// a changed copy, the worker runs the card tests with every other card's
// subtests skipped as they set up a game (nsgtest.Observe), then swaps it
// back. A change no test notices fails the gate, unless it is listed in
// testdata/ablation/equivalent.txt with the reason no game can tell it
// apart; a listed change that a test notices fails it too. There is no
// allow-list.
var (
	ablateCards = flag.String("ablate.cards", "", "ablation gate: only these cards (titles separated by '|'), not every card")
	ablateProcs = flag.Int("ablate.procs", 0, "ablation gate: worker processes at once (0: GOMAXPROCS)")
)

// cardTests are the tests of this package that play card texts, which the
// gate's worker runs; TestEveryCardTestIsCounted keeps the list complete.
var cardTests = []func(*testing.T){
	TestAgendas, TestAssets, TestEvents, TestHosting, TestHostsAreSaved, TestIce, TestIdentities,
	TestSystemGatewayIntermediateCards, TestSystemGatewayRunCards, TestSystemGatewayOtherCards,
	TestOperations, TestInstallAndRezOperations, TestPatchwork, TestMoshing, TestPrograms,
	TestResources, TestUpgrades,
}

// notCardTests are the other tests of the package.
var notCardTests = []string{
	"TestEveryCardTestIsCounted",
	"TestAblationWorker", "TestEveryAbilityAndNumberOfACardIsPinnedByItsOwnTests", // the gate
}

// TestEveryCardTestIsCounted fails for a test function of this package
// that is neither in cardTests nor in notCardTests.
func TestEveryCardTestIsCounted(t *testing.T) {
	listed := map[string]bool{}
	for _, f := range cardTests {
		listed[funcName(f)] = true
	}
	files, err := filepath.Glob("*_test.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	for _, path := range files {
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Recv == nil && strings.HasPrefix(fd.Name.Name, "Test") &&
				!listed[fd.Name.Name] && !slices.Contains(notCardTests, fd.Name.Name) {
				t.Errorf("%s (%s) is not in cardTests: the ablation gate would not run it", fd.Name.Name, path)
			}
		}
	}
}

// funcName is the name of test function f, without its package.
func funcName(f func(*testing.T)) string {
	name := runtime.FuncForPC(reflect.ValueOf(f).Pointer()).Name()
	return name[strings.LastIndex(name, ".")+1:]
}

// ablateEnv names the file of changes a worker process makes.
const ablateEnv = "DATAFORT_NSG_ABLATE"

// TestAblationWorker is the gate's worker: it does nothing unless the gate
// started this process (ablate.Serve).
func TestAblationWorker(t *testing.T) {
	ablate.Serve(t, ablateEnv, nsg.Ablate, runOwnTests)
}

// ownFuncs holds, by card, the test functions of cardTests in which a test
// of the card's own set up a game, as its first (unchanged) run in a worker
// found them: its ablations run only those.
var ownFuncs = map[string]map[string]bool{}

// runOwnTests runs the card tests with every subtest that is another
// card's own skipped as soon as it sets up a game (nsgtest.Observe), and
// reports whether every test of title's own (a subtest named "<title>: …")
// that set up a game passed: a failure elsewhere does not count. The first
// run of a card in a process runs every function of cardTests; later runs
// only those in which its own tests set up a game.
func runOwnTests(t *testing.T, title string) bool {
	others := map[string]bool{}
	for _, tt := range nsg.Implemented() {
		if tt != title {
			others[strings.ReplaceAll(tt+":", " ", "_")] = true
		}
	}
	only, known := ownFuncs[title]
	funcs := map[string]bool{}
	var own []*testing.T
	current := ""
	nsgtest.Observe = func(tb *testing.T) {
		if ablate.Owns(tb.Name(), title) {
			own = append(own, tb)
			funcs[current] = true
			return
		}
		for _, part := range strings.Split(tb.Name(), "/") {
			for i := range len(part) {
				if part[i] == ':' && others[part[:i+1]] {
					tb.SkipNow() // another card's test
				}
			}
		}
	}
	defer func() { nsgtest.Observe = nil }()
	t.Run(title, func(t *testing.T) {
		for _, f := range cardTests {
			name := funcName(f)
			if known && !only[name] {
				continue
			}
			current = name
			t.Run(name, f)
		}
	})
	if !known {
		ownFuncs[title] = funcs
	}
	if len(own) == 0 {
		return true // no test of its own: every change survives
	}
	for _, tb := range own {
		if tb.Failed() {
			return false
		}
	}
	return true
}

// TestEveryAbilityAndNumberOfACardIsPinnedByItsOwnTests is the gate: every
// implemented NSG card, or those -ablate.cards names.
func TestEveryAbilityAndNumberOfACardIsPinnedByItsOwnTests(t *testing.T) {
	if os.Getenv(ablateEnv) != "" {
		t.Skip("inside a worker")
	}
	if testing.Short() {
		t.Skip("-short")
	}
	equivalent, err := readAblationList("testdata/ablation/equivalent.txt")
	if err != nil {
		t.Fatal(err)
	}
	titles := gateCards(t)
	var specs []ablate.Spec
	known := map[string]bool{}
	for _, title := range titles {
		abl, err := nsg.Ablations(title)
		if err != nil {
			t.Fatal(err)
		}
		specs = append(specs, ablate.Spec{Card: title, Ability: -1, Path: ablate.Base})
		specs = append(specs, abl...)
		for _, s := range abl {
			known[s.String()] = true
		}
	}
	procs := *ablateProcs
	if procs <= 0 {
		procs = runtime.GOMAXPROCS(0)
	}
	start := time.Now()
	r := ablate.Runner{Worker: "TestAblationWorker", Env: ablateEnv, Procs: procs, Batch: 100, Stall: time.Minute, TempDir: t.TempDir()}
	out, err := r.Run(context.Background(), specs)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%d cards, %d ablations, %d worker processes: %s", len(titles), len(specs)-len(titles), procs, time.Since(start).Round(time.Millisecond))

	counts := map[ablate.Result]int{}
	for _, o := range out {
		if o.Spec.Path != ablate.Base {
			counts[o.Result]++
		}
	}
	t.Logf("killed %d (crashed %d, hung %d), survived %d, broken %d", counts[ablate.Killed]+counts[ablate.Crashed]+counts[ablate.Hung],
		counts[ablate.Crashed], counts[ablate.Hung], counts[ablate.Survived], counts[ablate.Broken])
	checked := map[string]bool{}
	for _, title := range titles {
		checked[title] = true
	}
	byCard := map[string]int{}
	for _, o := range out {
		key := o.Spec.String()
		switch {
		case o.Spec.Path == ablate.Base:
			if o.Result != ablate.Survived {
				t.Errorf("%s: its own tests fail under the gate's harness, unchanged (%s %s)", o.Spec.Card, o.Result, o.Detail)
			}
		case o.Result == ablate.Broken:
			t.Errorf("%s: the change cannot be made: %s", key, o.Detail)
		case o.Result == ablate.Survived && equivalent[key] != "":
		case o.Result == ablate.Survived:
			byCard[o.Spec.Card]++
			t.Errorf("%s: no test of the card fails when %s (%s)", o.Spec.Card, nsg.DescribeAblation(o.Spec), key)
		case equivalent[key] != "":
			t.Errorf("%s is listed as equivalent (%s) but a test of the card fails under it (%s): remove the line", key, equivalent[key], o.Result)
		}
	}
	for key := range equivalent {
		s, _ := ablate.ParseSpec(key) // read by readAblationList
		if nsg.Lookup(s.Card) == nil {
			t.Errorf("%s is listed but no card %q is defined", key, s.Card)
		} else if checked[s.Card] && !known[key] {
			t.Errorf("%s is listed but the card has no such change now: remove or update the line", key)
		}
	}
	if len(byCard) > 0 {
		t.Logf("%d cards with changes no test of theirs notices", len(byCard))
	}
}

// gateCards returns the titles the gate checks in this run.
func gateCards(t *testing.T) []string {
	if *ablateCards == "" {
		return nsg.Implemented()
	}
	var out []string
	for _, title := range strings.Split(*ablateCards, "|") {
		d := nsg.Lookup(title)
		if d == nil {
			t.Fatalf("-ablate.cards: %q is not defined", title)
		}
		out = append(out, d.Title)
	}
	return out
}

// readAblationList reads a list of changes, one a line: the change as
// ablate.Spec writes it, then, after a tab, the reason it cannot matter.
// Blank lines and lines starting with # are skipped.
func readAblationList(path string) (map[string]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	out := map[string]string{}
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if strings.TrimSpace(line) == "" || strings.HasPrefix(line, "#") {
			continue
		}
		key, why, _ := strings.Cut(line, "\t")
		if _, err := ablate.ParseSpec(key); err != nil {
			return nil, fmt.Errorf("%s:%d: %w", path, n, err)
		}
		if strings.TrimSpace(why) == "" {
			return nil, fmt.Errorf("%s:%d: %s: say why the change cannot matter, after a tab", path, n, key)
		}
		if _, dup := out[key]; dup {
			return nil, fmt.Errorf("%s:%d: %s listed twice", path, n, key)
		}
		out[key] = why
	}
	return out, sc.Err()
}
