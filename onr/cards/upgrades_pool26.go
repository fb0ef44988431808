package cards

import (
	"github.com/datafort/datafort/onr"
)

// Nodes and upgrades of the last pool (issue 26): sysops, grids and nodes.
func init() {
	def := func(title string, abilities ...onr.Ability) { onr.Define(onr.Def{Title: title, Abilities: abilities}) }

	// "Install Raymond Ellison only in a subsidiary data fort. [trash]:
	// Remove any number of advancement counters from cards installed in
	// this data fort. Gain 3 bits for each advancement counter removed. Use
	// this ability only during a run. At the end of the run, return to the
	// bank any of the bits gained that you did not spend." The trash comes
	// after the counters are chosen, which read its fort (as Information
	// Laundering reads its counters before its trash).
	def("Raymond Ellison", onr.InstallOnlyIn(onr.Subsidiary), onr.Ability{Kind: onr.KindActivated, When: onr.AnyWindow, If: onr.InRun,
		Label:  "trash it: 3 bits for the run per advancement counter removed here",
		Effect: onr.Do(onr.CashAdvancementInThisFort(3, onr.EvRunEnds), onr.TrashThis())})

	// Region (ONR-8.4.2: rezzed as installed, one a fort): "Runner must pay
	// 1 bit, in addition to the normal cost, to use each subroutine of a
	// noisy icebreaker during runs on this fort" (breakerusecost.go).
	def("London City Grid", onr.Static(onr.ModRezOnInstall, 1),
		onr.Ability{Kind: onr.KindStatic, Mod: onr.ModBreakerUseCost, N: 1, Filter: onr.Filter{Keywords: []string{"Noisy"}}})

	// "For half cost, rounded down, rez a piece of ice installed on this
	// fort. Derez that ice at the end of the run. Use this ability only
	// once during each run on this fort" (R115, R184, R185: halfrez.go).
	def("Olivia Salazar", onr.Ability{Kind: onr.KindActivated, When: onr.AnyWindow, If: onr.RunOnThisFort, Once: onr.OncePerRun,
		Label: "rez a piece of ice of this fort for half its cost, for the run", Effect: onr.Do(onr.RezIceOfThisFortForHalf())})

	// "You may pay 1 bit to avoid receiving a Virus counter. Use this
	// ability only once each turn" (payavoidvirus.go).
	disinfectant := onr.Trigger(onr.EvRunEnding, onr.PayToAvoidVirusOncePerTurn(1))
	disinfectant.If, disinfectant.Label = onr.VirusCounterComing, "pay 1 bit to avoid a virus counter"
	def("Disinfectant, Inc.", disinfectant)

	// "Rezzing ACME S&L costs 1 agenda point, in addition to the normal
	// cost. When you rez ACME S&L, gain 12 bits and trash ACME S&L. For the
	// remainder of the game, pay 1 bit at the end of each of your turns, or
	// lose the game. You can remove this effect, and score 1 agenda point,
	// by taking an action to pay 12 bits" (debt.go).
	def("ACME Savings and Loan", onr.Ability{Kind: onr.KindStatic, Mod: onr.ModRezAlso, Cost: onr.Cost{Points: 1}},
		onr.Trigger(onr.EvRezzed, onr.GainBits(12), onr.TrashThis(), onr.Debt(onr.EvTurnEnd, 12, 1, onr.PayOrLoseGame(1))))
}
