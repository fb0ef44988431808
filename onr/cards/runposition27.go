package cards

import (
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/carddb"
)

// Cards of issue 27's run-position and class-C group (onrC27).
func init() {
	def := func(title string, abilities ...onr.Ability) { onr.Define(onr.Def{Title: title, Abilities: abilities}) }

	// "Make a run on R&D or HQ. If run is successful, access two additional
	// cards if you used no noisy icebreakers during the run and if no trace
	// attempts were made during the run" (runchoice.go).
	def("Library Search", onRDOrHQ(onr.Play(onr.MakeRun(onr.CentralRDOrHQ,
		onr.AccessMoreIf(2, onr.AllOf(onr.Not(onr.NoisyUsedThisRun), onr.Not(onr.TracedThisRun)))))))

	// "0[bit]: Jack out before an upgrade or node takes effect. Use this
	// ability only immediately after the Corp has rezzed that upgrade or
	// node" (R121, R161, R469, R470; rezresponse.go).
	speedTrap := onr.Trigger(onr.EvRezzedInRun, onr.JackOutBeforeItTakesEffect())
	speedTrap.If = onr.JustRezzed(carddb.Upgrade, carddb.Node)
	def("Speed Trap", speedTrap)
}

// onRDOrHQ: the card's run is on R&D or HQ, chosen as it is played.
func onRDOrHQ(a onr.Ability) onr.Ability {
	a.Fort = onr.CentralRDOrHQ
	return a
}
