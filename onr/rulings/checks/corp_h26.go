package checks

import (
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// Checks of the rulings naming the Corp cards of onrH26 (kludge.go).

// rigTurns plays one Emergency Rig per X in xs on a Wall of Static of HQ
// (rezzed or not), derezzes the ice after them if derez, then plays Corp
// turns until the ice is trashed (at most 6) and returns how many it
// lasted.
func rigTurns(t onrtest.TB, rezzed, derez bool, xs ...int) int {
	t.Helper()
	x := tableWithRD(t, 1, 10)
	c, _ := x.Ice(onr.FortHQ, "Wall of Static", rezzed)
	for range xs {
		x.Hand(onr.Corp, "Emergency Rig")
	}
	x.Corp().Bits = 6
	x.Ready()
	x.Corp().Actions = 3
	for _, n := range xs {
		x.Do(onr.Corp, "play Emergency Rig")
		x.Do(onr.Corp, "rez Wall of Static")
		x.Number(onr.Corp, n)
	}
	if !x.S.Cards[c].Rezzed {
		t.Fatalf("Wall of Static not rezzed by Emergency Rig")
	}
	if derez {
		x.S.Cards[c].Rezzed = false
	}
	for turn := 1; turn <= 6; turn++ {
		x.ToTurn(onr.Runner)
		x.ToTurn(onr.Corp)
		if x.S.Cards[c].Zone != onr.ZoneIce {
			return turn
		}
	}
	return 7
}

// R133: a second Emergency Rig on ice that already has Kludge counters
// extends the turns it remains: Rigs of X=1 and X=2 keep it two turns
// where the first alone keeps it one.
func checkR133_SecondRigExtends(t onrtest.TB) {
	if one, two := rigTurns(t, false, false, 1), rigTurns(t, false, false, 1, 2); one != 1 || two != 2 {
		t.Fatalf("the ice lasted %d Corp turns with one Rig (want 1), %d with two (want 2)", one, two)
	}
}

// R134: the Kludge counters stay on the ice when it is derezzed: rigged
// with X=2 and derezzed, it is trashed at the second turn start.
func checkR134_KludgeCountersStayThroughADerez(t onrtest.TB) {
	if n := rigTurns(t, false, true, 2); n != 2 {
		t.Fatalf("the derezzed ice lasted %d Corp turns, want 2", n)
	}
}

// R135: Emergency Rig may be played on ice already rezzed, which is
// trashed when the last Kludge counter goes.
func checkR135_RigOnRezzedIce(t onrtest.TB) {
	if n := rigTurns(t, true, false, 2); n != 2 {
		t.Fatalf("the rezzed ice lasted %d Corp turns, want 2", n)
	}
}
