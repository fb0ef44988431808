package cards

import (
	"github.com/datafort/datafort/onr"
)

// Preps of the pool's third part (issue 26): the Runner's one-shot cards of
// v1.0, Proteus and Classic written after the first.
func init() {
	def := func(title string, abilities ...onr.Ability) { onr.Define(onr.Def{Title: title, Abilities: abilities}) }

	def("Drone for a Day", onr.Play(onr.GainBits(9), onr.GiveTags(1)))
	// Double preps: the keyword makes each cost two consecutive actions
	// (double.go).
	def("Panzer Run", onr.Play(onr.GainBits(4), onr.Draw(2)))
	def("Meat Upgrade", onr.Play(onr.RemoveTags(2), onr.Draw(3)))
	// "Make a run on R&D; you may trash, at no cost, any cards you access
	// that were stored in R&D, even if the cards cannot normally be
	// trashed."
	def("Gideon's Pawnshop", onr.Play(onr.TrashToHand(onr.AnyType)))
	def("Mantis, Fixer-at-Large", onr.Play(onr.StackToHand(onr.AnyType)))
	def("Security Code WORM Chip", onr.PlayIf(onr.SuccessfulRunOnHQThisTurn, onr.TrashUnrezzedIce()))
	def("Core Command: Jettison Ice", onr.PlayIf(onr.SuccessfulRunOnHQThisTurn, onr.PayRezToTrashIce()))
	// "Make a run on HQ. If run is successful, do not access cards from HQ;
	// instead, score 1 agenda point."
	def("Blackmail", onr.Play(onr.MakeRun(onr.CentralHQ, onr.InsteadOfAccess()), onr.ScorePoints(1)))
	def("Ice and Data's Guide to the Net", onr.Play(onr.ExposeOutermostIce()))
	def("Ice and Data Special Report", anyFort(onr.Play(onr.ExposeOnOneFort(5))))
	def("Total Genetic Retrofit", onr.Play(onr.RemoveAllTags(), onr.AvoidNextTags(1)))
	def("Synchronized Attack on HQ", onr.PlayIf(onr.SuccessfulRunOnHQThisTurn, onr.OpponentPaysOrDiscardsHand(2)))
	// "… If run is successful, and the Corp has any bits when you would
	// access HQ, do not access cards from HQ; instead, the Corp loses 1 bit
	// and gives you a tag, and you gain 10 bits": in that order, so the
	// bits cannot pay to avoid the tag (R339).
	def("Edited Shipping Manifests", onr.Play(onr.MakeRun(onr.CentralHQ, onr.InsteadOfAccessIfCorpHasBits(1)),
		onr.OpponentLosesBits(1), onr.GiveTags(1), onr.GainBits(10)))
	def("Stumble through Wilderspace", anyFort(onr.Play(onr.MakeRun(onr.AnyFort, onr.LinkThisRun(9)))))
	def("All-Hands", onr.Play(onr.MakeRun(onr.CentralHQ, onr.AccessMore(onr.CentralHQ, 3), onr.NoNoisyIcebreakersThisRun())))
	def("Rush Hour", onr.Play(onr.MakeRun(onr.CentralRD, onr.AccessMore(onr.CentralRD, 3), onr.NoNoisyIcebreakersThisRun())))
	// A double prep (double.go).
	def("Running Interference", anyFort(onr.Play(onr.MakeRun(onr.AnyFort, onr.IceRezCostsAgainThisRun()))))
	def("Kilroy Was Here", onr.Play(onr.MakeRun(onr.CentralRD, onr.TrashAccessedFree(onr.CentralRD))))
}
