package onrtest

import (
	"testing"

	"github.com/datafort/datafort/onr"
)

// The harness drives a whole run: the Corp declines to rez the ice it is
// asked about, the Runner passes it unencountered and steals the agenda on
// top of R&D.
func TestRunOnUnrezzedIceReachesAccess(t *testing.T) {
	x := New(t, 1)
	x.Deck(onr.Corp, "Hostile Takeover", "Data Wall")
	wall, _ := x.Ice(onr.FortRD, "Wall of Static", false)
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Do(onr.Runner, "run on R&D")
	if !x.Offered(onr.Corp, "rez Wall of Static") {
		t.Fatalf("approaching unrezzed ice, the Corp cannot rez it: %s", x.Describe())
	}
	for x.S.Run.Active && !x.S.Over {
		switch {
		case x.Offered(onr.Runner, "continue"):
			x.Do(onr.Runner, "continue")
		case x.Offered(onr.Runner, "pass") || x.Offered(onr.Corp, "pass"):
			x.PassAll()
		default:
			t.Fatalf("unexpected decision %s", x.Describe())
		}
	}
	if x.S.Cards[wall].Rezzed || x.Logged("encounters") || !x.Logged("The run is successful") {
		t.Errorf("Wall of Static rezzed %v; encounter logged %v; success logged %v", x.S.Cards[wall].Rezzed, x.Logged("encounters"), x.Logged("The run is successful"))
	}
	stolen := x.Runner().Scored
	if len(stolen) != 1 || x.G.Title(stolen[0]) != "Hostile Takeover" || x.Runner().Points != 1 {
		t.Errorf("the Runner has %d points and %d stolen agendas after accessing the top of R&D, want Hostile Takeover; events %v", x.Runner().Points, len(stolen), x.Events)
	}
}
