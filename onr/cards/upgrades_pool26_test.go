package cards_test

import (
	"fmt"
	"testing"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

const raymond = "use Raymond Ellison: trash it: 3 bits for the run per advancement counter removed here"

// endRun passes and jacks out until the run is over (a bounded loop).
func endRun(x *onrtest.Table) {
	for i := 0; i < 20 && x.S.Run.Active; i++ {
		switch {
		case x.Offered(onr.Runner, "jack-out"):
			x.Do(onr.Runner, "jack-out")
		case x.Offered(onr.Corp, "pass"):
			x.Do(onr.Corp, "pass")
		default:
			x.PassAll()
		}
	}
}

func TestRaymondEllison(t *testing.T) {
	for _, tc := range []struct {
		name       string
		take       []int // counters taken from the agenda, once each (none: done at once)
		rez        bool  // rez Wall of Static (rez cost 3) with the bits
		during     int32 // the Corp's bits once the ability has resolved
		after      int32 // the Corp's bits after the run
		agenda     int32 // counters left on the agenda
		wantLogged string
	}{
		{"Raymond Ellison: trash it in a run to remove advancement counters of its fort, 3 bits each, returned unspent as the run ends",
			[]int{2, 1}, false, 11, 2, 0, "Corp removes 2 advancement counters from a card in"},
		{"Raymond Ellison: the Corp removes as many counters as it chooses, none at all too",
			nil, false, 2, 2, 3, ""},
		{"Raymond Ellison: the run's bits pay a rez before the pool's bits",
			[]int{1}, true, 5, 2, 2, "Corp removes 1 advancement counter from a card in"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var agenda, vapor int32
			x := runnerTurn(t, func(x *onrtest.Table) {
				c, fort := x.Install(onr.NewFort, "Raymond Ellison", true)
				agenda, _ = x.Install(fort, "AI Chief Financial Officer", false)
				vapor, _ = x.Install(onr.NewFort, "Vapor Ops", false) // another fort's
				_ = c
				x.Ice(onr.FortHQ, "Wall of Static", false)
			})
			x.S.Cards[agenda].Adv, x.S.Cards[vapor].Adv = 3, 1
			x.Corp().Bits = 2
			x.Do(onr.Runner, "gain")
			want(t, "the Corp's window open after the Runner's action", x.Offered(onr.Corp, "pass"), true)
			want(t, "offered out of a run", x.Offered(onr.Corp, raymond), false)
			x.PassAll()
			x.Corp().Bits = 2
			x.Do(onr.Runner, "run on HQ")
			x.Do(onr.Corp, raymond)
			want(t, "another fort's card offered", x.Offered(onr.Corp, "choose Vapor Ops"), false)
			for _, n := range tc.take {
				x.Do(onr.Corp, "choose AI Chief Financial Officer")
				x.Number(onr.Corp, n)
			}
			if x.Offered(onr.Corp, "done") {
				x.Do(onr.Corp, "done")
			}
			want(t, "Corp bits once used", x.Corp().Bits, tc.during)
			want(t, "agenda counters", x.S.Cards[agenda].Adv, tc.agenda)
			want(t, "Vapor Ops counters", x.S.Cards[vapor].Adv, 1)
			want(t, "Raymond Ellison trashed", len(x.Corp().Discard), 1)
			if tc.wantLogged != "" {
				want(t, "logged: "+tc.wantLogged, x.Logged(tc.wantLogged), true)
			}
			if tc.rez {
				x.Do(onr.Corp, "rez Wall of Static")
			}
			x.Do(onr.Corp, "pass")
			endRun(x)
			want(t, "run active", x.S.Run.Active, false)
			want(t, "Wall of Static rezzed", x.S.Cards[x.S.Forts[onr.FortHQ].Ice[0]].Rezzed, tc.rez)
			want(t, "Corp bits after the run", x.Corp().Bits, tc.after)
		})
	}
	t.Run("Raymond Ellison: installed only in a subsidiary fort", func(t *testing.T) {
		x := newTable(t)
		x.Hand(onr.Corp, "Raymond Ellison")
		x.Ready()
		x.ToTurn(onr.Corp)
		opts := x.Options(onr.Corp)
		hq, fresh := false, false
		for _, o := range opts {
			hq = hq || o == "install Raymond Ellison in HQ"
			fresh = fresh || o == "install Raymond Ellison in a new fort"
		}
		want(t, "offered in HQ", hq, false)
		want(t, "offered in a new fort", fresh, true)
		if t.Failed() {
			t.Log(opts)
		}
	})
}

func TestLondonCityGrid(t *testing.T) {
	// The Runner raises the icebreaker to Wall of Static's strength 2 and
	// breaks its one subroutine: Jackhammer (noisy, strength 0: 0 bits a
	// break, 1 bit +1 strength) or Dwarf (a worm, strength 3: 1 bit a break).
	for _, tc := range []struct {
		name    string
		where   int32 // London City Grid's fort; the run is on HQ
		rezzed  bool
		breaker string
		pumps   int
		pump    int32 // what a use of its strength ability costs
		paid    int32
	}{
		{"London City Grid: during runs on this fort, each use of a noisy icebreaker's break or strength ability costs 1 bit more", onr.FortHQ, true, "Jackhammer", 2, 2, 2*(1+1) + (0 + 1)},
		{"London City Grid: runs on another fort cost nothing more", onr.FortRD, true, "Jackhammer", 2, 1, 2},
		{"London City Grid: unrezzed, nothing more", onr.FortHQ, false, "Jackhammer", 2, 1, 2},
		{"London City Grid: an icebreaker that is not noisy costs nothing more", onr.FortHQ, true, "Dwarf", 0, 0, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := newTable(t)
			x.Install(tc.where, "London City Grid", tc.rezzed)
			x.Ice(onr.FortHQ, "Wall of Static", true)
			x.Rig(tc.breaker)
			x.Ready()
			x.ToTurn(runner)
			x.Runner().Bits = 20
			x.Do(runner, "run on HQ")
			x.PassAll()
			for range tc.pumps {
				x.Do(runner, fmt.Sprintf("pump %s: +1 strength for %d", tc.breaker, tc.pump))
			}
			x.Do(runner, "break subroutine 1 with "+tc.breaker)
			if x.Offered(runner, "done") {
				x.Do(runner, "done")
			}
			want(t, "bits paid", 20-x.Runner().Bits, tc.paid)
		})
	}
	t.Run("London City Grid: a use the Runner cannot pay for with the surcharge is not offered", func(t *testing.T) {
		x := newTable(t)
		x.Install(onr.FortHQ, "London City Grid", true)
		x.Ice(onr.FortHQ, "Wall of Static", true)
		x.Rig("Jackhammer")
		x.Ready()
		x.ToTurn(runner)
		x.Runner().Bits = 3 // two uses at 1 bit, one at 2
		x.Do(runner, "run on HQ")
		x.PassAll()
		x.Do(runner, "pump Jackhammer: +1 strength for 2")
		want(t, "the second +1 strength offered with 1 bit left", x.Offered(runner, "pump Jackhammer: +1 strength for 2"), false)
		if t.Failed() {
			t.Log(x.Options(runner))
		}
	})
	t.Run("London City Grid: rezzed as it is installed", func(t *testing.T) {
		x, region, _ := installRegion(t, "London City Grid", 3)
		want(t, "London City Grid rezzed", x.S.Cards[region].Rezzed, true)
		want(t, "bits paid", 3-x.Corp().Bits, int32(3))
	})
}
