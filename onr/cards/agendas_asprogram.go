package cards

import "github.com/datafort/datafort/onr"

// Agendas the Runner installs as programs (agenda-as-program;
// onr/agendaprogram.go).
func init() {
	def := func(title string, abilities ...onr.Ability) { onr.Define(onr.Def{Title: title, Abilities: abilities}) }

	// "If Runner accesses Theorem Proof, he or she does not score it, but
	// instead may install it as a 2 MU program that has the ability
	// "[action]: Score Theorem Proof" but is removed from the game if it
	// leaves play in any other way."
	score := onr.Action("Score Theorem Proof", onr.Cost{Actions: 1}, onr.RunnerScoresThis())
	score.Where = onr.Installed
	def("Theorem Proof", onr.Ability{Kind: onr.KindStatic, Mod: onr.ModAgendaAsProgram, N: 2}, score)
}
