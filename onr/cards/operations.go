package cards

import (
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/carddb"
)

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

	// The class-A operations of the card pool.
	def("Annual Reviews", onr.Play(onr.Draw(3)))
	def("Credit Consolidation", onr.Play(onr.GainBits(15)))
	def("Night Shift", onr.Play(onr.GainBits(2), onr.Draw(1)))
	def("Datapool® by Zetatech", onr.PlayIf(onr.RunnerTagged, onr.GiveTags(2)))
	def("Netwatch Credit Voucher", onr.PlayIf(onr.RunnerTagged, onr.GiveTags(1), onr.GainBits(1)))
	def("Punitive Counterstrike", onr.PlayIf(onr.RunnerTagged, onr.MeatDamage(2)))
	def("Urban Renewal", onr.PlayIf(onr.RunnerTagged, onr.MeatDamage(5)))
	// "Trash up to two resources, at no cost": up to two, none included,
	// chosen by the Corp and trashed together (R031, R033). The printed "up
	// to" wins over the card-pool note that read it as Shock Treatment's "two".
	def("Corporate Detective Agency", onr.PlayIf(onr.RunnerTagged, onr.TrashTogether(onr.TrashPick{Type: carddb.Resource, N: 2, UpTo: true})))
	def("Trojan Horse", onr.PlayIf(onr.RunnerStoleLastTurn, onr.GiveTags(1)))
	// "Play only if Runner has attempted a run this game. Trace 3—If trace
	// is successful, give Runner a tag. Pay 1 bit, in addition to the
	// normal cost, for each point of trace above 0."
	def("Schlaghund Pointers", onr.PlayIf(onr.RunnerRanThisGame, onr.TraceSurcharged(3, 1, onr.GiveTags(1))))

	// The advancement-ops of the card pool (onr/advancement.go): counters
	// that come from no bit pool (R170).
	def("Overtime Incentives", onr.Play(onr.GainActions(2)))
	def("Systematic Layoffs", onr.Play(onr.AddAdvancement(2)))
	def("Management Shake-Up", onr.Play(onr.AddAdvancement(3)))
	def("Project Consultants", onr.Play(onr.AddAdvancement(4)))
	def("Team Restructuring", onr.Play(onr.AdvanceEachOfUpTo(2)))
	def("Falsified-Transactions Expert", onr.Play(onr.MoveAdvancement(3)))
	def("Badtimes", onr.PlayIf(onr.RunnerTagged, onr.RunnerMUUntilTurnEnd(-2)))
	// Double operations (onr/double.go): two actions to play.
	def("Corporate Shuffle", onr.Play(onr.Draw(5), onr.ShuffleHandCardIntoDeck()))
	def("Reclamation Project", onr.Play(onr.ArchivesToHQShown(carddb.Ice)))

	// "Look at the top five cards of R&D and arrange them in any order you
	// choose."
	def("Planning Consultants", onr.Play(onr.ArrangeTopOfDeck(5)))
	// "Conceal all revealed but unrezzed ice; then rearrange your installed
	// ice by swapping pairs of ice while Runner looks away."
	def("New Blood", onr.Play(onr.ConcealThenSwapIce()))
	// "Play only if Runner is tagged. Trash X pieces of hardware, other
	// than cybernetics": X paid as it is played.
	def("Power Grid Overload", onr.PlayIf(onr.RunnerTagged, onr.PayXTrashRunnerCards(carddb.Hardware, "Cybernetics")))
}
