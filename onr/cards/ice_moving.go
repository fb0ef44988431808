package cards

import "github.com/datafort/datafort/onr"

// Ice that moves at the start of a run (WP1, class B: ice-move,
// start-of-run-window). "1 bit: Move … Use this ability only at the start
// of a run … You may use this ability even if … is unrezzed, in which
// case, you reveal it" (ONR-11.1.2): an AtRunStart ability of an installed
// card, used in the Corp's start-of-run decision, which opens whenever the
// Corp has installed unrezzed ice, so that it tells the Runner nothing about
// which ice that is (onr/startofrun.go). Decision: once per run for each
// piece of ice (a second move at the same start would do nothing the first
// could not).
func init() {
	etr := onr.Sub(onr.EndRun())
	move := func(otherFort bool, label string) onr.Ability {
		a := onr.Ability{Kind: onr.KindActivated, When: onr.AtRunStart, Where: onr.Installed, Label: label, Cost: onr.Cost{Bits: 1},
			Once: onr.OncePerRun, Effect: onr.Do(onr.MoveIce(otherFort))}
		if !otherFort {
			a.If = onr.RunOnThisFort
		}
		return a
	}
	def := func(title string, abilities ...onr.Ability) { onr.Define(onr.Def{Title: title, Abilities: abilities}) }

	// "Rezzing Glacier costs 1 agenda point, in addition to the normal
	// cost" (a ModRezAlso static, paid also by a rez at no cost, as R200).
	def("Glacier", onr.Ability{Kind: onr.KindStatic, Mod: onr.ModRezAlso, Cost: onr.Cost{Points: 1}}, etr, etr,
		move(true, "move to the outermost position of another data fort"))
	def("Mobile Barricade", onr.Sub(onr.NetDamage(1)), etr, move(false, "move to another position on this data fort"))
	def("Walking Wall", etr, move(false, "move to another position on this data fort"))
}
