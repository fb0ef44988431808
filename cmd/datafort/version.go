package main

import (
	"fmt"
	"runtime"
	"runtime/debug"
	"strings"

	"github.com/datafort/datafort/engine"
)

// version is the release version, set at link time with
// -ldflags "-X main.version=v1.2.3"; without it, the module version.
var version = ""

func runVersion(e *env, args []string) int {
	fs := newFlagSet(e, "version")
	if status, ok := parse(e, fs, args); !ok {
		return status
	}
	if status, ok := noArgs(e, fs); !ok {
		return status
	}
	games := strings.Join(engine.Rulesets(), ", ")
	if games == "" {
		games = "none"
	}
	fmt.Fprintf(e.stdout, "datafort %s (%s)\ngames: %s\n", buildVersion(), runtime.Version(), games)
	return exitOK
}

func buildVersion() string {
	if version != "" {
		return version
	}
	if bi, ok := debug.ReadBuildInfo(); ok && bi.Main.Version != "" && bi.Main.Version != "(devel)" {
		return bi.Main.Version
	}
	return "dev"
}
