//go:build !unix

package main

import (
	"os/exec"
	"time"
)

// killGroup kills only the command itself when its context ends: without
// process groups, test binaries it started may outlive it.
func killGroup(cmd *exec.Cmd) {
	cmd.WaitDelay = 5 * time.Second
}
