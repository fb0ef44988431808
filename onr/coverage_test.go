package onr_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/onr"
)

// TestCoverageCounts: with a count on, a subroutine that fires counts once
// per firing, op by op; a break counts; abilities not used count nothing;
// with the count off, nothing is counted.
func TestCoverageCounts(t *testing.T) {
	run := func() {
		x := tableWithRD(t, 1, 4)
		x.Ice(onr.FortHQ, "Laser Wire", true) // 1 Net damage; end the run
		x.Rig("Dwarf")
		runnerHand(x, 3)
		x.Ready()
		x.ToTurn(onr.Runner)
		x.Do(onr.Runner, "run on HQ")
		x.Do(onr.Runner, "break subroutine 2 with Dwarf").Do(onr.Runner, "done")
	}
	run() // off: counts nothing anywhere
	c := onr.NewCoverage()
	if prev := onr.SetCoverage(c); prev != nil {
		t.Fatalf("a count was already on")
	}
	run()
	onr.SetCoverage(nil)
	run() // off again
	got := map[string]onr.AbilityCount{}
	for _, a := range c.Abilities() {
		got[a.Name()] = a
	}
	for name, want := range map[string]int64{
		"Laser Wire #0 (subroutine)": 1, // the Net damage fired
		"Laser Wire #1 (subroutine)": 0, // broken
		"Dwarf #0 (break)":           1,
		"Dwarf #1 (pump)":            0,
	} {
		if a, ok := got[name]; !ok || a.Took != want {
			t.Errorf("%s took effect %d times, want %d (%+v)", name, a.Took, want, a)
		}
	}
	if a := got["Laser Wire #0 (subroutine)"]; !slices.Equal(a.Ops, []int64{1}) {
		t.Errorf("Laser Wire's damage ran its ops %v times, want [1]", a.Ops)
	}
	untouched := c.Untouched("Laser Wire", "Dwarf")
	if !slices.Equal(untouched, []string{"Dwarf #1 (pump) never took effect", "Laser Wire #1 (subroutine) never took effect"}) {
		t.Errorf("untouched %q", untouched)
	}
	if n := c.Cards()["Laser Wire"]; n != 1 {
		t.Errorf("Laser Wire took effect %d times in all", n)
	}
	sum := onr.NewCoverage()
	sum.Add(c)
	sum.Add(c)
	if got := sum.Cards()["Dwarf"]; got != 2 {
		t.Errorf("two counts added give Dwarf %d, want 2", got)
	}
	for _, a := range c.Abilities() {
		if a.Took > 0 && !strings.HasPrefix(a.Title, "Laser Wire") && a.Title != "Dwarf" {
			t.Errorf("%s counted %d", a.Name(), a.Took)
		}
	}
}
