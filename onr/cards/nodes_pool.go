package cards

import (
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/carddb"
)

// ambush is the access ability of an Ambush node: "when Runner accesses
// it, …, even if it is not installed. Ignore this effect if Runner accesses
// it from the Archives. If it is accessed from R&D, Runner must show it to
// you" (onr.Accessed: installed, it must be rezzed, R062).
func ambush(ops ...onr.Op) onr.Ability {
	a := onr.OnAccess(append([]onr.Op{onr.ShowAccessedFromRD()}, ops...)...)
	a.Where = onr.Accessed
	return a
}

// More nodes (ONR-8.3).
func init() {
	def := func(title string, abilities ...onr.Ability) { onr.Define(onr.Def{Title: title, Abilities: abilities}) }
	advanceable := onr.Static(onr.ModAdvanceable, 1)

	// "If you pay 4 bits when Runner accesses TRAP!, it does 3 Net damage
	// and gives Runner a tag" (once each access, R239; installed, the Corp
	// must rez it, R238). Paying for it names it to all (RevealThis), as
	// for the antibodies below.
	trap := ambush(onr.MayPay(4, onr.RevealThis(), onr.NetDamage(3), onr.GiveTags(1)))
	trap.Label = "Pay 4 bits: 3 Net damage and a tag"
	def("TRAP!", trap)

	// "2 Net damage per advancement counter on it, or 1 Net damage if it
	// has no counters, even if it is not installed or rezzed": installed
	// and unrezzed it does 1 whatever its counters (R062, R249).
	testSite := ambush(onr.IfElse(onr.RezzedWithAdvancement,
		[]onr.Op{onr.DamagePer(onr.Net, 2, onr.CountAdv)}, []onr.Op{onr.NetDamage(1)}))
	testSite.Where = onr.AccessedEvenUnrezzed
	def("Virus Test Site", advanceable, testSite)

	// "When Runner accesses it, trash one program (piece of hardware) for
	// each advancement counter on it" (errata R141, R107).
	def("Experimental AI", advanceable, onr.OnAccess(onr.TrashPer(carddb.Program, onr.CountAdv)))
	def("Corprunner's Shattered Remains", advanceable, onr.OnAccess(onr.TrashPer(carddb.Hardware, onr.CountAdv)))
}

// Nodes that leave their place: shuffled into R&D, stored in HQ, or lost
// with the game.
func init() {
	def := func(title string, abilities ...onr.Ability) { onr.Define(onr.Def{Title: title, Abilities: abilities}) }

	// "When Runner accesses Stereogram Antibody from the Archives, do 1 Net
	// damage and shuffle Stereogram Antibody into R&D."
	stereogram := onr.OnAccess(onr.NetDamage(1), onr.ShuffleThisIntoDeck())
	stereogram.Where, stereogram.If = onr.AccessedAnywhere, onr.StoredIn(onr.CentralArchives)
	def("Stereogram Antibody", stereogram)
	// "Shuffle Bel-Digmo Antibody into R&D when it is rezzed. When Runner
	// accesses Bel-Digmo Antibody from R&D, do 1 Net damage, and Runner
	// must show it to you."
	belDigmo := ambush(onr.NetDamage(1))
	belDigmo.If = onr.StoredIn(onr.CentralRD)
	def("Bel-Digmo Antibody", onr.Trigger(onr.EvRezzed, onr.ShuffleThisIntoDeck()), belDigmo)

	// "Gain an action during each of your turns. If Nevinyrral leaves play
	// while rezzed, you lose the game" (R400).
	def("Nevinyrral", onr.Static(onr.ModExtraAction, 1), onr.Trigger(onr.EvLeftPlay, onr.LoseTheGame()))

	// "[action]: Choose one of your installed cards to be uninstalled.
	// Store it in HQ" (itself included, R108).
	def("Cowboy Sysop", onr.Action("Store an installed card in HQ", onr.Cost{Actions: 1}, onr.StoreInstalledInHQ()))
	// Errata R233: "[action], trash a piece of rezzed ice: gain 4 bits".
	syd := onr.Action("Trash a rezzed piece of ice: gain 4 bits", onr.Cost{Actions: 1}, onr.TrashRezzedIce(onr.GainBits(4)))
	syd.If = onr.HasRezzedIce
	def("Syd Meyer Superstores", syd)
}

// Antibodies that pay on access (ambush-access; "you may pay … even if it
// is not installed": once each access, R122, R191; installed, the Corp
// must rez it, R121, R190).
func init() {
	def := func(title string, abilities ...onr.Ability) { onr.Define(onr.Def{Title: title, Abilities: abilities}) }

	// "… you may pay 2 bits to give Runner a Doppelganger counter. Each
	// Doppelganger counter causes Runner to lose 1 bit at the start of each
	// of his or her turns. Runner may take an action to pay 4 bits to
	// remove a Doppelganger counter" (no purge removes it, R123, R124).
	doppelganger := ambush(onr.MayPay(2, onr.RevealThis(), onr.GiveRunnerCounter(onr.EvTurnStart, 4, onr.OpponentLosesBits(1))))
	doppelganger.Label = "Pay 2 bits: give the Runner a counter"
	def("Doppelganger Antibody", doppelganger)
	// "… you may pay 3 bits to put a Pattel counter on all installed
	// icebreakers. Each Pattel counter on an icebreaker reduces its
	// strength by 1" (not purged, R192, R193; below 0, R194).
	pattel := ambush(onr.MayPay(3, onr.RevealThis(), onr.StrengthCounterOnEveryIcebreaker(-1)))
	pattel.Label = "Pay 3 bits: a -1 strength counter on every icebreaker"
	def("Pattel Antibody", pattel)
}

// Nodes that answer the Runner's runs.
func init() {
	def := func(title string, abilities ...onr.Ability) { onr.Define(onr.Def{Title: title, Abilities: abilities}) }

	// "At the start of each of your turns, you may roll a die for each run
	// Runner made during his or her last turn. For each 1, give Runner a
	// tag."
	satellite := onr.Trigger(onr.EvTurnStart, onr.MayDo(onr.RollPerRunLastTurn(1), onr.GiveTagsRolled()))
	satellite.Label = "Roll a die for each run"
	def("Satellite Monitors", satellite)
	// "After Runner makes a successful run, you may have Runner shuffle his
	// or her hand into his or her stack and then draw as many cards as he
	// or she had before."
	response := onr.Trigger(onr.EvSuccessfulRunEnd, onr.MayDo(onr.RunnerRedrawsHand()))
	response.Label = "The Runner shuffles the hand into the stack and draws as many"
	def("Indiscriminate Response Team", response)
}

// Nodes of advancement counters.
func init() {
	def := func(title string, abilities ...onr.Ability) { onr.Define(onr.Def{Title: title, Abilities: abilities}) }
	advanceable := onr.Static(onr.ModAdvanceable, 1)

	// "Vapor Ops advancement counter: Gain 1 bit" (whenever the Corp could
	// rez a card, R244). "[action]: Move any number of advancement counters
	// from Vapor Ops to another installed card that can be advanced."
	def("Vapor Ops", advanceable,
		onr.Ability{Kind: onr.KindActivated, Label: "Gain 1 bit", When: onr.AnyWindow, Cost: onr.Cost{Adv: 1}, Effect: onr.Do(onr.GainBits(1))},
		onr.Action("Move advancement counters to another card", onr.Cost{Actions: 1}, onr.MoveAdvancementFromThis()))
}

// "At the start of each of your turns, gain 1 bit for each agenda card
// stored in HQ that you show to Runner" (several, each separately, R106).
func init() {
	onr.Define(onr.Def{Title: "Corporate Negotiating Center", Abilities: []onr.Ability{
		onr.Trigger(onr.EvTurnStart, onr.GainPerShownInHand(carddb.Agenda, 1))}})
}
