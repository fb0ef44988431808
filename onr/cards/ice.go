package cards

import (
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/carddb"
)

// Ice (ONR-11.4–11.6): subroutines in printed order.
func init() {
	etr := onr.Sub(onr.EndRun())
	def := func(title string, abilities ...onr.Ability) { onr.Define(onr.Def{Title: title, Abilities: abilities}) }

	def("Wall of Static", etr)
	def("Data Wall", etr)
	def("Laser Wire", onr.Sub(onr.NetDamage(1)), etr)
	def("Quandary", etr)
	def("Endless Corridor", etr, etr)
	def("Nerve Labyrinth", onr.Sub(onr.NetDamage(2)), etr)
	def("Banpei", onr.Sub(onr.TrashRunnerCard(carddb.Program)), etr)
	def("Cortical Scrub", onr.Sub(onr.BrainDamage(1)), etr)
	def("Fetch 4.0.1", onr.Sub(onr.Trace(3, onr.GiveTags(1))))
	def("Hunter", onr.Sub(onr.Trace(5, onr.GiveTags(1))))
	def("Homewrecker™", onr.Sub(onr.Trace(5, onr.EndRun(), onr.TrashRunnerCard(carddb.Hardware), onr.UnpreventableDamage(onr.Meat, 2))))
	def("TKO 2.0", onr.Sub(onr.EndRun(), onr.ForgoActions(1)))

	// "For the remainder of the run, all ice encountered has an additional
	// subroutine, End the run, after all other subroutines" (R240).
	def("Tutor", onr.Sub(onr.EndRunOnLaterIce()))
	def("Haunting Inquisition", onr.Sub(onr.NoRunsForActions(6)), etr)

	// Prohibitions (onr/prohibit.go).
	def("Jack Attack", onr.Sub(onr.CannotJackOut()), onr.Sub(onr.Trace(5, onr.GiveTags(1))))
	def("Shock.r", onr.Sub(onr.ProhibitNextEncounter(true, true)))

	// Costs above the rez cost (onr/rezcost.go). "When you rez Caryatid,
	// you may pay 1 bit, above the rez cost, to make it a code gate instead
	// of a wall." (ONR-16.4.3, R096)
	def("Caryatid", etr,
		onr.Trigger(onr.EvRezzed, onr.MorphAboveRez(1, "Wall", "Code Gate")),
		onr.Ability{Kind: onr.KindStatic, Mod: onr.ModKeyword, Keyword: "Code Gate", If: onr.PaidAboveRez(1)})
	// "Pay X bits, above the rez cost, when you rez Digiconda. X is
	// Digiconda's strength, and X cannot be greater than 6." (R119, R200)
	def("Digiconda", onr.Sub(onr.NetDamage(2)), etr,
		onr.Trigger(onr.EvRezzed, onr.PayXAboveRez(6)),
		onr.Ability{Kind: onr.KindStatic, Mod: onr.ModIceStrength, N: 1, X: onr.CountPaidAboveRez})
}
