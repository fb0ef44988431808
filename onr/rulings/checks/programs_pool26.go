package checks

import (
	"strings"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// Checks of the rulings that name the programs of the pool's fifth part
// (issue 26; onr/cards/programs_pool26.go).

// shredderRun installs Shredder Uplink Protocol and the rig given, puts
// the cards of HQ and an upgrade in HQ, and makes the Shredder run on the
// Archives through to its end.
func shredderRun(t onrtest.TB, rig []string, hq ...string) *onrtest.Table {
	x := onrtest.New(t, 1)
	x.Rig(append([]string{"Shredder Uplink Protocol"}, rig...)...)
	x.Hand(onr.Corp, hq...)
	x.Install(onr.FortHQ, "Dieter Esslin", false)
	x.Ready().ToTurn(onr.Runner)
	x.Events = nil
	x.Do(onr.Runner, "use Shredder Uplink Protocol: Make a run on the Archives").PassAll()
	x.Do(onr.Runner, "continue").PassAll()
	for i := 0; i < 10 && x.S.Run.Active; i++ {
		x.Do(onr.Runner, x.Options(onr.Runner)[0]).PassAll()
	}
	if x.S.Run.Active {
		t.Fatalf("the run is still on")
	}
	return x
}

// R454 (Shredder Uplink Protocol): the Runner accesses the upgrades in HQ.
func checkR454_ShredderAccessesUpgradesInHQ(t onrtest.TB) {
	x := shredderRun(t, nil, "Accounts Receivable")
	upgrade := false
	for _, e := range x.Events {
		if e.Type == "access" && strings.Contains(e.For(x.Seat(onr.Runner)), "Dieter Esslin") {
			upgrade = true
		}
	}
	if !upgrade {
		t.Fatalf("the upgrade in HQ was not accessed")
	}
}

// R455 (Shredder Uplink Protocol): the run is a successful run on HQ for
// all intents and purposes, not only an access to HQ's cards: Vienna 22,
// which gives a counter after a successful run on HQ, gives one.
func checkR455_ShredderRunIsASuccessfulRunOnHQ(t onrtest.TB) {
	x := shredderRun(t, []string{"Vienna 22"}, "Accounts Receivable")
	var n int32
	for _, v := range x.Corp().Virus {
		n += v.N
	}
	if n != 1 {
		t.Fatalf("the Corp holds %d Vienna counters; want 1", n)
	}
}

// R358 (Garbage In): two Garbage counters let the Runner trash, at no
// cost, an upgrade in R&D as well as the cards stored there.
func checkR358_GarbageInTrashesUpgradesInRD(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	up, _ := x.Install(onr.FortRD, "Antiquated Interface Routines", false)
	gi := x.Rig("Garbage In")[0]
	x.Corp().Virus = []onr.Virus{{ID: x.S.Cards[gi].ID, N: 2}}
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Runner().Bits = 0
	x.Do(onr.Runner, "run on R&D")
	rgContinue(x)
	if x.Offered(onr.Runner, "access an unrezzed card") {
		x.Do(onr.Runner, "access an unrezzed card").PassAll()
	}
	// The card still in R&D and the unrezzed upgrade, which a spectator
	// does not know, are asked about in one question (onr/accesshidden.go).
	if !x.Offered(onr.Runner, "trash Antiquated Interface Routines") {
		t.Fatalf("the upgrade in R&D not offered to trash at no cost: %s", x.Describe())
	}
	x.Do(onr.Runner, "trash Antiquated Interface Routines").PassAll()
	for i := 0; i < 6 && x.S.Run.Active; i++ {
		if opts := x.Options(onr.Runner); len(opts) > 0 {
			x.Do(onr.Runner, opts[0])
		}
		x.PassAll()
	}
	if x.S.Cards[up].Zone != onr.ZoneDiscard || x.Runner().Bits != 0 {
		t.Errorf("upgrade in zone %v, Runner bits %d: want trashed at no cost", x.S.Cards[up].Zone, x.Runner().Bits)
	}
}

// R351 (False Echo): the Corp that cannot rez all the ice of the fort does
// not show the Runner the ice it leaves unrezzed.
func checkR351_FalseEchoShowsNotTheIceLeftUnrezzed(t onrtest.TB) {
	x := onrtest.New(t, 1)
	outer, _ := x.Ice(onr.FortRD, "Colonel Failure", false)
	inner, _ := x.Ice(onr.FortRD, "Data Wall", false)
	x.Deck(onr.Corp, "Accounts Receivable")
	x.Rig("False Echo")
	x.Ready().ToTurn(onr.Runner)
	x.Runner().Bits, x.Corp().Bits = 2, 5
	x.Do(onr.Runner, "run on R&D")
	for i := 0; i < 20 && !x.S.Run.Success; i++ {
		if x.Offered(onr.Runner, "continue") {
			x.Do(onr.Runner, "continue")
		} else {
			x.PassAll()
		}
	}
	x.Do(onr.Runner, "use False Echo: The Corp rezzes as much ice as it can on the fort run").PassAll()
	if !x.S.Cards[inner].Rezzed || x.S.Cards[outer].Rezzed {
		t.Fatalf("Data Wall rezzed %v, Colonel Failure rezzed %v; want only Data Wall", x.S.Cards[inner].Rezzed, x.S.Cards[outer].Rezzed)
	}
	if x.S.Cards[outer].Known && x.G.Visible(outer, x.Seat(onr.Runner)) {
		t.Fatalf("the Runner was shown the ice the Corp could not rez")
	}
	for _, e := range x.Events {
		if strings.Contains(e.For(x.Seat(onr.Runner)), "Colonel Failure") {
			t.Fatalf("the Runner reads the ice left unrezzed: %q", e.For(x.Seat(onr.Runner)))
		}
	}
}

// R380, R408 (Mystery Box, Joan of Arc): Joan of Arc can prevent the
// trashing of Mystery Box, and the program shown is still installed.
func checkR380_R408_JoanSavesMysteryBoxAndTheProgramIsInstalled(t onrtest.TB) {
	x := onrtest.New(t, 1)
	x.Ice(onr.FortHQ, "Wall of Static", true)
	box := x.Rig("Mystery Box", "Joan of Arc")[0]
	x.Deck(onr.Runner, "Dwarf", "Jack 'n' Joe")
	x.Ready().ToTurn(onr.Runner)
	x.Do(onr.Runner, "run on HQ")
	x.Do(onr.Runner, "use Mystery Box: Show the top five cards of the stack to the Corp")
	if !x.Offered(onr.Runner, "prevent Joan of Arc: trash Joan of Arc") {
		t.Fatalf("Joan of Arc not offered against Mystery Box's trash: %s", x.Describe())
	}
	x.Do(onr.Runner, "prevent Joan of Arc: trash Joan of Arc")
	if x.S.Cards[box].Zone != onr.ZoneRig {
		t.Fatalf("Mystery Box in zone %v; want saved", x.S.Cards[box].Zone)
	}
	for _, c := range x.Runner().Rig {
		if x.G.Title(c) == "Dwarf" {
			return
		}
	}
	t.Fatalf("Dwarf not installed: %s", x.Describe())
}
