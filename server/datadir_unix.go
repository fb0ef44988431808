//go:build unix

package server

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
)

// lockName is the lock file of a data directory, beside the database.
const lockName = "datafort.db.lock"

// lockDataDir takes an exclusive flock on dir's lock file, so that two
// servers never share one database (the in-process hub would not see the
// other's choices), and writes this process's id into it. The lock is
// released when the returned file is closed, or when the process dies.
// A directory already locked is refused, naming it and the holder's pid.
func lockDataDir(dir string) (*os.File, error) {
	path := filepath.Join(dir, lockName)
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o640)
	if err != nil {
		return nil, fmt.Errorf("data directory %s: cannot open its lock file: %w", dir, err)
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		b := make([]byte, 32)
		n, _ := f.ReadAt(b, 0)
		f.Close()
		if errors.Is(err, syscall.EWOULDBLOCK) {
			holder := "unknown pid"
			if pid, perr := strconv.Atoi(strings.TrimSpace(string(b[:n]))); perr == nil {
				holder = "pid " + strconv.Itoa(pid)
			}
			return nil, fmt.Errorf("data directory %s is in use by another datafort server (%s holds %s)", dir, holder, path)
		}
		return nil, fmt.Errorf("data directory %s: cannot lock %s: %w", dir, path, err)
	}
	if err := f.Truncate(0); err != nil {
		f.Close()
		return nil, fmt.Errorf("data directory %s: writing its lock file: %w", dir, err)
	}
	if _, err := f.WriteAt([]byte(strconv.Itoa(os.Getpid())+"\n"), 0); err != nil {
		f.Close()
		return nil, fmt.Errorf("data directory %s: writing its lock file: %w", dir, err)
	}
	return f, nil
}
