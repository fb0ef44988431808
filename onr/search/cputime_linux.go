package search

import (
	"runtime"
	"syscall"
	"time"
	"unsafe"
)

// clockThreadCPU is CLOCK_THREAD_CPUTIME_ID: the CPU time of the calling
// thread, to the nanosecond.
const clockThreadCPU = 3

// cpuClock measures the CPU time its goroutine spends, pinned to its
// thread from start to stop, so that a budget is "of one core" however
// busy the machine is.
type cpuClock struct{ start time.Duration }

func threadCPU() time.Duration {
	var ts syscall.Timespec
	if _, _, e := syscall.Syscall(syscall.SYS_CLOCK_GETTIME, clockThreadCPU, uintptr(unsafe.Pointer(&ts)), 0); e != 0 {
		return -1
	}
	return time.Duration(ts.Nano())
}

func startClock() clock {
	runtime.LockOSThread()
	return &cpuClock{start: threadCPU()}
}

// elapsed returns the CPU time since start.
func (c *cpuClock) elapsed() time.Duration { return threadCPU() - c.start }

func (c *cpuClock) stop() time.Duration {
	d := c.elapsed()
	runtime.UnlockOSThread()
	return d
}
