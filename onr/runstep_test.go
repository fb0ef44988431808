package onr_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/onr"
)

func TestRunStepNamesEachStep(t *testing.T) {
	x := tableWithRD(t, 1, 4)
	x.Ice(onr.FortHQ, "Wall of Static", false)
	x.Ice(onr.FortHQ, "Wall of Static", false)
	x.Hand(onr.Corp, "South African Mining Corp") // a node to access, with a trash option
	runnerHand(x, 4)
	x.Runner().Bits = 5
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Do(onr.Runner, "run on HQ")
	var steps []string
	for i := 0; i < 50 && x.S.Run.Active; i++ {
		step := x.G.RunStep(x.Seat(onr.Runner))
		if len(steps) == 0 || steps[len(steps)-1] != step {
			steps = append(steps, step)
		}
		switch {
		case x.Offered(onr.Corp, "pass"):
			x.Do(onr.Corp, "pass")
		case x.Offered(onr.Runner, "pass"):
			x.Do(onr.Runner, "pass")
		case x.Offered(onr.Runner, "continue"):
			x.Do(onr.Runner, "continue")
		case x.Offered(onr.Runner, "done"):
			x.Do(onr.Runner, "done")
		case x.Offered(onr.Runner, "decline"): // the card accessed in HQ (accesshidden.go)
			x.Do(onr.Runner, "decline")
		default:
			t.Fatalf("the run waits on %s", x.Describe())
		}
	}
	t.Logf("steps: %q", steps)
	for _, tc := range []struct{ name, want string }{
		{"ONR-11.3 the ice approached is named by position", "Run on HQ: approaching ice 2 of 2, outermost first"},
		{"ONR-11.7 the ice passed is named by position", "Run on HQ: passed ice 1 of 2"},
		{"ONR-11.9 past the last ice the fort is reached", "Run on HQ: past all 2 ice; the fort is reached"},
		{"ONR-11.10 a successful run is accessing cards", "Run on HQ: successful; accessing cards"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if !slices.ContainsFunc(steps, func(s string) bool { return strings.HasPrefix(s, tc.want) }) {
				t.Errorf("steps %q, want one beginning %q", steps, tc.want)
			}
		})
	}
}
