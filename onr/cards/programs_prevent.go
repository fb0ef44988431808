package cards

import "github.com/datafort/datafort/onr"

// Prevention programs of the card pool (WP4, class B).
func init() {
	def := func(title string, abilities ...onr.Ability) { onr.Define(onr.Def{Title: title, Abilities: abilities}) }

	// "Prevents up to 2 Net and/or brain damage total each turn": one limit
	// for both kinds; "each turn" is either player's (as R359 reads "Green
	// Knight").
	def("Force Shield", onr.Ability{Kind: onr.KindPrevent, On: onr.EvNetDamage, Or: onr.EvBrainDamage, N: 2, Once: onr.PerTurn(2)})
}

func init() {
	// "[trash]: Prevent yourself from being flatlined, though you still lose
	// all cards in your hand. Remove all brain damage. For the remainder of
	// the game, you have only three actions per turn, instead of four; your
	// hand size is reduced by 1; and all meat damage is automatically
	// prevented" (onr/flatline.go). Usable only when flatlined (R076, R344);
	// three base actions, extra actions kept (R341, R342), set again at each
	// use (R345); not against unpreventable meat damage (R343); kept by Joan
	// of Arc it gives nothing (R383, R078). Decision: it prevents the
	// flatline of unpreventable damage too (the damage is not prevented: the
	// hand is lost anyway).
	onr.Define(onr.Def{Title: "Emergency Self-Construct", Abilities: []onr.Ability{{Kind: onr.KindPrevent, On: onr.EvFlatline, N: onr.PreventAll,
		Cost: onr.Cost{Trash: true}, Effect: onr.Do(onr.DiscardHand(), onr.RemoveBrainDamage(), onr.ForRestOfGame(onr.ModBaseActions, 3, 0),
			onr.ForRestOfGame(onr.ModHandSize, -1, 0), onr.ForRestOfGame(onr.ModAutoPrevent, 0, int32(onr.Meat)))}}})
}
