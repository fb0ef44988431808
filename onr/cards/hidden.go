package cards

import "github.com/datafort/datafort/onr"

// Hidden resources (Proteus; ONR-16.1): installed face down, trashed face
// up. The keyword comes from the card data; the engine does the rest
// (onr/hidden.go, onr/payment.go).
func init() {
	// "X bits, [trash]: Gain Y bits. You may use this ability whenever you
	// pay any cost or penalty" (ONR-18.3.7, R305–R308, R386–R389).
	onr.Define(onr.Def{Title: "Chiba Bank Account", Abilities: []onr.Ability{onr.PaymentAbility(1, 4)}})
	onr.Define(onr.Def{Title: "Liberated Savings Account", Abilities: []onr.Ability{onr.PaymentAbility(7, 11)}})
	// "4 bits, [trash]: Access two additional cards from HQ. Use this
	// ability only when accessing cards from HQ." Several add up (R367).
	onr.Define(onr.Def{Title: "HQ Mole", Abilities: []onr.Ability{{
		Label: "Access two additional cards from HQ", When: onr.DuringAccess,
		Cost: onr.Cost{Bits: 4, Trash: true}, If: onr.AccessingFrom(onr.CentralHQ),
		Effect: onr.Do(onr.AccessAdditional(onr.CentralHQ, 2)),
	}}})
}
