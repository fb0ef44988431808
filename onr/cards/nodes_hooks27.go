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

// Nodes that hook every gain of bits (issue 27).
func init() {
	// "Take 1 bit from Investment Firm, if it has any bits, at the start of
	// each of your turns. Whenever 1 bit or more bits are added to your
	// pool, you may put 2 bits from the bank on Investment Firm for each 1
	// bit you choose not to add to your pool. Effects that give you bits at
	// the start of your turn cannot be used this way" (R157-R159;
	// onr/divertgain.go).
	onr.Define(onr.Def{Title: "Investment Firm", Abilities: []onr.Ability{
		onr.Trigger(onr.EvTurnStart, onr.TakeBits(1)), onr.Static(onr.ModDivertGain, 2)}})
}

// Nodes that hook every draw (issue 27).
func init() {
	// "Whenever you draw one or more cards, draw an extra card. Then place
	// one of the drawn cards on the bottom of R&D" (onr/drawextra.go).
	onr.Define(onr.Def{Title: "Strategic Planning Group", Abilities: []onr.Ability{{Kind: onr.KindStatic, Mod: onr.ModDrawExtra, N: 1, Effect: onr.Do(onr.PutDrawnOnDeckBottom())}}})
}
