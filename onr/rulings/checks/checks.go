// Package checks holds the compiled checks of the official ONR rulings:
// ordinary Go code that arranges a position with the test harness
// (onr/onrtest), plays choices and asserts what the ruling says. They run
// the same way under "go test" (one subtest per check, named after its
// rulings) and from the binary: "datafort rulings" runs every one of them
// live, under an onrtest.Recorder, and builds the ledger from what they
// report (package onr/rulings).
//
// To add a check, write a function taking an onrtest.TB in this package
// and list it in registry.go with the rulings it checks; a check function
// that is not listed fails TestEveryCheckIsRegistered.
package checks

import (
	"slices"
	"strings"

	"github.com/datafort/datafort/onr/onrtest"
	"github.com/datafort/datafort/onr/rulings"
)

// Check is one compiled check of one or more rulings.
type Check struct {
	// Rulings are the rulings it checks, first the one it is filed under.
	Rulings []string
	// Rules are the numbered rules of the ONR rules digest it checks
	// ("ONR-17.2"); a check of rules only has no rulings (rules_*.go).
	Rules []string
	// Name says what it shows, without the ruling ids.
	Name string
	// Run checks: it reports failures through t, as a test does.
	Run func(t onrtest.TB)
}

// Title is the check's name with its rulings first: "R012 subroutines …".
func (c Check) Title() string { return strings.Join(c.ids(), " ") + " " + c.Name }

// ids are the rulings, then the rules, the check names.
func (c Check) ids() []string { return slices.Concat(c.Rulings, c.Rules) }

// All returns every registered check, those of rulings in the order of
// their first ruling, then those of rules only (rulesRegistry) in theirs.
func All() []Check {
	out := slices.Concat(registry, rulesRegistry)
	slices.SortStableFunc(out, func(a, b Check) int {
		if (len(a.Rulings) == 0) != (len(b.Rulings) == 0) {
			if len(a.Rulings) == 0 {
				return 1
			}
			return -1
		}
		return strings.Compare(a.ids()[0], b.ids()[0])
	})
	return out
}

// Run runs one check under a Recorder and returns its result for the
// ledger.
func Run(c Check) rulings.Result {
	rec := onrtest.RecordCheck(c.Title(), c.Run)
	out := rulings.Result{Rulings: c.Rulings, Rules: c.Rules, Kind: rulings.KindCheck, Name: c.Title(), Messages: rec.Messages, Duration: rec.Duration}
	switch rec.Outcome {
	case onrtest.Passed:
		out.Outcome = rulings.Passed
	case onrtest.Skipped:
		out.Outcome = rulings.Skipped
	default:
		out.Outcome = rulings.Failed
	}
	return out
}

// RunAll runs every check of cs, one after another, and returns their
// results in order.
func RunAll(cs []Check) []rulings.Result {
	out := make([]rulings.Result, len(cs))
	for i, c := range cs {
		out[i] = Run(c)
	}
	return out
}
