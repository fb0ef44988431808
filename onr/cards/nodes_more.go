package cards

import (
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/carddb"
)

// Nodes that change ice, traces and damage (ONR-8.3).
func init() {
	def := func(title string, abilities ...onr.Ability) { onr.Define(onr.Def{Title: title, Abilities: abilities}) }

	// "Cost to rez code gates is reduced by 1 bit. All code gates have an
	// additional subroutine, "[subroutine] End the run," after all other
	// subroutines" (on every fort).
	def("Encoder, Inc.", onr.Ability{Kind: onr.KindStatic, Mod: onr.ModRezCost, N: -1, Filter: onr.Filter{Types: []carddb.Type{carddb.Ice}, Keywords: []string{"Code Gate"}}},
		onr.IceWithSub("Code Gate", "End the run", onr.EndRun()))
}
