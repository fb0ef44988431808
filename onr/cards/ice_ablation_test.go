package cards_test

import (
	"fmt"
	"testing"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// Tests of ice (and of the two noisy icebreakers Fubar and MS-todon) that
// pin what the ablation gate changes and the older tests of these cards
// did not notice (issue 21, on the allow-list it landed with): the kind of the
// damage done, not only its amount; a rider's reach (every later
// encounter, not the next only); each of two identical subroutines; a
// maximum, a price, a die's boundary, a condition, a noise.

// TestIceCardsPinnedByTheirText is the test of those rules.
func TestIceCardsPinnedByTheirText(t *testing.T) {
	// The kind of each damage, as the log says it and as brain damage
	// counts it: the Runner takes n damage of that kind, and brain damage
	// only where the text says brain. Each case clears the log just before
	// the damage it checks.
	for _, tc := range []struct {
		name  string
		play  func(t *testing.T) *onrtest.Table
		n     int
		kind  string
		brain int32 // brain damage the Runner has at the end
	}{
		{"Baskerville: its first subroutine does 2 Net damage (\"[subroutine] Do 2 Net damage\")", func(t *testing.T) *onrtest.Table {
			x := fortSetup(t, []string{"Baskerville"}, nil, 9, 9, 9)
			runHQ(x)
			return x
		}, 2, "Net", 0},
		{"Baskerville: its counter does 2 Net damage at the start of each run (\"Each counter does 2 Net damage at the start of each run\")", func(t *testing.T) *onrtest.Table {
			x := fortSetup(t, []string{"Baskerville"}, nil, 9, 9, 9)
			runHQ(x)
			trace(t, x, 5, 1, "", 0)
			x.Events = nil
			x.Do(runner, "run on R&D")
			return x
		}, 2, "Net", 0},
		{"Cerberus: its first subroutine does 3 Net damage (\"[subroutine] Do 3 Net damage\")", func(t *testing.T) *onrtest.Table {
			x := fortSetup(t, []string{"Cerberus"}, nil, 9, 9, 9)
			runHQ(x)
			return x
		}, 3, "Net", 0},
		{"Cerberus: its counter does 2 Net damage at the start of each run (\"Each Cerberus counter does 2 Net damage at the start of each run\")", func(t *testing.T) *onrtest.Table {
			x := fortSetup(t, []string{"Cerberus"}, nil, 9, 9, 9)
			runHQ(x)
			trace(t, x, 5, 1, "", 0)
			x.Events = nil
			x.Do(runner, "run on R&D")
			return x
		}, 2, "Net", 0},
		{"Bolter Swarm: its first subroutine does 4 Net damage (\"[subroutine] Do 4 Net damage\")", func(t *testing.T) *onrtest.Table {
			x := fortSetup(t, []string{"Data Wall", "Bolter Swarm"}, nil, 9, 9, 0)
			runHQ(x)
			return x
		}, 4, "Net", 0},
		{"Bug Zapper: it does 2 Net damage for each rezzed ice outside it (\"Do 2 Net damage for each rezzed piece of ice installed outside Bug Zapper\")", func(t *testing.T) *onrtest.Table {
			x := fortSetup(t, []string{"Bug Zapper", "Canis Minor"}, nil, 9, 5, 0)
			runHQ(x)
			x.Do(runner, "continue")
			x.PassAll()
			return x
		}, 2, "Net", 0},
		{"Dog Pile: it does 1 Net damage for each rezzed ice outside it (\"Do 1 Net damage for each rezzed piece of ice installed outside Dog Pile\")", func(t *testing.T) *onrtest.Table {
			x := fortSetup(t, []string{"Dog Pile", "Canis Minor", "Canis Minor"}, nil, 9, 5, 0)
			runHQ(x)
			for range 2 {
				x.Do(runner, "continue")
				x.PassAll()
			}
			return x
		}, 2, "Net", 0},
		{"Chihuahua: its successful trace does 1 Net damage (\"Trace 1-If trace is successful, do 1 Net damage\")", func(t *testing.T) *onrtest.Table {
			x, _ := approachRez(t, "Chihuahua", 0)
			x.PassAll()
			x.Events = nil
			trace(t, x, 1, 1, "", 0)
			return x
		}, 1, "Net", 0},
		{"Fatal Attractor: it does 3 Net damage after the next encounter unless all its subroutines were broken (\"do 3 Net damage unless Runner breaks all subroutines\")", func(t *testing.T) *onrtest.Table {
			x := fortSetup(t, []string{"Data Wall", "Fatal Attractor"}, []string{"Dwarf"}, 5, 5, 0)
			runHQ(x)
			x.Do(runner, "continue")
			x.PassAll()
			x.Events = nil
			x.Do(runner, "done")
			return x
		}, 3, "Net", 0},
		{"Iceberg: its subroutine does 1 Net damage (\"[subroutine] Do 1 Net damage\")", func(t *testing.T) *onrtest.Table {
			x := fortSetup(t, []string{"Iceberg"}, nil, 5, 5, 5)
			runHQ(x)
			x.Number(corp, 0)
			x.PassAll()
			return x
		}, 1, "Net", 0},
		{"Mastiff: its second subroutine does 1 Net damage, its first 1 brain damage (\"Do 1 brain damage. Do 1 Net damage\")", func(t *testing.T) *onrtest.Table {
			x := fortSetup(t, []string{"Mastiff"}, nil, 9, 9, 9)
			runHQ(x)
			return x
		}, 1, "Net", 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := tc.play(t)
			if line := fmt.Sprintf("Runner takes %d %s damage", tc.n, tc.kind); !x.Logged(line) {
				t.Errorf("log lacks %q", line)
			}
			want(t, "brain damage", x.Runner().Brain, tc.brain)
		})
	}

	t.Run("Mastiff: an action and 4 bits, not 3 nor 5, remove its counter (\"Runner may remove a Mastiff counter by taking an action to spend 4[bit]\")", func(t *testing.T) {
		x := fortSetup(t, []string{"Mastiff"}, nil, 9, 9, 9)
		runHQ(x)
		trace(t, x, 5, 1, "", 0)
		for _, price := range []int{3, 5} {
			if x.Offered(runner, fmt.Sprintf("lift Mastiff counter for %d", price)) {
				t.Errorf("the counter is lifted for %d bits", price)
			}
		}
		x.Runner().Bits = 4
		x.Do(runner, "lift Mastiff counter for 4")
		want(t, "Runner bits", x.Runner().Bits, 0)
		x.Do(runner, "run on R&D")
		want(t, "brain damage with no counter (the subroutine's only)", x.Runner().Brain, 1)
	})

	t.Run("Ball and Chain: for the remainder of the run the Runner pays 2 bits at every later encounter, not only the next (\"when encountering a piece of ice\")", func(t *testing.T) {
		x := newTable(t)
		x.Ice(onr.FortHQ, "Ball and Chain", true)
		x.Ice(onr.FortHQ, "Data Wall", true)
		x.Ice(onr.FortHQ, "Data Wall", true)
		x.Rig("Dwarf")
		x.Ready()
		x.ToTurn(runner)
		x.Runner().Bits, x.Corp().Bits = 9, 0
		runHQ(x)
		for i := 1; i <= 2; i++ {
			x.Do(runner, "continue")
			x.PassAll()
			if !x.Offered(runner, "pay 2 for Ball and Chain") {
				t.Fatalf("encounter %d after Ball and Chain: the Runner is not asked to pay: %q", i, x.Options(runner))
			}
			x.Do(runner, "pay 2 for Ball and Chain")
			x.Do(runner, "break subroutine 1 with Dwarf")
		}
		want(t, "Runner bits: 2 paid twice, 1 for each break", x.Runner().Bits, 9-4-2)
	})

	t.Run("Glacier: its second subroutine ends the run when the first is broken, its first when the second is (\"[subroutine] End the run. [subroutine] End the run.\")", func(t *testing.T) {
		for _, broken := range []int{1, 2} {
			x, g := movingTable(t, "Glacier", onr.FortRD, true, 0)
			x.Do(runner, "run on R&D")
			x.Do(corp, "pass")
			x.PassAll()
			k := newest(x, "Krash")
			for i := 0; i < 10 && x.G.BreakerStrength(k) < x.G.IceStrength(g); i++ {
				x.Do(runner, "pump Krash: +1 strength for 2")
			}
			x.Do(runner, fmt.Sprintf("break subroutine %d with Krash", broken))
			x.Do(runner, "done")
			wantRunEndedBy(t, x, "Glacier")
		}
	})

	t.Run("Puzzle: each of its two subroutines alone ends the run and trashes Puzzle at the end of the turn (\"End the run, and trash Puzzle at end of turn\", twice)", func(t *testing.T) {
		for _, broken := range []int{1, 2} {
			x := fortSetup(t, []string{"Puzzle"}, []string{"Codecracker"}, 5, 9, 0)
			p := newest(x, "Puzzle")
			runHQ(x)
			for i := 0; i < 10 && !x.Offered(runner, "break subroutine 1 with Codecracker"); i++ {
				x.Do(runner, "pump Codecracker: +1 strength for 1")
			}
			x.Do(runner, fmt.Sprintf("break subroutine %d with Codecracker", broken))
			x.Do(runner, "done")
			wantRunEndedBy(t, x, "Puzzle")
			want(t, fmt.Sprintf("Puzzle installed during the turn (subroutine %d broken)", broken), inZone(x, p, onr.ZoneIce), true)
			x.ToTurn(corp)
			want(t, fmt.Sprintf("Puzzle trashed at the end of the turn (subroutine %d broken)", broken), inZone(x, p, onr.ZoneDiscard), true)
		}
	})

	t.Run("Homing Missile: the Corp may pay at most 8 bits above the rez cost (\"X cannot be greater than 8\")", func(t *testing.T) {
		x, _ := approachRez(t, "Homing Missile", 30)
		d := x.Decision(corp)
		want(t, "most the Corp may pay above the rez cost", d.Max, 8)
	})

	t.Run("Roadblock: on a 6 it is derezzed and passed, and the 6 is not added to its strength (\"On a 6, derez Roadblock …; otherwise, add the result\")", func(t *testing.T) {
		for seed := uint64(1); seed < 200; seed++ {
			x := onrtest.New(t, seed)
			c, _ := x.Ice(onr.FortHQ, "Roadblock", true)
			x.Ready()
			x.ToTurn(onr.Runner)
			runHQ(x)
			if !x.Logged("Roadblock rolls 6") {
				continue
			}
			want(t, "rezzed after a 6", x.S.Cards[c].Rezzed, false)
			want(t, "strength after a 6: as printed", x.G.IceStrength(c), 0)
			if !x.Offered(runner, "continue") {
				t.Fatalf("seed %d: after a 6 the Runner does not go on: %s", seed, x.Describe())
			}
			x.Do(runner, "continue")
			x.PassAll()
			want(t, "strength once the Runner is past it", x.G.IceStrength(c), 0)
			return
		}
		t.Fatalf("seeds 1-199 never rolled a 6")
	})

	t.Run("Viral 15: after passing unrezzed ice the Runner trashes nothing (\"after passing each piece of rezzed ice\")", func(t *testing.T) {
		x := fortSetup(t, []string{"Data Wall?", "Viral 15"}, []string{"Dwarf", "Loony Goon"}, 5, 5, 0)
		runHQ(x)
		x.Do(runner, "done")             // Loony Goon could break it
		x.Do(runner, "trash Loony Goon") // Viral 15, rezzed, is passed
		x.PassAll()
		x.Do(runner, "continue")
		x.PassAll() // the unrezzed Data Wall: not rezzed, passed
		if x.Offered(runner, "trash Dwarf") {
			t.Errorf("after passing unrezzed ice the Runner must trash a program: %q", x.Options(runner))
		}
		want(t, "Dwarf installed", inZone(x, newest(x, "Dwarf"), onr.ZoneRig), true)
	})

	// Noise: "lose bits from a stealth card" when a noisy icebreaker
	// breaks (Cloak holds 3, which noisy icebreakers cannot spend).
	t.Run("Fubar: each subroutine it breaks loses exactly 1 bit from a stealth card (\"Whenever you break an ice subroutine with Fubar, lose 1[bit] from a stealth card\")", func(t *testing.T) {
		x := runSetup(t, []string{"Banpei"}, []string{"Cloak", "Fubar"}, 3, 10)
		cloak := newest(x, "Cloak")
		want(t, "bits on Cloak", x.S.Cards[cloak].Bits, 3)
		runHQ(x)
		x.Do(runner, "use Fubar: Choose the ice type Fubar breaks")
		x.Number(runner, 2)
		x.Do(runner, "break subroutine 1 with Fubar")
		want(t, "bits on Cloak after one break", x.S.Cards[cloak].Bits, 2)
		want(t, "Runner's pool: the break's 1 bit", x.Runner().Bits, 9)
	})
	t.Run("MS-todon: its first sentry break in a run loses every bit of the stealth cards (\"lose all bits from all stealth cards\")", func(t *testing.T) {
		x := runSetup(t, []string{"Banpei"}, []string{"Cloak", "MS-todon"}, 3, 10)
		cloak := newest(x, "Cloak")
		runHQ(x)
		x.Do(runner, "break subroutine 1 with MS-todon")
		want(t, "bits on Cloak after the first break", x.S.Cards[cloak].Bits, 0)
		want(t, "tags", x.Runner().Tags, 1)
	})
}
