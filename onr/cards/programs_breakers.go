package cards

import (
	"github.com/datafort/datafort/onr"
)

// The class-B icebreakers of the card pool (WP4) and the prep that feeds
// them: multi-break, breaks decided by a die, chosen ice types, strength
// counters and the run's facts about what each breaker broke
// (onr/breaking.go).
func init() {
	def := func(title string, abilities ...onr.Ability) { onr.Define(onr.Def{Title: title, Abilities: abilities}) }

	// Multi-break: the use breaks the subroutine it targets and up to N-1
	// more of the same ice (BreakMore); the run's extra cost per
	// subroutine is paid only for those chosen (R110, R419).
	def("Big Frackin' Gun", onr.Breaks("Sentry", 6, onr.BreakMore(4)), onr.Pump(1, 1))
	def("Redecorator", onr.Breaks("Sentry", 1, onr.BreakMore(1)), onr.Pump(3, 1))
	// "Whenever you use Pile Driver's break-walls subroutine, lose a total
	// of 3 bits from stealth cards": once a use, however many it breaks
	// (noise, ONR-16.2.2; R418 → R361).
	def("Pile Driver", onr.Breaks("Wall", 3, onr.Noise(3), onr.BreakMore(3)), onr.Pump(1, 1))

	// "1[bit]: Break ice subroutine. At the end of this run, trash
	// Rent-I-Con": each use sets the trash for the run's end (RUN-13).
	def("Rent-I-Con", onr.Breaks("", 1, onr.AtRunEnd(onr.TrashThis())), onr.Pump(1, 1))
	// "0[bit]: Break ice subroutine that traces" (subroutine-properties).
	def("Replicator", onr.Breaks(onr.SubroutineTraces, 0), onr.Pump(1, 1))
	// "+1 strength for each subroutine it has broken during a run, until
	// the end of that run" (the run's log, CountBrokeThisRun).
	def("Snowball", onr.Ability{Kind: onr.KindStatic, Mod: onr.ModBreakerStrength, N: 1, X: onr.CountBrokeThisRun},
		onr.Breaks("Sentry", 1), onr.Pump(1, 1))
	// "The first time during each run that you break a sentry subroutine
	// with MS-todon, lose all bits from all stealth cards, if you can, and
	// the Corp gives you a tag" (noisy-rules; a noise of every stealth bit).
	def("MS-todon", onr.Breaks("Sentry", 1, onr.If(onr.FirstBreakThisRun, onr.Noise(onr.AnyAmount), onr.GiveTags(1))), onr.Pump(1, 1))
	// "X[bit]: +X strength, and forgo your next X actions": bought one bit
	// at a time, each forgoing one action (pump-variants).
	def("Japanese Water Torture", onr.Breaks("Wall", 0), onr.PumpThen(1, 1, onr.ForgoActions(1)))
	// "Prevents up to 2 Net and/or brain damage total each turn": one
	// limit shared by both kinds (Limit.Shared; each turn: either
	// player's, R359).
	twin := onr.Limit{Per: onr.EvTurnStart, N: 2, Shared: true}
	def("Evil Twin", onr.Breaks("Sentry", 3), onr.Pump(1, 1),
		onr.Ability{Kind: onr.KindPrevent, On: onr.EvNetDamage, N: 2, Once: twin},
		onr.Ability{Kind: onr.KindPrevent, On: onr.EvBrainDamage, N: 2, Once: twin})

	// "After passing each piece of ice, roll a die if you used Bartmoss
	// Memorial Icebreaker to break any subroutines of that ice. On a 1,
	// trash Memorial Icebreaker."
	def("Bartmoss Memorial Icebreaker", onr.Breaks("", 1), onr.Pump(1, 1),
		onr.Ability{Kind: onr.KindTrigger, On: onr.EvIcePassed, If: onr.BrokeAtPassedIce,
			Effect: onr.Do(onr.RollDie(), onr.OnRoll(1, 1, onr.TrashThis()))})
	// "0[bit]: Roll a die. On a 4, 5, or 6, break ice subroutine;
	// otherwise, suffer that much Net damage", dealt at once (R043). The
	// attempt is the use: once on each subroutine each encounter, and a
	// failed one leaves the subroutine to another breaker, another Blink
	// too (R288, R289, R290).
	blink := onr.Breaks("", 0, onr.RollDie(), onr.OnRoll(4, 6, onr.BreakTarget()), onr.OnRoll(1, 3, onr.DamageRolled(onr.Net)))
	blink.Once = onr.Limit{Per: onr.EvEncounterEnd, N: 1}
	def("Blink", blink)

	// "If Bulldozer breaks all the subroutines of a wall, and the next piece
	// of ice encountered during this run is a sentry, break one of the
	// subroutines of that sentry, at no cost." A wall with no subroutines
	// counts (R301). Noise 2 a wall subroutine broken (R300 → R361).
	def("Bulldozer", onr.Breaks("Wall", 1, onr.Noise(2)), onr.Pump(2, 1),
		onr.Ability{Kind: onr.KindTrigger, On: onr.EvAllSubsBroken, If: onr.BrokeAllAlone("Wall"),
			Effect: onr.Do(onr.AtNextEncounter(onr.BreakOneIf("Sentry")))})

	// "0[bit]: Choose whether Fubar breaks code gates, sentries, or walls.
	// Use this ability only once": once in the program's time in play
	// (R355), whenever an icebreaker could be used (R356). Noise 1 (R354 →
	// R361).
	def("Fubar", onr.Breaks(onr.ChosenIceType, 1, onr.Noise(1)), onr.Pump(2, 1),
		onr.Ability{Kind: onr.KindActivated, Label: "Choose the ice type Fubar breaks", When: onr.AnyWindow | onr.InEncounter,
			If: onr.Unchosen, Effect: onr.Do(onr.ChooseIceType())})
	// "Break a subroutine of the type last chosen"; chosen on install, and
	// again by "1[bit], [action]".
	def("Morphing Tool", onr.Breaks(onr.ChosenIceType, 2), onr.Pump(1, 1),
		onr.Action("Choose the ice type Morphing Tool breaks", onr.Cost{Actions: 1, Bits: 1}, onr.ChooseIceType()),
		onr.Trigger(onr.EvInstalled, onr.ChooseIceType()))
	// "Choose an installed piece of ice when you install Black Widow. Black
	// Widow gets +5 strength during each encounter with that piece of ice."
	def("Black Widow", onr.Breaks("Sentry", 1), onr.Pump(2, 1),
		onr.Trigger(onr.EvInstalled, onr.ChooseInstalledIce()),
		onr.Ability{Kind: onr.KindStatic, Mod: onr.ModBreakerStrength, N: 5, If: onr.EncounteringChosenIce})

	// "Put a +1 strength counter on Dupré after each run during which it
	// was used to break a subroutine. All strength counters on Dupré are
	// lost if you use Dupré on a fort other than the one you last used it
	// on" (strength-counters; decided: lost as that use resolves).
	def("Dupré", onr.Breaks("Code Gate", 1, onr.CountersOnlyOnLastFort()), onr.PumpThen(2, 1, onr.CountersOnlyOnLastFort()),
		onr.Ability{Kind: onr.KindTrigger, On: onr.EvRunEnding, If: onr.BrokeThisRun, Effect: onr.Do(onr.PutStrengthCounter())})

	// "[trash]: Pay the rez cost of a piece of ice to trash that piece of
	// ice", after passing it having broken all its subroutines (errata
	// R471), so only during a run (R474) and never after Dropp (R334). The
	// printed rez cost (R116). A trash prevented (Joan of Arc) pays nothing
	// and the ice stays (R473, R078).
	def("Startup Immolator", onr.Ability{Kind: onr.KindActivated, Label: "Pay the rez cost of the ice you just broke and passed to trash it",
		When: onr.AnyWindow, Cost: onr.Cost{Trash: true}, If: onr.CanPayRezOfJustBroken, Effect: onr.Do(onr.TrashJustBrokenPayingRez())})

	// "Put a +1 strength counter on an icebreaker."
	def("The Personal Touch", onr.PlayIf(onr.HasIcebreaker, onr.StrengthCounterOnIcebreaker()))
}
