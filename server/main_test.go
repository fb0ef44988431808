package server

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/datafort/datafort/server/store/pgtest"
)

// TestMain runs the package's tests with one PostgreSQL (pgtest.Get) and
// one Chromium (browserCtx) shared by the tests that need them, and stops
// both at the end.
func TestMain(m *testing.M) {
	code := pgtest.Main(m)
	closeBrowser()
	if builtBinary != "" {
		os.RemoveAll(filepath.Dir(builtBinary))
	}
	os.Exit(code)
}
