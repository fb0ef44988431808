package checks

// Checks of the rules of installing (ONR-8) and rezzing (ONR-9.1).

import (
	"fmt"
	"slices"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// ONR-8.2.2, ONR-8.2.3, ONR-8.2.4, ONR-8.1.1, ONR-6.1.3: installing ice
// costs one action and 1 bit for each piece of ice already on the fort,
// less one for each the Corp trashes while installing; the new ice goes
// outermost, face down.
func checkONR8_2_2_IceInstallCost(t onrtest.TB) {
	for _, tc := range []struct {
		already, trash int
	}{{0, 0}, {1, 0}, {2, 0}, {2, 1}} {
		onrtest.Run(t, fmt.Sprintf("%d ice on HQ, %d trashed: pays %d", tc.already, tc.trash, tc.already-tc.trash), func(t onrtest.TB) {
			x := tableWithRD(t, 1, 6)
			var old []int32
			for range tc.already {
				c, _ := x.Ice(onr.FortHQ, "Data Wall", false)
				old = append(old, c)
			}
			c := x.Hand(onr.Corp, "Wall of Static")[0]
			x.Ready()
			x.Do(onr.Corp, "install Wall of Static on HQ")
			for i := range tc.trash {
				x.Do(onr.Corp, "trash-ice Data Wall")
				if x.S.Cards[old[i]].Zone != onr.ZoneDiscard && x.S.Cards[old[i+1]].Zone != onr.ZoneDiscard {
					t.Fatalf("no Data Wall trashed")
				}
			}
			if o := rgFirst(x, onr.Corp, "done"); o != "" {
				x.Do(onr.Corp, o)
			}
			pay := int32(tc.already - tc.trash)
			if got := x.Corp().Bits; got != 5-pay {
				t.Errorf("the Corp has %d bits, want %d (paid %d)", got, 5-pay, pay)
			}
			ice := x.S.Forts[onr.FortHQ].Ice
			k := x.S.Cards[c]
			if len(ice) != tc.already-tc.trash+1 || ice[0] != c || k.Rezzed || k.FaceUp || x.Corp().Actions != 2 {
				t.Errorf("HQ ice %q, rezzed %v, face up %v, %d actions left; want Wall of Static outermost, face down, for one action",
					rgTitles(x, ice), k.Rezzed, k.FaceUp, x.Corp().Actions)
			}
		})
	}
	onrtest.Run(t, "with 2 ice on HQ and 1 bit, ice cannot be installed there without trashing", func(t onrtest.TB) {
		x := tableWithRD(t, 1, 6)
		x.Ice(onr.FortHQ, "Data Wall", false)
		x.Ice(onr.FortHQ, "Data Wall", false)
		x.Hand(onr.Corp, "Wall of Static")
		x.Corp().Bits = 1
		x.Ready()
		if x.Offered(onr.Corp, "install Wall of Static on HQ") {
			x.Do(onr.Corp, "install Wall of Static on HQ")
			if o := rgFirst(x, onr.Corp, "done"); o != "" {
				t.Errorf("offered %q with 1 bit", o)
			}
		}
	})
}

// ONR-8.1.2, ONR-8.1.1, ONR-8.3.2, ONR-8.3.3: agendas and nodes install for
// no bits, face down; a second one in a fort trashes the first, to the
// Archives face down since the Runner has not seen it.
func checkONR8_3_3_OneAgendaOrNodePerFort(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	old, fort := x.Install(onr.NewFort, "ESA Contract", false)
	c := x.Hand(onr.Corp, "Hostile Takeover")[0]
	x.Ready()
	x.Do(onr.Corp, "install Hostile Takeover in fort 1")
	x.PassAll()
	cards := x.S.Forts[fort].Cards
	if !slices.Equal(cards, []int32{c}) || x.S.Cards[old].Zone != onr.ZoneDiscard || x.S.Cards[old].FaceUp {
		t.Errorf("fort 1 holds %q; ESA Contract in %s, face up %v; want only Hostile Takeover, ESA Contract face down in the Archives",
			rgTitles(x, cards), x.S.Cards[old].Zone, x.S.Cards[old].FaceUp)
	}
	if x.Corp().Bits != 5 || x.S.Cards[c].FaceUp || x.Corp().Actions != 2 {
		t.Errorf("bits %d, face up %v, actions %d; want installed face down for one action and no bits", x.Corp().Bits, x.S.Cards[c].FaceUp, x.Corp().Actions)
	}
}

// ONR-8.7.1, ONR-6.2.3, ONR-8.10.1: a Runner card is installed for one
// action and its install cost, face up and active at once (MRAM Chip: hand
// size +2); with less than its cost it is not offered. A resource installs
// the same way (Nomad Allies, cost 2).
func checkONR8_7_1_RunnerInstall(t onrtest.TB) {
	onrtest.Run(t, "Nomad Allies (a resource, cost 2) with 2 bits", func(t onrtest.TB) {
		x := tableWithRD(t, 1, 6)
		c := x.Hand(onr.Runner, "Nomad Allies")[0]
		x.Ready()
		x.ToRunnerTurn()
		x.Runner().Bits = 2
		x.Ready()
		x.Do(onr.Runner, "install Nomad Allies")
		if !slices.Contains(x.Runner().Rig, c) || !x.S.Cards[c].FaceUp || x.Runner().Bits != 0 || x.Runner().Actions != 3 {
			t.Errorf("in rig %v, face up %v, bits %d, actions %d; want installed face up for 2 bits and an action",
				slices.Contains(x.Runner().Rig, c), x.S.Cards[c].FaceUp, x.Runner().Bits, x.Runner().Actions)
		}
	})
	for _, bits := range []int32{0, 1} {
		onrtest.Run(t, fmt.Sprintf("MRAM Chip (cost 1) with %d bits", bits), func(t onrtest.TB) {
			x := tableWithRD(t, 1, 6)
			c := x.Hand(onr.Runner, "MRAM Chip")[0]
			x.Ready()
			x.ToRunnerTurn()
			x.Runner().Bits = bits
			x.Ready()
			if bits < 1 {
				if x.Offered(onr.Runner, "install MRAM Chip") {
					t.Errorf("offered with %d bits", bits)
				}
				return
			}
			x.Do(onr.Runner, "install MRAM Chip")
			k := x.S.Cards[c]
			if !slices.Contains(x.Runner().Rig, c) || !k.FaceUp || x.Runner().Bits != 0 || x.Runner().Actions != 3 || x.G.HandSize(onr.Runner) != 7 {
				t.Errorf("in rig %v, face up %v, bits %d, actions %d, hand size %d; want installed face up for 1 bit and an action, hand size 7",
					slices.Contains(x.Runner().Rig, c), k.FaceUp, x.Runner().Bits, x.Runner().Actions, x.G.HandSize(onr.Runner))
			}
		})
	}
}

// ONR-8.8.1: a daemon holds programs up to its MU capacity (Imp: 2); the
// programs in it do not use the Runner's normal MU, and its icebreakers
// lose 1 strength.
func checkONR8_8_1_DaemonHoldsItsCapacity(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	x.Rig("Imp")
	x.Hand(onr.Runner, "Wrecking Ball", "Rent-I-Con", "Codecracker")
	x.Ready()
	x.ToRunnerTurn()
	x.Runner().Bits = 20
	x.Ready()
	if !x.Offered(onr.Runner, "install Rent-I-Con in Imp") {
		t.Fatalf("a 2-MU program is not offered in an empty Imp: %q", x.Options(onr.Runner))
	}
	x.Do(onr.Runner, "install Wrecking Ball in Imp")
	if avail, used := x.G.MU(); avail != 4 || used != 1 {
		t.Errorf("MU %d, %d used; want 4, only Imp's 1 used", avail, used)
	}
	if got := x.G.BreakerStrength(x.G.Find("Wrecking Ball")[0]); got != 1 {
		t.Errorf("Wrecking Ball in Imp has strength %d, want 2 - 1", got)
	}
	if x.Offered(onr.Runner, "install Rent-I-Con in Imp") {
		t.Errorf("a 2-MU program is offered in Imp holding 1 MU of its 2")
	}
	if !x.Offered(onr.Runner, "install Codecracker in Imp") {
		t.Fatalf("a 1-MU program is not offered in Imp holding 1 MU of its 2: %q", x.Options(onr.Runner))
	}
	x.Do(onr.Runner, "install Codecracker in Imp")
	if avail, used := x.G.MU(); avail != 4 || used != 1 {
		t.Errorf("MU %d, %d used; want 4, only Imp's 1 used", avail, used)
	}
}

// ONR-9.1: rezzing a node turns it face up (the Runner sees it rezzed) for
// its rez cost and no action.
func checkONR9_1_Rez(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	c, _ := x.Install(onr.NewFort, "Remote Facility", false) // rez cost 5
	x.Ready()
	x.Do(onr.Corp, "gain")
	if !x.Offered(onr.Corp, "rez Remote Facility") {
		t.Fatalf("no rez offered after an action: %q", x.Options(onr.Corp))
	}
	x.Do(onr.Corp, "rez Remote Facility")
	if k := x.S.Cards[c]; !k.Rezzed || x.Corp().Bits != 1 || x.Corp().Actions != 2 {
		t.Errorf("rezzed %v, bits %d, actions %d; want rezzed for 5 of 6 bits, 2 actions left", k.Rezzed, x.Corp().Bits, x.Corp().Actions)
	}
	if !rgView(x, onr.Runner).Forts[len(x.S.Forts)-1].Cards[0].Rezzed {
		t.Errorf("the Runner does not see Remote Facility rezzed")
	}
}
