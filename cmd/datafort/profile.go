package main

import (
	"flag"
	"fmt"
	"os"
	"runtime/pprof"
)

// cpuProfileFlag registers the --cpuprofile flag of the commands that play
// many games (sim, fuzz, arena).
func cpuProfileFlag(fs *flag.FlagSet) *string {
	return fs.String("cpuprofile", "", "write a CPU profile of the run to `FILE` (runtime/pprof), for go tool pprof and for the profile-guided builds (scripts/pgo.sh)")
}

// startCPUProfile starts writing a CPU profile to path, unless path is "",
// and returns the function that stops it and closes the file; the profile
// is whole only once that has returned nil.
func startCPUProfile(path string) (stop func() error, err error) {
	if path == "" {
		return func() error { return nil }, nil
	}
	f, err := os.Create(path)
	if err != nil {
		return nil, fmt.Errorf("--cpuprofile: %w", err)
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		f.Close()
		return nil, fmt.Errorf("--cpuprofile %s: %w", path, err)
	}
	return func() error {
		pprof.StopCPUProfile()
		if err := f.Close(); err != nil {
			return fmt.Errorf("--cpuprofile %s: %w", path, err)
		}
		return nil
	}, nil
}

// stopCPUProfile stops the profile that stop stops, as a command's
// deferred call: a profile that cannot be written fails a command that
// would otherwise succeed (*status).
func stopCPUProfile(e *env, fs *flag.FlagSet, stop func() error, status *int) {
	if err := stop(); err != nil {
		fail(e, fs, err)
		if *status == exitOK {
			*status = exitFailure
		}
	}
}
