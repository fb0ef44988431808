package cards

import "github.com/datafort/datafort/onr"

// The Corp upgrade of issue 28 (class C).
func init() {
	def := func(title string, abilities ...onr.Ability) { onr.Define(onr.Def{Title: title, Abilities: abilities}) }

	// "Runner cannot use worms during runs on this fort (R085). If Runner
	// uses a worm during a run on this fort before Aardvark is rezzed, you
	// may rez Aardvark to trash that worm (R084), and any bits spent using
	// that worm on the current piece of ice are lost to no effect. Runner
	// may then use further icebreakers to break the ice"
	// (onr/breakerrez.go).
	def("Aardvark", onr.BreakersBannedInFortRuns("Worm"), onr.RezAgainstBreakerUse("Worm"))
}
