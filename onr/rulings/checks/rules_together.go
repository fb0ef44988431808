package checks

// ONR-18.1.7 with R026: effects of both players answering one occurrence
// are ordered by the player whose turn it is, each player's in his or her
// own order (onr/lasting.go, together).

import (
	"fmt"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// togetherTable is HQ behind rezzed Viral 15, the Runner with Bartmoss
// Memorial Icebreaker and Dwarf and 10 bits, in his turn: he runs HQ,
// breaks Viral 15's first subroutine with Bartmoss and lets the second
// fire ("after passing each rezzed ice, trash a program unless you jack
// out"). Passing Viral 15 then fires the Corp's delayed effect and
// Bartmoss's own trigger ("after passing ice it broke, roll a die; on a 1
// trash it") at once.
func togetherTable(t onrtest.TB, seed uint64) (x *onrtest.Table, viral int32, rig []int32) {
	t.Helper()
	x = onrtest.New(t, seed)
	viral, _ = x.Ice(onr.FortHQ, "Viral 15", true)
	rig = x.Rig("Bartmoss Memorial Icebreaker", "Dwarf")
	x.Hand(onr.Runner, "Jack 'n' Joe", "Jack 'n' Joe", "Jack 'n' Joe")
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Runner().Bits = 10
	x.Do(onr.Runner, "run on HQ")
	x.PassAll()
	for i := 0; i < 5 && !x.Offered(onr.Runner, "break subroutine 1 with Bartmoss Memorial Icebreaker"); i++ {
		x.Do(onr.Runner, "pump Bartmoss Memorial Icebreaker: +1 strength for 1")
	}
	x.Do(onr.Runner, "break subroutine 1 with Bartmoss Memorial Icebreaker")
	x.Do(onr.Runner, "done")
	return x, viral, rig
}

// ONR-18.1.7 (ONR-18.2.2, R026): passing Viral 15 fires the Corp's
// effect and Bartmoss's roll together, in the Runner's turn: the Runner,
// whose turn it is, is asked whose effects resolve first — the Corp is
// asked nothing — and each effect keeps its controller (Viral 15's is the
// Corp's). The order he picks changes the outcome: the Corp's first, he
// gives Viral 15 Bartmoss itself, whose roll then never happens, and runs
// on with Dwarf; his own first, Bartmoss rolls, and on a 1 it is trashed
// by the roll and Viral 15 still takes Dwarf or the run.
func checkONR18_1_7_ActivePlayerOrdersBothPlayersEffects(t onrtest.TB) {
	const corpFirst, runnerFirst = "resolve the effects of Corp first", "resolve the effects of Runner first"
	asked := func(t onrtest.TB, x *onrtest.Table) {
		t.Helper()
		d := x.Decision(onr.Runner)
		if d.Seat != x.Seat(onr.Runner) || d.Rule != "ONR-18.1.7" || len(d.Options) != 2 ||
			!x.Offered(onr.Runner, corpFirst) || !x.Offered(onr.Runner, runnerFirst) {
			t.Fatalf("passing Viral 15 with Bartmoss's roll due: want the Runner asked whose effects resolve first (ONR-18.1.7), have %s", x.Describe())
		}
	}
	// viralIsTheCorps: Viral 15's effect, now resolving, is controlled by
	// the Corp, though the Runner makes its choice (R245).
	viralIsTheCorps := func(t onrtest.TB, x *onrtest.Table, viral int32) {
		t.Helper()
		for _, f := range x.S.Frames() {
			if f.Kind == onr.FrameProgram && f.Src == viral {
				if f.Seat != x.Seat(onr.Corp) {
					t.Errorf("Viral 15's effect resolves with seat %d as its controller, want the Corp's %d", f.Seat, x.Seat(onr.Corp))
				}
				return
			}
		}
		t.Errorf("Viral 15's effect is not resolving: %s", x.Describe())
	}
	onrtest.Run(t, "the Corp's effects first: Bartmoss given to Viral 15 never rolls", func(t onrtest.TB) {
		x, viral, rig := togetherTable(t, 1)
		asked(t, x)
		x.Do(onr.Runner, corpFirst)
		viralIsTheCorps(t, x, viral)
		x.Do(onr.Runner, "trash Bartmoss Memorial Icebreaker")
		if x.Logged("Bartmoss Memorial Icebreaker rolls") {
			t.Errorf("Bartmoss rolled after it was trashed to Viral 15")
		}
		if x.S.Cards[rig[0]].Zone != onr.ZoneDiscard || x.S.Cards[rig[1]].Zone != onr.ZoneRig || !x.S.Run.Active {
			t.Errorf("want Bartmoss trashed, Dwarf installed and the run going on; have zones %v, %v, run active %v", x.S.Cards[rig[0]].Zone, x.S.Cards[rig[1]].Zone, x.S.Run.Active)
		}
	})
	onrtest.Run(t, "the Runner's effects first: Bartmoss rolls; a 1 trashes it and Viral 15 still takes Dwarf or the run", func(t onrtest.TB) {
		one := false
		for seed := uint64(1); seed < 100 && !one; seed++ {
			x, viral, rig := togetherTable(t, seed)
			asked(t, x)
			x.Do(onr.Runner, runnerFirst)
			roll := 0
			for n := 1; n <= 6; n++ {
				if x.Logged(fmt.Sprintf("Bartmoss Memorial Icebreaker rolls %d", n)) {
					roll = n
				}
			}
			if roll == 0 {
				t.Fatalf("seed %d: Bartmoss did not roll, resolved first: %s", seed, x.Describe())
			}
			viralIsTheCorps(t, x, viral)
			if trashed := x.S.Cards[rig[0]].Zone == onr.ZoneDiscard; trashed != (roll == 1) {
				t.Fatalf("seed %d: rolled %d, Bartmoss trashed %v", seed, roll, trashed)
			}
			if roll != 1 {
				continue
			}
			one = true
			if x.Offered(onr.Runner, "trash Bartmoss Memorial Icebreaker") || !x.Offered(onr.Runner, "trash Dwarf") {
				t.Errorf("seed %d: after a 1, want Viral 15 to offer Dwarf only: %s", seed, x.Describe())
			}
			x.Do(onr.Runner, "trash Dwarf")
			if x.S.Cards[rig[1]].Zone != onr.ZoneDiscard {
				t.Errorf("seed %d: Dwarf is in zone %v, want trashed", seed, x.S.Cards[rig[1]].Zone)
			}
		}
		if !one {
			t.Fatalf("no seed below 100 rolls Bartmoss a 1")
		}
	})
}
