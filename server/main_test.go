package server

import (
	"flag"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"testing"

	"github.com/datafort/datafort/server/store/pgtest"
)

// TestMain runs the package's tests with one PostgreSQL (pgtest.Get) and
// one Chromium (browserCtx) shared by the tests that need them, and stops
// both at the end. Unless -parallel is given, up to parallelTests tests
// marked t.Parallel run at once: most of them wait (on a page, a lease, a
// bot) more than they compute.
func TestMain(m *testing.M) {
	flag.Parse()
	given := false
	flag.Visit(func(f *flag.Flag) { given = given || f.Name == "test.parallel" })
	if !given && runtime.GOMAXPROCS(0) < parallelTests {
		flag.Set("test.parallel", strconv.Itoa(parallelTests))
	}
	// Every ruleset makes one game before the tests start servers side by
	// side: neuroscape's first game fills package variables unguarded
	// (neuroscape/game.go: sealed, ramDef, byID), which servers starting at
	// once (buildRules) race on under -race. A fault of that package, left
	// to it; this keeps the parallel tests from tripping on it.
	(&Server{}).buildRules()
	code := pgtest.Main(m)
	closeBrowser()
	if builtBinary != "" {
		os.RemoveAll(filepath.Dir(builtBinary))
	}
	os.Exit(code)
}

// parallelTests is how many parallel tests run at once by default (go
// test's default is GOMAXPROCS).
const parallelTests = 4
