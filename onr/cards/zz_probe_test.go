package cards_test

import (
	"testing"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

func TestZZProbe(t *testing.T) {
	x := onrtest.New(t, 1)
	x.Deck(onr.Corp, "Hostile Takeover", "Data Wall")
	x.Ice(onr.FortHQ, "Laser Wire", true)
	x.Rig("Dwarf", "Access to Kiribati", "Fall Guy", "\"Green Knight\" Surge Buffers")
	x.Hand(onr.Runner, "Score!", "Inside Job")
	x.Ready()
	for x.S.Active == onr.Corp {
		x.Do(onr.Corp, "gain")
		x.PassAll()
	}
	t.Logf("runner: %q", x.Options(onr.Runner))
	x.Do(onr.Runner, "run on HQ")
	t.Logf("pending: %s", x.Describe())
	x.Do(onr.Runner, "done")
	t.Logf("pending: %s", x.Describe())
}
