package checks

import (
	"testing"

	"github.com/datafort/datafort/onr/rulings"
)

// TestRulesLedger builds the rules ledger as "datafort rulings" does: every
// rule of the digest is listed, in the digest's order, and none fails.
func TestRulesLedger(t *testing.T) {
	l := repositoryLedger(t)
	rules, err := rulings.Rules()
	if err != nil {
		t.Fatal(err)
	}
	if len(l.Rules) != len(rules) {
		t.Fatalf("the ledger lists %d rules, the digest has %d", len(l.Rules), len(rules))
	}
	for i, e := range l.Rules {
		if e.ID != rules[i].ID {
			t.Fatalf("rule %d is %s, want %s", i, e.ID, rules[i].ID)
		}
		if e.Status == rulings.Fail {
			t.Errorf("%s (%s) fails: %s", e.ID, e.Topic, e.Check)
		}
	}
	t.Logf("rules: %v", l.RuleTotals)
}
