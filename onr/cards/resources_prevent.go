package cards

import "github.com/datafort/datafort/onr"

// Prevention resources of the card pool (WP4, class B).
func init() {
	def := func(title string, abilities ...onr.Ability) { onr.Define(onr.Def{Title: title, Abilities: abilities}) }

	// Unique (ONR-8.11). "Prevents all meat damage. The Corp may pay 1 agenda
	// point to cancel this effect until end of turn" (onr/unprevent.go).
	// Decision: the Corp chooses once the card has prevented, as Full Body
	// Conversion's bits; cancelled, the damage it prevented is done, and it
	// prevents nothing more until the turn is over (EvTurnOver, as "until
	// end of turn" of Psychic Friend, OPEN 21).
	def("Diplomatic Immunity", onr.Ability{Kind: onr.KindPrevent, On: onr.EvMeatDamage, N: onr.PreventAll, Effect: onr.Do(onr.CancelForPoint())})
	// "Put two Trauma counters on Trauma Team when it is installed. Trauma
	// Counter: Prevent 1 meat damage. [action]: Put one Trauma counter on
	// Trauma Team."
	def("Trauma Team™", onr.Static(onr.ModInstallCounters, 2),
		onr.Ability{Kind: onr.KindPrevent, On: onr.EvMeatDamage, N: 1, Cost: onr.Cost{Counters: 1}},
		onr.Action("Put one Trauma counter on Trauma Team", onr.Cost{Actions: 1}, onr.PutCounters(1)))
	// Hidden (ONR-16.1): installed face down; the Runner is asked on public
	// grounds whether to use them (onr/hiddenprevent.go).
	def("Bolt-Hole", onr.Prevents(onr.EvMeatDamage, 2, onr.Cost{Trash: true}))
	def("Expendable Family Member", onr.Prevents(onr.EvTagGiven, 1, onr.Cost{Bits: 1, Trash: true}))
}
