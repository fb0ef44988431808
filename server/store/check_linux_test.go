package store_test

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/datafort/datafort/server/store"
)

// TestOpenRefusesADatabaseItCannotWrite: a database file that cannot be
// written (here on a read-only bind mount, since file modes do not stop
// root) is refused at Open, naming the file, rather than opened to fail
// every write.
func TestOpenRefusesADatabaseItCannotWrite(t *testing.T) {
	dir := t.TempDir()
	s, err := store.Open(filepath.Join(dir, "d.db"), store.Options{Sync: "normal"})
	if err != nil {
		t.Fatal(err)
	}
	s.Close()
	ro := t.TempDir()
	if err := syscall.Mount(dir, ro, "", syscall.MS_BIND, ""); err != nil {
		t.Skipf("cannot bind-mount here (%v)", err)
	}
	t.Cleanup(func() { syscall.Unmount(ro, syscall.MNT_DETACH) })
	if err := syscall.Mount("", ro, "", syscall.MS_REMOUNT|syscall.MS_BIND|syscall.MS_RDONLY, ""); err != nil {
		t.Skipf("cannot remount read-only here (%v)", err)
	}
	path := filepath.Join(ro, "d.db")
	if _, err := os.Stat(path); err != nil {
		t.Fatal(err)
	}
	s, err = store.Open(path, store.Options{Sync: "normal"})
	if err == nil {
		s.Close()
		t.Fatal("a database on a read-only file system was opened")
	}
	t.Logf("refused: %v", err)
	if want := path + " is not writable"; !strings.Contains(err.Error(), want) {
		t.Errorf("error %q does not say %q", err, want)
	}
}
