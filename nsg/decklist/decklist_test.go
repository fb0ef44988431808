package decklist

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite testdata/problems.golden")

// notImplemented is the tests' Options: every card implemented but those
// testdata/not-implemented.txt lists.
func testOptions(t *testing.T) Options {
	t.Helper()
	b, err := os.ReadFile("testdata/not-implemented.txt")
	if err != nil {
		t.Fatal(err)
	}
	var missing []string
	for _, line := range strings.Split(string(b), "\n") {
		if line = strings.TrimSpace(line); line != "" && !strings.HasPrefix(line, "#") {
			missing = append(missing, line)
		}
	}
	return Options{Implemented: func(title string) bool { return !slices.Contains(missing, title) }}
}

// TestListsMatchTheGolden checks every list under testdata (the format is
// the file name's prefix) and compares the problems, one per line, with
// testdata/problems.golden.
func TestListsMatchTheGolden(t *testing.T) {
	files, err := filepath.Glob("testdata/*-*.txt")
	if err != nil || len(files) == 0 {
		t.Fatalf("no lists under testdata: %v", err)
	}
	opt := testOptions(t)
	var b strings.Builder
	for _, file := range files {
		name := filepath.Base(file)
		if name == "not-implemented.txt" {
			continue
		}
		prefix, _, _ := strings.Cut(name, "-")
		f, ok := FormatByName(prefix)
		if !ok {
			t.Fatalf("%s: no format %q", name, prefix)
		}
		text, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		_, ps := Read(string(text), f, opt)
		fmt.Fprintf(&b, "== %s (%s)\n", name, f.Name)
		if len(ps) == 0 {
			b.WriteString("legal\n")
		}
		for _, p := range ps {
			b.WriteString(p.Error() + "\n")
		}
	}
	got := b.String()
	if *update {
		if err := os.WriteFile("testdata/problems.golden", []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile("testdata/problems.golden")
	if err != nil {
		t.Fatal(err)
	}
	if got != string(want) {
		t.Errorf("problems differ from testdata/problems.golden (go test -update rewrites it):\n%s", got)
	}
}
