package cards

import "github.com/datafort/datafort/onr"

// Prevention programs of the card pool (WP4, class B).
func init() {
	def := func(title string, abilities ...onr.Ability) { onr.Define(onr.Def{Title: title, Abilities: abilities}) }

	// "Prevents up to 2 Net and/or brain damage total each turn": one limit
	// for both kinds; "each turn" is either player's (as R359 reads "Green
	// Knight").
	def("Force Shield", onr.Ability{Kind: onr.KindPrevent, On: onr.EvNetDamage, Or: onr.EvBrainDamage, N: 2, Once: onr.PerTurn(2)})
}
