package cards

import "github.com/datafort/datafort/onr"

// Programs of session 28 that are no viruses: counters that keep a fort's
// cards exposed (onr/exposecounters.go).
func init() {
	def := func(title string, abilities ...onr.Ability) { onr.Define(onr.Def{Title: title, Abilities: abilities}) }
	// "[trash]: Put a Spy counter in a data fort. A Spy counter exposes all
	// cards installed inside or on a fort containing it. The Corp may remove
	// a Spy counter by taking an action to pay 4 bits. Use this ability only
	// immediately after a successful run on that fort": an end-of-run effect
	// (R372); the cards stored in a central fort are not installed (R370).
	def("I Spy", onr.Ability{Kind: onr.KindTrigger, On: onr.EvSuccessfulRunEnd, Label: "trash I Spy to put a Spy counter in the fort run",
		Effect: onr.Do(onr.MayDo(onr.TrashThis(), onr.PutExposeCounter(4)))})
}
