//go:build !unix

package server

import "io"

// lockDataDir locks the data directory where flock is missing: with a lock
// file created exclusively (exclLock, datadir.go). Unlike flock, the lock
// outlives a server that crashes; the next start is then refused, naming
// the file to remove once that server is known to be gone.
func lockDataDir(dir string) (io.Closer, error) {
	l, err := exclLock(dir)
	if err != nil {
		return nil, err
	}
	return l, nil
}
