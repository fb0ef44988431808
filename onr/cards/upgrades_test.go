package cards_test

import (
	"strings"
	"testing"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

func TestUpgradesThatChangeIceInstalls(t *testing.T) {
	for _, tc := range []struct {
		name    string
		where   int32 // the fort the upgrade is installed in
		rezzed  bool
		iceOnHQ int
		paid    int32 // what installing one more ice on HQ costs
	}{
		{"Chester Mix: cost to install ice on this fort is reduced by 2 bits (three ice there: 1)", onr.FortHQ, true, 3, 1},
		{"Chester Mix: the reduction never goes below 0 (one ice there: 0)", onr.FortHQ, true, 1, 0},
		{"Chester Mix: ice on another fort costs what it always does (three ice there: 3)", onr.NewFort, true, 3, 3},
		{"Chester Mix: unrezzed, no reduction (three ice there: 3)", onr.FortHQ, false, 3, 3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := newTable(t)
			x.Install(tc.where, "Chester Mix", tc.rezzed)
			installIceOnHQ(t, x, tc.iceOnHQ, tc.paid)
		})
	}
}

func TestUpgradesAtTheStartOfARun(t *testing.T) {
	for _, tc := range []struct {
		name   string
		rezzed bool
		tags   int32
		target string // the fort run on; Street Enforcer is in HQ
		lost   int32
	}{
		{"Street Enforcer: at the start of a run on this fort, the Runner loses a bit for each tag (2 tags: 2)", true, 2, "HQ", 2},
		{"Street Enforcer: with 3 tags, 3 bits are lost", true, 3, "HQ", 3},
		{"Street Enforcer: untagged, nothing is lost", true, 0, "HQ", 0},
		{"Street Enforcer: a run on another fort loses nothing", true, 2, "R&D", 0},
		{"Street Enforcer: unrezzed, nothing is lost", false, 2, "HQ", 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := newTable(t)
			x.Install(onr.FortHQ, "Street Enforcer", tc.rezzed)
			x.Runner().Tags = tc.tags
			x.Ready()
			x.ToTurn(runner)
			x.Runner().Bits = 5
			x.Do(runner, "run on "+tc.target)
			x.PassAll()
			want(t, "bits lost", 5-x.Runner().Bits, tc.lost)
		})
	}
}

func TestUpgradesThatAmbushOnAccess(t *testing.T) {
	for _, tc := range []struct {
		name    string
		rezzed  bool
		rig     []string
		trashed []string // the Runner's cards in his trash after the access
	}{
		{"Chimera: accessed, the Corp trashes a daemon", true, []string{"Imp", "Codecracker"}, []string{"Imp"}},
		{"Chimera: accessed with no daemon installed, nothing is trashed", true, []string{"Codecracker"}, nil},
		{"Chimera: unrezzed, accessing it does nothing (ONR-9.10)", false, []string{"Imp", "Codecracker"}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := newTable(t)
			x.Install(onr.FortHQ, "Chimera", tc.rezzed)
			x.Rig(tc.rig...)
			x.Ready()
			x.ToTurn(onr.Runner)
			x.Do(runner, "run on HQ")
			x.PassAll()
			x.Do(runner, "continue")
			x.PassAll()
			for _, o := range x.Options(corp) {
				if strings.HasPrefix(o, "trash ") { // the Corp's choice of daemon
					x.Do(corp, o)
					x.PassAll()
					break
				}
			}
			var trashed []string
			for _, c := range x.Runner().Discard {
				trashed = append(trashed, x.G.Title(c))
			}
			want(t, "the Runner's trash", strings.Join(trashed, ", "), strings.Join(tc.trashed, ", "))
		})
	}
}

// installRegion has the Corp, with bits, install region in a new fort by
// its action; it returns the table, the region and its fort.
func installRegion(t *testing.T, title string, bits int32) (x *onrtest.Table, region, fort int32) {
	t.Helper()
	x = newTable(t)
	region = x.Hand(corp, title)[0]
	x.Corp().Bits = bits
	x.Ready()
	x.Do(corp, "install "+title+" in a new fort")
	x.PassAll()
	return x, region, x.S.Cards[region].Fort
}

func TestRegions(t *testing.T) {
	for _, tc := range []struct {
		name, region   string
		rez            int32
		reduced, other string // an agenda of the region's keyword, and one of another ("" for none)
	}{
		{"Washington, D.C., City Grid: rezzed as installed; agendas installed in this fort have difficulty -1", "Washington, D.C., City Grid", 7, "Hostile Takeover", ""},
		{"Networked Center: rezzed as installed; Gray Ops agendas installed in this fort have difficulty -1", "Networked Center", 4, "Hostile Takeover", "Political Coup"},
		{"Research Bunker: rezzed as installed; research agendas installed in this fort have difficulty -1", "Research Bunker", 4, "Ice Transmutation", "Political Coup"},
		{"Weapons Depot: rezzed as installed; Black Ops agendas installed in this fort have difficulty -1", "Weapons Depot", 4, "Political Coup", "Hostile Takeover"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x, region, fort := installRegion(t, tc.region, 10)
			want(t, tc.region+" rezzed", x.S.Cards[region].Rezzed, true)
			want(t, "bits paid", 10-x.Corp().Bits, tc.rez)
			in, _ := x.Install(fort, tc.reduced, false)
			out, _ := x.Install(onr.NewFort, tc.reduced, false)
			want(t, tc.reduced+" in the region's fort: difficulty", x.G.Difficulty(in), printedDifficulty(x, in)-1)
			want(t, tc.reduced+" in another fort: difficulty", x.G.Difficulty(out), printedDifficulty(x, out))
			if tc.other != "" {
				o, _ := x.Install(fort, tc.other, false)
				want(t, tc.other+" in the region's fort: difficulty", x.G.Difficulty(o), printedDifficulty(x, o))
			}
		})
	}
	t.Run("Jerusalem City Grid: rezzed as it is installed", func(t *testing.T) {
		x, region, _ := installRegion(t, "Jerusalem City Grid", 10)
		want(t, "Jerusalem City Grid rezzed", x.S.Cards[region].Rezzed, true)
		want(t, "bits paid", 10-x.Corp().Bits, int32(2))
	})
	t.Run("Washington, D.C., City Grid: installed only if the Corp can pay to rez it", func(t *testing.T) {
		x := newTable(t)
		x.Hand(corp, "Washington, D.C., City Grid")
		x.Corp().Bits = 6
		x.Ready()
		want(t, "install offered with 6 bits", x.Offered(corp, "install Washington, D.C., City Grid in a new fort"), false)
		x.Corp().Bits = 7
		x.G.Reprompt()
		want(t, "install offered with 7 bits", x.Offered(corp, "install Washington, D.C., City Grid in a new fort"), true)
	})
	t.Run("Weapons Depot: only one region in each fort, the older trashed (ONR-8.4.2)", func(t *testing.T) {
		x, older, fort := installRegion(t, "Weapons Depot", 10)
		grid, _ := x.Install(fort, "Chester Mix", true)
		newer := x.Hand(corp, "Research Bunker")[0]
		x.G.Reprompt()
		x.Do(corp, "install Research Bunker in fort 1")
		x.PassAll()
		want(t, "the region's fort", x.S.Cards[newer].Fort, fort)
		want(t, "the older region", x.S.Cards[older].Zone, onr.ZoneDiscard)
		want(t, "the newer region", x.S.Cards[newer].Zone, onr.ZoneFort)
		want(t, "an upgrade that is no region", x.S.Cards[grid].Zone, onr.ZoneFort)
	})
}

func TestRegionsThatChangeIce(t *testing.T) {
	// The Corp rezzes ice approached in a run on HQ, Jerusalem City Grid
	// in HQ or in another fort.
	for _, tc := range []struct {
		name, ice      string
		inHQ           bool
		paid, strength int32
	}{
		{"Jerusalem City Grid: cost to rez walls on this fort is reduced by 2 bits; walls on this fort have +1 strength", "Wall of Static", true, 3 - 2, 2 + 1},
		{"Jerusalem City Grid: other ice on this fort costs its rez cost and keeps its strength", "Tumblers", true, 5, 4},
		{"Jerusalem City Grid: walls on another fort cost their rez cost and keep their strength", "Wall of Static", false, 3, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := newTable(t)
			where := int32(onr.NewFort)
			if tc.inHQ {
				where = onr.FortHQ
			}
			x.Install(where, "Jerusalem City Grid", true)
			ice, _ := x.Ice(onr.FortHQ, tc.ice, false)
			x.Ready()
			x.ToTurn(runner)
			x.Corp().Bits = 10
			x.Do(runner, "run on HQ")
			x.Do(corp, "rez "+tc.ice)
			want(t, tc.ice+" rezzed", x.S.Cards[ice].Rezzed, true)
			want(t, "bits paid", 10-x.Corp().Bits, tc.paid)
			want(t, tc.ice+" strength", x.G.IceStrength(ice), tc.strength)
		})
	}
}

func TestUpgradesAfterIceIsPassed(t *testing.T) {
	// A run on HQ through two unrezzed Data Walls the Corp leaves
	// unrezzed; the Runner answers every "pay or end the run" alike.
	const pay = "pay 1 for Rasmin Bridger"
	for _, tc := range []struct {
		name   string
		where  int32 // Rasmin Bridger's fort
		rezzed bool
		answer string
		asked  int
		paid   int32
	}{
		{"Rasmin Bridger: after each ice of this fort is passed, the Runner pays 1 bit", onr.FortHQ, true, pay, 2, 2},
		{"Rasmin Bridger: a Runner who does not pay, the run ends (the next ice is not reached)", onr.FortHQ, true, "decline", 1, 0},
		{"Rasmin Bridger: ice of another fort passed, nothing asked", onr.FortRD, true, pay, 0, 0},
		{"Rasmin Bridger: unrezzed, nothing asked", onr.FortHQ, false, pay, 0, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := newTable(t)
			x.Install(tc.where, "Rasmin Bridger", tc.rezzed)
			x.Ice(onr.FortHQ, "Data Wall", false)
			x.Ice(onr.FortHQ, "Data Wall", false)
			x.Ready()
			x.ToTurn(runner)
			x.Runner().Bits = 5
			x.Do(runner, "run on HQ")
			asked := 0
			for i := 0; i < 20; i++ {
				switch {
				case x.Offered(runner, pay):
					asked++
					x.Do(runner, tc.answer)
				case x.Offered(corp, "pass"):
					x.Do(corp, "pass")
				case x.Offered(runner, "pass"):
					x.Do(runner, "pass")
				case x.Offered(runner, "continue"):
					x.Do(runner, "continue")
				default:
					i = 20
				}
			}
			want(t, "times asked to pay", asked, tc.asked)
			want(t, "bits paid", 5-x.Runner().Bits, tc.paid)
		})
	}
}

func TestUpgradesAfterARun(t *testing.T) {
	for _, tc := range []struct {
		name, target string // the fort run on; Tokyo-Chiba Infighting is in HQ
		rezzed       bool
		answer       string // the Runner's answer on approaching the fort
		gained       int32
	}{
		{"Tokyo-Chiba Infighting: after an unsuccessful run on this fort, the Corp gains 2 bits", "HQ", true, "jack-out", 2},
		{"Tokyo-Chiba Infighting: a successful run on this fort gains nothing", "HQ", true, "continue", 0},
		{"Tokyo-Chiba Infighting: an unsuccessful run on another fort gains nothing", "R&D", true, "jack-out", 0},
		{"Tokyo-Chiba Infighting: unrezzed, nothing is gained", "HQ", false, "jack-out", 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := newTable(t)
			x.Install(onr.FortHQ, "Tokyo-Chiba Infighting", tc.rezzed)
			x.Ready()
			x.ToTurn(runner)
			x.Corp().Bits = 5
			x.Do(runner, "run on "+tc.target)
			x.PassAll()
			x.Do(runner, tc.answer)
			x.PassAll()
			want(t, "the run is over", x.S.Run.Active, false)
			want(t, "bits the Corp gained", x.Corp().Bits-5, tc.gained)
		})
	}
	t.Run("Tokyo-Chiba Infighting: rezzed as it is installed", func(t *testing.T) {
		x, region, _ := installRegion(t, "Tokyo-Chiba Infighting", 5)
		want(t, "Tokyo-Chiba Infighting rezzed", x.S.Cards[region].Rezzed, true)
	})
}

func TestUpgradesThatChangeBreaking(t *testing.T) {
	// The Runner breaks two of Wall of Ice's subroutines with one use of
	// Pile Driver (3 bits: break up to four).
	for _, tc := range []struct {
		name   string
		where  int32 // Crystal Palace Station Grid's fort; the run is on HQ
		rezzed bool
		paid   int32
	}{
		{"Crystal Palace Station Grid: during runs on this fort, breaking each subroutine costs 1 bit more", onr.FortHQ, true, 3 + 2},
		{"Crystal Palace Station Grid: runs on another fort cost nothing more", onr.FortRD, true, 3},
		{"Crystal Palace Station Grid: unrezzed, nothing more", onr.FortHQ, false, 3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := newTable(t)
			x.Install(tc.where, "Crystal Palace Station Grid", tc.rezzed)
			x.Ice(onr.FortHQ, "Wall of Ice", true)
			x.Rig("Pile Driver")
			x.Ready()
			x.ToTurn(runner)
			x.Runner().Bits = 20
			x.Do(runner, "run on HQ")
			x.PassAll()
			x.Do(runner, "break subroutine 1 with Pile Driver")
			x.Do(runner, "break subroutine 2 with Pile Driver")
			x.Do(runner, "done")
			want(t, "bits paid", 20-x.Runner().Bits, tc.paid)
		})
	}
	t.Run("Crystal Palace Station Grid: rezzed as it is installed", func(t *testing.T) {
		x, region, _ := installRegion(t, "Crystal Palace Station Grid", 5)
		want(t, "Crystal Palace Station Grid rezzed", x.S.Cards[region].Rezzed, true)
		want(t, "bits paid", 5-x.Corp().Bits, int32(5))
	})
}
