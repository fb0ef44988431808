package cards

import "github.com/datafort/datafort/onr"

// Resources of the card pool's fourth part (issue 26).
func init() {
	def := func(title string, abilities ...onr.Ability) { onr.Define(onr.Def{Title: title, Abilities: abilities}) }

	// "Choose a data fort when Restrictive Net Zoning is installed. The Corp
	// must pay 2 bits, in addition to the normal cost, to install ice on
	// that fort." An outside penalty, which reductions of the ice's install
	// cost offset (R097; onr/chosenfort.go).
	def("Restrictive Net Zoning", onr.Trigger(onr.EvInstalled, onr.ChooseFort()), onr.Static(onr.ModChosenFortIceCost, 2))
}
