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

// besTable has the Runner access a fort holding a rezzed Bizarre
// Encryption Scheme and agenda, leaving every card, then end the run.
func besTable(t onrtest.TB, agenda string) (*onrtest.Table, int32) {
	t.Helper()
	x := onrtest.New(t, 1)
	_, fort := x.Install(onr.NewFort, "Bizarre Encryption Scheme", true)
	a, _ := x.Install(fort, agenda, false)
	x.Hand(onr.Corp, "Priority Requisition")
	x.Hand(onr.Runner, "Score!", "Score!", "Score!", "Score!", "Score!")
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Runner().Bits = 5
	besRun(x, "")
	return x, a
}

// besRun runs fort 1 and accesses its cards, paying to trash title only
// (a bounded loop).
func besRun(x *onrtest.Table, title string) {
	x.Do(onr.Runner, "run on fort 1").Do(onr.Runner, "continue").PassAll()
	for i := 0; i < 12 && x.S.Run.Active; i++ {
		opts := x.Options(onr.Runner)
		leave := slices.IndexFunc(opts, func(o string) bool { return strings.HasPrefix(o, "leave ") })
		switch {
		case title != "" && x.Offered(onr.Runner, "trash "+title+" for 1"):
			x.Do(onr.Runner, "trash "+title+" for 1")
		case leave >= 0:
			x.Do(onr.Runner, opts[leave])
		case x.Offered(onr.Runner, "jack-out"):
			x.Do(onr.Runner, "jack-out")
		case len(opts) > 0:
			x.Do(onr.Runner, opts[0])
		default:
			x.PassAll()
		}
	}
	x.PassAll()
}

// R092: accessed again with the card still there, the agenda is not
// scored; with the card trashed, the next run scores it.
func checkR092_ReaccessedAgainAndAfterTheTrash(t onrtest.TB) {
	onrtest.Run(t, "R092 a second run with Bizarre Encryption Scheme there does not score the agenda; after it is trashed, a third does", func(t onrtest.TB) {
		x, _ := besTable(t, "Hostile Takeover")
		besRun(x, "Bizarre Encryption Scheme")
		if x.Runner().Points != 0 {
			t.Fatalf("after the second run: %d points, want 0", x.Runner().Points)
		}
		besRun(x, "")
		if x.Runner().Points != 1 {
			t.Fatalf("after the third run, the card trashed: %d points, want 1", x.Runner().Points)
		}
	})
}

// R091: the Runner does not score an agenda accessed in the fort; he
// scores it at the start of his next turn if it is still there.
func checkR091_AgendaScoredAtTheNextTurnStart(t onrtest.TB) {
	onrtest.Run(t, "R091 Hostile Takeover accessed in a Bizarrely-Encrypted fort: not scored in the run, scored at the Runner's next turn", func(t onrtest.TB) {
		x, a := besTable(t, "Hostile Takeover")
		if x.Runner().Points != 0 || x.S.Cards[a].Zone != onr.ZoneFort {
			t.Fatalf("after the run: %d points, agenda in zone %v; want 0 and the fort", x.Runner().Points, x.S.Cards[a].Zone)
		}
		x.ToTurn(onr.Corp)
		x.ToTurn(onr.Runner)
		if x.Runner().Points != 1 {
			t.Fatalf("at the Runner's next turn: %d points, want 1", x.Runner().Points)
		}
	})
}

// R093: an agenda that leaves the fort is not scored.
func checkR093_AgendaLeftIsNotScored(t onrtest.TB) {
	onrtest.Run(t, "R093 the Corp installs Priority Requisition over the returned agenda: the Runner does not score it", func(t onrtest.TB) {
		x, _ := besTable(t, "Hostile Takeover")
		x.ToTurn(onr.Corp)
		x.Do(onr.Corp, "install Priority Requisition in fort 1").PassAll()
		x.ToTurn(onr.Runner)
		if x.Runner().Points != 0 {
			t.Fatalf("at the Runner's next turn: %d points, want 0", x.Runner().Points)
		}
	})
}

// R094: scored so, Fetal AI costs no 2 bits: it is neither stolen nor
// accessed then.
func checkR094_FetalAIScoredWithoutItsCost(t onrtest.TB) {
	onrtest.Run(t, "R094 Fetal AI in a Bizarrely-Encrypted fort: no 2 bits asked, scored at the next turn for nothing", func(t onrtest.TB) {
		x, _ := besTable(t, "Fetal AI")
		bits := x.Runner().Bits
		x.ToTurn(onr.Corp)
		x.ToTurn(onr.Runner)
		if x.Runner().Points != 3 || bits != 5 {
			t.Fatalf("Runner %d points (want 3), %d bits after the run (want 5: no cost asked)", x.Runner().Points, bits)
		}
	})
}
