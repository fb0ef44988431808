package cards

import (
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/carddb"
)

// Preps with scoped bits (scoped-bits; poolbits.go): bits for a run, for
// one install, for install actions, returned to the bank when their scope
// ends.
func init() {
	def := func(title string, abilities ...onr.Ability) { onr.Define(onr.Def{Title: title, Abilities: abilities}) }

	// "Make a run, and gain 9 bits, which you may use only during that
	// run. After that run is completed, suffer 1 brain damage; this damage
	// cannot be prevented. Then, return to the bank any of the 9 bits not
	// spent": the ops after MakeRun resolve once the run is over, so a
	// game won in the run ends before the damage (R400); the bits pay for
	// anything in the run, trashing accessed cards too (R398).
	def("Lucidrine™ Booster Drug", anyFort(onr.Play(onr.MakeRun(onr.AnyFort, onr.BitsThisRun(9)), onr.UnpreventableDamage(onr.Brain, 1))))
	// "Install a program or a piece of hardware. Gain 3 bits, which you
	// may use only to pay for its installation cost. Return to the bank
	// any of the 3 bits you did not spend."
	def("Hijack", onr.Play(onr.InstallWithBits(3, carddb.Program, carddb.Hardware)))
}
