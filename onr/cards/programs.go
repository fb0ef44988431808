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
	def("Pattel's Virus", onr.Trigger(onr.EvSuccessfulRunEnd, onr.VirusOnBrokenIce()),
		onr.Ability{Kind: onr.KindStatic, Mod: onr.ModIceStrength, N: -1, Where: onr.Counters})
	// "After each successful run on HQ, give the Corp a Vienna counter. Each
	// Vienna counter allows you to access an additional card from HQ whenever
	// you access cards from HQ" (stored cards: R515; virusaccess.go).
	// "After each successful run on HQ, give the Corp a Tax counter. Every
	// two Tax counters cause the Corp to lose 1 bit at the start of each of
	// its turns" (virusturn.go).
	def("Taxman", onr.VirusOn(onr.CentralHQ),
		onr.Ability{Kind: onr.KindTrigger, On: onr.EvTurnStart, Where: onr.CountersCorpTurn, Effect: onr.Do(onr.LosePerVirus(2))})
	// "Whenever you make a successful run on R&D, give the Corp a Skivviss
	// counter. Each Skivviss counter requires the Corp to draw one extra card
	// at the start of each of its turns", not as an action (R459).
	def("Skivviss", onr.VirusOn(onr.CentralRD),
		onr.Ability{Kind: onr.KindTrigger, On: onr.EvTurnStart, Where: onr.CountersCorpTurn, Effect: onr.Do(onr.DrawPerVirus(1))})
	// "Whenever you make a successful run on R&D, give the Corp a Cascade
	// counter. Every two Cascade counters require the Corp to trash faceup
	// one card stored in R&D, at the start of each of its turns": from the
	// top (R304; virusturn.go).
	def("Cascade", onr.VirusOn(onr.CentralRD),
		onr.Ability{Kind: onr.KindTrigger, On: onr.EvTurnStart, Where: onr.CountersCorpTurn, Effect: onr.Do(onr.TrashTopPerVirus(2))})
	// "After each successful run on HQ, give the Corp a Scaldan counter.
	// Each Scaldan counter forces the Corp to roll a die at the start of each
	// of its turns. On a 5 or a 6, the Corp gains 1 Bad Publicity point":
	// separate effects (R447; virusturn.go).
	def("Scaldan", onr.VirusOn(onr.CentralHQ),
		onr.Ability{Kind: onr.KindTrigger, On: onr.EvTurnStart, Where: onr.CountersCorpTurn, Per: 1,
			Effect: onr.Do(onr.RollDie(), onr.OnRoll(5, 6, onr.GiveBadPublicity(1)))})
	def("Vienna 22", onr.VirusOn(onr.CentralHQ),
		onr.Ability{Kind: onr.KindStatic, Mod: onr.ModExtraAccess, N: 1, Fort: onr.CentralHQ, Where: onr.Counters})

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

	// The class-A rig of the card pool (WP4): icebreakers with the printed
	// break and pump costs (ONR-11.5).
	def("Black Dahlia", onr.Breaks("Sentry", 2), onr.Pump(2, 1))
	// Data conflict: install cost 6 and strength 5 in the card data, 7 and 4
	// in OCTGN (card data README §10); the card data is followed.
	def("Boring Bit", onr.Breaks("Wall", 2), onr.Pump(1, 1))
	def("Codeslinger", onr.Breaks("Sentry", 1)) // no pump
	def("Corrosion", onr.Breaks("Wall", 0), onr.Pump(1, 1))
	def("Cyfermaster", onr.Breaks("Code Gate", 2), onr.Pump(1, 1))
	// "1[bit]: Break pit bull, hellhound, bloodhound, or watchdog
	// subroutine": one ability, ice with any of the four keywords.
	def("Dogcatcher", onr.BreaksAnyOf([]string{"Pit Bull", "Hellhound", "Bloodhound", "Watchdog"}, 1), onr.Pump(1, 1))
	def("Early Worm", onr.Breaks("Wall", 1), onr.Pump(2, 3))
	def("Flak", onr.Breaks("AP", 1), onr.Pump(1, 1))
	// "At the start of each run, roll a die and add the result to Legacy's
	// strength for that run", as AI Boon; no jack out between the roll and
	// the approach of the first ice (R353).
	def("Forward's Legacy", onr.Breaks("Sentry", 0), onr.Trigger(onr.EvRunStart, onr.RollForRunStrength()))
	// Noisy (ONR-16.2.2): "whenever you break a wall subroutine with it, lose
	// N bits from stealth cards", if there are any (R300, R361).
	def("Jackhammer", onr.Breaks("Wall", 0, onr.Noise(1)), onr.Pump(1, 1))
	def("Ramming Piston", onr.Breaks("Wall", 2, onr.Noise(2)), onr.Pump(1, 1))
	def("Wrecking Ball", onr.Breaks("Wall", 0, onr.Noise(1)), onr.Pump(2, 1))
	def("Matador", onr.Breaks("Sentry", 1), onr.Pump(3, 5))
	def("Raffles", onr.Breaks("Code Gate", 1), onr.Pump(2, 1))
	def("Reflector", onr.BreaksAnyOf([]string{"Stun", "Hellbolt", "Knockout"}, 0)) // no pump
	def("Shaka", onr.Breaks("Sentry", 1), onr.Pump(2, 1))
	def("Skeleton Passkeys", onr.Breaks("Code Gate", 0), onr.Pump(3, 4))
	def("Tinweasel", onr.Breaks("Code Gate", 0)) // no pump
	def("Wild Card", onr.Breaks("Sentry", 0), onr.Pump(3, 1))
	def("Worm", onr.Breaks("Wall", 0), onr.Pump(3, 1))

	// Daemons (ONR-8.8): a program is installed in a daemon only as it is
	// installed (R256), whole (R260), a daemon may host a daemon (R258),
	// and a hosted breaker has only its own host's penalty (R257). Leaving
	// play, the daemon takes its programs with it (R259).
	def("Afreet", onr.Static(onr.ModHosts, 3), onr.Static(onr.ModHostedStrength, -1))
	def("Succubus", onr.Static(onr.ModHosts, 3))

	// "All ice is encountered with its strength reduced by 1": a static on
	// ice strength while Clown's Runner is encountering ice (the Runner's
	// effects apply on encounter, ONR-11.4.3 step 3; decision: every piece
	// of ice then, of which only the encountered one is ever read); it may
	// go below 0 (R311) and copies add up (R312).
	def("Clown", onr.Ability{Kind: onr.KindStatic, Mod: onr.ModIceStrength, N: -1, If: onr.Encountering})

	// "2[bit]: Derez a piece of ice and end your run. Use this ability only
	// when you have just broken all the subroutines of that piece of ice and
	// have successfully passed it": in the pass window after that ice, as
	// Superglue; not after Dropp, which ends the run (R330).
	def("Disintegrator", onr.Ability{Kind: onr.KindActivated, Label: "Derez the ice you just broke and passed, and end your run", When: onr.AnyWindow,
		Cost: onr.Cost{Bits: 2}, If: onr.JustBrokeAll, Effect: onr.Do(onr.DerezJustBroken(), onr.EndRun())})

	// Prevention programs (ONR-18.3.5). Enterprise, Inc., Shields may be used
	// again and again against one lump of damage, paid each time, and
	// nothing is held over to the next (R346).
	def("Enterprise, Inc., Shields",
		onr.Prevents(onr.EvNetDamage, 2, onr.Cost{Bits: 1}),
		onr.Prevents(onr.EvBrainDamage, 1, onr.Cost{Bits: 1}))
	// "Prevents up to 2 Net damage each turn" (each turn: either player's,
	// as R359 reads "Green Knight").
	def("Shield", onr.Ability{Kind: onr.KindPrevent, On: onr.EvNetDamage, N: 2, Once: onr.PerTurn(2)})
	// "[trash]: Prevent any amount of Net or brain damage": one use against
	// one source of damage (R460), of either kind.
	def("Skullcap",
		onr.Prevents(onr.EvNetDamage, onr.AnyAmount, onr.Cost{Trash: true}),
		onr.Prevents(onr.EvBrainDamage, onr.AnyAmount, onr.Cost{Trash: true}))

	// "0[bit]: Base link 3. 2[bit]: +1 link." One base link card for each
	// trace (R254, R284).
	def("Bakdoor™", onr.BaseLink(0, 3), onr.LinkBoost(2))
	// "[action], 1[bit]: Expose an installed card." Cards in R&D, HQ and
	// the Archives are not installed (R449): only installed Corp cards are
	// offered, and the Runner may choose none (as Hunt Club BBS, "up to").
	def("SeeYa", onr.Action("Expose an installed card", onr.Cost{Actions: 1, Bits: 1}, onr.Expose(1)))
	// "[action]: Expose a card installed inside a data fort." Ice is
	// installed on a fort, not in it (R407): only the fort's other cards
	// are offered, and the Runner may choose none (as SeeYa).
	def("Mouse", onr.Action("Expose a card installed in a fort", onr.Cost{Actions: 1}, onr.ExposeInForts(1)))
	// "Ice that attempts to trace you has its trace limit reduced by 1": the
	// limit, not the value (R436; tracelimit.go).
	def("Rabbit", onr.Ability{Kind: onr.KindStatic, Mod: onr.ModTraceLimit, N: -1, Filter: onr.Filter{Types: []carddb.Type{carddb.Ice}}})
}
