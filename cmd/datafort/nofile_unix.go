//go:build unix

package main

import "syscall"

// openFileLimit is the process's limit on open files (Go raises the soft
// limit to the hard one at start), or 0 if unknown.
func openFileLimit() int {
	var r syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_NOFILE, &r); err != nil || r.Cur > 1<<30 {
		return 0
	}
	return int(r.Cur)
}
