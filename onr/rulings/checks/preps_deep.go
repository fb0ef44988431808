package checks

import (
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// R476: "It's not legal to trash something that's already in the
// Archives, so you can't give the Corp bad publicity for advertisements
// that are already in the Archives." With Subliminal Corruption on the
// Archives, Holovid Campaign there is accessed, no trash is offered, and
// the Corp gets no Bad Publicity point; on a fort holding Rockerboy
// Promotion, its trash gives one.
func checkR476_NoBadPublicityForAdvertisementsInTheArchives(t onrtest.TB) {
	for _, tc := range []struct {
		fort   string
		badPub int32
	}{{"the Archives", 0}, {"fort 1", 1}} {
		x := onrtest.New(t, 1)
		x.Install(onr.NewFort, "Rockerboy Promotion", false)
		x.G.Put(x.Card("Holovid Campaign"), onr.ZoneDiscard, true)
		x.Hand(onr.Runner, "Subliminal Corruption")
		x.Ready()
		x.ToTurn(onr.Runner)
		x.Runner().Bits = 20
		x.Do(onr.Runner, "play Subliminal Corruption on "+tc.fort)
		for i := 0; i < 30 && x.S.Run.Active; i++ {
			switch {
			case rgFirst(x, onr.Runner, "trash ") != "":
				x.Do(onr.Runner, rgFirst(x, onr.Runner, "trash "))
			case rgFirst(x, onr.Runner, "access ") != "":
				x.Do(onr.Runner, rgFirst(x, onr.Runner, "access "))
			case x.Offered(onr.Runner, "continue"):
				x.Do(onr.Runner, "continue")
			default:
				x.PassAll()
			}
		}
		if x.Corp().BadPub != tc.badPub {
			t.Errorf("Subliminal Corruption on %s: the Corp has %d Bad Publicity points, want %d", tc.fort, x.Corp().BadPub, tc.badPub)
		}
	}
}
