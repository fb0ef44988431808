package cards

import "github.com/datafort/datafort/onr"

// Programs of the card pool's third part (issue 26).
func init() {
	def := func(title string, abilities ...onr.Ability) { onr.Define(onr.Def{Title: title, Abilities: abilities}) }

	// "[action]: Make a run on R&D, but instead of accessing cards, look at
	// the top five cards of R&D" (onr/look.go).
	def("R&D-Protocol Files", onr.Action("Make a run on R&D", onr.Cost{Actions: 1},
		onr.MakeRun(onr.CentralRD, onr.InsteadOfAccess()), onr.LookAtTopOfDeck(5)))
	// "After you access cards from HQ, look at all cards stored in HQ": at
	// the end of each successful run on HQ (RUN-13).
	def("Expert Schedule Analyzer", onr.Ability{Kind: onr.KindTrigger, On: onr.EvSuccessfulRunEnd, Fort: onr.CentralHQ, Effect: onr.Do(onr.LookAtHand())})
}
