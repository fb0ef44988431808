package cards

import "github.com/datafort/datafort/onr"

// Corp nodes rezzed at a moment of the Runner's (issue 28;
// onr/rezwhen.go).
func init() {
	// "For each card Runner draws, give Runner a tag unless Runner pays 1
	// bit, in addition to any other costs, to avoid receiving that tag. You
	// may rez City Surveillance just before the card is drawn" (R098-R102,
	// R315; onr/drawanswer.go).
	onr.Define(onr.Def{Title: "City Surveillance", Abilities: []onr.Ability{
		{Kind: onr.KindStatic, Mod: onr.ModPerCardDrawn, Effect: onr.Do(onr.UnlessRunnerPays(1, onr.GiveTags(1)))},
		onr.RezWhen(onr.EvDrawing)}})

	// "You may rez Department of Misinformation when Runner attempts to
	// expose a card. 1 bit: Prevent a card from being exposed"
	// (onr/exposeprevent.go).
	dom := onr.Prevents(onr.EvExposing, 1, onr.Cost{Bits: 1})
	dom.Label = "Prevent a card from being exposed"
	onr.Define(onr.Def{Title: "Department of Misinformation", Abilities: []onr.Ability{onr.RezWhen(onr.EvExposing), dom}})
}
