package cards

import "github.com/datafort/datafort/onr"

// Agendas of session 28.
func init() {
	def := func(title string, abilities ...onr.Ability) { onr.Define(onr.Def{Title: title, Abilities: abilities}) }

	// "You may gain an action during each of your turns. At the start of
	// each of your turns, roll a die to see what the action will be for that
	// turn, and then decide whether to take it. On a 1, you may use the
	// action only to install a card; on a 2 or 3, only to gain 1; on a 4,
	// 5, or 6, only to draw a card" (dieaction.go).
	def("AI Board Member", onr.Trigger(onr.EvTurnStart, onr.RollDie(),
		onr.OnRoll(1, 1, onr.GainDieAction(onr.ToInstall, false)),
		onr.OnRoll(2, 3, onr.GainDieAction(onr.ToGain, false)),
		onr.OnRoll(4, 6, onr.GainDieAction(onr.ToDraw, false))))
}
