package checks

import (
	"strings"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/carddb"
	"github.com/datafort/datafort/onr/onrtest"
)

// Checks of the rulings that name the cards of issue 28's wind28 (Code
// Viral Cache: onr/cards/resources28.go, onr/keepvirus.go; Aardvark:
// onr/cards/upgrades28.go, onr/breakerrez.go).

// R518 (Viral Pipeline, Code Viral Cache): the Runner uses special effects
// first, so with a Socket counter in each central fort he gives the Corp a
// Pipe counter before the Corp can forgo actions to purge; the purge then
// removes the rest and Code Viral Cache keeps the Pipe counter.
func checkR518_PipeCounterBeforeThePurge(t onrtest.TB) {
	x := onrtest.New(t, 1)
	x.Hand(onr.Corp, "Data Wall", "Data Wall", "Data Wall")
	x.Deck(onr.Corp, "Data Wall", "Data Wall", "Data Wall")
	x.Rig("Viral Pipeline", "Code Viral Cache")
	id := onr.CardIDOf(carddb.Slug("Viral Pipeline"))
	for _, f := range []int32{onr.FortHQ, onr.FortRD, onr.FortArchives} {
		x.S.AddLasting(kernel.Lasting{Seat: x.Seat(onr.Corp), Mod: onr.ModFortVirus, Arg: f, N: 1, Ref: kernel.Ref{Card: id}})
	}
	x.Ready()
	x.Do(onr.Corp, "gain") // the window after the Corp's action: the Runner first
	const use = "use Viral Pipeline: Give the Corp a Pipe counter"
	if _, mine := engine.DecisionFor(x.G, x.Seat(onr.Runner)); !mine || !x.Offered(onr.Runner, use) {
		t.Fatalf("the Runner is not asked first with the trade offered: %s", x.Describe())
	}
	x.Do(onr.Runner, use)
	if !x.Offered(onr.Corp, "purge") {
		t.Fatalf("the Corp cannot purge: %s", x.Describe())
	}
	x.Do(onr.Corp, "purge")
	var pipes int32
	for _, v := range x.Corp().Virus {
		if v.ID == id {
			pipes += v.N
		}
	}
	if pipes != 1 {
		t.Fatalf("the Corp holds %d Pipe counters after the purge, want 1 (kept by Code Viral Cache)", pipes)
	}
	for _, l := range x.S.Lasting {
		if l.Mod == onr.ModFortVirus && l.N > 0 {
			t.Fatalf("a Socket counter is left in fort %d", l.Arg)
		}
	}
}

// aardvarkRun sets a rezzed Wall of Static on HQ and Aardvark in HQ
// (rezzed or not), Dwarf (a worm) and Bulldozer in the Runner's rig, and
// runs on HQ up to the encounter's first question.
func aardvarkRun(t onrtest.TB, rezzed bool) (x *onrtest.Table, aardvark, dwarf int32) {
	x = onrtest.New(t, 1)
	x.Ice(onr.FortHQ, "Wall of Static", true)
	aardvark, _ = x.Install(onr.FortHQ, "Aardvark", rezzed)
	dwarf = x.Rig("Dwarf", "Bulldozer")[0]
	x.Runner().Bits = 10
	x.Ready().ToTurn(onr.Runner)
	x.Do(onr.Runner, "run on HQ")
	x.PassAll()
	return x, aardvark, dwarf
}

// R084 (Aardvark): the Corp may rez Aardvark in answer to the Runner's use
// of a worm, an action of the Runner's: Dwarf breaks the wall's
// subroutine, the Corp rezzes Aardvark, Dwarf is trashed and the
// subroutine is unbroken; Bulldozer may then break it.
func checkR084_AardvarkRezzedAgainstAWorm(t onrtest.TB) {
	x, aardvark, dwarf := aardvarkRun(t, false)
	x.Do(onr.Runner, "break subroutine 1 with Dwarf")
	if !x.Offered(onr.Corp, "rez Aardvark") {
		t.Fatalf("the Corp may not rez Aardvark after the worm's use: %s", x.Describe())
	}
	x.Do(onr.Corp, "rez Aardvark")
	if !x.S.Cards[aardvark].Rezzed || x.S.Cards[dwarf].Zone != onr.ZoneDiscard || x.S.Run.Broken&1 != 0 {
		t.Fatalf("Aardvark rezzed %v (want true), Dwarf in zone %v (want the trash), subroutine broken %v (want false)",
			x.S.Cards[aardvark].Rezzed, x.S.Cards[dwarf].Zone, x.S.Run.Broken&1 != 0)
	}
	if !x.Offered(onr.Runner, "break subroutine 1 with Bulldozer") {
		t.Fatalf("the Runner may not break with another icebreaker: %s", x.Describe())
	}
}

// R085 (Aardvark): the Runner cannot use worms during runs on its fort:
// with Aardvark rezzed in HQ, Dwarf neither breaks nor gains strength
// against HQ's wall, Bulldozer does.
func checkR085_NoWormsInRunsOnTheFort(t onrtest.TB) {
	x, _, _ := aardvarkRun(t, true)
	for _, o := range x.Options(onr.Runner) {
		if strings.Contains(o, "Dwarf") {
			t.Fatalf("the Runner may use the worm: %q", x.Options(onr.Runner))
		}
	}
	if !x.Offered(onr.Runner, "break subroutine 1 with Bulldozer") {
		t.Fatalf("Bulldozer not offered: %s", x.Describe())
	}
}
