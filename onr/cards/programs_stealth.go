package cards

import (
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/carddb"
)

// Programs holding restricted, recurring bits (ONR-2.1.2, ONR-2.1.3;
// onr/restricted.go). Every "replace them at the start of your next turn"
// reads "from the bank" by errata (R309, R377, R423, R448, R512, R524).
func init() {
	def := func(title string, abilities ...onr.Ability) { onr.Define(onr.Def{Title: title, Abilities: abilities}) }

	// Stealth: bits for icebreakers during runs, never for noisy ones
	// (ONR-16.2.1); a noisy icebreaker's noise takes them, and they are
	// replaced like spent ones (R310).
	def("Cloak", stealthBits(3))
	def("Invisibility", stealthBits(1))
	def("Vewy Vewy Quiet", stealthBits(2))
	// "Only to pay for trashing nodes" (errata R423) / "upgrades": the trash
	// cost of an accessed card (ONR-11.12.4).
	def("Poltergeist", onr.Recurring(2, onr.ForTrashing, onr.Filter{Types: []carddb.Type{carddb.Node}}))
	def("Scatter Shot", onr.Recurring(2, onr.ForTrashing, onr.Filter{Types: []carddb.Type{carddb.Upgrade}}))
	// "Only to pay for installing programs", even one for which Software
	// Installer is trashed to free memory: the install is paid before the
	// programs over MU are trashed (ONR-8.7.3).
	def("Zetatech Software Installer", onr.Recurring(2, onr.ForInstalls, onr.Filter{Types: []carddb.Type{carddb.Program}}))
}

// stealthBits is a stealth card's n recurring bits: "use these bits only to
// pay for using icebreakers during runs, but not for using noisy
// icebreakers" (ONR-16.2.1).
func stealthBits(n int32) onr.Ability {
	return onr.Recurring(n, onr.ForIcebreakers, onr.Filter{Without: []string{"Noisy"}})
}
