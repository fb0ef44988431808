//go:build unix

package main

import (
	"os/exec"
	"syscall"
	"time"
)

// killGroup makes cmd start its own process group and, when its context
// ends, kills the whole group: the go command and the test binaries it runs.
func killGroup(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) }
	cmd.WaitDelay = 5 * time.Second
}
