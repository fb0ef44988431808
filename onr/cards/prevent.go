package cards

import (
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/carddb"
)

// Cards whose text is a prevention effect played from hand or preventing a
// trash (onr/prevent.go).
func init() {
	// Played only from hand in the prevention window of meat damage during
	// the Corp's turn, never as an action (R077). Its cost is its play
	// cost (0).
	onr.Define(onr.Def{Title: "Identity Donor", Prevent: []onr.Prevent{{
		Kind: onr.Meat, N: onr.PreventAll, FromHand: true, If: onr.DuringCorpTurn,
		Effect: onr.Do(onr.GiveBadPublicity(2)),
	}}})

	// "[trash]: Give one of your icebreakers +2 strength for the remainder
	// of this run. Use this ability only during an encounter with a piece
	// of ice." Offered in the break step of each encounter (ONR-11.5.4).
	// If its trash is prevented, no strength is given (R078, R397). Without
	// an icebreaker installed it has no target and cannot be used.
	onr.Define(onr.Def{Title: "Lockjaw", Abilities: []onr.Ability{{
		Label: "Give an icebreaker +2 strength for the run", When: onr.InEncounter, If: onr.HasIcebreaker,
		Cost: onr.Cost{Trash: true}, Effect: onr.Do(onr.BoostIcebreakerForRun(2)),
	}}})

	// "[trash]: Prevent an installed program or hardware card from being
	// trashed."
	onr.Define(onr.Def{Title: "Umbrella Policy", Prevent: []onr.Prevent{{
		Kind: onr.Trash, N: 1, Cost: onr.Cost{Trash: true},
		Protects: []carddb.Type{carddb.Program, carddb.Hardware},
	}}})

	// "[trash]: Prevent one or more of your other installed programs from
	// being trashed. 1[bit]: Prevent one or more of your other installed
	// programs from being trashed, and bring Joan of Arc into your hand."
	// Against cards trashed together (Shock Treatment) one use saves every
	// other program among them (onr/prevent.go saveFromGroup).
	joan := []carddb.Type{carddb.Program}
	onr.Define(onr.Def{Title: "Joan of Arc", Prevent: []onr.Prevent{
		{Kind: onr.Trash, N: onr.PreventAll, Cost: onr.Cost{Trash: true}, Protects: joan, OthersOnly: true, Label: "trash Joan of Arc"},
		{Kind: onr.Trash, N: onr.PreventAll, Cost: onr.Cost{Bits: 1}, Protects: joan, OthersOnly: true, Label: "1 bit, Joan of Arc to hand",
			Effect: onr.Do(onr.ReturnToHand())},
	}})
}
