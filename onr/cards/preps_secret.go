package cards

import (
	"github.com/datafort/datafort/onr"
)

// Preps with a number hidden and guessed (secret-choice; onr/secretguess.go).
func init() {
	// "Hide at least 2 [bits] from your pool in your hand; the Corp then
	// guesses how many bits you hid. If the Corp guesses correctly, lose
	// that many bits. Otherwise, choose a data fort and a piece of ice on
	// that fort. Then make a run on that fort, during which you
	// automatically pass that piece of ice" (R466-R468;
	// onr/passchosenice.go). Played only with the 2 bits to hide once its
	// cost is paid.
	onr.Define(onr.Def{Title: "Social Engineering", Abilities: []onr.Ability{
		onr.PlayIf(onr.HasBits(3), onr.UnlessGuessed(2, onr.RunPassingChosenIce())),
	}})
}
