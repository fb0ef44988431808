package cards

import "github.com/datafort/datafort/onr"

// Virus programs whose counters go in a data fort (issue 27; ONR-15;
// onr/fortcounters.go): put at the end of a successful run (R048, R293),
// removed by a purge (R294) or with the fort when it collapses (R350).
func init() {
	def := func(title string, abilities ...onr.Ability) { onr.Define(onr.Def{Title: title, Abilities: abilities}) }
	// "Whenever you make a successful run, put a Pox counter in the fort
	// that was run. Every two Pox counters in a fort require the Corp to
	// pay 1 bit, in addition to any other costs, to install a card inside
	// or on that fort."
	def("Pox", onr.FortVirusOn(onr.AnyFort),
		onr.Ability{Kind: onr.KindStatic, Mod: onr.ModFortInstallTax, N: 1, Per: 2, Where: onr.Counters})
	// "Whenever you make a successful run on a subsidiary data fort, put a
	// Fait counter in that fort. Every two Fait counters in a fort give +1
	// difficulty to all agendas installed inside that fort."
	def("Fait Accompli", onr.FortVirusOn(onr.Subsidiary),
		onr.Ability{Kind: onr.KindStatic, Mod: onr.ModFortAgendaDifficulty, N: 1, Per: 2, Where: onr.Counters})
}
