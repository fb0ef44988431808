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

const olivia = "use Olivia Salazar: rez a piece of ice of this fort for half its cost, for the run"

func TestOliviaSalazar(t *testing.T) {
	// Olivia Salazar and Fire Wall (rez cost 5, one "end the run") on HQ,
	// Data Masons ("cost to rez walls is reduced by 2 bits") perhaps in
	// another fort; the Runner runs on HQ with no icebreaker.
	for _, tc := range []struct {
		name   string
		masons bool
		bits   int32 // the Corp's bits before
		paid   int32 // what Olivia's rez cost the Corp
		rezzed bool  // Fire Wall rezzed by Olivia
	}{
		{"Olivia Salazar: in a run on this fort, rezzes a piece of ice of this fort for half its rez cost, rounded down, and derezzes it at the end of the run", false, 5, 2, true},
		{"Olivia Salazar: halves the rez cost as modified (R115: Data Masons' 2 off first)", true, 5, 1, true},
		{"Olivia Salazar: a piece of ice whose half cost the Corp cannot pay is not offered", false, 1, 0, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var wall int32
			x := runnerTurn(t, func(x *onrtest.Table) {
				x.Install(onr.FortHQ, "Olivia Salazar", true)
				wall, _ = x.Ice(onr.FortHQ, "Fire Wall", false)
				x.Ice(onr.FortRD, "Wall of Static", false)
				if tc.masons {
					x.Install(onr.NewFort, "Data Masons", true)
				}
			})
			x.Corp().Bits = tc.bits
			x.Do(onr.Runner, "run on HQ")
			x.Do(onr.Corp, olivia)
			if x.Offered(onr.Corp, "rez Wall of Static") {
				t.Errorf("ice of another fort offered")
			}
			if x.Offered(onr.Corp, "rez Fire Wall") {
				x.Do(onr.Corp, "rez Fire Wall")
			} else {
				// Asked all the same, "none" alone: the ice's cost is
				// hidden, and the question must not tell it.
				want(t, "asked with none alone", len(x.Decision(onr.Corp).Options), 1)
				x.Do(onr.Corp, "none")
			}
			want(t, "Corp bits paid", tc.bits-x.Corp().Bits, tc.paid)
			endRun(x)
			// Rezzed, Fire Wall ended the run as it was encountered.
			want(t, "logged: Corp rezzes Fire Wall", x.Logged("Corp rezzes Fire Wall"), tc.rezzed)
			want(t, "logged: Fire Wall ends the run", x.Logged("Fire Wall ends the run"), tc.rezzed)
			want(t, "run active", x.S.Run.Active, false)
			want(t, "Fire Wall rezzed after the run", x.S.Cards[wall].Rezzed, false)
			if tc.rezzed {
				want(t, "logged: Fire Wall is derezzed", x.Logged("Fire Wall is derezzed"), true)
			}
		})
	}
	t.Run("Olivia Salazar: once during each run", func(t *testing.T) {
		// Fire Wall and Wall of Static on HQ, both unrezzed: Olivia rezzes
		// the inner one as the run starts; as the Runner approaches the
		// outer one, the Corp may rez it the usual way, not with Olivia
		// again.
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Install(onr.FortHQ, "Olivia Salazar", true)
			x.Ice(onr.FortHQ, "Fire Wall", false)
			x.Ice(onr.FortHQ, "Wall of Static", false)
		})
		x.Corp().Bits = 10
		x.Do(onr.Runner, "run on HQ")
		x.Do(onr.Corp, olivia)
		x.Do(onr.Corp, "rez Wall of Static")
		approached := false
		for i := 0; i < 20 && x.S.Run.Active && !approached; i++ {
			if x.Offered(onr.Corp, "rez Fire Wall") {
				approached = true
				want(t, "Olivia offered again in the run", x.Offered(onr.Corp, olivia), false)
				break
			}
			x.PassAll()
		}
		want(t, "a window to rez Fire Wall", approached, true)
	})
	t.Run("Olivia Salazar: usable only during runs on this fort", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Install(onr.FortHQ, "Olivia Salazar", true)
			x.Ice(onr.FortHQ, "Fire Wall", false)
			x.Ice(onr.FortRD, "Wall of Static", false)
		})
		x.Corp().Bits = 5
		x.Do(onr.Runner, "run on R&D")
		want(t, "the Corp's window open", x.Offered(onr.Corp, "pass"), true)
		want(t, "offered in a run on R&D", x.Offered(onr.Corp, olivia), false)
	})
}

const disinfectant = "use Disinfectant, Inc.: pay 1 bit to avoid a virus counter"

func TestDisinfectantInc(t *testing.T) {
	// runOn makes a run on fort with no ice, the Corp answering Disinfectant
	// with answer ("" if it must not be asked), and reports whether it was.
	runOn := func(t *testing.T, x *onrtest.Table, fort, answer string) bool {
		t.Helper()
		asked := false
		x.Do(onr.Runner, "run on "+fort)
		for i := 0; i < 20 && x.S.Run.Active; i++ {
			switch {
			case x.Offered(onr.Corp, disinfectant):
				asked = true
				if answer == "" {
					t.Fatalf("asked in the run on %s", fort)
				}
				x.Do(onr.Corp, answer)
			case x.Offered(onr.Runner, "continue"):
				x.Do(onr.Runner, "continue")
			default:
				x.PassAll()
			}
		}
		if x.Offered(onr.Corp, "pass") {
			x.PassAll() // the Corp's window after the Runner's action
		}
		return asked
	}
	vienna := func(x *onrtest.Table) int32 {
		if len(x.Corp().Virus) == 0 {
			return 0
		}
		return x.Corp().Virus[0].N
	}
	setup := func(t *testing.T, bits int32) *onrtest.Table {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Hand(corp, "Data Wall", "Quandary", "Hunter")
			x.Deck(corp, "Data Wall", "Quandary", "Hunter")
			x.Install(onr.NewFort, "Disinfectant, Inc.", true)
			x.Rig("Vienna 22") // a counter at the end of each successful run on HQ
		})
		x.Corp().Bits = bits
		return x
	}
	t.Run("Disinfectant, Inc.: the Corp pays 1 bit to avoid the virus counter a successful run gives", func(t *testing.T) {
		x := setup(t, 5)
		want(t, "asked", runOn(t, x, "HQ", disinfectant), true)
		want(t, "Corp bits", x.Corp().Bits, int32(4))
		want(t, "Vienna counters", vienna(x), int32(0))
	})
	t.Run("Disinfectant, Inc.: declined, the counter is given and the ability stays unused for the turn", func(t *testing.T) {
		x := setup(t, 5)
		want(t, "asked", runOn(t, x, "HQ", "decline"), true)
		want(t, "Vienna counters", vienna(x), int32(1))
		want(t, "asked again in the turn's next run", runOn(t, x, "HQ", disinfectant), true)
		want(t, "Vienna counters", vienna(x), int32(1))
		want(t, "Corp bits", x.Corp().Bits, int32(4))
	})
	t.Run("Disinfectant, Inc.: only once each turn", func(t *testing.T) {
		x := setup(t, 5)
		runOn(t, x, "HQ", disinfectant)
		want(t, "asked in the turn's second run", runOn(t, x, "HQ", ""), false)
		want(t, "Vienna counters", vienna(x), int32(1))
		want(t, "Corp bits", x.Corp().Bits, int32(4))
	})
	t.Run("Disinfectant, Inc.: not asked when no counter comes, nor when the Corp cannot pay", func(t *testing.T) {
		x := setup(t, 5)
		want(t, "asked in a run on R&D", runOn(t, x, "R&D", ""), false)
		x.Corp().Bits = 0
		want(t, "asked with no bits", runOn(t, x, "HQ", ""), false)
		want(t, "Vienna counters", vienna(x), int32(1))
	})
}

// endTurnDrawing ends the Corp's turn with draws (no bits gained),
// passing its windows and discarding its first cards.
func endTurnDrawing(t *testing.T, x *onrtest.Table) {
	t.Helper()
	corpSeat := x.Seat(corp)
	for i := 0; i < 30 && !x.S.Over && x.S.Active == corpSeat; i++ {
		switch opts := x.Options(corp); {
		case x.Offered(corp, "draw"):
			x.Do(corp, "draw")
		case x.Offered(corp, "pass"):
			x.Do(corp, "pass")
		case len(opts) > 0:
			x.Do(corp, opts[0])
		default:
			x.PassAll()
		}
	}
}

func TestACMESavingsAndLoan(t *testing.T) {
	// rezzed sets up a Corp turn with ACME installed, the Corp holding
	// points agenda points and bits bits, and rezzes it after a gain.
	rezzed := func(t *testing.T, points, bits int32) (*onrtest.Table, int32) {
		x := newTable(t)
		acme, _ := x.Install(onr.NewFort, "ACME Savings and Loan", false)
		x.Ready()
		x.Corp().Points, x.Corp().Bits = points, bits
		x.Do(corp, "gain")
		x.Do(corp, "rez ACME Savings and Loan")
		return x, acme
	}
	t.Run("ACME Savings and Loan: rezzing it costs 1 agenda point more; rezzed, the Corp gains 12 bits and trashes it", func(t *testing.T) {
		x, acme := rezzed(t, 1, 0)
		want(t, "Corp points", x.Corp().Points, int32(0))
		want(t, "Corp bits", x.Corp().Bits, int32(1+12))
		want(t, "ACME in the Archives", x.S.Cards[acme].Zone, onr.ZoneDiscard)
	})
	t.Run("ACME Savings and Loan: with no agenda point the Corp cannot rez it", func(t *testing.T) {
		x := newTable(t)
		x.Install(onr.NewFort, "ACME Savings and Loan", false)
		x.Ready()
		x.Do(corp, "gain")
		want(t, "the Corp's window open", x.Offered(corp, "pass"), true)
		want(t, "rez offered", x.Offered(corp, "rez ACME Savings and Loan"), false)
	})
	t.Run("ACME Savings and Loan: for the rest of the game the Corp pays 1 bit at the end of each of its turns, not the Runner's", func(t *testing.T) {
		x, _ := rezzed(t, 1, 0)
		x.ToTurn(runner)
		want(t, "Corp bits after its turn", x.Corp().Bits, int32(13+2-1)) // two more gains as the turn is passed
		x.ToTurn(corp)
		want(t, "Corp bits after the Runner's turn", x.Corp().Bits, int32(14))
	})
	t.Run("ACME Savings and Loan: a Corp that cannot pay at the end of its turn loses the game", func(t *testing.T) {
		x, _ := rezzed(t, 1, 0)
		x.Corp().Bits = 0
		endTurnDrawing(t, x)
		want(t, "game over", x.S.Over, true)
		if x.S.Over {
			want(t, "winner", x.Winner(), onr.Runner)
		}
	})
	t.Run("ACME Savings and Loan: the agenda point scored by paying off the debt wins at once at 7 (ONR-17.1)", func(t *testing.T) {
		x, _ := rezzed(t, 1, 0)
		x.Corp().Points, x.Corp().Bits = 6, 12
		x.Do(corp, "lift ACME Savings and Loan debt for 12")
		want(t, "Corp points", x.Corp().Points, int32(7))
		want(t, "game over", x.S.Over, true)
		if x.S.Over {
			want(t, "winner", x.Winner(), onr.Corp)
		}
	})
	t.Run("ACME Savings and Loan: an action paying 12 bits ends the effect and scores 1 agenda point", func(t *testing.T) {
		x, _ := rezzed(t, 1, 0)
		want(t, "lift offered", x.Offered(corp, "lift ACME Savings and Loan debt for 12"), true)
		if t.Failed() {
			t.Log(x.Options(corp))
		}
		x.Do(corp, "lift ACME Savings and Loan debt for 12")
		want(t, "Corp points", x.Corp().Points, int32(1))
		want(t, "Corp bits", x.Corp().Bits, int32(1))
		x.Corp().Bits = 0
		endTurnDrawing(t, x)
		want(t, "game over", x.S.Over, false)
	})
}
