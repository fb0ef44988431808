package cards_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// Cards with actions usable for one purpose only (ONR-6.4.3) and forgone
// actions (ONR-6.5).

const wilson = "Wilson, Weeflerunner Apprentice"

// edgerunnerTable is the Corp's first action with Edgerunner, Inc., Temps,
// Accounts Receivable and three Data Walls in HQ.
func edgerunnerTable(t *testing.T) *onrtest.Table {
	t.Helper()
	x := newTable(t)
	x.Deck(corp, filler("Data Wall", 4)...)
	x.Hand(corp, "Edgerunner, Inc., Temps", "Accounts Receivable", "Data Wall", "Data Wall", "Data Wall")
	x.Corp().Bits = 10
	x.Ready()
	return x
}

// corpIce counts the ice the Corp has installed.
func corpIce(x *onrtest.Table) int {
	n := 0
	for _, f := range x.S.Forts {
		n += len(f.Ice)
	}
	return n
}

// hasVerb reports whether some option of side starts with verb.
func hasVerb(x *onrtest.Table, side onr.Role, verb string) bool {
	return slices.ContainsFunc(x.Options(side), func(o string) bool { return strings.HasPrefix(o, verb) })
}

func TestDedicatedActions(t *testing.T) {
	t.Run("Edgerunner, Inc., Temps: three consecutive actions, usable only to install cards", func(t *testing.T) {
		x := edgerunnerTable(t)
		x.Do(corp, "play Edgerunner, Inc., Temps").PassAll()
		for i := range 3 {
			for _, not := range []string{"gain", "draw", "play Accounts Receivable"} {
				if x.Offered(corp, not) {
					t.Fatalf("install action %d offers %q: %q", i+1, not, x.Options(corp))
				}
			}
			x.Do(corp, "install Data Wall in a new fort").PassAll()
		}
		want(t, "ice installed", corpIce(x), 3)
		want(t, "Corp actions left (Edgerunner's cost no basic action)", x.Corp().Actions, 2)
		want(t, "the Corp is back at a basic action", x.Offered(corp, "gain"), true)
	})
	t.Run("Edgerunner, Inc., Temps: the Corp need not take all three; the rest are lost", func(t *testing.T) {
		x := edgerunnerTable(t)
		x.Do(corp, "play Edgerunner, Inc., Temps").PassAll()
		x.Do(corp, "install Data Wall in a new fort").PassAll()
		x.Do(corp, "done")
		want(t, "install-only actions left", x.Corp().InstallActions, int32(0))
		taken := 0
		for x.S.Active == x.Seat(corp) {
			if hasVerb(x, corp, "install") && !x.Offered(corp, "gain") {
				t.Fatalf("an install-only action came back after stopping: %q", x.Options(corp))
			}
			x.Do(corp, "gain").PassAll()
			taken++
		}
		want(t, "basic actions taken after stopping", taken, 2)
		want(t, "ice installed", corpIce(x), 1)
	})
	t.Run("Edgerunner, Inc., Temps: played as the last action, its actions still follow", func(t *testing.T) {
		x := edgerunnerTable(t)
		x.Do(corp, "gain").PassAll()
		x.Do(corp, "gain").PassAll()
		x.Do(corp, "play Edgerunner, Inc., Temps").PassAll()
		x.Do(corp, "install Data Wall in a new fort").PassAll()
		x.Do(corp, "install Data Wall in a new fort").PassAll()
		x.Do(corp, "install Data Wall in a new fort").PassAll()
		want(t, "ice installed", corpIce(x), 3)
		want(t, "the Runner's turn", x.S.Active, x.Seat(runner))
	})

	t.Run("TKO 2.0: end the run, and the Runner forgoes his or her next action", func(t *testing.T) {
		for _, tc := range []struct {
			name        string
			gainsBefore int
			left        int32 // Runner actions left once the penalty is paid
		}{
			{"an action left this turn", 0, 2},
			{"the run was the last action: the next turn pays", 3, 3},
		} {
			t.Run(tc.name, func(t *testing.T) {
				x := runSetup(t, []string{"TKO 2.0"}, nil, 5, 5)
				x.Deck(corp, filler("Data Wall", 2)...)
				x.Ready()
				for range tc.gainsBefore {
					x.Do(runner, "gain").PassAll()
				}
				runHQ(x)
				wantRunEndedBy(t, x, "TKO 2.0")
				if tc.gainsBefore == 3 {
					want(t, "penalty carried to the next turn", x.Runner().Forgo, int32(1))
					x.ToTurn(runner)
				}
				want(t, "penalty paid", x.Runner().Forgo, int32(0))
				want(t, "Runner actions left", x.Runner().Actions, tc.left)
				want(t, "forgone", x.Logged("Runner forgoes an action"), true)
			})
		}
	})

	t.Run("Wilson, Weeflerunner Apprentice: once per turn, an action usable only to make a run", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Rig(wilson)
			x.Deck(corp, filler("Data Wall", 2)...)
		})
		x.Do(runner, "run on the Archives with "+wilson).PassAll()
		if x.S.Run.Active {
			x.Do(runner, "continue").PassAll()
		}
		want(t, "run made", x.Logged("Runner runs on the Archives"), true)
		want(t, "Runner actions left (Wilson's action is extra)", x.Runner().Actions, int32(4))
		if x.Offered(runner, "run on HQ with "+wilson) {
			t.Fatalf("Wilson offered twice in a turn")
		}
		taken := 0
		for x.S.Active == x.Seat(runner) {
			x.Do(runner, "gain").PassAll()
			taken++
		}
		want(t, "basic actions after the Wilson run", taken, 4)
		x.ToTurn(runner)
		want(t, "Wilson offered again the next turn", x.Offered(runner, "run on HQ with "+wilson), true)
	})
	t.Run("Wilson, Weeflerunner Apprentice: after the basic actions, run with it or end the turn", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Rig(wilson)
			x.Deck(corp, filler("Data Wall", 2)...)
		})
		for range 4 {
			x.Do(runner, "gain").PassAll()
		}
		if x.Offered(runner, "gain") || !x.Offered(runner, "end-turn") {
			t.Fatalf("the last choice should be a Wilson run or the end of the turn: %q", x.Options(runner))
		}
		x.Do(runner, "run on the Archives with "+wilson).PassAll()
		if x.S.Run.Active {
			x.Do(runner, "continue").PassAll()
		}
		want(t, "run made", x.Logged("Runner runs on the Archives"), true)
		want(t, "the Corp's turn", x.S.Active, x.Seat(corp))
	})
	t.Run("Wilson, Weeflerunner Apprentice: at most 3 bits on icebreakers during that run", func(t *testing.T) {
		// Krash breaks a Data Wall for 2 bits: two walls cost 4.
		for _, tc := range []struct {
			name    string
			run     string
			spent   int32
			success bool
		}{
			{"a basic run spends 4", "run on HQ", 4, true},
			{"the Wilson run stops at 3", "run on HQ with " + wilson, 2, false},
		} {
			t.Run(tc.name, func(t *testing.T) {
				x := runSetup(t, []string{"Data Wall", "Data Wall"}, []string{"Krash", wilson}, 5, 10)
				x.Deck(corp, filler("Data Wall", 2)...)
				x.Ready()
				x.Events = nil
				x.Do(runner, tc.run).PassAll()
				x.Do(runner, "break subroutine 1 with Krash")
				x.Do(runner, "continue").PassAll()
				if x.Offered(runner, "break subroutine 1 with Krash") {
					x.Do(runner, "break subroutine 1 with Krash")
				}
				for x.S.Run.Active && len(x.Options(runner)) > 0 {
					x.Do(runner, x.Options(runner)[0]).PassAll() // continue to the end
				}
				want(t, "bits spent", 10-x.Runner().Bits, tc.spent)
				want(t, "successful", x.Logged("The run is successful"), tc.success)
			})
		}
	})
	t.Run("Wilson, Weeflerunner Apprentice: at most 3 bits on link during that run", func(t *testing.T) {
		for _, tc := range []struct {
			name string
			run  string
			max  int
		}{
			{"a basic run: Kiribati's +1 link up to the bit pool", "run on HQ", 10 - 1},
			{"the Wilson run: base link and +1 link within 3 bits", "run on HQ with " + wilson, 3 - 1},
		} {
			t.Run(tc.name, func(t *testing.T) {
				x := runSetup(t, []string{"Fetch 4.0.1"}, []string{"Access to Kiribati", wilson}, 5, 10)
				x.Deck(corp, filler("Data Wall", 2)...)
				x.Ready()
				x.Do(runner, tc.run).PassAll()
				x.Number(corp, 3)
				x.Do(runner, "base-link Access to Kiribati")
				want(t, "most +1 link the Runner may buy", x.Decision(runner).Max, tc.max)
			})
		}
	})
	t.Run("Wilson, Weeflerunner Apprentice: [trash]: avoid receiving a tag", func(t *testing.T) {
		x := newTable(t)
		bloodCat(x)
		w := x.Rig(wilson)[0]
		x.Ready()
		x.Do(corp, "use Blood Cat: Trace 5: give the Runner a tag")
		trace(t, x, 5, 5, "", 0)
		x.Do(runner, "prevent "+wilson)
		x.PassAll()
		want(t, "tags", x.Runner().Tags, int32(0))
		want(t, "Wilson trashed", inZone(x, w, onr.ZoneDiscard), true)
	})
	t.Run("Wilson, Weeflerunner Apprentice: [trash]: prevent any amount of meat damage", func(t *testing.T) {
		x := newTable(t)
		x.Hand(corp, "Scorched Earth")
		x.Hand(runner, filler("Jack 'n' Joe", 2)...)
		w := x.Rig(wilson)[0]
		x.Runner().Tags = 1
		x.Ready()
		x.Do(corp, "play Scorched Earth") // 4 meat damage against 2 cards
		x.Do(runner, "prevent "+wilson)
		want(t, "game over", x.S.Over, false)
		want(t, "cards in hand", len(x.Runner().Hand), 2)
		want(t, "Wilson trashed", inZone(x, w, onr.ZoneDiscard), true)
	})

	t.Run("Bodyweight™ Data Crèche: +1 MU; once per turn another run right after a successful run, without an action", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Rig("Bodyweight™ Data Crèche")
			x.Deck(corp, filler("Data Wall", 2)...)
		})
		avail, _ := x.G.MU()
		want(t, "MU available", avail, 5)
		x.Do(runner, "run on the Archives").PassAll()
		if x.S.Run.Active {
			x.Do(runner, "continue").PassAll()
		}
		x.Do(runner, "run on HQ with Bodyweight™ Data Crèche").PassAll()
		if x.S.Run.Active {
			x.Do(runner, "continue").PassAll()
		}
		want(t, "runs made", x.Runner().Hist.Runs, int32(2))
		want(t, "Runner actions left", x.Runner().Actions, int32(3))
		if x.Offered(runner, "run on HQ with Bodyweight™ Data Crèche") {
			t.Fatalf("a second extra run in the same turn")
		}
		want(t, "back at an action", x.Offered(runner, "gain"), true)
	})
	t.Run("Bodyweight™ Data Crèche: no extra run after an unsuccessful run", func(t *testing.T) {
		x := runSetup(t, []string{"Data Wall"}, []string{"Bodyweight™ Data Crèche"}, 5, 5)
		runHQ(x)
		wantRunEndedBy(t, x, "Data Wall")
		if hasVerb(x, runner, "decline") {
			t.Fatalf("extra run offered after an unsuccessful run: %q", x.Options(runner))
		}
	})
}
