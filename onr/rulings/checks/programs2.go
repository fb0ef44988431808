package checks

import (
	"slices"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// The rulings on the programs of the card pool's part 2 (issue 26).

// R407: ice is installed on a fort, not in it: Mouse cannot expose it, and
// offers only the cards installed in the forts.
func checkR407_MouseCannotExposeIce(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	x.Ice(onr.FortRD, "Wall of Static", false)
	x.Install(onr.NewFort, "Hostile Takeover", false)
	x.Rig("Mouse")
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Do(onr.Runner, "use Mouse: Expose a card installed in a fort")
	if got := x.Options(onr.Runner); !slices.Equal(got, []string{"expose card 1 in fort 1", "done"}) {
		t.Fatalf("Mouse offers %q; want only the card in the fort, not the ice", got)
	}
}
