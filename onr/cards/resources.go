package cards

import "github.com/datafort/datafort/onr"

// Resources (ONR-8.10).
func init() {
	def := func(title string, abilities ...onr.Ability) { onr.Define(onr.Def{Title: title, Abilities: abilities}) }
	tagged := func(a onr.Ability) onr.Ability { a.If = onr.RunnerTagged; return a }

	def("Access to Kiribati", onr.BaseLink(1, 1), onr.LinkBoost(1))
	def("Floating Runner BBS", onr.Trigger(onr.EvTurnStart, onr.GainBits(1)))
	// "Installing Corporate Ally costs 1 agenda point, in addition to the
	// normal cost. The difficulty of all agendas is +1." Unique (ONR-8.11).
	def("Corporate Ally", onr.Ability{Kind: onr.KindStatic, Mod: onr.ModInstallCost, Cost: onr.Cost{Points: 1}},
		onr.Static(onr.ModDifficulty, 1))
	def("Fall Guy", onr.Prevents(onr.EvTagGiven, 1, onr.Cost{Trash: true}))
	def("Danshi's Second ID", onr.Action("Remove up to three tags", onr.Cost{Actions: 1, Trash: true}, onr.RemoveTags(3)))
	def("Nomad Allies",
		tagged(onr.Action("Remove a tag", onr.Cost{Actions: 1, Bits: 1}, onr.RemoveTags(1))),
		onr.Prevents(onr.EvTagGiven, 1, onr.Cost{Trash: true}))

	// "Each of your turns, you may gain an action, which you may use only to
	// make a run. During that run, you may spend at most 3 bits to pay for
	// using icebreakers or increasing your link" (onr/dedicated.go).
	def("Wilson, Weeflerunner Apprentice",
		onr.Ability{Kind: onr.KindStatic, Mod: onr.ModExtraAction, N: 1, Use: onr.ForRuns, Effect: onr.Do(onr.LimitRunSpending(3))},
		onr.Prevents(onr.EvTagGiven, 1, onr.Cost{Trash: true}),
		onr.Prevents(onr.EvMeatDamage, onr.AnyAmount, onr.Cost{Trash: true}))

	// Hidden resources (Proteus; ONR-16.1): installed face down, trashed face
	// up. "X bits, [trash]: Gain Y bits. You may use this ability whenever
	// you pay any cost or penalty" (ONR-18.3.7, R305–R308, R386–R389).
	def("Chiba Bank Account", onr.PaymentAbility(1, 4))
	def("Liberated Savings Account", onr.PaymentAbility(7, 11))
	// "4 bits, [trash]: Access two additional cards from HQ. Use this
	// ability only when accessing cards from HQ." Several add up (R367).
	def("HQ Mole", onr.Ability{Kind: onr.KindActivated, Label: "Access two additional cards from HQ", When: onr.DuringAccess,
		Cost: onr.Cost{Bits: 4, Trash: true}, If: onr.AccessingFrom(onr.CentralHQ), Effect: onr.Do(onr.AccessAdditional(onr.CentralHQ, 2))})

	// Errata R477: using it ends the run after the current encounter
	// (printed: forces a jack out); "use only during a run".
	def("Submarine Uplink", onr.Ability{Kind: onr.KindBaseLink, N: 4, If: onr.InRun, Effect: onr.Do(onr.EndRunAfterPass())}, onr.LinkBoost(1))

	// "[trash]: Give one of your icebreakers +2 strength for the remainder
	// of this run. Use this ability only during an encounter with a piece
	// of ice." Offered in the break step of each encounter (ONR-11.5.4). If
	// its trash is prevented, no strength is given (R078, R397). Without an
	// icebreaker installed it has no target and cannot be used.
	def("Lockjaw", onr.Ability{Kind: onr.KindActivated, Label: "Give an icebreaker +2 strength for the run", When: onr.InEncounter,
		If: onr.HasIcebreaker, Cost: onr.Cost{Trash: true}, Effect: onr.Do(onr.BoostIcebreakerForRun(2))})

	// Errata R492: set a program or hardware card aside face up with Shell
	// counters equal to its install cost; 1 bit removes a counter (any time
	// the Runner may use special effects, R495); one counter goes at the
	// start of each of the Runner's turns, mandatorily (R493), once per copy
	// (R497); the last counter installs the card (R494). See aside.go.
	setAside := onr.Action("Set aside a program or hardware card", onr.Cost{Actions: 1}, onr.SetAsideWithCounters())
	setAside.If = onr.CanSetAside
	remove := onr.AnyTime("Remove a Shell counter", onr.Cost{Bits: 1}, onr.RemoveAsideCounter())
	remove.If = onr.HasAsideCounters
	atStart := onr.Trigger(onr.EvTurnStart, onr.RemoveAsideCounter())
	atStart.If = onr.HasAsideCounters
	def("The Shell Traders", setAside, remove, atStart)

	// Base links (ONR-12.1.3): one base link card for each trace (R253,
	// R254); Access through Alpha only sets a base link (R413).
	def("Access through Alpha", onr.BaseLink(1, 9))
	def("Access to Arasaka", onr.BaseLink(2, 4), onr.LinkBoost(2))
	def("Back Door to Hilliard", onr.BaseLink(0, 2), onr.LinkBoost(3))
	def("Back Door to Orbital Air", onr.BaseLink(1, 2), onr.LinkBoost(2))
	def("Databroker", onr.Action("Gain 10 bits", onr.Cost{Actions: 1, Trash: true, Points: 1}, onr.GainBits(10)))
	def("Leland, Corporate Bodyguard",
		onr.Prevents(onr.EvMeatDamage, 1, onr.Cost{Bits: 1}),
		onr.Prevents(onr.EvTagGiven, 1, onr.Cost{Trash: true}))
	def("Silicon Saloon Franchise", onr.Action("Gain 1 bit and draw one card", onr.Cost{Actions: 1}, onr.GainBits(1), onr.Draw(1)))
	// Hidden (ONR-16.1). "You may use the following abilities whenever you
	// pay any cost or penalty" (ONR-18.3.7), besides the usual windows
	// (R485), each use a separate effect (R482), also for installs (R483);
	// its trash is part of the price (R484).
	def("Swiss Bank Account", onr.PaymentAbility(0, 2), onr.PaymentAbility(3, 6))
	// Errata R384: "Gain 1 bit after each successful run", an end-of-run
	// effect (RUN-13). Unique (ONR-8.11, its keyword).
	def("Karl de Veres, Corporate Stooge", onr.Trigger(onr.EvSuccessfulRunEnd, onr.GainBits(1)))
	// "[action], 1 bit: Bring the top card from your trash into your hand"
	// (onr/recur.go).
	// Hidden. "[trash]: Pass a piece of AP ice. You may use this ability
	// during an encounter with a piece of ice" (onr/passice.go).
	def("Simulacrum", onr.Ability{Kind: onr.KindActivated, Label: "Pass the AP ice", When: onr.InEncounter,
		If: onr.EncounteringIceWith("AP"), Cost: onr.Cost{Trash: true}, Effect: onr.Do(onr.PassEncounteredIce())})
	// Unique. "At the start of each of your turns, you may trash one of
	// your other installed cards to gain 2 bits": once per turn (R463).
	def("Smith's Pawnshop", onr.Trigger(onr.EvTurnStart, onr.MayTrashOtherInstalled(onr.GainBits(2))))
	// Looking at the Corp's stored cards (onr/look.go); the last two are
	// hidden (ONR-16.1).
	def("Technician Lover", onr.Action("Look at the top card of R&D", onr.Cost{Actions: 1}, onr.LookAtTopOfDeck(1)))
	def("Sandbox Dig", onr.AnyTime("Look at the top three cards of R&D", onr.Cost{Bits: 3, Trash: true}, onr.LookAtTopOfDeck(3)))
	def("Executive File Clerk", onr.AnyTime("Look at all cards stored in HQ", onr.Cost{Bits: 2, Trash: true}, onr.LookAtHand()))
	def("Junkyard BBS", onr.Action("Bring the top card of the trash into the hand", onr.Cost{Actions: 1, Bits: 1}, onr.TopOfTrashToHand()))
}
