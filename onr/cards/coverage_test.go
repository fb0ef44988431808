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

	"github.com/datafort/datafort/onr"
	_ "github.com/datafort/datafort/onr/cards" // the implemented cards
	"github.com/datafort/datafort/onr/onrtest"
)

// cardTests are the tests of this package that play card texts, run again
// by TestEveryAbilityTakesEffectInItsCardsOwnTests with the coverage count
// on. TestEveryCardTestIsCounted keeps the list complete.
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
}

// notCardTests are the other tests of the package.
var notCardTests = []string{
	"TestRandomGamesKeepInvariants", // random games: no card owns them
	"TestEveryAbilityTakesEffectInItsCardsOwnTests", "TestEveryCardTestIsCounted",
	"TestStartOfRunAskedOnPublicGrounds",                                          // a leak case of the start-of-run decision
	"TestAblationWorker", "TestEveryAbilityAndNumberOfACardIsPinnedByItsOwnTests", // the ablation gate (ablation_test.go)
}

// A card counts as done only when its own tests make every ability of its
// definition take effect, and every op of each ability's program run: the
// card tests run again with the engine's coverage count on (onr.Coverage),
// each subtest counted apart, and a card's own tests are the subtests named
// "<title>: …". An ability that is never used, a trigger that never fires,
// a static never read where it changes something, or a clause of a program
// never reached (what a successful trace does) fails the test, naming it.
func TestEveryAbilityTakesEffectInItsCardsOwnTests(t *testing.T) {
	owner := map[string]string{} // "<title>:" with underscores, as in a subtest's name → title
	for _, title := range onr.Implemented() {
		owner[strings.ReplaceAll(title+":", " ", "_")] = title
	}
	byCard := map[string]*onr.Coverage{}
	other := onr.NewCoverage() // what tests of no card make happen
	onrtest.Observe = func(tb onrtest.TB) {
		c := other
		for _, part := range strings.Split(tb.Name(), "/") {
			for prefix, title := range owner {
				if strings.HasPrefix(part, prefix) {
					if byCard[title] == nil {
						byCard[title] = onr.NewCoverage()
					}
					c = byCard[title]
				}
			}
		}
		onr.SetCoverage(c)
	}
	defer func() {
		onrtest.Observe = nil
		onr.SetCoverage(nil)
	}()
	for _, f := range cardTests {
		name := runtime.FuncForPC(reflect.ValueOf(f).Pointer()).Name()
		t.Run(name[strings.LastIndex(name, ".")+1:], f)
	}
	onrtest.Observe = nil
	onr.SetCoverage(nil)
	var missing []string
	for _, title := range onr.Implemented() {
		c := byCard[title]
		if c == nil {
			missing = append(missing, title+": no subtest named \""+title+": …\" plays it")
			continue
		}
		missing = append(missing, c.Untouched(title)...)
	}
	if len(missing) > 0 {
		t.Errorf("%d abilities of implemented cards never took effect in their card's own tests:\n\t%s", len(missing), strings.Join(missing, "\n\t"))
	}
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
				t.Errorf("%s (%s) is not in cardTests: the coverage of its cards is not counted", fd.Name.Name, path)
			}
		}
	}
}
