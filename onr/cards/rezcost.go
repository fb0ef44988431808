package cards

import "github.com/datafort/datafort/onr"

// Ice with a cost "above the rez cost" (ONR-9.6; the shared mechanism is
// onr.AboveRez, see onr/rezcost.go).
func init() {
	// "When you rez Caryatid, you may pay 1 bit, above the rez cost, to make
	// it a code gate instead of a wall." (ONR-16.4.3, R096)
	onr.Define(onr.Def{Title: "Caryatid", Subs: []onr.Effect{etr},
		AboveRez: &onr.AboveRez{Morph: &onr.Morph{Cost: 1, From: "Wall", To: "Code Gate"}}})
	// "Pay X bits, above the rez cost, when you rez Digiconda. X is
	// Digiconda's strength, and X cannot be greater than 6." (R119, R200)
	onr.Define(onr.Def{Title: "Digiconda", Subs: []onr.Effect{onr.Do(onr.NetDamage(2)), etr},
		AboveRez: &onr.AboveRez{StrengthX: 6}})
}
