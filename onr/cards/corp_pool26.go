package cards

import "github.com/datafort/datafort/onr"

// Corp agendas and operations of the card pool's last group (issue 26).
func init() {
	def := func(title string, abilities ...onr.Ability) { onr.Define(onr.Def{Title: title, Abilities: abilities}) }

	// "Play only if Runner attempted a run during his or her last turn.
	// Trace 6—If trace is successful, give Runner one tag for each point
	// by which your trace exceeded his or her link" (tracemargin.go).
	def("Manhunt", onr.PlayIf(onr.RunnerRanLastTurn, onr.TraceMargin(6, onr.GiveTagsPerMargin())))
}
