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
	speedTrap := onr.Trigger(onr.EvRezzedInRun, onr.JackOutAfterRez())
	speedTrap.If = onr.JustRezzed(carddb.Upgrade, carddb.Node)
	def("Speed Trap", speedTrap)

	// "Whenever Runner makes a successful run on this fort [errata R162:
	// passes the last piece of ice on this fort or declares a run on it
	// when it has no ice], you may choose an ice card stored in HQ. Install
	// that piece of ice on this fort in the innermost position, paying an
	// installation cost of 1 bit for each piece of ice already on the fort.
	// Runner is now considered to be approaching that piece of ice. Use this
	// ability only once during each run on this fort" (innermostice.go).
	// "Install Pavit only in a subsidiary data fort. When you rez Pavit,
	// uninstall all cards installed in this fort and store them in HQ.
	// Install an equal number of cards from HQ in this fort. Rez Pavit only
	// when Runner has passed the last piece of ice on this fort [errata
	// R196: or declared a run on it when it has no ice]" (R195;
	// rezonlyif.go).
	def("Pavit Bharat", onr.InstallOnlyIn(onr.Subsidiary), onr.Trigger(onr.EvRezzed, onr.RefillFortFromHQ()), onr.RezOnlyIf(onr.PastTheLastIce))

	def("Jenny Jett", pastLastIce("Install ice from HQ innermost", onr.InstallHQIceInnermost())...)
}

// onRDOrHQ: the card's run is on R&D or HQ, chosen as it is played.
func onRDOrHQ(a onr.Ability) onr.Ability {
	a.Fort = onr.CentralRDOrHQ
	return a
}
