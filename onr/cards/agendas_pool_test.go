package cards_test

import (
	"testing"

	"github.com/datafort/datafort/onr"
)

func TestAgendasOfThePool(t *testing.T) {
	for _, fort := range []string{"HQ", "R&D", "the Archives", "fort 1"} {
		t.Run("Marked Accounts: accessed in "+fort+", a tag, and the Runner steals it", func(t *testing.T) {
			x := newTable(t)
			var c int32
			switch fort {
			case "HQ":
				c = x.Hand(corp, "Marked Accounts")[0]
			case "R&D":
				c = x.Deck(corp, "Marked Accounts", "Data Wall")[0]
			case "the Archives":
				c = x.Hand(corp, "Marked Accounts")[0]
				x.G.Put(c, onr.ZoneDiscard, false)
			default:
				c, _ = x.Install(onr.NewFort, "Marked Accounts", false)
			}
			runAccessing(t, x, fort)
			want(t, "Runner tags", x.Runner().Tags, int32(1))
			want(t, "stolen", inZone(x, c, onr.ZoneScored), true)
			if fort == "R&D" {
				want(t, "shown to the Corp", x.Logged("Runner shows the card accessed in R&D to the Corp"), true)
			}
		})
	}
	t.Run("Marked Accounts: scored, nothing", func(t *testing.T) {
		x := newTable(t)
		c := scoreAgenda(t, x, "Marked Accounts", 4)
		want(t, "scored", inZone(x, c, onr.ZoneScored), true)
		want(t, "Runner tags", x.Runner().Tags, int32(0))
		want(t, "Corp points", x.Corp().Points, int32(2))
	})
}
