package cards

import (
	"github.com/datafort/datafort/onr"
)

// More upgrades (ONR-8.4).
func init() {
	def := func(title string, abilities ...onr.Ability) { onr.Define(onr.Def{Title: title, Abilities: abilities}) }
	rezOnInstall := onr.Static(onr.ModRezOnInstall, 1) // a region (ONR-8.4.2, onr/region.go)

	// "Put 3 bits from the bank on Paris City Grid when you rez it. Use
	// these bits only to pay for traces made during runs on this fort. If
	// you use any of these bits, replace them at the start of your next
	// turn" (restricted.go; as Krumz, with the run's fort).
	paris := onr.Recurring(0, onr.ForOwnTraces, onr.Filter{})
	paris.If = onr.RunOnThisFort
	def("Paris City Grid", rezOnInstall, paris, onr.Trigger(onr.EvRezzed, onr.PutBits(3)))
}

// Upgrades that give the Runner counters.
func init() {
	// Ambush: "When Runner accesses Crybaby, give Runner a Crying counter.
	// Each Crying counter reduces Runner's link by 2 during each trace
	// attempt. Runner can remove a Crying counter by taking an action to
	// pay 2 bits" (installed, only rezzed: ONR-9.10).
	onr.Define(onr.Def{Title: "Crybaby", Abilities: []onr.Ability{onr.OnAccess(onr.GiveRunnerLinkCounter(-2, 2))}})
}
