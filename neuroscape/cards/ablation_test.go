package cards_test

import (
	"flag"
	"testing"

	"github.com/datafort/datafort/engine/ablate"
	"github.com/datafort/datafort/neuroscape"
)

// The ablation gate for Neuroscape cards (issue 25, as NSG's in nsg/cards
// and ONR's in onr/cards): every part of a card's definition switched off
// (its text, a tier, an activated ability, its netcheck, reversed or
// triggered effects), every effect of it disabled, and every number or
// switch of it moved by one or flipped (neuroscape.Ablations), must make
// at least one of the card's own tests (the subtests named "<name>: …")
// fail. Each change is made in a worker process (the test binary run again
// with only TestAblationWorker): neuroscape.Ablate swaps the card's
// definition for a changed copy, the worker runs the card tests with every
// other card's subtests skipped as they set up a game (observe, called by
// newTable), then swaps it back. A change no test notices fails the gate,
// unless it is listed in testdata/ablation/equivalent.txt with the reason
// no game can tell it apart; a listed change that a test notices fails it
// too. There is no allow-list.
var (
	ablateCards = flag.String("ablate.cards", "", "ablation gate: only these cards (names separated by '|'), not every card")
	ablateProcs = flag.Int("ablate.procs", 0, "ablation gate: worker processes at once (0: GOMAXPROCS)")
)

// cardTests are the tests of this package that play card texts, which the
// gate's worker runs; TestEveryCardTestIsCounted keeps the list complete.
var cardTests = []func(*testing.T){
	TestCards, TestDivineCards, TestTheFool, TestAekaniPriestessAndTheAmrita, TestAurora, TestDustToDust,
	TestDigitalSpectre, TestHexCodemancer, TestNova, TestTheGrid, TestTrojans, TestScenarioCards,
	TestSlotCards, TestMainframes, TestSpotlight, TestCharactersWithoutText, TestCacheCards,
	TestAbilitiesOnProgramsAndSelf, TestGearCards, TestSynthetix, TestLastingCards, TestThrasherCards,
	TestBattleAxe, TestShredder, TestEMPGrenade, TestMysticCards, TestMoshPit, TestKnights,
	TestPsychosisCards, TestCostChangingCards, TestTheSingularity, TestCloakingField, TestDamagePrevention,
	TestMaliciousCyberware, TestTokenCards, TestTierThresholds, TestSpotlightTiers,
	TestInstallsComeInRunning, TestHighPriestessReversed, TestHexDiscountOnADearProgram,
	TestPsychosisTotals,
}

// notCardTests are the other tests of the package: random games, views
// and the card data, which no one card owns.
var notCardTests = []string{
	"TestConformance", "TestCompleteDecksPlay", "TestChoiceEffects", "TestEngagementCountsWhatResolved",
	"TestNoLeaks", "TestLeakCheckerAgrees", "TestShippedDecksLeakNothing", "TestEveryDefinedCardIsTested",
	"TestEveryCardTestIsCounted",
	"TestAblationWorker", "TestEveryPartAndNumberOfACardIsPinnedByItsOwnTests", // the gate
}

// TestEveryCardTestIsCounted fails for a test function of this package
// that is neither in cardTests nor in notCardTests.
func TestEveryCardTestIsCounted(t *testing.T) {
	ablate.CheckCounted(t, cardTests, notCardTests)
}

// ablateEnv names the file of changes a worker process makes.
const ablateEnv = "DATAFORT_NEUROSCAPE_ABLATE"

// TestAblationWorker is the gate's worker: it does nothing unless the gate
// started this process (ablate.Serve).
func TestAblationWorker(t *testing.T) {
	ablate.Serve(t, ablateEnv, neuroscape.Ablate, runOwnTests)
}

// implemented returns the names of the cards the game plays (a token is
// made by a card, and has no definition of its own to change).
func implemented() []string {
	var out []string
	for _, name := range neuroscape.Defined() {
		if neuroscape.Implemented(name) {
			out = append(out, name)
		}
	}
	return out
}

// ownTests runs the card tests for the worker, one card's own at a time
// (observe reports each test setting up a game: ablate.OwnTests).
var ownTests = &ablate.OwnTests{All: implemented(), Tests: cardTests}

// runOwnTests runs the card tests for name's changes (ablate.OwnTests.Run).
func runOwnTests(t *testing.T, name string) bool {
	return ownTests.Run(t, name, func(o func(ablate.TB)) {
		observe = nil
		if o != nil {
			observe = func(tb *testing.T) { o(tb) }
		}
	})
}

// TestEveryPartAndNumberOfACardIsPinnedByItsOwnTests is the gate: every
// implemented Neuroscape card, or those -ablate.cards names.
func TestEveryPartAndNumberOfACardIsPinnedByItsOwnTests(t *testing.T) {
	ablate.Gate{
		Worker:     "TestAblationWorker",
		Env:        ablateEnv,
		Procs:      *ablateProcs,
		Batch:      100,
		Only:       *ablateCards,
		All:        implemented(),
		Equivalent: "testdata/ablation/equivalent.txt",
		Cards:      neuroscape.AblationCards(),
	}.Check(t)
}
