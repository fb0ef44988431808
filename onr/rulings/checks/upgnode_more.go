package checks

import (
	"fmt"
	"strings"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// The upgrades and nodes of onr/cards/upgrades_more.go and nodes_more.go.

// lesleyUse is Lesley Major's ability as the Corp is offered it.
const lesleyUse = "use Lesley Major: Pay 5 bits: two advancement counters on a card of this fort"

// R166 (errata): Lesley Major may be used when the Runner passes the last
// piece of ice of its fort, or declares a run on it when it has none: with
// no ice it is offered as the run is declared; with two pieces it is
// offered once the second is passed, never after the first. Each time the
// Corp pays 5 for two counters on the Vapor Ops of the fort.
func checkR166_LesleyMajorPastTheLastIceOrNoIce(t onrtest.TB) {
	for _, ice := range []int{0, 2} {
		onrtest.Run(t, fmt.Sprintf("R166 %d pieces of ice", ice), func(t onrtest.TB) {
			x := tableWithRD(t, 1, 6)
			_, fort := x.Install(onr.NewFort, "Lesley Major", true)
			ops, _ := x.Install(fort, "Vapor Ops", false)
			for range ice {
				x.Ice(fort, "Data Wall", false)
			}
			x.Ready()
			x.ToTurn(onr.Runner)
			x.Corp().Bits = 5
			x.Do(onr.Runner, "run on fort 1")
			at := int32(-1)
			for i := 0; i < 40 && x.S.Run.Active && at < 0; i++ {
				opts := x.Options(onr.Runner)
				switch {
				case x.Offered(onr.Corp, lesleyUse):
					at = x.S.Run.Pos
					x.Do(onr.Corp, lesleyUse)
					x.Do(onr.Corp, "choose Vapor Ops")
				case x.Offered(onr.Runner, "continue"):
					x.Do(onr.Runner, "continue")
				case len(opts) > 0 && strings.HasPrefix(opts[0], "access "):
					x.Do(onr.Runner, opts[0])
				default:
					x.PassAll()
				}
			}
			if at != int32(ice) {
				t.Fatalf("offered after %d pieces of ice passed (-1: never), want %d", at, ice)
			}
			if x.S.Cards[ops].Adv != 2 || x.Corp().Bits != 0 {
				t.Fatalf("Vapor Ops has %d counters, the Corp %d bits; want 2, 0", x.S.Cards[ops].Adv, x.Corp().Bits)
			}
		})
	}
}

// R186, R462: after the Runner's Smarteye exposed the approached Data
// Wall of HQ, the Corp uses Omni Kismet, Ph. D. to swap it for the Wall
// of Static of its hand: the new ice is concealed (not known to the
// Runner) and Smarteye cannot expose it (once a run).
func checkR186_R462_OmniKismetSwapsExposedIce(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	x.Install(onr.FortHQ, "Omni Kismet, Ph. D.", true)
	wall, _ := x.Ice(onr.FortHQ, "Data Wall", false)
	static := x.Hand(onr.Corp, "Wall of Static")[0]
	x.Rig("Smarteye")
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Do(onr.Runner, "run on HQ")
	x.Do(onr.Runner, "use Smarteye: Expose the approached ice")
	if !x.S.Cards[wall].Known {
		t.Fatalf("Smarteye did not expose Data Wall")
	}
	x.Do(onr.Runner, "continue")
	x.Do(onr.Corp, "use Omni Kismet, Ph. D.: swap an unrezzed piece of ice of this fort with an ice card of HQ")
	x.Do(onr.Corp, "choose Data Wall")
	x.Do(onr.Corp, "choose Wall of Static")
	if ice := x.S.Forts[onr.FortHQ].Ice; len(ice) != 1 || ice[0] != static || x.S.Cards[wall].Zone != onr.ZoneHand {
		t.Fatalf("the exposed ice was not swapped: HQ ice %v", ice)
	}
	if k := x.S.Cards[static]; k.Known || k.FaceUp || k.Rezzed {
		t.Fatalf("the new ice is not concealed: known %v, face up %v, rezzed %v", k.Known, k.FaceUp, k.Rezzed)
	}
	if x.Offered(onr.Runner, "use Smarteye: Expose the approached ice") {
		t.Fatalf("Smarteye may expose the new ice")
	}
}
