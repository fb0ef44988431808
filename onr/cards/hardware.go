package cards

import (
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/carddb"
)

// Hardware (ONR-8.9).
func init() {
	def := func(title string, abilities ...onr.Ability) { onr.Define(onr.Def{Title: title, Abilities: abilities}) }

	def("WuTech Mem Chip", onr.Static(onr.ModMU, 1))
	def("Zetatech Mem Chip", onr.Static(onr.ModMU, 2))
	def("MRAM Chip", onr.Static(onr.ModHandSize, 2))
	def("R&D Interface", onr.Ability{Kind: onr.KindStatic, Mod: onr.ModExtraAccess, N: 1, Fort: onr.CentralRD})
	def("HQ Interface", onr.Ability{Kind: onr.KindStatic, Mod: onr.ModExtraAccess, N: 1, Fort: onr.CentralHQ})
	// Errata R359: prevents up to 1 Net damage each turn.
	def("\"Green Knight\" Surge Buffers", onr.Ability{Kind: onr.KindPrevent, On: onr.EvNetDamage, N: 1, Once: onr.PerTurn(1)})
	// "[trash]: Prevent an installed program or hardware card from being
	// trashed."
	def("Umbrella Policy", onr.Ability{Kind: onr.KindPrevent, On: onr.EvTrashed, N: 1, Cost: onr.Cost{Trash: true},
		Filter: onr.Filter{Types: []carddb.Type{carddb.Program, carddb.Hardware}}})

	// Decks (keyword Deck: only one in play, ONR-8.9.1). "Once per turn,
	// after a successful run, you may make another run" (R297).
	def("Bodyweight™ Data Crèche", onr.Static(onr.ModMU, 1), onr.Trigger(onr.EvSuccessfulRunOver, onr.MayRunAgain()))
	// An additional install cost of 1 agenda point, the case of R499, R501
	// and R502. Errata R269: spent bits are replaced from the bank at the
	// start of the Runner's next turn (recurring).
	def("Arasaka Portable Prototype", onr.Static(onr.ModMU, 3),
		onr.Ability{Kind: onr.KindStatic, Mod: onr.ModRecurring, N: 3, Use: onr.ForIcebreakers},
		onr.Ability{Kind: onr.KindStatic, Mod: onr.ModInstallCost, Cost: onr.Cost{Points: 1}})
}
