package checks

import (
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// R026 with Holovid Campaign: the Corp orders its own start-of-turn
// effects, the bit a Holovid Campaign gives and the mandatory draw
// (ONR-5.1.1, ONR-18.2.2). The campaign is rezzed in a window of the
// Runner's turn before; rezzed at the start of the Corp's turn, it gives
// its bit that turn too (turnwin29.go).
func checkR026_CorpOrdersHolovidCampaignAndItsDraw(t onrtest.TB) {
	for _, tc := range []struct {
		first, firstEvent, laterEvent string
	}{
		{"resolve Holovid Campaign", "takes 1 bit from Holovid Campaign", "draws"},
		{"resolve", "draws", "takes 1 bit from Holovid Campaign"},
	} {
		onrtest.Run(t, "ONR-18.2.2 the Corp resolves what "+tc.firstEvent+" first", func(t onrtest.TB) {
			x := tableWithRD(t, 1, 6)
			c, _ := x.Install(onr.NewFort, "Holovid Campaign", false)
			x.Corp().Bits = 10
			x.Ready()
			x.ToTurn(onr.Runner)
			for i := 0; i < 20 && !x.Offered(onr.Corp, "rez Holovid Campaign"); i++ {
				if x.Offered(onr.Runner, "gain") {
					x.Do(onr.Runner, "gain")
				} else {
					x.PassAll()
				}
			}
			x.Do(onr.Corp, "rez Holovid Campaign")
			for i := 0; i < 20 && !twResolving(x); i++ {
				if x.Offered(onr.Runner, "gain") {
					x.Do(onr.Runner, "gain")
				} else {
					x.PassAll()
				}
			}
			if !twResolving(x) || len(x.Options(onr.Corp)) != 2 {
				t.Fatalf("pending %s; want the Corp to order the draw and Holovid Campaign", x.Describe())
			}
			bits, hand := x.Corp().Bits, len(x.Corp().Hand)
			x.Do(onr.Corp, tc.first)
			if x.S.Cards[c].Bits != 11 || x.Corp().Bits != bits+1 || len(x.Corp().Hand) != hand+1 {
				t.Errorf("campaign %d bits, Corp %d bits (was %d), hand %d (was %d); want 11, +1, +1",
					x.S.Cards[c].Bits, x.Corp().Bits, bits, len(x.Corp().Hand), hand)
			}
			if i, j := rgEvent(x, onr.Corp, tc.firstEvent), rgEvent(x, onr.Corp, tc.laterEvent); i < 0 || j < i {
				t.Errorf("%q at %d, %q at %d", tc.firstEvent, i, tc.laterEvent, j)
			}
		})
	}
}

// R180: Newsgroup Taunting taxes a run only if it is rezzed as the Runner
// declares the run; rezzed later, it is too late for that run, and taxes
// the next (ONR-11.1.2). The Corp's start-of-run decision offers no rez
// (startofrun.go): its first chance is the window as the Runner approaches
// the fort's ice.
func checkR180_NewsgroupTauntingMustBeRezzedBeforeTheRun(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	x.Install(onr.NewFort, "Newsgroup Taunting", false)
	x.Ice(onr.FortHQ, "Data Wall", false)
	x.Corp().Bits = 5
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Do(onr.Runner, "run on HQ")
	if x.Offered(onr.Runner, "pay 1 for Newsgroup Taunting") {
		t.Fatalf("an unrezzed Newsgroup Taunting taxes the run")
	}
	for i := 0; i < 5 && !x.Offered(onr.Corp, "rez Newsgroup Taunting"); i++ {
		x.PassAll()
	}
	onrtest.Run(t, "ONR-11.1.2 rezzed during the run, it does not tax that run", func(t onrtest.TB) {
		if !x.Offered(onr.Corp, "rez Newsgroup Taunting") {
			t.Fatalf("no start-of-run rez offered: %s", x.Describe())
		}
		x.Do(onr.Corp, "rez Newsgroup Taunting")
		if x.Offered(onr.Runner, "pay 1 for Newsgroup Taunting") || rgEvent(x, onr.Corp, "Newsgroup Taunting ends the run") >= 0 {
			t.Errorf("the run declared before the rez is taxed: %s", x.Describe())
		}
	})
	onrtest.Run(t, "ONR-11.1.2 the next run is taxed", func(t onrtest.TB) {
		for i := 0; i < 20 && !x.Offered(onr.Runner, "run on HQ"); i++ {
			switch {
			case x.Offered(onr.Runner, "continue"):
				x.Do(onr.Runner, "continue")
			case x.Offered(onr.Runner, "gain"):
				x.Do(onr.Runner, "gain")
			default:
				x.PassAll()
			}
		}
		x.Do(onr.Runner, "run on HQ")
		if !x.Offered(onr.Runner, "pay 1 for Newsgroup Taunting") {
			t.Errorf("the next run is not taxed: %s", x.Describe())
		}
	})
}
