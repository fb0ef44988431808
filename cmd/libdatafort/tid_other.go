//go:build !linux && cgo

package main

// threadID is 0 outside Linux: the last error is shared by every thread,
// and a caller with several threads reads it under its own lock.
func threadID() int { return 0 }
