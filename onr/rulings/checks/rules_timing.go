package checks

// Checks of the rules of timing: who acts first in a window (ONR-18.2) and
// per-turn limits of prevention (ONR-14.4).

import (
	"fmt"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// ONR-14.4: a per-turn prevention limit is counted over the turn and starts
// again the next turn: Force Shield prevents up to 2 Net damage each turn,
// 1 and 1 from two runs on HQ with Dieter Esslin (1 Net damage on access),
// then none on a third run; in the next turn it prevents again.
func checkONR14_4_PerTurnPreventionLimit(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	x.Install(onr.FortHQ, "Dieter Esslin", true)
	x.Rig("Force Shield")
	x.Hand(onr.Runner, "Score!", "Score!", "Score!", "Score!")
	x.Ready()
	x.ToRunnerTurn()
	runHQ := func(name string, prevent bool) {
		onrtest.Run(t, name, func(t onrtest.TB) {
			hand := len(x.Runner().Hand)
			offered := false
			x.Do(onr.Runner, "run on HQ")
			for i := 0; i < 20 && x.S.Run.Active; i++ {
				switch {
				case x.Offered(onr.Runner, "pass") || x.Offered(onr.Corp, "pass"):
					x.PassAll()
				case x.Offered(onr.Runner, "prevent Force Shield"):
					offered = true
					x.Do(onr.Runner, "prevent Force Shield")
				case x.Offered(onr.Runner, "take"):
					x.Do(onr.Runner, "take")
				case x.Offered(onr.Runner, "leave Dieter Esslin"):
					x.Do(onr.Runner, "leave Dieter Esslin")
				case x.Offered(onr.Runner, "access Dieter Esslin"):
					x.Do(onr.Runner, "access Dieter Esslin")
				case rgFirst(x, onr.Runner, "access") != "":
					x.Do(onr.Runner, rgFirst(x, onr.Runner, "access"))
				case rgFirst(x, onr.Runner, "leave") != "":
					x.Do(onr.Runner, rgFirst(x, onr.Runner, "leave"))
				default:
					x.Do(onr.Runner, "continue")
				}
			}
			want := hand
			if !prevent {
				want--
			}
			if offered != prevent || len(x.Runner().Hand) != want {
				t.Errorf("prevention offered %v, hand %d (was %d); want offered %v, hand %d", offered, len(x.Runner().Hand), hand, prevent, want)
			}
		})
	}
	runHQ("first Net damage of the turn: prevented", true)
	runHQ("second: prevented", true)
	runHQ("third: the limit of 2 is reached", false)
	x.TakeGains(onr.Runner)
	rlDiscardAll(x, onr.Runner)
	x.ToTurn(onr.Runner)
	runHQ("next turn: prevented again", true)
}

// ONR-18.2.1: in a window both players may use, the Runner is asked first;
// when the Corp then acts (rezzes Rustbelt HQ Branch), the window reopens
// for the Runner before it closes; when he passes again, or both pass, it
// closes.
func checkONR18_2_1_WindowReopensForTheRunner(t onrtest.TB) {
	for _, rez := range []bool{false, true} {
		onrtest.Run(t, fmt.Sprintf("the Corp rezzes after the Runner passed: %v", rez), func(t onrtest.TB) {
			x := onrtest.New(t, 1)
			ttWindowAbility(x)
			x.Install(onr.NewFort, "Rustbelt HQ Branch", false)
			x.Ready()
			x.Do(onr.Corp, "gain")
			if !x.Offered(onr.Runner, "pass") || x.Offered(onr.Corp, "pass") {
				t.Fatalf("the Runner is not asked first: %s", x.Describe())
			}
			x.Do(onr.Runner, "pass")
			if rez {
				x.Do(onr.Corp, "rez Rustbelt HQ Branch")
			} else {
				x.Do(onr.Corp, "pass")
			}
			if asked := x.Offered(onr.Runner, "pass"); asked != rez {
				t.Errorf("the Runner is asked again: %v, want %v; %s", asked, rez, x.Describe())
			}
			if rez {
				x.Do(onr.Runner, "pass")
				if x.Offered(onr.Corp, "pass") {
					x.Do(onr.Corp, "pass")
				}
			}
			if prompt(x, onr.Corp) != "Take an action" {
				t.Errorf("the window did not close: %s", x.Describe())
			}
		})
	}
}
