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
	// Name says what it shows, without the ruling ids.
	Name string
	// Run checks: it reports failures through t, as a test does.
	Run func(t onrtest.TB)
}

// Title is the check's name with its rulings first: "R012 subroutines …".
func (c Check) Title() string { return strings.Join(c.Rulings, " ") + " " + c.Name }

// All returns every registered check, in the order of their first ruling.
func All() []Check {
	out := slices.Clone(registry)
	slices.SortStableFunc(out, func(a, b Check) int { return strings.Compare(a.Rulings[0], b.Rulings[0]) })
	return out
}

// Run runs one check under a Recorder and returns its result for the
// ledger.
func Run(c Check) rulings.Result {
	rec := onrtest.RecordCheck(c.Title(), c.Run)
	out := rulings.Result{Rulings: c.Rulings, Kind: rulings.KindCheck, Name: c.Title(), Messages: rec.Messages, Duration: rec.Duration}
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
