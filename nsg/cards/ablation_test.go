package cards_test

import (
	"flag"
	"testing"

	"github.com/datafort/datafort/engine/ablate"
	"github.com/datafort/datafort/nsg"
	"github.com/datafort/datafort/nsg/nsgtest"
)

// The ablation gate for NSG cards (issue 24, as ONR's in onr/cards): every
// printed ability of a card, disabled, every instruction of it, disabled,
// and every number or switch of it, moved by one (nsg.Ablations), must make
// at least one of the card's own tests (the subtests named "<title>: …")
// fail. Each change is made in a worker process (the test binary run again
// with only TestAblationWorker): nsg.Ablate swaps the card's definition for
// a changed copy, the worker runs the card tests with every other card's
// subtests skipped as they set up a game (nsgtest.Observe), then swaps it
// back. A change no test notices fails the gate, unless it is listed in
// testdata/ablation/equivalent.txt with the reason no game can tell it
// apart; a listed change that a test notices fails it too. There is no
// allow-list.
var (
	ablateCards  = flag.String("ablate.cards", "", "ablation gate: only these cards (titles separated by '|'), not every card")
	ablateProcs  = flag.Int("ablate.procs", 0, "ablation gate: worker processes at once (0: GOMAXPROCS)")
	ablateReport = flag.String("ablate.report", "", "ablation gate: write every change, its result and the card's own tests that failed under it to this file (ablate.WriteReport)")
)

// cardTests are the tests of this package that play card texts, which the
// gate's worker runs; TestEveryCardTestIsCounted keeps the list complete.
var cardTests = []func(*testing.T){
	TestAgendas, TestAssets, TestEvents, TestHosting, TestHostsAreSaved, TestIce, TestIdentities,
	TestSystemGatewayIntermediateCards, TestSystemGatewayRunCards, TestSystemGatewayOtherCards,
	TestOperations, TestInstallAndRezOperations, TestPatchwork, TestMoshing, TestPrograms,
	TestResources, TestUpgrades,
}

// notCardTests are the other tests of the package.
var notCardTests = []string{
	"TestEveryCardTestIsCounted",
	"TestAblationWorker", "TestEveryAbilityAndNumberOfACardIsPinnedByItsOwnTests", // the gate
	"TestEngagementCountsWhatTookEffect", "TestFuzzDecksMeetEveryCard", // fuzzing's count and decks
}

// TestEveryCardTestIsCounted fails for a test function of this package
// that is neither in cardTests nor in notCardTests.
func TestEveryCardTestIsCounted(t *testing.T) {
	ablate.CheckCounted(t, cardTests, notCardTests)
}

// ablateEnv names the file of changes a worker process makes.
const ablateEnv = "DATAFORT_NSG_ABLATE"

// TestAblationWorker is the gate's worker: it does nothing unless the gate
// started this process (ablate.Serve).
func TestAblationWorker(t *testing.T) {
	ablate.Serve(t, ablateEnv, nsg.Ablate, runOwnTests)
}

// ownTests runs the card tests for the worker, one card's own at a time
// (nsgtest.Observe reports each test setting up a game: ablate.OwnTests).
var ownTests = &ablate.OwnTests{All: nsg.Implemented(), Tests: cardTests}

// runOwnTests runs the card tests for title's ablations (ablate.OwnTests.Run).
func runOwnTests(t *testing.T, title string) (failed []string) {
	return ownTests.Run(t, title, func(observe func(ablate.TB)) {
		nsgtest.Observe = nil
		if observe != nil {
			nsgtest.Observe = func(tb *testing.T) { observe(tb) }
		}
	})
}

// TestEveryAbilityAndNumberOfACardIsPinnedByItsOwnTests is the gate: every
// implemented NSG card, or those -ablate.cards names.
func TestEveryAbilityAndNumberOfACardIsPinnedByItsOwnTests(t *testing.T) {
	ablate.Gate{
		Worker:     "TestAblationWorker",
		Env:        ablateEnv,
		Procs:      *ablateProcs,
		Batch:      100,
		Only:       *ablateCards,
		All:        nsg.Implemented(),
		Equivalent: "testdata/ablation/equivalent.txt",
		Report:     *ablateReport,
		Cards:      nsg.AblationCards(),
	}.Check(t)
}
