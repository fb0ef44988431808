package cards_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/datafort/datafort/kernel"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// The class-B icebreakers of the card pool (WP4), each printed ability made
// to take effect (onr/breaking.go).

// rolled returns the die card rolled, as logged, or 0.
func rolled(x *onrtest.Table, card string) int {
	roll := 0
	for _, e := range x.Events {
		if strings.HasPrefix(e.Text(), card+" rolls ") {
			fmt.Sscanf(e.Text(), card+" rolls %d", &roll)
		}
	}
	return roll
}

func TestClassBBreakers(t *testing.T) {
	// Multi-break: one use breaks up to N subroutines of the ice; the
	// bits spent are the printed cost once (ONR-11.5.4).
	multi := []struct {
		name    string
		ice     string
		breaker string
		steps   []string
		spent   int32
	}{
		{"Big Frackin' Gun: 6 bits break up to five sentry subroutines of one ice (Colonel Failure)", "Colonel Failure", "Big Frackin' Gun",
			[]string{"break subroutine 1 with Big Frackin' Gun", "break subroutine 2 with Big Frackin' Gun", "break subroutine 3 with Big Frackin' Gun",
				"break subroutine 4 with Big Frackin' Gun", "break subroutine 5 with Big Frackin' Gun"}, 6},
		{"Redecorator: 1 bit breaks up to two sentry subroutines (Banpei)", "Banpei", "Redecorator",
			[]string{"break subroutine 2 with Redecorator", "break subroutine 1 with Redecorator"}, 1},
		{"Pile Driver: 3 bits break up to four wall subroutines (Wall of Ice); without stealth cards its noise costs nothing (R023)", "Wall of Ice", "Pile Driver",
			[]string{"break subroutine 1 with Pile Driver", "break subroutine 2 with Pile Driver", "break subroutine 3 with Pile Driver", "break subroutine 4 with Pile Driver"}, 3},
	}
	for _, tc := range multi {
		t.Run(tc.name, func(t *testing.T) {
			x := breakThrough(t, []string{tc.ice}, func(x *onrtest.Table) { x.Rig(tc.breaker) }, tc.steps, tc.spent)
			want(t, "uses of the break ability", countEvents(x, "break"), len(tc.steps))
		})
	}
	pumps := []struct {
		name, ice, breaker string
		plus               int32 // strength added to the ice
		steps              []string
		spent              int32
	}{
		{"Big Frackin' Gun: 1 bit buys +1 strength", "Banpei", "Big Frackin' Gun", 8,
			[]string{"pump Big Frackin' Gun: +1 strength for 1", "break subroutine 1 with Big Frackin' Gun", "break subroutine 2 with Big Frackin' Gun"}, 1 + 6},
		{"Redecorator: 3 bits buy +1 strength", "Banpei", "Redecorator", 4,
			[]string{"pump Redecorator: +1 strength for 3", "break subroutine 1 with Redecorator", "break subroutine 2 with Redecorator"}, 3 + 1},
		{"Pile Driver: 1 bit buys +1 strength", "Wall of Static", "Pile Driver", 6,
			[]string{"pump Pile Driver: +1 strength for 1", "break subroutine 1 with Pile Driver"}, 1 + 3},
	}
	for _, tc := range pumps {
		t.Run(tc.name, func(t *testing.T) {
			breakThrough(t, []string{tc.ice}, func(x *onrtest.Table) {
				x.Rig(tc.breaker)
				x.S.AddLasting(kernel.Lasting{Mod: onr.ModIceStrength, N: tc.plus, Obj: newest(x, tc.ice)})
			}, tc.steps, tc.spent)
		})
	}
	t.Run("Redecorator: the Runner may stop after one subroutine; another use costs again", func(t *testing.T) {
		x := runSetup(t, []string{"Banpei"}, []string{"Redecorator"}, 3, 5)
		runHQ(x)
		x.Do(runner, "break subroutine 1 with Redecorator")
		x.Do(runner, "done")
		want(t, "back at the break step", strings.Contains(x.Describe(), "Break subroutines of Banpei"), true)
		x.Do(runner, "break subroutine 2 with Redecorator")
		want(t, "bits: two uses", x.Runner().Bits, int32(3))
	})
	t.Run("Pile Driver: with a run's extra cost a subroutine, each one chosen is paid for (R110, R419)", func(t *testing.T) {
		x := runSetup(t, []string{"Wall of Ice"}, []string{"Pile Driver"}, 5, 10)
		x.Hand(runner)
		runHQ(x)
		x.S.AddLasting(kernelLasting(x, onr.ModBreakCost, 1))
		x.Do(runner, "break subroutine 3 with Pile Driver")
		x.Do(runner, "break subroutine 4 with Pile Driver")
		x.Do(runner, "done")
		want(t, "bits: 3 + 1 for the first, 1 for the second", x.Runner().Bits, int32(10-3-1-1))
	})

	t.Run("Rent-I-Con: 1 bit breaks any subroutine; at the end of that run it is trashed", func(t *testing.T) {
		x := breakThrough(t, []string{"Wall of Static"}, func(x *onrtest.Table) { x.Rig("Rent-I-Con") },
			[]string{"break subroutine 1 with Rent-I-Con"}, 1)
		x.PassAll()
		for x.S.Run.Active && x.Offered(runner, "leave") {
			x.Do(runner, "leave")
		}
		want(t, "Rent-I-Con in the trash", inZone(x, newest(x, "Rent-I-Con"), onr.ZoneDiscard), true)
	})
	t.Run("Rent-I-Con: 1 bit buys +1 strength", func(t *testing.T) {
		breakThrough(t, []string{"Laser Wire"}, func(x *onrtest.Table) { air(x); x.Rig("Rent-I-Con") },
			[]string{"pump Rent-I-Con: +1 strength for 1", "break subroutine 1 with Rent-I-Con", "break subroutine 2 with Rent-I-Con"}, 3)
	})

	t.Run("Replicator: breaks a subroutine that traces for 0, after 1 bit of strength (Fetch 4.0.1)", func(t *testing.T) {
		breakThrough(t, []string{"Fetch 4.0.1"}, func(x *onrtest.Table) { x.Rig("Replicator") },
			[]string{"pump Replicator: +1 strength for 1", "break subroutine 1 with Replicator"}, 1)
	})
	t.Run("Replicator: cannot break a subroutine that does not trace (Banpei)", func(t *testing.T) {
		x := runSetup(t, []string{"Banpei"}, []string{"Replicator"}, 3, 5)
		runHQ(x)
		if x.Offered(runner, "break subroutine 1 with Replicator") || x.Offered(runner, "break subroutine 2 with Replicator") {
			t.Errorf("Replicator breaks a subroutine that does not trace")
		}
	})

	t.Run("Snowball: +1 strength for each subroutine it broke during the run", func(t *testing.T) {
		x := runSetup(t, []string{"Banpei", "Fetch 4.0.1"}, []string{"Snowball"}, 3, 10)
		sb := newest(x, "Snowball")
		runHQ(x)
		x.Do(runner, "break subroutine 1 with Snowball")
		x.Do(runner, "break subroutine 2 with Snowball")
		want(t, "Snowball's strength after two breaks", x.G.BreakerStrength(sb), int32(2))
		x.PassAll()
		x.Do(runner, "continue")
		x.PassAll()
		x.Do(runner, "pump Snowball: +1 strength for 1")
		x.Do(runner, "break subroutine 1 with Snowball")
		x.Do(runner, "continue")
		x.PassAll()
		wantSuccessful(t, x)
		want(t, "bits: 2 + 1 + 1", x.Runner().Bits, int32(10-4))
		for x.S.Run.Active && x.Offered(runner, "leave") {
			x.Do(runner, "leave")
		}
		want(t, "Snowball's strength after the run", x.G.BreakerStrength(sb), int32(0))
	})

	t.Run("MS-todon: the first sentry subroutine it breaks in a run gives a tag (and costs every stealth bit); 1 bit buys +1 strength", func(t *testing.T) {
		x := runSetup(t, []string{"Banpei", "Fetch 4.0.1"}, []string{"MS-todon"}, 3, 10)
		runHQ(x)
		x.Do(runner, "break subroutine 1 with MS-todon")
		want(t, "tags after the first break", x.Runner().Tags, int32(1))
		x.Do(runner, "break subroutine 2 with MS-todon")
		x.Do(runner, "continue")
		x.PassAll()
		x.Do(runner, "pump MS-todon: +1 strength for 1")
		x.Do(runner, "break subroutine 1 with MS-todon")
		x.Do(runner, "continue")
		x.PassAll()
		wantSuccessful(t, x)
		want(t, "tags: one for the run", x.Runner().Tags, int32(1))
		want(t, "bits", x.Runner().Bits, int32(10-4))
	})

	t.Run("Japanese Water Torture: each bit buys +1 strength and forgoes an action; wall subroutines break for 0", func(t *testing.T) {
		x := breakThrough(t, []string{"Laser Wire"}, func(x *onrtest.Table) { air(x); x.Rig("Japanese Water Torture") },
			[]string{"pump Japanese Water Torture: +1 strength for 1", "break subroutine 1 with Japanese Water Torture", "break subroutine 2 with Japanese Water Torture"}, 1)
		want(t, "actions to forgo", x.Runner().Forgo, int32(1))
	})

	t.Run("Evil Twin: 3 bits break a sentry subroutine; 1 bit buys +1 strength", func(t *testing.T) {
		breakThrough(t, []string{"Banpei", "Fetch 4.0.1"}, func(x *onrtest.Table) { air(x); x.Rig("Evil Twin") },
			[]string{"break subroutine 1 with Evil Twin", "break subroutine 2 with Evil Twin", "continue",
				"pump Evil Twin: +1 strength for 1", "break subroutine 1 with Evil Twin"}, 3+3+1+3)
	})
	t.Run("Evil Twin: prevents up to 2 Net and/or brain damage in total each turn", func(t *testing.T) {
		x := runSetup(t, []string{"Nerve Labyrinth"}, []string{"Evil Twin"}, 4, 5)
		runHQ(x)
		x.Do(runner, "prevent Evil Twin") // 2 Net damage
		want(t, "cards in hand", len(x.Runner().Hand), 4)
		x2 := runSetup(t, []string{"Zombie"}, []string{"Evil Twin"}, 4, 5)
		runHQ(x2)
		x2.Do(runner, "done")
		x2.Do(runner, "prevent Evil Twin") // 1 brain damage
		x2.PassAll()
		x2.Do(runner, "prevent Evil Twin") // 1 more brain damage
		want(t, "brain damage", x2.Runner().Brain, int32(0))
		x2.PassAll()
		runHQ(x2) // a second run in the same turn: Zombie's 2 brain damage again
		x2.Do(runner, "done")
		for i := 0; i < 20 && x2.S.Run.Active && x2.Runner().Brain < 2; i++ {
			if x2.Offered(runner, "prevent Evil Twin") {
				t.Fatalf("Evil Twin prevents more than 2 in a turn: %q", x2.Options(runner))
			}
			x2.Take().PassAll()
		}
		want(t, "brain damage of the second run, none prevented", x2.Runner().Brain, int32(2))
	})
	t.Run("Evil Twin: Net damage it prevented counts against the same limit as brain damage", func(t *testing.T) {
		x := newTable(t)
		x.Ice(onr.FortHQ, "Nerve Labyrinth", true)
		x.Ice(onr.FortRD, "Cortical Scrub", true)
		x.Rig("Evil Twin")
		x.Hand(runner, filler("Jack 'n' Joe", 5)...)
		x.Runner().Bits = 5
		x.Ready().ToTurn(runner)
		runHQ(x)
		x.Do(runner, "prevent Evil Twin") // Nerve Labyrinth's 2 Net damage
		want(t, "cards in hand after the prevented Net damage", len(x.Runner().Hand), 5)
		for i := 0; i < 20 && x.S.Run.Active; i++ {
			x.Take().PassAll()
		}
		x.Events = nil
		x.Do(runner, "run on R&D").PassAll() // Cortical Scrub's 1 brain damage, the same turn
		x.Do(runner, "done")
		for i := 0; i < 20 && x.S.Run.Active && x.Runner().Brain == 0; i++ {
			if x.Offered(runner, "prevent Evil Twin") {
				t.Fatalf("Evil Twin offered against brain damage after preventing 2 Net damage this turn: %q", x.Options(runner))
			}
			x.Take().PassAll()
		}
		want(t, "brain damage", x.Runner().Brain, int32(1))
	})

	t.Run("Bartmoss Memorial Icebreaker: breaks any subroutine for 1, buys strength for 1; after passing ice it broke, a 1 trashes it", func(t *testing.T) {
		seen := map[int]bool{} // faces: every one is asserted
		for seed := uint64(1); seed < 200 && len(seen) < 6; seed++ {
			x := onrtest.New(t, seed)
			x.Ice(onr.FortHQ, "Laser Wire", true)
			x.Rig("Bartmoss Memorial Icebreaker")
			x.Hand(runner, filler("Jack 'n' Joe", 3)...)
			x.Runner().Bits = 10
			x.Ready()
			x.ToTurn(onr.Runner)
			runHQ(x)
			x.Do(runner, "pump Bartmoss Memorial Icebreaker: +1 strength for 1")
			x.Do(runner, "pump Bartmoss Memorial Icebreaker: +1 strength for 1")
			x.Do(runner, "break subroutine 1 with Bartmoss Memorial Icebreaker")
			x.Do(runner, "break subroutine 2 with Bartmoss Memorial Icebreaker")
			roll := rolled(x, "Bartmoss Memorial Icebreaker")
			if roll == 0 {
				t.Fatalf("seed %d: no die rolled after passing the ice", seed)
			}
			seen[roll] = true
			want(t, fmt.Sprintf("seed %d (rolled %d): trashed", seed, roll),
				inZone(x, newest(x, "Bartmoss Memorial Icebreaker"), onr.ZoneDiscard), roll == 1)
		}
		if len(seen) < 6 {
			t.Errorf("seeds 1-199 never rolled every face: %v", seen)
		}
	})
	t.Run("Bartmoss Memorial Icebreaker: no roll after ice it did not break", func(t *testing.T) {
		x := runSetup(t, []string{"Laser Wire"}, []string{"Bartmoss Memorial Icebreaker", "Dwarf"}, 3, 10)
		runHQ(x)
		x.Do(runner, "break subroutine 1 with Dwarf")
		x.Do(runner, "break subroutine 2 with Dwarf")
		want(t, "roll", rolled(x, "Bartmoss Memorial Icebreaker"), 0)
	})

	t.Run("Blink: a 4-6 breaks the subroutine, a 1-3 does that much Net damage at once (R043, R290)", func(t *testing.T) {
		seen := map[int]bool{} // faces: every one is asserted
		for seed := uint64(1); seed < 200 && len(seen) < 6; seed++ {
			x := onrtest.New(t, seed)
			x.Ice(onr.FortHQ, "Wall of Static", true)
			x.Rig("Blink")
			x.Hand(runner, filler("Jack 'n' Joe", 5)...)
			x.Ready()
			x.ToTurn(onr.Runner)
			runHQ(x)
			x.Do(runner, "break subroutine 1 with Blink")
			roll := rolled(x, "Blink")
			if roll == 0 {
				t.Fatalf("seed %d: Blink rolled no die", seed)
			}
			seen[roll] = true
			if roll >= 4 {
				x.Do(runner, "continue")
				x.PassAll()
				wantSuccessful(t, x)
				want(t, "cards in hand", len(x.Runner().Hand), 5)
				continue
			}
			want(t, fmt.Sprintf("seed %d (rolled %d): cards in hand", seed, roll), len(x.Runner().Hand), 5-roll)
			if x.Offered(runner, "break subroutine 1 with Blink") {
				t.Errorf("Blink used twice on one subroutine in one encounter")
			}
		}
		if len(seen) < 6 {
			t.Errorf("seeds 1-199 never rolled every face: %v", seen)
		}
	})

	t.Run("Bulldozer: 1 bit breaks a wall subroutine; having broken all of a wall, it breaks one subroutine of the next ice, a sentry, free", func(t *testing.T) {
		x := runSetup(t, []string{"Wall of Static", "Banpei"}, []string{"Bulldozer"}, 3, 10)
		runHQ(x)
		x.Do(runner, "break subroutine 1 with Bulldozer")
		x.Do(runner, "continue")
		x.PassAll()
		x.Do(runner, "break subroutine 1 with Bulldozer") // Banpei's "trash a program", free
		want(t, "bits: 1", x.Runner().Bits, int32(9))
		wantRunEndedBy(t, x, "Banpei")
		want(t, "Bulldozer installed (Banpei's trash was broken)", inZone(x, newest(x, "Bulldozer"), onr.ZoneRig), true)
	})
	t.Run("Bulldozer: a wall subroutine it breaks makes noise 2, taking 2 bits from a stealth card (R300)", func(t *testing.T) {
		x, cloak := restrictedRun(t, "Wall of Static", 1, "Cloak", "Bulldozer")
		want(t, "bits on Cloak", x.S.Cards[cloak].Bits, int32(3))
		x.Do(runner, "break subroutine 1 with Bulldozer")
		want(t, "Runner pool", x.Runner().Bits, int32(0))
		want(t, "bits on Cloak after Bulldozer's noise 2", x.S.Cards[cloak].Bits, int32(1))
	})
	t.Run("Bulldozer: 2 bits buy +1 strength", func(t *testing.T) {
		breakThrough(t, []string{"Reinforced Wall"}, func(x *onrtest.Table) { air(x); x.Rig("Bulldozer") },
			[]string{"pump Bulldozer: +1 strength for 2", "break subroutine 1 with Bulldozer", "break subroutine 2 with Bulldozer"}, 4)
	})

	t.Run("Fubar: breaks nothing until its type is chosen, once; then 1 bit a subroutine of that type, 2 bits +1 strength (R355, R356)", func(t *testing.T) {
		x := runSetup(t, []string{"Banpei", "Fetch 4.0.1"}, []string{"Fubar"}, 3, 10)
		runHQ(x)
		if x.Offered(runner, "break subroutine 1 with Fubar") {
			t.Fatalf("Fubar breaks before a type is chosen")
		}
		x.Do(runner, "use Fubar: Choose the ice type Fubar breaks")
		x.Number(runner, 2)
		if x.Offered(runner, "use Fubar: Choose the ice type Fubar breaks") {
			t.Errorf("Fubar's choice offered twice")
		}
		x.Do(runner, "break subroutine 1 with Fubar")
		x.Do(runner, "break subroutine 2 with Fubar")
		x.Do(runner, "continue")
		x.PassAll()
		x.Do(runner, "break subroutine 1 with Fubar")
		x.Do(runner, "continue")
		x.PassAll()
		wantSuccessful(t, x)
		want(t, "bits", x.Runner().Bits, int32(7))
		want(t, "view: Fubar breaks sentries", x.G.View(x.Seat(onr.Runner)).(*onr.View).Players[x.Seat(onr.Runner)].Rig[0].Chosen, "Sentry")
	})
	t.Run("Fubar: 2 bits buy +1 strength", func(t *testing.T) {
		x := runSetup(t, []string{"Hunter"}, []string{"Fubar"}, 3, 10)
		runHQ(x)
		x.Do(runner, "use Fubar: Choose the ice type Fubar breaks")
		x.Number(runner, 2)
		x.Do(runner, "pump Fubar: +1 strength for 2")
		x.Do(runner, "pump Fubar: +1 strength for 2")
		x.Do(runner, "break subroutine 1 with Fubar")
		x.Do(runner, "continue")
		x.PassAll()
		wantSuccessful(t, x)
	})

	t.Run("Morphing Tool: the type is chosen on install, and again for an action and 1 bit; 2 bits break, 1 bit +1 strength", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Ice(onr.FortHQ, "Laser Wire", true)
			x.Ice(onr.FortRD, "Haunting Inquisition", true)
			x.Hand(runner, "Morphing Tool")
			x.Runner().Bits = 20
		})
		x.Do(runner, "install Morphing Tool")
		x.Number(runner, 3)
		runHQ(x)
		x.Do(runner, "break subroutine 1 with Morphing Tool")
		x.Do(runner, "break subroutine 2 with Morphing Tool")
		x.Do(runner, "continue")
		x.PassAll()
		wantSuccessful(t, x)
		for x.S.Run.Active && x.Offered(runner, "leave") {
			x.Do(runner, "leave")
		}
		x.PassAll()
		x.Do(runner, "use Morphing Tool: Choose the ice type Morphing Tool breaks")
		x.Number(runner, 1)
		want(t, "bits: 10 install, 4 breaks, 1 choice", x.Runner().Bits, int32(20-10-4-1))
		x.PassAll()
		x.Do(runner, "run on R&D")
		x.PassAll()
		x.Do(runner, "pump Morphing Tool: +1 strength for 1")
		x.Do(runner, "pump Morphing Tool: +1 strength for 1")
		x.Do(runner, "break subroutine 2 with Morphing Tool")
		want(t, "bits: 2 pumps and a break", x.Runner().Bits, int32(5-4))
	})

	t.Run("Black Widow: an installed ice chosen on install; +5 strength during each encounter with it", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Ice(onr.FortHQ, "Colonel Failure", true)
			x.Hand(runner, "Black Widow")
			x.Runner().Bits = 20
		})
		x.Do(runner, "install Black Widow")
		x.Do(runner, "choose Colonel Failure")
		bw := newest(x, "Black Widow")
		want(t, "strength outside encounters", x.G.BreakerStrength(bw), int32(2))
		runHQ(x)
		want(t, "strength encountering Colonel Failure", x.G.BreakerStrength(bw), int32(7))
		for j := 1; j <= 5; j++ {
			x.Do(runner, fmt.Sprintf("break subroutine %d with Black Widow", j))
		}
		x.Do(runner, "continue")
		x.PassAll()
		wantSuccessful(t, x)
	})
	t.Run("Black Widow: 2 bits buy +1 strength", func(t *testing.T) {
		breakThrough(t, []string{"Fetch 4.0.1"}, func(x *onrtest.Table) { x.Rig("Black Widow") },
			[]string{"pump Black Widow: +1 strength for 2", "break subroutine 1 with Black Widow"}, 3)
	})

	t.Run("Dupré: a +1 strength counter after each run it broke in; lost when used on another fort", func(t *testing.T) {
		x := runSetup(t, []string{"Sleeper"}, []string{"Dupré"}, 3, 20)
		x.Ice(onr.FortRD, "Filter", true)
		d := newest(x, "Dupré")
		runHQ(x)
		x.Do(runner, "pump Dupré: +1 strength for 2")
		x.Do(runner, "break subroutine 1 with Dupré")
		x.Do(runner, "continue")
		x.PassAll()
		wantSuccessful(t, x)
		for x.S.Run.Active && x.Offered(runner, "leave") {
			x.Do(runner, "leave")
		}
		x.PassAll()
		want(t, "strength with one counter", x.G.BreakerStrength(d), int32(1))
		runHQ(x)
		x.Do(runner, "break subroutine 1 with Dupré") // strength 1 against Sleeper's 1
		x.Do(runner, "continue")
		x.PassAll()
		for x.S.Run.Active && x.Offered(runner, "leave") {
			x.Do(runner, "leave")
		}
		x.PassAll()
		want(t, "strength with two counters", x.G.BreakerStrength(d), int32(2))
		x.Events = nil
		x.Do(runner, "run on R&D")
		x.PassAll()
		x.Do(runner, "break subroutine 1 with Dupré")
		want(t, "strength after a use on R&D", x.G.BreakerStrength(d), int32(0))
	})

	t.Run("Startup Immolator: after passing ice whose subroutines were all broken, [trash] and its rez cost trash it (R471, R116)", func(t *testing.T) {
		x := runSetup(t, []string{"Wall of Static"}, []string{"Dwarf", "Startup Immolator"}, 3, 10)
		wall := newest(x, "Wall of Static")
		runHQ(x)
		x.Do(runner, "break subroutine 1 with Dwarf")
		x.Do(runner, "use Startup Immolator: Pay the rez cost of the ice you just broke and passed to trash it")
		want(t, "Wall of Static trashed", inZone(x, wall, onr.ZoneDiscard), true)
		want(t, "Startup Immolator trashed", inZone(x, newest(x, "Startup Immolator"), onr.ZoneDiscard), true)
		want(t, "bits: 1 + 3", x.Runner().Bits, int32(10-1-3))
	})

	t.Run("The Personal Touch: a +1 strength counter on an icebreaker", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Rig("Dwarf")
			x.Hand(runner, "The Personal Touch")
			x.Runner().Bits = 10
		})
		dwarf := newest(x, "Dwarf")
		before := x.G.BreakerStrength(dwarf)
		x.Do(runner, "play The Personal Touch")
		if x.Offered(runner, "choose Dwarf") {
			x.Do(runner, "choose Dwarf")
		}
		want(t, "Dwarf's strength", x.G.BreakerStrength(dwarf), before+1)
		want(t, "bits", x.Runner().Bits, int32(6))
	})
}

// kernelLasting is a lasting effect of the run's Runner with modifier mod
// and amount n until the run ends, as a card's run rider makes it.
func kernelLasting(x *onrtest.Table, mod kernel.ModKind, n int32) kernel.Lasting {
	return kernel.Lasting{Seat: x.S.Run.Runner, Mod: mod, N: n, Until: onr.EvRunEnds}
}
