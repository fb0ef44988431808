package cards

import "github.com/datafort/datafort/onr"

// Corp nodes that hook the rules procedures (issue 27).
func init() {
	def := func(title string, abilities ...onr.Ability) { onr.Define(onr.Def{Title: title, Abilities: abilities}) }

	// "You may advance it before and after you rez it. Cybertech Think Tank
	// advancement counter: Increase by 1 the meat damage dealt by another
	// source", used after the source is used (R112; onr/damagesource.go).
	def("Cybertech Think Tank", onr.Static(onr.ModAdvanceable, 1), onr.Ability{Kind: onr.KindActivated, Label: "Increase the meat damage by 1",
		When: onr.AfterDamageSource, If: onr.DamageFromOtherSource(onr.Meat), Cost: onr.Cost{Adv: 1}, Effect: onr.Do(onr.AddDamage(1))})
}

// Operations that hook the rules procedures (issue 27).
func init() {
	// "Pay two times X bits when you play it, to gain an action during each
	// of your next X turns. Forfeit the next X bits you gain"
	// (onr/forfeitbits.go).
	onr.Define(onr.Def{Title: "Corporate Guard® Temps", Abilities: []onr.Ability{
		onr.Play(onr.PayTimesX(2), onr.ActionsNextTurnsX(1), onr.ForfeitNextBitsX())}})
}
