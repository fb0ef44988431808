package cards

import "github.com/datafort/datafort/onr"

// Programs of the card pool's fifth part (issue 26, item 1).
func init() {
	def := func(title string, abilities ...onr.Ability) { onr.Define(onr.Def{Title: title, Abilities: abilities}) }

	// "[action]: Make a run on the Archives. If run is successful, do not
	// access cards from the Archives; instead, treat run as a successful run
	// on HQ": for all intents and purposes (R455), upgrades in HQ accessed
	// too (R454; onr/accessinstead.go).
	def("Shredder Uplink Protocol", onr.Action("Make a run on the Archives", onr.Cost{Actions: 1},
		onr.MakeRun(onr.CentralArchives, onr.InsteadOfAccess()), onr.AccessAsSuccessfulRunOn(onr.CentralHQ)))
}
