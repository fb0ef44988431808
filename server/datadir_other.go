//go:build !unix

package server

import "os"

// lockDataDir does not lock the data directory on systems without flock:
// there, running two servers on one directory is not prevented.
func lockDataDir(dir string) (*os.File, error) { return nil, nil }
