package checks

import (
	"strings"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

func checkR359_GreenKnightPreventsNetDamageOncePerTurn(t onrtest.TB) {
	const gk = "\"Green Knight\" Surge Buffers"

	onrtest.Run(t, "R359 Green Knight prevents 1 of 2 Net damage (Nerve Labyrinth)", func(t onrtest.TB) {
		x := tableWithRD(t, 1, 4)
		x.Ice(onr.FortHQ, "Nerve Labyrinth", true)
		x.Rig(gk)
		x.Hand(onr.Runner, ratSixCards[:4]...)
		x.Ready()
		x.ToTurn(onr.Runner)
		x.Do(onr.Runner, "run on HQ")
		if !x.Offered(onr.Runner, "prevent "+gk) {
			t.Fatalf("no prevention offered: %s", x.Describe())
		}
		x.Do(onr.Runner, "prevent "+gk)
		if len(x.Runner().Hand) != 3 {
			t.Errorf("hand %d, want 4-(2-1)", len(x.Runner().Hand))
		}
	})

	onrtest.Run(t, "R359 ONR-14.4 Green Knight prevents Net damage once each turn, again next turn", func(t onrtest.TB) {
		x := tableWithRD(t, 1, 4)
		x.Ice(onr.FortHQ, "Laser Wire", true)
		x.Ice(onr.FortHQ, "Laser Wire", true)
		x.Rig(gk, "Dwarf")
		x.Hand(onr.Runner, ratSixCards...)
		x.Ready()
		x.ToTurn(onr.Runner)
		x.Runner().Bits = 20
		x.Ready()
		// Break only "end the run" on each Laser Wire; "1 Net damage" fires.
		encounter := func(wantPrevent bool) {
			t.Helper()
			x.Do(onr.Runner, "break subroutine 2 with Dwarf").Do(onr.Runner, "done")
			if got := x.Offered(onr.Runner, "prevent "+gk); got != wantPrevent {
				t.Fatalf("prevention offered %v, want %v: %s", got, wantPrevent, x.Describe())
			}
			if wantPrevent {
				x.Do(onr.Runner, "prevent "+gk)
			}
		}
		x.Do(onr.Runner, "run on HQ")
		encounter(true)
		if len(x.Runner().Hand) != 6 {
			t.Fatalf("hand %d after the prevented damage, want 6", len(x.Runner().Hand))
		}
		ratContinue(x)
		encounter(false)
		if len(x.Runner().Hand) != 5 {
			t.Fatalf("hand %d after the second damage this turn, want 5", len(x.Runner().Hand))
		}
		x.Do(onr.Runner, "jack-out")
		x.ToTurn(onr.Corp)
		x.ToTurn(onr.Runner)
		x.Do(onr.Runner, "run on HQ")
		encounter(true)
	})

	onrtest.Run(t, "R359 Green Knight's once-a-turn is counted per turn, the Corp's turns included", func(t onrtest.TB) {
		x := tableWithRD(t, 1, 4)
		x.Ice(onr.FortHQ, "Laser Wire", true)
		g := x.Rig(gk, "Dwarf")[0]
		x.Hand(onr.Runner, ratSixCards[:5]...)
		x.Ready()
		x.ToTurn(onr.Runner)
		x.Do(onr.Runner, "run on HQ")
		x.Do(onr.Runner, "break subroutine 2 with Dwarf").Do(onr.Runner, "done")
		x.Do(onr.Runner, "prevent "+gk)
		ratContinue(x)
		x.ToTurn(onr.Corp)
		// No implemented Corp card does Net damage in the Corp's own turn,
		// so the state stands in: Green Knight must be ready again.
		if x.S.Used(g, 0) != 0 {
			t.Errorf("Green Knight still counts %d prevention(s) in the Corp's turn after the Runner's", x.S.Used(g, 0))
		}
	})

	onrtest.Run(t, "R359 Green Knight does not prevent meat damage", func(t onrtest.TB) {
		x, _ := ratScorchedEarthAsked(t, 1, ratSixCards, gk)
		if x.Offered(onr.Runner, "prevent "+gk) {
			t.Fatalf("Green Knight offered against meat damage")
		}
		x.Take()
		if len(x.Runner().Hand) != 2 {
			t.Errorf("hand %d, want 6-4", len(x.Runner().Hand))
		}
	})
}

func checkR046_R045_NegativeHandSizeFlatlinesAtTheEndOfTheTurn(t onrtest.TB) {
	cases := []struct {
		name     string
		brain    int32
		hand     []string
		install  string // installed during the turn, if any
		flatline bool
	}{
		{"ONR-14.5 R046 hand size below 0 at the end of the Runner's turn flatlines him", 6, nil, "", true},
		{"ONR-14.5 OPEN 22 hand size below 0 flatlines even with cards in hand", 7, []string{"Score!", "Krash"}, "", true},
		{"ONR-14.5 hand size exactly 0 is not a flatline; the hand is discarded", 5, []string{"Score!", "Krash"}, "", false},
		{"R046 raising the hand size to 0 or more before the end of the turn saves the Runner", 6, []string{"MRAM Chip"}, "install MRAM Chip", false},
	}
	for _, tc := range cases {
		onrtest.Run(t, tc.name, func(t onrtest.TB) {
			x := onrtest.New(t, 1)
			x.Deck(onr.Corp, "Data Wall", "Data Wall")
			x.Hand(onr.Runner, tc.hand...)
			x.Ready()
			x.ToRunnerTurn()
			x.Runner().Brain = tc.brain
			x.Ready()
			if tc.install != "" {
				x.Do(onr.Runner, tc.install)
				x.PassAll()
			}
			x.TakeGains(onr.Runner)
			for o := x.Options(onr.Runner); !x.S.Over && len(o) > 0 && strings.HasPrefix(o[0], "discard"); o = x.Options(onr.Runner) {
				x.Do(onr.Runner, o[0])
			}
			if tc.flatline {
				if r, over := x.G.Result(); !over || x.Winner() != onr.Corp || r.Reason != "flatline" {
					t.Fatalf("over=%v winner %s reason %q, want a Corp win by flatline", over, x.Winner(), r.Reason)
				}
				return
			}
			if x.S.Over || x.S.Active != x.Seat(onr.Corp) {
				t.Fatalf("over=%v (%s) active %s", x.S.Over, x.S.Reason, x.S.Players[x.S.Active].Role)
			}
			if want := max(x.G.HandSize(onr.Runner), 0); int32(len(x.Runner().Hand)) > want {
				t.Fatalf("hand %d over size %d", len(x.Runner().Hand), want)
			}
		})
	}

	onrtest.Run(t, "ONR-14.5 R045 a negative hand size during the Corp's turn is not a flatline", func(t onrtest.TB) {
		x := onrtest.New(t, 1)
		x.Deck(onr.Corp, "Data Wall")
		x.Runner().Brain = 6
		x.Ready()
		x.ToRunnerTurn()
		if x.S.Over {
			t.Fatalf("game over: %s", x.S.Reason)
		}
	})
}

// R012: subroutines may be broken in any order: Laser Wire's second first.
func checkR012_LaserWireSecondSubroutineFirst(t onrtest.TB) {
	x := tableWithRD(t, 1, 4)
	x.Ice(onr.FortHQ, "Laser Wire", true)
	x.Rig("Dwarf")
	runnerHand(x, 3)
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Do(onr.Runner, "run on HQ")
	if !x.Offered(onr.Runner, "break subroutine 2 with Dwarf") {
		t.Fatalf("subroutine 2 not offered first: %q", x.Options(onr.Runner))
	}
	x.Do(onr.Runner, "break subroutine 2 with Dwarf")
	if x.Offered(onr.Runner, "break subroutine 2 with Dwarf") || !x.Offered(onr.Runner, "break subroutine 1 with Dwarf") {
		t.Fatalf("after breaking 2: %q", x.Options(onr.Runner))
	}
	x.Do(onr.Runner, "done")
	// Subroutine 1 (1 Net damage) fires; the run goes on.
	if len(x.Runner().Hand) != 2 {
		t.Errorf("hand %d, want 3-1 after the unbroken Net damage subroutine", len(x.Runner().Hand))
	}
	if !x.S.Run.Active || !x.Offered(onr.Runner, "continue") {
		t.Errorf("the run should continue past Laser Wire: %s", x.Describe())
	}
}

// R003: a fort with ice survives scoring its agenda (ONR-2.2.4).
func checkR003_FortWithIceSurvivesScoring(t onrtest.TB) {
	x, _, f := agenda(t, "Hostile Takeover", 3)
	x.Ice(f, "Wall of Static", false)
	x.Ready()
	x.Do(onr.Corp, "gain")
	x.Do(onr.Corp, "score Hostile Takeover")
	if x.S.Forts[f].Gone {
		t.Fatal("a fort with ice collapsed")
	}
}
