package cards_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// Resources and preps of issue 26's last part.

// hqRun arranges HQ's ice (outermost first; a title ending in "?" is
// unrezzed), the Runner's rig and hand, 10 bits each, and returns at the
// Runner's first action.
func hqRun(t *testing.T, iceOuterFirst, rig, hand []string) *onrtest.Table {
	t.Helper()
	x := runnerTurn(t, func(x *onrtest.Table) {
		for _, i := range iceOuterFirst {
			title, unrezzed := strings.CutSuffix(i, "?")
			x.Ice(onr.FortHQ, title, !unrezzed)
		}
		x.Rig(rig...)
		x.Hand(runner, hand...)
	})
	x.Corp().Bits, x.Runner().Bits = 10, 10
	x.Events = nil
	return x
}

const decoyJackOut = "Jack out now, or continue the run"

func TestDecoySignal(t *testing.T) {
	t.Run("Decoy Signal: the approached unrezzed ice is exposed, and the Runner jacks out before the Corp decides to rez it", func(t *testing.T) {
		x := hqRun(t, []string{"Data Wall?"}, nil, []string{"Decoy Signal"})
		wall := newest(x, "Data Wall")
		x.Do(runner, "play Decoy Signal on HQ")
		if !knownToRunner(x, wall) {
			t.Errorf("the approached ice is not exposed to the Runner")
		}
		want(t, "Runner prompt", x.Decision(runner).Prompt, decoyJackOut)
		x.Do(runner, "jack-out")
		want(t, "run active", x.S.Run.Active, false)
		want(t, "Data Wall rezzed", x.S.Cards[wall].Rezzed, false)
		if x.Logged("Corp rezzes") || x.Logged("The run is successful") {
			t.Errorf("the run went on after the jack out")
		}
		want(t, "Runner asked for an action", x.Decision(runner).Prompt, "Take an action")
	})
	t.Run("Decoy Signal: the Runner may go on; the Corp then decides whether to rez, and each unrezzed ice approached is exposed", func(t *testing.T) {
		x := hqRun(t, []string{"Data Wall?", "Quandary?"}, nil, []string{"Decoy Signal"})
		wall, quandary := newest(x, "Data Wall"), newest(x, "Quandary")
		x.Do(runner, "play Decoy Signal on HQ")
		if knownToRunner(x, quandary) {
			t.Fatalf("the inner ice is exposed before it is approached")
		}
		x.Do(runner, "continue")
		if !x.Offered(corp, "rez Data Wall") {
			t.Fatalf("the Corp is not offered the rez after the Runner went on: %s", x.Describe())
		}
		x.PassAll()
		x.Do(runner, "continue") // past the unrezzed Data Wall
		if !knownToRunner(x, quandary) {
			t.Errorf("the second unrezzed ice approached is not exposed")
		}
		want(t, "Runner prompt at the second ice", x.Decision(runner).Prompt, decoyJackOut)
		want(t, "Data Wall still known", knownToRunner(x, wall), true)
	})
	t.Run("Decoy Signal: rezzed ice approached is not exposed again and gives no jack out before its encounter", func(t *testing.T) {
		x := hqRun(t, []string{"Wall of Static"}, nil, []string{"Decoy Signal"})
		x.Do(runner, "play Decoy Signal on HQ")
		if p := x.Decision(runner).Prompt; p == decoyJackOut {
			t.Errorf("a jack out offered before rezzed ice: %s", x.Describe())
		}
		if x.Logged("exposes") {
			t.Errorf("rezzed ice exposed")
		}
	})
	t.Run("Decoy Signal: a plain run exposes nothing", func(t *testing.T) {
		x := hqRun(t, []string{"Data Wall?"}, nil, nil)
		x.Do(runner, "run on HQ")
		if knownToRunner(x, newest(x, "Data Wall")) {
			t.Errorf("a plain run exposed the ice")
		}
	})
}

// technicianRun plays Disgruntled Ice Technician on HQ and breaks the
// outermost ice's subroutines with the breaker's ability named.
func technicianRun(t *testing.T, ice []string, breakWith string) (x *onrtest.Table, outer int32) {
	t.Helper()
	x = hqRun(t, ice, []string{"Dwarf", "Dropp™"}, append([]string{"Disgruntled Ice Technician"}, filler("Jack 'n' Joe", 2)...))
	outer = x.S.Forts[onr.FortHQ].Ice[len(x.S.Forts[onr.FortHQ].Ice)-1]
	x.Do(runner, "play Disgruntled Ice Technician on HQ")
	if breakWith != "" {
		x.Do(runner, breakWith)
	}
	if x.Offered(runner, "done") {
		x.Do(runner, "done") // a subroutine left unbroken
	}
	return x, outer
}

const technicianUse = "use Disgruntled Ice Technician: derez the ice passed and end the run"

func TestDisgruntledIceTechnician(t *testing.T) {
	t.Run("Disgruntled Ice Technician: after passing ice whose subroutines were all broken, the Runner derezzes it and ends the run", func(t *testing.T) {
		x, wall := technicianRun(t, []string{"Data Wall"}, "break subroutine 1 with Dwarf")
		x.Do(runner, technicianUse)
		want(t, "Data Wall rezzed", x.S.Cards[wall].Rezzed, false)
		want(t, "run active", x.S.Run.Active, false)
		if x.Logged("The run is successful") {
			t.Errorf("the run went on after the Technician ended it")
		}
	})
	t.Run("Disgruntled Ice Technician: the Runner may decline; the ice stays rezzed and the run goes on", func(t *testing.T) {
		x, wall := technicianRun(t, []string{"Data Wall"}, "break subroutine 1 with Dwarf")
		x.Do(runner, "decline")
		want(t, "Data Wall rezzed", x.S.Cards[wall].Rezzed, true)
		want(t, "run active", x.S.Run.Active, true)
	})
	t.Run("Disgruntled Ice Technician: ice passed unrezzed, never encountered, offers nothing", func(t *testing.T) {
		x := hqRun(t, []string{"Data Wall?"}, nil, []string{"Disgruntled Ice Technician"})
		x.Do(runner, "play Disgruntled Ice Technician on HQ").PassAll()
		if x.Offered(runner, technicianUse) {
			t.Errorf("offered after passing unrezzed ice")
		}
		if !x.Offered(runner, "continue") {
			t.Errorf("the run is not at its jack-out step: %s", x.Describe())
		}
	})
	t.Run("Disgruntled Ice Technician: a subroutine left unbroken offers nothing", func(t *testing.T) {
		x, wire := technicianRun(t, []string{"Laser Wire"}, "break subroutine 2 with Dwarf")
		x.PassAll()
		want(t, "run active", x.S.Run.Active, true)
		if x.Offered(runner, technicianUse) {
			t.Errorf("offered after passing ice with a subroutine unbroken: %s", x.Describe())
		}
		want(t, "Laser Wire rezzed", x.S.Cards[wire].Rezzed, true)
	})
	t.Run("Disgruntled Ice Technician: ice broken with Dropp™ is never passed, so it cannot be derezzed (R328)", func(t *testing.T) {
		x, wall := technicianRun(t, []string{"Data Wall"}, "break all subroutines with Dropp™")
		x.PassAll()
		want(t, "run active", x.S.Run.Active, false)
		want(t, "Data Wall rezzed", x.S.Cards[wall].Rezzed, true)
		if slices.Contains(x.Options(runner), technicianUse) {
			t.Errorf("offered after Dropp")
		}
	})
}

// playfulAI plays Playful AI at a table of seed, answering each split with
// choose(roll, index of the roll) bits, and returns the rolls and the bits
// the Runner gained beyond its cost. The rolls are bounded: a test stops
// after 30.
func playfulAI(t *testing.T, seed uint64, choose func(roll, i int) int) (rolls []int, gained int32) {
	t.Helper()
	x := onrtest.New(t, seed)
	x.Hand(runner, "Playful AI")
	x.Ready()
	x.ToTurn(runner)
	x.Runner().Bits = 5
	x.Events = nil
	x.Do(runner, "play Playful AI")
	seen := 0
	for range 30 {
		for _, e := range x.Events[seen:] {
			if e.Type == "die" {
				var n int
				if _, err := fmt.Sscanf(strings.TrimPrefix(e.For(runnerSeat), "Playful AI rolls "), "%d", &n); err != nil {
					t.Fatalf("roll %q: %v", e.For(runnerSeat), err)
				}
				rolls = append(rolls, n)
			}
		}
		seen = len(x.Events)
		if d, ok := engine.DecisionFor(x.G, runnerSeat); !ok || d.Kind != engine.Number {
			break
		}
		if len(rolls) == 0 {
			t.Fatalf("seed %d: a split asked before any roll", seed)
		}
		x.Number(runner, choose(rolls[len(rolls)-1], len(rolls)-1))
	}
	if len(rolls) == 0 {
		t.Fatalf("seed %d: Playful AI rolled no die", seed)
	}
	return rolls, x.Runner().Bits - 4
}

func TestPlayfulAI(t *testing.T) {
	allBits := func(roll, _ int) int { return roll }
	t.Run("Playful AI: a roll of 1 to 3 taken as bits gains that many; a higher roll gains nothing; no die is rolled again", func(t *testing.T) {
		low, high := 0, 0
		for seed := uint64(1); seed <= 30; seed++ {
			rolls, gained := playfulAI(t, seed, allBits)
			if len(rolls) != 1 {
				t.Fatalf("seed %d: rolls %v, want one", seed, rolls)
			}
			wantGain := int32(0)
			if rolls[0] <= 3 {
				wantGain, low = int32(rolls[0]), low+1
			} else {
				high++
			}
			want(t, fmt.Sprintf("seed %d: bits gained on a %d", seed, rolls[0]), gained, wantGain)
		}
		if low == 0 || high == 0 {
			t.Fatalf("30 seeds rolled %d low and %d high results", low, high)
		}
	})
	t.Run("Playful AI: every die set aside is rolled again, until none is left", func(t *testing.T) {
		checked := 0
		for seed := uint64(1); seed <= 40; seed++ {
			// The first result all dice, each later one all bits.
			rolls, gained := playfulAI(t, seed, func(roll, i int) int {
				if i == 0 {
					return 0
				}
				return roll
			})
			if rolls[0] > 3 {
				continue
			}
			checked++
			want(t, fmt.Sprintf("seed %d: dice rolled after a first %d", seed, rolls[0]), len(rolls), 1+rolls[0])
			wantGain := int32(0)
			for _, r := range rolls[1:] {
				if r <= 3 {
					wantGain += int32(r)
				}
			}
			want(t, fmt.Sprintf("seed %d: bits from rolls %v", seed, rolls), gained, wantGain)
		}
		if checked == 0 {
			t.Fatalf("no seed rolled 1 to 3 first")
		}
	})
	t.Run("Playful AI: a result may be split, part bits and part dice", func(t *testing.T) {
		for seed := uint64(1); seed <= 40; seed++ {
			rolls, gained := playfulAI(t, seed, func(roll, i int) int {
				if i == 0 {
					return 1
				}
				return roll
			})
			if rolls[0] < 2 || rolls[0] > 3 {
				continue
			}
			want(t, fmt.Sprintf("seed %d: dice rolled after a first %d split", seed, rolls[0]), len(rolls), rolls[0])
			wantGain := int32(1)
			for _, r := range rolls[1:] {
				if r <= 3 {
					wantGain += int32(r)
				}
			}
			want(t, fmt.Sprintf("seed %d: bits from rolls %v", seed, rolls), gained, wantGain)
			return
		}
		t.Fatalf("no seed rolled 2 or 3 first")
	})
}

// pirateBroadcast plays Pirate Broadcast with HQ holding Accounts Receivable
// and a remote fort holding Rustbelt HQ Branch, choosing the forts in order
// (fort names as the options say them) and going through each run; it
// returns the forts the Runner was offered at each choice. The steps are
// bounded.
func pirateBroadcast(t *testing.T, arrange func(x *onrtest.Table), order ...string) (*onrtest.Table, [][]string) {
	t.Helper()
	x := runnerTurn(t, func(x *onrtest.Table) {
		x.Hand(runner, "Pirate Broadcast")
		x.Hand(corp, "Accounts Receivable")
		x.Install(onr.NewFort, "Rustbelt HQ Branch", false)
		if arrange != nil {
			arrange(x)
		}
	})
	x.Events = nil
	x.Do(runner, "play Pirate Broadcast")
	var offered [][]string
	for range 60 {
		d, ok := engine.DecisionFor(x.G, runnerSeat)
		if !ok {
			x.PassAll()
			continue
		}
		switch {
		case d.Prompt == "Take an action":
			return x, offered
		case strings.HasPrefix(d.Prompt, "Pirate Broadcast: choose the next fort"):
			offered = append(offered, x.Options(runner))
			if len(order) == 0 {
				t.Fatalf("asked for a fort beyond the order given: %q", x.Options(runner))
			}
			x.Do(runner, "run on "+order[0]+" with Pirate Broadcast")
			order = order[1:]
		case x.Offered(runner, "continue"):
			x.Do(runner, "continue")
		default:
			x.Do(runner, x.Options(runner)[0])
		}
	}
	t.Fatalf("Pirate Broadcast did not end within 60 steps: %s", x.Describe())
	return nil, nil
}

func TestPirateBroadcast(t *testing.T) {
	forts := []string{"fort 1", "HQ", "the Archives", "R&D"}
	t.Run("Pirate Broadcast: a run on each fort once, in the order chosen; all successful scores 1 agenda point", func(t *testing.T) {
		x, offered := pirateBroadcast(t, nil, forts...)
		want(t, "choices", len(offered), len(forts))
		for i, opts := range offered {
			want(t, fmt.Sprintf("forts offered at choice %d", i+1), len(opts), len(forts)-i)
			for _, done := range forts[:i] {
				if slices.Contains(opts, "run on "+done+" with Pirate Broadcast") {
					t.Errorf("%s offered again after its run: %q", done, opts)
				}
			}
		}
		want(t, "runs made", countEvents(x, "run"), len(forts))
		want(t, "Runner points", x.Runner().Points, int32(1))
		if x.Logged("must forgo") {
			t.Errorf("a forgo penalty after every run succeeded")
		}
		want(t, "actions left after the play", x.Runner().Actions, int32(3))
	})
	t.Run("Pirate Broadcast: one run unsuccessful scores nothing, and the Runner forgoes his next action", func(t *testing.T) {
		x, _ := pirateBroadcast(t, func(x *onrtest.Table) { x.Ice(onr.FortRD, "Wall of Static", true) }, forts...)
		if !x.Logged("Wall of Static ends the run") {
			t.Errorf("Wall of Static did not end the run on R&D")
		}
		want(t, "runs made", countEvents(x, "run"), len(forts))
		want(t, "Runner points", x.Runner().Points, int32(0))
		if !x.Logged("Runner must forgo") {
			t.Errorf("no forgo penalty")
		}
		want(t, "actions left after the play and the action forgone", x.Runner().Actions, int32(2))
	})
	t.Run("Pirate Broadcast: not playable while the Runner may not make runs", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) { x.Hand(runner, "Pirate Broadcast") })
		if !x.Offered(runner, "play Pirate Broadcast") {
			t.Fatalf("not playable at all: %q", x.Options(runner))
		}
		x.S.AddLasting(kernel.Lasting{Seat: runnerSeat, Mod: onr.ModCannotRun, Until: onr.EvTurnOver})
		x.Do(runner, "gain") // the next action is offered under the prohibition
		if x.Offered(runner, "play Pirate Broadcast") {
			t.Errorf("playable while runs are forbidden")
		}
	})
}

// sneakPreview plays Sneak Preview with Dwarf in the stack (under two
// fillers) and Hammer in the trash, the Runner's 3 bits paying only the
// play, and installs the one chosen.
func sneakPreview(t *testing.T, choose string) (x *onrtest.Table, program int32) {
	t.Helper()
	x = runnerTurn(t, func(x *onrtest.Table) {
		x.Hand(runner, "Sneak Preview")
		x.Deck(runner, "Jack 'n' Joe", "Dwarf", "Jack 'n' Joe")
	})
	hammer := x.Card("Hammer")
	x.G.Put(hammer, onr.ZoneDiscard, false)
	x.Runner().Bits = 3
	x.Events = nil
	x.Do(runner, "play Sneak Preview")
	if !x.Offered(runner, "choose Dwarf") || !x.Offered(runner, "choose Hammer") {
		t.Fatalf("the stack's and the trash's programs are not both offered: %q", x.Options(runner))
	}
	if x.Offered(runner, "choose Jack 'n' Joe") {
		t.Errorf("a prep offered to install")
	}
	x.Do(runner, "choose "+choose)
	program = newest(x, choose)
	want(t, choose+" installed", inZone(x, program, onr.ZoneRig), true)
	want(t, "Runner bits (installed at no cost)", x.Runner().Bits, int32(0))
	return x, program
}

func TestSneakPreview(t *testing.T) {
	for _, from := range []struct{ program, zone string }{{"Dwarf", "stack"}, {"Hammer", "trash"}} {
		t.Run("Sneak Preview: a program from the "+from.zone+" installed at no cost, taken into the hand at the end of the turn", func(t *testing.T) {
			x, program := sneakPreview(t, from.program)
			if !x.Logged("shuffles") {
				t.Errorf("the stack was not shuffled")
			}
			want(t, "still installed during the turn", inZone(x, program, onr.ZoneRig), true)
			x.ToTurn(corp)
			want(t, from.program+" in the hand after the turn", inZone(x, program, onr.ZoneHand), true)
			want(t, "known to the Corp, who saw it go back", x.G.Visible(program, x.Seat(corp)), true)
		})
	}
	t.Run("Sneak Preview: a program that left play before the end of the turn does not return to the hand (R464)", func(t *testing.T) {
		x, program := sneakPreview(t, "Dwarf")
		x.G.Put(program, onr.ZoneDiscard, false) // trashed meanwhile
		x.ToTurn(corp)
		want(t, "Dwarf in the trash", inZone(x, program, onr.ZoneDiscard), true)
	})
}

// testSpin plays Test Spin on fort with Dwarf (install cost 6) in the
// stack under a filler, three cards in hand and bits in the pool after the
// play; it installs Dwarf and returns once the run has started.
func testSpin(t *testing.T, fort string, bits int32, arrange func(x *onrtest.Table)) (x *onrtest.Table, dwarf int32) {
	t.Helper()
	x = runnerTurn(t, func(x *onrtest.Table) {
		x.Hand(runner, "Test Spin", "Jack 'n' Joe", "Jack 'n' Joe", "Jack 'n' Joe")
		x.Deck(runner, "Jack 'n' Joe", "Dwarf")
		if arrange != nil {
			arrange(x)
		}
	})
	x.Runner().Bits = bits + 1
	x.Events = nil
	x.Do(runner, "play Test Spin on "+fort)
	if x.Offered(runner, "choose Jack 'n' Joe") {
		t.Errorf("a prep offered to install")
	}
	x.Do(runner, "choose Dwarf")
	dwarf = newest(x, "Dwarf")
	want(t, "Dwarf installed", inZone(x, dwarf, onr.ZoneRig), true)
	want(t, "Runner bits (installed at no cost)", x.Runner().Bits, bits)
	if !x.S.Run.Active {
		t.Fatalf("no run after the install")
	}
	return x, dwarf
}

// spinRunOut goes through the rest of a run, continuing at each jack-out
// step and leaving accessed cards, within a bound of steps.
func spinRunOut(t *testing.T, x *onrtest.Table) {
	t.Helper()
	for range 30 {
		if !x.S.Run.Active && len(x.G.Pending()) > 0 && x.Decision(runner).Prompt == "Take an action" {
			return
		}
		switch {
		case x.Offered(runner, "continue"):
			x.Do(runner, "continue")
		case x.Offered(runner, "done"):
			x.Do(runner, "done")
		default:
			x.PassAll()
		}
	}
	t.Fatalf("the run did not end: %s", x.Describe())
}

func TestTestSpin(t *testing.T) {
	t.Run("Test Spin: a program from the stack installed at no cost, a run made, then the program shuffled back into the stack", func(t *testing.T) {
		x, dwarf := testSpin(t, "the Archives", 5, nil)
		if !x.Logged("Runner runs on the Archives") {
			t.Errorf("no run on the Archives")
		}
		spinRunOut(t, x)
		want(t, "Dwarf in the stack", inZone(x, dwarf, onr.ZoneDeck), true)
		want(t, "Runner bits", x.Runner().Bits, int32(5))
		want(t, "hand", len(x.Runner().Hand), 3)
	})
	t.Run("Test Spin: the program shuffled back was shown to the Corp, so the events of its step may name it, though the stack hides it (ONR-2.6)", func(t *testing.T) {
		x, dwarf := testSpin(t, "the Archives", 5, nil)
		spinRunOut(t, x)
		want(t, "Dwarf in the stack", inZone(x, dwarf, onr.ZoneDeck), true)
		corpSeat := x.Seat(onr.Corp)
		want(t, "Dwarf hidden from the Corp in its views", slices.Contains(onr.HiddenTitles(x.G, false)[corpSeat], "Dwarf"), true)
		want(t, "Dwarf hidden from the Corp in the step's events", slices.Contains(onr.HiddenTitles(x.G, true)[corpSeat], "Dwarf"), false)
	})
	t.Run("Test Spin: a program no longer in play costs 4 bits plus its install cost", func(t *testing.T) {
		x, dwarf := testSpin(t, "HQ", 12, func(x *onrtest.Table) { x.Ice(onr.FortHQ, "Banpei", true) })
		x.PassAll() // Banpei's subroutines fire
		x.Do(corp, "trash Dwarf")
		spinRunOut(t, x)
		want(t, "Dwarf in the trash", inZone(x, dwarf, onr.ZoneDiscard), true)
		want(t, "Runner bits", x.Runner().Bits, int32(12-4-6))
		want(t, "hand", len(x.Runner().Hand), 3)
	})
	t.Run("Test Spin: what the pool cannot pay is suffered as meat damage", func(t *testing.T) {
		x, _ := testSpin(t, "HQ", 8, func(x *onrtest.Table) { x.Ice(onr.FortHQ, "Banpei", true) })
		x.PassAll()
		x.Do(corp, "trash Dwarf")
		spinRunOut(t, x)
		want(t, "Runner bits", x.Runner().Bits, int32(0))
		want(t, "hand after 2 meat damage", len(x.Runner().Hand), 1)
	})
	t.Run("Test Spin: with no program installed, no run is made", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Hand(runner, "Test Spin")
			x.Deck(runner, "Jack 'n' Joe")
		})
		x.Events = nil
		x.Do(runner, "play Test Spin on the Archives")
		if x.S.Run.Active || x.Logged("runs on") {
			t.Errorf("a run made without a program installed")
		}
	})
}
