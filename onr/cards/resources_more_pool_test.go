package cards_test

import (
	"strings"
	"testing"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// The resources of the card pool's fourth part (issue 26;
// onr/cards/resources_more.go).

func TestResourcesThatTaxIceInstalls(t *testing.T) {
	for _, tc := range []struct {
		name       string
		chosen     string // the fort chosen as Restrictive Net Zoning is installed
		onto       string // the fort the Corp installs a second piece of ice on
		chester    bool   // Chester Mix rezzed in R&D
		corpPays   int32
		chosenText string
	}{
		{"Restrictive Net Zoning: the Corp pays 2 bits more to install ice on the fort chosen as it is installed", "R&D", "R&D", false, 3, "Restrictive Net Zoning: Runner chooses R&D"},
		{"Restrictive Net Zoning: ice on another fort costs the usual", "HQ", "R&D", false, 1, "Restrictive Net Zoning: Runner chooses HQ"},
		{"Restrictive Net Zoning: Chester Mix's reduction offsets the 2 bits (R097)", "R&D", "R&D", true, 1, "Restrictive Net Zoning: Runner chooses R&D"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := runnerTurn(t, func(x *onrtest.Table) {
				x.Ice(onr.FortRD, "Wall of Static", false)
				if tc.chester {
					x.Install(onr.FortRD, "Chester Mix", true)
				}
				x.Ice(onr.FortHQ, "Data Wall", false)
				x.Hand(runner, "Restrictive Net Zoning")
			})
			x.Do(runner, "install Restrictive Net Zoning")
			for _, f := range []string{"HQ", "R&D", "the Archives"} {
				want(t, f+" offered", x.Offered(runner, "choose "+f), true)
			}
			x.Do(runner, "choose "+tc.chosen).PassAll()
			want(t, "Runner bits (install cost 1)", x.Runner().Bits, int32(4))
			want(t, "the choice told", x.Logged(tc.chosenText), true)
			x.TakeGains(runner)
			x.ToTurn(onr.Corp)
			x.Corp().Bits = 10
			x.Hand(corp, "Banpei")
			x.G.Reprompt()
			x.Do(corp, "install Banpei on "+tc.onto)
			for _, o := range x.Options(corp) {
				if strings.HasPrefix(o, "done") {
					x.Do(corp, o)
					break
				}
			}
			want(t, "ice on "+tc.onto, len(x.S.Forts[map[string]int32{"HQ": onr.FortHQ, "R&D": onr.FortRD}[tc.onto]].Ice), 2)
			want(t, "Corp bits paid", 10-x.Corp().Bits, tc.corpPays)
		})
	}
	t.Run("Restrictive Net Zoning: the Corp cannot install ice on the fort chosen without the 2 bits more", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) { x.Hand(runner, "Restrictive Net Zoning") })
		x.Do(runner, "install Restrictive Net Zoning")
		x.Do(runner, "choose HQ").PassAll()
		x.TakeGains(runner)
		x.ToTurn(onr.Corp)
		x.Corp().Bits = 1
		x.Hand(corp, "Banpei")
		x.G.Reprompt()
		want(t, "install on HQ offered", x.Offered(corp, "install Banpei on HQ"), false)
		want(t, "install on R&D offered", x.Offered(corp, "install Banpei on R&D"), true)
	})
}

func TestResourcesThatTrashAFortRun(t *testing.T) {
	const use = "use Death from Above: Trash every card installed in the fort run"
	for _, tc := range []struct {
		name     string
		cards    []string // installed in fort 1
		rezzed   []bool   // which of them are rezzed
		ice      bool     // an unrezzed Data Wall on fort 1
		fort     string   // the fort run
		bits     int32
		offered  bool
		paid     int32
		archives int
	}{
		{"Death from Above: [trash] right after a successful run on a subsidiary fort, before the access: every card in it trashed at no cost, an agenda too, not the ice on it",
			[]string{"Hostile Takeover", "Antiquated Interface Routines"}, []bool{false, true}, true, "fort 1", 5, true, 0, 2},
		{"Death from Above: not after a run on a central fort", []string{"Hostile Takeover"}, []bool{false}, false, "HQ", 5, false, 0, 0},
		{"Death from Above: New Galveston City Grid charges nothing for a card the Runner has not seen (R323)",
			[]string{"Rustbelt HQ Branch", "New Galveston City Grid"}, []bool{false, true}, false, "fort 1", 5, true, 0, 2},
		{"Death from Above: New Galveston City Grid still charges its 2 bits for a rezzed node (R323)",
			[]string{"New Galveston City Grid", "Rustbelt HQ Branch"}, []bool{true, true}, false, "fort 1", 5, true, 2, 2},
		{"Death from Above: not usable without the bits New Galveston City Grid asks (R323)",
			[]string{"New Galveston City Grid", "Rustbelt HQ Branch"}, []bool{true, true}, false, "fort 1", 1, false, 0, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var ice int32
			x := runnerTurn(t, func(x *onrtest.Table) {
				x.Hand(corp, "Data Wall")
				fort := int32(onr.NewFort)
				for i, title := range tc.cards {
					_, fort = x.Install(fort, title, tc.rezzed[i])
				}
				if tc.ice {
					ice, _ = x.Ice(fort, "Data Wall", false)
				}
				x.Rig("Death from Above")
			})
			x.Runner().Bits = tc.bits
			x.Do(runner, "run on "+tc.fort)
			for i := 0; i < 10 && !x.S.Run.Success; i++ {
				if x.Offered(runner, "continue") {
					x.Do(runner, "continue")
				} else {
					x.PassAll()
				}
			}
			want(t, "run successful", x.S.Run.Success, true)
			want(t, "offered", x.Offered(runner, use), tc.offered)
			if !tc.offered {
				return
			}
			x.Do(runner, use).PassAll()
			want(t, "Archives", len(x.Corp().Discard), tc.archives)
			want(t, "Runner bits", x.Runner().Bits, tc.bits-tc.paid)
			want(t, "Runner points", x.Runner().Points, int32(0))
			want(t, "cards accessed", len(accessed(x)), 0)
			want(t, "Death from Above trashed", inZone(x, newest(x, "Death from Above"), onr.ZoneDiscard), true)
			if tc.ice {
				want(t, "ice stays", inZone(x, ice, onr.ZoneIce), true)
			}
		})
	}
}
