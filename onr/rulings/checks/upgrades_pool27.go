package checks

import (
	"fmt"
	"slices"
	"strings"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// Checks of the rulings naming the trace cards and Corp upgrades of issue
// 27 (fortcapacity.go).

// plazaTrashedInARun installs Namatoki Plaza with Chicago Branch and Vapor
// Ops in a fort, has the Runner access the fort and pay to trash Namatoki
// Plaza only, and returns the table where the Corp is next asked (a
// bounded loop).
func plazaTrashedInARun(t onrtest.TB) *onrtest.Table {
	t.Helper()
	x := onrtest.New(t, 1)
	_, fort := x.Install(onr.NewFort, "Namatoki Plaza", true)
	x.Install(fort, "Chicago Branch", false)
	x.Install(fort, "Vapor Ops", false)
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Runner().Bits = 5
	x.Do(onr.Runner, "run on fort 1").Do(onr.Runner, "continue").PassAll()
	for i := 0; i < 8 && len(x.Options(onr.Runner)) > 0; i++ {
		opts := x.Options(onr.Runner)
		switch leave := slices.IndexFunc(opts, func(o string) bool { return strings.HasPrefix(o, "leave ") }); {
		case x.Offered(onr.Runner, "trash Namatoki Plaza for 1"):
			x.Do(onr.Runner, "trash Namatoki Plaza for 1")
		case leave >= 0:
			x.Do(onr.Runner, opts[leave])
		default:
			x.Do(onr.Runner, opts[0])
		}
	}
	return x
}

// R176: "If Namatoki Plaza leaves play, deal with the effects
// immediately": the Corp trashes the extra node before the run goes on.
func checkR176_PlazaLeavingIsDealtWithAtOnce(t onrtest.TB) {
	onrtest.Run(t, "R176 Namatoki Plaza trashed as it is accessed: the Corp trashes a node of the two at once, in the run", func(t onrtest.TB) {
		x := plazaTrashedInARun(t)
		if !x.S.Run.Active || !x.Offered(onr.Corp, "trash Vapor Ops") {
			t.Fatalf("run active %v, Corp offered %v: want the trash asked in the run", x.S.Run.Active, x.Options(onr.Corp))
		}
	})
}

// R177: "the Corp chooses which of those cards are trashed".
func checkR177_CorpChoosesTheCardTrashed(t onrtest.TB) {
	for _, keep := range []string{"Chicago Branch", "Vapor Ops"} {
		onrtest.Run(t, "R177 Namatoki Plaza trashed: the Corp keeps "+keep, func(t onrtest.TB) {
			x := plazaTrashedInARun(t)
			other := "Vapor Ops"
			if keep == other {
				other = "Chicago Branch"
			}
			x.Do(onr.Corp, "trash "+other)
			kept, gone := x.G.Find(keep), x.G.Find(other)
			if x.S.Cards[kept[0]].Zone != onr.ZoneFort || x.S.Cards[gone[0]].Zone != onr.ZoneDiscard {
				t.Fatalf("%s in zone %v, %s in zone %v", keep, x.S.Cards[kept[0]].Zone, other, x.S.Cards[gone[0]].Zone)
			}
		})
	}
}

// R148: Hacker Tracker Central's bits raise the trace value (errata: not
// "strength"): each bit spent from it counts for a point of the bid and
// raises the limit, so a Trace 5 bid of 7 succeeds against link 6.
func checkR148_TrackerBitsRaiseTheTraceValue(t onrtest.TB) {
	for _, tc := range []struct {
		bid    int
		tagged bool
	}{{7, true}, {5, false}} {
		onrtest.Run(t, fmt.Sprintf("R148 Hacker Tracker Central with 2 bits: a Trace 5 bid of %d against link 6 tags %v", tc.bid, tc.tagged), func(t onrtest.TB) {
			x := onrtest.New(t, 1)
			x.Install(onr.NewFort, "Blood Cat", true)
			htc, _ := x.Install(onr.NewFort, "Hacker Tracker Central", true)
			x.S.Cards[htc].Bits = 2
			x.Corp().Bits = 10
			x.Rig("The Deck")
			x.Runner().Bits = 5
			x.Ready()
			x.Do(onr.Corp, "use Blood Cat: Trace 5: give the Runner a tag")
			x.Number(onr.Corp, tc.bid)
			x.Do(onr.Runner, "base-link The Deck")
			x.Number(onr.Runner, 1) // link 5 and 1 more
			x.PassAll()
			if got := x.Runner().Tags == 1; got != tc.tagged {
				t.Fatalf("tagged %v, want %v: %s", got, tc.tagged, x.Describe())
			}
		})
	}
}
