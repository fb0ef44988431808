package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"regexp"
	"strconv"
	"testing"

	"github.com/datafort/datafort/onr"
)

var updateReadme = flag.Bool("update-readme", false, "rewrite the card counts of ../../README.md from `datafort cards`")

// readmeCounts are the card counts the README states, each found by a
// pattern whose first group is the number, and computed from the rows of
// `datafort cards --json`.
var readmeCounts = []struct {
	name    string
	pattern *regexp.Regexp
	count   func([]onr.PoolRow) int
}{
	{"the implemented cards", regexp.MustCompile(`- (\d+) of the 580 ONR cards`), func(rows []onr.PoolRow) int { return sumRows(rows, nil) }},
	{"the ice", regexp.MustCompile(`(\d+) of the 106 ice`), func(rows []onr.PoolRow) int {
		return sumRows(rows, map[string]bool{"ice": true})
	}},
	{"the Runner's cards", regexp.MustCompile(`(\d+) of the 290 Runner cards`), func(rows []onr.PoolRow) int {
		return sumRows(rows, map[string]bool{"program": true, "hardware": true, "resource": true, "prep": true})
	}},
	{"the gated cards", regexp.MustCompile(`that card; all (\d+)\b`), func(rows []onr.PoolRow) int { return sumRows(rows, nil) }},
}

// sumRows adds up the implemented cards of the rows of the types listed
// (every type when types is nil).
func sumRows(rows []onr.PoolRow, types map[string]bool) int {
	n := 0
	for _, r := range rows {
		if types == nil || types[string(r.Type)] {
			n += r.Implemented
		}
	}
	return n
}

// TestReadmeCountsComeFromTheCardsCommand: every card count the README
// states is the one `datafort cards` prints, so that no hand-written number
// goes stale as cards are added (-update-readme rewrites them).
func TestReadmeCountsComeFromTheCardsCommand(t *testing.T) {
	status, out, errOut := datafort(t, "", "cards", "--json")
	if status != exitOK {
		t.Fatalf("datafort cards --json: exit status %d: %s", status, errOut)
	}
	var rows []onr.PoolRow
	if err := json.Unmarshal([]byte(out), &rows); err != nil {
		t.Fatal(err)
	}
	const path = "../../README.md"
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	text := string(b)
	for _, c := range readmeCounts {
		t.Run(fmt.Sprintf("the README states %s as datafort cards counts them", c.name), func(t *testing.T) {
			all := c.pattern.FindAllStringSubmatchIndex(text, -1)
			if len(all) == 0 {
				t.Fatalf("README.md states no count matching %q", c.pattern)
			}
			if len(all) > 1 {
				// A count stated twice (a line a merge doubled) would
				// have only its first checked.
				t.Fatalf("README.md states %d counts matching %q, want one", len(all), c.pattern)
			}
			m := all[0]
			got, want := text[m[2]:m[3]], strconv.Itoa(c.count(rows))
			if got == want {
				return
			}
			if *updateReadme {
				text = text[:m[2]] + want + text[m[3]:]
				return
			}
			t.Errorf("README.md says %s, datafort cards counts %s (go test ./cmd/datafort -run TestReadmeCounts -update-readme)", got, want)
		})
	}
	if *updateReadme && text != string(b) {
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
