//go:build unix

package pgtest

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"syscall"
)

// watch starts a watchdog, in a session of its own, that stops the cluster
// (if it runs) and removes its directory once this process has ended, so
// that a test binary killed (or timed out) before Stop leaves no server and
// no directory behind. After a Stop it finds nothing to do.
func (c *Cluster) watch() {
	stop := shellQuote(filepath.Join(c.Bin, "pg_ctl")) + " -D " + shellQuote(c.data()) + " -m immediate -w stop"
	if c.runAs != "" {
		stop = "runuser -u " + c.runAs + " -- " + stop
	}
	script := fmt.Sprintf("while kill -0 %d 2>/dev/null; do sleep 1; done; if [ -f %s ]; then %s; fi; rm -rf %s",
		os.Getpid(), shellQuote(filepath.Join(c.data(), "postmaster.pid")), stop, shellQuote(c.Dir))
	cmd := exec.Command("sh", "-c", script)
	cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true}
	if err := cmd.Start(); err == nil {
		go cmd.Wait() // reaped if it ends first (it does not, while this process lives)
	}
}
