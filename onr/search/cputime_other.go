//go:build !linux

package search

import "time"

// cpuClock measures wall time where the thread's CPU time is not at hand.
type cpuClock struct{ start time.Time }

func startClock() clock                    { return &cpuClock{start: time.Now()} }
func (c *cpuClock) elapsed() time.Duration { return time.Since(c.start) }
func (c *cpuClock) stop() time.Duration    { return c.elapsed() }
