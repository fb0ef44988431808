package cards

import "github.com/datafort/datafort/onr"

// Upgrades that make the Runner encounter ice that is not installed
// (encounter-outside; onr/outsideice.go).
func init() {
	def := func(title string, abilities ...onr.Ability) { onr.Define(onr.Def{Title: title, Abilities: abilities}) }

	// "Whenever Runner makes a successful run on this fort [errata R125:
	// passes the last piece of ice on this fort or declares a run on it
	// when it has no ice], you may choose an ice card stored in HQ. Pay
	// half of that card's rez cost, rounded down, to force Runner to
	// encounter it; the run is not considered successful unless Runner
	// passes that piece of ice. Trash that ice after the encounter ends.
	// Use this ability only once during each run on this fort."
	def("Dr. Dreff", pastLastIce("Make the Runner encounter an ice card from HQ", onr.EncounterIceFromHQ())...)
}
