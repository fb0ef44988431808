package cards

import (
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/carddb"
)

// The last Runner resources and preps of the card pool (issue 27).
func init() {
	def := func(title string, abilities ...onr.Ability) { onr.Define(onr.Def{Title: title, Abilities: abilities}) }

	// Hidden (ONR-16.1). "3 bits, [trash]: Cancel the effect of a
	// successful trace. Give the Corp 1 Bad Publicity point if the trace
	// would have had an effect other than or in addition to giving you any
	// tags": a prevention of the trace's effect (onr/tracecancel.go). "If
	// the Corp has 7 or more Bad Publicity points, it loses the game" is
	// the rule of ONR-16.3.1 (turn.go), reminded.
	def("Back Door to Netwatch", onr.Ability{Kind: onr.KindPrevent, On: onr.EvTraceEffect, N: onr.PreventAll,
		Cost: onr.Cost{Bits: 3, Trash: true}, Effect: onr.Do(onr.BadPublicityIfTraceDidMore(1))})

	// "Gain up to five consecutive actions, which you may use only to
	// install programs, and gain 1 bit. If you do not spend the bit during
	// these actions, return it to the bank afterwards" (R509-R511;
	// onr/installactions.go).
	def("Valu-Pak Software Bundle", onr.Play(onr.GainInstallActionsOf(5, carddb.Program), onr.BitsForInstallActions(1)))

	// Unique (ONR-8.11). "Whenever you draw one or more cards from your
	// stack, draw an extra card; then choose one of the cards drawn and
	// either trash it or return it to the top of your stack"
	// (onr/drawextra.go).
	def("Crash Everett, Inventive Fixer", onr.Ability{Kind: onr.KindStatic, Mod: onr.ModDrawExtra, N: 1, Effect: onr.Do(onr.TrashOrStackDrawn())})
}
