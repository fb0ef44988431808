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
	// "Make a run. If run is successful, the Corp gives you two tags, and
	// you give the Corp 1 Bad Publicity point for each black ice you
	// encountered during the run, 1 for each Black Ops card the Corp rezzed
	// during the run, and 1 for each Black Ops agenda you liberated during
	// the run" (a Corp with 7 loses, ONR-16.3.1; onr/runfacts.go).
	def("Live News Feed", anyFort(onr.Play(onr.MakeRun(onr.AnyFort, onr.WheneverThisRun(onr.EvSuccessfulRunEnd)), onr.GiveTags(2),
		onr.GiveBadPublicityPer(1, onr.CountEncounteredThisRun, "Black Ice"), onr.GiveBadPublicityPer(1, onr.CountRezzedThisRun, "Black Ops"),
		onr.GiveBadPublicityPer(1, onr.CountStolenThisRun, "Black Ops"))))
	// "Make a run. Give the Corp 1 Bad Publicity point for each
	// advertisement you trash during the run": counted as the run ends.
	def("Subliminal Corruption", anyFort(onr.Play(onr.MakeRun(onr.AnyFort, onr.WheneverThisRun(onr.EvRunEnding)),
		onr.GiveBadPublicityPer(1, onr.CountTrashedThisRun, "Advertisement"))))
	def("Corruption", onr.PlayIf(onr.Did(onr.Past{Deed: onr.DeedStole, ByYou: true}), onr.LoseStolenPointsToCorp(10), onr.GiveTags(1)))
}
