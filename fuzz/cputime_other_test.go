//go:build !unix

package fuzz_test

import "time"

// cpuTime returns 0 where the process's CPU time is not read: the
// benchmark then reports no CPU time per game.
func cpuTime() time.Duration { return 0 }
