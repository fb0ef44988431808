// Package python_test builds libdatafort (cmd/libdatafort) into a temporary
// directory and runs the Python package's tests (python/tests, unittest)
// against it with /usr/bin/python3, the interpreter docs/python.md names.
package python_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// python is the interpreter the tests run with: Debian's, whose
// python3-numpy the package uses when it is installed.
const python = "/usr/bin/python3"

// TestPythonPackagePlaysThroughTheLibrary builds the library with the
// engine's test games (-tags libdatafort_toys: swift, for four seats and
// teams), compiles and runs a C client against its header
// (testdata/smoke.c), and runs python/tests: a thousand random ONR games batched, AEC
// loops over ONR, bso and swift, clone, serialize, resample, masks, bots,
// errors for bad handles and actions, and multiprocessing. It is skipped,
// saying so, where there is no C compiler or no /usr/bin/python3.
func TestPythonPackagePlaysThroughTheLibrary(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: the Python package's tests were not run")
	}
	cc := os.Getenv("CC")
	if cc == "" {
		cc = "gcc"
	}
	if _, err := exec.LookPath(strings.Fields(cc)[0]); err != nil {
		t.Skipf("no C compiler (%s): libdatafort was not built, the Python tests were not run", cc)
	}
	if _, err := os.Stat(python); err != nil {
		t.Skipf("%s is not installed: the Python tests were not run", python)
	}
	gobin, err := exec.LookPath("go")
	if err != nil {
		t.Skipf("the go command is not on PATH (%v): libdatafort was not built, the Python tests were not run", err)
	}
	lib := filepath.Join(t.TempDir(), "libdatafort.so")
	build := exec.Command(gobin, "build", "-buildmode=c-shared", "-tags", "libdatafort_toys", "-o", lib, "../cmd/libdatafort")
	build.Env = append(os.Environ(), "CGO_ENABLED=1")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("building libdatafort: %v\n%s", err, out)
	}
	// A C client, compiled against the generated header.
	t.Run("a C client plays a game through the header", func(t *testing.T) {
		dir := filepath.Dir(lib)
		exe := filepath.Join(dir, "smoke")
		ccArgs := append(strings.Fields(cc)[1:], "-Wall", "-o", exe, filepath.Join("testdata", "smoke.c"), "-I", dir, "-L", dir, "-ldatafort", "-Wl,-rpath,"+dir)
		if out, err := exec.Command(strings.Fields(cc)[0], ccArgs...).CombinedOutput(); err != nil {
			t.Fatalf("compiling testdata/smoke.c: %v\n%s", err, out)
		}
		out, err := exec.Command(exe).CombinedOutput()
		if err != nil || !strings.HasPrefix(string(out), "ok ") {
			t.Fatalf("testdata/smoke.c: %v\n%s", err, out)
		}
	})
	// Once as the interpreter is (numpy where Debian's python3-numpy is
	// installed), once on the standard library alone with fewer ONR games.
	for _, run := range []struct {
		name string
		env  []string
	}{
		{"as installed", nil},
		{"standard library only", []string{"DATAFORT_NO_NUMPY=1", "DATAFORT_TEST_ONR_GAMES=100"}},
	} {
		t.Run(run.name, func(t *testing.T) {
			cmd := exec.Command(python, "-m", "unittest", "discover", "-s", "tests", "-v")
			cmd.Env = append(os.Environ(), "DATAFORT_LIB="+lib, "PYTHONPATH=.", "PYTHONDONTWRITEBYTECODE=1")
			cmd.Env = append(cmd.Env, run.env...)
			out, err := cmd.CombinedOutput()
			if err != nil {
				t.Fatalf("python tests failed: %v\n%s", err, out)
			}
			t.Logf("python tests:\n%s", out)
		})
	}
}
