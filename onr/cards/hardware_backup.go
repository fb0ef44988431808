package cards

import (
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/carddb"
)

// A card that holds programs being trashed (onr/held.go).
func init() {
	// "Whenever one or more installed programs are being sent to the trash
	// at the same time, you may instead choose to put any or all of the
	// programs on top of Microtech Backup Drive in any order you choose.
	// If Backup Drive is removed from play, trash any cards on it.
	// [action]: Bring the top card on Backup Drive into your hand." The
	// cards go on it face up (R403) and count as trashed (R404).
	bring := onr.Action("Bring the top card on it into your hand", onr.Cost{Actions: 1}, onr.TakeTopHeld())
	bring.If = onr.HoldsCards
	onr.Define(onr.Def{Title: "Microtech Backup Drive", Abilities: []onr.Ability{
		{Kind: onr.KindStatic, Mod: onr.ModHoldsTrashed, Filter: onr.Filter{Types: []carddb.Type{carddb.Program}}},
		onr.Trigger(onr.EvLeftPlay, onr.TrashHeldCards()),
		bring,
	}})
}
