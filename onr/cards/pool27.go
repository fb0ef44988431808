package cards

import "github.com/datafort/datafort/onr"

// Agendas and connection resources of issue 27.
func init() {
	def := func(title string, abilities ...onr.Ability) { onr.Define(onr.Def{Title: title, Abilities: abilities}) }

	// Hidden. "4[bit], [trash]: Trash, at no cost, one or more cards that
	// you are currently accessing, even if those cards cannot normally be
	// trashed": the cards of the run's access, chosen at its trash step
	// (onr/trashaccessing.go).
	def("Mercenary Subcontract", onr.Ability{Kind: onr.KindActivated, Label: "Trash the cards you are accessing at no cost", When: onr.DuringAccess,
		Cost: onr.Cost{Bits: 4, Trash: true}, Effect: onr.Do(onr.TrashAccessingFree())})

	// "Whenever you play a prep, gain an additional 1[bit] the first time
	// you gain bits from its effect" (onr/prepgain.go; Unique from the card
	// data).
	def("Elena Laskova", onr.Static(onr.ModPrepFirstGain, 1))

	// Hidden. "[trash]: The Corp discards two cards at random from HQ. Use
	// this ability only when the Corp successfully does meat damage"
	// (onr/afterdamage.go).
	def("Get Ready to Rumble", onr.Ability{Kind: onr.KindActivated, Label: "The Corp discards two cards at random from HQ", When: onr.AfterMeatDamage,
		Cost: onr.Cost{Trash: true}, Effect: onr.Do(onr.CorpDiscardsAtRandom(2))})

	// "For each 1 damage you successfully do, you may choose instead to
	// prevent that damage and put a PDCA counter on Please Don't Choke
	// Anyone": after the Runner's prevention (R198), any of the Corp's
	// damage (R197; onr/corpprevent.go). "PDCA counter: Gain an action. Use
	// this ability only once per turn and only during your turn."
	def("Please Don't Choke Anyone", onr.Static(onr.ModPreventForCounters, 1), onr.Ability{Kind: onr.KindActivated, Label: "Gain an action",
		When: onr.AnyWindow, If: onr.OwnTurn, Once: onr.OncePerTurn, Cost: onr.Cost{Counters: 1}, Effect: onr.Do(onr.GainActions(1))})
}
