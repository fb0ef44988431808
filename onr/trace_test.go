package onr_test

import (
	"fmt"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// ratBloodCat arranges a rezzed Blood Cat ("[action]: Trace 5 – if
// successful, give Runner a tag"), the Runner's rig and both pools, and
// starts the trace with the Corp's first action.
func ratBloodCat(t *testing.T, corpBits, runnerBits int32, rig ...string) *onrtest.Table {
	t.Helper()
	x := tableWithRD(t, 1, 4)
	x.Install(onr.NewFort, "Blood Cat", true)
	x.Rig(rig...)
	x.Corp().Bits, x.Runner().Bits = corpBits, runnerBits
	x.Ready()
	x.Do(onr.Corp, "use Blood Cat: Trace 5: give the Runner a tag")
	return x
}

// ratPending returns the pending decision of side, failing if there is none.
func ratPending(t *testing.T, x *onrtest.Table, side onr.Role) engine.Decision {
	t.Helper()
	for _, d := range x.G.Pending() {
		if d.Seat == x.Seat(side) {
			return d
		}
	}
	t.Fatalf("%s has no pending decision: %s", side, x.Describe())
	return engine.Decision{}
}

// ratTraceView returns side's view of the trace in progress.
func ratTraceView(t *testing.T, x *onrtest.Table, side onr.Role) *onr.TraceView {
	t.Helper()
	v, ok := x.G.View(x.Seat(side)).(*onr.View)
	if !ok || v.Trace == nil {
		t.Fatalf("%s's view shows no trace", side)
	}
	return v.Trace
}

func TestTraceDecisions(t *testing.T) {
	t.Run("ONR-12.2.2 both secret choices are pending at once", func(t *testing.T) {
		x := ratBloodCat(t, 5, 5, "Access to Kiribati")
		p := x.G.Pending()
		if len(p) != 2 || p[0].Seat == p[1].Seat {
			t.Fatalf("want one decision per side, got %s", x.Describe())
		}
		if d := ratPending(t, x, onr.Corp); d.Kind != engine.Number {
			t.Errorf("the Corp's choice should be a number, got %v", d.Kind)
		}
	})

	for _, tc := range []struct{ pool, want int32 }{{0, 0}, {3, 3}, {5, 5}, {9, 5}} {
		t.Run(fmt.Sprintf("ONR-12.1.2 the Corp bids 0 to min(limit 5, pool %d)", tc.pool), func(t *testing.T) {
			x := ratBloodCat(t, tc.pool, 5, "Access to Kiribati")
			d := ratPending(t, x, onr.Corp)
			if d.Min != 0 || int32(d.Max) != tc.want {
				t.Errorf("Corp bid range %d..%d, want 0..%d", d.Min, d.Max, tc.want)
			}
		})
	}

	t.Run("ONR-12.1.3 the Runner picks one affordable base-link card or none", func(t *testing.T) {
		x := ratBloodCat(t, 5, 5, "Access to Kiribati", "Baedeker's Net Map")
		for _, o := range []string{"none", "base-link Access to Kiribati", "base-link Baedeker's Net Map"} {
			if !x.Offered(onr.Runner, o) {
				t.Errorf("%q not offered: %q", o, x.Options(onr.Runner))
			}
		}
		y := ratBloodCat(t, 5, 0, "Access to Kiribati", "Baedeker's Net Map")
		if y.Offered(onr.Runner, "base-link Access to Kiribati") {
			t.Errorf("Access to Kiribati (1 bit) offered to a Runner with no bits")
		}
		if !y.Offered(onr.Runner, "base-link Baedeker's Net Map") {
			t.Errorf("Baedeker's Net Map (0 bits) not offered to a Runner with no bits")
		}
	})

	for _, tc := range []struct {
		card string
		want int32 // most "+1 link" affordable from 5 bits after the base cost
	}{
		{"Access to Kiribati", 4},
		{"Baedeker's Net Map", 5},
	} {
		t.Run("ONR-12.1.4 R253 the base-link cost is paid before buying link: "+tc.card, func(t *testing.T) {
			x := ratBloodCat(t, 5, 5, tc.card)
			x.Do(onr.Runner, "base-link "+tc.card)
			d := ratPending(t, x, onr.Runner)
			if d.Kind != engine.Number || int32(d.Max) != tc.want {
				t.Errorf("link purchase range up to %d, want %d", d.Max, tc.want)
			}
		})
	}
}

func TestTraceOutcome(t *testing.T) {
	for _, tc := range []struct {
		name       string
		base       string // "" for no base-link card
		buys       int
		bid        int
		success    bool
		runnerPays int32
	}{
		{"no base link: link 0, a 0-bit trace succeeds (R016)", "", 0, 0, true, 0},
		{"Kiribati base link 1 beats a 0-bit trace", "Access to Kiribati", 0, 0, false, 1},
		{"Kiribati link 3 ties a 3-bit trace: success", "Access to Kiribati", 2, 3, true, 3},
		{"Kiribati link 3 beats a 2-bit trace", "Access to Kiribati", 2, 2, false, 3},
		{"Baedeker's base link 1 for 0 ties a 1-bit trace", "Baedeker's Net Map", 0, 1, true, 0},
		{"Baedeker's link 4 beats a 3-bit trace", "Baedeker's Net Map", 3, 3, false, 3},
		{"Baedeker's link 3 loses to a 4-bit trace", "Baedeker's Net Map", 2, 4, true, 2},
	} {
		t.Run("ONR-12.2.5 ONR-12.1.2 "+tc.name+"; both pay either way", func(t *testing.T) {
			x := ratBloodCat(t, 5, 5, "Access to Kiribati", "Baedeker's Net Map")
			x.Number(onr.Corp, tc.bid)
			if tc.base == "" {
				x.Do(onr.Runner, "none")
			} else {
				x.Do(onr.Runner, "base-link "+tc.base)
			}
			x.Number(onr.Runner, tc.buys) // asked whichever card he chose
			if x.S.Trace.Active {
				t.Fatalf("trace still active: %s", x.Describe())
			}
			if got := x.Runner().Tags == 1; got != tc.success {
				t.Errorf("trace succeeded (tag given) = %v, want %v", got, tc.success)
			}
			if x.Corp().Bits != 5-int32(tc.bid) {
				t.Errorf("Corp bits %d, want 5-%d", x.Corp().Bits, tc.bid)
			}
			if x.Runner().Bits != 5-tc.runnerPays {
				t.Errorf("Runner bits %d, want 5-%d", x.Runner().Bits, tc.runnerPays)
			}
		})
	}

	t.Run("ONR-12.1.5 R016 with no base-link card the Runner is not asked and a 0-bit trace succeeds", func(t *testing.T) {
		x := ratBloodCat(t, 5, 5)
		if len(x.G.Pending()) != 1 {
			t.Fatalf("want only the Corp's bid, got %s", x.Describe())
		}
		x.Number(onr.Corp, 0)
		if x.Runner().Tags != 1 || x.Corp().Bits != 5 {
			t.Errorf("tags %d Corp bits %d, want 1 and 5", x.Runner().Tags, x.Corp().Bits)
		}
	})
}

func TestTraceSecrecy(t *testing.T) {
	t.Run("ONR-12.2.2 the Corp's committed bid shows only in the Corp's view; the Runner's decision keeps its id", func(t *testing.T) {
		x := ratBloodCat(t, 5, 5, "Access to Kiribati")
		runnerID := ratPending(t, x, onr.Runner).ID
		x.Number(onr.Corp, 3)
		if d := ratPending(t, x, onr.Runner); d.ID != runnerID {
			t.Errorf("the Runner's decision changed id from %d to %d", runnerID, d.ID)
		}
		if len(x.G.Pending()) != 1 {
			t.Errorf("the Corp should have nothing more to decide: %s", x.Describe())
		}
		cv, rv := ratTraceView(t, x, onr.Corp), ratTraceView(t, x, onr.Runner)
		if cv.CorpBid == nil || *cv.CorpBid != 3 {
			t.Errorf("the Corp's view should show its bid of 3, got %v", cv.CorpBid)
		}
		if rv.CorpBid != nil {
			t.Errorf("the Runner's view shows the Corp's secret bid %d", *rv.CorpBid)
		}
		if !rv.CorpIn || rv.RunnerIn {
			t.Errorf("Runner view: corpIn %v runnerIn %v, want true and false", rv.CorpIn, rv.RunnerIn)
		}
	})

	t.Run("ONR-12.2.2 the Runner's committed link shows only in the Runner's view; the Corp's decision keeps its id", func(t *testing.T) {
		x := ratBloodCat(t, 5, 5, "Access to Kiribati")
		corpID := ratPending(t, x, onr.Corp).ID
		runnerID := ratPending(t, x, onr.Runner).ID
		x.Do(onr.Runner, "base-link Access to Kiribati")
		if d := ratPending(t, x, onr.Corp); d.ID != corpID {
			t.Errorf("the Corp's decision changed id from %d to %d", corpID, d.ID)
		}
		if d := ratPending(t, x, onr.Runner); d.ID == runnerID || d.Kind != engine.Number {
			t.Errorf("want a new Runner decision for buying link, got %+v", d)
		}
		x.Number(onr.Runner, 2)
		if d := ratPending(t, x, onr.Corp); d.ID != corpID {
			t.Errorf("the Corp's decision changed id from %d to %d", corpID, d.ID)
		}
		cv, rv := ratTraceView(t, x, onr.Corp), ratTraceView(t, x, onr.Runner)
		if rv.RunnerBuys == nil || *rv.RunnerBuys != 2 {
			t.Errorf("the Runner's view should show 2 link bought, got %v", rv.RunnerBuys)
		}
		if cv.RunnerBuys != nil {
			t.Errorf("the Corp's view shows the Runner's secret purchase %d", *cv.RunnerBuys)
		}
		if !cv.RunnerIn || cv.CorpIn || cv.CorpBid != nil {
			t.Errorf("Corp view: runnerIn %v corpIn %v bid %v, want true, false, none", cv.RunnerIn, cv.CorpIn, cv.CorpBid)
		}
		if x.Runner().Bits != 5 {
			t.Errorf("the Runner paid %d before the reveal", 5-x.Runner().Bits)
		}
		x.Number(onr.Corp, 3) // link 1+2 = 3: a tie succeeds
		if x.Runner().Tags != 1 || x.Runner().Bits != 2 || x.Corp().Bits != 2 {
			t.Errorf("after the reveal: tags %d Runner bits %d Corp bits %d, want 1, 2, 2", x.Runner().Tags, x.Runner().Bits, x.Corp().Bits)
		}
	})
}

func TestTags(t *testing.T) {
	// Every source traces with no base-link card against the Runner, so a
	// 0-bit bid succeeds (R016).
	for _, tc := range []struct {
		name  string
		limit int
		start func(x *onrtest.Table)
	}{
		{"Fetch 4.0.1 (ice)", 3, func(x *onrtest.Table) {
			x.Ice(onr.FortHQ, "Fetch 4.0.1", true)
			x.Ready()
			x.ToTurn(onr.Runner)
			x.Do(onr.Runner, "run on HQ")
		}},
		{"Hunter (ice)", 5, func(x *onrtest.Table) {
			x.Ice(onr.FortHQ, "Hunter", true)
			x.Ready()
			x.ToTurn(onr.Runner)
			x.Do(onr.Runner, "run on HQ")
		}},
		{"Blood Cat (node)", 5, func(x *onrtest.Table) {
			x.Install(onr.NewFort, "Blood Cat", true)
			x.Ready()
			x.Do(onr.Corp, "use Blood Cat: Trace 5: give the Runner a tag")
		}},
		{"Chance Observation (operation)", 5, func(x *onrtest.Table) {
			x.Hand(onr.Corp, "Chance Observation")
			x.Runner().Hist.Runs, x.Runner().Hist.RunsOn = 1, []int32{1, 0} // the Runner ran last turn
			x.Ready()
			x.Do(onr.Corp, "play Chance Observation")
		}},
	} {
		t.Run("ONR-13.1 a successful trace gives a tag: "+tc.name, func(t *testing.T) {
			x := tableWithRD(t, 1, 4)
			tc.start(x)
			d := ratPending(t, x, onr.Corp)
			if d.Kind != engine.Number || d.Max != min(tc.limit, int(x.Corp().Bits)) {
				t.Fatalf("want the Corp's bid up to trace %d, got %s", tc.limit, x.Describe())
			}
			x.Number(onr.Corp, 0)
			if x.Runner().Tags != 1 || !x.Runner().Hist.TaggedThisTurn {
				t.Errorf("tags %d, want 1", x.Runner().Tags)
			}
		})
	}

	t.Run("ONR-13.1 a failed trace gives no tag (Fetch 4.0.1 against Baedeker's Net Map)", func(t *testing.T) {
		x := tableWithRD(t, 1, 4)
		x.Ice(onr.FortHQ, "Fetch 4.0.1", true)
		x.Rig("Baedeker's Net Map")
		x.Ready()
		x.ToTurn(onr.Runner)
		x.Do(onr.Runner, "run on HQ")
		x.Number(onr.Corp, 0)
		x.Do(onr.Runner, "base-link Baedeker's Net Map")
		x.Number(onr.Runner, 0)
		if x.Runner().Tags != 0 {
			t.Errorf("tags %d after a failed trace", x.Runner().Tags)
		}
		if !x.S.Run.Active {
			t.Errorf("Fetch 4.0.1 does not end the run")
		}
	})

	for _, card := range []string{"Fall Guy", "Nomad Allies"} {
		for _, avoid := range []bool{true, false} {
			name := map[bool]string{true: "trashes " + card + " to avoid the tag", false: "keeps " + card + " and takes the tag"}[avoid]
			t.Run("ONR-13.5 the Runner "+name, func(t *testing.T) {
				x := tableWithRD(t, 1, 4)
				x.Install(onr.NewFort, "Blood Cat", true)
				c := x.Rig(card)[0]
				x.Ready()
				x.Do(onr.Corp, "use Blood Cat: Trace 5: give the Runner a tag")
				x.Number(onr.Corp, 0)
				if !x.Offered(onr.Runner, "prevent "+card) || !x.Offered(onr.Runner, "take") {
					t.Fatalf("no chance to avoid the tag: %s", x.Describe())
				}
				if avoid {
					x.Do(onr.Runner, "prevent "+card)
				} else {
					x.Do(onr.Runner, "take")
				}
				wantTags, wantZone := int32(1), onr.ZoneRig
				if avoid {
					wantTags, wantZone = 0, onr.ZoneDiscard
				}
				if x.Runner().Tags != wantTags || x.S.Cards[c].Zone != wantZone {
					t.Errorf("tags %d, %s in %s; want %d and %s", x.Runner().Tags, card, x.S.Cards[c].Zone, wantTags, wantZone)
				}
			})
		}
	}

	for _, tc := range []struct {
		name    string
		tags    int32
		bits    int32
		target  string
		offered bool
	}{
		{"tagged, 2 bits: a resource", 1, 2, "Fall Guy", true},
		{"untagged", 0, 5, "Fall Guy", false},
		{"tagged but 1 bit", 1, 1, "Fall Guy", false},
		{"tagged: a program is not a resource", 1, 5, "Dwarf", false},
		{"tagged: hardware is not a resource", 1, 5, "MRAM Chip", false},
	} {
		t.Run("ONR-13.3 the Corp trashes a resource for an action and 2 bits only while the Runner is tagged: "+tc.name, func(t *testing.T) {
			x := tableWithRD(t, 1, 4)
			c := x.Rig(tc.target)[0]
			x.Runner().Tags, x.Corp().Bits = tc.tags, tc.bits
			x.Ready()
			opt := "trash-resource " + tc.target
			if got := x.Offered(onr.Corp, opt); got != tc.offered {
				t.Fatalf("%q offered = %v, want %v: %q", opt, got, tc.offered, x.Options(onr.Corp))
			}
			if !tc.offered {
				return
			}
			x.Do(onr.Corp, opt)
			if x.S.Cards[c].Zone != onr.ZoneDiscard || x.Corp().Bits != tc.bits-2 || x.Corp().Actions != 2 {
				t.Errorf("%s in %s, Corp bits %d actions %d; want trash, %d, 2", tc.target, x.S.Cards[c].Zone, x.Corp().Bits, x.Corp().Actions, tc.bits-2)
			}
		})
	}
}

// TestTraceQuestionsTellNothing: whether and how often the Runner is asked
// in a trace must not tell the Corp, before the reveal, what he chose or
// what his face-down cards are (ONR-12.2.2: the choices are secret).
func TestTraceQuestionsTellNothing(t *testing.T) {
	for _, choice := range []string{"none", "base-link Access to Kiribati", "base-link Access through Alpha"} {
		t.Run("the +1 link question is asked whichever base-link card he chose: "+choice, func(t *testing.T) {
			x := ratBloodCat(t, 5, 10, "Access to Kiribati", "Access through Alpha")
			x.Do(onr.Runner, choice)
			d := ratPending(t, x, onr.Runner)
			if d.Kind != engine.Number {
				t.Fatalf("after %q the Runner is asked %q (%v), want how many +1 link", choice, d.Prompt, d.Kind)
			}
			want := 0
			if choice == "base-link Access to Kiribati" {
				want = 9
			}
			if d.Min != 0 || d.Max != want {
				t.Errorf("range %d..%d, want 0..%d", d.Min, d.Max, want)
			}
		})
	}
	for _, tc := range []struct {
		name  string
		rig   []string
		asked bool
	}{
		{"a face-down card and no base-link card: the base-link question is asked (none only)", []string{"Swiss Bank Account"}, true},
		{"no face-down card and no base-link card: nothing is asked", []string{"Bodyweight™ Data Crèche"}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := ratBloodCat(t, 5, 10, tc.rig...)
			if got := x.Runner().Rig != nil && !x.S.Cards[x.Runner().Rig[0]].FaceUp; got != (tc.rig[0] == "Swiss Bank Account") {
				t.Fatalf("%s face down: %v", tc.rig[0], got)
			}
			asked := false
			for _, d := range x.G.Pending() {
				asked = asked || d.Seat == x.Seat(onr.Runner)
			}
			if asked != tc.asked {
				t.Errorf("the Runner asked: %v, want %v (%s)", asked, tc.asked, x.Describe())
			}
		})
	}
}
