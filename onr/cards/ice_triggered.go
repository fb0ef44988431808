package cards

import (
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/carddb"
)

// Ice with mechanics beyond subroutines (cardpool WP1, class B): rez and
// pass triggers, run riders, "unless the Runner pays", subroutines and
// strength computed from the state, locks and counters on the Runner, die
// rolls, end-of-turn effects.
func init() {
	etr := onr.Sub(onr.EndRun())
	def := func(title string, abilities ...onr.Ability) { onr.Define(onr.Def{Title: title, Abilities: abilities}) }
	gainOnRez := func(n int32) onr.Ability { return onr.Trigger(onr.EvRezzed, onr.GainBits(n)) }

	// trigger-rez, unless-pays. R128 (not when Dr. Dreff makes the Runner
	// encounter it) needs Dr. Dreff, which is not implemented.
	def("Chihuahua", onr.Sub(onr.Trace(1, onr.NetDamage(1))), gainOnRez(2))
	def("Snowbank", onr.Sub(onr.UnlessRunnerPays(1, onr.EndRun())), gainOnRez(3))
	def("Misleading Access Menus", onr.Sub(onr.UnlessRunnerPays(1, onr.EndRun())), gainOnRez(3))
	def("Washed-Up Solo Construct", onr.Sub(onr.UnlessRunnerPays(1, onr.TrashRunnerCard(carddb.Program))), gainOnRez(3))

	// die-roll.
	def("Brain Drain", onr.Sub(onr.RollDie(), onr.OnRoll(1, 1, onr.BrainDamage(3))))

	// ice-count-scaling, computed-amount: "for each rezzed piece of ice
	// installed outside it" counts 0 when it is not installed (R095, R120,
	// R129, R174).
	outside := func(n int32) onr.Ability {
		return onr.Ability{Kind: onr.KindStatic, Mod: onr.ModIceStrength, N: n, X: onr.CountRezzedIceOutside}
	}
	def("Bug Zapper", onr.Sub(onr.DamagePer(onr.Net, 2, onr.CountRezzedIceOutside)), etr)
	def("Dog Pile", onr.Sub(onr.DamagePer(onr.Net, 1, onr.CountRezzedIceOutside)), etr, outside(1))
	def("Mastermind", onr.Sub(onr.DamagePer(onr.Brain, 1, onr.CountRezzedIceOutside)), etr, outside(1))

	// dynamic-subroutines: subroutines the text makes from the state
	// (ModExtraSubs statics). Ice with none counts as having had all broken
	// (R301).
	perTwoPaid := onr.Ability{Kind: onr.KindStatic, Mod: onr.ModExtraSubs, N: 1, X: onr.CountPaidAboveRez, Per: 2, Effect: onr.Do(onr.EndRun())}
	payOnRez := onr.Trigger(onr.EvRezzed, onr.PayAboveRez())
	def("Food Fight", perTwoPaid, payOnRez)
	def("Gatekeeper", perTwoPaid, payOnRez)
	def("Sandstorm", perTwoPaid, payOnRez)
	def("Hunting Pack", onr.Ability{Kind: onr.KindStatic, Mod: onr.ModExtraSubs, N: 1, X: onr.CountRezzedIceOutside,
		Effect: onr.Do(onr.Trace(5, onr.GiveTags(1)))})
	def("Minotaur", onr.Ability{Kind: onr.KindStatic, Mod: onr.ModExtraSubs, N: 1, X: onr.CountRezzedIceOutside,
		Filter: onr.Filter{Keywords: []string{"Code Gate", "Wall"}}, Effect: onr.Do(onr.EndRun())})
	// corp-encounter-ability, trigger-encounter: "2 bits: one End the run
	// for the present encounter. Use this ability only when Runner
	// encounters it": bought as the encounter begins, as many as the Corp
	// wishes and can afford (R156, R211).
	bought := onr.Ability{Kind: onr.KindStatic, Mod: onr.ModExtraSubs, N: 1, X: onr.CountBought, Effect: onr.Do(onr.EndRun())}
	buy := onr.Trigger(onr.EvEncountered, onr.BuyForEncounter(2))
	def("Iceberg", onr.Sub(onr.NetDamage(1)), bought, buy)
	def("Riddler", bought, buy)

	// run-rider.
	def("Canis Major", onr.Sub(onr.EncounteredAtPlus(2, true)))
	def("Canis Minor", onr.Sub(onr.EncounteredAtPlus(1, true)))
	// "… unless Runner pays 2 bits while passing Coyote": decision: the
	// Runner chooses as the subroutine resolves, since nothing happens
	// between it and the pass that could change his means or the choice.
	def("Coyote", onr.Sub(onr.UnlessRunnerPays(2, onr.EncounteredAtPlus(1, true))), gainOnRez(3))
	// The choice to pay comes once the ice is rezzed and encountered (R090);
	// refusing ends the run before its subroutines (R089).
	def("Ball and Chain", onr.Sub(onr.EveryTimeThisRun(onr.EvEncounterStart, onr.UnlessRunnerPays(2, onr.EndRun()))))
	def("Fatal Attractor", onr.Sub(onr.AfterNextEncounter(onr.Unless(onr.BrokeAllLastEncounter, onr.NetDamage(3)))))
	def("Virizz", onr.Sub(onr.BreakCostsMore(1)))
	// "… Runner trashes an installed program after passing each piece of
	// rezzed ice, including Viral 15, unless Runner jacks out": the Runner
	// chooses, as he passes it, between jacking out (paying what it costs)
	// and the program to trash (R245).
	def("Viral 15", onr.Sub(onr.JackOutCostsMore(1)),
		onr.Sub(onr.EveryTimeThisRun(onr.EvIcePassed, onr.If(onr.PassedRezzedIce, onr.JackOutOrTrashProgram()))))

	// run-lock-until-paid.
	def("Asp", onr.Sub(onr.Trace(5, onr.EndRun(), onr.NoRunsUntilPaid(1))))
	def("Fang", onr.Sub(onr.Trace(4, onr.EndRun(), onr.NoRunsUntilPaid(2))))
	def("Fang 2.0", onr.Sub(onr.Trace(5, onr.EndRun(), onr.NoRunsUntilPaid(2))))
	def("Rex", onr.Sub(onr.Trace(3, onr.EndRun(), onr.NoRunsUntilPaid(2))))
	def("Fragmentation Storm", onr.Sub(onr.Trace(4, onr.EndRun(), onr.TrashRunnerCard(carddb.Program), onr.NoRunsUntilPaid(1))))
	// X paid above the rez cost is its strength and trace limit; effects on
	// its strength change the strength only (R151, R152).
	def("Homing Missile", onr.Sub(onr.TraceX(onr.CountPaidAboveRez, onr.EndRun(), onr.NoRunsUntilPaid(2))),
		onr.Trigger(onr.EvRezzed, onr.PayXAboveRez(8)),
		onr.Ability{Kind: onr.KindStatic, Mod: onr.ModIceStrength, N: 1, X: onr.CountPaidAboveRez})

	// runner-counters.
	def("Cerberus", onr.Sub(onr.NetDamage(3)), onr.Sub(onr.Trace(5, onr.GiveRunnerCounter(onr.EvRunStart, 4, onr.NetDamage(2)))), etr)
	def("Data Raven", onr.Sub(onr.Trace(5, onr.GiveTags(1), onr.GiveRunnerCounter(onr.EvTurnStart, 1, onr.GiveTags(1)))))
	def("Mastiff", onr.Sub(onr.BrainDamage(1)), onr.Sub(onr.NetDamage(1)), onr.Sub(onr.EncounteredAtPlus(1, false)),
		onr.Sub(onr.Trace(5, onr.GiveRunnerCounter(onr.EvRunStart, 4, onr.BrainDamage(1)))), etr)

	// Sleepy ice: rez-cost-modifier on a history fact of the run.
	sleepy := onr.Ability{Kind: onr.KindStatic, Mod: onr.ModRezCost, N: -5, Where: onr.Installed, If: onr.NoisyUsedThisRun}
	def("Baskerville", onr.Sub(onr.NetDamage(2)), onr.Sub(onr.Trace(5, onr.GiveRunnerCounter(onr.EvRunStart, 3, onr.NetDamage(2)))), etr, sleepy)
	def("Bolter Swarm", onr.Sub(onr.NetDamage(4)), onr.Sub(onr.ProhibitNextEncounter(true, false)), sleepy)
	def("Deadeye", onr.Sub(onr.TrashRunnerCard(carddb.Program)), etr, sleepy)
	def("Imperial Guard", onr.Sub(onr.TrashRunnerCard(carddb.Program)), etr, sleepy)

	// trigger-encounter, scoped-bits: "Whenever Pocket Virtual Reality is
	// encountered, gain 4 bits. Use these bits only to pay for the above
	// traces. When the encounter ends, return to the bank any of the 4 bits
	// you did not spend."
	pvrTrace := onr.Sub(onr.Trace(6, onr.GiveTags(1)))
	def("Pocket Virtual Reality", pvrTrace, pvrTrace,
		onr.Trigger(onr.EvEncountered, onr.GainScopedBits(4, onr.ForOwnTraces, onr.EvEncounterEnd)))

	// trigger-encounter, die-roll, bypass-ice: on a 6 the Runner ignores its
	// subroutines (R213).
	def("Roadblock", etr, onr.Trigger(onr.EvEncountered, onr.RollDie(),
		onr.OnRoll(6, 6, onr.DerezThis(), onr.PassThisIce()),
		onr.OnRoll(1, 5, onr.StrengthFromRoll(onr.EvEncounterEnd))))

	// die-roll, run-redirect: back to the roll-th rezzed ice outward, or
	// the outermost ice, itself perhaps (R243), encountered again (R240).
	def("Vacuum Link", onr.Sub(onr.RollDie(), onr.OnRoll(1, 3, onr.GoBackOrJackOut())))

	// secret-choice.
	def("Too Many Doors", onr.Sub(onr.UnlessSpentAsMuch(2, onr.EndRun())))

	// end-of-turn.
	puzzle := onr.Sub(onr.EndRun(), onr.AtTurnEnd(onr.TrashThis()))
	def("Puzzle", puzzle, puzzle)

	// trigger-pass-ice, uninstall-to-hq: nothing happens if the run has
	// ended before the effect resolves (R118, R173, R241).
	payOrStore := onr.Ability{Kind: onr.KindTrigger, On: onr.EvPassed, If: onr.RunGoesOn,
		Effect: onr.Do(onr.UnlessYouPay(1, onr.StoreInHQ()))}
	def("Datacomb", etr, payOrStore)
	def("Marionette", onr.Sub(onr.TrashRunnerCard(carddb.Program)), etr, payOrStore)
	def("Twisty Passages", etr, payOrStore)
	mayStore := onr.Ability{Kind: onr.KindTrigger, On: onr.EvPassed, If: onr.RunGoesOn,
		Label: "uninstall it, store it in HQ and gain 1 bit", Effect: onr.Do(onr.MayDo(onr.StoreInHQ(), onr.GainBits(1)))}
	def("Death Yo-Yo", onr.Sub(onr.BrainDamage(1)), etr, mayStore)
	def("Scaffolding", etr, mayStore)
	def("Tumblers", etr, mayStore)
}
