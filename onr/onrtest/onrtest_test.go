package onrtest

import (
	"testing"

	"github.com/datafort/datafort/onr"
)

func TestRunOnUnrezzedIceReachesAccess(t *testing.T) {
	x := New(t, 1)
	x.Deck(onr.Corp, "Hostile Takeover", "Data Wall")
	x.Ice(onr.FortRD, "Wall of Static", false)
	x.Ready()
	for x.S.Active == x.Seat(onr.Corp) && !x.S.Over {
		x.Do(onr.Corp, "gain")
		x.PassAll()
	}
	t.Logf("runner options: %q", x.Options(onr.Runner))
	x.Do(onr.Runner, "run on R&D")
	x.PassAll()
	t.Logf("pending: %s", x.Describe())
}
