package rulings_test

import (
	"flag"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/onr/rulings"
	"github.com/datafort/datafort/onr/scenario"
)

var update = flag.Bool("update", false, "rewrite gochecks.txt from the test sources")

// TestGoChecksIndex fails when gochecks.txt no longer matches the tests of
// the repository, so that the ledger cannot drift from them.
func TestGoChecksIndex(t *testing.T) {
	checks, err := rulings.ScanGoChecks("../..")
	if err != nil {
		t.Fatal(err)
	}
	want := rulings.FormatGoChecks(checks)
	if *update {
		if err := os.WriteFile(rulings.GoChecksFile, []byte(want), 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("wrote %s: %d checks", rulings.GoChecksFile, len(checks))
		return
	}
	got, err := os.ReadFile(rulings.GoChecksFile)
	if err != nil {
		t.Fatal(err)
	}
	if string(got) == want {
		return
	}
	gotLines, wantLines := strings.Split(string(got), "\n"), strings.Split(want, "\n")
	var diff []string
	for _, l := range wantLines {
		if !slices.Contains(gotLines, l) {
			diff = append(diff, "+ "+l)
		}
	}
	for _, l := range gotLines {
		if !slices.Contains(wantLines, l) {
			diff = append(diff, "- "+l)
		}
	}
	t.Errorf("%s is stale; run\n\tgo test ./onr/rulings -run TestGoChecksIndex -update\nchanges:\n%s",
		rulings.GoChecksFile, strings.Join(diff, "\n"))
}

// TestEmbeddedIndexParses checks the committed index as the ledger reads it.
func TestEmbeddedIndexParses(t *testing.T) {
	checks, err := rulings.GoChecks()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range checks {
		if !rulings.ValidID(c.ID) {
			t.Errorf("%s names %s, which is not a ruling (R001 to R525)", c.Name(), c.ID)
		}
	}
}

func TestScanGoChecks(t *testing.T) {
	checks, err := rulings.ScanGoChecks("testdata/scan")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, c := range checks {
		// The ruling goes last, so that these strings are not themselves
		// taken for test names by the scan of this file.
		s := c.Package + ": " + c.Test
		if c.Skipped {
			s += " (skipped)"
		}
		s += " [" + c.ID + "]"
		got = append(got, s)
	}
	want := []string{
		".: TestR010R011_Pair [R010]",
		".: TestR010R011_Pair [R011]",
		".: TestR012_BreakOrder [R012]",
		"sub: TestR012_AgainElsewhere [R012]",
		".: TestR020_NotYet (skipped) [R020]",
		".: TestSubtests/R030 a subtest named after a ruling [R030]",
		".: TestSubtests/R031 a skipped subtest (skipped) [R031]",
		".: TestSubtests/R032, R033: two rulings at once [R032]",
		".: TestSubtests/R032, R033: two rulings at once [R033]",
		".: TestTable/R040 a table row [R040]",
		".: TestTable/R041 a skipped row (skipped) [R041]",
		".: TestTable/R042 a positional row [R042]",
		".: TestTable/R050 a keyed case [R050]",
		".: TestSubtests/R060 outer [R060]",
		".: TestSubtests/R060 outer/R061 inner [R061]",
		".: TestSkippedParent/R090 under a skipped parent (skipped) [R090]",
	}
	if !slices.Equal(got, want) {
		t.Errorf("scan found\n\t%s\nwant\n\t%s", strings.Join(got, "\n\t"), strings.Join(want, "\n\t"))
	}
	// The index round-trips.
	back, err := rulings.ParseGoChecks(rulings.FormatGoChecks(checks))
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(back, checks) {
		t.Errorf("index does not round-trip:\n%v\n%v", back, checks)
	}
}

func TestParseGoChecksRejectsBadLines(t *testing.T) {
	for _, text := range []string{
		"\nR012\tok\tonr\n",                // too few fields
		"\nR012\tmaybe\tonr\tTestR012_X\n", // bad status
	} {
		if _, err := rulings.ParseGoChecks(text); err == nil {
			t.Errorf("ParseGoChecks(%q) = nil error, want one", text)
		}
	}
}

func TestParseNotTestable(t *testing.T) {
	tests := []struct {
		name, text, err string
		want            map[string]string
	}{
		{name: "comments and blank lines are skipped", text: "# header\n\nR005\tabout the printed rulebook\n",
			want: map[string]string{"R005": "about the printed rulebook"}},
		{name: "a line without a reason is refused", text: "R005\t \n", err: "not-testable.tsv:1: want the ruling id, a TAB and the reason"},
		{name: "a line without a tab is refused", text: "R005 about the rulebook\n", err: "not-testable.tsv:1:"},
		{name: "an id that is no ruling is refused", text: "R999\twhy\n", err: `"R999" is not a ruling id`},
		{name: "an id listed twice is refused", text: "R005\ta\nR005\tb\n", err: "not-testable.tsv:2: R005 is listed twice"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := rulings.ParseNotTestable(tt.text)
			if tt.err != "" {
				if err == nil || !strings.Contains(err.Error(), tt.err) {
					t.Fatalf("error %v, want one containing %q", err, tt.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if len(got) != len(tt.want) || got["R005"] != tt.want["R005"] {
				t.Errorf("got %v, want %v", got, tt.want)
			}
		})
	}
	if _, err := rulings.NotTestableReasons(); err != nil {
		t.Errorf("the committed not-testable.tsv: %v", err)
	}
}

// TestLedgerStatuses checks that each ruling gets exactly one status, in the
// order of precedence: checks (scenarios first), duplicate, see,
// not-testable, untested.
func TestLedgerStatuses(t *testing.T) {
	all, err := rulings.All()
	if err != nil {
		t.Fatal(err)
	}
	// Pick real rulings of each kind from the data.
	var dup, dupXref, xref, plain []string
	for _, r := range all {
		switch {
		case r.DuplicateOf != nil && r.Kind == "xref":
			dupXref = append(dupXref, r.ID)
		case r.DuplicateOf != nil:
			dup = append(dup, r.ID)
		case r.Kind == "xref":
			xref = append(xref, r.ID)
		default:
			plain = append(plain, r.ID)
		}
	}
	if len(dup) < 2 || len(dupXref) == 0 || len(xref) == 0 || len(plain) < 8 {
		t.Fatalf("the data lacks rulings of some kind: %d %d %d %d", len(dup), len(dupXref), len(xref), len(plain))
	}
	scen := []rulings.ScenarioCheck{
		{ID: plain[0], Name: "passes", File: "a.yaml", Passed: true},
		{ID: plain[1], Name: "fails", File: "b.yaml", Passed: false},
		{ID: plain[1], Name: "passes too", File: "c.yaml", Passed: true},
		{ID: plain[5], Name: "passes", File: "d.yaml", Passed: true},
		{ID: dup[0], Name: "covers a duplicate", File: "e.yaml", Passed: true},
	}
	goc := []rulings.GoCheck{
		{ID: plain[1], Package: "onr", Test: "TestGreen"},
		{ID: plain[2], Package: "onr", Test: "TestGreen"},
		{ID: plain[3], Package: "onr", Test: "TestNotYet", Skipped: true},
		{ID: plain[5], Package: "onr", Test: "TestNotYet", Skipped: true},
	}
	nt := map[string]string{plain[4]: "about printed card stock"}
	l, err := rulings.BuildFrom(scen, goc, nt)
	if err != nil {
		t.Fatal(err)
	}
	status := map[string]rulings.Entry{}
	total := 0
	for i, e := range l.Entries {
		if e.ID != all[i].ID {
			t.Fatalf("entry %d is %s, want %s", i, e.ID, all[i].ID)
		}
		status[e.ID] = e
	}
	for _, s := range rulings.Statuses {
		total += l.Totals[s]
	}
	if len(l.Entries) != rulings.Count || total != rulings.Count {
		t.Errorf("%d entries, totals sum to %d; want %d each", len(l.Entries), total, rulings.Count)
	}
	cases := []struct {
		name  string
		id    string
		want  rulings.Status
		check string
	}{
		{"a passing scenario makes a pass", plain[0], rulings.Pass, "scenario passes (a.yaml)"},
		{"a failing scenario makes a fail, whatever else passes", plain[1], rulings.Fail, "scenario fails (b.yaml) FAILS"},
		{"a Go check alone makes a pass", plain[2], rulings.Pass, "onr: TestGreen"},
		{"a skipped Go check alone makes a fail", plain[3], rulings.Fail, "onr: TestNotYet (skipped)"},
		{"a passing scenario outranks a skipped Go check", plain[5], rulings.Pass, "onr: TestNotYet (skipped)"},
		{"a not-testable line gives its reason", plain[4], rulings.NotTestable, "about printed card stock"},
		{"a check outranks being a duplicate", dup[0], rulings.Pass, "covers a duplicate"},
		{"a duplicate names the ruling it repeats", dup[1], rulings.Duplicate, "duplicate of R"},
		{"a duplicated cross reference is a duplicate", dupXref[0], rulings.Duplicate, "duplicate of R"},
		{"a cross reference names the rulings it points at", xref[0], rulings.See, "see R"},
		{"anything else is untested", plain[6], rulings.Untested, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			e := status[c.id]
			if e.Status != c.want || !strings.Contains(e.Check, c.check) {
				t.Errorf("%s: status %s, check %q; want %s, check containing %q", c.id, e.Status, e.Check, c.want, c.check)
			}
		})
	}
}

// TestLedgerCountsMatchTheData checks the totals of a ledger without checks
// against the counts stated in data/README.md: 83 duplicates, and 55 cross
// references of which 45 repeat an earlier one.
func TestLedgerCountsMatchTheData(t *testing.T) {
	l, err := rulings.BuildFrom(nil, nil, map[string]string{"R001": "a reason"})
	if err != nil {
		t.Fatal(err)
	}
	want := map[rulings.Status]int{rulings.Duplicate: 83, rulings.See: 10, rulings.NotTestable: 1, rulings.Untested: 525 - 83 - 10 - 1}
	for _, s := range rulings.Statuses {
		if l.Totals[s] != want[s] {
			t.Errorf("%s: %d, want %d", s, l.Totals[s], want[s])
		}
	}
}

func TestLedgerRefusesContradictions(t *testing.T) {
	tests := []struct {
		name string
		scen []rulings.ScenarioCheck
		goc  []rulings.GoCheck
		nt   map[string]string
		err  string
	}{
		{name: "a not-testable ruling with a Go check", goc: []rulings.GoCheck{{ID: "R002", Package: "onr", Test: "TestR002"}},
			nt: map[string]string{"R002": "why"}, err: "not-testable.tsv lists R002, which a check covers"},
		{name: "a not-testable ruling with a scenario", scen: []rulings.ScenarioCheck{{ID: "R002", Name: "x", File: "x.yaml", Passed: true}},
			nt: map[string]string{"R002": "why"}, err: "not-testable.tsv lists R002"},
		{name: "a Go check naming no ruling", goc: []rulings.GoCheck{{ID: "R600", Package: "onr", Test: "TestR600"}},
			err: "names R600, which is not a ruling"},
		{name: "a scenario naming no ruling", scen: []rulings.ScenarioCheck{{ID: "R000", Name: "x", File: "x.yaml"}},
			err: `names "R000", not a ruling id`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := rulings.BuildFrom(tt.scen, tt.goc, tt.nt)
			if err == nil || !strings.Contains(err.Error(), tt.err) {
				t.Errorf("error %v, want one containing %q", err, tt.err)
			}
		})
	}
}

// TestLedgerOfTheRepository builds the ledger the way "datafort rulings"
// does: the committed index and not-testable list, and the scenarios of the
// repository run live. None of them may fail.
func TestLedgerOfTheRepository(t *testing.T) {
	results, err := scenario.RunPaths("../../scenarios")
	if err != nil {
		t.Fatal(err)
	}
	checks := scenario.RulingChecks(results)
	if len(checks) == 0 {
		t.Fatal("no scenario names a ruling")
	}
	l, err := rulings.Build(checks)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range l.Entries {
		if e.Status == rulings.Fail && strings.Contains(e.Check, "FAILS") {
			t.Errorf("%s %s: a scenario fails: %s", e.ID, e.Topic, e.Check)
		}
	}
	for _, c := range checks {
		if e := l.Entries[idIndex(c.ID)]; e.Status != rulings.Pass && c.Passed {
			t.Errorf("%s is checked by passing scenario %q but has status %s", c.ID, c.Name, e.Status)
		}
	}
	t.Logf("totals: %v", l.Totals)
}

func idIndex(id string) int {
	n := 0
	for _, ch := range id[1:] {
		n = n*10 + int(ch-'0')
	}
	return n - 1
}

func TestValidID(t *testing.T) {
	for id, want := range map[string]bool{"R001": true, "R525": true, "R000": false, "R526": false, "R12": false, "r012": false, "R0123": false} {
		if got := rulings.ValidID(id); got != want {
			t.Errorf("ValidID(%q) = %v, want %v", id, got, want)
		}
	}
}
