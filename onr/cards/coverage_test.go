package cards_test

import (
	"testing"

	"github.com/datafort/datafort/engine/ablate"
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
	TestRioDeJaneiroCityGrid, TestTesseractFortConstruction, TestNewGalvestonCityGrid, TestPanicButton, TestSimonFrancisco, TestTwoSimonFranciscos, TestSelfDestruct, TestSterdroid, TestRedHerrings, TestHermanRevista,
	TestResourcesThatSearchTheStack, TestResourcesOfTheMomentOfAccess, TestResourcesOfActionsAndBitsAtAPrice, TestBaseLinksThatPayForAvoidingATrace, TestHardwareThatRebuildsRD, TestTimeToCollect, TestProgramsThatLookAtCorpCards,
	TestTheRunnersTraceLineCountsLinkForTheRun, // the trace line (tableview.go)
	TestAmbushNodesOfThePool, TestNodesOfThePoolThatLeaveTheirPlace, TestAntibodiesOfThePool, TestNodesOfThePoolThatAnswerRuns, TestNodesOfThePoolWithAdvancementCounters, TestAgendasOfThePool, TestNodesOfThePoolThatShowCards,
	TestNodesThatChangeEveryCodeGate, TestUpgradesThatPayForTraces, TestUpgradesThatGiveTheRunnerCounters, TestUpgradesPastTheLastIce, TestUpgradesThatBanBits, TestUpgradesThatSwapIceWithHQ,
	TestPrepsOfThePoolsThirdPart, TestPrepsThatSearchForAnyCard, TestPrepsThatTrashIce, TestPrepsThatScorePoints, TestPrepsThatExpose, TestPrepsThatAvoidTags, TestPrepsThatAvoidPartOfTheTagsGiven, TestPrepsThatDisruptHQ, TestPrepsThatReplaceAccessIfTheCorpHasBits, TestPrepsThatRaiseLink, TestPrepsThatBanNoisyIcebreakers, TestPrepsThatRaiseRezCosts, TestPrepsWhoseRezCostsEndWithTheRun,
	TestFetalAI, TestAgendasThatStrengthenAndRevealAnIceType, TestOperationsThatArrangeRD, TestAgendasThatShowAgendasOfHQ, TestAgendasThatChooseAFort, TestAgendasAgainstViruses, TestOperationsThatMoveIce, TestAgendasThatDoDamage, TestOperationsThatTrashHardware, // agendas, operations and ice of the Corp (onrcorp)
	TestVirusProgramsAtTheRunnersTurnStart, TestVirusProgramsThatTrashAccessedCards,
	TestProgramsThatExposeOnAccess, TestResourcesThatTaxIceInstalls,
	TestProgramsAndResourcesThatInstallFromTheStack, TestProgramsThatMoveIce, TestResourcesThatTrashAFortRun, TestVirusProgramsThatDisruptHQ, TestVirusProgramsThatAddAccesses,
	TestPrepsOnTheNextAgendaAccessed, TestPrepsThatPreventDamageDuringTheRun, TestPrepsThatTrashTheIceOfTheFortRun, TestPrepsThatTradeDamageForBits, TestPrepsThatTreatARunAsAnother, TestPrepsThatForceARez, TestPrepsThatTrashInstalledCardsForBits, TestPrepsThatArrangeTheStack, TestPrepsThatTradeTheHandForTheStack, TestPrepsThatGiveBadPublicity, TestPrepsThatRevealRD,
	TestCardsThatAskTheTurnsHistory, TestCardsThatAskTheTurnsHistoryToo, TestRovingSubmarine,
	TestTraceRevealWindow, TestTraceRevealWindowTiming, TestCrashSpace, // the trace's post-reveal window and result (tracewindow_test.go)
	TestPrepsWithScopedBits, TestNodesWithScopedBits, TestHijackInstallsWithItsBits, TestHijackRaisesAShortPoolWithPaymentAbilities, TestHijackOffersWhatItsBitsCanInstall, // scoped bits (poolbits.go, hijack.go)
	TestDeflectors, TestDeepPreps, // deflector ice (deflect.go), preps deep in the rules (preps_deep.go)
	TestManhunt, TestCorporateRetreat, TestViralBreedingGround, TestSecurityPurge, TestDataFortReclamation, TestRentToOwnContract, // Corp agendas and operations of issue 26 (corp_pool26_test.go)
	TestRaymondEllison, TestLondonCityGrid, TestOliviaSalazar, TestDisinfectantInc, TestACMESavingsAndLoan, // nodes and upgrades of issue 26 (upgrades_pool26_test.go)
	TestProgramsThatRunOneFortForAnother, TestVirusProgramsThatTrashAccessedCardsAtAPrice, TestProgramsThatCutRD, TestProgramsThatForceTheRezOfAFortsIce, TestForcedRezzesOfAFortsIceOneAtATime, TestProgramsThatInstallFromTheTopOfTheStack, // programs of the pool's fifth part (programs_pool26_test.go)
	TestDecoySignal, TestDisgruntledIceTechnician, TestPlayfulAI, TestPirateBroadcast, TestSneakPreview, TestTestSpin, // resources and preps of issue 26's last part (resources_preps26_test.go)
	TestCorpCannotCreateForts, TestCorpMayTrashForAPrice, // resources of issue 26's fifth part (resources_pool26_test.go)
	TestEmergencyRig, TestEmergencyRigShuffledAwayIsNotNamed, // Corp cards of onrH26 (corp_h26_test.go)
	TestPrepsThatAvoidTagsHideCardsBackInHand, TestFlatlinePreventionHidesCardsBackInHand, // the card of a lasting effect hidden again (leak fixes)
	TestVirusCountersInAFort, TestPoxCountersTaxInstalls, TestFaitAccompliCountersRaiseDifficulty, TestVirusCountersInAFortGo, TestIncubator, TestVirusCountersInACollapsedFort, TestViralPipeline, // virus programs of issue 27 (programs_virus27_test.go)
	TestBackDoorToNetwatch, TestValuPakSoftwareBundle, TestCrashEverett, // the last Runner resources and preps (resources_pool27_test.go)
	TestCybertechThinkTank, TestCorporateGuardTemps, TestInvestmentFirm, TestStrategicPlanningGroup, // Corp nodes that hook the rules procedures (nodes_hooks27_test.go)
	TestResourceTrashesTheCardsBeingAccessed, TestResourceAddsToAPrepsFirstGain, TestResourceUsedWhenTheCorpDoesMeatDamage, TestAgendaPreventsItsDamageForCounters, // agendas and connection resources of issue 27 (pool27_test.go)
	TestNamatokiPlaza, TestNamatokiPlazaLeavingPlay, TestHackerTrackerCentral, TestBizarreEncryptionScheme, TestBizarreEncryptionSchemeInstallsAndCosts, // trace cards and Corp upgrades of issue 27 (upgrades_pool27_test.go)
	TestRunPosition27,            // run position and class-C cards of issue 27 (runposition27_test.go)
	TestQuestionsOnPublicGrounds, // questions a hidden card decided, on public grounds (publicgrounds34_test.go)

	TestAIBoardMember, TestBargainWithViacox, // actions a die sets (agendas_pool28_test.go, resources_pool28_test.go)
	TestArmageddonInsteadOfAccess, TestArmageddonDoomCounters, // Armageddon (programs_virus28_test.go)
	TestISpy, // I Spy (programs28_test.go)
	TestUpgradesThatMakeTheRunnerEncounterIceFromHQ, // dreff28: ice encountered that is not installed (upgrades_outsideice_test.go)
	TestAgendasTheRunnerInstallsAsPrograms,          // dreff28: an agenda installed as a program (agendas_asprogram_test.go)
	// wind28: resources28_test.go, nodes28_test.go.
	TestCodeViralCacheIsInstalledAfterARunOnHQ, TestCodeViralCacheKeepsTwoCountersThroughAPurge, TestCodeViralCacheIsTrashedForFiveBits,
	TestLDLTrafficAnalyzersIsAdvanced, TestLDLTrafficAnalyzersPaysTraceBids,
	TestAardvarkBansWorms, TestAardvarkIsRezzedAgainstAWorm, TestWormUseAnsweredOnPublicGrounds, // upgrades28_test.go
	TestGovernmentContract,                                          // bits to install or rez cards (nodes_scoped_test.go; installrezbits.go)
	TestObfuscatedFortress, TestObfuscatedFortressAndARedirectedRun, // the announced spending of a run (upgrades_spending_test.go; announcedspending.go)
	TestRunPosition27,                                    // run position and class-C cards of issue 27 (runposition27_test.go)
	TestCitySurveillance, TestDepartmentOfMisinformation, // Corp nodes rezzed at a moment of the Runner's (nodes_rezwhen28_test.go)
	TestRunPosition27,                                                                                         // run position and class-C cards of issue 27 (runposition27_test.go)
	TestSysopsRepeatASubroutine, TestSysopRepeatsASubroutineOfUnrezzedIce, TestSysopRepeatShownInTheEncounter, // sysops repeating a subroutine (upgrades_repeat_test.go, subs28)
	TestSocialEngineering, TestSocialEngineeringPassesOnlyTheChosenIce, TestSocialEngineeringPassOfUnrezzedIce, TestSocialEngineeringKeepsTheNumberSecret, // a number hidden and guessed, a run passing chosen ice (preps_secret_test.go, subs28)
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
	ablate.CheckCounted(t, cardTests, notCardTests)
}
