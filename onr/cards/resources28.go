package cards

import "github.com/datafort/datafort/onr"

// The Runner resource of issue 28 (class C).
func init() {
	def := func(title string, abilities ...onr.Ability) { onr.Define(onr.Def{Title: title, Abilities: abilities}) }

	// "Play only if you made a successful run on HQ this turn. If the Corp
	// forgoes actions to lose Virus counters, two counters of your choice
	// are not removed. The Corp may trash Viral Cache by taking an action
	// to pay 5 bits" (onr/keepvirus.go, onr/trashprice.go; R518: the
	// Runner gives a Pipe counter before the Corp can purge).
	def("Code Viral Cache", onr.InstallOnlyIf(onr.SuccessfulRunOnHQThisTurn), onr.KeepVirusOnPurge(2), onr.CorpMayTrashFor(5))
}
