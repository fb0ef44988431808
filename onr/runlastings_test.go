package onr_test

import (
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// TestRunLastingsEndWithTheRun: what a subroutine makes last "for the
// remainder of the run", or until an encounter that does not come before
// the run ends, ends with the run (R223; finishRun emits the end of the
// run, endRunLastings ends what waits for an encounter or a pass); what
// lasts for the Runner's next actions outlives it. The Runner runs on HQ
// past one rezzed ice whose subroutines he cannot break, then on R&D past
// an unrezzed Data Wall (where he may jack out), then on the Archives past
// a rezzed Shock.r (to which Tutor's lasting effect would add End the
// run).
func TestRunLastingsEndWithTheRun(t *testing.T) {
	for _, tc := range []struct {
		name      string
		ice       string // on HQ, rezzed
		lastsPast bool   // its lasting effect outlives the run
	}{
		{"Jack Attack's 'for the remainder of the run, Runner cannot jack out' ends with the run", "Jack Attack", false},
		{"Shock.r's 'cannot jack out until after the next encounter' ends with a run with no encounter after it", "Shock.r", false},
		{"Tutor's 'for the remainder of the run, all ice encountered has an additional End the run' ends with a run with no encounter after it", "Tutor", false},
		{"Haunting Inquisition's 'cannot make another run during his or her next six actions' outlives the run", "Haunting Inquisition", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := onrtest.New(t, 1)
			ice, _ := x.Ice(onr.FortHQ, tc.ice, true)
			x.Ice(onr.FortRD, "Data Wall", false)
			x.Ice(onr.FortArchives, "Shock.r", true)
			x.Runner().Bits = 5
			x.Ready().ToTurn(onr.Runner)

			x.Do(onr.Runner, "run on HQ")
			runToEnd(t, x, nil)
			if !x.Logged(tc.ice + ": subroutine 1 takes effect") {
				t.Fatalf("%s's subroutine did not take effect", tc.ice)
			}
			var left []kernel.Lasting
			for _, l := range x.S.Lasting {
				if l.Src == ice {
					left = append(left, l)
				}
			}
			if got := len(left) > 0; got != tc.lastsPast {
				t.Fatalf("after the run the lasting effects of %s are %+v; want some: %v", tc.ice, left, tc.lastsPast)
			}

			if tc.lastsPast {
				if x.Offered(onr.Runner, "run on R&D") || x.G.NoRunActions(onr.Runner) != 6 {
					t.Fatalf("after the run the Runner may run (%v), or must take %d actions first, want 6: %s",
						x.Offered(onr.Runner, "run on R&D"), x.G.NoRunActions(onr.Runner), x.Describe())
				}
				return
			}
			x.Events = nil
			x.Do(onr.Runner, "run on R&D")
			var jackOut []bool
			runToEnd(t, x, func() { jackOut = append(jackOut, x.Offered(onr.Runner, "jack-out")) })
			if len(jackOut) == 0 || !jackOut[0] {
				t.Errorf("on the next run, past the unrezzed Data Wall, jack out offered %v, want it offered: %s", jackOut, texts(x.Events))
			}
			x.Events = nil
			x.Do(onr.Runner, "run on the Archives")
			runToEnd(t, x, nil)
			if !x.Logged("The run is successful") {
				t.Errorf("a run past Shock.r after the run was not successful: %s", texts(x.Events))
			}
		})
	}
}

// runToEnd plays the run in progress to its end: every window passed, the
// Runner continuing and breaking nothing, traces bid at their least;
// asked, when the Runner may continue the run, is called first.
func runToEnd(t *testing.T, x *onrtest.Table, asked func()) {
	t.Helper()
	for i := 0; x.S.Run.Active; i++ {
		if i == 50 {
			t.Fatalf("the run goes on after 50 decisions: %s", x.Describe())
		}
		d := x.G.Pending()[0]
		side := x.S.Players[d.Seat].Role
		switch {
		case d.Kind == engine.Number:
			x.Number(side, d.Min)
		case x.Offered(side, "pass"):
			x.PassAll()
		case x.Offered(onr.Runner, "continue"):
			if asked != nil {
				asked()
			}
			x.Do(onr.Runner, "continue")
		default:
			x.Do(side, x.G.Describe(d, 0))
		}
	}
}

// texts returns the public texts of events.
func texts(evs []engine.Event) string {
	var out []string
	for _, e := range evs {
		out = append(out, e.Text())
	}
	return strings.Join(out, "; ")
}
