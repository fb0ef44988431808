package cards

import (
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/carddb"
)

// Resources of the card pool's fourth part (issue 26).
func init() {
	def := func(title string, abilities ...onr.Ability) { onr.Define(onr.Def{Title: title, Abilities: abilities}) }

	// "Choose a data fort when Restrictive Net Zoning is installed. The Corp
	// must pay 2 bits, in addition to the normal cost, to install ice on
	// that fort." An outside penalty, which reductions of the ice's install
	// cost offset (R097; onr/chosenfort.go).
	def("Restrictive Net Zoning", onr.Trigger(onr.EvInstalled, onr.ChooseOpposingFort()), onr.Static(onr.ModChosenFortIceCost, 2))

	// Hidden. "5 bits, [trash]: Search your stack for a program, and install
	// that program, if you can. Shuffle your stack afterwards. You may use
	// this ability during an encounter with a piece of ice"
	// (onr/stackinstall.go).
	def("Airport Locker", onr.Ability{Kind: onr.KindActivated, Label: "Search the stack for a program and install it", When: onr.AnyWindow | onr.InEncounter,
		Cost: onr.Cost{Bits: 5, Trash: true}, Effect: onr.Do(onr.InstallFromStack(carddb.Program))})

	// Hidden. "[trash]: Trash, at no cost, all cards installed in a
	// subsidiary data fort, even if they cannot normally be trashed. Use
	// this ability only when you have just successfully made a run on that
	// fort, and before accessing cards from that fort"; New Galveston City
	// Grid still charges (R323; onr/trashrunfort.go).
	def("Death from Above", onr.Ability{Kind: onr.KindActivated, Label: "Trash every card installed in the fort run", When: onr.DuringAccess,
		Cost: onr.Cost{Trash: true}, If: onr.RunFortTrashable, Effect: onr.Do(onr.TrashRunFortCards())})
}
