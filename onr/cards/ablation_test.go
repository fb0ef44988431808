package cards_test

import (
	"flag"
	"testing"

	"github.com/datafort/datafort/engine/ablate"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// The ablation gate (issue 21): every printed ability of a card, disabled,
// every op of its program, disabled, and every number or switch of it,
// moved by one (onr.Ablations), must make
// at least one of the card's own tests (the subtests named "<title>: …")
// fail. It replaced the coverage gate (every ability took effect in its
// card's tests), which it subsumes: an ability disabled that no test
// notices is one no test made take effect. Each change is made in a worker process (the test binary run again
// with only TestAblationWorker), in-process and without editing a source:
// onr.Ablate swaps the card's definition for a changed copy, the worker
// runs the card tests with every other card's subtests skipped, then swaps
// it back. A change no test notices fails the gate, unless it is listed in
// testdata/ablation/equivalent.txt with the reason no game can tell it
// apart; a listed change that a test notices fails it too. (The gate
// landed with an allow-list of 83 survivors on 45 cards; it was emptied
// and removed.)
var (
	ablateCards  = flag.String("ablate.cards", "", "ablation gate: only these cards (titles separated by '|'), not every card")
	ablateProcs  = flag.Int("ablate.procs", 0, "ablation gate: worker processes at once (0: GOMAXPROCS)")
	ablateReport = flag.String("ablate.report", "", "ablation gate: write every change, its result and the card's own tests that failed under it to this file (ablate.WriteReport)")
)

// ablateEnv names the file of changes a worker process makes.
const ablateEnv = "DATAFORT_ABLATE"

// TestAblationWorker is the gate's worker: it does nothing unless the gate
// started this process (ablate.Serve).
func TestAblationWorker(t *testing.T) {
	ablate.Serve(t, ablateEnv, onr.Ablate, runOwnTests)
}

// ownTests runs the card tests for the worker, one card's own at a time
// (onrtest.Observe reports each test setting up a game: ablate.OwnTests).
var ownTests = &ablate.OwnTests{All: onr.Implemented(), Tests: cardTests}

// runOwnTests runs the card tests for title's ablations (ablate.OwnTests.Run).
func runOwnTests(t *testing.T, title string) (failed []string) {
	return ownTests.Run(t, title, func(observe func(ablate.TB)) {
		onrtest.Observe = nil
		if observe != nil {
			onrtest.Observe = func(tb onrtest.TB) { observe(tb) }
		}
	})
}

// TestEveryAbilityAndNumberOfACardIsPinnedByItsOwnTests is the gate: every
// card, or those -ablate.cards names.
func TestEveryAbilityAndNumberOfACardIsPinnedByItsOwnTests(t *testing.T) {
	ablate.Gate{
		Worker:     "TestAblationWorker",
		Env:        ablateEnv,
		Procs:      *ablateProcs,
		Batch:      150,
		Only:       *ablateCards,
		All:        onr.Implemented(),
		Equivalent: "testdata/ablation/equivalent.txt",
		Report:     *ablateReport,
		Cards:      onr.AblationCards(),
	}.Check(t)
}
