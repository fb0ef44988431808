package cards

import "github.com/datafort/datafort/onr"

// Resources holding restricted, recurring bits (onr/restricted.go).
func init() {
	// "Use this bit only to pay for increasing your link" (errata R362:
	// replaced from the bank): a "+1 link", never a base link (R413).
	onr.Define(onr.Def{Title: "Hell's Run", Abilities: []onr.Ability{onr.Recurring(1, onr.ForLink, onr.Filter{})}})
}
