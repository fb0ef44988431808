package onr

import "github.com/datafort/datafort/onr/carddb"

// Ice that costs its rez cost again during a run (rez-cost-modifier,
// run-rider): "during that run, the Corp must pay X bits, in addition to the
// normal cost, to rez each piece of ice, where X is the rez cost of that
// piece of ice". A rider of the run (ModIceRezAgain) that adds the ice's
// printed rez cost (R116: "the rez cost" is the printed one) to what
// rezzing a piece of ice costs (rezCost), once for each such effect; a rez
// at no cost stays free.

// IceRezCostsAgainThisRun: "during that run, the Corp must pay the rez
// cost of each piece of ice in addition to rez it".
func IceRezCostsAgainThisRun() Rider { return Rider{mod: ModIceRezAgain} }

// rezAgain is what the ModIceRezAgain effects add to rezzing card c: its
// printed rez cost for each, if it is ice.
func (s *State) rezAgain(c int32) int32 {
	d := s.def(c)
	if d.typ != carddb.Ice {
		return 0
	}
	var n int32
	for i := range s.Lasting {
		if l := &s.Lasting[i]; l.Mod == ModIceRezAgain && l.Active() {
			n += d.rezCost
		}
	}
	return n
}
