package checks

import (
	"slices"
	"strings"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// Prohibitions ("Runner cannot …") and the ways out of a run: Jack Attack,
// Shock.r, Smarteye, Submarine Uplink (R027, R160, R161, R222, R223, R461,
// R477, R479).

// prIce is one piece of ice on HQ, outermost first.
type prIce struct {
	title  string
	rezzed bool
}

// prTable arranges HQ's ice, the Runner's rig, a hand of three cards and
// 10 bits each, and returns at the Runner's first action.
func prTable(t onrtest.TB, ice []prIce, rig ...string) *onrtest.Table {
	t.Helper()
	x := tableWithRD(t, 1, 6)
	for _, i := range ice {
		x.Ice(onr.FortHQ, i.title, i.rezzed)
	}
	x.Rig(rig...)
	runnerHand(x, 3)
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Corp().Bits, x.Runner().Bits = 10, 10
	x.Events = nil
	return x
}

// prPlay is how the players act in prRun.
type prPlay struct {
	bid       int    // the Corp's bid in every trace
	base      string // the Runner's base-link card in traces ("" for none)
	use       string // a Runner option taken whenever offered
	breakWith string // the breaker that breaks every subroutine it can ("" to break none)
	jackOut   bool   // jack out whenever offered …
	after     string // … once an event containing this text has happened, if set
}

// prRun makes a run on HQ and plays it to its end as p says, passing every
// window and continuing the run otherwise. It returns every option the
// Runner was offered on the way, as "prompt: option".
func prRun(t onrtest.TB, x *onrtest.Table, p prPlay) []string {
	t.Helper()
	x.Do(onr.Runner, "run on HQ")
	var seen []string
	for i := 0; x.S.Run.Active; i++ {
		if i > 60 {
			t.Fatalf("the run does not end: %s", x.Describe())
		}
		opts := x.Options(onr.Runner)
		for _, o := range opts {
			seen = append(seen, prompt(x, onr.Runner)+": "+o)
		}
		if d, ok := engine.DecisionFor(x.G, corpSeat); ok && d.Kind == engine.Number {
			x.Number(onr.Corp, p.bid)
			continue
		}
		brk := slices.IndexFunc(opts, func(o string) bool {
			return p.breakWith != "" && strings.HasPrefix(o, "break ") && strings.HasSuffix(o, " with "+p.breakWith)
		})
		pump := slices.IndexFunc(opts, func(o string) bool {
			return p.breakWith != "" && strings.HasPrefix(o, "pump "+p.breakWith+":")
		})
		switch d, _ := engine.DecisionFor(x.G, runnerSeat); {
		case strings.Contains(d.Prompt, "base-link card"):
			if p.base != "" && x.Offered(onr.Runner, "base-link "+p.base) {
				x.Do(onr.Runner, "base-link "+p.base)
			} else {
				x.Do(onr.Runner, "none")
			}
		case d.Kind == engine.Number:
			x.Number(onr.Runner, 0)
		case p.use != "" && x.Offered(onr.Runner, p.use):
			x.Do(onr.Runner, p.use)
		case brk >= 0:
			x.Do(onr.Runner, opts[brk])
		case pump >= 0:
			x.Do(onr.Runner, opts[pump])
		case x.Offered(onr.Runner, "done"):
			x.Do(onr.Runner, "done")
		case p.jackOut && (p.after == "" || x.Logged(p.after)) && x.Offered(onr.Runner, "jack-out"):
			x.Do(onr.Runner, "jack-out")
		case x.Offered(onr.Runner, "continue"):
			x.Do(onr.Runner, "continue")
		case x.Offered(onr.Runner, "pass") || x.Offered(onr.Corp, "pass"):
			x.PassAll()
		default:
			t.Fatalf("unexpected decision %s", x.Describe())
		}
	}
	return seen
}

// prHas reports whether seen holds option opt offered under a prompt that
// starts with prompt.
func prHas(seen []string, prompt, opt string) bool {
	return slices.ContainsFunc(seen, func(s string) bool {
		return strings.HasPrefix(s, prompt) && strings.HasSuffix(s, ": "+opt)
	})
}

// smarteyeJackOut is the prompt of Smarteye's jack out.
const smarteyeJackOut = "Jack out now, or continue the run"

// prEvents counts the events of type typ.
func prEvents(x *onrtest.Table, typ string) int {
	n := 0
	for _, e := range x.Events {
		if e.Type == typ {
			n++
		}
	}
	return n
}

// prBefore reports whether an event containing a comes before one
// containing b.
func prBefore(x *onrtest.Table, a, b string) bool {
	i := slices.IndexFunc(x.Events, func(e engine.Event) bool { return strings.Contains(e.Text(), a) })
	j := slices.IndexFunc(x.Events, func(e engine.Event) bool { return strings.Contains(e.Text(), b) })
	return i >= 0 && j >= 0 && i < j
}

// R027 (ONR-0.2, ONR-18.3.3): a blanket prohibition takes precedence, and
// the prohibited effect does not happen, even if a card "forces" it.
//
// Which check: the card that forced what a prohibition forbids was
// Submarine Uplink ("Using Submarine Uplink forces you to jack out after the
// current encounter ends") against Jack Attack's "Runner cannot jack out" —
// Jack Attack's own trace is where the Uplink gets used. Errata R477 (three
// months after R027) rewrote the Uplink to "end your run after the current
// encounter", and ending the run is not jacking out (R160), so no card in
// the pool forces a jack out any more. The other forcing texts meet their
// prohibitions only with cards not implemented (Shock.r's "cannot break"
// against Trapdoor's "Runner automatically breaks this subroutine";
// "cannot be prevented" against Emergency Self-Construct's "automatically
// prevented", R343; Haunting Inquisition against Bargain with Viacox). So
// the check puts each implemented prohibition against every way the engine
// has of doing what it forbids — the printed jack-out choice, Smarteye's
// jack out, the Uplink that once forced one, an icebreaker with the bits
// to break — and asks that the forbidden thing never happens, while the
// same position without the prohibition lets it happen (the check can
// fail). For the Uplink it asks that the Runner still never jacks out: the
// run ends, as the errata says, and the ending is not a jack out.
func checkR027_ProhibitionBeatsEveryWayToTheForbiddenEffect(t onrtest.TB) {
	tests := []struct {
		name      string
		ban       string // the prohibiting ice, outermost; the control row has Fetch 4.0.1 instead
		ice       []prIce
		rig       []string
		play      prPlay
		forbidden string // event type of the forbidden effect
		route     string // logged when the route to it was taken
		routeFree string // logged instead without the prohibition, if different
	}{
		{name: "Jack Attack against the jack-out choice after passing ice",
			ban: "Jack Attack", ice: []prIce{{"Data Wall", false}},
			play: prPlay{jackOut: true}, forbidden: "jack-out", route: "The run is successful", routeFree: "Runner jacks out"},
		{name: "Jack Attack against Smarteye's jack out",
			ban: "Jack Attack", ice: []prIce{{"Data Wall", false}}, rig: []string{"Smarteye"},
			play:      prPlay{use: "use Smarteye: Expose the approached ice", jackOut: true, after: "Runner exposes"},
			forbidden: "jack-out", route: "Runner exposes"},
		{name: "Jack Attack against Submarine Uplink, which as printed forced a jack out",
			ban: "Jack Attack", rig: []string{"Submarine Uplink"},
			play:      prPlay{base: "Submarine Uplink", bid: 0},
			forbidden: "jack-out", route: "Submarine Uplink ends the run"},
		{name: "Shock.r against an icebreaker with the bits to break",
			ban: "Shock.r", ice: []prIce{{"Wall of Static", true}}, rig: []string{"Dwarf"},
			play: prPlay{breakWith: "Dwarf"}, forbidden: "break", route: "Runner encounters Wall of Static"},
	}
	for _, tc := range tests {
		onrtest.Run(t, tc.name, func(t onrtest.TB) {
			for _, banned := range []bool{true, false} {
				first := prIce{"Fetch 4.0.1", true} // a sentry that forbids nothing
				if banned {
					first.title = tc.ban
				}
				x := prTable(t, append([]prIce{first}, tc.ice...), tc.rig...)
				prRun(t, x, tc.play)
				route := tc.route
				if !banned && tc.routeFree != "" {
					route = tc.routeFree
				}
				if !x.Logged(route) {
					t.Fatalf("banned %v: %q not logged, the route was not taken", banned, route)
				}
				n := prEvents(x, tc.forbidden)
				switch {
				case banned && n > 0:
					t.Errorf("%s forbids it, yet %d %q events happened", tc.ban, n, tc.forbidden)
				case !banned && n == 0 && tc.forbidden == "jack-out" && tc.play.base != "":
					// After errata R477 the Uplink ends the run; it never
					// jacks out, prohibited or not.
				case !banned && n == 0:
					t.Errorf("without %s the %q never happened: the check proves nothing", tc.ban, tc.forbidden)
				}
			}
		})
	}
}

// R160 (ONR-11.7.2): after Jack Attack's first subroutine the Runner may
// not choose to jack out, but effects that end the run still work.
func checkR160_JackAttackLeavesEndingTheRun(t onrtest.TB) {
	onrtest.Run(t, "R160 no jack out after Jack Attack, between ice or after the last", func(t onrtest.TB) {
		x := prTable(t, []prIce{{"Jack Attack", true}, {"Data Wall", false}})
		seen := prRun(t, x, prPlay{jackOut: true, bid: 0})
		if prHas(seen, "", "jack-out") {
			t.Errorf("jack out offered: %q", seen)
		}
		if !x.Logged("The run is successful") {
			t.Errorf("the run did not get through")
		}
	})
	onrtest.Run(t, "R160 without Jack Attack the same run offers the jack out", func(t onrtest.TB) {
		x := prTable(t, []prIce{{"Fetch 4.0.1", true}, {"Data Wall", false}})
		if seen := prRun(t, x, prPlay{}); !prHas(seen, "", "jack-out") {
			t.Errorf("no jack out offered: %q", seen)
		}
	})
	onrtest.Run(t, "R160 a subroutine that ends the run still ends it", func(t onrtest.TB) {
		x := prTable(t, []prIce{{"Jack Attack", true}, {"Wall of Static", true}})
		prRun(t, x, prPlay{})
		if !x.Logged("Wall of Static ends the run") || x.Logged("The run is successful") {
			t.Errorf("Wall of Static did not end the run")
		}
	})
}

// R161, R461 (ONR-18.3.3): a jack-out prohibition (Jack Attack, or any
// other: Shock.r) forbids jacking out through Smarteye too; the exposure
// itself still happens.
func checkR161R461_NoJackOutThroughSmarteye(t onrtest.TB) {
	tests := []struct {
		name, first string
		jackOut     bool
	}{
		{"R161, R461: Jack Attack takes away Smarteye's jack out", "Jack Attack", false},
		{"R461 Shock.r takes it away until after the next encounter", "Shock.r", false},
		{"R461 after ice that forbids nothing, Smarteye offers the jack out", "Fetch 4.0.1", true},
	}
	for _, tc := range tests {
		onrtest.Run(t, tc.name, func(t onrtest.TB) {
			x := prTable(t, []prIce{{tc.first, true}, {"Data Wall", false}}, "Smarteye")
			wall := x.G.Find("Data Wall")
			seen := prRun(t, x, prPlay{use: "use Smarteye: Expose the approached ice", jackOut: true, after: "Runner exposes"})
			if !x.Logged("Runner exposes ice 2 on HQ") || !x.S.Cards[wall[len(wall)-1]].Known {
				t.Errorf("Smarteye did not expose the ice")
			}
			if got := prHas(seen, smarteyeJackOut, "jack-out"); got != tc.jackOut {
				t.Errorf("Smarteye's jack out offered %v, want %v: %q", got, tc.jackOut, seen)
			}
			if !tc.jackOut && (!x.Logged("The Runner cannot jack out") || !x.Logged("The run is successful")) {
				t.Errorf("the run did not go on past Smarteye's jack out")
			}
		})
	}
}

// R222 (ONR-11.7.2): after Shock.r the Runner may not choose to jack out,
// but effects which end the run still work.
func checkR222_ShockrLeavesEndingTheRun(t onrtest.TB) {
	x := prTable(t, []prIce{{"Shock.r", true}, {"Wall of Static", true}}, "Dwarf")
	seen := prRun(t, x, prPlay{breakWith: "Dwarf", jackOut: true})
	if prHas(seen, "", "jack-out") {
		t.Errorf("jack out offered between Shock.r and the next ice: %q", seen)
	}
	if !x.Logged("Wall of Static ends the run") || x.Logged("Runner jacks out") {
		t.Errorf("Wall of Static did not end the run")
	}
}

// R223: when no more ice is encountered after Shock.r, the Runner may not
// jack out for the rest of the run; unrezzed ice passed is not
// encountered (ONR-11.3.3).
func checkR223_ShockrWithNoMoreIceForbidsJackOutForTheRun(t onrtest.TB) {
	tests := []struct {
		name    string
		ice     []prIce
		jackOut bool
	}{
		{"R223 Shock.r is the last ice", []prIce{{"Shock.r", true}}, false},
		{"R223 only unrezzed ice follows Shock.r", []prIce{{"Shock.r", true}, {"Data Wall", false}, {"Quandary", false}}, false},
		{"R223 an encounter after Shock.r lifts the prohibition", []prIce{{"Shock.r", true}, {"Fetch 4.0.1", true}}, true},
	}
	for _, tc := range tests {
		onrtest.Run(t, tc.name, func(t onrtest.TB) {
			x := prTable(t, tc.ice)
			seen := prRun(t, x, prPlay{jackOut: true, bid: 0})
			if got := prHas(seen, "", "jack-out"); got != tc.jackOut {
				t.Errorf("jack out offered %v, want %v: %q", got, tc.jackOut, seen)
			}
			if !tc.jackOut && !x.Logged("The run is successful") {
				t.Errorf("the run did not reach its end")
			}
		})
	}
}

// R477 (errata): Submarine Uplink ends the run after the current
// encounter; the Runner does not jack out and meets no further ice.
func checkR477_SubmarineUplinkEndsTheRunAfterTheEncounter(t onrtest.TB) {
	x := prTable(t, []prIce{{"Fetch 4.0.1", true}, {"Hunter", true}}, "Submarine Uplink")
	seen := prRun(t, x, prPlay{base: "Submarine Uplink", bid: 0})
	if !x.Logged("Submarine Uplink: the run will end after this encounter") ||
		!x.Logged("Runner passes Fetch 4.0.1; Submarine Uplink ends the run") {
		t.Errorf("Submarine Uplink did not end the run after the encounter")
	}
	if x.Logged("Runner encounters Hunter") || x.Logged("The run is successful") || prHas(seen, "", "jack-out") {
		t.Errorf("the run went on after the encounter")
	}
	if prEvents(x, "jack-out") != 0 {
		t.Errorf("the Runner jacked out; the errata ends the run instead")
	}
}

// R479: using Submarine Uplink, the run is not over until the encounter
// ends: the rest of the encounter still resolves, and decides whether the
// ice is passed.
func checkR479_UplinkRunLastsUntilTheEncounterEnds(t onrtest.TB) {
	onrtest.Run(t, "R479 the trace still takes effect, then the ice is passed", func(t onrtest.TB) {
		x := prTable(t, []prIce{{"Jack Attack", true}}, "Submarine Uplink")
		prRun(t, x, prPlay{base: "Submarine Uplink", bid: 5})
		if x.Runner().Tags != 1 {
			t.Errorf("tags %d: the trace (5 against link 4) did not take effect", x.Runner().Tags)
		}
		if !prBefore(x, "Runner receives 1 tag", "Runner passes Jack Attack; Submarine Uplink ends the run") {
			t.Errorf("the run ended before the encounter did")
		}
	})
	onrtest.Run(t, "R479 later subroutines still take effect: the second trace of a transmuted Hunter", func(t onrtest.TB) {
		x := prTable(t, []prIce{{"Hunter", true}}, "Submarine Uplink")
		x.G.Transmute(x.S.Forts[onr.FortHQ].Ice[0], 1) // Ice Transmutation: its trace subroutine twice
		prRun(t, x, prPlay{base: "Submarine Uplink", bid: 5})
		if x.Runner().Tags != 2 || prEvents(x, "trace") < 2 {
			t.Errorf("tags %d after %d trace events: the subroutine after the Uplink's trace did not take effect", x.Runner().Tags, prEvents(x, "trace"))
		}
		if !x.Logged("Runner passes Hunter; Submarine Uplink ends the run") || x.Logged("The run is successful") {
			t.Errorf("the run did not end after the encounter")
		}
	})
	for _, tc := range []struct {
		name   string
		bid    int
		passed bool
	}{
		{"R479 Homewrecker's successful trace ends the run: the ice is not passed", 5, false},
		{"R479 Homewrecker's failed trace: the ice is passed, then the run ends", 3, true},
	} {
		onrtest.Run(t, tc.name, func(t onrtest.TB) {
			x := prTable(t, []prIce{{"Homewrecker™", true}}, "Submarine Uplink")
			prRun(t, x, prPlay{base: "Submarine Uplink", bid: tc.bid})
			if got := x.Logged("Runner passes Homewrecker™"); got != tc.passed {
				t.Errorf("ice passed %v, want %v", got, tc.passed)
			}
			if got := x.Logged("Homewrecker™ ends the run"); got == tc.passed {
				t.Errorf("Homewrecker ended the run: %v", got)
			}
			if x.S.Run.Active || x.Logged("The run is successful") {
				t.Errorf("the run did not end")
			}
		})
	}
}
