package cards_test

import (
	"testing"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

func TestPrepsWithScopedBits(t *testing.T) {
	for _, tc := range []struct {
		name     string
		trash    bool  // trash the accessed Chester Mix (trash cost 3) in the run
		inRun    int32 // the Runner's bits during the run
		after    int32 // the Runner's bits after it
		upgrades int   // upgrades left in HQ's fort
		rig      string
	}{
		{"Lucidrine™ Booster Drug: 9 bits during the run, all back to the bank as it ends unspent, then 1 brain damage", false, 11, 2, 1, ""},
		{"Lucidrine™ Booster Drug: the run's bits pay to trash an accessed upgrade (R398) before the pool's, the rest go back", true, 11, 2, 0, ""},
		{"Lucidrine™ Booster Drug: its brain damage cannot be prevented (Cortical Stimulators installed)", false, 11, 2, 1, "Cortical Stimulators"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := runnerTurn(t, func(x *onrtest.Table) {
				x.Hand(runner, "Lucidrine™ Booster Drug", "Score!", "Score!")
				x.Install(onr.FortHQ, "Chester Mix", true)
				if tc.rig != "" {
					x.Rig(tc.rig)
				}
			})
			x.Runner().Bits = 2
			x.Do(runner, "play Lucidrine™ Booster Drug on HQ").PassAll()
			want(t, "Runner bits in the run", x.Runner().Bits, tc.inRun)
			x.Do(runner, "continue").PassAll()
			if tc.trash {
				x.Do(runner, "trash Chester Mix for 3").PassAll()
			} else {
				x.Do(runner, "leave Chester Mix").PassAll()
			}
			want(t, "run active", x.S.Run.Active, false)
			want(t, "Runner bits after the run", x.Runner().Bits, tc.after)
			want(t, "Runner brain damage", x.Runner().Brain, int32(1))
			want(t, "Runner hand", len(x.Runner().Hand), 1)
			want(t, "upgrades in HQ", len(x.S.Forts[onr.FortHQ].Cards), tc.upgrades)
		})
	}
}

func TestHijackInstallsWithItsBits(t *testing.T) {
	for _, tc := range []struct {
		name    string
		bits    int32  // the Runner's bits before Hijack (cost 1)
		install string // the card chosen
		after   int32  // the Runner's bits after
	}{
		{"Hijack: a program costing 4 is paid with its 3 bits and 1 of the pool", 3, "Clown", 1},
		{"Hijack: a program costing 2 is paid with its bits; the bit not spent goes back to the bank", 3, "Codecracker", 2},
		{"Hijack: a piece of hardware is installed with its bits too", 3, "Cortical Stimulators", 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := runnerTurn(t, func(x *onrtest.Table) {
				x.Hand(runner, "Hijack", tc.install)
			})
			x.Runner().Bits = tc.bits
			x.Do(runner, "play Hijack")
			x.Do(runner, "choose "+tc.install).PassAll()
			want(t, "Runner bits", x.Runner().Bits, tc.after)
			want(t, "rig", len(x.Runner().Rig), 1)
			want(t, "in the rig", x.S.Cards[x.Runner().Rig[0]].Zone, onr.ZoneRig)
		})
	}
}

func TestHijackRaisesAShortPoolWithPaymentAbilities(t *testing.T) {
	t.Run("Hijack: a pool short of what its bits leave to pay is raised with payment abilities before the install (ONR-18.3.7)", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Hand(runner, "Hijack", "Blink")
			x.Rig("Chiba Bank Account")
		})
		x.Runner().Bits = 2
		x.Do(runner, "play Hijack")
		x.Do(runner, "choose Blink") // 5 bits: Hijack's 3, 1 in the pool, Chiba's 4 for 1
		want(t, "Chiba Bank Account offered to pay", x.Offered(runner, "use Chiba Bank Account: Gain 4 bits"), true)
		want(t, "Blink still in the hand while the pool is short", inZone(x, newest(x, "Blink"), onr.ZoneHand), true)
		x.Do(runner, "use Chiba Bank Account: Gain 4 bits").PassAll()
		want(t, "Blink installed", inZone(x, newest(x, "Blink"), onr.ZoneRig), true)
		want(t, "Runner bits (2 - 1 - 1 + 4 - 2)", x.Runner().Bits, int32(2))
	})
}

func TestHijackOffersWhatItsBitsCanInstall(t *testing.T) {
	for _, tc := range []struct {
		name  string
		bits  int32 // the Runner's bits before Hijack (cost 1)
		card  string
		offer bool
	}{
		{"Hijack: with an empty pool, a program costing 3 or less is offered (Codecracker, 2)", 1, "Codecracker", true},
		{"Hijack: with an empty pool, a program costing more than 3 is not (Clown, 4)", 1, "Clown", false},
		{"Hijack: a resource is not offered (Junkyard BBS, 1)", 3, "Junkyard BBS", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := runnerTurn(t, func(x *onrtest.Table) {
				x.Hand(runner, "Hijack", tc.card, "Cortical Stimulators")
			})
			x.Runner().Bits = tc.bits
			x.Do(runner, "play Hijack")
			want(t, "Cortical Stimulators offered", x.Offered(runner, "choose Cortical Stimulators"), true)
			want(t, tc.card+" offered", x.Offered(runner, "choose "+tc.card), tc.offer)
		})
	}
}
