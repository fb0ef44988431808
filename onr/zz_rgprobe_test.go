package onr_test

import (
	"testing"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

func TestRGProbe(t *testing.T) {
	x := onrtest.New(t, 1)
	x.Ice(onr.FortHQ, "Laser Wire", true)
	x.Install(onr.FortHQ, "Dieter Esslin", true)
	x.Hand(onr.Corp, "Hostile Takeover", "Accounts Receivable")
	x.Rig("Dwarf", "\"Green Knight\" Surge Buffers")
	x.Hand(onr.Runner, "Score!", "Inside Job")
	x.Ready()
	t.Logf("corp opts %q", x.Options(onr.Corp))
	for x.S.Active == onr.Corp {
		x.Do(onr.Corp, "gain")
		t.Logf("after gain: %s", x.Describe())
		x.PassAll()
	}
	t.Logf("runner: %q", x.Options(onr.Runner))
	x.Do(onr.Runner, "run on HQ")
	for i := 0; i < 12 && !x.S.Over; i++ {
		t.Logf("%d %s", i, x.Describe())
		if x.Offered(onr.Runner, "pass") || x.Offered(onr.Corp, "pass") {
			x.PassAll()
			continue
		}
		o := x.Options(onr.Runner)
		if len(o) == 0 {
			break
		}
		x.Do(onr.Runner, o[len(o)-1])
	}
	for _, e := range x.Events {
		t.Logf("ev %s: %s", e.Type, e.Text)
	}
}
