package cards_test

import (
	"flag"
	"reflect"
	"strings"
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
	ablateCards  = flag.String("ablate.cards", "", "ablation gate: only these cards (names separated by '|'), not every card")
	ablateProcs  = flag.Int("ablate.procs", 0, "ablation gate: worker processes at once (0: GOMAXPROCS)")
	ablateReport = flag.String("ablate.report", "", "ablation gate: write every change, its result and the card's own tests that failed under it to this file (ablate.WriteReport)")
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
	TestPsychosisTotals, TestTethers, TestTheSpiritRealm, TestSpinalSplitter, TestTetherChainCards, TestGokudoSilencer, TestReanimator,
}

// notCardTests are the other tests of the package: random games, views
// and the card data, which no one card owns.
var notCardTests = []string{
	"TestConformance", "TestCompleteDecksPlay", "TestChoiceEffects", "TestEngagementCountsWhatResolved",
	"TestAGearsActivationIsCountedUnderItsOwnLabel", "TestEngagementCountsActivationsUnderTheirOwnLabels",
	"TestNoLeaks", "TestLeakCheckerAgrees", "TestShippedDecksLeakNothing", "TestEveryDefinedCardIsTested",
	"TestEveryCardTestIsCounted", "TestMakeAblationChangesOneCardUntilRestored", "TestFuzzDecksMeetEveryCard",
	"TestAblationWorker", "TestEveryPartAndNumberOfACardIsPinnedByItsOwnTests", // the gate
	"TestFingerprint",                        // the rules a game is played under: it changes cards itself
	"TestASampledWorldLooksTheSameToTheSeat", // information states, over random games
	"TestStepIsApplyWithoutEvents",           // Step against Apply, over random games
	"TestSteppedConcessionIsApplied",         // a concession stepped against one applied
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
func runOwnTests(t *testing.T, name string) (failed []string) {
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
		Report:     *ablateReport,
		Cards:      neuroscape.AblationCards(),
	}.Check(t)
}

// TestMakeAblationChangesOneCardUntilRestored: a listed change made
// through the game's ablation hooks (engine.Ablator) changes the card's
// definition as its name says, restore puts the definition back exactly,
// and a change not listed, of an unknown card or of a card already
// changed is refused, naming it.
func TestMakeAblationChangesOneCardUntilRestored(t *testing.T) {
	def := func(name string) *neuroscape.Def { d, _ := neuroscape.Lookup(name); return d }
	rs := neuroscape.Ruleset{}
	for _, tt := range []struct {
		name    string
		change  string
		then    string // a second change made while the first holds
		changed func() bool
		err     string
	}{
		{name: "an activated ability switched off keeps its place with no effects", change: "ADMIN|0|off",
			changed: func() bool { a := def("ADMIN").Abilities; return len(a) == 1 && len(a[0].Effects) == 0 }},
		{name: "a tier switched off is removed", change: "SPOTLIGHT|1|off",
			changed: func() bool { return len(def("SPOTLIGHT").Tiers) == 1 }},
		{name: "an effect disabled is an effect of no kind in its place", change: "DUST TO DUST|0|Effects[0]=off",
			changed: func() bool {
				e := def("DUST TO DUST").Effects
				return len(e) == 2 && e[0].Kind == 0 && e[1].Kind == neuroscape.EffDestroy
			}},
		{name: "a tier's need moved by one", change: "OMNIS BLOOD DIAMOND|0|Needs[0].N=3",
			changed: func() bool { return def("OMNIS BLOOD DIAMOND").Tiers[0].Needs["Corpo"] == 3 }},
		{name: "a pool swapped", change: "OVERLOAD MK. I|0|Effects[0].Pool=0",
			changed: func() bool { return def("OVERLOAD MK. I").Effects[0].Pool == neuroscape.BF }},
		{name: "an install's running switch flipped", change: "ADMIN|0|Effects[0].Running=0",
			changed: func() bool { return !def("ADMIN").Abilities[0].Effects[0].Running }},
		{name: "a static value moved by one", change: "RAILGUN|-1|AttachAtk=6",
			changed: func() bool { return def("RAILGUN").AttachAtk == 6 }},
		{name: "a card already changed is refused", change: "RAILGUN|-1|AttachAtk=6", then: "RAILGUN|-1|AttachAtk=4",
			changed: func() bool { return def("RAILGUN").AttachAtk == 6 }, err: "already changed"},
		{name: "a pool the effect does not read is no change", change: "DELETE|0|Effects[0].Pool=1", err: `unknown change "DELETE|0|Effects[0].Pool=1": not one of DELETE's changes`},
		{name: "a change of an unknown card is refused naming it", change: "DELET|0|off", err: `no card is titled "DELET"`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var saved neuroscape.Def
			if d := def(strings.Split(tt.change, "|")[0]); d != nil {
				saved = *d
			}
			made, restore, err := rs.Ablate(tt.change)
			if err == nil && tt.then != "" {
				defer restore()
				_, _, err = rs.Ablate(tt.then)
			}
			if tt.err != "" {
				if err == nil || !strings.Contains(err.Error(), tt.err) {
					t.Fatalf("error %v, want one containing %q", err, tt.err)
				}
				if tt.changed != nil && !tt.changed() {
					t.Errorf("the first change was undone by the refused one")
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if made.Name != tt.change || made.Text == "" {
				t.Errorf("made %+v, want %q with its wording", made, tt.change)
			}
			if !tt.changed() {
				t.Errorf("%s: the definition is not changed", tt.change)
			}
			restore()
			restore() // again: nothing
			if after := def(saved.Name); !reflect.DeepEqual(*after, saved) || tt.changed() {
				t.Errorf("%s: restore did not put the definition back", tt.change)
			}
		})
	}
}
