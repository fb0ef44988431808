package cards_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"reflect"
	"runtime"
	"slices"
	"strings"
	"testing"

	_ "github.com/datafort/datafort/onr/cards" // the implemented cards
)

// cardTests are the tests of this package that play card texts, which the
// ablation gate runs under each change of a card (ablation_test.go).
// TestEveryCardTestIsCounted keeps the list complete.
var cardTests = []func(*testing.T){
	TestCorpIce, TestCorpAgendas, TestCorpNodes, TestCorpUpgrades, TestCorpOperations,
	TestDedicatedActions, TestHiddenResources, TestRunsThisGameAndSurchargedTraces, TestCorporateAlly,
	TestIceTransmutation, TestTutor, TestSuperglue, TestOffSiteBackups, TestHauntingInquisition, TestPattelsVirus, TestDropp,
	TestHuntClubBBS, TestShockTreatment, TestPreventionCards, TestProhibitions, TestBadPublicityAndFirestarters,
	TestDiceAndReplacement, TestExtraActionsAndNoise, TestAboveRezCostIce,
	TestIcebreakers, TestRunnerPrograms, TestHardware, TestResources, TestPreps,
	TestShellTraders, TestArasakaPortablePrototype,
	TestTriggeredIce, TestFoundationCards, TestFoundationPreps,
	TestClassAIce, TestClassABreakers, TestClassARunnerPrograms, TestClassAPrevention, TestClassAHardware, TestClassAMoreRunnerCards, TestSwissBankAccountPaysOnce,
	TestClassACorpAgendas, TestClassACorpNodesAndUpgrades, TestClassACorpOperations,
	TestStealthAndRestrictedPrograms, TestDecksAndChips, TestVehicles,
	TestClassBBreakers,
	TestClassBPrevention, TestFlatlinePrevention, TestLifesaverNanosurgeons, TestMovingIce, TestTrodeSet,
	TestMicrotechBackupDrive,
	TestIceCardsPinnedByTheirText,
	TestRunnerCardsPinned,
	TestDifficultyAndStrengthAgendas, TestStoredBitsAgendas, TestScoreBonusAgendas, TestExtraDrawAndActionAgendas, TestOverAdvancedAgendas, TestZoneShuffleAgendas, TestDamageBonusAgendas,
	TestAdvancementOperations, TestMemoryUntilTheEndOfTheTurn, TestDoubleOperations, TestMovingAdvancementCounters,
	TestNodesWithStoredBits, TestNodesOfAdvancementCounters, TestNodesAtTheEndOfTheTurn, TestAmbushNodes, TestNodesOfRunsAndTraces, TestNodesThatRollADie, TestNodesThatChangeIce, TestNodesThatChangeInstalls,
	TestUpgradesThatChangeIceInstalls, TestUpgradesAtTheStartOfARun, TestUpgradesThatAmbushOnAccess, TestRegions, TestRegionsThatChangeIce, TestUpgradesAfterIceIsPassed, TestUpgradesAfterARun, TestUpgradesThatChangeBreaking,
	TestPart2Programs, TestPart2VirusPrograms, TestPart2TracePrograms, TestPart2CorpTurnViruses,
	TestResourcesWithStoredBits, TestResourcesOfRuns, TestBroker, TestResourcesThatFetchCards, TestResourcesThatLookAtCorpCards, TestSimulacrum, TestHiddenPreventionResources, TestSmithsPawnshop,
	TestPrepsOfThePoolsSecondPart, TestPrepsOfRunsAndBits, TestPrepsThatSearch, TestPrepsOfDiceAndShuffles, TestPrepsThatDerez, TestPrepsThatTrashForBits, TestPrepsThatReplaceAccess,
}

// notCardTests are the other tests of the package.
var notCardTests = []string{
	"TestRandomGamesKeepInvariants", // random games: no card owns them
	"TestEveryCardTestIsCounted",
	"TestStartOfRunAskedOnPublicGrounds",                                          // a leak case of the start-of-run decision
	"TestAblationWorker", "TestEveryAbilityAndNumberOfACardIsPinnedByItsOwnTests", // the ablation gate (ablation_test.go)
	"TestPaymentEventTexts", "TestCardListEventTexts", // how events are worded (payevents_test.go), not what cards do
}

// TestEveryCardTestIsCounted fails for a test function of this package
// that is neither in cardTests nor in notCardTests.
func TestEveryCardTestIsCounted(t *testing.T) {
	listed := map[string]bool{}
	for _, f := range cardTests {
		name := runtime.FuncForPC(reflect.ValueOf(f).Pointer()).Name()
		listed[name[strings.LastIndex(name, ".")+1:]] = true
	}
	files, err := filepath.Glob("*_test.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	for _, path := range files {
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Recv == nil && strings.HasPrefix(fd.Name.Name, "Test") &&
				!listed[fd.Name.Name] && !slices.Contains(notCardTests, fd.Name.Name) {
				t.Errorf("%s (%s) is not in cardTests: the ablation gate would not run it", fd.Name.Name, path)
			}
		}
	}
}
