package cards

import "github.com/datafort/datafort/onr"

// Virus programs of the card pool's fourth part (issue 26; ONR-15): their
// counters act while the Corp holds them (R051, R292), given at the end of
// a successful run (R293), all removed by a purge (R294, R295).
func init() {
	def := func(title string, abilities ...onr.Ability) { onr.Define(onr.Def{Title: title, Abilities: abilities}) }
	atRunnerTurn := func(op onr.Op) onr.Ability {
		return onr.Ability{Kind: onr.KindTrigger, On: onr.EvTurnStart, Where: onr.Counters, Effect: onr.Do(op)}
	}

	// "Whenever you make a successful run on R&D, give the Corp a Thought
	// counter. Three or more Thought counters allow you to look at the top
	// card of R&D at the start of each of your turns."
	def("Deep Thought", onr.VirusOn(onr.CentralRD), atRunnerTurn(onr.LookAtTopWithVirus(3, 1)))
	// "Whenever you make a successful run on HQ, give the Corp a Boardwalk
	// counter. At the start of each of your turns, every two Boardwalk
	// counters require the Corp to show you, at random, a card stored in
	// HQ": all at once (R296).
	def("Boardwalk", onr.VirusOn(onr.CentralHQ), atRunnerTurn(onr.ShowHandPerVirus(2)))
	// "After each successful run on HQ, give the Corp a Crumble counter. Two
	// or more Crumble counters allow you to trash, at no cost, any cards
	// accessed from HQ, even if the cards cannot normally be trashed":
	// upgrades in HQ too (R319; onr/virustrash.go).
	def("Crumble", onr.VirusOn(onr.CentralHQ),
		onr.Ability{Kind: onr.KindStatic, Mod: onr.ModTrashStoredFree, Fort: onr.CentralHQ, Per: 2, Where: onr.Counters})
	// "Whenever you make a successful run on HQ, give the Corp a Cockroach
	// counter. Two or more Cockroach counters cause all discards from HQ to
	// become random" (onr/virusdiscard.go); worthless against a discard the
	// Corp pays to avoid card by card (R486, R487).
	def("Cockroach", onr.VirusOn(onr.CentralHQ),
		onr.Ability{Kind: onr.KindStatic, Mod: onr.ModRandomDiscards, Per: 2, Where: onr.Counters})
	// "After each successful run on R&D, give the Corp a Highlighter
	// counter. Each Highlighter counter after the first allows you to access
	// an additional card from R&D whenever you access cards from R&D":
	// stored cards (R364; onr/virusaccess.go).
	def("Highlighter", onr.VirusOn(onr.CentralRD),
		onr.Ability{Kind: onr.KindStatic, Mod: onr.ModExtraAccess, N: 1, Fort: onr.CentralRD, X: onr.CountVirusAfterFirst, Where: onr.Counters})
}
