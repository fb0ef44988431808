package repocheck

import (
	"bytes"
	"errors"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// moduleRoot returns the directory of the module's go.mod, as the go
// command reports it.
func moduleRoot(t *testing.T, goCmd string) string {
	t.Helper()
	out, err := exec.Command(goCmd, "env", "GOMOD").Output()
	if err != nil {
		t.Fatalf("go env GOMOD: %v", err)
	}
	mod := strings.TrimSpace(string(out))
	if mod == "" || mod == "/dev/null" {
		t.Fatalf("go env GOMOD: no module (%q)", mod)
	}
	return filepath.Dir(mod)
}

// TestStaticcheck runs staticcheck, at the version go.mod pins as a tool
// (`go tool staticcheck`), over every package of the module with its
// default checks, and fails listing the findings. Its results are cached
// per package (in the user's cache directory), so a run over unchanged
// packages costs seconds.
func TestStaticcheck(t *testing.T) {
	goCmd, err := exec.LookPath("go")
	if err != nil {
		t.Skipf("staticcheck not run: the go command is not on PATH (%v)", err)
	}
	cmd := exec.Command(goCmd, "tool", "staticcheck", "./...")
	cmd.Dir = moduleRoot(t, goCmd)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err = cmd.Run()
	findings := strings.TrimSpace(stdout.String())
	var exit *exec.ExitError
	switch {
	case err == nil && findings == "":
	case err == nil || errors.As(err, &exit) && findings != "":
		n := strings.Count(findings, "\n") + 1
		t.Errorf("staticcheck reports %d finding(s); fix them (or, for a deliberate exception, a //lint:ignore with the reason):\n%s", n, findings)
	default:
		t.Fatalf("go tool staticcheck ./... in %s: %v\n%s%s", cmd.Dir, err, stdout.String(), stderr.String())
	}
}
