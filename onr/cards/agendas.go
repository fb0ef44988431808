package cards

import "github.com/datafort/datafort/onr"

// Agendas (ONR-10).
func init() {
	def := func(title string, abilities ...onr.Ability) { onr.Define(onr.Def{Title: title, Abilities: abilities}) }

	def("Hostile Takeover", onr.OnScore(onr.GainBits(5)))
	def("Priority Requisition", onr.OnScore(onr.RezIceFree()))
	def("Main-Office Relocation", onr.Static(onr.ModHandSize, 2))
	def("Tycho Extension")
	def("Charity Takeover", onr.OnScore(onr.GainBits(9), onr.GiveBadPublicity(1)))
	def("Netwatch Operations Office",
		onr.Action("Trace 2: give the Runner a tag", onr.Cost{Actions: 1}, onr.Trace(2, onr.GiveTags(1))))
	// "Choose a piece of rezzed ice when you score Ice Transmutation. That
	// ice now has +1 strength, and each subroutine on it is repeated once."
	def("Ice Transmutation", onr.OnScore(onr.TransmuteIce()))

	// The class-A agendas of the card pool: their abilities work once
	// scored (ONR-10.5). "[action], [action]" needs two actions of the same
	// turn, taken together (R172, as South African Mining Corp).
	def("Marine Arcology", onr.Action("Gain 3 bits", onr.Cost{Actions: 2}, onr.GainBits(3)))
	onCall := onr.Action("Do 1 meat damage", onr.Cost{Actions: 1}, onr.MeatDamage(1))
	onCall.If = onr.RunnerTagged // "use this ability only if Runner is tagged"
	def("On-Call Solo Team", onCall)
	def("Political Overthrow", onr.Action("Gain 3 bits", onr.Cost{Actions: 1}, onr.GainBits(3)))
	def("Polymer Breakthrough", onr.Trigger(onr.EvTurnStart, onr.GainBits(1)))
	def("Private Cybernet Police", onr.Action("Trace 5: give the Runner a tag", onr.Cost{Actions: 1}, onr.Trace(5, onr.GiveTags(1))))
	kali := onr.Action("Do 2 meat damage", onr.Cost{Actions: 1}, onr.MeatDamage(2))
	kali.If = onr.RunnerTagged
	def("Strike Force Kali", kali)
	// "Gain an action during each of your turns": four actions from the
	// turn it is scored in (R231).
	def("Subsidiary Branch", onr.Static(onr.ModExtraAction, 1))
	def("Unlisted Research Lab", onr.Trigger(onr.EvTurnStart, onr.Draw(1)))

	// Difficulty and strength by keyword (difficulty-modifier,
	// ice-strength-filter): cumulative with other copies (R088); a
	// difficulty of 0 or less still needs the agenda installed (R087).
	reduce := func(keyword string) onr.Ability {
		a := onr.Static(onr.ModDifficulty, -1)
		a.Filter.Keywords = []string{keyword}
		return a
	}
	def("Artificial Security Directors", reduce("Black Ops"))
	def("Executive Extraction", reduce("Gray Ops"))
	def("Genetics-Visionary Acquisition", reduce("Research"))
	blackIce := onr.Static(onr.ModIceStrength, 2)
	blackIce.Filter.Keywords = []string{"Black Ice"}
	def("Black Ice Quality Assurance", blackIce)

	// Bits stored on the agenda when scored (stored-bits).
	def("Political Coup", onr.OnScore(onr.PutBits(12)),
		onr.Action("Take 3 bits from Political Coup", onr.Cost{Actions: 1, Take: 3}))
	def("Corporate Coup", onr.OnScore(onr.PutBits(15)),
		onr.Action("Take 3 bits from Corporate Coup", onr.Cost{Actions: 1, Take: 3}))
	def("Detroit Police Contract", onr.OnScore(onr.PutBits(12)), onr.Trigger(onr.EvTurnStart, onr.TakeBits(2)))

	// Bonus points the Corp scores with the agenda, never the Runner who
	// steals it (score-bonus; R202, R252).
	def("World Domination", onr.Static(onr.ModScoreBonus, 4))
	def("Project Babylon", onr.Ability{Kind: onr.KindStatic, Mod: onr.ModScoreBonus, N: 1, X: onr.CountAdvOver, Per: 2})

	// "You may choose to draw an additional card at the start of each of
	// your turns": a start-of-turn effect of its own, ordered with the
	// mandatory draw (R136).
	extraDraw := onr.Trigger(onr.EvTurnStart, onr.MayDo(onr.Draw(1)))
	extraDraw.Label = "draw an additional card"
	def("Employee Empowerment", extraDraw, onr.Action("Draw two cards", onr.Cost{Actions: 1}, onr.Draw(2)))
	// "Boon counter: gain an action. Use this ability only once per turn
	// and only during your turn."
	def("Corporate Boon", onr.OnScore(onr.PutCounters(4)), onr.Ability{Kind: onr.KindActivated, Label: "Gain an action",
		When: onr.AnyWindow, If: onr.OwnTurn, Once: onr.OncePerTurn, Cost: onr.Cost{Counters: 1}, Effect: onr.Do(onr.GainActions(1))})

	// "For every two (three) advancement counters over its difficulty that
	// are on it when you score it, …": score-counters remember the number.
	overBy := func(per int32) onr.Ability {
		return onr.Ability{Kind: onr.KindStatic, Mod: onr.ModScoreCounters, N: 1, X: onr.CountAdvOver, Per: per}
	}
	def("Project Zurich", overBy(2), onr.Trigger(onr.EvTurnStart, onr.GainPerCounter()))
	def("Project Venice", overBy(3), onr.Ability{Kind: onr.KindStatic, Mod: onr.ModExtraAction, N: 1, X: onr.CountCounters})

	// All of HQ and the Archives (R086).
	def("AI Chief Financial Officer", onr.Action("Shuffle HQ and the Archives into R&D, then draw five cards", onr.Cost{Actions: 1},
		onr.ShuffleHandDiscardIntoDeck(), onr.Draw(5)))

	// "Each source of meat damage inflicts +1 meat damage."
	meat := onr.Static(onr.ModDamageBonus, 1)
	meat.On = onr.EvMeatDamage
	def("Bioweapons Engineering", meat)
}
