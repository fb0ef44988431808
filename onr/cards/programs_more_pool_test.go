package cards_test

import (
	"fmt"
	"testing"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// The programs of the card pool's fourth part other than viruses (issue
// 26; onr/cards/programs_more.go).

func TestProgramsThatExposeOnAccess(t *testing.T) {
	for _, tc := range []struct {
		name, fort string
		exposed    bool
	}{
		{"Schematics Search Engine: accessing cards from HQ exposes every unrezzed installed Corp card, before the access", "HQ", true},
		{"Schematics Search Engine: a run on R&D exposes nothing", "R&D", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var hidden []int32
			var rezzed int32
			x := runnerTurn(t, func(x *onrtest.Table) {
				x.Hand(corp, "Accounts Receivable")
				x.Deck(corp, "Accounts Receivable")
				ice, fort := x.Ice(onr.NewFort, "Data Wall", false)
				node, _ := x.Install(fort, "Rustbelt HQ Branch", false)
				upgrade, _ := x.Install(onr.FortHQ, "Antiquated Interface Routines", false)
				rdIce, _ := x.Ice(onr.FortRD, "Banpei", false)
				hidden = []int32{ice, node, upgrade, rdIce}
				rezzed, _ = x.Ice(onr.FortArchives, "Wall of Static", true)
				x.Rig("Schematics Search Engine")
			})
			x.Events = nil
			x.Do(runner, "run on "+tc.fort).PassAll()
			x.Do(runner, "continue").PassAll()
			for _, c := range hidden {
				want(t, x.G.Title(c)+" known to the Runner", x.G.Visible(c, x.Seat(runner)), tc.exposed)
				want(t, x.G.Title(c)+" still unrezzed", x.S.Cards[c].Rezzed, false)
			}
			want(t, "exposures the Runner reads", seatReads(x, runner, "Runner exposes "), map[bool]int{true: 4}[tc.exposed])
			want(t, "the rezzed ice not exposed again", seatReads(x, runner, "exposes Wall of Static"), 0)
			if x.Offered(runner, "access the next card stored in HQ") {
				x.Do(runner, "access the next card stored in HQ")
			}
			want(t, "a card accessed", len(accessed(x)) > 0, true)
			if tc.exposed {
				first := func(typ string) int {
					for i, e := range x.Events {
						if e.Type == typ {
							return i
						}
					}
					return len(x.Events)
				}
				want(t, "exposed before the first access", first("expose") < first("access"), true)
			}
			want(t, "Wall of Static rezzed", x.S.Cards[rezzed].Rezzed, true)
		})
	}
}

// stackInstallTable is the Runner's turn with card rigged, Wall of Static
// rezzed on HQ, the stack given and the run on HQ begun, at the Runner's
// first window.
func stackInstallTable(t *testing.T, card string, bits int32, stack ...string) *onrtest.Table {
	t.Helper()
	x := runnerTurn(t, func(x *onrtest.Table) {
		x.Ice(onr.FortHQ, "Wall of Static", true)
		x.Rig(card)
		x.Deck(runner, stack...)
	})
	x.Runner().Bits = bits
	x.Do(runner, "run on HQ")
	return x
}

func TestProgramsAndResourcesThatInstallFromTheStack(t *testing.T) {
	for _, tc := range []struct {
		name, card string
		bits       int32 // the Runner's bits
		paid       int32 // the ability's cost and Hammer's install cost (2)
	}{
		{"Self-Modifying Code: [trash] during a run: a program of the stack installed, its install cost paid (R451); the stack shuffled", "Self-Modifying Code", 4, 2},
		{"Airport Locker: 5 bits, [trash]: a program of the stack installed, its install cost paid; the stack shuffled", "Airport Locker", 8, 7},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := stackInstallTable(t, tc.card, tc.bits, "Dwarf", "Jack 'n' Joe", "Hammer", "Wizard's Book")
			x.Events = nil
			x.Do(runner, "use "+tc.card+": Search the stack for a program and install it")
			for _, not := range []string{"Jack 'n' Joe", "Dwarf", "Wizard's Book"} { // hardware; programs he cannot pay for
				want(t, not+" offered", x.Offered(runner, "choose "+not), false)
			}
			x.Do(runner, "choose Hammer")
			want(t, "Hammer installed", inZone(x, newest(x, "Hammer"), onr.ZoneRig), true)
			want(t, tc.card+" trashed", inZone(x, newest(x, tc.card), onr.ZoneDiscard), true)
			want(t, "Runner bits", x.Runner().Bits, tc.bits-tc.paid)
			want(t, "stack", len(x.Runner().Deck), 3)
			want(t, "stack shuffled", x.Logged("shuffles the stack"), true)
			for _, c := range x.Runner().Deck {
				want(t, "a stack card known to the Runner after the shuffle", x.G.Visible(c, x.Seat(runner)), false)
			}
		})
	}
	t.Run("Self-Modifying Code: a program the Runner cannot pay for stays in the stack (R452)", func(t *testing.T) {
		x := stackInstallTable(t, "Self-Modifying Code", 1, "Hammer")
		x.Do(runner, "use Self-Modifying Code: Search the stack for a program and install it")
		want(t, "Hammer offered", x.Offered(runner, "choose Hammer"), false)
		want(t, "Hammer in the stack", inZone(x, newest(x, "Hammer"), onr.ZoneDeck), true)
		want(t, "Self-Modifying Code trashed", inZone(x, newest(x, "Self-Modifying Code"), onr.ZoneDiscard), true)
	})
	t.Run("Self-Modifying Code: a pool short of the install cost is raised with payment abilities before the install (ONR-18.3.7)", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Ice(onr.FortHQ, "Wall of Static", true)
			x.Rig("Self-Modifying Code")
			x.Rig("Chiba Bank Account")
			x.Deck(runner, "Hammer")
		})
		x.Runner().Bits = 1
		x.Do(runner, "run on HQ")
		x.Do(runner, "use Self-Modifying Code: Search the stack for a program and install it")
		x.Do(runner, "choose Hammer") // 2 bits: 1 in the pool, Chiba's 4 for 1
		want(t, "Chiba Bank Account offered to pay", x.Offered(runner, "use Chiba Bank Account: Gain 4 bits"), true)
		want(t, "Hammer still in the stack while the pool is short", inZone(x, newest(x, "Hammer"), onr.ZoneDeck), true)
		x.Do(runner, "use Chiba Bank Account: Gain 4 bits")
		want(t, "Hammer installed", inZone(x, newest(x, "Hammer"), onr.ZoneRig), true)
		want(t, "Runner bits (1 - 1 + 4 - 2)", x.Runner().Bits, int32(2))
	})
	t.Run("Self-Modifying Code: the Runner may find nothing", func(t *testing.T) {
		x := stackInstallTable(t, "Self-Modifying Code", 5, "Hammer")
		x.Do(runner, "use Self-Modifying Code: Search the stack for a program and install it")
		x.Do(runner, "none")
		want(t, "Hammer in the stack", inZone(x, newest(x, "Hammer"), onr.ZoneDeck), true)
		want(t, "Runner bits", x.Runner().Bits, int32(5))
	})
	for _, tc := range []struct {
		name, card string
		offered    bool
	}{
		{"Self-Modifying Code: only during a run", "Self-Modifying Code", false},
		{"Airport Locker: usable outside a run too", "Airport Locker", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := runnerTurn(t, func(x *onrtest.Table) {
				x.Rig(tc.card)
				x.Deck(runner, "Hammer")
			})
			x.Runner().Bits = 8
			x.TakeGains(runner)
			x.ToTurn(onr.Corp)
			x.Do(corp, "gain")
			want(t, tc.card+" offered in the Corp's turn", x.Offered(runner, "use "+tc.card+": Search the stack for a program and install it"), tc.offered)
		})
	}
	for _, tc := range [][2]string{{"Self-Modifying Code", " (errata R450)"}, {"Airport Locker", ""}} {
		card := tc[0]
		t.Run(card+": usable during an encounter with a piece of ice"+tc[1], func(t *testing.T) {
			x := stackInstallTable(t, card, 8, "Hammer")
			for i := 0; i < 6 && x.S.Run.Encounter == 0; i++ {
				if x.Offered(runner, "continue") {
					x.Do(runner, "continue")
				} else {
					x.PassAll()
				}
			}
			want(t, "encountering Wall of Static", x.S.Run.Encounter != 0, true)
			x.Do(runner, "use "+card+": Search the stack for a program and install it")
			x.Do(runner, "choose Hammer")
			want(t, "Hammer installed", inZone(x, newest(x, "Hammer"), onr.ZoneRig), true)
		})
	}
}

func TestProgramsThatMoveIce(t *testing.T) {
	t.Run("Netspace Inverter: right after a successful run on a fort, before the access, its ice reversed, once a run", func(t *testing.T) {
		var ice []int32
		x := runnerTurn(t, func(x *onrtest.Table) {
			for _, title := range []string{"Wall of Static", "Data Wall", "Banpei"} { // outermost first
				c, _ := x.Ice(onr.FortRD, title, false)
				ice = append(ice, c)
			}
			x.Deck(corp, "Accounts Receivable")
			x.Rig("Netspace Inverter")
		})
		const use = "use Netspace Inverter: Reverse the order of the ice of the fort run"
		x.Do(runner, "run on R&D")
		for i := 0; i < 20 && !x.S.Run.Success; i++ {
			if x.Offered(runner, use) {
				t.Fatalf("offered before the run is successful: %q", x.Options(runner))
			}
			if x.Offered(runner, "continue") {
				x.Do(runner, "continue")
			} else {
				x.PassAll()
			}
		}
		want(t, "run successful", x.S.Run.Success, true)
		want(t, "ice order before", fmt.Sprint(x.S.Forts[onr.FortRD].Ice), fmt.Sprint(ice))
		x.Do(runner, use)
		want(t, "ice order after", fmt.Sprint(x.S.Forts[onr.FortRD].Ice), fmt.Sprint([]int32{ice[2], ice[1], ice[0]}))
		want(t, "the reversal told", x.Logged("Netspace Inverter reverses the order of the ice of R&D"), true)
		want(t, "offered again in the run", x.Offered(runner, use), false)
		for _, c := range ice {
			want(t, x.G.Title(c)+" still unrezzed on R&D", !x.S.Cards[c].Rezzed && inZone(x, c, onr.ZoneIce), true)
		}
	})
}
