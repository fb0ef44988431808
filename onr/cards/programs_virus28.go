package cards

import "github.com/datafort/datafort/onr"

// Virus programs of session 28 (ONR-15): counters given in place of an
// access (onr/insteadofaccess.go) that act on each card the Corp installs
// (onr/installrolls.go). A purge removes them (ONR-15.3).
func init() {
	def := func(title string, abilities ...onr.Ability) { onr.Define(onr.Def{Title: title, Abilities: abilities}) }
	// "After each successful run on R&D, you may choose to give the Corp a
	// Doom counter instead of accessing cards from R&D. Each Doom counter
	// forces the Corp to roll a die whenever it installs a card. On a 6, the
	// card is trashed after it is installed, and the Corp removes a Doom
	// counter": each Armageddon once for each access (R274), never when
	// the access was already replaced (R273); each counter a roll of its
	// own (R276).
	def("Armageddon",
		onr.Ability{Kind: onr.KindActivated, When: onr.WouldAccess, Fort: onr.CentralRD, Once: onr.OncePerRun,
			Label: "Give the Corp a Doom counter instead of accessing cards from R&D", Effect: onr.Do(onr.GiveCorpCounter())},
		onr.Ability{Kind: onr.KindTrigger, On: onr.EvCorpInstalled, Where: onr.Counters, Per: 1,
			Effect: onr.Do(onr.RollDie(), onr.OnRoll(6, 6, onr.TrashCardInstalled(), onr.RemoveHeldCounter()))})
}
