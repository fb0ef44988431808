package cards

import (
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/carddb"
)

// Programs of the card pool's fourth part (issue 26), other than viruses
// (programs_virus.go).
func init() {
	def := func(title string, abilities ...onr.Ability) { onr.Define(onr.Def{Title: title, Abilities: abilities}) }

	// "Whenever you access cards from HQ, expose all of the Corp's installed
	// cards": as the run on HQ is successful, before the accesses (RUN-11;
	// onr/exposeall.go).
	def("Schematics Search Engine", onr.Ability{Kind: onr.KindTrigger, On: onr.EvRunSuccessful, Fort: onr.CentralHQ, Effect: onr.Do(onr.ExposeAllInstalled())})

	// "[trash]: Search your stack for a program and install that program,
	// if you can. Shuffle your stack afterwards. Use this ability only
	// during a run", also during an encounter (errata R450), paying the
	// program's install cost (R451; onr/stackinstall.go).
	def("Self-Modifying Code", onr.Ability{Kind: onr.KindActivated, Label: "Search the stack for a program and install it", When: onr.AnyWindow | onr.InEncounter,
		If: onr.InRun, Cost: onr.Cost{Trash: true}, Effect: onr.Do(onr.InstallFromStack(carddb.Program))})

	// "Reverse a fort's ice cards so that the outermost piece of ice
	// becomes the innermost piece of ice, and so forth. Use this ability
	// only immediately after a successful run on that data fort": before
	// the first access, once a run (onr/reverseice.go).
	def("Netspace Inverter", onr.Ability{Kind: onr.KindActivated, Label: "Reverse the order of the ice of the fort run", When: onr.DuringAccess,
		Once: onr.OncePerRun, If: onr.BeforeAccessingFrom(onr.AnyFort), Effect: onr.Do(onr.ReverseRunIce())})
}
