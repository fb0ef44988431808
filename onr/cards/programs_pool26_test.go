package cards_test

import (
	"slices"
	"testing"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// The programs of the card pool's fifth part (issue 26, item 1;
// onr/cards/programs_pool26.go).

func TestProgramsThatRunOneFortForAnother(t *testing.T) {
	for _, tc := range []struct {
		name                 string
		program              string
		wantAccessed         []string
		wantViennaCounters   int32
		wantArchivesAccessed bool
	}{
		{"Shredder Uplink Protocol: [action]: a successful run on the Archives accesses HQ and its upgrades instead, a successful run on HQ for all purposes (R454, R455)",
			"Shredder Uplink Protocol", []string{"Dieter Esslin", "Hostile Takeover"}, 1, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := runnerTurn(t, func(x *onrtest.Table) {
				x.Rig(tc.program, "Vienna 22")
				x.Hand(corp, "Hostile Takeover")
				x.G.Put(x.Card("Accounts Receivable"), onr.ZoneDiscard, false)
				x.Install(onr.FortHQ, "Dieter Esslin", false)
				x.Deck(corp, "Data Wall", "Data Wall")
			})
			x.Events = nil
			x.Do(runner, "use "+tc.program+": Make a run on the Archives").PassAll()
			want(t, "a run on the Archives", x.Logged("Runner runs on the Archives"), true)
			x.Do(runner, "continue").PassAll()
			for i := 0; i < 10 && x.S.Run.Active; i++ {
				x.Do(runner, x.Options(runner)[0]).PassAll()
			}
			wantSuccessful(t, x)
			got := accessed(x)
			want(t, "cards accessed", len(got), len(tc.wantAccessed))
			for _, title := range tc.wantAccessed {
				want(t, title+" accessed", slices.Contains(got, title), true)
			}
			want(t, "Accounts Receivable in the Archives accessed", slices.Contains(got, "Accounts Receivable"), tc.wantArchivesAccessed)
			want(t, "Vienna counters (the run counts as one on HQ)", heldCounters(x), tc.wantViennaCounters)
			want(t, "Runner actions left", x.Runner().Actions, int32(3))
		})
	}
}
