package cards

import (
	"github.com/datafort/datafort/onr"
)

// Nodes and upgrades with scoped bits (scoped-bits; poolbits.go): bits for
// a run, a turn or a trace, returned to the bank when their scope ends.
func init() {
	def := func(title string, abilities ...onr.Ability) { onr.Define(onr.Def{Title: title, Abilities: abilities}) }

	// "Discard a card at random: Gain 2 bits. Use this ability only during
	// a run. At the end of the run, return to the bank any of the 2 bits
	// you did not spend": the discard, the ability's cost, comes first.
	def("Executive Boot Camp", onr.Ability{Kind: onr.KindActivated, When: onr.AnyWindow, Label: "discard a card at random: gain 2 bits for the run",
		If: onr.AllOf(onr.InRun, onr.HoldsCardsInHand), Effect: onr.Do(onr.CorpDiscardsAtRandom(1), onr.GainBitsUntil(2, onr.EvRunEnds))})

	// "You may advance Government Contract before and after you rez it.
	// Government Contract advancement counter: Gain 3 bits. Use these bits
	// only to pay for installing or rezzing cards. When the turn ends,
	// return to the bank any of the 3 bits you did not spend" (R146: not a
	// cost above the rez cost; installrezbits.go).
	def("Government Contract", onr.Static(onr.ModAdvanceable, 1), onr.Ability{Kind: onr.KindActivated, Label: "Gain 3 bits to install or rez cards",
		When: onr.AnyWindow, Cost: onr.Cost{Adv: 1}, Effect: onr.Do(onr.GainBitsToInstallOrRez(3, onr.EvTurnEnd))})
}
