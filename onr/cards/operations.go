package cards

import "github.com/datafort/datafort/onr"

// Operations (ONR-7).
func init() {
	def := func(title string, abilities ...onr.Ability) { onr.Define(onr.Def{Title: title, Abilities: abilities}) }

	def("Accounts Receivable", onr.Play(onr.GainBits(9)))
	def("Efficiency Experts", onr.Play(onr.GainBits(3)))
	def("Day Shift", onr.Play(onr.Draw(2), onr.GainBits(1)))
	def("Chance Observation", onr.PlayIf(onr.RunnerRanLastTurn, onr.Trace(5, onr.GiveTags(1))))
	def("Audit of Call Records", onr.PlayIf(onr.RunnerRanLastTurnTimes(2), onr.Trace(5, onr.GiveTags(1))))
	def("Scorched Earth", onr.PlayIf(onr.RunnerTagged, onr.MeatDamage(4)))
	def("Closed Accounts", onr.PlayIf(onr.RunnerTagged, onr.LoseAllBits()))
	// Dedicated actions (onr/dedicated.go).
	def("Edgerunner, Inc., Temps", onr.Play(onr.GainInstallActions(3)))
	def("Off-Site Backups", onr.Play(onr.ArchivesToHQ()))
}
