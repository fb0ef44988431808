package checks

import (
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// Ice with run riders, computed strength and bought subroutines (cardpool
// WP1): Ball and Chain, Homing Missile, Iceberg.

// ballAndChainRun has the Runner run on HQ, whose outer ice is a rezzed
// Ball and Chain and whose inner ice an unrezzed Data Wall; Ball and
// Chain's subroutine resolves and the Runner continues to the Data Wall.
func ballAndChainRun(t onrtest.TB) (*onrtest.Table, int32) {
	t.Helper()
	x := onrtest.New(t, 1)
	x.Ice(onr.FortHQ, "Ball and Chain", true)
	dw, _ := x.Ice(onr.FortHQ, "Data Wall", false)
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Runner().Bits, x.Corp().Bits = 5, 5
	x.Do(onr.Runner, "run on HQ")
	x.PassAll()
	x.Do(onr.Runner, "continue")
	return x, dw
}

func checkR090_BallAndChainPaymentComesAfterTheRez(t onrtest.TB) {
	onrtest.Run(t, "R090 the Runner is asked to pay only once the Corp has rezzed the next ice", func(t onrtest.TB) {
		x, _ := ballAndChainRun(t)
		if x.Offered(onr.Runner, "pay 2 for Ball and Chain") {
			t.Fatalf("the Runner is asked to pay before the Corp decides on the rez")
		}
		x.Do(onr.Corp, "rez Data Wall")
		x.PassAll()
		if !x.Offered(onr.Runner, "pay 2 for Ball and Chain") {
			t.Fatalf("after the rez the Runner is not asked to pay: %s", x.Describe())
		}
	})
	onrtest.Run(t, "R090 unrezzed ice is not encountered: nothing to pay", func(t onrtest.TB) {
		x, _ := ballAndChainRun(t)
		x.Do(onr.Corp, "pass")
		x.PassAll()
		if x.Offered(onr.Runner, "pay 2 for Ball and Chain") {
			t.Errorf("the Runner is asked to pay for unrezzed ice he passes")
		}
		if x.Runner().Bits != 5 {
			t.Errorf("Runner bits = %d, want 5", x.Runner().Bits)
		}
	})
}

func checkR089_RefusingBallAndChainSparesTheIcesSubroutines(t onrtest.TB) {
	x, _ := ballAndChainRun(t)
	x.Do(onr.Corp, "rez Data Wall")
	x.PassAll()
	x.Events = nil
	x.Do(onr.Runner, "decline")
	if x.S.Run.Active {
		t.Fatalf("the run goes on after the Runner refused to pay")
	}
	if x.Logged("Data Wall ends the run") || x.Logged("Data Wall: subroutine") {
		t.Errorf("Data Wall's subroutine affected the Runner who refused to pay")
	}
	if !x.Logged("Ball and Chain ends the run") {
		t.Errorf("no event says Ball and Chain ended the run")
	}
}

// homingMissile rezzes Homing Missile on HQ, with Antiquated Interface
// Routines in HQ (+1 strength to its ice), as the Runner approaches it, and
// has the Corp pay X = 3 above the rez cost.
func homingMissile(t onrtest.TB) (*onrtest.Table, int32) {
	t.Helper()
	x := onrtest.New(t, 1)
	c, _ := x.Ice(onr.FortHQ, "Homing Missile", false)
	x.Install(onr.FortHQ, "Antiquated Interface Routines", true)
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Corp().Bits = 12
	x.Do(onr.Runner, "run on HQ")
	x.Do(onr.Corp, "rez Homing Missile")
	x.Number(onr.Corp, 3)
	return x, c
}

func checkR151_HomingMissilesStrengthIsModifiedByOtherEffects(t onrtest.TB) {
	x, c := homingMissile(t)
	if got := x.G.IceStrength(c); got != 4 {
		t.Errorf("strength = %d, want X = 3 and +1 from Antiquated Interface Routines", got)
	}
}

func checkR152_StrengthEffectsDoNotChangeHomingMissilesTraceLimit(t onrtest.TB) {
	x, _ := homingMissile(t)
	x.PassAll()
	d := x.Decision(onr.Corp)
	if d.Kind != engine.Number || d.Max != 3 {
		t.Fatalf("the trace offers the Corp %q [%d, %d], want a limit of X = 3 although the strength is 4", d.Prompt, d.Min, d.Max)
	}
}

func checkR156_TheCorpBuysAsManyIcebergSubroutinesAsItCanPay(t onrtest.TB) {
	x := onrtest.New(t, 1)
	c, _ := x.Ice(onr.FortHQ, "Iceberg", true)
	x.Rig("Dwarf")
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Runner().Bits, x.Corp().Bits = 5, 7
	x.Do(onr.Runner, "run on HQ")
	x.PassAll()
	d := x.Decision(onr.Corp)
	if d.Kind != engine.Number || d.Max != 3 {
		t.Fatalf("the Corp with 7 bits is offered %q [%d, %d], want 0 to 3 subroutines at 2 bits each", d.Prompt, d.Min, d.Max)
	}
	x.Number(onr.Corp, 3)
	if got := x.G.SubroutineCount(c); got != 4 {
		t.Errorf("subroutines = %d, want its printed one and 3 bought", got)
	}
	if x.Corp().Bits != 1 {
		t.Errorf("Corp bits = %d, want 7 - 6 = 1", x.Corp().Bits)
	}
}

func checkR213_OnASixTheRunnerIgnoresRoadblocksSubroutines(t onrtest.TB) {
	found := false
	for seed := uint64(1); seed < 100 && !found; seed++ {
		x := onrtest.New(t, seed)
		c, _ := x.Ice(onr.FortHQ, "Roadblock", true)
		x.Ready()
		x.ToTurn(onr.Runner)
		x.Events = nil
		x.Do(onr.Runner, "run on HQ")
		x.PassAll()
		if !x.Logged("Roadblock rolls 6") {
			continue
		}
		found = true
		if x.Logged("Roadblock ends the run") || x.Logged("Roadblock: subroutine") {
			t.Errorf("seed %d: Roadblock's subroutine took effect after a 6", seed)
		}
		if x.S.Cards[c].Rezzed {
			t.Errorf("seed %d: Roadblock is still rezzed after a 6", seed)
		}
		if !x.Offered(onr.Runner, "continue") {
			t.Errorf("seed %d: the Runner has not passed Roadblock: %s", seed, x.Describe())
		}
	}
	if !found {
		t.Fatalf("no seed below 100 rolls a 6 for Roadblock")
	}
}

func checkR245_TheRunnerChoosesTheProgramViral15Trashes(t onrtest.TB) {
	x := onrtest.New(t, 1)
	x.Ice(onr.FortHQ, "Viral 15", true)
	rig := x.Rig("Dwarf", "Codecracker")
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Runner().Bits = 0 // he cannot pay to jack out
	x.Do(onr.Runner, "run on HQ")
	x.PassAll()
	d := x.Decision(onr.Runner)
	if d.Seat != x.Seat(onr.Runner) || !x.Offered(onr.Runner, "trash Dwarf") || !x.Offered(onr.Runner, "trash Codecracker") {
		t.Fatalf("after passing Viral 15 the Runner is not the one choosing the program: %s", x.Describe())
	}
	x.Do(onr.Runner, "trash Codecracker")
	if x.S.Cards[rig[1]].Zone != onr.ZoneDiscard || x.S.Cards[rig[0]].Zone != onr.ZoneRig {
		t.Errorf("Codecracker, chosen, is in zone %v and Dwarf in %v; want Codecracker trashed and Dwarf installed", x.S.Cards[rig[1]].Zone, x.S.Cards[rig[0]].Zone)
	}
}

// outsideCount arranges HQ with the given ice, listed outermost first,
// rezzed unless the title ends in "?", and returns the table and the ice.
func outsideCount(t onrtest.TB, ice ...string) (*onrtest.Table, []int32) {
	t.Helper()
	x := onrtest.New(t, 1)
	var out []int32
	for _, title := range ice {
		rezzed := true
		if n := len(title); title[n-1] == '?' {
			title, rezzed = title[:n-1], false
		}
		c, _ := x.Ice(onr.FortHQ, title, rezzed)
		out = append(out, c)
	}
	x.Ready()
	return x, out
}

// iceNotInstalledHasNoneOutside checks what R095, R120, R129, R153,
// R174 and R175 say of ice that is not installed, for the ice named: it
// has no rezzed ice installed outside it, wherever it is, however much ice
// the fort holds; and, installed with only unrezzed ice outside, none
// either. What it does then is in strength (Dog Pile, Mastermind) or
// subroutines (Hunting Pack, Minotaur); Bug Zapper's damage is in the card
// tests.
func iceNotInstalledHasNoneOutside(t onrtest.TB, ice string, value func(x *onrtest.Table, c int32) int32, installed int32) {
	x, cs := outsideCount(t, "Data Wall", "Quandary", ice)
	if got := value(x, cs[2]); got != installed {
		t.Fatalf("%s installed inside two rezzed walls and code gates: %d, want %d", ice, got, installed)
	}
	c := x.Hand(onr.Corp, ice)[0]
	if got := value(x, c); got != 0 {
		t.Errorf("%s in HQ, not installed, with ice on the forts: %d, want 0", ice, got)
	}
	y, ys := outsideCount(t, "Data Wall?", "Quandary?", ice)
	if got := value(y, ys[2]); got != 0 {
		t.Errorf("%s inside unrezzed ice only: %d, want 0", ice, got)
	}
}

func strengthOf(x *onrtest.Table, c int32) int32 { return x.G.IceStrength(c) }

func subroutinesOf(x *onrtest.Table, c int32) int32 {
	if !x.S.Cards[c].Rezzed && x.S.Cards[c].Zone == onr.ZoneIce {
		return -1
	}
	return int32(x.G.SubroutineCount(c))
}

func checkR120_DogPileNotInstalledHasNoBonus(t onrtest.TB) {
	iceNotInstalledHasNoneOutside(t, "Dog Pile", strengthOf, 2)
}

func checkR129_R174_MastermindNotInstalledHasNoBonus(t onrtest.TB) {
	iceNotInstalledHasNoneOutside(t, "Mastermind", strengthOf, 2)
}

func checkR153_HuntingPackNotInstalledHasNoSubroutines(t onrtest.TB) {
	iceNotInstalledHasNoneOutside(t, "Hunting Pack", subroutinesOf, 2)
}

func checkR175_MinotaurNotInstalledHasNoSubroutines(t onrtest.TB) {
	iceNotInstalledHasNoneOutside(t, "Minotaur", subroutinesOf, 2)
}

func checkR095_BugZapperWithNoIceOutsideDoesNoDamage(t onrtest.TB) {
	x, _ := outsideCount(t, "Quandary?", "Bug Zapper")
	runnerHand(x, 5)
	x.ToTurn(onr.Runner)
	x.Do(onr.Runner, "run on HQ")
	x.PassAll()
	if x.Decision(onr.Runner).Prompt == "Continue the run or jack out" {
		x.Do(onr.Runner, "continue")
		x.PassAll()
	}
	if n := len(x.Runner().Hand); n != 5 {
		t.Errorf("cards in hand = %d, want 5: Bug Zapper with no rezzed ice outside does no damage", n)
	}
	if !x.Logged("Bug Zapper does no damage") {
		t.Errorf("no event says Bug Zapper did no damage")
	}
}

func checkR301_IceWithNoSubroutinesCountsAsAllBroken(t onrtest.TB) {
	x, cs := outsideCount(t, "Hunting Pack")
	x.Rig("Superglue")
	x.ToTurn(onr.Runner)
	x.Do(onr.Runner, "run on HQ")
	const use = "use Superglue: Derez the ice whose subroutines you just broke"
	passUntilOffered(x, use)
	if !x.Offered(onr.Runner, use) {
		t.Fatalf("after passing Hunting Pack with no subroutines, Superglue is not usable: %s", x.Describe())
	}
	x.Do(onr.Runner, use)
	if x.S.Cards[cs[0]].Rezzed {
		t.Errorf("Hunting Pack is still rezzed")
	}
}

// vacuumLinkBack runs on HQ, whose ice is listed outermost first, with
// seeds from 1 until Vacuum Link rolls 1 to 3 and the Runner chooses to go
// back; it returns the table at that point and the ice. pass is called for
// each earlier piece of ice, to get past it.
func vacuumLinkBack(t onrtest.TB, ice []string, pass func(x *onrtest.Table)) (*onrtest.Table, []int32) {
	t.Helper()
	for seed := uint64(1); seed < 100; seed++ {
		x := onrtest.New(t, seed)
		var cs []int32
		for _, title := range ice {
			c, _ := x.Ice(onr.FortHQ, title, true)
			cs = append(cs, c)
		}
		x.Ready()
		x.ToTurn(onr.Runner)
		x.Events = nil
		x.Do(onr.Runner, "run on HQ")
		x.PassAll()
		pass(x)
		if d, ok := engine.DecisionFor(x.G, x.Seat(onr.Runner)); !ok || len(d.Prompt) < 12 || d.Prompt[:12] != "Vacuum Link:" {
			continue
		}
		x.Do(onr.Runner, "continue")
		return x, cs
	}
	t.Fatalf("no seed below 100 rolls 1 to 3 for Vacuum Link")
	return nil, nil
}

func checkR243_VacuumLinkMaySendTheRunnerBackToItself(t onrtest.TB) {
	x, _ := vacuumLinkBack(t, []string{"Vacuum Link"}, func(*onrtest.Table) {})
	x.PassAll()
	n := 0
	for _, e := range x.Events {
		if e.Type == "encounter" {
			n++
		}
	}
	if n != 2 {
		t.Errorf("Vacuum Link alone on the fort was encountered %d times, want twice: the Runner returns to it", n)
	}
}

func checkR240_TutorModifiesItselfWhenEncounteredAgain(t onrtest.TB) {
	x, cs := vacuumLinkBack(t, []string{"Tutor", "Vacuum Link"}, func(x *onrtest.Table) {
		x.Do(onr.Runner, "continue") // Tutor's subroutine resolved; on to Vacuum Link
		x.PassAll()
	})
	x.PassAll()
	if !x.Logged("Runner goes back to Tutor") {
		t.Fatalf("the Runner did not go back to Tutor: %s", x.Describe())
	}
	if !x.Logged("Tutor ends the run") {
		t.Errorf("encountered again later in the run, Tutor did not have its additional End the run (subroutines %d)", x.G.SubroutineCount(cs[0]))
	}
}
