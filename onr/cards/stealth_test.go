package cards_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// restrictedRun runs HQ, guarded by ice (rezzed), with the rig installed
// and an empty pool plus pool bits, at the Runner's first turn; it returns
// the table and the first card of the rig.
func restrictedRun(t *testing.T, ice string, pool int32, rig ...string) (*onrtest.Table, int32) {
	t.Helper()
	x := newTable(t)
	x.Deck(corp, filler("Data Wall", 5)...)
	x.Ice(onr.FortHQ, ice, true)
	c := x.Rig(rig...)[0]
	x.Runner().Bits = pool
	x.Ready().ToTurn(runner)
	runHQ(x)
	return x, c
}

// nextRunnerTurn ends the run in progress, if any, and moves on to the
// Runner's next turn.
func nextRunnerTurn(x *onrtest.Table) {
	x.T.Helper()
	for i := 0; i < 20 && x.S.Run.Active; i++ {
		switch {
		case x.Offered(runner, "continue"):
			x.Do(runner, "continue")
		case x.Offered(runner, "done"):
			x.Do(runner, "done")
		default:
			x.PassAll()
		}
	}
	x.ToTurn(corp)
	x.ToTurn(runner)
}

func TestStealthAndRestrictedPrograms(t *testing.T) {
	// Stealth cards: bits for icebreakers during runs, never for noisy
	// ones; spent or lost to noise, they are replaced from the bank at the
	// start of the Runner's next turn (ONR-16.2.1, ONR-16.2.2, R310).
	stealth := []struct {
		title string
		bits  int32
	}{{"Cloak", 3}, {"Invisibility", 1}, {"Vewy Vewy Quiet", 2}, {"Raven Microcyb Owl", 3}, {"Sunburst Cranial Interface", 1}}
	for _, tc := range stealth {
		t.Run(tc.title+": its bits pay for an icebreaker, not from the pool, and are replaced next turn", func(t *testing.T) {
			x, c := restrictedRun(t, "Wall of Static", 0, tc.title, "Dwarf")
			want(t, "bits put on it", x.S.Cards[c].Bits, tc.bits)
			x.Do(runner, "break subroutine 1 with Dwarf")
			want(t, "bits left on it", x.S.Cards[c].Bits, tc.bits-1)
			want(t, "Runner pool", x.Runner().Bits, int32(0))
			nextRunnerTurn(x)
			want(t, "bits on it at the next turn", x.S.Cards[c].Bits, tc.bits)
		})
		t.Run(tc.title+": its bits never pay for a noisy icebreaker", func(t *testing.T) {
			x, c := restrictedRun(t, "Wall of Static", 0, tc.title, "Hammer")
			if x.Offered(runner, "break subroutine 1 with Hammer") {
				t.Fatalf("Hammer paid for with the bits of %s: %q", tc.title, x.Options(runner))
			}
			want(t, "bits on it", x.S.Cards[c].Bits, tc.bits)
		})
	}
	// Each noisy wall breaker, breaking Wall of Static's subroutine once
	// with Cloak's 3 bits in play, takes its noise from them (ONR-16.2.2).
	for _, tc := range []struct {
		breaker string
		noise   int32
	}{{"Hammer", 2}, {"Jackhammer", 1}, {"Ramming Piston", 2}, {"Wrecking Ball", 1}, {"Pile Driver", 3}} {
		t.Run(fmt.Sprintf("%s: one wall subroutine broken takes %d of Cloak's bits in noise", tc.breaker, tc.noise), func(t *testing.T) {
			x, c := restrictedRun(t, "Wall of Static", 20, "Cloak", tc.breaker)
			b, ice := newest(x, tc.breaker), newest(x, "Wall of Static")
			for i := 0; i < 10 && x.G.BreakerStrength(b) < x.G.IceStrength(ice); i++ {
				for _, o := range x.Options(runner) {
					if strings.HasPrefix(o, "pump "+tc.breaker+":") {
						x.Do(runner, o)
						break
					}
				}
			}
			x.Do(runner, "break subroutine 1 with "+tc.breaker)
			want(t, "bits on Cloak", x.S.Cards[c].Bits, 3-tc.noise)
		})
	}
	t.Run("Cloak: noise takes its bits, replaced at the next turn (R310)", func(t *testing.T) {
		x, c := restrictedRun(t, "Wall of Static", 1, "Cloak", "Hammer")
		x.Do(runner, "break subroutine 1 with Hammer")
		want(t, "Runner pool", x.Runner().Bits, int32(0))
		want(t, "bits on Cloak after Hammer's noise 2", x.S.Cards[c].Bits, int32(1))
		nextRunnerTurn(x)
		want(t, "bits on Cloak at the next turn", x.S.Cards[c].Bits, int32(3))
	})

	// Bits only to trash a kind of card: Rustbelt HQ Branch (a node, trash
	// cost 2) in fort 1, Antiquated Interface Routines (an upgrade, 1) in
	// fort 2.
	for _, tc := range []struct {
		title, kind    string
		fort, other    string
		trash, refused string
		bits, left     int32
	}{
		{"Poltergeist", "nodes", "fort 1", "fort 2", "trash Rustbelt HQ Branch for 2", "trash Antiquated Interface Routines for 1", 2, 0},
		{"Scatter Shot", "upgrades", "fort 2", "fort 1", "trash Antiquated Interface Routines for 1", "trash Rustbelt HQ Branch for 2", 2, 1},
	} {
		t.Run(tc.title+": its bits pay only to trash "+tc.kind+", and are replaced next turn", func(t *testing.T) {
			x := newTable(t)
			x.Deck(corp, filler("Data Wall", 5)...)
			x.Install(onr.NewFort, "Rustbelt HQ Branch", true)
			x.Install(onr.NewFort, "Antiquated Interface Routines", false)
			c := x.Rig(tc.title)[0]
			x.Runner().Bits = 0
			x.Ready().ToTurn(runner)
			x.Do(runner, "run on "+tc.other).PassAll()
			x.Do(runner, "continue").PassAll()
			if x.Offered(runner, tc.refused) {
				t.Fatalf("its bits paid to %s", tc.refused)
			}
			x.Do(runner, "run on "+tc.fort).PassAll()
			x.Do(runner, "continue").PassAll()
			x.Do(runner, tc.trash)
			want(t, "bits on it", x.S.Cards[c].Bits, tc.left)
			want(t, "Runner pool", x.Runner().Bits, int32(0))
			want(t, "cards in the Archives", len(x.Corp().Discard), 1)
			nextRunnerTurn(x)
			want(t, "bits on it at the next turn", x.S.Cards[c].Bits, tc.bits)
		})
	}
	t.Run("Zetatech Software Installer: its bits pay only to install programs, even one it is trashed for (R524)", func(t *testing.T) {
		x := newTable(t)
		zsi := x.Rig("Zetatech Software Installer", "Dwarf", "Codeslinger", "Loony Goon")[0]
		x.Hand(runner, "WuTech Mem Chip", "Hammer")
		x.Runner().Bits = 0
		x.Ready().ToTurn(runner)
		if x.Offered(runner, "install WuTech Mem Chip") {
			t.Fatalf("its bits paid for hardware")
		}
		x.Do(runner, "install Hammer") // install cost 2, 5 MU used of 4
		want(t, "bits on it", x.S.Cards[zsi].Bits, int32(0))
		x.Do(runner, "trash-program Zetatech Software Installer")
		want(t, "Software Installer trashed to fit memory", inZone(x, zsi, onr.ZoneDiscard), true)
		want(t, "Runner pool", x.Runner().Bits, int32(0))
	})
}
