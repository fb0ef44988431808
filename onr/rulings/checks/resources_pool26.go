package checks

import (
	"strings"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// Checks of the rules and rulings naming the Runner resources of issue 26.

// ONR-8.5.2: an effect forbids new forts, even to a card that creates one
// outside the action structure: with Precision Bribery in the Runner's
// rig, Data Fort Reclamation, scored, offers no card to install (its fort
// cannot be created) and the Corp is back at its actions, none in a new
// fort; without it, its new fort is offered.
func checkONR852_NoNewFortsEvenByAnEffect(t onrtest.TB) {
	for _, bribed := range []bool{true, false} {
		x := onrtest.New(t, 1)
		x.Hand(onr.Corp, "Data Wall")
		if bribed {
			x.Rig("Precision Bribery")
		}
		c, _ := x.Install(onr.NewFort, "Data Fort Reclamation", false)
		x.S.Cards[c].Adv = 4
		x.Ready()
		x.Do(onr.Corp, "gain")
		x.Do(onr.Corp, "score Data Fort Reclamation")
		building := strings.HasPrefix(x.Decision(onr.Corp).Prompt, "Data Fort Reclamation: choose")
		if building == bribed {
			t.Fatalf("bribed %v: the Corp is asked %q", bribed, x.Decision(onr.Corp).Prompt)
		}
		if got := x.Offered(onr.Corp, "install Data Wall in a new fort"); got == bribed {
			t.Fatalf("bribed %v: a new fort offered = %v: %q", bribed, got, x.Options(onr.Corp))
		}
	}
}
