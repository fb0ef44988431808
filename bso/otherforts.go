package bso

import "github.com/datafort/datafort/onr"

// Running other forts ("Running Other Forts"). The seed keeps only the end
// of this section: "This strength gain is temporary and should not be
// considered when adjudicating increases in the strength of ice. In other
// words, it is factored in last when calculating the strength of an
// individual piece of ice." What gains strength, and how much, is lost.
// Decision: the gain is option other-forts-strength=N (default 0: no gain,
// since the seed does not say how much): during a run on a fort that is not
// an Agent fort, every piece of ice on it has +N strength, factored in
// after every other modifier (onr.Variant.IceStrength) and never recorded
// as a change to the ice (it is no lasting effect and no counter, so no
// card that reacts to ice gaining strength sees it), and gone when the run
// ends.

// otherFortsGain returns the strength ice c gains in the run in progress.
func otherFortsGain(s *onr.State, c int32) int32 {
	n := opts(s).OtherFortsStrength
	if n == 0 || !s.Run.Active || s.Cards[c].Zone != onr.ZoneIce || s.Cards[c].Fort != s.Run.Fort ||
		s.Forts[s.Run.Fort].Central == CentralAgent {
		return 0
	}
	return n
}
