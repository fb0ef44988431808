package checks

import (
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// Rulings of the sysops that repeat a subroutine (Lisa Blight, Marcel
// DeSoleil) and of Social Engineering (session 28).

// sysopCostRun puts Laser Wire rezzed on HQ and sysop rezzed in HQ's fort,
// two cards in HQ and three in R&D, runs on HQ and uses the sysop on Laser
// Wire's first subroutine; it returns the table.
func sysopCostRun(t onrtest.TB, sysop, use string) *onrtest.Table {
	x := onrtest.New(t, 1)
	x.Ice(onr.FortHQ, "Laser Wire", true)
	x.Install(onr.FortHQ, sysop, true)
	x.Hand(onr.Corp, "Hostile Takeover", "Priority Requisition")
	x.Deck(onr.Corp, "Hostile Takeover", "Priority Requisition", "Data Wall")
	runnerHand(x, 5)
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Corp().Bits = 5
	x.Do(onr.Runner, "run on HQ")
	x.Do(onr.Corp, use)
	x.Do(onr.Corp, "choose Laser Wire")
	x.Number(onr.Corp, 1)
	return x
}

// R168 (R171 its duplicate): the cards Lisa Blight's cost discards from
// HQ, and those Marcel DeSoleil's trashes from R&D, go to the Archives
// face down: the Runner's view counts them and names none.
func checkR168_SysopCostTrashesFaceDown(t onrtest.TB) {
	for _, tc := range []struct {
		sysop, use string
		n          int
	}{
		{"Lisa Blight", "use Lisa Blight: 1 bit, discard a card at random: repeat a subroutine", 1},
		{"Marcel DeSoleil", "use Marcel DeSoleil: 2 bits, trash the top two cards of R&D: repeat a subroutine", 2},
	} {
		x := sysopCostRun(t, tc.sysop, tc.use)
		v := x.G.View(runnerSeat).(*onr.View)
		if got := len(x.Corp().Discard); got != tc.n {
			t.Fatalf("%s: %d cards in the Archives, want %d", tc.sysop, got, tc.n)
		}
		if down := v.Players[corpSeat].DiscardDown; down != tc.n || len(v.Players[corpSeat].Discard) != 0 {
			t.Fatalf("%s: the Runner sees %d face-down cards in the Archives and %d face up, want %d and none", tc.sysop, down, len(v.Players[corpSeat].Discard), tc.n)
		}
	}
}

// socialRun plays Social Engineering with Laser Wire (rezzed or not) and
// Wall of Static, rezzed, on HQ, outermost first, hides 2 bits, has the
// Corp guess 3 and runs HQ choosing Laser Wire.
func socialRun(t onrtest.TB, rezzed bool) *onrtest.Table {
	x := onrtest.New(t, 1)
	x.Ice(onr.FortHQ, "Laser Wire", rezzed)
	x.Ice(onr.FortHQ, "Wall of Static", true)
	x.Hand(onr.Corp, "Hostile Takeover")
	x.Deck(onr.Corp, "Data Wall", "Data Wall")
	x.Hand(onr.Runner, "Social Engineering")
	runnerHand(x, 4)
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Runner().Bits, x.Corp().Bits = 6, 5
	x.Do(onr.Runner, "play Social Engineering")
	x.Number(onr.Runner, 2)
	x.Number(onr.Corp, 3)
	x.Do(onr.Runner, "choose-fort HQ")
	x.Do(onr.Runner, x.Options(onr.Runner)[0]) // the outermost ice, Laser Wire
	return x
}

// R466: once the guessing begins the Corp cannot count the Runner's bits:
// the Corp's question (its range) and its view of the Runner's pool are the
// same whatever number was hidden, and no information state is given while
// the number waits.
func checkR466_SocialEngineeringGuessTellsNothing(t onrtest.TB) {
	type seen struct {
		prompt   string
		min, max int
		bits     int32
	}
	var got []seen
	for _, hide := range []int{2, 5} {
		x := onrtest.New(t, 1)
		x.Hand(onr.Runner, "Social Engineering")
		x.Deck(onr.Corp, "Data Wall", "Data Wall")
		x.Ready()
		x.ToTurn(onr.Runner)
		x.Runner().Bits = 6
		x.Do(onr.Runner, "play Social Engineering")
		x.Number(onr.Runner, hide)
		d := x.Decision(onr.Corp)
		if _, err := x.G.Info(corpSeat); err == nil {
			t.Fatalf("an information state was given while the number hidden waits")
		}
		v := x.G.View(corpSeat).(*onr.View)
		got = append(got, seen{d.Prompt, d.Min, d.Max, v.Players[runnerSeat].Bits})
	}
	if got[0] != got[1] || got[0].min != 2 || got[0].max != 5 || got[0].bits != 5 {
		t.Fatalf("hiding 2 the Corp sees %+v, hiding 5 %+v; want the same, a guess from 2 to 5 and the pool of 5", got[0], got[1])
	}
}

// R467: the chosen ice unrezzed may be rezzed as it is approached; then
// it is encountered before it is passed, and none of its subroutines takes
// effect.
func checkR467_SocialEngineeringEncountersBeforePassing(t onrtest.TB) {
	x := socialRun(t, false)
	x.Events = nil
	for i := 0; i < 5 && !x.Offered(onr.Corp, "rez Laser Wire"); i++ {
		x.PassAll()
	}
	if !x.Offered(onr.Corp, "rez Laser Wire") {
		t.Fatalf("the Corp is not offered to rez the chosen ice; pending %s", x.Describe())
	}
	x.Do(onr.Corp, "rez Laser Wire")
	x.PassAll()
	if !x.Logged("Runner encounters Laser Wire") || !x.Logged("Runner passes Laser Wire") || x.Logged("Laser Wire: subroutine") {
		t.Fatalf("Laser Wire was not encountered, then passed with no subroutine taking effect")
	}
}

// R468: the chosen ice is passed automatically once in the run: the pass
// uses the effect up, and the next ice is encountered as usual.
func checkR468_SocialEngineeringPassesOnce(t onrtest.TB) {
	x := socialRun(t, true)
	x.PassAll()
	if !x.S.Run.Active {
		t.Fatalf("the run ended at the chosen ice")
	}
	for _, l := range x.S.Lasting {
		if l.Mod == onr.ModPassIceOnce {
			t.Fatalf("the automatic pass is not used up once Laser Wire is passed")
		}
	}
	x.Do(onr.Runner, "continue")
	x.PassAll()
	if !x.Logged("Wall of Static ends the run") {
		t.Fatalf("the Wall of Static after the chosen ice was not encountered as usual")
	}
}
