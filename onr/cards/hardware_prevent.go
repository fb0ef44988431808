package cards

import "github.com/datafort/datafort/onr"

// Prevention hardware of the card pool (WP4, class B: prevent-variants).
func init() {
	def := func(title string, abilities ...onr.Ability) { onr.Define(onr.Def{Title: title, Abilities: abilities}) }

	// "Put seven Ablative counters on Armored Fridge when it is installed.
	// When the last Ablative counter has been removed, trash Armored
	// Fridge. Ablative counter: Prevent 1 meat damage."
	def("Armored Fridge", onr.Static(onr.ModInstallCounters, 7), onr.Ability{Kind: onr.KindPrevent, On: onr.EvMeatDamage, N: 1,
		Cost: onr.Cost{Counters: 1}, Effect: onr.Do(onr.If(onr.NoCountersLeft, onr.TrashThis()))})
	// "Prevents 1 Net or brain damage each turn": one limit for both kinds.
	def("Cortical Stimulators", onr.Ability{Kind: onr.KindPrevent, On: onr.EvNetDamage, Or: onr.EvBrainDamage, N: 1, Once: onr.PerTurn(1)})
	// "Prevents all meat damage. For each 1 bit the Corp pays when meat
	// damage is done, 1 point of meat damage is not prevented by this card"
	// (onr/unprevent.go): the Corp chooses its bits once the card has
	// prevented, and the card is not used again against that damage.
	def("Full Body Conversion", onr.Ability{Kind: onr.KindPrevent, On: onr.EvMeatDamage, N: onr.PreventAll, Effect: onr.Do(onr.UnpreventPerBit())})
}

func init() {
	// "[action]: Draw two cards. Use this ability only if you were damaged
	// during any of your last three actions. [trash]: Prevent 1 brain
	// damage." Damage prevented is no damage (R390); not damage between
	// actions or at the start or end of the turn (R391); no "successfully"
	// (R392): onr/damaged.go.
	draw := onr.Action("Draw two cards", onr.Cost{Actions: 1}, onr.Draw(2))
	draw.If = onr.DamagedInLastActions
	onr.Define(onr.Def{Title: "Lifesaver™ Nanosurgeons", Abilities: []onr.Ability{draw, onr.Prevents(onr.EvBrainDamage, 1, onr.Cost{Trash: true})}})
}

func init() {
	// "Pay 1 bit, in addition to the normal cost, to break each ice
	// subroutine. Ignore all AP subroutines except those that trace, or that
	// do Net damage. Prevents all but 1 Net damage from each AP subroutine
	// you do not break" (onr/ignore.go). Ignored subroutines cannot be broken
	// and do not take effect (R405).
	onr.Define(onr.Def{Title: "Microtech 'Trode Set", Abilities: []onr.Ability{onr.Static(onr.ModBreakCost, 1),
		{Kind: onr.KindStatic, Mod: onr.ModIgnoreSubs, N: 1, Filter: onr.Filter{Keywords: []string{"AP"}}},
		{Kind: onr.KindPrevent, On: onr.EvNetDamage, N: onr.PreventAllBut(1), If: onr.FromEncounteredIce("AP")}}})
}
