//go:build !unix

package main

// openFileLimit is 0: unknown on this system.
func openFileLimit() int { return 0 }
