package checks

import (
	"slices"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// Executable checks of the rulings on Microtech Backup Drive (R316, R403,
// R404, R465). The mechanism is in onr/held.go: a card being trashed from
// the rig may go on a holder instead, chosen in the trash window.

const (
	mbdDrive = "Microtech Backup Drive"
	mbdHold  = "hold Dwarf on Microtech Backup Drive"
)

// mbdBanpei runs HQ through a rezzed Banpei, which the Runner cannot
// break, with rig installed; the Corp trashes Dwarf with the first
// subroutine. The Runner is then in the trash window.
func mbdBanpei(t onrtest.TB, rig ...string) *onrtest.Table {
	t.Helper()
	x := rgRunner(t, []string{"Banpei"}, append([]string{"Dwarf", mbdDrive}, rig...), 1, 5)
	rgRunHQ(x)
	if x.Offered(onr.Runner, "done") && !x.Offered(onr.Runner, mbdHold) {
		x.Do(onr.Runner, "done") // the break step
	}
	x.Do(onr.Corp, "trash Dwarf")
	return x
}

// mbdHeldSeen reports whether the seat's view lists the card with the
// title on the Runner's held cards, face up.
func mbdHeldSeen(x *onrtest.Table, seat engine.Seat, title string) bool {
	for _, c := range x.G.View(seat).(*onr.View).Player(onr.Runner).Held {
		if c.Title == title {
			return true
		}
	}
	return false
}

// R403: cards placed on Microtech Backup Drive go face up: every seat and a
// spectator see the program on it.
func checkR403_CardsOnTheDriveGoFaceUp(t onrtest.TB) {
	x := mbdBanpei(t)
	dwarf := pvTitle(x, "Dwarf")
	if !x.Offered(onr.Runner, mbdHold) {
		t.Fatalf("Dwarf cannot go on the Drive: %s", x.Describe())
	}
	x.Do(onr.Runner, mbdHold)
	if k := x.S.Cards[dwarf]; k.Zone != onr.ZoneHeld || !k.FaceUp {
		t.Fatalf("Dwarf is in %s, face up %v; want held face up", k.Zone, k.FaceUp)
	}
	for _, seat := range []engine.Seat{0, 1, engine.NoSeat} {
		if !mbdHeldSeen(x, seat, "Dwarf") {
			t.Errorf("seat %d does not see Dwarf on the Drive", seat)
		}
	}
}

// R404: a program that goes to the Drive is trashed and out of play: it is
// not installed and uses no memory, and a [trash] cost it paid is paid:
// Joan of Arc put on the Drive to pay its "trash Joan of Arc" prevention
// still saves Dwarf.
func checkR404_AProgramOnTheDriveCountsAsTrashed(t onrtest.TB) {
	x := mbdBanpei(t, "Joan of Arc")
	dwarf, joan := pvTitle(x, "Dwarf"), pvTitle(x, "Joan of Arc")
	used := x.G.View(1).(*onr.View).Player(onr.Runner).MUUsed
	x.Do(onr.Runner, "prevent Joan of Arc: trash Joan of Arc")
	if !x.Offered(onr.Runner, "hold Joan of Arc on "+mbdDrive) {
		t.Fatalf("Joan of Arc, trashed to pay its cost, cannot go on the Drive: %s", x.Describe())
	}
	x.Do(onr.Runner, "hold Joan of Arc on "+mbdDrive)
	if x.S.Cards[joan].Zone != onr.ZoneHeld {
		t.Errorf("Joan of Arc is in %s, want on the Drive", x.S.Cards[joan].Zone)
	}
	if x.S.Cards[dwarf].Zone != onr.ZoneRig {
		t.Errorf("Dwarf is in %s: the cost paid by going on the Drive did not prevent its trash", x.S.Cards[dwarf].Zone)
	}
	if got := x.G.View(1).(*onr.View).Player(onr.Runner).MUUsed; got != used-1 {
		t.Errorf("memory used %d, want %d: Joan of Arc on the Drive is out of play", got, used-1)
	}
	if slices.Contains(x.Runner().Rig, joan) {
		t.Errorf("Joan of Arc still in the rig")
	}
}

// R316: only a card being trashed while installed may go on the Drive:
// the extra card of Crash Everett, Inventive Fixer trashed (below), and a
// program discarded from the hand by meat damage.
func checkR316_ACardTrashedFromHandCannotGoOnTheDrive(t onrtest.TB) {
	onrtest.Run(t, "R316 the card drawn that Crash Everett trashes does not go on the Drive", func(t onrtest.TB) {
		x := tableWithRD(t, 1, 6)
		x.Rig("Crash Everett, Inventive Fixer", mbdDrive)
		x.Deck(onr.Runner, "Raptor")
		x.Deck(onr.Runner, "Dwarf")
		x.Ready().ToTurn(onr.Runner)
		x.Do(onr.Runner, "draw")
		if x.Offered(onr.Runner, mbdHold) {
			t.Fatalf("the Drive is offered for a card in hand")
		}
		x.Do(onr.Runner, "trash Dwarf")
		if x.Offered(onr.Runner, mbdHold) || len(x.Runner().Held) != 0 || x.S.Cards[pvTitle(x, "Dwarf")].Zone != onr.ZoneDiscard {
			t.Errorf("Dwarf, trashed from the hand, is in %s; want the trash (not the Drive)", x.S.Cards[pvTitle(x, "Dwarf")].Zone)
		}
	})

	onrtest.Run(t, "R316 a program discarded by meat damage does not go on the Drive", func(t onrtest.TB) {
		r316ByDamage(t)
	})
}

// r316ByDamage discards programs from the hand by meat damage with
// Microtech Backup Drive installed.
func r316ByDamage(t onrtest.TB) {
	x, hand := ratScorchedEarth(t, 1, []string{"Dwarf", "Raptor", "Codecracker", "Bartmoss Memorial Icebreaker"}, mbdDrive)
	for _, c := range hand {
		if x.S.Cards[c].Zone != onr.ZoneDiscard {
			t.Errorf("%s is in %s; want the trash (not the Drive)", x.G.Title(c), x.S.Cards[c].Zone)
		}
	}
	if len(x.Runner().Held) != 0 || x.Logged("instead of the trash") {
		t.Errorf("a card discarded from hand went on the Drive")
	}
}

// R465: a program that ends up on the Drive has left play and stays there:
// nothing brings it back but the Drive's own action: Dwarf stays out of play
// on the Drive after the Runner's turn ends, and comes back to hand only
// through the Drive's action. (Sneak Preview's end of turn leaving it there:
// resources_preps26.go.)
func checkR465_AProgramOnTheDriveStaysOutOfPlay(t onrtest.TB) {
	x := mbdBanpei(t)
	dwarf := pvTitle(x, "Dwarf")
	x.Do(onr.Runner, mbdHold)
	x.ToTurn(onr.Corp)
	x.ToTurn(onr.Runner)
	if x.S.Cards[dwarf].Zone != onr.ZoneHeld {
		t.Fatalf("Dwarf is in %s after the turns went by, want on the Drive", x.S.Cards[dwarf].Zone)
	}
	x.Do(onr.Runner, "use Microtech Backup Drive: Bring the top card on it into your hand")
	if x.S.Cards[dwarf].Zone != onr.ZoneHand {
		t.Errorf("Dwarf is in %s, want the hand after the Drive's action", x.S.Cards[dwarf].Zone)
	}
}
