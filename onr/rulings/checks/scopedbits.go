package checks

import (
	"fmt"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// R398, R400: Lucidrine™ Booster Drug's bits pay to trash an accessed
// upgrade (R398): with an empty pool, its 9 bits trash Chester Mix (trash
// cost 3) in HQ. The Runner, at 5 agenda points, steals Marine Arcology (2)
// in the run: he wins as the run ends, so the brain damage that would follow
// the run never comes (R400); at 0 points the damage comes.
func checkR400_LucidrineWinBeforeItsDamage(t onrtest.TB) {
	for _, tc := range []struct {
		points int32
		won    bool
		brain  int32
	}{{5, true, 0}, {0, false, 1}} {
		onrtest.Run(t, fmt.Sprintf("the Runner at %d agenda points", tc.points), func(t onrtest.TB) {
			x := tableWithRD(t, 1, 8)
			x.Install(onr.FortHQ, "Chester Mix", true)
			x.Hand(onr.Corp, "Marine Arcology")
			x.Hand(onr.Runner, "Lucidrine™ Booster Drug")
			runnerHand(x, 4)
			x.Ready()
			x.ToTurn(onr.Runner)
			x.Runner().Bits, x.Runner().Points = 0, tc.points
			x.Do(onr.Runner, "play Lucidrine™ Booster Drug on HQ")
			rgContinue(x)
			for i := 0; i < 10 && x.S.Run.Active && !x.S.Over; i++ {
				switch {
				case x.Offered(onr.Runner, "trash Chester Mix for 3"):
					x.Do(onr.Runner, "trash Chester Mix for 3")
				default:
					if len(x.Options(onr.Runner)) == 0 {
						x.PassAll()
						continue
					}
					x.Do(onr.Runner, x.Options(onr.Runner)[0])
				}
				rgContinue(x)
			}
			x.PassAll()
			if x.S.Over != tc.won || x.Runner().Brain != tc.brain {
				t.Fatalf("over %v (want %v), brain damage %d (want %d); pending %s", x.S.Over, tc.won, x.Runner().Brain, tc.brain, x.Describe())
			}
			if len(x.S.Forts[onr.FortHQ].Cards) != 0 {
				t.Fatalf("Chester Mix not trashed with Lucidrine's bits")
			}
		})
	}
}

// R399: Lucidrine™ Booster Drug goes to the trash as it is played, before
// its run: it is in the trash when the Runner accesses Chester Mix, and
// before the card the brain damage after the run discards.
func checkR399_LucidrineTrashedBeforeTheRunsCards(t onrtest.TB) {
	x := tableWithRD(t, 1, 8)
	x.Install(onr.FortHQ, "Chester Mix", true)
	drug := x.Hand(onr.Runner, "Lucidrine™ Booster Drug")[0]
	runnerHand(x, 1)
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Do(onr.Runner, "play Lucidrine™ Booster Drug on HQ")
	rgContinue(x)
	if !x.Offered(onr.Runner, "trash Chester Mix for 3") || x.S.Cards[drug].Zone != onr.ZoneDiscard {
		t.Fatalf("accessing Chester Mix: Lucidrine in %s (want the trash); pending %s", x.S.Cards[drug].Zone, x.Describe())
	}
	x.Do(onr.Runner, "trash Chester Mix for 3")
	rgContinue(x)
	x.PassAll()
	d := x.Runner().Discard
	if x.Runner().Brain != 1 || len(d) != 2 || d[0] != drug {
		t.Fatalf("brain damage %d (want 1); the Runner's trash %v, want Lucidrine (%d) first, then the card the damage discarded", x.Runner().Brain, d, drug)
	}
}

// R139: Executive Boot Camp's bits cannot pay for what is done "at the
// start" of a run (Siren): in the start-of-run decision, where Siren's
// redirection is offered, the Boot Camp is not; it is offered later in the
// run.
func checkR139_BootCampBitsNotAtTheStartOfARun(t onrtest.TB) {
	const bootCamp = "use Executive Boot Camp: discard a card at random: gain 2 bits for the run"
	x := tableWithRD(t, 1, 8)
	x.Install(onr.NewFort, "Siren", true)
	x.Install(onr.NewFort, "Executive Boot Camp", true)
	x.Ice(onr.FortHQ, "Wall of Static", false)
	x.Hand(onr.Corp, "Data Wall", "Data Wall")
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Corp().Bits = 1
	x.Do(onr.Runner, "run on HQ")
	if !x.Offered(onr.Corp, "redirect Siren") || x.Offered(onr.Corp, bootCamp) {
		t.Fatalf("at the start of the run: Siren offered %v (want true), Boot Camp offered %v (want false)", x.Offered(onr.Corp, "redirect Siren"), x.Offered(onr.Corp, bootCamp))
	}
	x.Do(onr.Corp, "decline")
	if !x.Offered(onr.Corp, bootCamp) {
		t.Fatalf("the Boot Camp is not offered in the run; pending %s", x.Describe())
	}
}
