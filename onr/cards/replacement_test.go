package cards_test

import (
	"testing"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

func TestDiceAndReplacement(t *testing.T) {
	t.Run("AI Boon: at the start of each run a die roll is added to its strength of 0 for that run (R261)", func(t *testing.T) {
		rolls := map[int32]bool{}
		for seed := uint64(1); seed <= 30; seed++ {
			x := onrtest.New(t, seed)
			boon := x.Rig("AI Boon")[0]
			x.Ready().ToTurn(onr.Runner)
			if got := x.G.BreakerStrength(boon); got != 0 {
				t.Fatalf("seed %d: strength %d outside a run, want 0", seed, got)
			}
			x.Do(onr.Runner, "run on HQ")
			got := x.G.BreakerStrength(boon)
			if got < 1 || got > 6 {
				t.Fatalf("seed %d: strength %d during the run, want a die roll 1-6", seed, got)
			}
			rolls[got] = true
			x.PassAll()
			x.Do(onr.Runner, "jack-out")
			if after := x.G.BreakerStrength(boon); after != 0 {
				t.Fatalf("seed %d: strength %d after the run, want 0", seed, after)
			}
		}
		if len(rolls) < 3 {
			t.Fatalf("30 seeds rolled only %v", rolls)
		}
	})
	t.Run("AI Boon: the same seed rolls the same die", func(t *testing.T) {
		var first []int32
		for range 2 {
			x := onrtest.New(t, 7)
			boon := x.Rig("AI Boon")[0]
			x.Ready().ToTurn(onr.Runner)
			x.Do(onr.Runner, "run on R&D")
			first = append(first, x.G.BreakerStrength(boon))
		}
		if first[0] != first[1] {
			t.Fatalf("seed 7 rolled %d then %d", first[0], first[1])
		}
	})
	t.Run("AI Boon: breaks sentry subroutines for 1 bit with its rolled strength", func(t *testing.T) {
		x := onrtest.New(t, 2)
		boon := x.Rig("AI Boon")[0]
		x.Ice(onr.FortHQ, "Banpei", true) // strength 0
		x.Runner().Bits = 6
		x.Ready().ToTurn(onr.Runner)
		x.Do(onr.Runner, "run on HQ").PassAll()
		x.Do(onr.Runner, "break subroutine 1 with AI Boon")
		x.Do(onr.Runner, "break subroutine 2 with AI Boon")
		if x.Runner().Bits != 4 || !x.S.Run.Active || x.G.BreakerStrength(boon) < 1 {
			t.Fatalf("bits %d (want 4), run active %v, strength %d", x.Runner().Bits, x.S.Run.Active, x.G.BreakerStrength(boon))
		}
	})
	t.Run("AI Boon: 1 bit: +1 strength for the encounter, on top of the roll", func(t *testing.T) {
		for seed := uint64(1); seed <= 40; seed++ {
			x := onrtest.New(t, seed)
			boon := x.Rig("AI Boon")[0]
			x.Ice(onr.FortHQ, "Hunter", true) // strength 5
			x.Runner().Bits = 6
			x.Ready().ToTurn(onr.Runner)
			x.Do(onr.Runner, "run on HQ").PassAll()
			rolled := x.G.BreakerStrength(boon)
			if rolled >= 5 {
				continue // strong enough: no pump is offered
			}
			x.Do(onr.Runner, "pump AI Boon: +1 strength for 1")
			if got := x.G.BreakerStrength(boon); got != rolled+1 || x.Runner().Bits != 5 {
				t.Fatalf("seed %d: strength %d, bits %d; want %d and 5", seed, got, x.Runner().Bits, rolled+1)
			}
			return
		}
		t.Fatal("40 seeds never rolled below 5")
	})
	t.Run("Weather-to-Finance Pipe: a successful run on HQ makes the Corp lose 4 bits instead of accessing (ONR-18.3.8)", func(t *testing.T) {
		x := onrtest.New(t, 3)
		x.Hand(onr.Corp, "Hostile Takeover")
		x.Hand(onr.Runner, "Weather-to-Finance Pipe")
		x.Ready().ToTurn(onr.Runner)
		corpBits := x.Corp().Bits
		x.Do(onr.Runner, "play Weather-to-Finance Pipe")
		x.PassAll()
		x.Do(onr.Runner, "continue")
		x.PassAll()
		if x.Corp().Bits != corpBits-4 {
			t.Fatalf("Corp bits %d, want %d", x.Corp().Bits, corpBits-4)
		}
		if x.Runner().Points != 0 || len(x.Corp().Hand) != 1 || x.Logged("accesses") {
			t.Fatalf("the Runner accessed HQ: points %d, HQ %d", x.Runner().Points, len(x.Corp().Hand))
		}
	})
	t.Run("Weather-to-Finance Pipe: the Corp loses only what it has", func(t *testing.T) {
		x := onrtest.New(t, 3)
		x.Hand(onr.Runner, "Weather-to-Finance Pipe")
		x.Ready().ToTurn(onr.Runner)
		x.Corp().Bits = 2
		x.Do(onr.Runner, "play Weather-to-Finance Pipe")
		x.PassAll()
		x.Do(onr.Runner, "continue")
		x.PassAll()
		if x.Corp().Bits != 0 {
			t.Fatalf("Corp bits %d, want 0", x.Corp().Bits)
		}
	})
	t.Run("Weather-to-Finance Pipe: an unsuccessful run costs the Corp nothing", func(t *testing.T) {
		x := onrtest.New(t, 3)
		x.Ice(onr.FortHQ, "Wall of Static", true)
		x.Hand(onr.Runner, "Weather-to-Finance Pipe")
		x.Ready().ToTurn(onr.Runner)
		corpBits := x.Corp().Bits
		// With no icebreaker the Runner cannot break; Wall of Static ends the run.
		x.Do(onr.Runner, "play Weather-to-Finance Pipe").PassAll()
		if x.Corp().Bits != corpBits || x.S.Run.Active {
			t.Fatalf("Corp bits %d (want %d), run active %v", x.Corp().Bits, corpBits, x.S.Run.Active)
		}
	})
}

func TestExtraActionsAndNoise(t *testing.T) {
	t.Run("Remote Facility: gain an action during each of your turns", func(t *testing.T) {
		for _, rezzed := range []bool{true, false} {
			x := onrtest.New(t, 4)
			x.Deck(onr.Corp, "Data Wall", "Data Wall")
			x.Install(onr.NewFort, "Remote Facility", rezzed)
			x.Ready()
			taken := 0
			for x.S.Active == x.Seat(onr.Corp) {
				x.Do(onr.Corp, "gain").PassAll()
				taken++
			}
			want := 3
			if rezzed {
				want = 4
			}
			if taken != want {
				t.Fatalf("rezzed %v: %d actions, want %d", rezzed, taken, want)
			}
		}
	})
	t.Run("Hammer: breaks wall subroutines for 1 bit each and buys +1 strength for 1 bit", func(t *testing.T) {
		x := onrtest.New(t, 4)
		x.Rig("Hammer")
		x.Ice(onr.FortHQ, "Laser Wire", true)
		x.Install(onr.FortHQ, "Antiquated Interface Routines", true) // Laser Wire at 3
		x.Runner().Bits = 5
		x.Ready().ToTurn(onr.Runner)
		x.Do(onr.Runner, "run on HQ").PassAll()
		if x.Offered(onr.Runner, "break subroutine 1 with Hammer") {
			t.Fatal("Hammer at strength 2 offered to break strength-3 ice")
		}
		x.Do(onr.Runner, "pump Hammer: +1 strength for 1")
		x.Do(onr.Runner, "break subroutine 1 with Hammer")
		x.Do(onr.Runner, "break subroutine 2 with Hammer")
		if x.Runner().Bits != 2 || len(x.Runner().Discard) != 0 {
			t.Fatalf("bits %d (want 2), trash %d (want 0)", x.Runner().Bits, len(x.Runner().Discard))
		}
	})
	t.Run("Hammer: cannot break a code gate", func(t *testing.T) {
		x := onrtest.New(t, 4)
		x.Rig("Hammer")
		x.Ice(onr.FortHQ, "Quandary", true)
		x.Ready().ToTurn(onr.Runner)
		x.Do(onr.Runner, "run on HQ").PassAll()
		// With nothing to break, Quandary's subroutine fires at once.
		if x.S.Run.Active || !x.Logged("Quandary ends the run") {
			t.Fatalf("run active %v; %s", x.S.Run.Active, x.Describe())
		}
	})
}
