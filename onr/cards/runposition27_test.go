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

	// Speed Trap against TRAP! installed unrezzed in a fort with the ice
	// given (rezzed), the Corp rezzing TRAP! at its first chance; the
	// Runner answers with jack, and goes on otherwise.
	speedTrap := func(t *testing.T, ice []string, jack string) *onrtest.Table {
		t.Helper()
		x := newTable(t)
		c, _ := x.Install(onr.NewFort, "TRAP!", false)
		for _, i := range ice {
			x.Ice(x.S.Cards[c].Fort, i, true)
		}
		x.Rig("Speed Trap", "Dwarf")
		x.Hand(runner, filler("Jack 'n' Joe", 5)...)
		x.Ready()
		x.ToTurn(runner)
		x.Corp().Bits, x.Runner().Bits = 9, 9
		x.Events = nil
		x.Do(runner, "run on fort 1")
		answered := false
		for i := 0; i < 30 && x.S.Run.Active; i++ {
			switch {
			case x.Offered(corp, "rez TRAP!"):
				x.Do(corp, "rez TRAP!")
				if d := x.Decision(runner); !answered && d.Prompt != "Jack out before it takes effect, or continue the run" {
					t.Fatalf("after the rez the Runner is asked %q", d.Prompt)
				}
				answered = true
				x.Do(runner, jack)
			case x.Offered(corp, "use TRAP!: Pay 4 bits: 3 Net damage and a tag"):
				x.Do(corp, "use TRAP!: Pay 4 bits: 3 Net damage and a tag")
			case x.Offered(runner, "break subroutine 1 with Dwarf"):
				x.Do(runner, "break subroutine 1 with Dwarf")
			case x.Offered(runner, "continue"):
				x.Do(runner, "continue")
			case len(x.Options(runner)) > 0 && strings.HasPrefix(x.Options(runner)[0], "leave "):
				x.Do(runner, x.Options(runner)[0])
			default:
				x.PassAll()
			}
		}
		if !answered {
			t.Fatalf("the Corp was never offered the rez of TRAP!")
		}
		return x
	}
	t.Run("Speed Trap: after the Corp rezzes a node past the last ice, the Runner jacks out: the run is successful, nothing accessed (R469, R238)", func(t *testing.T) {
		x := speedTrap(t, nil, "jack-out")
		want(t, "run successful", x.Logged("The run is successful"), true)
		want(t, "cards accessed", len(accessed(x)), 0)
		want(t, "cards left in the Runner's hand", len(x.Runner().Hand), 5)
		want(t, "Corp bits (9 less TRAP!'s rez cost)", x.Corp().Bits, 9-x.S.RezCost(newest(x, "TRAP!")))
	})
	t.Run("Speed Trap: after the Corp rezzes a node before the last ice, the Runner jacks out: the run is unsuccessful", func(t *testing.T) {
		x := speedTrap(t, []string{"Data Wall"}, "jack-out")
		want(t, "run successful", x.Logged("The run is successful"), false)
		want(t, "Runner jacked out", x.Logged("Runner jacks out"), true)
		want(t, "cards accessed", len(accessed(x)), 0)
		want(t, "cards left in the Runner's hand", len(x.Runner().Hand), 5)
	})
	t.Run("Speed Trap: the Runner who goes on meets TRAP!'s effect", func(t *testing.T) {
		x := speedTrap(t, nil, "continue")
		want(t, "cards accessed", len(accessed(x)), 1)
		want(t, "cards left in the Runner's hand", len(x.Runner().Hand), 2)
	})
	t.Run("Speed Trap: not after a rez of ice, only of an upgrade or node (R470)", func(t *testing.T) {
		x := fortSetup(t, []string{"Data Wall?"}, []string{"Speed Trap"}, 5, 9, 9)
		x.Do(runner, "run on HQ")
		x.Do(corp, "rez Data Wall")
		want(t, "Runner asked after the rez of ice", x.Decision(runner).Prompt == "Jack out before it takes effect, or continue the run", false)
	})
}

// breakAndContinue breaks the one subroutine of the ice encountered with
// breaker and goes on.
func breakAndContinue(x *onrtest.Table, breaker string) {
	x.T.Helper()
	x.Do(runner, "break subroutine 1 with "+breaker)
	x.Do(runner, "continue")
	x.PassAll()
}
