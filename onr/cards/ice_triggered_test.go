package cards_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// fortSetup installs ice on HQ, listed innermost first, rezzed unless its title ends in "?", gives the
// Runner his rig, a hand of n cards and bits, and returns at the Runner's
// first action with the Corp holding corpBits.
func fortSetup(t *testing.T, innerFirst []string, rig []string, hand int, bits, corpBits int32) *onrtest.Table {
	t.Helper()
	x := newTable(t)
	for j := len(innerFirst) - 1; j >= 0; j-- {
		i := innerFirst[j]
		title, rezzed := strings.CutSuffix(i, "?")
		x.Ice(onr.FortHQ, title, !rezzed)
	}
	x.Rig(rig...)
	x.Hand(runner, filler("Jack 'n' Joe", hand)...)
	x.Runner().Bits = bits
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Corp().Bits = corpBits
	return x
}

// passWith breaks every subroutine of the ice being encountered with
// breaker, pumping first, and continues the run past it.
func passWith(t *testing.T, x *onrtest.Table, breaker string, subs int) {
	t.Helper()
	pumpAndBreak(t, x, breaker, subs)
	x.PassAll()
	if x.Offered(runner, "continue") {
		x.Do(runner, "continue")
	}
	x.PassAll()
}

func TestTriggeredIce(t *testing.T) {
	// trigger-rez and unless-pays.
	for _, tc := range []struct {
		ice  string
		gain int32
	}{{"Snowbank", 3}, {"Misleading Access Menus", 3}} {
		t.Run(tc.ice+": the Corp gains bits when it rezzes it; the Runner pays 1 bit or the run ends", func(t *testing.T) {
			x, _ := approachRez(t, tc.ice, 0)
			want(t, "Corp bits after the rez", x.Corp().Bits, tc.gain)
			x.PassAll()
			if got := x.Options(runner); !equal(got, []string{"decline", "pay 1 for " + tc.ice}) {
				t.Fatalf("Runner options = %q", got)
			}
			x.Do(runner, "pay 1 for "+tc.ice)
			want(t, "Runner bits", x.Runner().Bits, 9)
			if x.Logged(tc.ice + " ends the run") {
				t.Errorf("the run ended although the Runner paid")
			}
		})
		t.Run(tc.ice+": declining to pay ends the run", func(t *testing.T) {
			x, _ := approachRez(t, tc.ice, 0)
			x.PassAll()
			x.Do(runner, "decline")
			wantRunEndedBy(t, x, tc.ice)
			want(t, "Runner bits", x.Runner().Bits, 10)
		})
	}
	t.Run("Snowbank: a Runner without the bit is not asked and the run ends", func(t *testing.T) {
		x := fortSetup(t, []string{"Snowbank"}, nil, 0, 0, 0)
		runHQ(x)
		wantRunEndedBy(t, x, "Snowbank")
	})
	t.Run("Washed-Up Solo Construct: gain 3 on rez; declining to pay lets the Corp trash a program", func(t *testing.T) {
		x, _ := approachRez(t, "Washed-Up Solo Construct", 0, "Dwarf")
		want(t, "Corp bits after the rez", x.Corp().Bits, 3)
		x.PassAll()
		x.Do(runner, "decline")
		x.Do(corp, "trash Dwarf")
		want(t, "Dwarf trashed", inZone(x, newest(x, "Dwarf"), onr.ZoneDiscard), true)
	})
	t.Run("Washed-Up Solo Construct: paying 1 bit keeps the program", func(t *testing.T) {
		x, _ := approachRez(t, "Washed-Up Solo Construct", 0, "Dwarf")
		x.PassAll()
		x.Do(runner, "pay 1 for Washed-Up Solo Construct")
		want(t, "Dwarf installed", inZone(x, newest(x, "Dwarf"), onr.ZoneRig), true)
	})
	t.Run("Chihuahua: gain 2 on rez; trace 1 does 1 Net damage", func(t *testing.T) {
		x, _ := approachRez(t, "Chihuahua", 0)
		want(t, "Corp bits after the rez", x.Corp().Bits, 2)
		x.PassAll()
		trace(t, x, 1, 1, "", 0)
		want(t, "cards in hand", len(x.Runner().Hand), 2)
	})

	// die-roll.
	t.Run("Brain Drain: roll a die; on a 1 only, 3 brain damage (ONR-16.4.5)", func(t *testing.T) {
		seen := map[int]bool{} // faces: every one is asserted
		for seed := uint64(1); seed < 200 && len(seen) < 6; seed++ {
			x := onrtest.New(t, seed)
			x.Ice(onr.FortHQ, "Brain Drain", true)
			x.Hand(runner, filler("Jack 'n' Joe", 5)...)
			x.Ready()
			x.ToTurn(onr.Runner)
			runHQ(x)
			roll := 0
			for _, e := range x.Events {
				if e.Type == "die" {
					fmt.Sscanf(e.Text(), "Brain Drain rolls %d", &roll)
				}
			}
			if roll < 1 || roll > 6 {
				t.Fatalf("seed %d: no die roll logged", seed)
			}
			want(t, fmt.Sprintf("seed %d (rolled %d): brain damage", seed, roll), x.Runner().Brain, map[bool]int32{true: 3, false: 0}[roll == 1])
			seen[roll] = true
		}
		if len(seen) < 6 {
			t.Errorf("seeds 1-199 never rolled every face: %v", seen)
		}
	})

	// ice-count-scaling, computed-amount.
	t.Run("Bug Zapper: 2 Net damage for each rezzed ice outside it, unrezzed ice not counted; then the run ends", func(t *testing.T) {
		x := fortSetup(t, []string{"Bug Zapper", "Wall of Static?", "Canis Minor"}, nil, 5, 5, 0)
		runHQ(x) // Canis Minor's subroutine: harmless here
		x.Do(runner, "continue")
		x.PassAll()
		x.Do(runner, "continue")
		x.PassAll()
		want(t, "cards in hand", len(x.Runner().Hand), 3)
		wantRunEndedBy(t, x, "Bug Zapper")
	})
	t.Run("Bug Zapper: with no rezzed ice outside it, no damage (R095)", func(t *testing.T) {
		x := fortSetup(t, []string{"Bug Zapper"}, nil, 5, 5, 0)
		runHQ(x)
		want(t, "cards in hand", len(x.Runner().Hand), 5)
		if !x.Logged("Bug Zapper does no damage") {
			t.Errorf("no event says Bug Zapper did no damage")
		}
	})
	for _, tc := range []struct {
		ice   string
		brain bool
	}{{"Dog Pile", false}, {"Mastermind", true}} {
		t.Run(tc.ice+": +1 strength and 1 damage for each rezzed ice outside it (R120, R129)", func(t *testing.T) {
			x := fortSetup(t, []string{tc.ice, "Canis Minor", "Wall of Static?", "Canis Minor"}, nil, 5, 5, 0)
			c := newest(x, tc.ice)
			want(t, "strength with two rezzed ice outside", x.G.IceStrength(c), 2)
			want(t, "Canis Minor's strength: the bonus is the ice's own", x.G.IceStrength(newest(x, "Canis Minor")), 5)
			runHQ(x)
			for range 3 {
				x.Do(runner, "continue")
				x.PassAll()
			}
			if tc.brain {
				want(t, "brain damage", x.Runner().Brain, 2)
			} else {
				want(t, "cards in hand", len(x.Runner().Hand), 3)
			}
			wantRunEndedBy(t, x, tc.ice)
		})
	}

	// dynamic-subroutines.
	for _, ice := range []string{"Food Fight", "Gatekeeper", "Sandstorm"} {
		t.Run(ice+": one End the run for every 2 bits paid above the rez cost", func(t *testing.T) {
			x, c := approachRez(t, ice, 9)
			d := x.Decision(corp)
			if d.Kind != engine.Number {
				t.Fatalf("the Corp is not asked how much to pay above the rez cost: %s", x.Describe())
			}
			x.Number(corp, 5)
			want(t, "subroutines for 5 bits", x.G.SubroutineCount(c), 2)
			x.PassAll()
			if x.Offered(runner, "done") {
				x.Do(runner, "done")
			}
			wantRunEndedBy(t, x, ice)
		})
	}
	t.Run("Gatekeeper: paying nothing above the rez cost leaves no subroutine: the Runner gets through (R301)", func(t *testing.T) {
		x, c := approachRez(t, "Gatekeeper", 9)
		x.Number(corp, 1)
		want(t, "subroutines for 1 bit", x.G.SubroutineCount(c), 0)
		x.PassAll()
		x.Do(runner, "continue")
		x.PassAll()
		wantSuccessful(t, x)
	})
	t.Run("Hunting Pack: one trace-5 tag subroutine for each rezzed ice outside it", func(t *testing.T) {
		x := fortSetup(t, []string{"Hunting Pack", "Wall of Static?", "Canis Minor", "Canis Minor"}, nil, 5, 5, 10)
		hp := newest(x, "Hunting Pack")
		want(t, "subroutines", x.G.SubroutineCount(hp), 2)
		runHQ(x)
		for range 3 {
			x.Do(runner, "continue")
			x.PassAll()
		}
		trace(t, x, 5, 1, "", 0)
		trace(t, x, 5, 1, "", 0)
		want(t, "tags", x.Runner().Tags, 2)
	})
	t.Run("Hunting Pack: outermost it has no subroutines (R153, R301)", func(t *testing.T) {
		x := fortSetup(t, []string{"Canis Minor", "Hunting Pack"}, nil, 5, 5, 10)
		want(t, "subroutines", x.G.SubroutineCount(newest(x, "Hunting Pack")), 0)
	})
	t.Run("Minotaur: one End the run for each rezzed code gate or wall outside it, not sentries (R175)", func(t *testing.T) {
		x := fortSetup(t, []string{"Minotaur", "Canis Minor", "Data Wall"}, []string{"Dwarf"}, 5, 5, 0)
		m := newest(x, "Minotaur")
		want(t, "subroutines", x.G.SubroutineCount(m), 1)
		runHQ(x)
		passWith(t, x, "Dwarf", 1) // then Canis Minor, which Dwarf cannot break
		x.Do(runner, "continue")
		x.PassAll()
		wantRunEndedBy(t, x, "Minotaur")
	})
	for _, tc := range []struct {
		ice  string
		subs int
	}{{"Iceberg", 1}, {"Riddler", 0}} {
		t.Run(tc.ice+": the Corp buys End the run subroutines for 2 bits each as the Runner encounters it, as many as it can pay (R156)", func(t *testing.T) {
			x := fortSetup(t, []string{tc.ice}, []string{"Dwarf", "Codecracker"}, 5, 1, 5)
			c := newest(x, tc.ice)
			x.Events = nil
			x.Do(runner, "run on HQ")
			x.PassAll()
			d := x.Decision(corp)
			if d.Kind != engine.Number || d.Max != 2 {
				t.Fatalf("Corp decision %q [%d, %d], want to buy 0 to 2", d.Prompt, d.Min, d.Max)
			}
			x.Number(corp, 2)
			want(t, "Corp bits", x.Corp().Bits, 1)
			want(t, "subroutines this encounter", x.G.SubroutineCount(c), tc.subs+2)
			x.Do(runner, "done")
			wantRunEndedBy(t, x, tc.ice)
			want(t, "subroutines after the encounter", x.G.SubroutineCount(c), tc.subs)
		})
	}
	t.Run("Iceberg: buying none leaves its Net damage only", func(t *testing.T) {
		x := fortSetup(t, []string{"Iceberg"}, nil, 5, 5, 5)
		runHQ(x)
		x.Number(corp, 0)
		x.PassAll()
		want(t, "cards in hand", len(x.Runner().Hand), 4)
		x.Do(runner, "continue")
		x.PassAll()
		wantSuccessful(t, x)
	})

	// run-rider.
	for _, tc := range []struct {
		ice string
		n   int32
	}{{"Canis Major", 2}, {"Canis Minor", 1}} {
		t.Run(tc.ice+": for the remainder of the run, later ice is encountered at more strength", func(t *testing.T) {
			x := fortSetup(t, []string{"Data Wall", tc.ice}, []string{"Dwarf"}, 9, 5, 0)
			dw := newest(x, "Data Wall")
			runHQ(x)
			x.Do(runner, "continue")
			x.PassAll()
			want(t, "Data Wall strength in the encounter", x.G.IceStrength(dw), tc.n)
		})
	}
	t.Run("Mastiff: its third subroutine makes all ice +1 strength for the rest of the run", func(t *testing.T) {
		x := fortSetup(t, []string{"Data Wall", "Mastiff"}, []string{"Loony Goon", "Dwarf"}, 9, 14, 0)
		dw := newest(x, "Data Wall")
		runHQ(x)
		for i := 0; i < 10 && !x.Offered(runner, "break subroutine 1 with Loony Goon"); i++ {
			x.Do(runner, "pump Loony Goon: +1 strength for 1")
		}
		for _, sub := range []string{"1", "2", "4", "5"} {
			x.Do(runner, "break subroutine "+sub+" with Loony Goon")
		}
		x.Do(runner, "done")
		x.Do(runner, "continue")
		x.PassAll()
		want(t, "Data Wall strength in the encounter", x.G.IceStrength(dw), 1)
	})
	t.Run("Coyote: gain 3 on rez; unless the Runner pays 2 bits, later ice is encountered at +1 strength", func(t *testing.T) {
		for _, pay := range []bool{false, true} {
			x := newTable(t)
			x.Ice(onr.FortHQ, "Coyote", false)
			dw, _ := x.Ice(onr.FortHQ, "Data Wall", true)
			x.Rig("Dwarf")
			x.Ready()
			x.ToTurn(runner)
			x.Runner().Bits, x.Corp().Bits = 5, 5
			x.Do(runner, "run on HQ")
			x.Do(corp, "rez Coyote")
			want(t, "Corp bits after the rez", x.Corp().Bits, 8)
			x.PassAll()
			if pay {
				x.Do(runner, "pay 2 for Coyote")
			} else {
				x.Do(runner, "decline")
			}
			x.Do(runner, "continue")
			x.PassAll()
			want(t, fmt.Sprintf("Data Wall strength (paid %v)", pay), x.G.IceStrength(dw), map[bool]int32{false: 1, true: 0}[pay])
		}
	})
	t.Run("Ball and Chain: at each later encounter the Runner pays 2 bits or the run ends, before that ice's subroutines (R089, R090)", func(t *testing.T) {
		for _, pay := range []bool{false, true} {
			x := newTable(t)
			x.Ice(onr.FortHQ, "Ball and Chain", true)
			x.Ice(onr.FortHQ, "Data Wall", false)
			x.Rig("Dwarf")
			x.Ready()
			x.ToTurn(runner)
			x.Runner().Bits, x.Corp().Bits = 5, 5
			runHQ(x)
			x.Do(runner, "continue")
			if x.Offered(runner, "pay 2 for Ball and Chain") {
				t.Fatalf("the Runner is asked to pay before the next ice is rezzed (R090)")
			}
			x.Do(corp, "rez Data Wall")
			x.PassAll()
			if !pay {
				x.Do(runner, "decline")
				wantRunEndedBy(t, x, "Ball and Chain")
				if x.Logged("Data Wall ends the run") {
					t.Errorf("Data Wall's subroutine affected the Runner who refused to pay (R089)")
				}
				continue
			}
			x.Do(runner, "pay 2 for Ball and Chain")
			want(t, "Runner bits", x.Runner().Bits, 3)
			x.Do(runner, "break subroutine 1 with Dwarf")
			x.Do(runner, "continue")
			x.PassAll()
			wantSuccessful(t, x)
		}
	})
	t.Run("Fatal Attractor: 3 Net damage after the next encounter unless all its subroutines were broken", func(t *testing.T) {
		for _, brk := range []bool{false, true} {
			x := fortSetup(t, []string{"Data Wall", "Fatal Attractor"}, []string{"Dwarf"}, 5, 5, 0)
			runHQ(x)
			x.Do(runner, "continue")
			x.PassAll()
			if brk {
				x.Do(runner, "break subroutine 1 with Dwarf")
			} else {
				x.Do(runner, "done")
			}
			want(t, fmt.Sprintf("cards in hand (broke all: %v)", brk), len(x.Runner().Hand), map[bool]int{false: 2, true: 5}[brk])
		}
	})
	t.Run("Virizz: for the rest of the run each subroutine costs 1 more bit to break", func(t *testing.T) {
		x := fortSetup(t, []string{"Data Wall", "Virizz"}, []string{"Dwarf"}, 5, 5, 0)
		runHQ(x)
		x.Do(runner, "continue")
		x.PassAll()
		x.Do(runner, "break subroutine 1 with Dwarf")
		want(t, "Runner bits after one break", x.Runner().Bits, 3)
	})

	t.Run("Viral 15: jacking out costs 1 bit more; after each rezzed ice passed, itself included, the Runner trashes a program of his choice or jacks out (R245)", func(t *testing.T) {
		x := fortSetup(t, []string{"Data Wall?", "Data Wall", "Viral 15"}, []string{"Dwarf", "Loony Goon"}, 5, 5, 0)
		runHQ(x)
		x.Do(runner, "done") // Loony Goon could break it
		if got := x.Options(runner); !equal(got, []string{"jack-out (pay 1)", "trash Dwarf", "trash Loony Goon"}) {
			t.Fatalf("after passing Viral 15 the Runner is offered %q", got)
		}
		x.Do(runner, "trash Loony Goon")
		want(t, "Loony Goon trashed", inZone(x, newest(x, "Loony Goon"), onr.ZoneDiscard), true)
		x.PassAll()
		x.Do(runner, "continue")
		x.PassAll()
		x.Do(runner, "break subroutine 1 with Dwarf")
		x.PassAll()
		if x.Offered(runner, "continue") {
			t.Fatalf("no choice after passing the rezzed Data Wall: %q", x.Options(runner))
		}
		x.Do(runner, "trash Dwarf")
		x.PassAll()
		x.Do(runner, "continue")
		x.PassAll() // the unrezzed Data Wall is passed: nothing to trash
		x.Do(runner, "jack-out (pay 1)")
		want(t, "Runner bits", x.Runner().Bits, 3)
		want(t, "run over", x.S.Run.Active, false)
	})
	t.Run("Viral 15: choosing to jack out after passing it saves the programs", func(t *testing.T) {
		x := fortSetup(t, []string{"Data Wall", "Viral 15"}, []string{"Dwarf"}, 5, 5, 0)
		runHQ(x)
		x.Do(runner, "jack-out (pay 1)")
		want(t, "Dwarf installed", inZone(x, newest(x, "Dwarf"), onr.ZoneRig), true)
		want(t, "Runner bits", x.Runner().Bits, 4)
		want(t, "run over", x.S.Run.Active, false)
	})

	// run-lock-until-paid.
	for _, tc := range []struct {
		ice          string
		limit, price int
		trashes      bool
	}{{"Asp", 5, 1, false}, {"Fang", 4, 2, false}, {"Fang 2.0", 5, 2, false}, {"Rex", 3, 2, false}, {"Fragmentation Storm", 4, 1, true}} {
		t.Run(fmt.Sprintf("%s: a successful trace %d ends the run; the Runner cannot run until an action pays %d bits", tc.ice, tc.limit, tc.price), func(t *testing.T) {
			x := fortSetup(t, []string{tc.ice}, []string{"Dwarf"}, 5, 5, 9)
			runHQ(x)
			trace(t, x, tc.limit, 1, "", 0)
			if tc.trashes {
				x.Do(corp, "trash Dwarf")
			}
			wantRunEndedBy(t, x, tc.ice)
			if x.Offered(runner, "run on HQ") {
				t.Fatalf("the Runner may run again")
			}
			lift := fmt.Sprintf("lift %s run lock for %d", tc.ice, tc.price)
			x.Do(runner, lift)
			want(t, "Runner bits", x.Runner().Bits, int32(5-tc.price))
			if !x.Offered(runner, "run on HQ") {
				t.Errorf("the Runner may not run after paying: %q", x.Options(runner))
			}
		})
	}
	t.Run("Homing Missile: X paid above the rez cost is its strength and its trace limit; other strength effects change only the strength (R151, R152)", func(t *testing.T) {
		x := newTable(t)
		c, _ := x.Ice(onr.FortHQ, "Homing Missile", false)
		x.Install(onr.FortHQ, "Antiquated Interface Routines", true)
		x.Ready()
		x.ToTurn(runner)
		x.Corp().Bits = 12
		x.Do(runner, "run on HQ")
		x.Do(corp, "rez Homing Missile")
		x.Number(corp, 3)
		want(t, "strength", x.G.IceStrength(c), 4)
		x.PassAll()
		trace(t, x, 3, 3, "", 0)
		if x.Offered(runner, "run on HQ") {
			t.Errorf("the Runner may run again")
		}
		if !x.Offered(runner, "lift Homing Missile run lock for 2") {
			t.Errorf("no action lifts the lock: %q", x.Options(runner))
		}
	})

	// runner-counters.
	t.Run("Cerberus: 3 Net damage; a trace 5 gives a counter doing 2 Net damage at the start of each run; an action and 4 bits remove it", func(t *testing.T) {
		x := fortSetup(t, []string{"Cerberus"}, nil, 9, 9, 9)
		runHQ(x)
		trace(t, x, 5, 1, "", 0)
		want(t, "cards in hand after 3 Net damage", len(x.Runner().Hand), 6)
		wantRunEndedBy(t, x, "Cerberus")
		x.Do(runner, "run on R&D")
		want(t, "cards in hand after the counter's damage", len(x.Runner().Hand), 4)
		x.PassAll()
		if x.Offered(runner, "continue") {
			x.Do(runner, "continue")
		}
		x.PassAll()
		for i := 0; i < 5 && !x.Offered(runner, "lift Cerberus counter for 4"); i++ {
			if x.Offered(runner, "leave") {
				x.Do(runner, "leave")
			} else {
				x.PassAll()
			}
		}
		x.Do(runner, "lift Cerberus counter for 4")
		x.Do(runner, "run on R&D")
		want(t, "cards in hand with no counter", len(x.Runner().Hand), 4)
	})
	t.Run("Mastiff: brain, Net, a trace 5 counter doing 1 brain damage at the start of each run, End the run", func(t *testing.T) {
		x := fortSetup(t, []string{"Mastiff"}, nil, 9, 9, 9)
		runHQ(x)
		trace(t, x, 5, 1, "", 0)
		wantRunEndedBy(t, x, "Mastiff")
		want(t, "brain damage", x.Runner().Brain, 1)
		want(t, "cards in hand", len(x.Runner().Hand), 7)
		x.Do(runner, "run on R&D")
		want(t, "brain damage after the counter", x.Runner().Brain, 2)
	})
	t.Run("Data Raven: a trace 5 gives a tag and a counter that tags the Runner at the start of each of his turns; an action and 1 bit remove it", func(t *testing.T) {
		x := fortSetup(t, []string{"Data Raven"}, nil, 5, 9, 9)
		runHQ(x)
		trace(t, x, 5, 1, "", 0)
		x.Take()
		want(t, "tags", x.Runner().Tags, 1)
		x.Do(runner, "jack-out")
		x.ToTurn(corp)
		want(t, "tags at the Corp's turn", x.Runner().Tags, 1)
		x.ToTurn(runner)
		x.Take()
		want(t, "tags at the Runner's turn", x.Runner().Tags, 2)
		x.PassAll()
		x.Do(runner, "lift Data Raven counter for 1")
		x.ToTurn(corp)
		x.ToTurn(runner)
		want(t, "tags with no counter", x.Runner().Tags, 2)
	})

	t.Run("a counter whose ice is hidden again is lifted without naming the ice (ONR-2.6)", func(t *testing.T) {
		x := fortSetup(t, []string{"Data Raven"}, nil, 5, 9, 9)
		runHQ(x)
		trace(t, x, 5, 1, "", 0)
		x.Take()
		x.Do(runner, "jack-out")
		// Derezzed (as by Superglue), Data Raven is unrezzed ice again,
		// hidden from the Runner; the counter it gave stays.
		for c := range x.S.Cards {
			if x.S.Cards[c].Zone == onr.ZoneIce && x.G.Title(int32(c)) == "Data Raven" {
				x.S.Cards[c].Rezzed = false
			}
		}
		x.ToTurn(corp)
		x.ToTurn(runner)
		x.Take()
		x.PassAll()
		if x.Offered(runner, "lift Data Raven counter for 1") || !x.Offered(runner, "lift a counter for 1") {
			t.Fatalf("the lift option names hidden ice or is missing: %q", x.Options(runner))
		}
		x.Do(runner, "lift a counter for 1")
		for _, e := range x.Events {
			if strings.Contains(e.Text(), "Data Raven") && strings.Contains(e.Text(), "lift") {
				t.Errorf("event %q names hidden ice", e.Text())
			}
		}
	})

	// Sleepy ice: history-facts, rez-cost-modifier.
	for _, tc := range []struct {
		ice  string
		cost int32
	}{{"Baskerville", 10}, {"Bolter Swarm", 8}, {"Deadeye", 5}, {"Imperial Guard", 10}} {
		t.Run(tc.ice+": after a noisy icebreaker was used in the run, it costs 5 bits less to rez", func(t *testing.T) {
			for _, noisy := range []bool{false, true} {
				breaker := map[bool]string{false: "Dwarf", true: "Hammer"}[noisy]
				x := fortSetup(t, []string{tc.ice + "?", "Data Wall"}, []string{breaker}, 9, 9, tc.cost-5)
				c := newest(x, tc.ice)
				runHQ(x)
				x.Do(runner, "break subroutine 1 with "+breaker)
				x.Do(runner, "continue")
				if x.Offered(runner, "pass") {
					x.Do(runner, "pass")
				}
				want(t, fmt.Sprintf("rez offered with %d bits (noisy %v)", tc.cost-5, noisy), x.Offered(corp, "rez "+tc.ice), noisy)
				if !noisy {
					continue
				}
				x.Do(corp, "rez "+tc.ice)
				want(t, "rezzed", x.S.Cards[c].Rezzed, true)
				want(t, "Corp bits", x.Corp().Bits, 0)
			}
		})
	}
	t.Run("Baskerville: 2 Net damage; a trace 5 counter does 2 Net damage at the start of each run, removed by an action and 3 bits; End the run", func(t *testing.T) {
		x := fortSetup(t, []string{"Baskerville"}, nil, 9, 9, 9)
		runHQ(x)
		trace(t, x, 5, 1, "", 0)
		want(t, "cards in hand", len(x.Runner().Hand), 7)
		wantRunEndedBy(t, x, "Baskerville")
		x.Do(runner, "lift Baskerville counter for 3")
		want(t, "Runner bits", x.Runner().Bits, 6)
		x.Do(runner, "run on R&D")
		want(t, "cards in hand with no counter", len(x.Runner().Hand), 7)
	})
	t.Run("Baskerville: its counter does 2 Net damage at the start of the next run", func(t *testing.T) {
		x := fortSetup(t, []string{"Baskerville"}, nil, 9, 9, 9)
		runHQ(x)
		trace(t, x, 5, 1, "", 0)
		x.Do(runner, "run on R&D")
		want(t, "cards in hand", len(x.Runner().Hand), 5)
	})
	t.Run("Bolter Swarm: 4 Net damage, and the Runner cannot break the next ice's subroutines", func(t *testing.T) {
		x := fortSetup(t, []string{"Data Wall", "Bolter Swarm"}, []string{"Dwarf"}, 9, 9, 0)
		runHQ(x)
		want(t, "cards in hand", len(x.Runner().Hand), 5)
		x.Do(runner, "continue")
		x.PassAll()
		if x.Offered(runner, "break subroutine 1 with Dwarf") {
			t.Errorf("the Runner may break Data Wall's subroutine")
		}
		wantRunEndedBy(t, x, "Data Wall")
	})
	for _, ice := range []string{"Deadeye", "Imperial Guard"} {
		t.Run(ice+": unbroken, the Corp trashes a program and the run ends", func(t *testing.T) {
			x := fortSetup(t, []string{ice}, []string{"Dwarf"}, 5, 5, 0)
			runHQ(x)
			x.Do(corp, "trash Dwarf")
			wantRunEndedBy(t, x, ice)
		})
	}

	t.Run("Roadblock: as the Runner encounters it, a die: on a 6 it is derezzed and passed, its subroutine ignored (R213); else the roll is added to its strength for the encounter", func(t *testing.T) {
		seen := map[int]bool{} // faces: every one is asserted
		for seed := uint64(1); seed < 200 && len(seen) < 6; seed++ {
			x := onrtest.New(t, seed)
			c, _ := x.Ice(onr.FortHQ, "Roadblock", true)
			x.Rig("Codecracker")
			x.Ready()
			x.ToTurn(onr.Runner)
			x.Runner().Bits = 1
			runHQ(x)
			roll := 0
			for _, e := range x.Events {
				if e.Type == "die" {
					fmt.Sscanf(e.Text(), "Roadblock rolls %d", &roll)
				}
			}
			if roll == 6 {
				want(t, "rezzed after a 6", x.S.Cards[c].Rezzed, false)
				if x.Logged("Roadblock ends the run") || !x.Offered(runner, "continue") {
					t.Errorf("seed %d: after a 6 the Runner did not pass Roadblock: %s", seed, x.Describe())
				}
			} else {
				want(t, fmt.Sprintf("seed %d: strength after a %d", seed, roll), x.G.IceStrength(c), int32(roll))
				x.Do(runner, "done")
				wantRunEndedBy(t, x, "Roadblock")
				want(t, "strength after the encounter", x.G.IceStrength(c), 0)
			}
			seen[roll] = true
		}
		if len(seen) < 6 {
			t.Errorf("seeds 1-199 never rolled every face: %v", seen)
		}
	})

	t.Run("Vacuum Link: on a 1 to 3 the Runner goes back that many rezzed ice, or to the outermost, or jacks out (R243)", func(t *testing.T) {
		seen := map[string]bool{}
		for seed := uint64(1); seed < 80 && len(seen) < 4; seed++ {
			x := onrtest.New(t, seed)
			x.Ice(onr.FortHQ, "Canis Minor", true)
			x.Ice(onr.FortHQ, "Data Wall", false)
			x.Ice(onr.FortHQ, "Vacuum Link", true)
			x.Ready()
			x.ToTurn(onr.Runner)
			x.Runner().Bits = 5
			x.Events = nil
			x.Do(runner, "run on HQ")
			x.PassAll()
			x.Do(runner, "continue") // past Canis Minor
			x.PassAll()
			x.Do(runner, "continue") // past the unrezzed Data Wall
			x.PassAll()
			roll := 0
			for _, e := range x.Events {
				if e.Type == "die" {
					fmt.Sscanf(e.Text(), "Vacuum Link rolls %d", &roll)
				}
			}
			switch {
			case roll > 3:
				if d := x.Decision(runner); d.Prompt != "Continue the run or jack out" {
					t.Errorf("seed %d, roll %d: %q, want the run to go on past Vacuum Link", seed, roll, d.Prompt)
				}
				seen["high"] = true
			case !seen["jack"]:
				x.Do(runner, "jack-out")
				want(t, "run over after jacking out", x.S.Run.Active, false)
				seen["jack"] = true
			default:
				x.Do(runner, "continue")
				if !x.Logged("Runner goes back to Canis Minor") {
					t.Errorf("seed %d, roll %d: the Runner did not go back to Canis Minor, the only rezzed ice outside", seed, roll)
				}
				if !strings.Contains(x.Decision(runner).Prompt, "Continue") {
					t.Errorf("seed %d: Canis Minor is not encountered again: %s", seed, x.Describe())
				}
				seen["back"] = true
			}
		}
		if len(seen) < 3 {
			t.Errorf("seeds never rolled both low and high: %v", seen)
		}
	})
	t.Run("Vacuum Link: alone on the fort, the Runner goes back to Vacuum Link itself (R243)", func(t *testing.T) {
		for seed := uint64(1); seed < 80; seed++ {
			x := onrtest.New(t, seed)
			x.Ice(onr.FortHQ, "Vacuum Link", true)
			x.Ready()
			x.ToTurn(onr.Runner)
			x.Events = nil
			x.Do(runner, "run on HQ")
			x.PassAll()
			if !strings.Contains(x.Decision(runner).Prompt, "go back") {
				continue
			}
			x.Do(runner, "continue")
			x.PassAll()
			if n := countEvents(x, "encounter"); n != 2 {
				t.Errorf("seed %d: %d encounters, want Vacuum Link encountered again", seed, n)
			}
			return
		}
		t.Fatalf("no seed rolls 1 to 3")
	})

	// scoped-bits.
	t.Run("Pocket Virtual Reality: the Corp gains 4 bits for its traces only as it is encountered; what is left goes back to the bank", func(t *testing.T) {
		x := fortSetup(t, []string{"Pocket Virtual Reality"}, nil, 5, 5, 0)
		runHQ(x)
		trace(t, x, 4, 1, "", 0) // 4 of the limit 6 can be paid: the bits of the encounter
		x.Take()
		trace(t, x, 3, 0, "", 0)
		x.Take()
		want(t, "tags", x.Runner().Tags, 2)
		want(t, "Corp bits: the 3 unspent went back to the bank", x.Corp().Bits, 0)
		x.Do(runner, "jack-out")
		for _, l := range x.S.Lasting {
			if l.Mod == onr.ModScopedBits {
				t.Errorf("bits of the encounter outlive it: %+v", l)
			}
		}
	})

	// secret-choice.
	for _, tc := range []struct{ corp, runner int }{{1, 1}, {0, 2}, {2, 1}} {
		t.Run(fmt.Sprintf("Too Many Doors: both secretly spend; the Corp %d and the Runner %d: the run ends unless they match", tc.corp, tc.runner), func(t *testing.T) {
			x := fortSetup(t, []string{"Too Many Doors"}, nil, 5, 5, 5)
			runHQ(x)
			dc, dr := x.Decision(corp), x.Decision(runner)
			if dc.Kind != engine.Number || dr.Kind != engine.Number || dc.Max != 2 || dr.Max != 2 || dc.Prompt != dr.Prompt {
				t.Fatalf("decisions %q [%d, %d] and %q [%d, %d], want both asked at once for 0 to 2 bits, in the same words",
					dc.Prompt, dc.Min, dc.Max, dr.Prompt, dr.Min, dr.Max)
			}
			x.Number(corp, tc.corp)
			if _, err := x.G.Info(runnerSeat); err == nil {
				t.Errorf("the Runner has an information state while the Corp's secret spend waits")
			}
			if v, _ := json.Marshal(x.G.View(runnerSeat)); strings.Contains(string(v), "spent") {
				t.Errorf("the Runner's view tells what the Corp spent: %s", v)
			}
			x.Number(runner, tc.runner)
			want(t, "Corp bits", x.Corp().Bits, int32(5-tc.corp))
			want(t, "Runner bits", x.Runner().Bits, int32(5-tc.runner))
			if tc.corp == tc.runner {
				if x.Logged("Too Many Doors ends the run") || !x.S.Run.Active {
					t.Errorf("the run ended although the Corp spent as much as the Runner")
				}
				return
			}
			wantRunEndedBy(t, x, "Too Many Doors")
		})
	}

	// end-of-turn.
	t.Run("Puzzle: ends the run, and is trashed at the end of the turn", func(t *testing.T) {
		x := fortSetup(t, []string{"Puzzle"}, nil, 5, 5, 0)
		p := newest(x, "Puzzle")
		runHQ(x)
		wantRunEndedBy(t, x, "Puzzle")
		want(t, "Puzzle installed during the turn", inZone(x, p, onr.ZoneIce), true)
		x.ToTurn(corp)
		want(t, "Puzzle trashed at the end of the turn", inZone(x, p, onr.ZoneDiscard), true)
	})

	// trigger-pass-ice, uninstall-to-hq.
	for _, tc := range []struct{ ice, breaker string }{{"Datacomb", "Dwarf"}, {"Marionette", "Loony Goon"}, {"Twisty Passages", "Codecracker"}} {
		n := map[string]int{"Marionette": 2}[tc.ice]
		if n == 0 {
			n = 1
		}
		t.Run(tc.ice+": when the Runner passes it, the Corp pays 1 bit or stores it in HQ", func(t *testing.T) {
			for _, pay := range []bool{false, true} {
				x := fortSetup(t, []string{tc.ice}, []string{tc.breaker}, 5, 9, 3)
				c := newest(x, tc.ice)
				runHQ(x)
				pumpAndBreak(t, x, tc.breaker, n)
				if pay {
					x.Do(corp, "pay 1 for "+tc.ice)
					want(t, "Corp bits", x.Corp().Bits, 2)
					want(t, "still installed", inZone(x, c, onr.ZoneIce), true)
					continue
				}
				x.Do(corp, "decline")
				want(t, "in HQ", inZone(x, c, onr.ZoneHand), true)
				if !x.Logged("Corp stores " + tc.ice + " in HQ") {
					t.Errorf("no event names the ice stored in HQ")
				}
			}
		})
	}
	t.Run("Marionette: unbroken, the Corp trashes a program and the run ends", func(t *testing.T) {
		x := fortSetup(t, []string{"Marionette"}, []string{"Dwarf"}, 5, 5, 3)
		runHQ(x)
		x.Do(corp, "trash Dwarf")
		wantRunEndedBy(t, x, "Marionette")
	})
	for _, tc := range []struct{ ice, breaker string }{{"Death Yo-Yo", "Loony Goon"}, {"Scaffolding", "Dwarf"}, {"Tumblers", "Codecracker"}} {
		n := map[string]int{"Death Yo-Yo": 2}[tc.ice]
		if n == 0 {
			n = 1
		}
		t.Run(tc.ice+": when the Runner passes it, the Corp may store it in HQ and gain 1 bit", func(t *testing.T) {
			for _, take := range []bool{false, true} {
				x := fortSetup(t, []string{tc.ice}, []string{tc.breaker}, 5, 9, 3)
				c := newest(x, tc.ice)
				runHQ(x)
				pumpAndBreak(t, x, tc.breaker, n)
				if !take {
					x.Do(corp, "decline")
					want(t, "still installed", inZone(x, c, onr.ZoneIce), true)
					continue
				}
				x.Do(corp, "use "+tc.ice+": uninstall it, store it in HQ and gain 1 bit")
				want(t, "in HQ", inZone(x, c, onr.ZoneHand), true)
				want(t, "Corp bits", x.Corp().Bits, 4)
			}
		})
	}
	for _, ice := range []string{"Datacomb", "Twisty Passages", "Scaffolding", "Tumblers"} {
		t.Run(ice+": unbroken, its subroutine ends the run and nothing is passed", func(t *testing.T) {
			x := fortSetup(t, []string{ice}, nil, 5, 5, 3)
			runHQ(x)
			wantRunEndedBy(t, x, ice)
			want(t, "still installed", inZone(x, newest(x, ice), onr.ZoneIce), true)
		})
	}
	t.Run("Puzzle: with its first subroutine broken, the second ends the run and trashes it at the end of the turn", func(t *testing.T) {
		x := fortSetup(t, []string{"Puzzle"}, []string{"Codecracker"}, 5, 9, 0)
		p := newest(x, "Puzzle")
		runHQ(x)
		pumpAndBreak(t, x, "Codecracker", 1)
		x.Do(runner, "done")
		wantRunEndedBy(t, x, "Puzzle")
		x.ToTurn(corp)
		want(t, "Puzzle trashed", inZone(x, p, onr.ZoneDiscard), true)
	})
	t.Run("Death Yo-Yo: unbroken, 1 brain damage and the run ends", func(t *testing.T) {
		x := fortSetup(t, []string{"Death Yo-Yo"}, nil, 5, 5, 3)
		runHQ(x)
		want(t, "brain damage", x.Runner().Brain, 1)
		wantRunEndedBy(t, x, "Death Yo-Yo")
	})
}

func equal(a, b []string) bool { return strings.Join(a, "|") == strings.Join(b, "|") }
