package rulings

import (
	"slices"
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

// TestCoreCoverageCountsOutcomeRulesOfPassingScenarios: an outcome rule of
// §§2–12 is covered when every scenario naming it passed; a failed or
// skipped scenario leaves it uncovered, a rule cited only outside §§2–12
// is not counted, and a CR scenario file names rules, never rulings.
func TestCoreCoverageCountsOutcomeRulesOfPassingScenarios(t *testing.T) {
	rules, err := Rules()
	if err != nil {
		t.Fatal(err)
	}
	core := 0
	for _, r := range rules {
		if r.Scope == ScopeCore && r.Class == ClassOutcome {
			core++
		}
	}
	cr := func(name string, o Outcome, rules ...string) Result {
		return Result{Scenario: name, Rules: rules, Outcome: o}
	}
	for _, tc := range []struct {
		name    string
		results []Result
		covered int
		out     []string // rules that must be uncovered
	}{
		{"no scenario: nothing is covered", nil, 0, []string{"rule_mandatory_draw"}},
		{"a passing CR scenario covers its rule", []Result{cr("nsg-cr-5.3.2-the-corp-draws", Passed, "rule_mandatory_draw")}, 1, nil},
		{"a failing one does not", []Result{cr("nsg-cr-5.3.2-the-corp-draws", Failed, "rule_mandatory_draw")}, 0, []string{"rule_mandatory_draw"}},
		{"one failing scenario of two uncovers the rule", []Result{cr("nsg-cr-5.3.2-a", Passed, "rule_mandatory_draw"), cr("nsg-cr-5.3.2-b", Skipped, "rule_mandatory_draw")}, 0, []string{"rule_mandatory_draw"}},
		{"a rule cited only outside §§2–12 is not counted", []Result{cr("nsg-cr-1.8.3-active", Passed, "rule_active_cards")}, 0, nil},
		{"a digest scenario covers the rules it names", []Result{{Scenario: "NSG-S12", Rules: []string{"rule_cost_checkpoint_cost_zero", "rule_cost_zero"}, Outcome: Passed}}, 2, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			l, err := Build(tc.results)
			if err != nil {
				t.Fatal(err)
			}
			if l.Core.Total != core || l.Core.Covered != tc.covered || len(l.Core.Uncovered) != core-tc.covered {
				t.Errorf("covered %d of %d, %d uncovered; want %d of %d", l.Core.Covered, l.Core.Total, len(l.Core.Uncovered), tc.covered, core)
			}
			for _, id := range tc.out {
				if !slices.ContainsFunc(l.Core.Uncovered, func(r Rule) bool { return r.ID == id }) {
					t.Errorf("%s is not listed uncovered", id)
				}
			}
		})
	}
	for _, tc := range []struct {
		name string
		res  Result
		err  string
	}{
		{"a CR scenario naming a ruling", Result{Scenario: "nsg-cr-5.3.2-x", Rulings: []string{"RU24.09-01"}, Rules: []string{"rule_mandatory_draw"}, Outcome: Passed}, "maps rulings to the digest's scenarios only"},
		{"a CR scenario naming no rule", Result{Scenario: "nsg-cr-5.3.2-x", Outcome: Passed}, "names no CR rule"},
		{"a file that is neither", Result{Scenario: "nsg-5.3.2-x", Rules: []string{"rule_mandatory_draw"}, Outcome: Passed}, "nor a CR scenario file"},
	} {
		t.Run("refused: "+tc.name, func(t *testing.T) {
			if _, err := Build([]Result{tc.res}); err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("Build: %v; want an error containing %q", err, tc.err)
			}
		})
	}
}
