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

	// The class-A hardware of the card pool (WP4).
	def("Tycho Mem Chip", onr.Static(onr.ModMU, 3))
	def("Militech MRAM Chip", onr.Static(onr.ModHandSize, 3))
	// Errata R326: prevents up to 1 meat damage each turn.
	def("Dermatech Bodyplating", onr.Ability{Kind: onr.KindPrevent, On: onr.EvMeatDamage, N: 1, Once: onr.PerTurn(1)})
	// "3[bit]: Avoid receiving a tag"; bits gained by the effect giving the
	// tag come too late to pay for it (R339).
	def("Nasuko Cycle", onr.Prevents(onr.EvTagGiven, 1, onr.Cost{Bits: 3}))
	// "1[bit], Forgo your next action: Avoid receiving a tag": the forgo is
	// part of the price, taken as the prevention resolves (ONR-18.3.5).
	camaro := onr.Prevents(onr.EvTagGiven, 1, onr.Cost{Bits: 1})
	camaro.Effect = onr.Do(onr.ForgoActions(1))
	def("Vintage Camaro", camaro)

	// Decks (keyword Deck: only one in play, ONR-8.9.1). Bits put on the
	// card when installed, usable only for icebreakers during runs and
	// replaced at the start of the next turn, are recurring bits (errata
	// R269, R277, R438).
	recurring := func(n int32) onr.Ability {
		return onr.Ability{Kind: onr.KindStatic, Mod: onr.ModRecurring, N: n, Use: onr.ForIcebreakers}
	}
	def("Artemis 2020", onr.Static(onr.ModMU, 2), recurring(2))
	def("Cortical Cybermodem", onr.Static(onr.ModMU, 2), onr.Static(onr.ModHandSize, 2), recurring(2))
	def("Parraline 5750", onr.Static(onr.ModMU, 1), recurring(1))
	// Errata R438: prevents up to 1 Net damage each turn.
	def("Raven Microcyb Eagle", onr.Static(onr.ModMU, 1),
		onr.Ability{Kind: onr.KindPrevent, On: onr.EvNetDamage, N: 1, Once: onr.PerTurn(1)}, recurring(1))
	// "0[bit]: Base link 5. 1[bit]: +1 link." One base link card per trace
	// (R254, R491).
	def("The Deck", onr.BaseLink(0, 5), onr.LinkBoost(1), onr.Static(onr.ModMU, 1))
}
