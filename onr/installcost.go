package onr

import "github.com/datafort/datafort/engine"

// The cost of installing ice (install-cost-modifier): one bit per piece of
// ice already on the fort (ONR-8.2.1), changed by the ModIceInstallCost
// statics of the installing Corp's active cards ("cost to install ice is
// reduced by 1 bit"), or only of those in or on that fort when the
// static's Filter says SameFort ("cost to install ice on this fort is
// reduced by 2 bits"), and by the opponents' cards that remember the fort
// (chosenfort.go), never below 0. Ice in a new fort costs nothing.

// iceInstallCost returns what seat pays to install ice on fort.
func (s *State) iceInstallCost(seat engine.Seat, fort int32) int32 {
	n := int32(len(s.Forts[fort].Ice))
	if s.mayStatic(ModIceInstallCost) {
		n += s.statics(ModIceInstallCost, func(o int32, a *Ability) bool {
			return s.controller(o) == seat && (!a.Filter.SameFort || s.Cards[o].Fort == fort)
		})
	}
	if s.mayStatic(ModChosenFortIceCost) {
		n += s.chosenFortIceCost(seat, fort) // chosenfort.go
	}
	n += s.fortInstallTax(fort) // virus counters in the fort (fortcounters.go)
	return max(0, n)
}
