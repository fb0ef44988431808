package checks

// rulesRegistry lists every compiled check of the numbered rules of the ONR
// rules digest (onr/rulings/data/onr-rules.md) that names no ruling: the
// rules it checks, what it shows, and the function. The rules ledger
// (onr/rulings/rules.tsv classifies every rule) lists a rule as pass when a
// check naming it passes. The checks are in rules_*.go, by chapter.
var rulesRegistry = []Check{
	// Deflected runs (rules_deflect.go).
	{Rules: []string{"ONR-11.14.1"}, Name: "Dumpster moves the run to the Archives' outermost rezzed ice, or past its last ice", Run: checkONR11_14_1_DeflectorMovesTheRun},
	{Rules: []string{"ONR-11.14.2"}, Name: "no jack-out before the encounter a deflection leads to; with no rezzed ice, before access", Run: checkONR11_14_2_JackOutAfterADeflection},
	// Trace modifiers (tracewindow.go).
	{Rules: []string{"ONR-12.3.2"}, Name: "with Crash Space every trace succeeds and tags once more", Run: checkONR12_3_2_CrashSpaceTracesSucceed},
	// The end of the game (rules_victory.go).
	{Rules: []string{"ONR-17.1"}, Name: "7 agenda points win, 6 do not", Run: checkONR17_1_SevenAgendaPointsWin},
	{Rules: []string{"ONR-17.2", "ONR-5.1.2"}, Name: "the mandatory draw from an empty R&D loses", Run: checkONR17_2_EmptyRDLoses},
	{Rules: []string{"ONR-16.3.1", "ONR-17.4"}, Name: "7 Bad Publicity lose, even with 7 points", Run: checkONR16_3_1_SevenBadPublicityLoses},
	{Rules: []string{"ONR-14.5", "ONR-17.3"}, Name: "flatline: damage beyond the hand, hand size below 0", Run: checkONR14_5_Flatline},
	{Rules: []string{"ONR-11.13.3"}, Name: "the Runner wins only after every card accessed is dealt with", Run: checkONR11_13_3_WinAfterEveryAccess},
	{Rules: []string{"ONR-17.5", "ONR-2.3.2"}, Name: "no loss for an empty stack or a Corp hand size below 0", Run: checkONR17_5_NoLossForEmptyStackOrCorpHandSize},
	// Decks, setup, the turn and the basic actions (rules_turn.go).
	{Rules: []string{"ONR-3.2", "ONR-3.3"}, Name: "45 cards, 2 agenda points per 5, no copy limit", Run: checkONR3_2_CorpDeckSizeAndAgendaPoints},
	{Rules: []string{"ONR-4.1", "ONR-4.2", "ONR-4.3", "ONR-4.4", "ONR-4.5", "ONR-4.6", "ONR-2.3.4"}, Name: "setup: 5 bits, 5 cards, 4 MU, three central forts, the Corp first", Run: checkONR4_Setup},
	{Rules: []string{"ONR-1.2", "ONR-5.1.1", "ONR-5.1.3", "ONR-5.2.2", "ONR-5.2.3"}, Name: "turns alternate: 3 actions and a draw, 4 actions and none", Run: checkONR5_TurnSequence},
	{Rules: []string{"ONR-6.1.1", "ONR-6.1.2", "ONR-6.2.1", "ONR-6.2.2", "ONR-2.1.1"}, Name: "draw the top card, gain a bit: one action each", Run: checkONR6_DrawAndGain},
	{Rules: []string{"ONR-6.1.4", "ONR-6.2.4", "ONR-18.1.2"}, Name: "play an operation or a prep for an action and its cost", Run: checkONR6_PlayOperationOrPrep},
	{Rules: []string{"ONR-6.2.5", "ONR-11.1.1"}, Name: "run on any fort with nothing installed", Run: checkONR6_2_5_RunWithNothingInstalled},
	{Rules: []string{"ONR-6.2.6", "ONR-13.2"}, Name: "remove a tag for an action and 2 bits", Run: checkONR6_2_6_RemoveATag},
	{Rules: []string{"ONR-13.3", "ONR-6.1.6"}, Name: "trash a tagged Runner's resource for an action and 2 bits", Run: checkONR13_3_TrashAResourceOfATaggedRunner},
	// Installing and rezzing (rules_install.go).
	{Rules: []string{"ONR-8.2.2", "ONR-8.2.3", "ONR-8.2.4", "ONR-6.1.3"}, Name: "ice costs 1 bit per ice already on the fort, goes outermost", Run: checkONR8_2_2_IceInstallCost},
	{Rules: []string{"ONR-8.3.3", "ONR-8.3.2", "ONR-8.1.1", "ONR-8.1.2"}, Name: "a second agenda or node trashes the first; no install cost", Run: checkONR8_3_3_OneAgendaOrNodePerFort},
	{Rules: []string{"ONR-8.7.1", "ONR-6.2.3", "ONR-8.10.1"}, Name: "a Runner card installs for an action and its cost, active at once", Run: checkONR8_7_1_RunnerInstall},
	{Rules: []string{"ONR-8.8.1"}, Name: "a daemon holds its capacity, outside normal MU", Run: checkONR8_8_1_DaemonHoldsItsCapacity},
	{Rules: []string{"ONR-9.1"}, Name: "rezzing costs the rez cost and no action", Run: checkONR9_1_Rez},
	// Advancing and scoring (rules_score.go).
	{Rules: []string{"ONR-10.4"}, Name: "score at the difficulty, after an own action only", Run: checkONR10_4_ScoreAtDifficulty},
	{Rules: []string{"ONR-10.1", "ONR-10.3"}, Name: "only installed advanceable cards are advanced, not scored ones", Run: checkONR10_1_WhatCanBeAdvanced},
	{Rules: []string{"ONR-10.5", "ONR-2.2.6"}, Name: "scoring: set aside without counters, points, text applies", Run: checkONR10_5_Scoring},
	{Rules: []string{"ONR-10.5"}, Name: "score text reads the counters of the score", Run: checkONR10_5_ScoreTextReadsTheCountersOfTheScore},
	{Rules: []string{"ONR-10.7", "ONR-11.12.3", "ONR-2.3.5"}, Name: "a stolen agenda: printed points, no counters, no text", Run: checkONR10_7_StolenAgendas},
	// Runs and access (rules_run.go).
	{Rules: []string{"ONR-11.6.2", "ONR-11.6.5", "ONR-11.5.1", "ONR-11.13.2"}, Name: "an end-the-run subroutine stops the rest, the run fails", Run: checkONR11_6_2_EndTheRunStopsTheRest},
	{Rules: []string{"ONR-11.5.3"}, Name: "a breaker breaks at equal strength, pumps last the encounter", Run: checkONR11_5_3_BreakAtEqualStrength},
	{Rules: []string{"ONR-11.3.3", "ONR-11.3.2", "ONR-9.2"}, Name: "ice is rezzed on approach only; unrezzed ice is passed", Run: checkONR11_3_3_UnrezzedIceIsPassed},
	{Rules: []string{"ONR-11.7.2", "ONR-11.1.4", "ONR-11.13.2", "ONR-11.10.1"}, Name: "jack out after passing ice, even with no bits", Run: checkONR11_7_2_JackOutAfterPassingIce},
	{Rules: []string{"ONR-11.11.1"}, Name: "R&D top card, HQ one card, the Archives all, a fort its cards", Run: checkONR11_11_1_WhatIsAccessed},
	{Rules: []string{"ONR-11.12.4"}, Name: "trash an accessed node for its trash cost", Run: checkONR11_12_4_TrashForTheTrashCost},
	// Traces (rules_trace.go).
	{Rules: []string{"ONR-12.1.1", "ONR-12.1.2", "ONR-12.2.1", "ONR-12.2.2", "ONR-12.1.3", "ONR-12.2.6"}, Name: "bids up to the limit, both paid, base link for its cost", Run: checkONR12_TraceBidsAndLink},
	// Damage and hand size (rules_damage.go).
	{Rules: []string{"ONR-14.2", "ONR-14.1"}, Name: "brain damage discards and lowers the hand size per point", Run: checkONR14_2_BrainDamageLowersHandSize},
	{Rules: []string{"ONR-14.7", "ONR-5.1.5", "ONR-5.2.4"}, Name: "discard down to the hand size at the end of the turn", Run: checkONR14_7_DiscardDownToHandSize},
	// Timing (rules_timing.go).
	{Rules: []string{"ONR-14.4"}, Name: "a per-turn prevention limit counts over the turn, then starts again", Run: checkONR14_4_PerTurnPreventionLimit},
	{Rules: []string{"ONR-18.2.1"}, Name: "the Runner first; the window reopens when the Corp acts", Run: checkONR18_2_1_WindowReopensForTheRunner},
	// More of installing, access and tags (rules_rig.go).
	{Rules: []string{"ONR-8.9.1"}, Name: "one deck in play: a new one trashes the older", Run: checkONR8_9_1_OneDeck},
	{Rules: []string{"ONR-8.11.1"}, Name: "one copy of a unique card in play", Run: checkONR8_11_1_OneCopyOfAUniqueCard},
	{Rules: []string{"ONR-8.7.2"}, Name: "programs in normal memory within the MU available", Run: checkONR8_7_2_ProgramsWithinMU},
	{Rules: []string{"ONR-16.1.1", "ONR-2.3.3", "ONR-2.3.1"}, Name: "a hidden resource installs face down, is trashed face up", Run: checkONR16_1_1_HiddenResources},
	{Rules: []string{"ONR-8.4.1"}, Name: "upgrades in any fort, several in one", Run: checkONR8_4_1_UpgradesInAnyFort},
	{Rules: []string{"ONR-11.5.6"}, Name: "a break-all pays a per-subroutine surcharge for every subroutine", Run: checkONR11_5_6_BreakAllPaysEverySurcharge},
	{Rules: []string{"ONR-11.12.5"}, Name: "accessed cards not taken stay where they were", Run: checkONR11_12_5_UnaccessedCardsReturn},
	{Rules: []string{"ONR-13.1"}, Name: "tags stay until removed", Run: checkONR13_1_TagsStayUntilRemoved},
	// Forgoing actions and rez moments (rules_rez.go).
	{Rules: []string{"ONR-6.5.1", "ONR-18.1.1"}, Name: "actions forgone beyond the turn come from the next", Run: checkONR6_5_1_ForgoCarriesOver},
	{Rules: []string{"ONR-9.3", "ONR-11.9.1"}, Name: "nodes are rezzed at turn starts, after actions, on approach, before access", Run: checkONR9_3_WhenNodesAreRezzed},
	// Agenda points as a cost, avoiding tags, ice order (rules_more.go).
	{Rules: []string{"ONR-2.4.3"}, Name: "agenda points spent as a cost, only if held", Run: checkONR2_4_3_SpendingAgendaPoints},
	{Rules: []string{"ONR-13.5"}, Name: "a tag avoided as it is given", Run: checkONR13_5_AvoidingATag},
	{Rules: []string{"ONR-11.7.3", "ONR-11.8.1", "ONR-11.3.1"}, Name: "ice met outermost first, jack out after the last", Run: checkONR11_7_3_IceOutermostFirst},
	{Rules: []string{"ONR-7.2"}, Name: "a play-only-if condition holds when the card is played", Run: checkONR7_2_PlayOnlyIf},
	{Rules: []string{"ONR-11.7.1"}, Name: "after-passing effects resolve as the ice is passed", Run: checkONR11_7_1_AfterPassingEffects},
	{Rules: []string{"ONR-18.3.6"}, Name: "a card naming itself means that copy", Run: checkONR18_3_6_ACardNamingItself},
	{Rules: []string{"ONR-13.6"}, Name: "a Data Raven counter tags the Runner at each of his turns", Run: checkONR13_6_DataRavenCounters},
	// Stealth and recurring bits, dice, Superglue (rules_last.go).
	{Rules: []string{"ONR-16.2.1"}, Name: "stealth bits pay icebreakers, never noisy ones", Run: checkONR16_2_1_StealthBits},
	{Rules: []string{"ONR-2.1.3"}, Name: "recurring bits replaced, never above the printed amount", Run: checkONR2_1_3_RecurringBits},
	{Rules: []string{"ONR-16.4.5"}, Name: "dice from the seeded generator", Run: checkONR16_4_5_SeededDice},
	{Rules: []string{"ONR-19.3.3"}, Name: "no Superglue after Dropp", Run: checkONR19_3_3_SuperglueAfterDropp},
	// Rules the ledger listed untested (rules_gaps.go).
	{Rules: []string{"ONR-11.1.5"}, Name: "a declared run ended at the ice is an attempted run", Run: checkONR11_1_5_ADeclaredRunIsAttempted},
	{Rules: []string{"ONR-8.7.4"}, Name: "programs over a lower MU are trashed after the whole effect", Run: checkONR8_7_4_ProgramsTrashedAfterTheEffect},
	{Rules: []string{"ONR-16.5.2"}, Name: "exposed ice stays unrezzed and inactive", Run: checkONR16_5_2_ExposedIceStaysInactive},
	{Rules: []string{"ONR-9.7"}, Name: "a rez cost reduction lowers the bits paid", Run: checkONR9_7_RezCostReduction},
	{Rules: []string{"ONR-5.3.2"}, Name: "until end of turn: past the run and the end-of-turn discard, not into the next turn", Run: checkONR5_3_2_UntilEndOfTurn},
	{Rules: []string{"ONR-7.5"}, Name: "bits only for killers pay a killer, not another breaker", Run: checkONR7_5_BitsOnlyForX},
	{Rules: []string{"ONR-15.6"}, Name: "Butcher Boy's counters work at the start of the Runner's turns only", Run: checkONR15_6_StartOfTurnVirusEffects},
	{Rules: []string{"ONR-2.5.1"}, Name: "a breaker for walls reads the keyword: Caryatid made a code gate", Run: checkONR2_5_1_KeywordsDecide},
	{Rules: []string{"ONR-12.3.1"}, Name: "Pocket Virtual Reality's bits pay its traces, never reach the pool", Run: checkONR12_3_1_TraceOnlyBits},
	{Rules: []string{"ONR-11.14.3"}, Name: "Vacuum Link sends the Runner back the roll in rezzed ice, never past the outermost", Run: checkONR11_14_3_VacuumLinkGoesBack},
	{Rules: []string{"ONR-11.1.2"}, Name: "start-of-run effects: the Runner orders his, then the Corp uses its own", Run: checkONR11_1_2_StartOfRunEffects},
	{Rules: []string{"ONR-17.6"}, Name: "a flatline ends the game before the next subroutine", Run: checkONR17_6_TheGameEndsAtOnce},
	{Rules: []string{"ONR-18.1.7"}, Name: "the player whose turn it is orders both players' simultaneous effects", Run: checkONR18_1_7_ActivePlayerOrdersBothPlayersEffects},
	// Double operations (advancement.go).
	{Rules: []string{"ONR-6.3.5"}, Name: "a double operation costs two actions of one turn", Run: checkONR6_3_5_DoubleOperationCostsTwoActions},
}
