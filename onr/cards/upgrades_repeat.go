package cards

import (
	"github.com/datafort/datafort/onr"
)

// Sysops that repeat a subroutine of the ice of their fort for the run
// (dynamic-subroutines; onr/repeatsub.go).
func init() {
	def := func(title string, abilities ...onr.Ability) { onr.Define(onr.Def{Title: title, Abilities: abilities}) }

	// "1 bit, Discard a card at random: Repeat one subroutine on a piece
	// of ice on this fort, until the end of the run. Treat the copy of the
	// subroutine as if it appeared immediately after the original
	// subroutine. Use this ability only during a run." The discard, a
	// cost, comes first, face down (R168).
	def("Lisa Blight", onr.Ability{Kind: onr.KindActivated, When: onr.AnyWindow, Label: "1 bit, discard a card at random: repeat a subroutine",
		Cost: onr.Cost{Bits: 1}, If: onr.AllOf(onr.InRun, onr.HoldsCardsInHand, onr.IceWithSubsOnThisFort),
		Effect: onr.Do(onr.CorpDiscardsAtRandom(1), onr.RepeatSubOnThisFort())})
	// "2 bits, Trash the top two cards stored in R&D: Repeat one
	// subroutine …" (the same), the cards trashed face down (R171).
	def("Marcel DeSoleil", onr.Ability{Kind: onr.KindActivated, When: onr.AnyWindow, Label: "2 bits, trash the top two cards of R&D: repeat a subroutine",
		Cost: onr.Cost{Bits: 2}, If: onr.AllOf(onr.InRun, onr.RDHoldsAtLeast(2), onr.IceWithSubsOnThisFort),
		Effect: onr.Do(onr.TrashTopOfRD(2), onr.RepeatSubOnThisFort())})
}
