package cards_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// Cards that forbid the Runner things during a run (Jack Attack, Shock.r)
// and the ways out of a run they meet (Smarteye, Submarine Uplink).

// ice is one piece of ice of an arranged fort.
type ice struct {
	title  string
	rezzed bool
}

// prohibitTable arranges HQ's ice (outermost first), the Runner's rig, a
// hand of three cards and 5 bits each, and returns at the Runner's first
// action.
func prohibitTable(t *testing.T, fort []ice, rig ...string) *onrtest.Table {
	t.Helper()
	x := newTable(t)
	for _, i := range fort {
		x.Ice(onr.FortHQ, i.title, i.rezzed)
	}
	x.Rig(rig...)
	x.Hand(runner, filler("Jack 'n' Joe", 3)...)
	x.Ready()
	x.ToTurn(runner)
	x.Events = nil
	return x
}

// offeredSoFar collects every option the Runner is offered.
type offeredSoFar []string

func (o *offeredSoFar) note(x *onrtest.Table) { *o = append(*o, x.Options(runner)...) }

func (o offeredSoFar) has(opt string) bool { return slices.Contains(o, opt) }

// answerTrace answers a pending trace: the Corp spends bid; the Runner uses
// base ("" for none) and buys no link.
func answerTrace(t *testing.T, x *onrtest.Table, bid int, base string) {
	t.Helper()
	x.Number(corp, bid)
	switch {
	case base != "":
		x.Do(runner, "base-link "+base)
	case x.Offered(runner, "none"):
		x.Do(runner, "none")
	}
	if d, ok := engine.DecisionFor(x.G, runnerSeat); ok && d.Kind == engine.Number {
		x.Number(runner, 0)
	}
}

func TestProhibitions(t *testing.T) {
	t.Run("Jack Attack: unbroken, the Runner cannot jack out for the rest of the run and the trace 5 tags him", func(t *testing.T) {
		x := prohibitTable(t, []ice{{"Jack Attack", true}, {"Data Wall", false}})
		var seen offeredSoFar
		x.Corp().Bits = 10 // more than the limit: the Corp may bid up to 5
		x.Do(runner, "run on HQ")
		want(t, "trace limit offered to the Corp", x.Decision(corp).Max, 5)
		answerTrace(t, x, 5, "")
		want(t, "tags", x.Runner().Tags, 1)
		for i := 0; x.S.Run.Active && i < 10; i++ {
			seen.note(x)
			x.PassAll()
		}
		if seen.has("jack-out") {
			t.Errorf("jack out offered after Jack Attack's first subroutine: %q", seen)
		}
		wantSuccessful(t, x)
	})
	t.Run("Jack Attack: both subroutines broken, the Runner may jack out", func(t *testing.T) {
		x := prohibitTable(t, []ice{{"Jack Attack", true}, {"Data Wall", false}}, "Loony Goon")
		x.Do(runner, "run on HQ")
		for range 3 {
			x.Do(runner, "pump Loony Goon: +1 strength for 1")
		}
		x.Do(runner, "break subroutine 1 with Loony Goon")
		x.Do(runner, "break subroutine 2 with Loony Goon")
		x.PassAll()
		if !x.Offered(runner, "jack-out") {
			t.Fatalf("no jack out after a broken Jack Attack: %s", x.Describe())
		}
		x.Do(runner, "jack-out")
		want(t, "tags", x.Runner().Tags, int32(0))
		want(t, "run active", x.S.Run.Active, false)
	})

	t.Run("Shock.r: the next rezzed ice cannot be broken and the Runner cannot jack out until after it", func(t *testing.T) {
		x := prohibitTable(t, []ice{{"Shock.r", true}, {"Data Wall", false}, {"Fetch 4.0.1", true}, {"Data Wall", false}}, "Loony Goon")
		var seen offeredSoFar
		x.Do(runner, "run on HQ")
		// Shock.r itself could be broken; the Runner lets it fire.
		if !x.Offered(runner, "pump Loony Goon: +1 strength for 1") {
			t.Fatalf("Shock.r cannot be broken: %s", x.Describe())
		}
		x.Do(runner, "done")
		// After Shock.r and past the unrezzed Data Wall (not encountered,
		// ONR-11.3.3) the Runner still cannot jack out.
		for i := 0; !strings.HasPrefix(x.Decision(corp).Prompt, "Trace") && i < 10; i++ {
			seen.note(x)
			x.PassAll()
		}
		if seen.has("jack-out") {
			t.Errorf("jack out offered before the encounter after Shock.r: %q", seen)
		}
		if !x.Logged("Runner encounters Fetch 4.0.1") {
			t.Fatalf("Fetch 4.0.1 not encountered: %s", x.Describe())
		}
		if slices.ContainsFunc(seen, func(o string) bool { return strings.Contains(o, "Loony Goon") }) {
			t.Errorf("Loony Goon offered against Fetch 4.0.1: %q", seen)
		}
		answerTrace(t, x, 3, "")
		want(t, "tags from the unbreakable Fetch 4.0.1", x.Runner().Tags, int32(1))
		x.PassAll()
		// After that encounter the Runner may jack out again.
		if !x.Offered(runner, "jack-out") {
			t.Errorf("no jack out after the encounter that followed Shock.r: %s", x.Describe())
		}
	})
	t.Run("Shock.r: broken, the next ice can be broken and the Runner may jack out", func(t *testing.T) {
		x := prohibitTable(t, []ice{{"Shock.r", true}, {"Wall of Static", true}}, "Loony Goon", "Dwarf")
		x.Runner().Bits = 10
		x.Do(runner, "run on HQ")
		for range 3 {
			x.Do(runner, "pump Loony Goon: +1 strength for 1")
		}
		x.Do(runner, "break subroutine 1 with Loony Goon")
		x.PassAll()
		x.Do(runner, "continue")
		x.PassAll()
		x.Do(runner, "break subroutine 1 with Dwarf")
		x.PassAll()
		if !x.Offered(runner, "jack-out") {
			t.Errorf("no jack out after breaking Shock.r: %s", x.Describe())
		}
	})

	t.Run("Smarteye: exposes the approached unrezzed ice and lets the Runner jack out before the Corp decides to rez it", func(t *testing.T) {
		x := prohibitTable(t, []ice{{"Data Wall", false}}, "Smarteye")
		wall := newest(x, "Data Wall")
		x.Corp().Bits = 5
		x.Do(runner, "run on HQ")
		x.Do(runner, "use Smarteye: Expose the approached ice")
		if !x.S.Cards[wall].Known {
			t.Errorf("the exposed ice is not known to the Runner")
		}
		x.Do(runner, "jack-out")
		want(t, "run active", x.S.Run.Active, false)
		want(t, "Data Wall rezzed", x.S.Cards[wall].Rezzed, false)
		if x.Logged("Corp rezzes") || x.Logged("The run is successful") {
			t.Errorf("the run went on after the jack out")
		}
		want(t, "Runner asked for an action", x.Decision(runner).Prompt, "Take an action")
	})
	t.Run("Smarteye: the Runner may continue; the Corp then decides whether to rez", func(t *testing.T) {
		x := prohibitTable(t, []ice{{"Data Wall", false}}, "Smarteye")
		x.Do(runner, "run on HQ")
		x.Do(runner, "use Smarteye: Expose the approached ice")
		x.Do(runner, "continue")
		if !x.Offered(corp, "rez Data Wall") {
			t.Errorf("the Corp is not offered the rez after Smarteye: %s", x.Describe())
		}
	})
	t.Run("Smarteye: once during each run, only on unrezzed ice being approached", func(t *testing.T) {
		x := prohibitTable(t, []ice{{"Wall of Static", true}, {"Data Wall", false}, {"Quandary", false}}, "Smarteye", "Dwarf")
		const use = "use Smarteye: Expose the approached ice"
		x.Do(runner, "run on HQ")
		if x.Offered(runner, use) {
			t.Errorf("Smarteye offered against rezzed ice")
		}
		x.PassAll()
		x.Do(runner, "break subroutine 1 with Dwarf")
		if x.Offered(runner, use) {
			t.Errorf("Smarteye offered while passing ice")
		}
		x.PassAll()
		x.Do(runner, "continue")
		x.Do(runner, use)
		x.Do(runner, "continue")
		x.PassAll()
		x.Do(runner, "continue")
		if !x.Offered(corp, "rez Quandary") {
			t.Fatalf("not at the approach to Quandary: %s", x.Describe())
		}
		if x.Offered(runner, use) {
			t.Errorf("Smarteye offered a second time in the run")
		}
		x.PassAll()
		x.Do(runner, "continue")
		x.PassAll()
		// A new run, a new use.
		x.Do(runner, "run on HQ")
		x.PassAll()
		x.Do(runner, "break subroutine 1 with Dwarf")
		x.PassAll()
		x.Do(runner, "continue")
		if !x.Offered(runner, use) {
			t.Errorf("Smarteye not offered in the next run: %s", x.Describe())
		}
	})
	t.Run("Smarteye: only the two players read the exposed ice's name", func(t *testing.T) {
		x := prohibitTable(t, []ice{{"Data Wall", false}}, "Smarteye")
		x.Do(runner, "run on HQ")
		x.Do(runner, "use Smarteye: Expose the approached ice")
		i := slices.IndexFunc(x.Events, func(e engine.Event) bool { return e.Type == "expose" })
		if i < 0 {
			t.Fatalf("no expose event")
		}
		e := x.Events[i]
		for _, c := range []struct {
			seat engine.Seat
			name bool
		}{{corpSeat, true}, {runnerSeat, true}, {-1, false}} {
			if got := strings.Contains(e.For(c.seat), "Data Wall"); got != c.name {
				t.Errorf("seat %d reads %q", c.seat, e.For(c.seat))
			}
		}
		v := x.G.View(runnerSeat).(*onr.View)
		if got := v.Forts[onr.FortHQ].Ice[0].Title; got != "Data Wall" {
			t.Errorf("the Runner's view of the exposed ice: %q", got)
		}
		if got := x.G.View(-1).(*onr.View).Forts[onr.FortHQ].Ice[0].Title; got != "" {
			t.Errorf("a spectator sees the exposed ice as %q", got)
		}
	})

	t.Run("Submarine Uplink: 0 bits for base link 4, 1 bit per +1 link", func(t *testing.T) {
		x := prohibitTable(t, []ice{{"Hunter", true}}, "Submarine Uplink")
		x.Corp().Bits = 10
		x.Do(runner, "run on HQ")
		x.Number(corp, 5)
		x.Do(runner, "base-link Submarine Uplink")
		x.Number(runner, 2)
		wantLink(t, x, 6)
		want(t, "tags (5 vs link 6)", x.Runner().Tags, int32(0))
		want(t, "Runner bits", x.Runner().Bits, int32(5-2))
	})
	t.Run("Submarine Uplink: usable only during a run", func(t *testing.T) {
		x := newTable(t)
		bloodCat(x)
		x.Rig("Submarine Uplink")
		x.Ready()
		x.Do(corp, "use Blood Cat: Trace 5: give the Runner a tag")
		if x.Offered(runner, "base-link Submarine Uplink") {
			t.Errorf("Submarine Uplink offered for a trace outside a run")
		}
	})
	t.Run("Submarine Uplink: using it ends the run after the current encounter (errata R477)", func(t *testing.T) {
		x := prohibitTable(t, []ice{{"Fetch 4.0.1", true}, {"Data Wall", false}}, "Submarine Uplink")
		x.Do(runner, "run on HQ")
		answerTrace(t, x, 0, "Submarine Uplink")
		want(t, "run active", x.S.Run.Active, false)
		if !x.Logged("Runner passes Fetch 4.0.1; Submarine Uplink ends the run") || x.Logged("Runner jacks out") {
			t.Errorf("the run did not end by Submarine Uplink after the encounter")
		}
		if x.Logged("The run is successful") {
			t.Errorf("the run went on")
		}
	})
}
