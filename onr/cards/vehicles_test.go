package cards_test

import (
	"slices"
	"testing"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

func TestVehicles(t *testing.T) {
	const removeTag = "remove-tag"
	for _, title := range []string{"\"Drifter\" Mobile Environment", "\"Armadillo\" Armored Road Home"} {
		t.Run(title+": its two bits pay for removing a tag, and are replaced next turn (R331)", func(t *testing.T) {
			var c int32
			x := runnerTurn(t, func(x *onrtest.Table) {
				c = x.Rig(title)[0]
				x.Runner().Tags = 2
				x.Runner().Bits = 0
			})
			want(t, "bits on it", x.S.Cards[c].Bits, int32(2))
			x.Do(runner, removeTag)
			want(t, "tags", x.Runner().Tags, int32(1))
			want(t, "bits left on it", x.S.Cards[c].Bits, int32(0))
			want(t, "Runner pool", x.Runner().Bits, int32(0))
			if x.Offered(runner, removeTag) {
				t.Fatalf("a second tag removal offered with no bits left: %q", x.Options(runner))
			}
			x.ToTurn(onr.Corp)
			x.ToTurn(onr.Runner)
			want(t, "bits on it at the next turn", x.S.Cards[c].Bits, int32(2))
		})
		t.Run(title+": its bits do not pay for a card that removes tags (R332)", func(t *testing.T) {
			x := runnerTurn(t, func(x *onrtest.Table) {
				x.Rig(title, "Nomad Allies")
				x.Runner().Tags = 1
				x.Runner().Bits = 0
			})
			if opts := x.Options(runner); slices.Contains(opts, "use Nomad Allies: Remove a tag") {
				t.Fatalf("its bits paid for Nomad Allies: %q", opts)
			}
		})
	}
	t.Run("\"Armadillo\" Armored Road Home: [trash] prevents up to 3 meat damage", func(t *testing.T) {
		x := newTable(t)
		x.Deck(corp, filler("Data Wall", 5)...)
		x.Hand(corp, "Scorched Earth")
		x.Hand(runner, filler("Jack 'n' Joe", 5)...)
		x.Rig("\"Armadillo\" Armored Road Home")
		x.Runner().Tags = 1
		x.Corp().Bits = 10
		x.Ready()
		x.Do(corp, "play Scorched Earth")
		x.Do(runner, "prevent \"Armadillo\" Armored Road Home")
		x.Take()
		want(t, "cards in hand (1 of 4 meat damage)", len(x.Runner().Hand), 4)
		want(t, "in the trash", inZone(x, newest(x, "\"Armadillo\" Armored Road Home"), onr.ZoneDiscard), true)
	})
}
