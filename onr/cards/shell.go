package cards

import "github.com/datafort/datafort/onr"

func init() {
	// Errata R492: set a program or hardware card aside face up with Shell
	// counters equal to its install cost; 1 bit removes a counter (any
	// time the Runner may use special effects, R495); one counter goes at
	// the start of each of the Runner's turns, mandatorily (R493), once per
	// copy (R497); the last counter installs the card (R494). See aside.go.
	onr.Define(onr.Def{Title: "The Shell Traders",
		Abilities: []onr.Ability{
			{Label: "Set aside a program or hardware card", Cost: onr.Cost{Actions: 1}, If: onr.CanSetAside,
				Effect: onr.Do(onr.SetAsideWithShell())},
			{Label: "Remove a Shell counter", When: onr.AnyWindow, Cost: onr.Cost{Bits: 1}, If: onr.HasShellCounters,
				Effect: onr.Do(onr.RemoveShellCounter())},
		},
		Triggers: []onr.Trigger{{On: onr.OnTurnStart, If: onr.HasShellCounters, Effect: onr.Do(onr.RemoveShellCounter())}},
	})

	// A deck with an additional install cost of 1 agenda point, the case of
	// R499, R501 and R502. Errata R269: spent bits are replaced from the
	// bank at the start of the Runner's next turn (Recurring).
	onr.Define(onr.Def{Title: "Arasaka Portable Prototype", Deck: true, MU: 3,
		Recurring: 3, RecurringFor: onr.ForIcebreakers, InstallAlso: onr.Cost{Points: 1}})
}
