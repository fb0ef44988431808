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
		{"Restrictive Net Zoning: the Corp pays 2 bits more to install ice on the fort chosen as it is installed", "R&D", "R&D", false, 3, "Restrictive Net Zoning chooses R&D"},
		{"Restrictive Net Zoning: ice on another fort costs the usual", "HQ", "R&D", false, 1, "Restrictive Net Zoning chooses HQ"},
		{"Restrictive Net Zoning: Chester Mix's reduction offsets the 2 bits (R097)", "R&D", "R&D", true, 1, "Restrictive Net Zoning chooses R&D"},
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
