package cards

import "github.com/datafort/datafort/onr"

// Cards of issue 27's run-position and class-C group (onrC27).
func init() {
	def := func(title string, abilities ...onr.Ability) { onr.Define(onr.Def{Title: title, Abilities: abilities}) }

	// "Make a run on R&D or HQ. If run is successful, access two additional
	// cards if you used no noisy icebreakers during the run and if no trace
	// attempts were made during the run" (runchoice.go).
	def("Library Search", onRDOrHQ(onr.Play(onr.MakeRun(onr.CentralRDOrHQ,
		onr.AccessMoreIf(2, onr.AllOf(onr.Not(onr.NoisyUsedThisRun), onr.Not(onr.TracedThisRun)))))))
}

// onRDOrHQ: the card's run is on R&D or HQ, chosen as it is played.
func onRDOrHQ(a onr.Ability) onr.Ability {
	a.Fort = onr.CentralRDOrHQ
	return a
}
