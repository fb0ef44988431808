//go:build unix

package fuzz_test

import (
	"syscall"
	"time"
)

// cpuTime returns the CPU time the process has used (user and system, every
// thread: the garbage collector's too), which a loaded machine disturbs
// less than the time on the clock.
func cpuTime() time.Duration {
	var u syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &u); err != nil {
		return 0
	}
	return time.Duration(u.Utime.Nano() + u.Stime.Nano())
}
