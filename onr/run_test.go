package onr_test

import (
	"testing"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

func TestScratch(t *testing.T) {
	x := onrtest.New(t, 1)
	x.Ice(onr.FortHQ, "Wall of Static", false)
	x.Ice(onr.FortHQ, "Laser Wire", true)
	x.Hand(onr.Corp, "Hostile Takeover")
	x.Hand(onr.Runner, "Inside Job", "Score!", "Score!")
	x.Rig("Dwarf")
	x.Ready()
	t.Logf("%s", x.Describe())
	for x.S.Active == onr.Corp {
		x.Do(onr.Corp, "gain")
		t.Logf("%s", x.Describe())
		x.PassAll()
		t.Logf("%s", x.Describe())
	}
	x.Do(onr.Runner, "run on HQ")
	for i := 0; i < 8; i++ {
		t.Logf("%d %s", i, x.Describe())
		if x.Offered(onr.Runner, "pass") || x.Offered(onr.Corp, "pass") {
			x.PassAll()
		} else if len(x.Options(onr.Runner)) > 0 {
			x.Do(onr.Runner, x.Options(onr.Runner)[len(x.Options(onr.Runner))-1])
		}
	}
}
