package rulings

import (
	"strings"
	"testing"
)

// TestLedgerStatusesComeFromResults: a status is what the scenarios run
// now say, never a default pass.
func TestLedgerStatusesComeFromResults(t *testing.T) {
	pass := func(s string, rulings ...string) Result {
		return Result{Scenario: s, Rulings: rulings, Outcome: Passed}
	}
	for _, tc := range []struct {
		name    string
		results []Result
		ruling  string
		want    Status
		missing string
	}{
		{"no scenario ran: untested", nil, "RU24.09-04", Untested, "NSG-S08 NSG-S09 NSG-S13"},
		{"every mapped scenario passed: pass", []Result{pass("NSG-S05", "RU24.09-02")}, "RU24.09-02", Pass, ""},
		{"one of three mapped scenarios passed: partial", []Result{pass("NSG-S08", "RU24.09-04")}, "RU24.09-04", Partial, "NSG-S09 NSG-S13"},
		{"a failed scenario fails the ruling", []Result{pass("NSG-S10", "RU24.09-05"), {Scenario: "NSG-S11", Rulings: []string{"RU24.09-05"}, Outcome: Failed}}, "RU24.09-05", Fail, ""},
		{"a skipped scenario fails the ruling", []Result{{Scenario: "NSG-S07", Rulings: []string{"RU24.09-10"}, Outcome: Skipped}}, "RU24.09-10", Fail, ""},
		{"a scenario that does not name the ruling does not count", []Result{pass("NSG-S05")}, "RU24.09-02", Untested, "NSG-S05"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			l, err := Build(tc.results)
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range l.Rulings {
				if e.ID == tc.ruling {
					if e.Status != tc.want || strings.Join(e.Missing, " ") != tc.missing {
						t.Errorf("%s: %s, missing %v; want %s, missing %s", e.ID, e.Status, e.Missing, tc.want, tc.missing)
					}
					return
				}
			}
			t.Fatalf("%s is not in the ledger", tc.ruling)
		})
	}
}

func TestLedgerRulesStatuses(t *testing.T) {
	l, err := Build([]Result{{Scenario: "NSG-S12", Rules: []string{"rule_cost_checkpoint_cost_zero"}, Outcome: Passed}})
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]Status{"rule_cost_checkpoint_cost_zero": Pass, "rule_cost_zero": Untested, "rule_trigger_condition": Definition}
	for _, e := range l.Rules {
		if w, ok := want[e.ID]; ok && e.Status != w {
			t.Errorf("%s: %s, want %s", e.ID, e.Status, w)
		}
	}
	if l.RuleTotals[Pass] != 1 || l.RuleTotals[Definition] == 0 {
		t.Errorf("rule totals %v", l.RuleTotals)
	}
}

// TestLedgerRefusesResultsItCannotPlace: a result naming what the ledger
// does not know, or a definition, is an error.
func TestLedgerRefusesResultsItCannotPlace(t *testing.T) {
	for _, tc := range []struct {
		name string
		res  Result
		err  string
	}{
		{"an unknown scenario", Result{Scenario: "NSG-S17", Outcome: Passed}, "not a scenario of the digest"},
		{"an unknown ruling", Result{Scenario: "NSG-S01", Rulings: []string{"RU24.09-99"}, Outcome: Passed}, "not a ruling of the ledger"},
		{"a ruling not mapped to the scenario", Result{Scenario: "NSG-S01", Rulings: []string{"RU24.09-05"}, Outcome: Passed}, "does not map to it"},
		{"an unknown rule", Result{Scenario: "NSG-S01", Rules: []string{"rule_nothing"}, Outcome: Passed}, "not a rule of the index"},
		{"a definition", Result{Scenario: "NSG-S01", Rules: []string{"rule_trigger_condition"}, Outcome: Passed}, "nothing checks a definition"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := Build([]Result{tc.res}); err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("Build: %v; want an error containing %q", err, tc.err)
			}
		})
	}
}
