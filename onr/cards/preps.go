package cards

import (
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/carddb"
)

// Preps (ONR-7).
func init() {
	def := func(title string, abilities ...onr.Ability) { onr.Define(onr.Def{Title: title, Abilities: abilities}) }

	def("Livewire's Contacts", onr.Play(onr.GainBits(3)))
	def("Score!", onr.Play(onr.GainBits(9)))
	def("Jack 'n' Joe", onr.Play(onr.Draw(3)))
	def("Faked Hit", onr.Play(onr.GiveBadPublicity(1), onr.UnpreventableDamage(onr.Brain, 2)))
	def("Custodial Position", onr.Play(onr.MakeRun(onr.CentralRD, onr.AccessMore(onr.CentralRD, 2))))
	def("Executive Wiretaps", onr.Play(onr.MakeRun(onr.CentralHQ, onr.AccessMore(onr.CentralHQ, 2))))
	// "If run is successful, do not access cards; instead, Corp loses 4
	// bits": a replacement effect (ONR-18.3.8).
	def("Weather-to-Finance Pipe", onr.Play(onr.MakeRun(onr.CentralHQ, onr.InsteadOfAccess()), onr.OpponentLosesBits(4)))
	inside := onr.Play(onr.MakeRun(onr.AnyFort, onr.PassFirstIce()))
	inside.Fort = onr.AnyFort
	def("Inside Job", inside)
	// Prep: "Expose up to three installed cards."
	def("Hunt Club BBS", onr.Play(onr.Expose(3)))
	// Played only from hand in the prevention window of meat damage during
	// the Corp's turn, never as an action (R077). Its cost is its play cost
	// (0).
	def("Identity Donor", onr.Ability{Kind: onr.KindPrevent, On: onr.EvMeatDamage, N: onr.PreventAll, Where: onr.InHand,
		If: onr.DuringCorpTurn, Effect: onr.Do(onr.GiveBadPublicity(2))})

	def("Bodyweight™ Synthetic Blood", onr.Play(onr.Draw(5)))
	def("Cruising for Netwatch", onr.Play(onr.GainBits(1), onr.Draw(2)))
	def("Stakeout", onr.Play(onr.GainBits(2), onr.Draw(1)))

	// "Make a run on HQ; you may trash, at no cost, any cards you access
	// that were stored in HQ, even if the cards cannot normally be trashed."
	def("Romp through HQ", onr.Play(onr.MakeRun(onr.CentralHQ, onr.TrashAccessedFree(onr.CentralHQ))))
	// "Gain 9 bits." A double prep: its keyword makes it cost two
	// consecutive actions (double.go).
	def("Networking", onr.Play(onr.GainBits(9)))
	// "Make a run. Whenever the Corp rezzes a card during that run, gain 1
	// bit."
	def("Reconnaissance", anyFort(onr.Play(onr.MakeRun(onr.AnyFort, onr.WheneverThisRun(onr.EvRezzed)), onr.GainBits(1))))
	// "Make a run; whether or not that run is successful, you may then make
	// another run."
	def("All-Nighter", anyFort(onr.Play(onr.MakeRun(onr.AnyFort), onr.MayRunAgain())))
	def("Temple Microcode Outlet", onr.Play(onr.StackToHandShown(carddb.Program)))
	def("Forgotten Backup Chip", onr.Play(onr.TrashToHand(carddb.Program)))
	def("Finders Keepers", onr.Play(onr.RollDice(3), onr.GainRolled()))
	// "Shuffle your hand, trash, and stack together, and then draw five
	// cards. When you play MIT West Tier, remove it from the game instead of
	// trashing it."
	def("MIT West Tier", onr.Play(onr.RemoveThisFromGame(), onr.ShuffleHandDiscardIntoDeck(), onr.Draw(5)))
	def("Anonymous Tip", onr.Play(onr.DerezIceOfChoice("Black Ice")))
	// "Trash up to five cards from your hand. Gain 2 bits for each card
	// trashed in this way." It is in the trash before them (R411).
	def("Organ Donor", onr.Play(onr.TrashFromHandForBits(5, 2)))
	// "Make a run on HQ. If run is successful, do not access cards from HQ;
	// instead, pay any number of bits to force the Corp to lose that many."
	def("Priority Wreck", onr.Play(onr.MakeRun(onr.CentralHQ, onr.InsteadOfAccess()), onr.PayForOpponentLoss()))
}

// anyFort makes a card's run be on the fort chosen as it is played.
func anyFort(a onr.Ability) onr.Ability {
	a.Fort = onr.AnyFort
	return a
}
