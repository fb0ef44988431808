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

// Sysops of the Runner past the last ice of their fort (onr/fortadvance.go).
func init() {
	def := func(title string, abilities ...onr.Ability) { onr.Define(onr.Def{Title: title, Abilities: abilities}) }
	// "Install Lesley Major only in a subsidiary data fort. 5 bits: Add two
	// advancement counters, at no cost, to a card installed in this data
	// fort."
	def("Lesley Major", append([]onr.Ability{onr.InstallOnlyIn(onr.Subsidiary)},
		pastLastIce("Pay 5 bits: two advancement counters on a card of this fort", onr.MayPay(5, onr.AddAdvancementInThisFort(2)))...)...)
}

// pastLastIce is "use this ability only when Runner passes the last piece
// of ice on this fort or declares a run on it when it has no ice, and only
// once per run" (errata R162, R166): a trigger at each of those moments,
// counted together (Limit.Shared): ice put on the fort at the run's start
// (Jenny Jett) is passed later in the same run.
func pastLastIce(label string, ops ...onr.Op) []onr.Ability {
	once := onr.Limit{N: 1, Per: onr.EvRunEnds, Shared: true}
	passed, declared := onr.Trigger(onr.EvIcePassed, ops...), onr.Trigger(onr.EvRunStart, ops...)
	passed.Label, passed.If, passed.Once = label, onr.PastTheLastIce, once
	declared.Label, declared.If, declared.Once = label, onr.PastTheLastIce, once
	return []onr.Ability{passed, declared}
}

// "During runs on this fort, Runner cannot use bits from stealth sources"
// (onr/nobitsfrom.go).
func init() {
	onr.Define(onr.Def{Title: "Twenty-Four-Hour Surveillance", Abilities: []onr.Ability{onr.NoBitsFromDuringRuns("Stealth")}})
}

// "Swap a piece of unrezzed ice on this fort with an ice card stored in
// HQ. The new ice card comes into play concealed. Use this ability only
// once during each run on this fort" (onr/swapice.go; also ice the
// Runner exposed, R186, R462).
func init() {
	def := func(title string, abilities ...onr.Ability) { onr.Define(onr.Def{Title: title, Abilities: abilities}) }
	swap := onr.Ability{Kind: onr.KindActivated, When: onr.AnyWindow, Label: "swap an unrezzed piece of ice of this fort with an ice card of HQ",
		If: onr.RunOnThisFort, Once: onr.Limit{N: 1, Per: onr.EvRunEnds}, Effect: onr.Do(onr.SwapIceWithHQ())}
	def("Omni Kismet, Ph. D.", swap)
	def("Singapore City Grid", onr.Static(onr.ModRezOnInstall, 1), swap)
}
