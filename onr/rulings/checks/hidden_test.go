package checks

import (
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
)

// A hidden resource installed by the Runner is never named to the Corp: not
// in its view, its events or its options, until it is used or trashed.
func TestHiddenResourcesStayHiddenFromTheCorp(t *testing.T) {
	const title = "Chiba Bank Account"
	x := hrRunnerTurn(t, nil, []string{title}, 5)
	c := x.G.Find(title)[len(x.G.Find(title))-1]
	x.Do(onr.Runner, "install "+title)
	x.PassAll()
	t.Run("ONR-16.1.1 the install is face down and named only to the Runner", func(t *testing.T) {
		if x.S.Cards[c].Zone != onr.ZoneRig || x.S.Cards[c].FaceUp {
			t.Fatalf("the account is in %s, face up %v", x.S.Cards[c].Zone, x.S.Cards[c].FaceUp)
		}
		if rgCount(x, onr.Corp, title) != 0 || rgCount(x, onr.Corp, "Runner installs a hidden resource") != 1 {
			t.Errorf("the Corp reads %d events naming it", rgCount(x, onr.Corp, title))
		}
		if rgCount(x, onr.Runner, "Runner installs "+title) != 1 {
			t.Errorf("the Runner is not told what he installed")
		}
	})
	t.Run("ONR-2.6 the Corp and spectators see a card in the rig but not which", func(t *testing.T) {
		for _, seat := range []engine.Seat{corpSeat, engine.NoSeat} {
			v := x.G.View(seat).(*onr.View)
			if len(v.Player(onr.Runner).Rig) != 1 || v.Player(onr.Runner).Rig[0].Title != "" || v.Player(onr.Runner).Rig[0].Handle != int32(x.G.Handle(c)) {
				t.Errorf("seat %d sees the rig as %+v", seat, v.Player(onr.Runner).Rig)
			}
			if strings.Contains(x.G.Render(seat), title) {
				t.Errorf("seat %d's rendering names it", seat)
			}
		}
		if v := rgView(x, onr.Runner); len(v.Player(onr.Runner).Rig) != 1 || v.Player(onr.Runner).Rig[0].Title != title {
			t.Errorf("the Runner sees his rig as %+v", v.Player(onr.Runner).Rig)
		}
	})
	t.Run("ONR-2.6 being asked in a window tells the Corp nothing: with a face-down card the Runner is always asked", func(t *testing.T) {
		for _, hidden := range []bool{false, true} {
			rig := []string{"Access to Kiribati"}
			if hidden {
				rig = append(rig, "HQ Mole") // no window ability
			}
			y := hrRunnerTurn(t, rig, nil, 0)
			y.Do(onr.Runner, "draw")
			if asked := prompt(y, onr.Runner) == "Use special effects, or pass"; asked != hidden {
				t.Errorf("face-down card %v: asked in the window %v (%s)", hidden, asked, y.Describe())
			}
		}
	})
	t.Run("ONR-16.1.2 the Corp's options do not name it", func(t *testing.T) {
		x.Runner().Tags = 1
		x.Ready()
		x.ToTurn(onr.Corp)
		if !x.Offered(onr.Corp, "trash-resource a hidden resource") || rgMentions(x, onr.Corp, title) {
			t.Errorf("Corp options %q", x.Options(onr.Corp))
		}
	})
}
