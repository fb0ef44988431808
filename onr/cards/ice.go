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

	// The class-A ice of the card pool (WP1): subroutines in printed order,
	// from the shared vocabulary only.
	brain := onr.Sub(onr.BrainDamage(1))
	trashProgram := onr.Sub(onr.TrashRunnerCard(carddb.Program))
	noBreakNext := onr.Sub(onr.ProhibitNextEncounter(true, false)) // "Runner cannot break any subroutines of the next piece of ice encountered during the run"
	for _, title := range []string{"Crystal Wall", "Data Wall 2.0", "Filter", "Fire Wall", "Keeper", "Mazer", "Rock is Strong", "Scramble", "Sleeper", "π in the 'Face"} {
		def(title, etr)
	}
	def("Reinforced Wall", etr, etr)
	def("Cortical Scanner", etr, etr, etr)
	def("Toughonium™ Wall", etr, etr, etr, etr)
	def("Brain Wash", brain)
	def("Zombie", brain, brain, etr)
	def("Code Corpse", brain, brain, etr)
	def("Liche", brain, brain, brain, etr)
	for _, title := range []string{"D'Arc Knight", "Data Naga", "Ice Pick Willie", "Sentinels Prime", "Triggerman"} {
		def(title, trashProgram, etr)
	}
	def("Colonel Failure", trashProgram, trashProgram, trashProgram, etr, etr)
	def("Razor Wire", onr.Sub(onr.NetDamage(2)), etr)
	def("Shotgun Wire", onr.Sub(onr.NetDamage(2)), etr)
	def("Wall of Ice", onr.Sub(onr.NetDamage(2)), onr.Sub(onr.NetDamage(2)), etr, etr)
	def("Bolter Cluster", onr.Sub(onr.NetDamage(4)), noBreakNext)
	def("Data Darts", onr.Sub(onr.NetDamage(3)), noBreakNext)
	def("Neural Blade", onr.Sub(onr.NetDamage(1)), noBreakNext)
	// "Trace 6—If trace is successful, end the run, trash a piece of
	// hardware, and do 2 meat damage. This damage cannot be prevented"
	// (R343: no prevention applies to it).
	def("Cinderella", onr.Sub(onr.Trace(6, onr.EndRun(), onr.TrashRunnerCard(carddb.Hardware), onr.UnpreventableDamage(onr.Meat, 2))))

	// Morphing ice (R109 and its duplicates: see Caryatid, R096): "When you
	// rez it, you may pay N bits, above the rez cost, to make it a <to>
	// instead of a <from>."
	morph := func(title string, n int32, from, to string) {
		def(title, etr,
			onr.Trigger(onr.EvRezzed, onr.MorphAboveRez(n, from, to)),
			onr.Ability{Kind: onr.KindStatic, Mod: onr.ModKeyword, Keyword: to, If: onr.PaidAboveRez(n)})
	}
	morph("Credit Blocks", 1, "Sentry", "Wall")
	morph("Galatea", 1, "Wall", "Code Gate")
	morph("Lesser Arcana", 1, "Sentry", "Wall")
	morph("Sphinx 2006", 4, "Code Gate", "Sentry")
	morph("Sumo 2008", 1, "Sentry", "Wall")
}
