package cards_test

import (
	"strings"
	"testing"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// Cards of issue 27's run-position and class-C group (runposition27.go).
func TestRunPosition27(t *testing.T) {
	// Library Search on R&D with ice of fort R&D (outermost first) and a
	// rig; the Runner has bits for the breakers.
	librarySearch := func(t *testing.T, ice, rig []string) *onrtest.Table {
		t.Helper()
		return runnerTurn(t, func(x *onrtest.Table) {
			x.Hand(runner, "Library Search")
			for j := len(ice) - 1; j >= 0; j-- {
				x.Ice(onr.FortRD, ice[j], true)
			}
			x.Rig(rig...)
			x.Deck(corp, "Data Wall", "Quandary", "Hunter", "Banpei", "Laser Wire")
			x.Runner().Bits = 9
		})
	}
	t.Run("Library Search: a run on R&D or HQ, chosen as it is played, never on the Archives", func(t *testing.T) {
		x := librarySearch(t, nil, nil)
		for fort, ok := range map[string]bool{"R&D": true, "HQ": true, "the Archives": false} {
			want(t, "Library Search offered on "+fort, x.Offered(runner, "play Library Search on "+fort), ok)
		}
	})
	for _, tc := range []struct {
		name  string
		ice   []string
		rig   []string
		do    func(t *testing.T, x *onrtest.Table)
		extra bool
	}{
		{name: "two additional cards with no noisy icebreaker and no trace", extra: true},
		{name: "two additional cards after a quiet icebreaker broke R&D's ice", ice: []string{"Data Wall"}, rig: []string{"Dwarf"}, extra: true,
			do: func(t *testing.T, x *onrtest.Table) { breakAndContinue(x, "Dwarf") }},
		{name: "no additional card after a noisy icebreaker was used in the run", ice: []string{"Data Wall"}, rig: []string{"Hammer"},
			do: func(t *testing.T, x *onrtest.Table) { breakAndContinue(x, "Hammer") }},
		{name: "no additional card after a trace attempt in the run", ice: []string{"Fetch 4.0.1"},
			do: func(t *testing.T, x *onrtest.Table) {
				trace(t, x, 3, 0, "", 0)
				x.Do(runner, "continue")
				x.PassAll()
				want(t, "Runner tags", x.Runner().Tags, 1)
			}},
	} {
		t.Run("Library Search: "+tc.name, func(t *testing.T) {
			x := librarySearch(t, tc.ice, tc.rig)
			x.Events = nil
			x.Do(runner, "play Library Search on R&D")
			x.PassAll()
			if tc.do != nil {
				tc.do(t, x)
			} else {
				x.Do(runner, "continue")
				x.PassAll()
			}
			got := strings.Join(accessed(x), ", ")
			exp := map[bool]string{false: "Data Wall", true: "Data Wall, Quandary, Hunter"}[tc.extra]
			want(t, "accessed", got, exp)
		})
	}
}

// breakAndContinue breaks the one subroutine of the ice encountered with
// breaker and goes on.
func breakAndContinue(x *onrtest.Table, breaker string) {
	x.T.Helper()
	x.Do(runner, "break subroutine 1 with "+breaker)
	x.Do(runner, "continue")
	x.PassAll()
}
