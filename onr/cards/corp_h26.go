package cards

import "github.com/datafort/datafort/onr"

// Corp cards of issue 26's last group (onrH26).
func init() {
	def := func(title string, abilities ...onr.Ability) { onr.Define(onr.Def{Title: title, Abilities: abilities}) }

	// "Rez a piece of ice, at no cost. Put X Kludge counters on that piece
	// of ice; X cannot be 0. At the start of each of your turns, remove a
	// Kludge counter. Trash that piece of ice when the last Kludge counter
	// is removed from it" (R133-R135; kludge.go).
	def("Emergency Rig", onr.Play(onr.RezIceKludged(), onr.RemoveKludgeTrashAtLast()))
}
