package server

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"
)

// exclLockName is the lock file of the fallback lock (exclLock), used
// where flock is missing (datadir_other.go). It is not the flock's file
// (datadir_unix.go), which stays in the directory after a clean stop.
const exclLockName = "datafort.db.pidlock"

// exclLock locks data directory dir by creating its exclLockName file
// exclusively (O_EXCL) with this process's id in it; closing the returned
// lock removes the file. A directory whose lock file exists is refused,
// naming the file and the pid it holds: either another server runs there,
// or one stopped without removing it (a crash), and then the file is to be
// removed by hand. It is portable, so it is tested on every system, though
// only systems without flock use it.
func exclLock(dir string) (*exclDirLock, error) {
	path := filepath.Join(dir, exclLockName)
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o640)
	if errors.Is(err, fs.ErrExist) {
		holder := "an unknown pid"
		if b, rerr := os.ReadFile(path); rerr == nil && strings.TrimSpace(string(b)) != "" {
			holder = "pid " + strings.TrimSpace(string(b))
		}
		return nil, fmt.Errorf("data directory %s is in use by another datafort server (%s holds %s); if no server runs there any more, remove that file", dir, holder, path)
	}
	if err != nil {
		return nil, fmt.Errorf("data directory %s: cannot create its lock file: %w", dir, err)
	}
	_, werr := fmt.Fprintf(f, "%d\n", os.Getpid())
	if cerr := f.Close(); werr == nil {
		werr = cerr
	}
	if werr != nil {
		os.Remove(path)
		return nil, fmt.Errorf("data directory %s: writing its lock file: %w", dir, werr)
	}
	return &exclDirLock{path: path}, nil
}

// exclDirLock is a lock taken by exclLock.
type exclDirLock struct {
	path string
	once sync.Once
	err  error
}

// Close releases the lock: it removes the lock file (once).
func (l *exclDirLock) Close() error {
	l.once.Do(func() { l.err = os.Remove(l.path) })
	return l.err
}
