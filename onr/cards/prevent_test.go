package cards_test

import (
	"slices"
	"testing"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

const (
	useLockjaw = "use Lockjaw: Give an icebreaker +2 strength for the run"
	joanTrash  = "prevent Joan of Arc: trash Joan of Arc"
	joanBit    = "prevent Joan of Arc: 1 bit, Joan of Arc to hand"
)

// scorchedEarth plays Scorched Earth (4 meat damage) against a tagged
// Runner holding hand, in the Corp's first turn.
func scorchedEarth(t *testing.T, badPub int32, hand ...string) *onrtest.Table {
	t.Helper()
	x := newTable(t)
	x.Hand(corp, "Scorched Earth")
	x.Hand(runner, hand...)
	x.Runner().Tags = 1
	x.Corp().BadPub = badPub
	x.Ready()
	x.Do(corp, "play Scorched Earth")
	return x
}

// banpeiTrashes runs HQ through a rezzed Banpei with the rig given; the
// Runner cannot break it, and the Corp chooses to trash program victim
// with its first subroutine. The Runner is then in the trash window.
func banpeiTrashes(t *testing.T, victim string, rig ...string) *onrtest.Table {
	t.Helper()
	x := runSetup(t, []string{"Banpei"}, rig, 1, 5)
	runHQ(x)
	if x.Offered(runner, "done") {
		x.Do(runner, "done")
	}
	x.Do(corp, "trash "+victim)
	return x
}

func TestPreventionCards(t *testing.T) {
	t.Run("Identity Donor: in the Corp's turn it prevents all of the meat damage and gives the Corp 2 Bad Publicity points", func(t *testing.T) {
		x := scorchedEarth(t, 0, "Identity Donor", "Jack 'n' Joe", "Score!")
		donor := newest(x, "Identity Donor")
		x.Events = nil
		x.Do(runner, "prevent Identity Donor")
		want(t, "cards left in hand", len(x.Runner().Hand), 2)
		want(t, "Identity Donor in the trash", inZone(x, donor, onr.ZoneDiscard), true)
		want(t, "Bad Publicity", x.Corp().BadPub, int32(2))
		want(t, "played openly", x.Logged("Runner plays Identity Donor"), true)
		want(t, "damage taken", x.Logged("Runner takes"), false)
		want(t, "game over", x.S.Over, false)
	})
	t.Run("Identity Donor: the Runner may take the damage instead and keep it", func(t *testing.T) {
		x := scorchedEarth(t, 0, "Identity Donor", "Jack 'n' Joe", "Score!", "Score!", "Score!")
		x.Do(runner, "take")
		want(t, "cards left in hand", len(x.Runner().Hand), 1)
		want(t, "Bad Publicity", x.Corp().BadPub, int32(0))
	})
	t.Run("Identity Donor: the 7th Bad Publicity point makes the Corp lose before the damage flatlines the Runner", func(t *testing.T) {
		x := scorchedEarth(t, 5, "Identity Donor")
		x.Do(runner, "prevent Identity Donor")
		want(t, "winner", x.Winner(), runner)
		want(t, "reason", x.S.Reason, "bad publicity")
	})
	t.Run("Identity Donor: never played as an action", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) { x.Hand(runner, "Identity Donor") })
		if x.Offered(runner, "play Identity Donor") {
			t.Errorf("offered as an action: %q", x.Options(runner))
		}
	})

	t.Run("Lockjaw: trashed during an encounter, the chosen icebreaker has +2 strength until the run ends", func(t *testing.T) {
		x := runSetup(t, []string{"Quandary", "Quandary"}, []string{"Codecracker", "Lockjaw"}, 1, 0)
		cc, lj := newest(x, "Codecracker"), newest(x, "Lockjaw")
		if x.Offered(runner, useLockjaw) {
			t.Fatalf("Lockjaw offered outside an encounter")
		}
		runHQ(x)
		if x.Offered(runner, "break subroutine 1 with Codecracker") {
			t.Fatalf("Codecracker (strength 0) offered to break Quandary (strength 2) without bits")
		}
		x.Do(runner, useLockjaw)
		x.Do(runner, "choose Codecracker")
		want(t, "Lockjaw in the trash", inZone(x, lj, onr.ZoneDiscard), true)
		want(t, "Codecracker strength", x.G.BreakerStrength(cc), int32(2))
		x.Do(runner, "break subroutine 1 with Codecracker")
		x.Do(runner, "continue")
		x.PassAll()
		// The second Quandary: still strength 2, no bits spent.
		x.Do(runner, "break subroutine 1 with Codecracker")
		x.Do(runner, "continue")
		x.PassAll()
		wantSuccessful(t, x)
		want(t, "Codecracker strength after the run", x.G.BreakerStrength(cc), int32(0))
	})

	t.Run("Lockjaw: cannot be used without an icebreaker to give the strength to", func(t *testing.T) {
		x := runSetup(t, []string{"Quandary"}, []string{"Lockjaw"}, 1, 0)
		runHQ(x)
		if x.Offered(runner, useLockjaw) {
			t.Errorf("offered with no icebreaker: %q", x.Options(runner))
		}
		x = runSetup(t, []string{"Quandary"}, []string{"Lockjaw", "Dwarf"}, 1, 0)
		runHQ(x)
		if !x.Offered(runner, useLockjaw) {
			t.Errorf("not offered with Dwarf installed: %q", x.Options(runner))
		}
	})

	t.Run("Umbrella Policy: trashed, it saves the program Banpei trashes", func(t *testing.T) {
		x := banpeiTrashes(t, "Dwarf", "Dwarf", "Umbrella Policy")
		dwarf, up := newest(x, "Dwarf"), newest(x, "Umbrella Policy")
		if !x.Offered(runner, "take") {
			t.Fatalf("no trash prevention window: %s", x.Describe())
		}
		x.Do(runner, "prevent Umbrella Policy")
		want(t, "Dwarf installed", inZone(x, dwarf, onr.ZoneRig), true)
		want(t, "Umbrella Policy in the trash", inZone(x, up, onr.ZoneDiscard), true)
		wantRunEndedBy(t, x, "Banpei")
	})
	t.Run("Umbrella Policy: saves hardware (Homewrecker™)", func(t *testing.T) {
		x := onrtest.New(t, 3)
		x.Ice(onr.FortHQ, "Homewrecker™", true)
		x.Rig("MRAM Chip", "Umbrella Policy")
		x.Hand(runner, "Score!", "Score!", "Score!")
		x.Ready()
		x.ToTurn(runner)
		x.Do(runner, "run on HQ").PassAll()
		x.Number(corp, 5)
		x.Do(corp, "trash MRAM Chip")
		x.Do(runner, "prevent Umbrella Policy")
		want(t, "MRAM Chip installed", inZone(x, newest(x, "MRAM Chip"), onr.ZoneRig), true)
		want(t, "cards in hand", len(x.Runner().Hand), 1) // the meat damage is not prevented
	})
	t.Run("Umbrella Policy: does not save a resource; the Runner may let the program go", func(t *testing.T) {
		x := newTable(t)
		x.Rig("Access to Kiribati", "Umbrella Policy")
		x.Runner().Tags = 1
		x.Ready()
		x.Do(corp, "trash-resource Access to Kiribati")
		want(t, "Runner asked", len(x.Options(runner)) > 0 && slices.Contains(x.Options(runner), "take"), false)
		want(t, "Access to Kiribati trashed", inZone(x, newest(x, "Access to Kiribati"), onr.ZoneDiscard), true)

		y := banpeiTrashes(t, "Dwarf", "Dwarf", "Umbrella Policy")
		y.Do(runner, "take")
		want(t, "Dwarf trashed", inZone(y, newest(y, "Dwarf"), onr.ZoneDiscard), true)
		want(t, "Umbrella Policy installed", inZone(y, newest(y, "Umbrella Policy"), onr.ZoneRig), true)
	})

	t.Run("Joan of Arc: [trash] prevents another program from being trashed", func(t *testing.T) {
		x := banpeiTrashes(t, "Dwarf", "Dwarf", "Joan of Arc")
		x.Do(runner, joanTrash)
		want(t, "Dwarf installed", inZone(x, newest(x, "Dwarf"), onr.ZoneRig), true)
		want(t, "Joan of Arc in the trash", inZone(x, newest(x, "Joan of Arc"), onr.ZoneDiscard), true)
	})
	t.Run("Joan of Arc: 1 bit prevents another program from being trashed and brings Joan of Arc into the hand", func(t *testing.T) {
		x := banpeiTrashes(t, "Dwarf", "Dwarf", "Joan of Arc")
		x.Do(runner, joanBit)
		want(t, "Dwarf installed", inZone(x, newest(x, "Dwarf"), onr.ZoneRig), true)
		want(t, "Joan of Arc in hand", inZone(x, newest(x, "Joan of Arc"), onr.ZoneHand), true)
		want(t, "Runner bits", x.Runner().Bits, int32(4))
	})
	t.Run("Joan of Arc: cannot save itself", func(t *testing.T) {
		x := banpeiTrashes(t, "Joan of Arc", "Dwarf", "Joan of Arc")
		want(t, "Joan of Arc trashed", inZone(x, newest(x, "Joan of Arc"), onr.ZoneDiscard), true)
		want(t, "Dwarf installed", inZone(x, newest(x, "Dwarf"), onr.ZoneRig), true)
	})
}
