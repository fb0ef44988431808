package cards

import "github.com/datafort/datafort/onr"

// Preps preventing a flatline (WP4, class B; onr/flatline.go).
func init() {
	// "Do not play Arasaka Owns You as a normal action; instead, play it when
	// you would suffer enough damage to flatline you. Prevent all of that
	// damage, trash Arasaka Owns You, remove any brain damage you have
	// suffered, and then refresh your hand to its maximum size. Gain 10 bits
	// and remove all tags, at no cost. You forgo your next four actions, and
	// you forfeit the next 3 agenda points you score." Played from hand
	// only then (R268, R077), never against unpreventable damage (R267);
	// during a run it does not end the run (R266).
	onr.Define(onr.Def{Title: "Arasaka Owns You", Abilities: []onr.Ability{{Kind: onr.KindPrevent, On: onr.EvFlatline, N: onr.PreventAll,
		Where: onr.InHand, Effect: onr.Do(onr.RemoveBrainDamage(), onr.RefillHand(), onr.GainBits(10),
			onr.RemoveTags(onr.AnyAmount), onr.ForgoActions(4), onr.ForRestOfGame(onr.ModForfeitPoints, 3, 0))}}})
}
