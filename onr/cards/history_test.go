package cards_test

import (
	"strings"
	"testing"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// histRun makes the Runner run on fort (as the action names it: "HQ",
// "fort 1"), passing every window, and answer each access with the last
// option that starts with act, or the first option.
func histRun(x *onrtest.Table, fort, act string) {
	x.T.Helper()
	x.Do(runner, "run on "+fort).PassAll()
	x.Do(runner, "continue").PassAll()
	for i := 0; x.S.Run.Active && i < 20; i++ {
		opts := x.Options(runner)
		pick := opts[0]
		for _, o := range opts {
			if strings.HasPrefix(o, act) {
				pick = o
			}
		}
		x.Do(runner, pick).PassAll()
	}
}

// histCorpRezzes makes the Runner run on fort and the Corp rez the ice it
// is asked about (rez) or pass, until the run is over.
func histCorpRezzes(x *onrtest.Table, fort string, rez bool) {
	x.T.Helper()
	x.Do(runner, "run on "+fort)
	for i := 0; x.S.Run.Active && i < 40; i++ {
		switch opts := x.Options(corp); {
		case rez && len(opts) > 1 && strings.HasPrefix(opts[1], "rez "):
			x.Do(corp, opts[1])
		case x.Offered(corp, "pass"):
			x.Do(corp, "pass")
		case x.Offered(runner, "pass"):
			x.Do(runner, "pass")
		default:
			x.Do(runner, x.Options(runner)[0])
		}
	}
}

func TestCardsThatAskTheTurnsHistory(t *testing.T) {
	for _, tc := range []struct {
		name, node, act string
		turnsLater      int
		offered         bool
	}{
		{"Data Sifters: the Runner trashed a node during his last turn: give him a tag", "Rustbelt HQ Branch", "trash", 0, true},
		{"Data Sifters: not if the Runner left the node he accessed", "Rustbelt HQ Branch", "leave", 0, false},
		{"Data Sifters: not if he trashed no node but an upgrade", "Antiquated Interface Routines", "trash", 0, false},
		{"Data Sifters: not for a node trashed in an earlier turn of the Runner's than his last", "Rustbelt HQ Branch", "trash", 1, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := runnerTurn(t, func(x *onrtest.Table) {
				x.Install(onr.NewFort, tc.node, false)
				x.Hand(corp, "Data Sifters")
			})
			x.Runner().Bits = 10
			histRun(x, "fort 1", tc.act)
			for range tc.turnsLater {
				x.ToTurn(corp)
				x.ToTurn(runner)
			}
			x.ToTurn(corp)
			x.Corp().Bits = 4
			if got := x.Offered(corp, "play Data Sifters"); got != tc.offered {
				t.Fatalf("offered %v, want %v: %v", got, tc.offered, x.Options(corp))
			}
			if tc.offered {
				x.Do(corp, "play Data Sifters").PassAll()
				want(t, "tags", x.Runner().Tags, int32(1))
			}
		})
	}

	for _, tc := range []struct {
		name string
		adv  int32
		act  string
		gain int32
	}{
		{"Silver Lining Recovery Protocol: gain three bits for each advancement counter the agendas stolen in the Runner's last turn had", 2, "steal", 6},
		{"Silver Lining Recovery Protocol: no agenda stolen, no bits", 2, "", 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := runnerTurn(t, func(x *onrtest.Table) {
				c, _ := x.Install(onr.NewFort, "Hostile Takeover", false)
				x.S.Cards[c].Adv = tc.adv
				x.Hand(corp, "Silver Lining Recovery Protocol")
			})
			if tc.act != "" {
				histRun(x, "fort 1", tc.act)
			}
			x.ToTurn(corp)
			bits := x.Corp().Bits
			x.Do(corp, "play Silver Lining Recovery Protocol").PassAll()
			want(t, "Corp bits gained", x.Corp().Bits-bits, tc.gain)
		})
	}

	for _, tc := range []struct {
		name, card, agenda string
		offered            bool
		points             int32
	}{
		{"Hot Tip for WNS: score 1 agenda point having liberated a Black Ops agenda this turn", "Hot Tip for WNS", "Executive Extraction", true, 1},
		{"Hot Tip for WNS: no point for a Gray Ops agenda", "Hot Tip for WNS", "Hostile Takeover", true, 0},
		{"Desperate Competitor: score 1 agenda point having liberated a Gray Ops agenda this turn", "Desperate Competitor", "Hostile Takeover", true, 1},
		{"Desperate Competitor: not playable having liberated only a Black Ops agenda", "Desperate Competitor", "Executive Extraction", false, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := runnerTurn(t, func(x *onrtest.Table) {
				x.Install(onr.NewFort, tc.agenda, false)
				x.Hand(runner, tc.card)
			})
			histRun(x, "fort 1", "steal")
			points := x.Runner().Points
			if points == 0 {
				t.Fatalf("no agenda stolen: %v", x.Options(runner))
			}
			if got := x.Offered(runner, "play "+tc.card); got != tc.offered {
				t.Fatalf("offered %v, want %v", got, tc.offered)
			}
			if tc.offered {
				x.Do(runner, "play "+tc.card).PassAll()
			}
			want(t, "Runner points scored", x.Runner().Points-points, tc.points)
		})
	}

	for _, tc := range []struct {
		name  string
		nodes []string
		gain  int32
	}{
		{"On the Fast Track: gain 8 bits having trashed an advertisement card this turn", []string{"Rockerboy Promotion"}, 8},
		{"On the Fast Track: gain 6 bits having trashed a transactions card this turn", []string{"Information Laundering"}, 6},
		{"On the Fast Track: only the 8 bits having trashed both", []string{"Information Laundering", "Rockerboy Promotion"}, 8},
		{"On the Fast Track: nothing having trashed neither", []string{"Rustbelt HQ Branch"}, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := runnerTurn(t, func(x *onrtest.Table) {
				for _, n := range tc.nodes {
					x.Install(onr.NewFort, n, false)
				}
				x.Hand(runner, "On the Fast Track")
			})
			x.Runner().Bits = 10
			for i := range tc.nodes {
				histRun(x, "fort "+string(rune('1'+i)), "trash")
			}
			bits := x.Runner().Bits
			x.Do(runner, "play On the Fast Track").PassAll()
			want(t, "Runner bits gained", x.Runner().Bits-bits, tc.gain)
		})
	}

	for _, tc := range []struct {
		name     string
		rezzed   bool // the ice was rezzed before the Runner's turn
		rez      bool // the Corp rezzes it in the Runner's turn
		wantGain int32
	}{
		{"Field Reporter for Ice and Data: at the end of the Runner's turn, gain 1 bit for each piece of ice the Corp rezzed during it", false, true, 2},
		{"Field Reporter for Ice and Data: ice rezzed before the turn gives nothing", true, false, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := runnerTurn(t, func(x *onrtest.Table) {
				x.Ice(onr.NewFort, "Data Wall", tc.rezzed)
				x.Ice(onr.NewFort, "Data Wall", tc.rezzed)
				x.Rig("Field Reporter for Ice and Data")
			})
			x.Corp().Bits = 20
			histCorpRezzes(x, "fort 1", tc.rez)
			histCorpRezzes(x, "fort 2", tc.rez)
			bits := x.Runner().Bits
			gains := int32(x.TakeGains(runner))
			x.PassAll()
			want(t, "Runner bits gained at the end of the turn", x.Runner().Bits-bits-gains, tc.wantGain)
		})
	}
}
