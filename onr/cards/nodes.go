package cards

import "github.com/datafort/datafort/onr"

// Nodes (ONR-8.3).
func init() {
	def := func(title string, abilities ...onr.Ability) { onr.Define(onr.Def{Title: title, Abilities: abilities}) }

	def("Rustbelt HQ Branch", onr.Static(onr.ModHandSize, 2))
	def("Remote Facility", onr.Static(onr.ModExtraAction, 1))
	def("ESA Contract", onr.Action("Draw two cards", onr.Cost{Actions: 1}, onr.Draw(2)))
	def("South African Mining Corp", onr.Action("Gain 6 bits", onr.Cost{Actions: 3}, onr.GainBits(6)))
	def("Blood Cat", onr.Action("Trace 5: give the Runner a tag", onr.Cost{Actions: 1}, onr.Trace(5, onr.GiveTags(1))))
	solo := onr.Action("Do 1 meat damage", onr.Cost{Actions: 1}, onr.MeatDamage(1))
	solo.If = onr.RunnerTagged
	def("Solo Squad", solo)
	// "Rez Siren when you install it. Install Siren only if you can pay to
	// rez it. 1 bit: Runner must make a run on the fort Siren is installed
	// in, if possible, instead of on the fort he or she was originally going
	// to make a run on. Use this ability only at the start of a run" (a
	// start-of-run effect, R183).
	def("Siren", onr.Static(onr.ModRezOnInstall, 1), onr.Trigger(onr.EvRunStart, onr.MayRedirectRun(1)))

	// "Hand size +2; [action], 1[bit]: Draw two cards." Trashed, the hand
	// size drops at once; discards wait for the end of the turn (R138).
	def("Euromarket Consortium", onr.Static(onr.ModHandSize, 2), onr.Action("Draw two cards", onr.Cost{Actions: 1, Bits: 1}, onr.Draw(2)))
	// "[action], 3 agenda points: Do 15 meat damage to Runner. Use this
	// ability only if Runner has two or more tags."
	rock := onr.Action("Do 15 meat damage", onr.Cost{Actions: 1, Points: 3}, onr.MeatDamage(15))
	rock.If = onr.TagsAtLeast(2)
	def("I Got a Rock", rock)
}
