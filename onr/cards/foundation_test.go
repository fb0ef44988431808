package cards_test

import (
	"testing"

	"github.com/datafort/datafort/onr"
)

func TestFoundationCards(t *testing.T) {
	t.Run("Data Fort Remapping: a Remap counter when scored; spending it ends a run, once", func(t *testing.T) {
		x := newTable(t)
		c := scoreAgenda(t, x, "Data Fort Remapping", 4)
		want(t, "Remap counters", x.S.Cards[c].Counters, int32(1))
		x.ToTurn(runner)
		x.Do(runner, "run on R&D")
		for i := 0; i < 10 && !x.Offered(corp, "use Data Fort Remapping: end the run"); i++ {
			switch {
			case x.Offered(runner, "pass"):
				x.Do(runner, "pass")
			case x.Offered(runner, "continue"):
				x.Do(runner, "continue")
			default:
				t.Fatalf("the Corp is never offered to end the run: %s", x.Describe())
			}
		}
		x.Do(corp, "use Data Fort Remapping: end the run")
		want(t, "Remap counters", x.S.Cards[c].Counters, int32(0))
		x.PassAll()
		if x.S.Run.Active || x.Logged("The run is successful") {
			t.Errorf("the run goes on")
		}
		x.Do(runner, "run on R&D")
		if x.Offered(corp, "use Data Fort Remapping: end the run") {
			t.Errorf("the ability is offered with no counter left")
		}
	})
	for _, tc := range []struct {
		name       string
		bits, want int32
	}{
		{"Corporate War: with 12 bits or more in the pool when scored, gain 12", 11, 24}, // the gain action makes 12
		{"Corporate War: with fewer than 12 bits when scored, lose all bits", 5, 0},
		{"Corporate War: with 11 bits when scored, one short of 12, lose all bits", 10, 0}, // the gain action makes 11
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := newTable(t)
			x.Corp().Bits = tc.bits
			scoreAgenda(t, x, "Corporate War", 3)
			want(t, "Corp bits", x.Corp().Bits, tc.want)
		})
	}
	t.Run("Top Runner's Conference: 2 bits at the start of each of the Runner's turns; trashed when he makes a run", func(t *testing.T) {
		x := newTable(t)
		trc := x.Rig("Top Runner's Conference")[0]
		x.Ready()
		x.ToTurn(runner)
		want(t, "Runner bits after his turn began", x.Runner().Bits, int32(7))
		x.Do(runner, "run on R&D")
		want(t, "trashed", inZone(x, trc, onr.ZoneDiscard), true)
	})
	t.Run("Psychic Friend: +1 strength for 2 bits lasts until the end of the turn, after the discard (OPEN 21)", func(t *testing.T) {
		x := fortSetup(t, []string{"Quandary"}, []string{"Psychic Friend"}, 5, 9, 0)
		pf := newest(x, "Psychic Friend")
		runHQ(x)
		x.Do(runner, "pump Psychic Friend: +1 strength for 2")
		x.Do(runner, "break subroutine 1 with Psychic Friend")
		x.Do(runner, "jack-out")
		want(t, "strength after the run", x.G.BreakerStrength(pf), int32(2))
		x.ToTurn(corp)
		want(t, "strength in the next turn", x.G.BreakerStrength(pf), int32(1))
	})
}

func TestFoundationPreps(t *testing.T) {
	for _, pay := range []bool{false, true} {
		name := "Open-Ended® Mileage Program: removes a tag; declining to pay leaves it in the trash"
		if pay {
			name = "Open-Ended® Mileage Program: removes a tag; paying 1 bit takes it back into the hand"
		}
		t.Run(name, func(t *testing.T) {
			x := newTable(t)
			c := x.Hand(runner, "Open-Ended® Mileage Program")[0]
			x.Ready()
			x.ToTurn(runner)
			x.Runner().Tags = 2
			x.Do(runner, "play Open-Ended® Mileage Program")
			if !pay {
				x.Do(runner, "decline")
				want(t, "in the trash", inZone(x, c, onr.ZoneDiscard), true)
				want(t, "tags", x.Runner().Tags, int32(1))
				return
			}
			x.Do(runner, "use Open-Ended® Mileage Program: pay 1 bit to take it back into your hand")
			want(t, "tags", x.Runner().Tags, int32(1))
			want(t, "in the hand", inZone(x, c, onr.ZoneHand), true)
			want(t, "Runner bits", x.Runner().Bits, int32(4))
		})
	}
}
