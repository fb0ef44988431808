package cards

import (
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/carddb"
)

// Cards that act on several cards at once: exposing (ONR-16.5.1, R028,
// R369) and trashing together (R033).
func init() {
	// Prep: "Expose up to three installed cards."
	onr.Define(onr.Def{Title: "Hunt Club BBS", Play: onr.Do(onr.Expose(3))})

	// Upgrade (Ambush): "When Runner accesses Shock Treatment, trash all
	// pieces of hardware and two programs. Ignore this effect unless Runner
	// has four or more tags." Its text does not say it works unrezzed, so
	// it works only rezzed (ONR-9.10, R062). It is the Corp's effect, so
	// the Corp chooses the two programs (R031).
	onr.Define(onr.Def{Title: "Shock Treatment", OnAccess: onr.Do(
		onr.IgnoreUnless(onr.TagsAtLeast(4)),
		onr.TrashTogether(onr.TrashPick{Type: carddb.Hardware, All: true}, onr.TrashPick{Type: carddb.Program, N: 2}),
	)})
}
