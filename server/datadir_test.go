package server

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestExclusiveLockFileFallback tests the data directory's lock of systems
// without flock (exclLock), which is portable and so runs everywhere.
func TestExclusiveLockFileFallback(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, exclLockName)
	first, err := exclLock(dir)
	if err != nil {
		t.Fatal(err)
	}
	t.Run("the lock file names this process", func(t *testing.T) {
		b, err := os.ReadFile(path)
		if err != nil || strings.TrimSpace(string(b)) != strconv.Itoa(os.Getpid()) {
			t.Errorf("lock file %q (%v), want this pid %d", b, err, os.Getpid())
		}
	})
	t.Run("a second lock is refused naming the holder's pid and the file", func(t *testing.T) {
		_, err := exclLock(dir)
		if err == nil || !strings.Contains(err.Error(), "pid "+strconv.Itoa(os.Getpid())) || !strings.Contains(err.Error(), path) {
			t.Errorf("second lock: %v, want a refusal naming pid %d and %s", err, os.Getpid(), path)
		}
	})
	t.Run("closing removes the file and the directory may be locked again", func(t *testing.T) {
		if err := first.Close(); err != nil {
			t.Fatal(err)
		}
		if _, err := os.Stat(path); !os.IsNotExist(err) {
			t.Errorf("the lock file is still there after Close: %v", err)
		}
		again, err := exclLock(dir)
		if err != nil {
			t.Fatalf("locking again after Close: %v", err)
		}
		again.Close()
	})
	t.Run("a file left by a crashed server is refused, saying to remove it", func(t *testing.T) {
		if err := os.WriteFile(path, []byte("4242\n"), 0o640); err != nil {
			t.Fatal(err)
		}
		_, err := exclLock(dir)
		if err == nil || !strings.Contains(err.Error(), "pid 4242") || !strings.Contains(err.Error(), "remove that file") {
			t.Errorf("stale lock file: %v, want a refusal naming pid 4242 and saying to remove the file", err)
		}
	})
}
