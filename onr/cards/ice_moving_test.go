package cards_test

import (
	"testing"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// movingTable puts unrezzed ice mover on fort on, rezzed Wall of Static on
// HQ, gives the Corp points and bits, and returns at the Runner's first
// action; the test answers the start-of-run decision itself.
func movingTable(t *testing.T, mover string, on int32, rezzed bool, points int32) (*onrtest.Table, int32) {
	t.Helper()
	x := newTable(t)
	x.Ice(onr.FortHQ, "Wall of Static", true) // outermost on HQ: arranged ice goes inside the ice already there
	c, _ := x.Ice(on, mover, rezzed)
	x.Rig("Krash")
	x.Hand(runner, filler("Jack 'n' Joe", 5)...)
	x.Corp().Points = points
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Corp().Bits = 5
	x.Runner().Bits = 30
	x.StartOfRun = true
	return x, c
}

func TestMovingIce(t *testing.T) {
	t.Run("Glacier: unrezzed, revealed and moved at the start of a run to the outermost position of the fort run on", func(t *testing.T) {
		x, g := movingTable(t, "Glacier", onr.FortRD, false, 1)
		x.Do(runner, "run on HQ")
		x.Do(corp, "use Glacier: move to the outermost position of another data fort")
		want(t, "revealed", x.Logged("Corp reveals Glacier"), true)
		x.Do(corp, "move Glacier to position 1 of HQ (outermost first)")
		want(t, "Corp bits", x.Corp().Bits, int32(4))
		want(t, "outermost on HQ", x.S.Forts[onr.FortHQ].Ice[0], g)
		if x.Offered(corp, "use Glacier: move to the outermost position of another data fort") {
			t.Errorf("used twice at the start of one run")
		}
		x.Do(corp, "pass")
		x.Do(corp, "rez Glacier")
		want(t, "Corp points: 1 paid to rez it", x.Corp().Points, int32(0))
		x.PassAll()
		k := newest(x, "Krash")
		for i := 0; i < 10 && x.G.BreakerStrength(k) < x.G.IceStrength(g); i++ {
			x.Do(runner, "pump Krash: +1 strength for 2")
		}
		x.Do(runner, "break subroutine 1 with Krash")
		x.Do(runner, "done")
		wantRunEndedBy(t, x, "Glacier")
	})
	t.Run("Glacier: rezzing it costs 1 agenda point: without one, it is not offered", func(t *testing.T) {
		x, _ := movingTable(t, "Glacier", onr.FortHQ, false, 0)
		x.Do(runner, "run on HQ")
		x.Do(corp, "pass")
		x.PassAll()
		if x.Offered(corp, "rez Glacier") {
			t.Errorf("offered without an agenda point")
		}
	})
	t.Run("Glacier: rezzed, its first subroutine ends the run", func(t *testing.T) {
		x, _ := movingTable(t, "Glacier", onr.FortRD, true, 0)
		x.Do(runner, "run on R&D")
		x.Do(corp, "pass")
		x.PassAll()
		x.Do(runner, "done")
		wantRunEndedBy(t, x, "Glacier")
	})

	t.Run("Walking Wall: at the start of a run on its fort, moved to another position of it", func(t *testing.T) {
		x, w := movingTable(t, "Walking Wall", onr.FortHQ, true, 0)
		x.Ice(onr.FortHQ, "Data Wall", true) // innermost
		x.Ready()
		x.StartOfRun = true
		want(t, "Walking Wall not outermost", x.S.Forts[onr.FortHQ].Ice[0] != w, true)
		x.Do(runner, "run on HQ")
		bits := x.Corp().Bits
		x.Do(corp, "use Walking Wall: move to another position on this data fort")
		x.Do(corp, "move Walking Wall to position 1 of HQ (outermost first)")
		want(t, "outermost", x.S.Forts[onr.FortHQ].Ice[0], w)
		want(t, "Corp bits after the move", x.Corp().Bits, bits-1)
		want(t, "a second move offered in the run", x.Offered(corp, "use Walking Wall: move to another position on this data fort"), false)
		x.Do(corp, "pass")
		x.PassAll()
		x.Do(runner, "done")
		wantRunEndedBy(t, x, "Walking Wall")
	})
	t.Run("Walking Wall: not offered at the start of a run on another fort", func(t *testing.T) {
		x, _ := movingTable(t, "Walking Wall", onr.FortRD, false, 0)
		x.Do(runner, "run on HQ")
		if x.Offered(corp, "use Walking Wall: move to another position on this data fort") {
			t.Errorf("offered for a run on another fort")
		}
	})

	t.Run("Mobile Barricade: moved outermost at the start of the run, it does 1 Net damage and ends the run", func(t *testing.T) {
		x, m := movingTable(t, "Mobile Barricade", onr.FortHQ, true, 0)
		x.Ice(onr.FortHQ, "Data Wall", true)
		x.Ready()
		x.StartOfRun = true
		x.Do(runner, "run on HQ")
		bits := x.Corp().Bits
		x.Do(corp, "use Mobile Barricade: move to another position on this data fort")
		x.Do(corp, "move Mobile Barricade to position 1 of HQ (outermost first)")
		want(t, "outermost", x.S.Forts[onr.FortHQ].Ice[0], m)
		want(t, "Corp bits after the move", x.Corp().Bits, bits-1)
		want(t, "a second move offered in the run", x.Offered(corp, "use Mobile Barricade: move to another position on this data fort"), false)
		x.Do(corp, "pass")
		x.PassAll()
		x.Do(runner, "done")
		takeDamage(x)
		want(t, "cards in hand", len(x.Runner().Hand), 4)
		wantDamage(t, x, 1, "Net")
		wantRunEndedBy(t, x, "Mobile Barricade")
	})
}

// TestStartOfRunAskedOnPublicGrounds: whether the Corp is asked at the
// start of a run does not depend on what its unrezzed ice are (a leak case
// of onr/startofrun.go).
func TestStartOfRunAskedOnPublicGrounds(t *testing.T) {
	asked := func(ice string, rezzed bool) bool {
		x := newTable(t)
		x.Ice(onr.FortRD, ice, rezzed)
		x.Ready()
		x.ToTurn(onr.Runner)
		x.StartOfRun = true
		x.Do(runner, "run on HQ")
		d, ok := x.G.Pending(), false
		for _, p := range d {
			ok = ok || p.Prompt == onr.StartOfRunPrompt
		}
		return ok
	}
	for _, ice := range []string{"Walking Wall", "Glacier", "Wall of Static", "Data Wall"} {
		if !asked(ice, false) {
			t.Errorf("not asked with an unrezzed %s installed: the question would tell which ice it is", ice)
		}
	}
	if asked("Wall of Static", true) {
		t.Errorf("asked with only a rezzed Wall of Static installed, which has no start-of-run ability")
	}
	if !asked("Walking Wall", true) {
		t.Errorf("not asked with a rezzed Walking Wall installed")
	}
}
