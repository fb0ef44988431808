package cards

import (
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/carddb"
)

// Programs (ONR-8.6).
func init() {
	def := func(title string, abilities ...onr.Ability) { onr.Define(onr.Def{Title: title, Abilities: abilities}) }

	// Icebreakers (ONR-11.5).
	def("Dwarf", onr.Breaks("Wall", 1), onr.Pump(1, 1))
	def("Hammer", onr.Breaks("Wall", 1, onr.Noise(2)), onr.Pump(1, 1))
	def("Grubb", onr.Breaks("Wall", 1), onr.PumpForRun(2, 1))
	def("Codecracker", onr.Breaks("Code Gate", 0), onr.Pump(1, 1))
	def("Wizard's Book", onr.Breaks("Code Gate", 0), onr.Pump(2, 1))
	def("Loony Goon", onr.Breaks("Sentry", 1), onr.Pump(1, 1))
	def("Raptor", onr.Breaks("Sentry", 2), onr.Pump(1, 1))
	// Errata R261: strength 0, plus a die roll at the start of each run.
	def("AI Boon", onr.Breaks("Sentry", 1), onr.Pump(1, 1), onr.Trigger(onr.EvRunStart, onr.RollForRunStrength()))
	def("Krash", onr.Breaks("", 2), onr.Pump(2, 1))
	// Errata R333: "0: Break all subroutines of a piece of ice, and end the
	// run"; the "using Dropp ends your run" sentence is gone, so its pump
	// does not end the run.
	def("Dropp™", onr.BreaksAll(0, onr.EndRunAfterEncounter()), onr.Pump(1, 1))

	// Daemons (ONR-8.8).
	def("Imp", onr.Static(onr.ModHosts, 2), onr.Static(onr.ModHostedStrength, -1))

	// Viruses (ONR-15): their counters act while the Corp holds them (R051).
	def("Butcher Boy", onr.VirusOn(onr.CentralHQ),
		onr.Ability{Kind: onr.KindTrigger, On: onr.EvTurnStart, Where: onr.Counters, Effect: onr.Do(onr.GainPerVirus(2))})
	def("Gremlins", onr.VirusOn(onr.CentralHQ),
		onr.Ability{Kind: onr.KindStatic, Mod: onr.ModHandSize, N: -1, Per: 2, Where: onr.Counters})
	// "Whenever you make a successful run, put a Pattel counter on a piece of
	// ice that had all its subroutines broken during that run. Each Pattel
	// counter gives that ice -1 strength."
	def("Pattel's Virus", onr.Trigger(onr.EvSuccessfulRunEnd, onr.PattelCounter()),
		onr.Ability{Kind: onr.KindStatic, Mod: onr.ModIceStrength, N: -1, Where: onr.Counters})

	// Others.
	def("Baedeker's Net Map", onr.BaseLink(0, 1), onr.LinkBoost(1))
	def("Newsgroup Filter", onr.Action("Gain 2 bits", onr.Cost{Actions: 1}, onr.GainBits(2)))
	// "[trash]: Derez the ice whose subroutines you just broke."
	def("Superglue", onr.Ability{Kind: onr.KindActivated, Label: "Derez the ice whose subroutines you just broke", When: onr.AnyWindow,
		Cost: onr.Cost{Trash: true}, If: onr.JustBrokeAll, Effect: onr.Do(onr.DerezJustBroken())})
	// "Expose the approached ice", once during each run (onr/prohibit.go).
	def("Smarteye", onr.Ability{Kind: onr.KindActivated, Label: "Expose the approached ice", When: onr.AnyWindow, Once: onr.OncePerRun,
		If: onr.ApproachingUnrezzedIce, Effect: onr.Do(onr.ExposeApproachedIce(), onr.MayJackOut())})
	// "[trash]: Prevent one or more of your other installed programs from
	// being trashed. 1[bit]: Prevent one or more of your other installed
	// programs from being trashed, and bring Joan of Arc into your hand."
	// Against cards trashed together (Shock Treatment) one use saves every
	// other program among them (onr/prevent.go saveFromGroup).
	joan := onr.Filter{Types: []carddb.Type{carddb.Program}, Others: true}
	def("Joan of Arc",
		onr.Ability{Kind: onr.KindPrevent, On: onr.EvTrashed, N: onr.PreventAll, Cost: onr.Cost{Trash: true}, Filter: joan, Label: "trash Joan of Arc"},
		onr.Ability{Kind: onr.KindPrevent, On: onr.EvTrashed, N: onr.PreventAll, Cost: onr.Cost{Bits: 1}, Filter: joan, Label: "1 bit, Joan of Arc to hand",
			Effect: onr.Do(onr.ReturnToHand())})
}
