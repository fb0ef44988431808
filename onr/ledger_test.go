package onr_test

import (
	"slices"
	"testing"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/rulings"
	"github.com/datafort/datafort/onr/rulings/checks"
	"github.com/datafort/datafort/onr/scenario"
)

// ledger runs every compiled check and scenario as "datafort rulings" does
// and returns the ledger and the rulings that fail.
func ledger(t *testing.T) (*rulings.Ledger, []string) {
	t.Helper()
	files, err := scenario.RunPaths("../scenarios")
	if err != nil {
		t.Fatal(err)
	}
	l, err := rulings.Build(append(checks.RunAll(checks.All()), scenario.RulingChecks(files)...))
	if err != nil {
		t.Fatal(err)
	}
	var failing []string
	for _, e := range l.Entries {
		if e.Status == rulings.Fail {
			failing = append(failing, e.ID)
		}
	}
	return l, failing
}

// TestLedgerCatchesABrokenRule breaks a rule of the engine on purpose —
// trace ties go to the Runner, against ONR-12.2.5 — and runs the ledger as
// "datafort rulings" does: the rulings whose checks depend on ties fail, and
// the ledger says it failed (the command then exits non-zero; see
// cmd/datafort TestRulingsFailsWhenACheckFails). With the rule restored,
// nothing fails.
func TestLedgerCatchesABrokenRule(t *testing.T) {
	restore := onr.BreakTraceTiesForTest()
	l, failing := ledger(t)
	restore()
	t.Logf("with trace ties to the Runner: %v fail", failing)
	// R016: a trace of 0 bits succeeds against a link of 0; R017's check
	// bids to tie the link of one base-link card.
	for _, id := range []string{"R016", "R017"} {
		if !slices.Contains(failing, id) {
			t.Errorf("%s does not fail with ties going to the Runner; failing: %v", id, failing)
		}
	}
	if !l.Failed() || l.Totals[rulings.Fail] != len(failing) {
		t.Errorf("ledger Failed() = %v with %d failing rulings", l.Failed(), len(failing))
	}
	for _, e := range l.Entries {
		if e.Status == rulings.Fail {
			found := false
			for _, c := range e.Checks {
				found = found || (c.Outcome == rulings.Failed && len(c.Messages) > 0)
			}
			if !found {
				t.Errorf("%s fails without a failing check that says why: %+v", e.ID, e.Checks)
			}
		}
	}

	l, failing = ledger(t)
	if l.Failed() {
		t.Errorf("with the rule restored, %v still fail", failing)
	}
}
