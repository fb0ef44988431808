package main

import (
	"bytes"
	"compress/gzip"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestCPUProfile(t *testing.T) {
	runs := []struct {
		name string
		args []string
	}{
		{"sim writes a CPU profile of its games with --cpuprofile", []string{"sim", "--game", "toy", "--games", "200", "--workers", "1"}},
		{"fuzz writes a CPU profile of its games with --cpuprofile", []string{"fuzz", "--game", "toy", "--games", "50", "--workers", "1"}},
		{"arena writes a CPU profile of its games with --cpuprofile", []string{"arena", "--game", "toy", "--player", "random@testdata/rich.deck,", "--player", "random", "--games", "4", "--workers", "1"}},
	}
	for _, r := range runs {
		t.Run(r.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "cpu.prof")
			status, _, stderr := datafort(t, "", append(r.args, "--cpuprofile", path)...)
			if status != exitOK {
				t.Fatalf("status %d: %s", status, stderr)
			}
			b, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			// runtime/pprof writes a gzipped protocol buffer: a whole one
			// decompresses to its end.
			z, err := gzip.NewReader(bytes.NewReader(b))
			if err != nil {
				t.Fatalf("%s is not a gzipped profile: %v", path, err)
			}
			raw, err := io.ReadAll(z)
			if err != nil || len(raw) == 0 {
				t.Fatalf("%s: %d bytes of profile, %v", path, len(raw), err)
			}
		})
	}
	t.Run("a --cpuprofile that cannot be written fails the command before it plays", func(t *testing.T) {
		path := filepath.Join(t.TempDir(), "no", "such", "dir", "cpu.prof")
		status, stdout, stderr := datafort(t, "", "sim", "--game", "toy", "--games", "5", "--cpuprofile", path)
		if status != exitFailure || !strings.Contains(stderr, "--cpuprofile") || stdout != "" {
			t.Errorf("status %d, stdout %q, stderr %q; want %d, no report, an error naming --cpuprofile", status, stdout, stderr, exitFailure)
		}
	})
}

// TestThePGOProfileIsAProfile checks that datafort.pgo, the profile of the
// profile-guided builds the README and docs/python.md give (scripts/pgo.sh),
// is a whole CPU profile: a gzipped protocol buffer, as runtime/pprof
// writes and go build -pgo reads.
func TestThePGOProfileIsAProfile(t *testing.T) {
	b, err := os.ReadFile("datafort.pgo")
	if err != nil {
		t.Fatal(err)
	}
	z, err := gzip.NewReader(bytes.NewReader(b))
	if err != nil {
		t.Fatalf("datafort.pgo is not a gzipped profile: %v", err)
	}
	raw, err := io.ReadAll(z)
	if err != nil || len(raw) < 1000 {
		t.Errorf("datafort.pgo: %d bytes of profile, %v; make it again with scripts/pgo.sh", len(raw), err)
	}
}
