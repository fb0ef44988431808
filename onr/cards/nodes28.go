package cards

import "github.com/datafort/datafort/onr"

// The Corp node of issue 28 (class C).
func init() {
	def := func(title string, abilities ...onr.Ability) { onr.Define(onr.Def{Title: title, Abilities: abilities}) }

	// "You may advance LDL Traffic Analyzers before and after you rez it.
	// You may rez LDL Traffic Analyzers during a trace attempt. LDL Traffic
	// Analyzers advancement counter: Gain 5 bits. Use this ability only
	// during a trace attempt. When the trace attempt ends, return to the
	// bank any of the 5 bits you did not spend": its counters pay the
	// Corp's trace bids, rezzing it if face down (onr/advtracebits.go).
	def("LDL Traffic Analyzers", onr.Static(onr.ModAdvanceable, 1), onr.RezDuringTrace(), onr.AdvancementTraceBits(5))
}
