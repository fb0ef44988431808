package onr

// UnmaskedForTest makes g compute every list of options the long way,
// without the could-act masks (masks.go), as long as it lives (a Reset
// game is a new one, masked).
func UnmaskedForTest(g *Game) { g.s.unmasked, g.s.lastKinds = true, lastingKinds{} }
