//go:build linux && cgo

package main

import "syscall"

// threadID is the calling thread: a C thread that calls into the library
// runs the call's Go code on itself, so each thread has its own last error.
func threadID() int { return syscall.Gettid() }
