package checks

import (
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// R411 (Organ Donor): preps go to the trash once declared, before they
// resolve; Organ Donor is in the trash before any card it trashes from the
// hand.
func checkR411_OrganDonorInTheTrashBeforeItsCards(t onrtest.TB) {
	x := onrtest.New(t, 1)
	donor := x.Hand(onr.Runner, "Organ Donor", "Dwarf", "Hammer")[0]
	x.Ready().ToTurn(onr.Runner)
	x.Do(onr.Runner, "play Organ Donor")
	if d := x.Runner().Discard; len(d) != 1 || d[0] != donor {
		t.Fatalf("as the Runner chooses, the trash holds %v; want Organ Donor alone", d)
	}
	x.Do(onr.Runner, "discard Hammer").Do(onr.Runner, "discard Dwarf") // the hand is then empty: nothing more to choose
	if d := x.Runner().Discard; len(d) != 3 || d[0] != donor {
		t.Fatalf("trash %v: want Organ Donor under the two cards it trashed", d)
	}
}
