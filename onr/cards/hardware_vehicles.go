package cards

import "github.com/datafort/datafort/onr"

// Vehicles holding recurring bits for removing tags (onr/restricted.go).
func init() {
	// "Use these bits only to pay for removing tags": the basic action's two
	// bits (ONR-13.3), not a card's ability that removes tags (R332); spent
	// ones are replaced from the bank at the start of the Runner's next
	// turn (errata R269/R270, R331).
	tags := onr.Recurring(2, onr.ForTagRemoval, onr.Filter{})
	onr.Define(onr.Def{Title: "\"Drifter\" Mobile Environment", Abilities: []onr.Ability{tags}})
	onr.Define(onr.Def{Title: "\"Armadillo\" Armored Road Home", Abilities: []onr.Ability{tags, onr.Prevents(onr.EvMeatDamage, 3, onr.Cost{Trash: true})}})
}
