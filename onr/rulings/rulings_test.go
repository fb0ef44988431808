package rulings_test

import (
	"strings"
	"testing"
	"time"

	"github.com/datafort/datafort/onr/rulings"
)

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
// order of precedence: checks (a failing or skipped one makes a fail,
// partial.tsv a partial), duplicate, see, not-testable, untested.
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
	if len(dup) < 2 || len(dupXref) == 0 || len(xref) == 0 || len(plain) < 10 {
		t.Fatalf("the data lacks rulings of some kind: %d %d %d %d", len(dup), len(dupXref), len(xref), len(plain))
	}
	res := func(kind, name string, o rulings.Outcome, ids ...string) rulings.Result {
		r := rulings.Result{Rulings: ids, Kind: kind, Name: name, Outcome: o, Duration: time.Millisecond}
		if kind == rulings.KindScenario {
			r.File = name + ".yaml"
		}
		return r
	}
	results := []rulings.Result{
		res(rulings.KindScenario, "a", rulings.Passed, plain[0]),
		res(rulings.KindScenario, "b", rulings.Failed, plain[1]),
		res(rulings.KindScenario, "c", rulings.Passed, plain[1]),
		res(rulings.KindCheck, "green", rulings.Passed, plain[2], plain[7]),
		res(rulings.KindCheck, "not yet", rulings.Skipped, plain[3]),
		res(rulings.KindCheck, "half", rulings.Passed, plain[5]),
		res(rulings.KindCheck, "half but broken", rulings.Failed, plain[8]),
		res(rulings.KindScenario, "covers a duplicate", rulings.Passed, dup[0]),
	}
	nt := map[string]string{plain[4]: "about printed card stock"}
	partial := map[string]string{plain[5]: "the second sentence", plain[8]: "the rest"}
	l, err := rulings.BuildFrom(results, nt, partial)
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
	if !l.Failed() {
		t.Errorf("a ledger with failing rulings does not say it failed")
	}
	if l.Checks[rulings.Passed] != 5 || l.Checks[rulings.Failed] != 2 || l.Checks[rulings.Skipped] != 1 {
		t.Errorf("checks by outcome %v, want 5 passed, 2 failed, 1 skipped", l.Checks)
	}
	cases := []struct {
		name  string
		id    string
		want  rulings.Status
		check string
	}{
		{"a passing scenario makes a pass", plain[0], rulings.Pass, "scenario a (a.yaml)"},
		{"a failing scenario makes a fail, whatever else passes", plain[1], rulings.Fail, "scenario b (b.yaml) FAILS"},
		{"a passing check makes a pass", plain[2], rulings.Pass, "check green"},
		{"a check of two rulings counts for both", plain[7], rulings.Pass, "check green"},
		{"a skipped check makes a fail", plain[3], rulings.Fail, "check not yet (skipped"},
		{"a partial ruling says what is not covered", plain[5], rulings.Partial, "not covered: the second sentence"},
		{"a failing check of a partial ruling makes a fail", plain[8], rulings.Fail, "FAILS"},
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
	if e := status[plain[5]]; e.Missing != "the second sentence" || e.Duration != time.Millisecond || len(e.Checks) != 1 {
		t.Errorf("partial entry %+v", e)
	}
}

// TestLedgerCountsMatchTheData checks the totals of a ledger without checks
// against the counts stated in data/README.md: 83 duplicates, and 55 cross
// references of which 45 repeat an earlier one.
func TestLedgerCountsMatchTheData(t *testing.T) {
	l, err := rulings.BuildFrom(nil, map[string]string{"R001": "a reason"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	want := map[rulings.Status]int{rulings.Duplicate: 83, rulings.See: 10, rulings.NotTestable: 1, rulings.Untested: 525 - 83 - 10 - 1}
	for _, s := range rulings.Statuses {
		if l.Totals[s] != want[s] {
			t.Errorf("%s: %d, want %d", s, l.Totals[s], want[s])
		}
	}
	if l.Failed() {
		t.Errorf("a ledger without checks fails")
	}
}

func TestLedgerRefusesContradictions(t *testing.T) {
	ok := func(ids ...string) []rulings.Result {
		return []rulings.Result{{Rulings: ids, Kind: rulings.KindCheck, Name: "x", Outcome: rulings.Passed}}
	}
	tests := []struct {
		name    string
		results []rulings.Result
		nt      map[string]string
		partial map[string]string
		err     string
	}{
		{name: "a not-testable ruling with a check", results: ok("R002"),
			nt: map[string]string{"R002": "why"}, err: "not-testable.tsv lists R002, which a check covers"},
		{name: "a partial ruling without a check", results: ok("R003"),
			partial: map[string]string{"R002": "what"}, err: "partial.tsv lists R002, which no check covers"},
		{name: "a check naming no ruling", results: ok("R600"), err: `names "R600", which is not a ruling`},
		{name: "a check naming nothing", results: ok(), err: "names no ruling"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := rulings.BuildFrom(tt.results, tt.nt, tt.partial)
			if err == nil || !strings.Contains(err.Error(), tt.err) {
				t.Errorf("error %v, want one containing %q", err, tt.err)
			}
		})
	}
}

func TestCommittedNotes(t *testing.T) {
	if _, err := rulings.NotTestableReasons(); err != nil {
		t.Errorf("not-testable.tsv: %v", err)
	}
	if _, err := rulings.PartialNotes(); err != nil {
		t.Errorf("partial.tsv: %v", err)
	}
}

func TestValidID(t *testing.T) {
	for id, want := range map[string]bool{"R001": true, "R525": true, "R000": false, "R526": false, "R12": false, "r012": false, "R0123": false} {
		if got := rulings.ValidID(id); got != want {
			t.Errorf("ValidID(%q) = %v, want %v", id, got, want)
		}
	}
}
