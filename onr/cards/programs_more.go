package cards

import "github.com/datafort/datafort/onr"

// Programs of the card pool's fourth part (issue 26), other than viruses
// (programs_virus.go).
func init() {
	def := func(title string, abilities ...onr.Ability) { onr.Define(onr.Def{Title: title, Abilities: abilities}) }

	// "Whenever you access cards from HQ, expose all of the Corp's installed
	// cards": as the run on HQ is successful, before the accesses (RUN-11;
	// onr/exposeall.go).
	def("Schematics Search Engine", onr.Ability{Kind: onr.KindTrigger, On: onr.EvRunSuccessful, Fort: onr.CentralHQ, Effect: onr.Do(onr.ExposeAllInstalled())})
}
