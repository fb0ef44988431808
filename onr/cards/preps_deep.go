package cards

import (
	"github.com/datafort/datafort/onr"
)

// Preps that reach deep into the rules (class C of the pool's rest).
func init() {
	def := func(title string, abilities ...onr.Ability) { onr.Define(onr.Def{Title: title, Abilities: abilities}) }
	// "Play only if you scored any agendas this turn. Lose all agenda
	// points you scored this turn, and the Corp scores that many agenda
	// points. Gain 10 bits per agenda point lost in this way, and the Corp
	// gives you a tag" (onr/tradepoints.go).
	def("Corruption", onr.PlayIf(onr.Did(onr.Past{Deed: onr.DeedStole, ByYou: true}), onr.LoseStolenPointsToCorp(10), onr.GiveTags(1)))
}
