package cards_test

import (
	"testing"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

func TestPrepsWithScopedBits(t *testing.T) {
	for _, tc := range []struct {
		name     string
		trash    bool  // trash the accessed Chester Mix (trash cost 3) in the run
		inRun    int32 // the Runner's bits during the run
		after    int32 // the Runner's bits after it
		upgrades int   // upgrades left in HQ's fort
	}{
		{"Lucidrine™ Booster Drug: 9 bits during the run, all back to the bank as it ends unspent, then 1 brain damage", false, 11, 2, 1},
		{"Lucidrine™ Booster Drug: the run's bits pay to trash an accessed upgrade (R398) before the pool's, the rest go back", true, 11, 2, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := runnerTurn(t, func(x *onrtest.Table) {
				x.Hand(runner, "Lucidrine™ Booster Drug", "Score!", "Score!")
				x.Install(onr.FortHQ, "Chester Mix", true)
			})
			x.Runner().Bits = 2
			x.Do(runner, "play Lucidrine™ Booster Drug on HQ").PassAll()
			want(t, "Runner bits in the run", x.Runner().Bits, tc.inRun)
			x.Do(runner, "continue").PassAll()
			if tc.trash {
				x.Do(runner, "trash Chester Mix for 3").PassAll()
			} else {
				x.Do(runner, "leave Chester Mix").PassAll()
			}
			want(t, "run active", x.S.Run.Active, false)
			want(t, "Runner bits after the run", x.Runner().Bits, tc.after)
			want(t, "Runner brain damage", x.Runner().Brain, int32(1))
			want(t, "Runner hand", len(x.Runner().Hand), 1)
			want(t, "upgrades in HQ", len(x.S.Forts[onr.FortHQ].Cards), tc.upgrades)
		})
	}
}
