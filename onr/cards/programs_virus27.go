package cards

import "github.com/datafort/datafort/onr"

// Virus programs of issue 27 (ONR-15): counters in a data fort
// (onr/fortcounters.go), counters that breed (onr/virusdouble.go). They
// are put at the end of a successful run (R048, R293) and removed by a
// purge (R294), or with their fort when it collapses (R350).
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
	// "Whenever you make a successful run, give the Corp an Incubate
	// counter. Each Incubate counter necessitates a die roll at the start
	// of each of your turns; on each 6, choose a Virus counter and
	// exchange that counter for two counters of the same type": the new
	// one stays where the old was (R376; onr/virusdouble.go).
	def("Incubator", onr.VirusOn(onr.AnyFort),
		onr.Ability{Kind: onr.KindTrigger, On: onr.EvTurnStart, Where: onr.Counters, Effect: onr.Do(onr.DoubleVirusPerRoll(6))})
	// "After each successful run on Archives, HQ, or R&D, put a Socket
	// counter in that data fort. Socket counter from Archives, Socket
	// counter from HQ, and Socket counter from R&D: Give the Corp a Pipe
	// counter. Each Pipe counter causes the Corp to forgo an action at the
	// start of each of its turns" (onr/fortcounterstrade.go).
	def("Viral Pipeline", onr.FortVirusOn(onr.CentralArchives), onr.FortVirusOn(onr.CentralHQ), onr.FortVirusOn(onr.CentralRD),
		onr.Ability{Kind: onr.KindActivated, When: onr.AnyWindow, Label: "Give the Corp a Pipe counter",
			If: onr.FortVirusInEachCentral(), Effect: onr.Do(onr.TradeFortVirusFromCentrals())},
		onr.Ability{Kind: onr.KindTrigger, On: onr.EvTurnStart, Where: onr.CountersCorpTurn, Per: 1, Effect: onr.Do(onr.CorpForgoesActions(1))})
}
