package checks

// Checks of rules the ledger listed untested: attempted runs (ONR-11.1.5),
// start-of-run effects (ONR-11.1.2), the game ending at once (ONR-17.6), MU
// dropping (ONR-8.7.4), exposed ice (ONR-16.5.2), rez cost reductions
// (ONR-9.7), "until end of turn" (ONR-5.3.2), bits only for X (ONR-7.5),
// start-of-turn virus effects (ONR-15.6), keywords (ONR-2.5.1), Corp
// trace-only bits (ONR-12.3.1) and Vacuum Link's movement (ONR-11.14.3).

import (
	"fmt"
	"strings"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// ONR-11.1.5: a declared run counts as attempted even when it never gets
// past the ice: with runs ended by Wall of Static's subroutine, Chance
// Observation (one attempted run) and Audit of Call Records (two) become
// playable in the Corp's next turn, and not with fewer.
func checkONR11_1_5_ADeclaredRunIsAttempted(t onrtest.TB) {
	for runs := 0; runs <= 2; runs++ {
		onrtest.Run(t, fmt.Sprintf("%d runs declared and ended by the ice", runs), func(t onrtest.TB) {
			x := tableWithRD(t, 1, 6)
			x.Ice(onr.FortHQ, "Wall of Static", true)
			x.Hand(onr.Corp, "Chance Observation", "Audit of Call Records")
			x.Ready()
			x.ToTurn(onr.Runner)
			for range runs {
				x.Do(onr.Runner, "run on HQ")
				rlRunner(x, "done")
				if x.S.Run.Active || x.Runner().Actions == 4 {
					t.Fatalf("the run did not end at the ice: %s", x.Describe())
				}
			}
			if x.Logged("accesses") {
				t.Fatalf("a run got past Wall of Static")
			}
			x.ToTurn(onr.Corp)
			for _, tc := range []struct {
				card string
				need int
			}{{"Chance Observation", 1}, {"Audit of Call Records", 2}} {
				if got := x.Offered(onr.Corp, "play "+tc.card); got != (runs >= tc.need) {
					t.Errorf("%s playable %v after %d attempted runs, want %v", tc.card, got, runs, runs >= tc.need)
				}
			}
		})
	}
}

// ONR-17.6: the game ends as soon as a result is reached, and what was
// pending is not resolved: Cerberus's first subroutine (3 net damage)
// flatlines a Runner holding two cards, and its trace never starts.
func checkONR17_6_TheGameEndsAtOnce(t onrtest.TB) {
	for _, hand := range []int{2, 3} {
		onrtest.Run(t, fmt.Sprintf("3 net damage against %d cards in hand", hand), func(t onrtest.TB) {
			x := rgRunner(t, []string{"Cerberus"}, nil, hand, 0)
			x.Corp().Bits = 10
			rgRunHQ(x)
			traced := false
			for i := 0; i < 20 && !x.S.Over && !traced; i++ {
				traced = strings.HasPrefix(prompt(x, onr.Corp), "Trace 5")
				switch {
				case traced:
				case x.Offered(onr.Runner, "pass") || x.Offered(onr.Corp, "pass"):
					x.PassAll()
				case rgFirst(x, onr.Runner, "done") != "":
					x.Do(onr.Runner, rgFirst(x, onr.Runner, "done"))
				case x.Offered(onr.Runner, "take"):
					x.Do(onr.Runner, "take")
				default:
					t.Fatalf("no answer for %s", x.Describe())
				}
			}
			over := hand < 3
			rlOver(t, x, over, onr.Corp, "flatline")
			if !over && !traced {
				t.Errorf("the Runner survived and Cerberus's trace did not start: %s", x.Describe())
			}
			if over && len(x.G.Pending()) != 0 {
				t.Errorf("the game is over with decisions pending: %s", x.Describe())
			}
		})
	}
}

// ONR-8.7.4: when the MU available drops, the Runner trashes programs down
// to the new limit only after the whole effect has resolved: with Omnitech
// Wet Drive (base MU = cards in hand) and three 1-MU programs, Scorched
// Earth's 4 meat damage against 5 cards discards all four before the
// Runner is asked to trash programs (not at 2 cards, when MU first fell
// below 3), and he trashes two (MU 1). With 7 cards in hand, MU stays 3
// and nothing is trashed.
func checkONR8_7_4_ProgramsTrashedAfterTheEffect(t onrtest.TB) {
	hands := append(append([]string(nil), ratSixCards...), "Score!")
	for _, hand := range []int{5, 7} {
		onrtest.Run(t, fmt.Sprintf("4 meat damage against %d cards", hand), func(t onrtest.TB) {
			x, _ := ratScorchedEarthAsked(t, 1, hands[:hand], "Omnitech Wet Drive", "Dwarf", "Hammer", "Codecracker")
			x.Take()
			trashed := 0
			for i := 0; i < 5; i++ {
				asked := rgFirst(x, onr.Runner, "trash-program")
				if asked == "" {
					break
				}
				if n := len(x.Runner().Hand); n != hand-4 {
					t.Fatalf("asked to trash a program with %d cards in hand, want %d: the damage had not finished", n, hand-4)
				}
				x.Do(onr.Runner, asked)
				trashed++
			}
			x.PassAll()
			avail, used := x.G.MU()
			want := max(0, 3-(hand-4))
			if trashed != want || avail != int32(hand-4) || used != min(3, avail) {
				t.Errorf("%d programs trashed, MU %d used of %d; want %d trashed, %d of %d", trashed, used, avail, want, min(3, hand-4), hand-4)
			}
		})
	}
}

// ONR-16.5.2: exposed ice stays unrezzed and inactive: after SeeYa exposes
// Wall of Static, it is neither rezzed nor face up, and a run on HQ in
// which the Corp does not rez it passes it and succeeds. Rezzed, the same
// Wall of Static ends the run.
func checkONR16_5_2_ExposedIceStaysInactive(t onrtest.TB) {
	for _, rezzed := range []bool{false, true} {
		onrtest.Run(t, fmt.Sprintf("Wall of Static exposed, rezzed %v", rezzed), func(t onrtest.TB) {
			x := tableWithRD(t, 1, 6)
			wall, _ := x.Ice(onr.FortHQ, "Wall of Static", false)
			x.Hand(onr.Corp, "Hostile Takeover")
			x.Rig("SeeYa")
			x.Ready()
			x.ToTurn(onr.Runner)
			x.Runner().Bits = 5
			x.Do(onr.Runner, "use SeeYa: Expose an installed card")
			x.Do(onr.Runner, "expose ice 1 on HQ")
			x.PassAll()
			if k := x.S.Cards[wall]; k.Rezzed || k.FaceUp {
				t.Fatalf("exposed Wall of Static: rezzed %v, face up %v; want neither", k.Rezzed, k.FaceUp)
			}
			if rezzed {
				x.S.Cards[wall].Rezzed = true
				x.Ready()
			}
			x.Do(onr.Runner, "run on HQ")
			rlRunner(x, "done", "leave")
			if got := x.Runner().Points > 0 || x.Logged("steals"); got == rezzed {
				t.Errorf("the run reached HQ's Hostile Takeover: %v, want %v: %v", got, !rezzed, x.Events)
			}
		})
	}
}

// ONR-9.7: a cost reduction lowers the bits paid to rez: once a noisy
// icebreaker (Hammer) was used in the run, the Corp rezzes Imperial Guard
// (rez cost 10, sleepy: 5 less) with 5 bits and pays 5; after a Dwarf
// break it cannot with 5 bits, and can at the same moment with 10.
func checkONR9_7_RezCostReduction(t onrtest.TB) {
	for _, tc := range []struct {
		breaker string
		bits    int32
		rez     bool
	}{{"Hammer", 5, true}, {"Dwarf", 5, false}, {"Dwarf", 10, true}} {
		onrtest.Run(t, fmt.Sprintf("Wall of Static broken with %s, the Corp has %d bits", tc.breaker, tc.bits), func(t onrtest.TB) {
			x := rgRunner(t, []string{"Wall of Static"}, []string{tc.breaker}, 0, 5)
			guard, _ := x.Ice(onr.FortHQ, "Imperial Guard", false)
			x.Corp().Bits = tc.bits
			x.Ready()
			rgRunHQ(x)
			x.Do(onr.Runner, "break subroutine 1 with "+tc.breaker)
			for i := 0; i < 10 && !x.Offered(onr.Corp, "rez Imperial Guard") && x.S.Run.Active && x.S.Run.Encounter != guard; i++ {
				if x.Offered(onr.Runner, "continue") {
					x.Do(onr.Runner, "continue")
					continue
				}
				x.PassAll()
			}
			if got := x.Offered(onr.Corp, "rez Imperial Guard"); got != tc.rez {
				t.Fatalf("rez Imperial Guard offered %v, want %v: %s", got, tc.rez, x.Describe())
			}
			if !tc.rez {
				return
			}
			x.Do(onr.Corp, "rez Imperial Guard")
			paid := map[bool]int32{true: 5, false: 10}[tc.breaker == "Hammer"]
			if !x.S.Cards[guard].Rezzed || x.Corp().Bits != tc.bits-paid {
				t.Errorf("Imperial Guard rezzed %v, the Corp has %d bits; want rezzed for %d, %d left", x.S.Cards[guard].Rezzed, x.Corp().Bits, paid, tc.bits-paid)
			}
		})
	}
}

// ONR-5.3.2: an effect lasting "until end of turn" outlasts the run and the
// end-of-turn effects, and is gone when the next turn starts: Psychic
// Friend's +1 strength bought in a run is still there after the run and
// while the Runner discards down to his hand size at the end of his turn,
// and gone at the start of the Corp's turn.
func checkONR5_3_2_UntilEndOfTurn(t onrtest.TB) {
	x := rgRunner(t, []string{"Quandary"}, []string{"Psychic Friend"}, 7, 9)
	pf := x.G.Find("Psychic Friend")[0]
	base := x.G.BreakerStrength(pf)
	rgRunHQ(x)
	x.Do(onr.Runner, "pump Psychic Friend: +1 strength for 2")
	x.Do(onr.Runner, "break subroutine 1 with Psychic Friend")
	x.Do(onr.Runner, "jack-out")
	x.PassAll()
	if got := x.G.BreakerStrength(pf); got != base+1 {
		t.Fatalf("Psychic Friend's strength after the run %d, want %d", got, base+1)
	}
	x.TakeGains(onr.Runner)
	if rgFirst(x, onr.Runner, "discard ") == "" {
		t.Fatalf("no end-of-turn discard with %d cards in hand: %s", len(x.Runner().Hand), x.Describe())
	}
	if got := x.G.BreakerStrength(pf); got != base+1 {
		t.Errorf("Psychic Friend's strength at the end-of-turn discard %d, want %d", got, base+1)
	}
	rlDiscardAll(x, onr.Runner)
	x.ToTurn(onr.Corp)
	if got := x.G.BreakerStrength(pf); got != base {
		t.Errorf("Psychic Friend's strength in the Corp's turn %d, want %d", got, base)
	}
}

// ONR-7.5: bits a card gives "only for X" pay for X and nothing else: with
// an empty pool, ZZ22 Speed Chip's 2 bits ("only to pay for using
// killers") pay Codeslinger's break of Ice Pick Willie, and cannot pay
// Dwarf's break of Wall of Static.
func checkONR7_5_BitsOnlyForX(t onrtest.TB) {
	for _, tc := range []struct {
		ice, breaker string
		ok           bool
	}{{"Ice Pick Willie", "Codeslinger", true}, {"Wall of Static", "Dwarf", false}} {
		onrtest.Run(t, fmt.Sprintf("%s on %s paid from ZZ22: %v", tc.breaker, tc.ice, tc.ok), func(t onrtest.TB) {
			x := rgRunner(t, []string{tc.ice}, []string{"ZZ22 Speed Chip", tc.breaker}, 0, 0)
			chip := x.G.Find("ZZ22 Speed Chip")[0]
			rgRunHQ(x)
			o := "break subroutine 1 with " + tc.breaker
			if x.Offered(onr.Runner, o) != tc.ok {
				t.Fatalf("%q offered %v, want %v: %s", o, !tc.ok, tc.ok, x.Describe())
			}
			if !tc.ok {
				return
			}
			x.Do(onr.Runner, o)
			if x.S.Cards[chip].Bits != 1 || x.Runner().Bits != 0 {
				t.Errorf("ZZ22 holds %d, pool %d; want 1 and 0", x.S.Cards[chip].Bits, x.Runner().Bits)
			}
		})
	}
}

// ONR-15.6: a virus's start-of-turn effect belongs to the turn its card
// names: the Corp's 2 Butcher Boy counters gain the Runner 1 bit at the
// start of each of the Runner's turns ("your turns"), none at the start of
// the Corp's; one counter gains nothing.
func checkONR15_6_StartOfTurnVirusEffects(t onrtest.TB) {
	for _, n := range []int32{1, 2, 4} {
		onrtest.Run(t, fmt.Sprintf("%d Butcher Boy counters", n), func(t onrtest.TB) {
			x := tableWithRD(t, 1, 6)
			rgVirus(x, "Butcher Boy", n)
			x.Runner().Bits = 3
			x.Ready()
			x.ToTurn(onr.Runner)
			if got, want := x.Runner().Bits, 3+n/2; got != want {
				t.Fatalf("the Runner has %d bits at the start of his turn, want %d", got, want)
			}
			gains := int32(x.TakeGains(onr.Runner))
			rlDiscardAll(x, onr.Runner)
			x.ToTurn(onr.Corp)
			if got, want := x.Runner().Bits, 3+n/2+gains; got != want {
				t.Errorf("the Runner has %d bits at the Corp's first action, want %d: nothing at the Corp's turn start", got, want)
			}
		})
	}
}

// ONR-2.5.1: cards that affect "X" cards read keywords, not what the card
// is called or printed as: Caryatid, printed a Wall, made a Code Gate as
// it is rezzed, is no longer Dwarf's (walls) to pump against and is
// Codecracker's (code gates); left a Wall, the reverse.
func checkONR2_5_1_KeywordsDecide(t onrtest.TB) {
	for _, morph := range []bool{false, true} {
		onrtest.Run(t, fmt.Sprintf("Caryatid made a Code Gate: %v", morph), func(t onrtest.TB) {
			x := tableWithRD(t, 1, 6)
			x.Ice(onr.FortHQ, "Caryatid", false)
			x.Rig("Dwarf", "Codecracker")
			x.Ready()
			x.ToTurn(onr.Runner)
			x.Corp().Bits, x.Runner().Bits = 8, 10
			x.Do(onr.Runner, "run on HQ")
			x.Do(onr.Corp, "rez Caryatid")
			if morph {
				x.Do(onr.Corp, "pay 1: Caryatid becomes a Code Gate")
			} else {
				x.Do(onr.Corp, "none")
			}
			x.PassAll()
			for _, tc := range []struct {
				breaker string
				breaks  bool
			}{{"Dwarf", !morph}, {"Codecracker", morph}} {
				if got := x.Offered(onr.Runner, "pump "+tc.breaker+": +1 strength for 1"); got != tc.breaks {
					t.Errorf("%s may pump against Caryatid: %v, want %v: %q", tc.breaker, got, tc.breaks, x.Options(onr.Runner))
				}
			}
		})
	}
}

// rgTraceBid passes windows and the Runner's "done" until the Corp is
// asked for a trace bid, and returns that decision (failing if none comes).
func rgTraceBid(t onrtest.TB, x *onrtest.Table) engine.Decision {
	t.Helper()
	for i := 0; i < 20; i++ {
		if d, ok := engine.DecisionFor(x.G, x.Seat(onr.Corp)); ok && d.Kind == engine.Number {
			return d
		}
		switch {
		case x.Offered(onr.Runner, "pass") || x.Offered(onr.Corp, "pass"):
			x.PassAll()
		case rgFirst(x, onr.Runner, "done") != "":
			x.Do(onr.Runner, rgFirst(x, onr.Runner, "done"))
		case x.Offered(onr.Runner, "take"):
			x.Do(onr.Runner, "take")
		default:
			t.Fatalf("no trace bid: %s", x.Describe())
		}
	}
	t.Fatalf("no trace bid after 20 steps: %s", x.Describe())
	return engine.Decision{}
}

// ONR-12.3.1: bits a Corp card gives only for traces pay those traces and
// nothing else: Pocket Virtual Reality's 4 encounter bits raise what the
// Corp can bid on its Trace 6 (4 with an empty pool, 5 with 1 bit, the
// limit 6 with 3), and never reach the Corp's pool: bidding nothing, the
// Corp leaves the run with the bits it had.
func checkONR12_3_1_TraceOnlyBits(t onrtest.TB) {
	for _, tc := range []struct {
		pool int32
		max  int
	}{{0, 4}, {1, 5}, {3, 6}} {
		onrtest.Run(t, fmt.Sprintf("the Corp's pool holds %d bits", tc.pool), func(t onrtest.TB) {
			x := rgRunner(t, []string{"Pocket Virtual Reality"}, nil, 3, 5)
			x.Corp().Bits = tc.pool
			x.Ready()
			rgRunHQ(x)
			d := rgTraceBid(t, x)
			if d.Max != tc.max {
				t.Fatalf("the Corp may bid up to %d, want %d: %q", d.Max, tc.max, d.Prompt)
			}
			if x.Corp().Bits != tc.pool {
				t.Errorf("the Corp's pool holds %d bits during the encounter, want %d", x.Corp().Bits, tc.pool)
			}
			x.Number(onr.Corp, 0)
			if d := rgTraceBid(t, x); d.Max != tc.max {
				t.Errorf("the Corp may bid up to %d on the second trace, want %d again", d.Max, tc.max)
			}
			x.Number(onr.Corp, 0)
			rlRunner(x, "none", "jack-out", "leave")
			if x.Corp().Bits != tc.pool {
				t.Errorf("the Corp has %d bits after the run, want %d: the encounter's bits go back to the bank", x.Corp().Bits, tc.pool)
			}
		})
	}
}

// ONR-11.14.3: Vacuum Link sends the Runner back as many pieces of rezzed
// ice as it rolls, never past the outermost: on HQ, outermost first, Data
// Wall (unrezzed), Wall of Static, Data Wall (unrezzed), Crystal Wall and
// Vacuum Link, a 1 sends him back to Crystal Wall, a 2 to Wall of Static
// (the unrezzed Data Wall between is not counted), a 3 to the outermost
// ice. Seeds are tried until each of the three rolls has been seen.
func checkONR11_14_3_VacuumLinkGoesBack(t onrtest.TB) {
	want := map[int]string{1: "Runner goes back to Crystal Wall", 2: "Runner goes back to Wall of Static", 3: "Runner goes back to the outermost piece of ice of HQ"}
	seen := map[int]bool{}
	for seed := uint64(1); seed < 200 && len(seen) < 3; seed++ {
		x := onrtest.New(t, seed)
		for _, ice := range []struct {
			title  string
			rezzed bool
		}{{"Data Wall", false}, {"Wall of Static", true}, {"Data Wall", false}, {"Crystal Wall", true}, {"Vacuum Link", true}} {
			x.Ice(onr.FortHQ, ice.title, ice.rezzed)
		}
		x.Rig("Dwarf")
		x.Ready()
		x.ToTurn(onr.Runner)
		x.Runner().Bits = 10
		x.Do(onr.Runner, "run on HQ")
		roll := 0
		for i := 0; i < 40 && x.S.Run.Active && roll == 0; i++ {
			if p := prompt(x, onr.Runner); strings.HasPrefix(p, "Vacuum Link: go back ") {
				fmt.Sscanf(strings.TrimPrefix(p, "Vacuum Link: go back "), "%d", &roll)
				break
			}
			switch {
			case x.Offered(onr.Runner, "break subroutine 1 with Dwarf"):
				x.Do(onr.Runner, "break subroutine 1 with Dwarf")
			case x.Offered(onr.Runner, "continue"):
				x.Do(onr.Runner, "continue")
			case x.Offered(onr.Runner, "pass") || x.Offered(onr.Corp, "pass"):
				x.PassAll()
			case rgFirst(x, onr.Runner, "done") != "":
				x.Do(onr.Runner, rgFirst(x, onr.Runner, "done"))
			default:
				t.Fatalf("seed %d: no answer for %s", seed, x.Describe())
			}
		}
		if roll < 1 || roll > 3 {
			continue // Vacuum Link rolled 4 to 6: no going back
		}
		seen[roll] = true
		x.Events = nil
		x.Do(onr.Runner, "continue")
		if !x.Logged(want[roll]) {
			t.Errorf("seed %d, roll %d: want %q, got %v", seed, roll, want[roll], x.Events)
		}
	}
	if len(seen) < 3 {
		t.Errorf("seeds 1-199 never rolled each of 1, 2 and 3: %v", seen)
	}
}

// ONR-11.1.2: the start-of-run effects resolve as the run starts, each
// player ordering his or her own: the Runner with AI Boon and Forward's
// Legacy (each rolls a die at the start of each run) chooses which rolls
// first, both roll in that order, and then the Corp is asked for its own
// start-of-run abilities, before any ice is encountered.
func checkONR11_1_2_StartOfRunEffects(t onrtest.TB) {
	for _, first := range []string{"AI Boon", "Forward's Legacy"} {
		onrtest.Run(t, "the Runner resolves "+first+" first", func(t onrtest.TB) {
			x := tableWithRD(t, 1, 6)
			x.Ice(onr.FortHQ, "Wall of Static", true)
			x.Ice(onr.FortHQ, "Data Wall", false) // unrezzed ice: the Corp's start-of-run decision opens
			x.Rig("AI Boon", "Forward's Legacy")
			x.Ready()
			x.ToTurn(onr.Runner)
			x.StartOfRun = true
			x.Events = nil
			x.Do(onr.Runner, "run on HQ")
			if !x.Offered(onr.Runner, "resolve AI Boon") || !x.Offered(onr.Runner, "resolve Forward's Legacy") {
				t.Fatalf("the Runner does not order his start-of-run effects: %s", x.Describe())
			}
			x.Do(onr.Runner, "resolve "+first)
			for i := 0; i < 3; i++ {
				if o := rgFirst(x, onr.Runner, "resolve "); o != "" {
					x.Do(onr.Runner, o)
				}
			}
			var rolls []string
			for _, e := range x.Events {
				switch e.Type {
				case "die":
					rolls = append(rolls, e.Text())
				case "encounter", "approach":
					t.Fatalf("%q before the start-of-run effects were done", e.Text())
				}
			}
			if len(rolls) != 2 || !strings.HasPrefix(rolls[0], first+" rolls") {
				t.Errorf("rolls %q, want two, %s's first", rolls, first)
			}
			if p := prompt(x, onr.Corp); p != onr.StartOfRunPrompt {
				t.Errorf("the Corp is asked %q after the Runner's effects, want %q", p, onr.StartOfRunPrompt)
			}
		})
	}
}
