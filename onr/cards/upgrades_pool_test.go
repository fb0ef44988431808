package cards_test

import (
	"fmt"
	"testing"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// runThrough plays a run on HQ to its end: the Corp passes, the Runner
// lets every subroutine take effect and continues. It fails the test if
// the run has not ended after many steps.
func runThrough(t *testing.T, x *onrtest.Table) {
	t.Helper()
	x.Events = nil
	x.Do(runner, "run on HQ")
	for i := 0; i < 40 && x.S.Run.Active; i++ {
		switch {
		case x.Offered(corp, "pass"):
			x.Do(corp, "pass")
		case x.Offered(runner, "pass"):
			x.Do(runner, "pass")
		case x.Offered(runner, "continue"):
			x.Do(runner, "continue")
		default:
			t.Fatalf("run stuck: %s", x.Describe())
		}
	}
	if x.S.Run.Active {
		t.Fatalf("run not over: %s", x.Describe())
	}
}

// rolls returns the die results card logged, in order.
func rolls(x *onrtest.Table, card string) []int {
	var out []int
	for _, e := range x.Events {
		var n int
		if e.Type == "die" {
			if _, err := fmt.Sscanf(e.Text(), card+" rolls %d", &n); err == nil {
				out = append(out, n)
			}
		}
	}
	return out
}

func TestRioDeJaneiroCityGrid(t *testing.T) {
	const rio = "Rio de Janeiro City Grid"
	// HQ: Canis Minor (rezzed, outermost), then an unrezzed Data Wall.
	table := func(t *testing.T, seed uint64, where int32, rezzed bool) *onrtest.Table {
		x := onrtest.New(t, seed)
		x.Install(where, rio, rezzed)
		x.Ice(onr.FortHQ, "Data Wall", false)
		x.Ice(onr.FortHQ, "Canis Minor", true)
		x.Ready()
		x.ToTurn(runner)
		return x
	}
	t.Run("Rio de Janeiro City Grid: a die rolled as the Runner passes each rezzed ice on this fort (not unrezzed ice); on a 1 the run ends, otherwise it goes on", func(t *testing.T) {
		seen := map[int]bool{} // faces: every one is asserted
		for seed := uint64(1); seed < 200 && len(seen) < 6; seed++ {
			x := table(t, seed, onr.FortHQ, true)
			runThrough(t, x)
			r := rolls(x, rio)
			if len(r) != 1 {
				t.Fatalf("seed %d: rolls %v, want one (one rezzed ice passed)", seed, r)
			}
			one := r[0] == 1
			want(t, fmt.Sprintf("seed %d (rolled %d): %s ended the run", seed, r[0], rio), x.Logged(rio+" ends the run"), one)
			want(t, fmt.Sprintf("seed %d (rolled %d): the run successful", seed, r[0]), x.Logged("The run is successful"), !one)
			seen[r[0]] = true
		}
		if len(seen) < 6 {
			t.Errorf("seeds 1-199 never rolled every face: %v", seen)
		}
	})
	for _, tc := range []struct {
		name   string
		where  int32
		rezzed bool
	}{
		{"Rio de Janeiro City Grid: ice passed on a run on another fort, no die", onr.FortRD, true},
		{"Rio de Janeiro City Grid: unrezzed, no die", onr.FortHQ, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := table(t, 1, tc.where, tc.rezzed)
			runThrough(t, x)
			want(t, "rolls", len(rolls(x, rio)), 0)
			wantSuccessful(t, x)
		})
	}
	t.Run("Rio de Janeiro City Grid: rezzed as it is installed", func(t *testing.T) {
		x, region, _ := installRegion(t, rio, 5)
		want(t, rio+" rezzed", x.S.Cards[region].Rezzed, true)
		want(t, "bits paid", 5-x.Corp().Bits, int32(1))
	})
}
