package checks

import (
	"strings"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// Executable checks of the rulings on The Shell Traders (R262, R492–R503;
// R496 duplicates R263) and on Arasaka Portable Prototype (R269), the card
// with an additional install cost that R499, R501 and R502 are about. The
// mechanism is in aside.go.

const (
	stSetAside = "use The Shell Traders: Set aside a program or hardware card"
	stRemove   = "use The Shell Traders: Remove a Shell counter"
)

// stTable is an empty board at the Corp's first action with R&D filler and
// copies of The Shell Traders in the rig.
func stTable(t onrtest.TB, seed uint64, copies int) *onrtest.Table {
	t.Helper()
	x := tableWithRD(t, seed, 6)
	for range copies {
		x.Rig("The Shell Traders")
	}
	return x
}

// stAside sets a new card with the title aside with n Shell counters.
func stAside(x *onrtest.Table, title string, n int32) int32 {
	c := x.Card(title)
	x.G.SetAside(c, n)
	return c
}

// stWant fails the test unless card c is in zone z with n Shell counters.
func stWant(t onrtest.TB, x *onrtest.Table, c int32, z onr.Zone, n int32) {
	t.Helper()
	k := x.S.Cards[c]
	if k.Zone != z || k.Counters != n {
		t.Errorf("%s is in %s with %d counters, want %s with %d; pending %s", x.G.Title(c), k.Zone, k.Counters, z, n, x.Describe())
	}
}

// stOnly fails the test unless every option of side starts with prefix.
func stOnly(t onrtest.TB, x *onrtest.Table, side onr.Role, prefix string) {
	t.Helper()
	opts := x.Options(side)
	if len(opts) == 0 {
		t.Fatalf("%s has no decision; want options %q…", side, prefix)
	}
	for _, o := range opts {
		if !strings.HasPrefix(o, prefix) {
			t.Errorf("%s may %q; want only %q… (mandatory)", side, o, prefix)
		}
	}
}

// R262: AI Boon installed through The Shell Traders in the middle of a run
// has strength 0 for that run; it rolls only at the start of each run
// (errata R261).
func checkR262_AIBoonInstalledMidRunHasStrengthZero(t onrtest.TB) {
	x := stTable(t, 3, 1)
	x.Ice(onr.FortHQ, "Wall of Static", true)
	boon := stAside(x, "AI Boon", 2)
	x.Ready().ToTurn(onr.Runner) // the start of the turn takes one counter
	stAside(x, "Dwarf", 6)       // keeps the Runner's window open after the install
	x.Ready()
	x.Do(onr.Runner, "run on HQ")
	x.Do(onr.Runner, stRemove) // approaching Wall of Static
	x.Do(onr.Runner, "remove-shell-counter AI Boon")
	stWant(t, x, boon, onr.ZoneRig, 0)
	if !x.S.Run.Active || x.G.BreakerStrength(boon) != 0 || x.Logged("AI Boon rolls") {
		t.Fatalf("mid-run install: run active %v, strength %d, rolled %v; want strength 0 and no roll",
			x.S.Run.Active, x.G.BreakerStrength(boon), x.Logged("AI Boon rolls"))
	}
	x.PassAll() // Wall of Static ends the run
	if x.S.Run.Active || x.G.BreakerStrength(boon) != 0 {
		t.Fatalf("after the run: active %v, strength %d", x.S.Run.Active, x.G.BreakerStrength(boon))
	}
	x.Do(onr.Runner, "run on R&D")
	if got := x.G.BreakerStrength(boon); got < 1 || got > 6 || !x.Logged("AI Boon rolls") {
		t.Errorf("strength %d at the start of the next run, want 0 + a die", got)
	}
}

// R492 (errata): the card chosen is set aside face up, with Shell counters
// equal to its installation cost, and is installed at no cost when the
// last one is removed.
func checkR492_ShellTradersErrata(t onrtest.TB) {
	x := stTable(t, 1, 1)
	chip := x.Hand(onr.Runner, "Zetatech Mem Chip")[0]
	x.Ready().ToTurn(onr.Runner)
	x.Do(onr.Runner, stSetAside)
	x.Do(onr.Runner, "set-aside Zetatech Mem Chip")
	stWant(t, x, chip, onr.ZoneAside, 3) // install cost 3
	for _, seat := range []onr.Role{onr.Corp, onr.Runner} {
		aside := x.G.View(x.Seat(seat)).(*onr.View).Player(onr.Runner).Aside
		if len(aside) != 1 || aside[0].Title != "Zetatech Mem Chip" || aside[0].Counters != 3 {
			t.Errorf("%s sees %+v set aside; want it face up with 3 counters", seat, aside)
		}
	}
	x.Do(onr.Runner, stRemove).Do(onr.Runner, stRemove)
	stWant(t, x, chip, onr.ZoneAside, 1)
	x.Do(onr.Runner, stRemove)
	stWant(t, x, chip, onr.ZoneRig, 0)
	if x.Runner().Bits != 5-3 {
		t.Errorf("Runner bits %d, want 2: three counters paid, no install cost", x.Runner().Bits)
	}
	if avail, _ := x.G.MU(); avail != 6 {
		t.Errorf("MU %d: the chip is not active", avail)
	}
}

// R493: the removal at the start of the turn is mandatory: with one card
// the Runner is not asked, with two he only chooses which.
func checkR493_StartOfTurnRemovalIsMandatory(t onrtest.TB) {
	onrtest.Run(t, "R493 one card with counters: a counter goes without a decision", func(t onrtest.TB) {
		x := stTable(t, 1, 1)
		dwarf := stAside(x, "Dwarf", 3)
		x.Ready().ToTurn(onr.Runner)
		stWant(t, x, dwarf, onr.ZoneAside, 2)
	})
	onrtest.Run(t, "R493 two cards with counters: the Runner only chooses the card", func(t onrtest.TB) {
		x := stTable(t, 1, 1)
		dwarf := stAside(x, "Dwarf", 3)
		chip := stAside(x, "WuTech Mem Chip", 2)
		x.Ready()
		for range 3 {
			x.Do(onr.Corp, "gain").PassAll()
		}
		stOnly(t, x, onr.Runner, "remove-shell-counter ")
		x.Do(onr.Runner, "remove-shell-counter WuTech Mem Chip")
		stWant(t, x, chip, onr.ZoneAside, 1)
		stWant(t, x, dwarf, onr.ZoneAside, 3)
	})
}

// R494: when the last Shell counter is removed the card must be installed:
// no option keeps it aside.
func checkR494_LastCounterForcesTheInstall(t onrtest.TB) {
	onrtest.Run(t, "R494 hardware is installed with no decision", func(t onrtest.TB) {
		x := stTable(t, 1, 1)
		chip := stAside(x, "WuTech Mem Chip", 1)
		x.Ready()
		x.Do(onr.Corp, "gain")
		x.Do(onr.Runner, stRemove)
		stWant(t, x, chip, onr.ZoneRig, 0)
	})
	onrtest.Run(t, "R494 a program with a daemon in play: the Runner chooses only where", func(t onrtest.TB) {
		x := stTable(t, 1, 1)
		x.Rig("Imp")
		dwarf := stAside(x, "Dwarf", 1)
		x.Ready()
		x.Do(onr.Corp, "gain")
		x.Do(onr.Runner, stRemove)
		stOnly(t, x, onr.Runner, "install Dwarf")
		x.Do(onr.Runner, "install Dwarf")
		stWant(t, x, dwarf, onr.ZoneRig, 0)
	})
}

// R495: counters can be bought off and the card installed in the middle of
// a run, whenever the Runner may use special effects; the card works at
// once.
func checkR495_RemoveCountersDuringARun(t onrtest.TB) {
	x := stTable(t, 1, 1)
	x.Ice(onr.FortHQ, "Wall of Static", true)
	dwarf := stAside(x, "Dwarf", 3)
	x.Ready().ToTurn(onr.Runner) // 2 counters left
	x.Do(onr.Runner, "run on HQ")
	x.Do(onr.Runner, stRemove) // approaching Wall of Static
	stWant(t, x, dwarf, onr.ZoneAside, 1)
	x.Do(onr.Runner, stRemove)
	stWant(t, x, dwarf, onr.ZoneRig, 0)
	if !x.S.Run.Active {
		t.Fatal("the run ended")
	}
	x.PassAll()
	if !x.Offered(onr.Runner, "break subroutine 1 with Dwarf") {
		t.Errorf("Dwarf installed mid-run cannot break Wall of Static: %s", x.Describe())
	}
}

// R497: at the start of a turn each copy of The Shell Traders removes one
// counter from any one card that has them.
func checkR497_EachCopyRemovesOneCounter(t onrtest.TB) {
	x := stTable(t, 1, 2)
	dwarf := stAside(x, "Dwarf", 5)
	chip := stAside(x, "WuTech Mem Chip", 5)
	x.Ready()
	for range 3 {
		x.Do(onr.Corp, "gain").PassAll()
	}
	for i := 0; prompt(x, onr.Runner) != "Take an action"; i++ {
		switch {
		case i > 10:
			t.Fatalf("stuck: %s", x.Describe())
		case x.Offered(onr.Runner, "resolve The Shell Traders"):
			x.Do(onr.Runner, "resolve The Shell Traders") // R026: the Runner orders the two
		case x.Offered(onr.Runner, "remove-shell-counter Dwarf"):
			x.Do(onr.Runner, "remove-shell-counter Dwarf") // both copies may pick the same card
		default:
			x.PassAll()
		}
	}
	stWant(t, x, dwarf, onr.ZoneAside, 3)
	stWant(t, x, chip, onr.ZoneAside, 5)
}

// R498: cards keep their Shell counters when The Shell Traders leaves play;
// no counter goes while no copy is in play, and a later copy removes them.
func checkR498_CountersWaitForTheNextCopy(t onrtest.TB) {
	x := stTable(t, 1, 1)
	dwarf := stAside(x, "Dwarf", 4)
	x.Hand(onr.Runner, "The Shell Traders")
	x.Runner().Tags = 1
	x.Ready()
	x.Do(onr.Corp, "trash-resource The Shell Traders")
	stWant(t, x, dwarf, onr.ZoneAside, 4)
	x.ToTurn(onr.Runner)
	stWant(t, x, dwarf, onr.ZoneAside, 4) // no copy in play at the start of the turn
	if x.Offered(onr.Runner, stSetAside) {
		t.Fatal("a trashed copy offers its ability")
	}
	x.Do(onr.Runner, "install The Shell Traders")
	x.Do(onr.Runner, stRemove)
	stWant(t, x, dwarf, onr.ZoneAside, 3)
}

// R499: "at no cost" waives the bits printed as the install cost, not an
// additional install cost: Arasaka Portable Prototype still costs its
// agenda point.
func checkR499_AtNoCostStillPaysAdditionalCosts(t onrtest.TB) {
	x := stTable(t, 1, 1)
	app := stAside(x, "Arasaka Portable Prototype", 1)
	x.Runner().Points = 2
	x.Ready().ToTurn(onr.Runner)
	stWant(t, x, app, onr.ZoneRig, 0)
	if x.Runner().Bits != 5 || x.Runner().Points != 1 {
		t.Errorf("bits %d, agenda points %d; want 5 bits (install cost 11 waived) and 1 point (one paid)",
			x.Runner().Bits, x.Runner().Points)
	}
}

// R500: a program installed through The Shell Traders with no free MU
// makes the Runner trash a program (ONR-8.7.3).
func checkR500_NoFreeMUForcesATrash(t onrtest.TB) {
	x := stTable(t, 1, 1)
	x.Rig("Dwarf", "Codecracker", "Loony Goon", "Raptor")
	grubb := stAside(x, "Grubb", 1)
	x.Ready()
	x.Do(onr.Corp, "gain")
	x.Do(onr.Runner, stRemove)
	stWant(t, x, grubb, onr.ZoneRig, 0)
	stOnly(t, x, onr.Runner, "trash-program ")
	x.Do(onr.Runner, "trash-program Raptor")
	if avail, used := x.G.MU(); used != avail || len(x.Runner().Discard) != 1 {
		t.Errorf("MU %d of %d, trash %d cards", used, avail, len(x.Runner().Discard))
	}
}

// R501: with the additional cost payable, removing the last counter spends
// it and installs the card; the Runner cannot keep the point.
func checkR501_AdditionalCostMustBePaid(t onrtest.TB) {
	x := stTable(t, 1, 1)
	app := stAside(x, "Arasaka Portable Prototype", 1)
	x.Runner().Points = 1
	x.Ready()
	x.Do(onr.Corp, "gain")
	x.Do(onr.Runner, stRemove)
	stWant(t, x, app, onr.ZoneRig, 0)
	if x.Runner().Points != 0 {
		t.Errorf("Runner agenda points %d, want 0", x.Runner().Points)
	}
}

// R502: if the additional cost cannot be paid the card is removed from the
// game.
func checkR502_UnpayableAdditionalCostRemovesTheCard(t onrtest.TB) {
	x := stTable(t, 1, 1)
	app := stAside(x, "Arasaka Portable Prototype", 1)
	x.Ready()
	x.Do(onr.Corp, "gain")
	x.Do(onr.Runner, stRemove)
	stWant(t, x, app, onr.ZoneRemoved, 0)
	if len(x.Runner().Aside) != 0 || len(x.Runner().Rig) != 1 || len(x.Runner().Discard) != 0 {
		t.Errorf("aside %v, rig %v, trash %v; want only The Shell Traders in play", x.Runner().Aside, x.Runner().Rig, x.Runner().Discard)
	}
}

// R503: the Runner cannot use The Shell Traders in response to the Corp
// trashing it: the trash follows the Corp's choice with no window between.
func checkR503_NoResponseToTheCorpTrashingIt(t onrtest.TB) {
	x := stTable(t, 1, 1)
	dwarf := stAside(x, "Dwarf", 1)
	shell := x.G.Find("The Shell Traders")
	x.Runner().Tags = 1
	x.Ready()
	if x.Offered(onr.Runner, stRemove) {
		t.Fatalf("the Runner has a window before the Corp's action: %s", x.Describe())
	}
	x.Do(onr.Corp, "trash-resource The Shell Traders")
	if z := x.S.Cards[shell[len(shell)-1]].Zone; z != onr.ZoneDiscard {
		t.Fatalf("The Shell Traders is in %s at the Runner's next decision, want trash: %s", z, x.Describe())
	}
	stWant(t, x, dwarf, onr.ZoneAside, 1)
	if x.Offered(onr.Runner, stRemove) {
		t.Errorf("the trashed copy can still be used: %s", x.Describe())
	}
}

// R269 (errata): the bits spent from Arasaka Portable Prototype are
// replaced from the bank at the start of the Runner's next turn.
func checkR269_ArasakaBitsReplacedNextTurn(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	x.Ice(onr.FortHQ, "Wall of Static", true)
	app := x.Rig("Arasaka Portable Prototype", "Dwarf")[0]
	x.Ready().ToTurn(onr.Runner)
	x.Do(onr.Runner, "run on HQ")
	x.PassAll()
	x.Do(onr.Runner, "break subroutine 1 with Dwarf")
	x.PassAll()
	x.Do(onr.Runner, "jack-out")
	if x.S.Cards[app].Bits != 2 || x.Runner().Bits != 5 {
		t.Fatalf("after a 1-bit break: %d bits on it, %d in the pool; want 2 and 5", x.S.Cards[app].Bits, x.Runner().Bits)
	}
	x.ToTurn(onr.Corp)
	if x.S.Cards[app].Bits != 2 {
		t.Errorf("replaced before the Runner's next turn: %d bits", x.S.Cards[app].Bits)
	}
	bank := x.Runner().Bits
	x.ToTurn(onr.Runner)
	if x.S.Cards[app].Bits != 3 || x.Runner().Bits != bank {
		t.Errorf("at the next turn: %d bits on it, pool %d (was %d); want 3 from the bank", x.S.Cards[app].Bits, x.Runner().Bits, bank)
	}
}
