package rulings_test

import (
	"strings"
	"testing"

	"github.com/datafort/datafort/onr"
	_ "github.com/datafort/datafort/onr/cards" // the implemented cards
	"github.com/datafort/datafort/onr/rulings"
	"github.com/datafort/datafort/onr/scenario"
)

// repositoryLedger builds the ledger as "datafort rulings" does.
func repositoryLedger(t *testing.T) (*rulings.Ledger, []rulings.Ruling) {
	t.Helper()
	results, err := scenario.RunPaths("../../scenarios")
	if err != nil {
		t.Fatal(err)
	}
	l, err := rulings.Build(scenario.RulingChecks(results))
	if err != nil {
		t.Fatal(err)
	}
	all, err := rulings.All()
	if err != nil {
		t.Fatal(err)
	}
	return l, all
}

// The ledger's promise to judges, made executable: every General-section
// ruling is checked or accounted for, and a card ruling is checked as soon
// as every card it names is implemented. "Not testable" is for rulings no
// check can cover; a ruling that merely waits for a card is untested, not
// untestable.
func TestEveryRulingThatCanBeCheckedIsChecked(t *testing.T) {
	l, all := repositoryLedger(t)
	implemented := map[string]bool{}
	for _, title := range onr.Implemented() {
		implemented[title] = true
	}
	for i, r := range all {
		e := l.Entries[i]
		if e.Status == rulings.Fail {
			t.Errorf("%s (%s) fails: %s", r.ID, r.Topic, e.Check)
			continue
		}
		if e.Status == rulings.NotTestable && strings.HasPrefix(e.Check, "needs card") {
			t.Errorf("%s (%s) is listed as not testable because it %s: implement the card and check it", r.ID, r.Topic, e.Check)
		}
		if r.Section == "general" && e.Status == rulings.Untested {
			t.Errorf("General ruling %s (%s) has no check and no reason", r.ID, r.Topic)
		}
		if len(r.Cards) == 0 || e.Status != rulings.Untested {
			continue
		}
		every := true
		for _, c := range r.Cards {
			if !implemented[c] {
				every = false
			}
		}
		if every {
			t.Errorf("%s names only implemented cards %q but has no check", r.ID, r.Cards)
		}
	}
}
