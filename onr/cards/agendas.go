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
}
