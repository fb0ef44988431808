package cards_test

import (
	"slices"
	"testing"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

const (
	drive     = "Microtech Backup Drive"
	holdDwarf = "hold Dwarf on Microtech Backup Drive"
	bringTop  = "use Microtech Backup Drive: Bring the top card on it into your hand"
)

// heldTitles returns the titles of the cards held in the Runner's zone, top
// first, as the Corp sees them.
func heldTitles(x *onrtest.Table) []string {
	var out []string
	for _, c := range x.G.View(corpSeat).(*onr.View).Player(onr.Runner).Held {
		out = append(out, c.Title)
	}
	return out
}

func TestMicrotechBackupDrive(t *testing.T) {
	t.Run("Microtech Backup Drive: a program being trashed may go face up on top of it instead (R403)", func(t *testing.T) {
		x := banpeiTrashes(t, "Dwarf", "Dwarf", drive)
		dwarf, d := newest(x, "Dwarf"), newest(x, drive)
		if got, w := x.Options(runner), []string{"done", holdDwarf}; !slices.Equal(got, w) {
			t.Fatalf("Runner's options %q, want %q", got, w)
		}
		x.Do(runner, holdDwarf)
		want(t, "Dwarf held", inZone(x, dwarf, onr.ZoneHeld), true)
		want(t, "held by the Drive", x.S.Cards[dwarf].Host, d)
		want(t, "face up", x.S.Cards[dwarf].FaceUp, true)
		if got := heldTitles(x); !slices.Equal(got, []string{"Dwarf"}) {
			t.Errorf("the Corp sees %q held, want Dwarf face up", got)
		}
		want(t, "Dwarf not in the trash", len(x.Runner().Discard), 0)
		wantRunEndedBy(t, x, "Banpei")
	})
	t.Run("Microtech Backup Drive: the Runner may let the program go to the trash", func(t *testing.T) {
		x := banpeiTrashes(t, "Dwarf", "Dwarf", drive)
		x.Do(runner, "done")
		want(t, "Dwarf trashed", inZone(x, newest(x, "Dwarf"), onr.ZoneDiscard), true)
		want(t, "nothing held", len(x.Runner().Held), 0)
	})
	t.Run("Microtech Backup Drive: [action] brings the top card on it into the hand", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			d := x.Rig(drive)[0]
			x.G.Hold(x.Card("Raptor"), d)
			x.G.Hold(x.Card("Dwarf"), d) // on top
		})
		x.Do(runner, bringTop)
		want(t, "Dwarf in hand", inZone(x, newest(x, "Dwarf"), onr.ZoneHand), true)
		want(t, "Raptor still held", inZone(x, newest(x, "Raptor"), onr.ZoneHeld), true)
		want(t, "actions left", x.Runner().Actions, 3)
		x.Do(runner, bringTop)
		want(t, "Raptor in hand", inZone(x, newest(x, "Raptor"), onr.ZoneHand), true)
		if x.Offered(runner, bringTop) {
			t.Errorf("offered with nothing on it: %q", x.Options(runner))
		}
	})
	t.Run("Microtech Backup Drive: [action] not offered with nothing on it", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) { x.Rig(drive) })
		if x.Offered(runner, bringTop) {
			t.Errorf("offered with nothing on it: %q", x.Options(runner))
		}
	})
	t.Run("Microtech Backup Drive: removed from play, the cards on it are trashed", func(t *testing.T) {
		x := runSetup(t, []string{"Homewrecker™"}, []string{"Access to Kiribati", drive}, 3, 5)
		d := newest(x, drive)
		x.G.Hold(x.Card("Dwarf"), d)
		runHQ(x)
		trace(t, x, 5, 5, "Access to Kiribati", 2)
		x.Do(corp, "trash "+drive)
		want(t, "Drive trashed", inZone(x, d, onr.ZoneDiscard), true)
		want(t, "Dwarf trashed with it", inZone(x, newest(x, "Dwarf"), onr.ZoneDiscard), true)
		want(t, "nothing held", len(x.Runner().Held), 0)
		want(t, "logged", x.Logged("Dwarf is trashed with Microtech Backup Drive"), true)
	})
	t.Run("Microtech Backup Drive: programs trashed together with it may go on it one by one, then go with it", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Install(onr.FortHQ, "Shock Treatment", true)
			x.Rig("Dwarf", "Raptor", "Codecracker", drive)
			x.Runner().Tags = 4
		})
		runHQ(x)
		x.Do(runner, "continue")
		x.PassAll()
		x.Do(corp, "trash Dwarf")
		x.Do(corp, "trash Raptor")
		x.Do(runner, "hold Raptor on "+drive)
		if x.Offered(runner, "hold Raptor on "+drive) {
			t.Errorf("Raptor offered again: %q", x.Options(runner))
		}
		x.Do(runner, holdDwarf)
		if !x.Logged("Raptor goes on top of Microtech Backup Drive") || !x.Logged("Dwarf goes on top of Microtech Backup Drive") {
			t.Errorf("no hold events: %v", x.Events)
		}
		if got, w := mtTitles(x, x.Runner().Discard), []string{drive, "Dwarf", "Raptor"}; !slices.Equal(got, w) {
			t.Errorf("trash %q, want %q: the Drive, then its cards top first", got, w)
		}
		want(t, "Codecracker installed", inZone(x, newest(x, "Codecracker"), onr.ZoneRig), true)
	})
}
