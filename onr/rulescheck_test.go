package onr_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// Each rules invariant is broken on purpose — the engine's rule switched
// off through a test-only hook, or the state changed behind the rules'
// back — and must be reported; the same play with the rule intact must not.

// watched plays steps on x's game with the checks of every step, returning
// the first violation reported by Check or Watch.
func watched(x *onrtest.Table, steps func(do func(side onr.Role, option string) bool)) error {
	watch := x.G.Watch()
	var found error
	do := func(side onr.Role, option string) bool {
		if found != nil {
			return false
		}
		d, ok := engine.DecisionFor(x.G, x.Seat(side))
		if !ok {
			found = errorf("%s has no decision for %q", side, option)
			return false
		}
		i := -1
		for j := range d.Options {
			if strings.EqualFold(x.G.Describe(d, j), option) {
				i = j
			}
		}
		if i < 0 {
			found = errorf("%s cannot %q: %s", side, option, x.Describe())
			return false
		}
		ev, err := x.G.Apply(engine.Choice{Decision: d.ID, Seat: d.Seat, Option: i})
		if err == nil {
			err = x.G.Check()
		}
		if err == nil {
			err = watch(ev)
		}
		found = err
		return err == nil
	}
	steps(do)
	return found
}

// passWindows answers "pass" while either player is asked to.
func passWindows(x *onrtest.Table, do func(side onr.Role, option string) bool) {
	for (x.Offered(onr.Runner, "pass") && do(onr.Runner, "pass")) || (x.Offered(onr.Corp, "pass") && do(onr.Corp, "pass")) {
	}
}

type strErr string

func (e strErr) Error() string { return string(e) }

func errorf(format string, args ...any) error {
	return strErr(fmt.Sprintf(format, args...))
}

func TestRulesInvariantsReportBrokenRules(t *testing.T) {
	cases := []struct {
		name    string
		rule    string // broken with onr.BreakForTest, if any
		arrange func(x *onrtest.Table)
		play    func(x *onrtest.Table, do func(side onr.Role, option string) bool)
		want    string // in the violation reported when the rule is broken
	}{
		{
			name: "ONR-8.7.4 programs over memory with no decision pending",
			rule: "fit-mu",
			arrange: func(x *onrtest.Table) {
				x.Rig("Dwarf", "Codecracker", "Loony Goon", "Krash")
				x.Hand(onr.Runner, "Raptor")
			},
			play: func(x *onrtest.Table, do func(onr.Role, string) bool) {
				x.ToTurn(onr.Runner)
				do(onr.Runner, "install Raptor")
			},
			want: "uses 5 MU of 4",
		},
		{
			name: "ONR-5.1.5 a turn ends with more cards in hand than the maximum",
			rule: "discard",
			arrange: func(x *onrtest.Table) {
				x.Hand(onr.Corp, "Data Wall", "Data Wall", "Data Wall", "Data Wall", "Data Wall", "Data Wall")
			},
			play: func(x *onrtest.Table, do func(onr.Role, string) bool) {
				for range 3 {
					do(onr.Corp, "gain")
					passWindows(x, do)
				}
				for x.Offered(onr.Corp, "discard Data Wall") && do(onr.Corp, "discard Data Wall") {
				}
				passWindows(x, do)
			},
			want: "turn ended with 6 cards in hand, over the maximum hand size 5",
		},
		{
			name: "ONR-14.5.2 a Runner ends his turn with a hand size below 0",
			rule: "flatline",
			arrange: func(x *onrtest.Table) {
				x.Runner().Brain = 6
			},
			play: func(x *onrtest.Table, do func(onr.Role, string) bool) {
				x.ToTurn(onr.Runner)
				for range 4 {
					do(onr.Runner, "gain")
					passWindows(x, do)
				}
			},
			want: "maximum hand size of -1 and the game goes on",
		},
		{
			name: "ONR-5.1.2 a Corp turn without the mandatory draw",
			rule: "mandatory-draw",
			play: func(x *onrtest.Table, do func(onr.Role, string) bool) {
				x.ToTurn(onr.Runner)
				for range 4 {
					do(onr.Runner, "gain")
					passWindows(x, do)
				}
			},
			want: "without the mandatory draw",
		},
		{
			name: "tags change with no rules event",
			play: func(x *onrtest.Table, do func(onr.Role, string) bool) {
				x.Runner().Tags = 2 // behind the rules' back
				do(onr.Corp, "gain")
			},
			want: "tags went from 0 to 2 with no tag event",
		},
		{
			name: "Bad Publicity changes with no rules event",
			play: func(x *onrtest.Table, do func(onr.Role, string) bool) {
				x.Corp().BadPub = 1
				do(onr.Corp, "gain")
			},
			want: "Bad Publicity went from 0 to 1",
		},
		{
			name: "virus counters change with no rules event",
			play: func(x *onrtest.Table, do func(onr.Role, string) bool) {
				x.Corp().Virus = append(x.Corp().Virus, onr.Virus{ID: x.S.Cards[x.Card("Gremlins")].ID, N: 1})
				do(onr.Corp, "gain")
			},
			want: "virus counters went from 0 to 1",
		},
		{
			name: "ONR-17.1 the game goes on at 7 agenda points",
			play: func(x *onrtest.Table, do func(onr.Role, string) bool) {
				x.Runner().Points = 7
				do(onr.Corp, "gain")
			},
			want: "at 7 agenda points",
		},
		{
			name: "ONR-16.3.1 the game goes on at 7 Bad Publicity points",
			play: func(x *onrtest.Table, do func(onr.Role, string) bool) {
				x.Corp().BadPub = 7
				do(onr.Corp, "gain")
			},
			want: "7 Bad Publicity points",
		},
		{
			name: "a negative pool",
			play: func(x *onrtest.Table, do func(onr.Role, string) bool) {
				x.Runner().Bits = -1
				do(onr.Corp, "gain")
			},
			want: "bits is negative",
		},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			for _, broken := range []bool{false, true} {
				if tc.rule == "" && !broken {
					continue // a change behind the rules' back is itself the break
				}
				x := tableWithRD(t, 1, 6)
				if tc.arrange != nil {
					tc.arrange(x)
				}
				x.Ready()
				if broken && tc.rule != "" {
					defer onr.BreakForTest(tc.rule)()
				}
				err := watched(x, func(do func(onr.Role, string) bool) { tc.play(x, do) })
				switch {
				case !broken && err != nil:
					t.Fatalf("with the rule intact: %v", err)
				case broken && (err == nil || !strings.Contains(err.Error(), tc.want)):
					t.Fatalf("broken: got %v, want a violation containing %q", err, tc.want)
				}
			}
		})
	}
}

// TestScoreTextResolvesBeforeTheWin: the Corp scoring its seventh point
// with Priority Requisition is asked for its free rez first (window.go
// score: the score text resolves, so that Bad Publicity it gives can make
// the Corp lose at the same time, ONR-16.3.1); the invariants allow it, and
// the game ends once the text has resolved.
func TestScoreTextResolvesBeforeTheWin(t *testing.T) {
	x := tableWithRD(t, 1, 6)
	c, _ := x.Install(onr.NewFort, "Priority Requisition", false)
	x.S.Cards[c].Adv = 5
	x.Ice(onr.FortHQ, "Wall of Static", false)
	x.Corp().Points = 4
	x.Ready()
	x.Do(onr.Corp, "gain")
	x.Do(onr.Corp, "score Priority Requisition") // the harness checks both invariants
	if x.S.Over || x.Corp().Points != 7 || !x.Offered(onr.Corp, "none") {
		t.Fatalf("over %v, points %d; pending %s", x.S.Over, x.Corp().Points, x.Describe())
	}
	x.Do(onr.Corp, "none")
	if !x.S.Over || x.Winner() != onr.Corp {
		t.Fatalf("not over after the score text: %s", x.Describe())
	}
}
