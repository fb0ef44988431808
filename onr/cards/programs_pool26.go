package cards

import (
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/carddb"
)

// Programs of the card pool's fifth part (issue 26, item 1).
func init() {
	def := func(title string, abilities ...onr.Ability) { onr.Define(onr.Def{Title: title, Abilities: abilities}) }

	// "[action]: Make a run on the Archives. If run is successful, do not
	// access cards from the Archives; instead, treat run as a successful run
	// on HQ": for all intents and purposes (R455), upgrades in HQ accessed
	// too (R454; onr/accessinstead.go).
	def("Shredder Uplink Protocol", onr.Action("Make a run on the Archives", onr.Cost{Actions: 1},
		onr.MakeRun(onr.CentralArchives, onr.InsteadOfAccess()), onr.AccessAsSuccessfulRunOn(onr.CentralHQ)))

	// "After each successful run on R&D, give the Corp a Garbage counter.
	// Two or more Garbage counters allow you to trash, at no cost, any cards
	// accessed from R&D, even if the cards cannot normally be trashed":
	// upgrades in R&D too (R358). "The Corp loses two Garbage counters after
	// any run during which this ability is used": the static's Effect, once
	// a run (onr/virustrash.go).
	def("Garbage In", onr.VirusOn(onr.CentralRD),
		onr.Ability{Kind: onr.KindStatic, Mod: onr.ModTrashStoredFree, Fort: onr.CentralRD, Per: 2, Where: onr.Counters,
			Effect: onr.Do(onr.LoseVirusCounters(2))})

	// "Whenever you are about to access cards from R&D, you may first
	// choose to cut any number of cards from the top of R&D to the bottom
	// of R&D": as the run on R&D succeeds (onr/cutdeck.go).
	def("Microtech AI Interface", onr.Ability{Kind: onr.KindTrigger, On: onr.EvRunSuccessful, Fort: onr.CentralRD, Effect: onr.Do(onr.CutRDTopToBottom())})

	// "2[bit]: The Corp must rez as much ice as possible on a fort,
	// beginning with the outermost ice and working in. Use this ability
	// only after a successful run on that fort": the fort run, before the
	// first access; the ice it cannot pay for stays unseen (R351;
	// onr/forcedrez.go).
	def("False Echo", onr.Ability{Kind: onr.KindActivated, Label: "The Corp rezzes as much ice as it can on the fort run", When: onr.DuringAccess,
		Cost: onr.Cost{Bits: 2}, If: onr.BeforeAccessingFrom(onr.AnyFort), Effect: onr.Do(onr.RezRunIceOutermostFirst())})

	// "0[bit]: Show the top five cards of your stack to the Corp. If any of
	// those cards are programs, trash Mystery Box and then install one of
	// those programs, at no cost. Shuffle your stack afterwards. Use this
	// ability only during a run and only once each run": Joan of Arc may
	// save it, and the program is still installed (R380, R408;
	// onr/stackshow.go).
	def("Mystery Box", onr.Ability{Kind: onr.KindActivated, Label: "Show the top five cards of the stack to the Corp", When: onr.AnyWindow | onr.InEncounter,
		If: onr.InRun, Once: onr.OncePerRun, Effect: onr.Do(onr.ShowTopOfStackInstallOneFree(5, carddb.Program))})
}
