package onr_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// Helpers shared by run_test.go, access_test.go, trace_test.go and
// damage_test.go carry the prefix "rat" (run, access, trace) so that they
// cannot collide with helpers of other test files of the package.

// ratMentions reports whether some option of side names sub.
func ratMentions(x *onrtest.Table, side onr.Role, sub string) bool {
	return slices.ContainsFunc(x.Options(side), func(o string) bool { return strings.Contains(o, sub) })
}

// ratEventIndex returns the index in x.Events of the first event whose text
// contains sub, or -1.
func ratEventIndex(x *onrtest.Table, sub string) int {
	return slices.IndexFunc(x.Events, func(e engine.Event) bool { return strings.Contains(e.Text(), sub) })
}

// ratContinue passes windows and answers "continue" at every jack-out
// choice until the Runner faces some other decision or the run is over.
func ratContinue(x *onrtest.Table) {
	x.T.Helper()
	for i := 0; i < 50 && x.S.Run.Active; i++ {
		switch {
		case x.Offered(onr.Runner, "pass") || x.Offered(onr.Corp, "pass"):
			x.PassAll()
		case x.Offered(onr.Runner, "continue"):
			x.Do(onr.Runner, "continue")
		default:
			return
		}
	}
}

func TestRunStart(t *testing.T) {
	// ONR-11.1.1 and ONR-11.1.5: however the run ends, it took one action
	// and counts as an attempted run.
	for _, tc := range []struct {
		name    string
		arrange func(x *onrtest.Table)
		finish  func(x *onrtest.Table)
		success bool
	}{
		{"successful run on a fort with no ice", nil, func(x *onrtest.Table) { ratContinue(x) }, true},
		{"jacked out before access", nil, func(x *onrtest.Table) { x.Do(onr.Runner, "jack-out") }, false},
		{"ended by a subroutine", func(x *onrtest.Table) { x.Ice(onr.FortArchives, "Data Wall", true) }, func(x *onrtest.Table) {}, false},
	} {
		t.Run("ONR-11.1.1 ONR-11.1.5 a run costs one action and counts as attempted: "+tc.name, func(t *testing.T) {
			x := tableWithRD(t, 1, 4)
			if tc.arrange != nil {
				tc.arrange(x)
			}
			x.Ready()
			x.ToTurn(onr.Runner)
			if x.Runner().Hist.Runs != 0 || x.Runner().Actions != 4 {
				t.Fatalf("before the run: runs %d actions %d, want 0 and 4", x.Runner().Hist.Runs, x.Runner().Actions)
			}
			x.Do(onr.Runner, "run on the Archives")
			if x.Runner().Hist.Runs != 1 {
				t.Errorf("declared run: Hist.Runs = %d, want 1", x.Runner().Hist.Runs)
			}
			tc.finish(x)
			if x.S.Run.Active {
				t.Fatalf("run still active: %s", x.Describe())
			}
			if x.Runner().Actions != 3 {
				t.Errorf("Runner actions after the run = %d, want 3", x.Runner().Actions)
			}
			if x.Runner().Hist.Runs != 1 {
				t.Errorf("after the run: Hist.Runs = %d, want 1", x.Runner().Hist.Runs)
			}
			if got := x.Logged("The run is successful"); got != tc.success {
				t.Errorf("run successful = %v, want %v", got, tc.success)
			}
		})
	}

	t.Run("ONR-11.1.5 an attempted unsuccessful run lets the Corp play Chance Observation next turn", func(t *testing.T) {
		for _, run := range []bool{false, true} {
			x := tableWithRD(t, 1, 4)
			x.Hand(onr.Corp, "Chance Observation")
			x.Ice(onr.FortHQ, "Data Wall", true)
			x.Ready()
			x.ToTurn(onr.Runner)
			if run {
				x.Do(onr.Runner, "run on HQ") // Data Wall ends the run
				if x.S.Run.Active || x.Logged("The run is successful") {
					t.Fatalf("the run should have been ended by Data Wall")
				}
			}
			x.ToTurn(onr.Corp)
			if got := x.Offered(onr.Corp, "play Chance Observation"); got != run {
				t.Errorf("Runner ran last turn = %v: Chance Observation playable = %v; options %q", run, got, x.Options(onr.Corp))
			}
		}
	})

	for _, rezzed := range []bool{false, true} {
		name := map[bool]string{false: "unrezzed", true: "rezzed"}[rezzed]
		t.Run("ONR-11.1.3 no jack out between declaring the run and the first ice ("+name+" outermost ice)", func(t *testing.T) {
			x := tableWithRD(t, 1, 4)
			x.Ice(onr.FortHQ, "Wall of Static", rezzed)
			x.Rig("Dwarf")
			x.Ready()
			x.ToTurn(onr.Runner)
			x.Do(onr.Runner, "run on HQ")
			if x.Offered(onr.Runner, "jack-out") {
				t.Fatalf("Runner may jack out before the first ice: %s", x.Describe())
			}
			if rezzed {
				if !x.Offered(onr.Runner, "break subroutine 1 with Dwarf") {
					t.Fatalf("the rezzed outermost ice should be encountered at once: %s", x.Describe())
				}
			} else if !x.Offered(onr.Corp, "rez Wall of Static") {
				t.Fatalf("the Corp should be deciding whether to rez the approached ice: %s", x.Describe())
			}
		})
	}
}

func TestApproachAndEncounter(t *testing.T) {
	t.Run("ONR-11.3.2 the Corp may rez the approached ice, and only that ice", func(t *testing.T) {
		x := tableWithRD(t, 1, 4)
		wall, _ := x.Ice(onr.FortHQ, "Wall of Static", false)
		quandary, _ := x.Ice(onr.FortHQ, "Quandary", false)
		x.Ready()
		x.ToTurn(onr.Runner)
		x.Corp().Bits = 8
		x.Ready()
		x.Do(onr.Runner, "run on HQ")
		if !x.Offered(onr.Corp, "rez Wall of Static") {
			t.Fatalf("approached outermost ice not offered for rezzing: %s", x.Describe())
		}
		if x.Offered(onr.Corp, "rez Quandary") {
			t.Errorf("the Corp may rez ice the Runner has not approached: %q", x.Options(onr.Corp))
		}
		x.Do(onr.Corp, "rez Wall of Static")
		if !x.S.Cards[wall].Rezzed || x.Corp().Bits != 5 {
			t.Errorf("after rezzing: rezzed %v, Corp bits %d, want true and 8-3=5", x.S.Cards[wall].Rezzed, x.Corp().Bits)
		}
		x.PassAll()
		if !x.Logged("Runner encounters Wall of Static") {
			t.Errorf("the ice rezzed on approach was not encountered")
		}
		if x.S.Run.Active || x.S.Cards[quandary].Rezzed {
			t.Errorf("Wall of Static's subroutine should have ended the run before Quandary")
		}
	})

	t.Run("ONR-11.3.2 the Corp is not offered ice it cannot pay for", func(t *testing.T) {
		x := tableWithRD(t, 1, 4)
		x.Ice(onr.FortHQ, "Wall of Static", false) // rez 3
		x.Ice(onr.FortHQ, "Quandary", false)       // rez 2
		x.Ready()
		x.ToTurn(onr.Runner)
		x.Corp().Bits = 2
		x.Ready()
		x.Do(onr.Runner, "run on HQ")
		if x.Offered(onr.Corp, "rez Wall of Static") {
			t.Fatalf("Wall of Static (rez 3) offered to a Corp with 2 bits")
		}
		x.PassAll()
		// Wall of Static stays unrezzed and is passed; Quandary is next.
		if !x.Offered(onr.Runner, "continue") {
			t.Fatalf("want the jack-out choice after passing Wall of Static, got %s", x.Describe())
		}
		x.Do(onr.Runner, "continue")
		if !x.Offered(onr.Corp, "rez Quandary") {
			t.Errorf("Quandary (rez 2) not offered when approached: %s", x.Describe())
		}
	})

	t.Run("ONR-11.3.3 unrezzed ice is passed, not encountered", func(t *testing.T) {
		x := tableWithRD(t, 1, 4)
		wall, _ := x.Ice(onr.FortHQ, "Wall of Static", false)
		x.Ready()
		x.ToTurn(onr.Runner)
		x.Do(onr.Runner, "run on HQ")
		x.Do(onr.Corp, "pass")
		if x.S.Cards[wall].Rezzed || x.Logged("encounters") || x.Logged("ends the run") {
			t.Errorf("unrezzed ice was encountered")
		}
		if !x.S.Run.Active || x.S.Run.Pos != 1 || !x.Offered(onr.Runner, "jack-out") {
			t.Errorf("want the run past the ice with a jack-out choice; pos %d, %s", x.S.Run.Pos, x.Describe())
		}
	})

	t.Run("ONR-11.4.1 rezzed ice is encountered", func(t *testing.T) {
		x := tableWithRD(t, 1, 4)
		x.Ice(onr.FortHQ, "Wall of Static", true)
		x.Ready()
		x.ToTurn(onr.Runner)
		x.Do(onr.Runner, "run on HQ")
		if !x.Logged("Runner encounters Wall of Static") || !x.Logged("Wall of Static ends the run") {
			t.Errorf("rezzed ice not encountered or its subroutine did not fire")
		}
		if x.S.Run.Active {
			t.Errorf("the run should be over")
		}
	})
}

func TestBreaking(t *testing.T) {
	for _, tc := range []struct {
		breaker, ice string
		want         bool
	}{
		{"Dwarf", "Wall of Static", true},        // wall breaker, wall
		{"Dwarf", "Quandary", false},             // wall breaker, code gate
		{"Codecracker", "Quandary", true},        // code gate breaker, code gate
		{"Codecracker", "Wall of Static", false}, // code gate breaker, wall
		{"Loony Goon", "Quandary", false},        // sentry breaker, code gate
		{"Krash", "Quandary", true},              // "break ice subroutine": any ice
		{"Krash", "Data Wall", true},
	} {
		t.Run("ONR-11.5.2 "+tc.breaker+" may be used against "+tc.ice+": "+map[bool]string{true: "yes", false: "no"}[tc.want], func(t *testing.T) {
			x := tableWithRD(t, 1, 4)
			x.Ice(onr.FortHQ, tc.ice, true)
			x.Rig(tc.breaker)
			x.Ready()
			x.ToTurn(onr.Runner)
			x.Runner().Bits = 20
			x.Ready()
			x.Do(onr.Runner, "run on HQ")
			if got := ratMentions(x, onr.Runner, tc.breaker); got != tc.want {
				t.Fatalf("options name %s = %v, want %v: %s", tc.breaker, got, tc.want, x.Describe())
			}
			if !tc.want && (x.S.Run.Active || !x.Logged(tc.ice+" ends the run")) {
				t.Errorf("with no usable breaker the subroutine should end the run")
			}
		})
	}

	for _, tc := range []struct {
		breaker, ice string
		air          bool // Antiquated Interface Routines rezzed in HQ
		pumps, cost  int32
	}{
		{"Dwarf", "Wall of Static", false, 0, 0},           // 3 ≥ 2
		{"Dwarf", "Wall of Static", true, 0, 0},            // 3 ≥ 3: equal is enough
		{"Krash", "Data Wall", false, 0, 0},                // 0 ≥ 0
		{"Krash", "Wall of Static", false, 2, 2},           // 0 → 2
		{"Krash", "Wall of Static", true, 3, 2},            // 0 → 3 with the upgrade's +1
		{"Grubb", "Wall of Static", false, 2, 2},           // 0 → 2
		{"Codecracker", "Quandary", false, 2, 1},           // 0 → 2
		{"Wizard's Book", "Endless Corridor", false, 0, 2}, // 2 ≥ 2
	} {
		name := tc.breaker + " vs " + tc.ice
		if tc.air {
			name += " with Antiquated Interface Routines"
		}
		t.Run("ONR-11.5.3 a breaker needs strength ≥ the ice's: "+name, func(t *testing.T) {
			x := tableWithRD(t, 1, 4)
			ice, _ := x.Ice(onr.FortHQ, tc.ice, true)
			if tc.air {
				x.Install(onr.FortHQ, "Antiquated Interface Routines", true)
			}
			b := x.Rig(tc.breaker)[0]
			x.Ready()
			x.ToTurn(onr.Runner)
			x.Runner().Bits = 20
			x.Ready()
			x.Do(onr.Runner, "run on HQ")
			pump := ""
			for _, o := range x.Options(onr.Runner) {
				if strings.HasPrefix(o, "pump "+tc.breaker) {
					pump = o
				}
			}
			for i := int32(0); i < tc.pumps; i++ {
				if x.Offered(onr.Runner, "break subroutine 1 with "+tc.breaker) {
					t.Fatalf("break offered at strength %d against ice strength %d", x.G.BreakerStrength(b), x.G.IceStrength(ice))
				}
				if pump == "" || !x.Offered(onr.Runner, pump) {
					t.Fatalf("no pump offered: %s", x.Describe())
				}
				x.Do(onr.Runner, pump)
			}
			if x.G.BreakerStrength(b) < x.G.IceStrength(ice) {
				t.Fatalf("after %d pumps strength %d < ice %d", tc.pumps, x.G.BreakerStrength(b), x.G.IceStrength(ice))
			}
			if !x.Offered(onr.Runner, "break subroutine 1 with "+tc.breaker) {
				t.Fatalf("break not offered at strength %d against %d: %s", x.G.BreakerStrength(b), x.G.IceStrength(ice), x.Describe())
			}
			if spent := 20 - x.Runner().Bits; spent != tc.pumps*tc.cost {
				t.Errorf("pumping cost %d bits, want %d×%d", spent, tc.pumps, tc.cost)
			}
		})
	}

	for _, tc := range []struct {
		breaker  string
		forRun   bool // the strength lasts for the run
		pumpText string
	}{
		{"Krash", false, "pump Krash: +1 strength for 2"},
		{"Grubb", true, "pump Grubb: +1 strength for 2"},
	} {
		name := "ONR-11.5.3 strength bought lasts the encounter (" + tc.breaker + ")"
		if tc.forRun {
			name = "ONR-11.5.3 strength bought \"for the remainder of this run\" lasts the run (" + tc.breaker + ")"
		}
		t.Run(name, func(t *testing.T) {
			x := tableWithRD(t, 1, 4)
			x.Ice(onr.FortHQ, "Wall of Static", true)
			x.Ice(onr.FortHQ, "Wall of Static", true)
			b := x.Rig(tc.breaker)[0]
			x.Ready()
			x.ToTurn(onr.Runner)
			x.Runner().Bits = 20
			x.Ready()
			x.Do(onr.Runner, "run on HQ")
			x.Do(onr.Runner, tc.pumpText).Do(onr.Runner, tc.pumpText)
			x.Do(onr.Runner, "break subroutine 1 with "+tc.breaker)
			ratContinue(x) // pass the first wall, continue to the second
			if !x.Logged("Runner encounters Wall of Static") || x.S.Run.Pos != 1 {
				t.Fatalf("not at the second wall: pos %d, %s", x.S.Run.Pos, x.Describe())
			}
			want := int32(0)
			if tc.forRun {
				want = 2
			}
			if got := x.G.BreakerStrength(b); got != want {
				t.Errorf("strength at the second encounter = %d, want %d", got, want)
			}
			if got := x.Offered(onr.Runner, "break subroutine 1 with "+tc.breaker); got != tc.forRun {
				t.Errorf("break offered without pumping again = %v, want %v", got, tc.forRun)
			}
			x.Do(onr.Runner, "done") // the wall ends the run
			if x.S.Run.Active {
				t.Fatalf("the run should have ended")
			}
			if got := x.G.BreakerStrength(b); got != 0 {
				t.Errorf("strength after the run = %d, want the printed 0", got)
			}
		})
	}
}

func TestSubroutines(t *testing.T) {

	for _, tc := range []struct {
		ice      string
		handLoss int
		brain    int32
		fired    []string // in this order
		notFired []string
	}{
		{"Endless Corridor", 0, 0, []string{"Endless Corridor: subroutine 1 takes effect", "Endless Corridor ends the run"}, []string{"Endless Corridor: subroutine 2"}},
		{"Laser Wire", 1, 0, []string{"Laser Wire: subroutine 1 takes effect", "Runner takes 1 Net damage", "Laser Wire: subroutine 2 takes effect", "Laser Wire ends the run"}, nil},
		{"Nerve Labyrinth", 2, 0, []string{"Runner takes 2 Net damage", "Nerve Labyrinth ends the run"}, nil},
		{"Cortical Scrub", 1, 1, []string{"Runner takes 1 brain damage", "Cortical Scrub ends the run"}, nil},
	} {
		t.Run("ONR-11.6.1 ONR-11.6.2 unbroken subroutines fire in printed order; end the run stops the rest: "+tc.ice, func(t *testing.T) {
			x := tableWithRD(t, 1, 4)
			x.Ice(onr.FortHQ, tc.ice, true)
			runnerHand(x, 4)
			x.Ready()
			x.ToTurn(onr.Runner)
			x.Do(onr.Runner, "run on HQ")
			if x.S.Run.Active {
				t.Fatalf("the run should have ended: %s", x.Describe())
			}
			last := -1
			for _, ev := range tc.fired {
				i := ratEventIndex(x, ev)
				if i < 0 {
					t.Fatalf("no event %q", ev)
				}
				if i < last {
					t.Errorf("%q happened out of printed order", ev)
				}
				last = i
			}
			for _, ev := range tc.notFired {
				if x.Logged(ev) {
					t.Errorf("%q happened after the run ended", ev)
				}
			}
			if got := 4 - len(x.Runner().Hand); got != tc.handLoss {
				t.Errorf("cards lost %d, want %d", got, tc.handLoss)
			}
			if x.Runner().Brain != tc.brain {
				t.Errorf("brain damage %d, want %d", x.Runner().Brain, tc.brain)
			}
		})
	}
}

func TestJackOut(t *testing.T) {
	t.Run("ONR-11.7.2 after passing ice the Runner may jack out: no further ice, no access", func(t *testing.T) {
		x := tableWithRD(t, 1, 4)
		x.Ice(onr.FortHQ, "Wall of Static", false)
		x.Ice(onr.FortHQ, "Quandary", false)
		hq := x.Hand(onr.Corp, "Hostile Takeover")[0]
		x.Ready()
		x.ToTurn(onr.Runner)
		x.Do(onr.Runner, "run on HQ")
		x.Do(onr.Corp, "pass")
		if !x.Offered(onr.Runner, "jack-out") || x.S.Run.Pos != 1 {
			t.Fatalf("no jack-out choice after passing the outermost ice: %s", x.Describe())
		}
		x.Do(onr.Runner, "jack-out")
		if x.S.Run.Active || x.Logged("The run is successful") || x.Runner().Hist.SuccessfulHQ {
			t.Errorf("jacking out should end the run unsuccessfully")
		}
		if x.S.Cards[hq].Seen || x.Runner().Points != 0 {
			t.Errorf("a jacked-out run accessed HQ")
		}
		if !x.Offered(onr.Runner, "run on HQ") || x.Runner().Actions != 3 {
			t.Errorf("the Runner should be back at his actions (3 left): %s", x.Describe())
		}
	})

	for _, jack := range []bool{false, true} {
		t.Run("ONR-11.8.1 after the last ice the Runner may still jack out: "+map[bool]string{true: "jack out", false: "continue to access"}[jack], func(t *testing.T) {
			x := tableWithRD(t, 1, 4)
			x.Ice(onr.FortHQ, "Wall of Static", false)
			hq := x.Hand(onr.Corp, "Hostile Takeover")[0]
			x.Ready()
			x.ToTurn(onr.Runner)
			x.Do(onr.Runner, "run on HQ")
			x.Do(onr.Corp, "pass")
			if x.S.Run.Pos != 1 || !x.Offered(onr.Runner, "jack-out") {
				t.Fatalf("no jack-out choice past the last ice: %s", x.Describe())
			}
			if jack {
				x.Do(onr.Runner, "jack-out")
			} else {
				ratContinue(x)
			}
			if x.S.Run.Active {
				t.Fatalf("run still active: %s", x.Describe())
			}
			if got := x.Runner().Points == 1; got == jack {
				t.Errorf("jacked out %v: Runner stole the HQ agenda = %v", jack, got)
			}
			if x.S.Cards[hq].Seen == jack {
				t.Errorf("jacked out %v: HQ card seen = %v", jack, x.S.Cards[hq].Seen)
			}
		})
	}

	t.Run("ONR-11.1.4 ONR-11.8.1 a run on a fort with no ice goes straight to the last jack-out choice, then access", func(t *testing.T) {
		x := tableWithRD(t, 1, 4)
		x.Ice(onr.FortHQ, "Wall of Static", true) // ice elsewhere plays no part
		top := x.Corp().Deck[0]
		x.Ready()
		x.ToTurn(onr.Runner)
		x.Do(onr.Runner, "run on R&D")
		if prompt(x, onr.Runner) != "Continue the run or jack out" || len(x.G.Pending()) != 1 {
			t.Fatalf("want only the Runner's jack-out choice, got %s", x.Describe())
		}
		x.Do(onr.Runner, "continue")
		x.PassAll()
		if x.S.Run.Active || !x.S.Cards[top].Seen || x.Logged("encounters") {
			t.Errorf("want the top card of R&D accessed with no encounter")
		}
		if !x.Logged("The run is successful") {
			t.Errorf("the run should be successful")
		}
	})
}

func TestRunCards(t *testing.T) {
	t.Run("Inside Job passes the first ice encountered (rezzed outermost ice)", func(t *testing.T) {
		x := tableWithRD(t, 1, 4)
		x.Ice(onr.FortHQ, "Wall of Static", true)
		x.Ice(onr.FortHQ, "Data Wall", true)
		x.Hand(onr.Runner, "Inside Job")
		x.Ready()
		x.ToTurn(onr.Runner)
		x.Do(onr.Runner, "play Inside Job on HQ")
		if !x.S.Run.Active || x.S.Run.Pos != 1 || x.Logged("Wall of Static ends the run") {
			t.Fatalf("Wall of Static should have been passed automatically: pos %d, %s", x.S.Run.Pos, x.Describe())
		}
		x.Do(onr.Runner, "continue")
		if x.S.Run.Active || !x.Logged("Data Wall ends the run") {
			t.Errorf("the second rezzed ice should be encountered normally")
		}
		if x.Runner().Actions != 3 || x.Runner().Bits != 3 {
			t.Errorf("Inside Job: actions %d bits %d, want 3 and 5-2", x.Runner().Actions, x.Runner().Bits)
		}
	})

	t.Run("Inside Job passes the first ice encountered, not the first approached (unrezzed outer ice)", func(t *testing.T) {
		x := tableWithRD(t, 1, 4)
		x.Ice(onr.FortHQ, "Wall of Static", false)
		x.Ice(onr.FortHQ, "Data Wall", true)
		x.Ice(onr.FortHQ, "Quandary", true)
		x.Hand(onr.Runner, "Inside Job")
		x.Ready()
		x.ToTurn(onr.Runner)
		x.Corp().Bits = 0
		x.Ready()
		x.Do(onr.Runner, "play Inside Job on HQ")
		x.PassAll()                  // the unrezzed wall is passed
		x.Do(onr.Runner, "continue") // Data Wall: first encountered, passed
		if !x.S.Run.Active || x.S.Run.Pos != 2 || x.Logged("Data Wall ends the run") {
			t.Fatalf("Data Wall should have been passed automatically: pos %d, %s", x.S.Run.Pos, x.Describe())
		}
		x.Do(onr.Runner, "continue")
		if x.S.Run.Active || !x.Logged("Quandary ends the run") {
			t.Errorf("Quandary should be encountered normally")
		}
	})

	for _, tc := range []struct {
		name   string
		where  int32
		rezzed bool
		want   int32
	}{
		{"rezzed on the ice's fort", onr.FortHQ, true, 3},
		{"unrezzed on the ice's fort", onr.FortHQ, false, 2},
		{"rezzed on another fort", onr.FortRD, true, 2},
	} {
		t.Run("Antiquated Interface Routines gives +1 strength to ice on its fort: "+tc.name, func(t *testing.T) {
			x := tableWithRD(t, 1, 4)
			wall, _ := x.Ice(onr.FortHQ, "Wall of Static", true)
			x.Install(tc.where, "Antiquated Interface Routines", tc.rezzed)
			x.Ready()
			if got := x.G.IceStrength(wall); got != tc.want {
				t.Errorf("Wall of Static strength %d, want %d", got, tc.want)
			}
		})
	}
}
