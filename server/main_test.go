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
