package cards_test

import (
	"slices"
	"testing"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// The programs of the card pool's part 2 (issue 26) that the existing
// vocabulary, or one small new op, expresses.

func TestPart2Programs(t *testing.T) {
	const mouse = "use Mouse: Expose a card installed in a fort"
	// mouseTable arranges unrezzed Wall of Static on HQ, a new fort holding
	// an unrezzed Hostile Takeover, and Mouse in the rig; it returns at the
	// Runner's first action with the fort's index.
	mouseTable := func(t *testing.T) (*onrtest.Table, int32) {
		var fort int32
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Ice(onr.FortHQ, "Wall of Static", false)
			_, fort = x.Install(onr.NewFort, "Hostile Takeover", false)
			x.Rig("Mouse")
		})
		return x, fort
	}
	t.Run("Mouse: [action]: expose a card installed in a fort, which the Runner then knows", func(t *testing.T) {
		x, fort := mouseTable(t)
		bits := x.Runner().Bits
		x.Do(runner, mouse)
		x.Do(runner, "expose card 1 in fort 1")
		if got := mtFortTitles(x, runner, fort); !slices.Equal(got, []string{"Hostile Takeover"}) {
			t.Errorf("Runner's view of the fort %q", got)
		}
		want(t, "Hostile Takeover face up", x.S.Cards[newest(x, "Hostile Takeover")].FaceUp, false)
		want(t, "Runner bits (no bit cost)", x.Runner().Bits, bits)
		want(t, "Runner actions left", x.Runner().Actions, int32(3))
		want(t, "expose events", countEvents(x, "expose"), 1)
	})
	t.Run("Mouse: ice is installed on a fort, not in it, and is never offered (R407)", func(t *testing.T) {
		x, _ := mouseTable(t)
		x.Do(runner, mouse)
		if got, w := x.Options(runner), []string{"expose card 1 in fort 1", "done"}; !slices.Equal(got, w) {
			t.Fatalf("options %q, want %q", got, w)
		}
	})
	t.Run("Mouse: one card exposed, not two", func(t *testing.T) {
		var fort int32
		x := runnerTurn(t, func(x *onrtest.Table) {
			_, fort = x.Install(onr.NewFort, "Hostile Takeover", false)
			x.Install(fort, "Dieter Esslin", false)
			x.Rig("Mouse")
		})
		x.Do(runner, mouse)
		x.Do(runner, "expose card 1 in fort 1")
		if x.Offered(runner, "expose card 2 in fort 1") {
			t.Errorf("offered a second card to expose")
		}
	})
}

func TestPart2VirusPrograms(t *testing.T) {
	// corpHand fills HQ with five cards and R&D with three.
	corpHand := func(x *onrtest.Table) {
		x.Hand(corp, "Data Wall", "Quandary", "Hunter", "Banpei", "Laser Wire")
		x.Deck(corp, "Data Wall", "Quandary", "Hunter")
	}
	// accessOn runs on fort ("HQ", "R&D") with no ice and returns how many
	// cards the Runner accessed.
	accessOn := func(x *onrtest.Table, fort string) int {
		x.Events = nil
		x.Do(runner, "run on "+fort)
		x.PassAll()
		x.Do(runner, "continue")
		x.PassAll()
		return len(accessed(x))
	}
	t.Run("Vienna 22: a successful run on HQ gives the Corp a Vienna counter, one on R&D none", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) { corpHand(x); x.Rig("Vienna 22") })
		accessOn(x, "R&D")
		want(t, "virus kinds after an R&D run", len(x.Corp().Virus), 0)
		accessOn(x, "HQ")
		if len(x.Corp().Virus) != 1 || x.Corp().Virus[0].N != 1 {
			t.Fatalf("Corp virus counters %+v, want one Vienna counter", x.Corp().Virus)
		}
	})
	for _, tc := range []struct {
		name     string
		fort     string
		counters int32
		accessed int
	}{
		{"Vienna 22: with no counter a run on HQ accesses one card", "HQ", 0, 1},
		{"Vienna 22: each Vienna counter accesses one more card from HQ", "HQ", 2, 3},
		{"Vienna 22: Vienna counters access no more cards from R&D", "R&D", 2, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := runnerTurn(t, func(x *onrtest.Table) {
				corpHand(x)
				if v := x.Rig("Vienna 22")[0]; tc.counters > 0 {
					virus(x, v, tc.counters)
				}
			})
			want(t, "cards accessed", accessOn(x, tc.fort), tc.accessed)
		})
	}
}

func TestPart2TracePrograms(t *testing.T) {
	// The Corp's bid is asked with the trace's limit as its most, the
	// Corp holding more bits than any limit.
	for _, tc := range []struct {
		name  string
		rig   []string
		start func(x *onrtest.Table)
		most  int
	}{
		{"Rabbit: a trace by ice has its limit reduced by 1 (Hunter's Trace 5 bids up to 4)", []string{"Rabbit"}, func(x *onrtest.Table) {
			x.Ice(onr.FortHQ, "Hunter", true)
			x.Ready()
			x.ToTurn(onr.Runner)
			x.Do(runner, "run on HQ")
			x.PassAll()
		}, 4},
		{"Rabbit: without Rabbit Hunter's Trace 5 bids up to 5", nil, func(x *onrtest.Table) {
			x.Ice(onr.FortHQ, "Hunter", true)
			x.Ready()
			x.ToTurn(onr.Runner)
			x.Do(runner, "run on HQ")
			x.PassAll()
		}, 5},
		{"Rabbit: a trace by a node keeps its limit (Blood Cat's Trace 5 bids up to 5)", []string{"Rabbit"}, func(x *onrtest.Table) {
			x.Install(onr.NewFort, "Blood Cat", true)
			x.Ready()
			x.Do(corp, "use Blood Cat: Trace 5: give the Runner a tag")
		}, 5},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := newTable(t)
			x.Rig(tc.rig...)
			x.Corp().Bits = 20
			tc.start(x)
			x.Corp().Bits = 20
			d := x.Decision(corp)
			want(t, "most the Corp may bid", d.Max, tc.most)
		})
	}
}
