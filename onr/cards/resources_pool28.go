package cards

import "github.com/datafort/datafort/onr"

// Resources of session 28.
func init() {
	def := func(title string, abilities ...onr.Ability) { onr.Define(onr.Def{Title: title, Abilities: abilities}) }

	// "After the turn in which you install Viacox, you gain an action during
	// each of your turns, which you must take if possible. Roll a die at the
	// start of each of your turns to find out what the action is. On a 1,
	// draw a card. On a 2, gain 1. On a 3, make a run on R&D. On a 4, make a
	// run on HQ. On a 5, make a run on a subsidiary data fort. On a 6,
	// reveal a card to the Corp at random from your hand, and play or
	// install that card" (dieaction.go; R285-R287). Installed in an action,
	// it sees its first turn start on the next turn.
	def("Bargain with Viacox", onr.Trigger(onr.EvTurnStart, onr.RollDie(),
		onr.OnRoll(1, 1, onr.GainDieAction(onr.ToDraw, true)),
		onr.OnRoll(2, 2, onr.GainDieAction(onr.ToGain, true)),
		onr.OnRoll(3, 3, onr.GainDieAction(onr.ToRunRD, true)),
		onr.OnRoll(4, 4, onr.GainDieAction(onr.ToRunHQ, true)),
		onr.OnRoll(5, 5, onr.GainDieAction(onr.ToRunSubsidiary, true)),
		onr.OnRoll(6, 6, onr.GainDieAction(onr.ToPlayRandom, true))))
}
