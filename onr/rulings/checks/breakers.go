package checks

import (
	"fmt"
	"strings"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// The class-B icebreakers of the card pool (WP4; onr/breaking.go).

// bkBlinkFails runs HQ through ice with Blink and the other breakers of rig,
// with seeds from 1 until Blink's first attempt on subroutine sub (1-based)
// fails (a roll of 1 to 3); it returns the table then and the roll.
func bkBlinkFails(t onrtest.TB, ice string, sub int, rig ...string) (*onrtest.Table, int) {
	t.Helper()
	for seed := uint64(1); seed < 100; seed++ {
		x := onrtest.New(t, seed)
		x.Ice(onr.FortHQ, ice, true)
		x.Rig(append([]string{"Blink"}, rig...)...)
		runnerHand(x, 5)
		x.Ready()
		x.ToTurn(onr.Runner)
		x.Runner().Bits = 10
		rgRunHQ(x)
		x.Events = nil
		x.Do(onr.Runner, fmt.Sprintf("break subroutine %d with Blink", sub))
		roll := 0
		for _, e := range x.Events {
			if strings.HasPrefix(e.Text(), "Blink rolls ") {
				fmt.Sscanf(e.Text(), "Blink rolls %d", &roll)
			}
		}
		if roll == 0 {
			t.Fatalf("seed %d: Blink rolled no die", seed)
		}
		if roll <= 3 {
			return x, roll
		}
	}
	t.Fatalf("no seed below 100 made Blink fail")
	return nil, 0
}

// R288 (ONR-11.5.4): after Blink fails to break a subroutine, another
// icebreaker may break it.
func checkR288_AnotherBreakerAfterBlinkFails(t onrtest.TB) {
	x, _ := bkBlinkFails(t, "Wall of Static", 1, "Dwarf")
	if !x.Offered(onr.Runner, "break subroutine 1 with Dwarf") {
		t.Fatalf("Dwarf not offered after Blink failed: %s", x.Describe())
	}
	x.Do(onr.Runner, "break subroutine 1 with Dwarf")
	x.Do(onr.Runner, "continue")
	x.PassAll()
	if !x.Logged("The run is successful") {
		t.Errorf("the run did not get through: %s", x.Describe())
	}
}

// R289: the other icebreaker may be another Blink; the first may not try
// the same subroutine again in the encounter.
func checkR289_AnotherBlink(t onrtest.TB) {
	x, _ := bkBlinkFails(t, "Wall of Static", 1, "Blink")
	opts := x.Options(onr.Runner)
	n := 0
	for _, o := range opts {
		if o == "break subroutine 1 with Blink" {
			n++
		}
	}
	if n != 1 {
		t.Fatalf("after one Blink failed, %d Blink attempts on the subroutine are offered, want 1 (the other Blink): %q", n, opts)
	}
}

// R290, R043: on a 1, 2 or 3 the attempt fails: the subroutine stays
// unbroken and fires, and the Net damage is done at once, before the next
// attempt.
func checkR290_BlinkFailsOnOneToThree(t onrtest.TB) {
	x, roll := bkBlinkFails(t, "Wall of Static", 1)
	if got := len(x.Runner().Hand); got != 5-roll {
		t.Errorf("rolled %d: %d cards in hand, want %d (the damage done at once)", roll, got, 5-roll)
	}
	if x.S.Run.Broken != 0 {
		t.Errorf("the subroutine is broken after a roll of %d", roll)
	}
	if !x.Logged("Wall of Static ends the run") {
		t.Errorf("the unbroken subroutine did not fire: %s", x.Describe())
	}
}

// R291 (R012): Blink breaks subroutines in any order; unbroken ones fire in
// printed order.
func checkR291_BlinkAnyOrderUnbrokenInPrintedOrder(t onrtest.TB) {
	x, _ := bkBlinkFails(t, "Laser Wire", 2)
	x.Events = nil
	x.Do(onr.Runner, "done")
	var order []string
	for _, e := range x.Events {
		switch {
		case strings.Contains(e.Text(), "Net damage") || e.Type == "damage":
			order = append(order, "damage")
		case strings.Contains(e.Text(), "ends the run"):
			order = append(order, "end")
		}
	}
	if len(order) < 2 || order[0] != "damage" || order[len(order)-1] != "end" {
		t.Errorf("Laser Wire's subroutines fired as %v, want its Net damage before its end of the run", order)
	}
}

// R110, R419: Pile Driver breaks "up to four" subroutines; Crystal Palace
// Station Grid's extra bit for each subroutine broken in a run on its fort
// is paid only for those the Runner chooses.
func checkR110_R419_PileDriverPaysPerSubroutineChosen(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	x.Install(onr.FortHQ, "Crystal Palace Station Grid", true)
	x.Ice(onr.FortHQ, "Wall of Ice", true)
	x.Rig("Pile Driver")
	runnerHand(x, 3)
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Runner().Bits = 20
	rgRunHQ(x)
	before := x.Runner().Bits
	x.Do(onr.Runner, "break subroutine 3 with Pile Driver")
	x.Do(onr.Runner, "break subroutine 4 with Pile Driver")
	x.Do(onr.Runner, "done")
	if got := before - x.Runner().Bits; got != 3+1+1 {
		t.Errorf("two subroutines broken with one use cost %d bits, want 5 (3, and 1 for each chosen)", got)
	}
}

// R355: Fubar's choice of ice type can be used once in the program's
// lifetime.
func checkR355_FubarChoosesOnce(t onrtest.TB) {
	const use = "use Fubar: Choose the ice type Fubar breaks"
	x := rgRunner(t, nil, []string{"Fubar"}, 3, 10)
	x.Do(onr.Runner, "gain") // the window after an action
	if !x.Offered(onr.Runner, use) {
		t.Fatalf("Fubar's choice not offered: %s", x.Describe())
	}
	x.Do(onr.Runner, use)
	x.Number(onr.Runner, 3)
	x.PassAll()
	x.ToTurn(onr.Corp)
	x.ToTurn(onr.Runner)
	x.Do(onr.Runner, "gain") // no window is even opened for it now
	if x.Offered(onr.Runner, use) || x.S.Cards[pvTitle(x, "Fubar")].Zone != onr.ZoneRig {
		t.Errorf("Fubar's choice offered again in a later turn")
	}
}

// R356: Fubar's choice can be used whenever an icebreaker can be used: in
// the middle of an encounter, where its break then applies.
func checkR356_FubarChoosesDuringAnEncounter(t onrtest.TB) {
	x := rgRunner(t, []string{"Banpei"}, []string{"Fubar"}, 3, 10)
	rgRunHQ(x)
	if !x.Offered(onr.Runner, "use Fubar: Choose the ice type Fubar breaks") {
		t.Fatalf("Fubar's choice not offered during the encounter: %s", x.Describe())
	}
	x.Do(onr.Runner, "use Fubar: Choose the ice type Fubar breaks")
	x.Number(onr.Runner, 2)
	if !x.Offered(onr.Runner, "break subroutine 1 with Fubar") {
		t.Errorf("Fubar cannot break the sentry after choosing sentries: %s", x.Describe())
	}
}

// imUse is Startup Immolator's ability.
const imUse = "use Startup Immolator: Pay the rez cost of the ice you just broke and passed to trash it"

// R471 (errata), R474: Startup Immolator is used after passing the ice
// whose subroutines were all broken, not while encountering it, and only
// during a run.
func checkR471_R474_ImmolatorAfterPassingDuringTheRun(t onrtest.TB) {
	x := rgRunner(t, []string{"Laser Wire"}, []string{"Dwarf", "Startup Immolator"}, 3, 10)
	rgRunHQ(x)
	x.Do(onr.Runner, "break subroutine 1 with Dwarf")
	x.Do(onr.Runner, "break subroutine 2 with Dwarf")
	if !x.Offered(onr.Runner, imUse) {
		t.Fatalf("not offered after passing: %s", x.Describe())
	}
	for range 6 {
		if !x.S.Run.Active {
			break
		}
		x.PassAll()
		if x.Offered(onr.Runner, "continue") {
			x.Do(onr.Runner, "continue")
		}
	}
	for range 4 {
		if x.S.Run.Active && x.Offered(onr.Runner, "leave") {
			x.Do(onr.Runner, "leave")
		}
	}
	if x.S.Run.Active || x.Offered(onr.Runner, imUse) {
		t.Errorf("offered after the run (active %v): %q", x.S.Run.Active, x.Options(onr.Runner))
	}
	// While encountering the ice, before its last subroutine is broken or
	// it is passed, it is not offered.
	y := rgRunner(t, []string{"Laser Wire"}, []string{"Dwarf", "Startup Immolator"}, 3, 10)
	rgRunHQ(y)
	y.Do(onr.Runner, "break subroutine 1 with Dwarf")
	if y.Offered(onr.Runner, imUse) {
		t.Errorf("offered during the encounter")
	}
}

// R334, R472: not after Dropp, which ends the run before the window after
// the ice.
func checkR334_NoImmolatorAfterDropp(t onrtest.TB) {
	x := rgRunner(t, []string{"Wall of Static"}, []string{"Dropp™", "Startup Immolator"}, 1, 5)
	rgRunHQ(x)
	x.Do(onr.Runner, "break all subroutines with Dropp™")
	for i := 0; i < 5 && x.S.Run.Active; i++ {
		if x.Offered(onr.Runner, imUse) {
			t.Fatalf("Startup Immolator offered after Dropp: %q", x.Options(onr.Runner))
		}
		x.PassAll()
	}
	if x.S.Run.Active {
		t.Fatalf("the run is still active after Dropp")
	}
}

// R116: Startup Immolator pays the printed rez cost of the ice. (No
// implemented card lowers what the Corp pays to rez ice; see partial.tsv.)
func checkR116_ImmolatorPaysThePrintedRezCost(t onrtest.TB) {
	x := rgRunner(t, []string{"Wall of Static"}, []string{"Dwarf", "Startup Immolator"}, 3, 10)
	wall := pvTitle(x, "Wall of Static")
	rgRunHQ(x)
	x.Do(onr.Runner, "break subroutine 1 with Dwarf")
	before := x.Runner().Bits
	x.Do(onr.Runner, imUse)
	if got := before - x.Runner().Bits; got != 3 {
		t.Errorf("paid %d, want Wall of Static's rez cost 3", got)
	}
	if x.S.Cards[wall].Zone != onr.ZoneDiscard {
		t.Errorf("Wall of Static not trashed")
	}
	// Short of the rez cost, it cannot be used.
	y := rgRunner(t, []string{"Wall of Static"}, []string{"Dwarf", "Startup Immolator"}, 3, 3)
	rgRunHQ(y)
	y.Do(onr.Runner, "break subroutine 1 with Dwarf")
	if y.Offered(onr.Runner, imUse) {
		t.Errorf("offered with 2 bits for a rez cost of 3")
	}
}

// R473 (R078): if Joan of Arc prevents Startup Immolator from being
// trashed, the ice is not trashed.
func checkR473_JoanSavesImmolatorIceStays(t onrtest.TB) {
	x := rgRunner(t, []string{"Wall of Static"}, []string{"Dwarf", "Startup Immolator", "Joan of Arc"}, 3, 10)
	wall, im := pvTitle(x, "Wall of Static"), pvTitle(x, "Startup Immolator")
	rgRunHQ(x)
	x.Do(onr.Runner, "break subroutine 1 with Dwarf")
	before := x.Runner().Bits
	x.Do(onr.Runner, imUse)
	if !x.Offered(onr.Runner, "prevent Joan of Arc: 1 bit, Joan of Arc to hand") {
		t.Fatalf("Joan of Arc not offered: %s", x.Describe())
	}
	x.Do(onr.Runner, "prevent Joan of Arc: 1 bit, Joan of Arc to hand")
	x.PassAll()
	if x.S.Cards[im].Zone != onr.ZoneRig {
		t.Errorf("Startup Immolator was trashed")
	}
	if x.S.Cards[wall].Zone != onr.ZoneIce {
		t.Errorf("the ice was trashed although Startup Immolator was saved")
	}
	if got := before - x.Runner().Bits; got != 1 {
		t.Errorf("paid %d, want only Joan's 1 bit", got)
	}
}

// R301, R475: ice with no subroutines counts as having had all its
// subroutines broken: Startup Immolator may trash Hunting Pack, alone on
// its fort, after passing it. (Bulldozer after a wall with none:
// partials29.go.)
func checkR301_R475_ImmolatorAfterIceWithNoSubroutines(t onrtest.TB) {
	x, cs := outsideCount(t, "Hunting Pack")
	x.Rig("Startup Immolator")
	x.ToTurn(onr.Runner)
	x.Runner().Bits = 5
	x.Do(onr.Runner, "run on HQ")
	passUntilOffered(x, imUse)
	if !x.Offered(onr.Runner, imUse) {
		t.Fatalf("after passing Hunting Pack with no subroutines, Startup Immolator is not usable: %s", x.Describe())
	}
	x.Do(onr.Runner, imUse)
	if x.S.Cards[cs[0]].Zone != onr.ZoneDiscard {
		t.Errorf("Hunting Pack not trashed")
	}
}

// passUntilOffered passes the windows of the run, either player's, until
// the Runner is offered use (at most ten passes).
func passUntilOffered(x *onrtest.Table, use string) {
	for i := 0; i < 10 && !x.Offered(onr.Runner, use) && (x.Offered(onr.Runner, "pass") || x.Offered(onr.Corp, "pass")); i++ {
		if x.Offered(onr.Runner, "pass") {
			x.Do(onr.Runner, "pass")
		} else {
			x.Do(onr.Corp, "pass")
		}
	}
}
