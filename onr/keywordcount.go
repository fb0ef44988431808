package onr

// Cards in play of a keyword (target-filters): "play only if you have at
// least two connections in play" (Poisoned Water Supply). The controller's
// installed cards with the keyword are counted as the card is offered.

// InstalledWithAtLeast holds while the controller of the card has at least
// N installed cards with the keyword.
func InstalledWithAtLeast(keyword string, n int32) Cond { return installedWith{keyword, n} }

type installedWith struct {
	keyword string
	n       int32
}

func (c installedWith) Holds(s *State, self int32) bool {
	var k int32
	for _, x := range s.P(s.controller(self)).Rig {
		if s.hasKeyword(x, c.keyword) {
			k++
		}
	}
	return k >= c.n
}
