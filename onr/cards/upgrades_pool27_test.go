package cards_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// inFort returns the titles installed in fort fi, in order.
func inFort(x *onrtest.Table, fi int32) []string {
	var out []string
	for _, c := range x.S.Forts[fi].Cards {
		out = append(out, x.G.Def(c).Title)
	}
	return out
}

func TestNamatokiPlaza(t *testing.T) {
	t.Run("Namatoki Plaza: installed only in a subsidiary fort, rezzed as it is installed, only if its rez cost can be paid", func(t *testing.T) {
		for _, tc := range []struct {
			bits    int32
			offered bool
		}{{2, false}, {3, true}} {
			x := newTable(t)
			x.Hand(corp, "Namatoki Plaza")
			x.Corp().Bits = tc.bits
			x.Ready()
			for _, central := range []string{"HQ", "R&D", "the Archives"} {
				want(t, "offered in "+central, x.Offered(corp, "install Namatoki Plaza in "+central), false)
			}
			want(t, "offered in a new fort with bits", x.Offered(corp, "install Namatoki Plaza in a new fort"), tc.offered)
			if tc.offered {
				x.Do(corp, "install Namatoki Plaza in a new fort").PassAll()
				want(t, "rezzed", x.S.Cards[newest(x, "Namatoki Plaza")].Rezzed, true)
				want(t, "Corp bits", x.Corp().Bits, int32(0))
			}
		}
	})
	for _, tc := range []struct {
		name  string
		plaza bool     // Namatoki Plaza (rezzed) in the fort
		old   []string // agendas and nodes already there
		trash string   // the old one the Corp chooses to trash ("" for none asked)
		left  []string // what the fort holds afterwards
	}{
		{"Namatoki Plaza: its fort may hold an additional agenda or node", true, []string{"Vapor Ops"}, "", []string{"Namatoki Plaza", "Vapor Ops", "Hostile Takeover"}},
		{"Namatoki Plaza: with two there, installing a third trashes the old one the Corp chooses (ONR-8.3.3, ONR-18.3.4)", true, []string{"Vapor Ops", "Chicago Branch"}, "Vapor Ops", []string{"Namatoki Plaza", "Chicago Branch", "Hostile Takeover"}},
		{"Namatoki Plaza: without it, the old one is trashed (ONR-8.3.3)", false, []string{"Vapor Ops"}, "", []string{"Hostile Takeover"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := newTable(t)
			fort := int32(onr.NewFort)
			if tc.plaza {
				_, fort = x.Install(fort, "Namatoki Plaza", true)
			}
			for _, o := range tc.old {
				_, fort = x.Install(fort, o, false)
			}
			x.Hand(corp, "Hostile Takeover")
			x.Ready()
			x.Do(corp, "install Hostile Takeover in fort 1")
			if tc.trash != "" {
				want(t, "the new agenda offered to trash", x.Offered(corp, "trash Hostile Takeover"), false)
				x.Do(corp, "trash "+tc.trash)
			}
			x.PassAll()
			if got := inFort(x, fort); !slices.Equal(got, tc.left) {
				t.Fatalf("fort holds %v, want %v", got, tc.left)
			}
		})
	}
}

// accessFortTrashing runs on fort 1 and accesses its cards, paying to trash
// title only (a bounded loop).
func accessFortTrashing(x *onrtest.Table, title string) {
	x.Runner().Bits = 5
	x.Do(runner, "run on fort 1").Do(runner, "continue").PassAll()
	for i := 0; i < 8 && x.S.Run.Active && len(x.Options(runner)) > 0; i++ {
		switch opts := x.Options(runner); {
		case x.Offered(runner, "trash "+title+" for 1"):
			x.Do(runner, "trash "+title+" for 1")
		case slices.ContainsFunc(opts, func(o string) bool { return strings.HasPrefix(o, "leave ") }):
			x.Do(runner, opts[slices.IndexFunc(opts, func(o string) bool { return strings.HasPrefix(o, "leave ") })])
		default:
			x.Do(runner, opts[0])
		}
	}
}

func TestNamatokiPlazaLeavingPlay(t *testing.T) {
	for _, tc := range []struct {
		name  string
		old   []string // agendas and nodes in its fort
		trash string   // the one the Corp chooses to trash ("" for none asked)
		left  []string // what the fort holds afterwards
	}{
		{"Namatoki Plaza: trashed with two nodes in its fort, the Corp trashes the one it chooses at once, in the run (R176, R177)",
			[]string{"Chicago Branch", "Vapor Ops"}, "Vapor Ops", []string{"Chicago Branch"}},
		{"Namatoki Plaza: the Corp may keep either of them (R177)",
			[]string{"Chicago Branch", "Vapor Ops"}, "Chicago Branch", []string{"Vapor Ops"}},
		{"Namatoki Plaza: trashed with one node in its fort, nothing more is trashed",
			[]string{"Vapor Ops"}, "", []string{"Vapor Ops"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var fort int32
			x := runnerTurn(t, func(x *onrtest.Table) {
				_, fort = x.Install(onr.NewFort, "Namatoki Plaza", true)
				for _, o := range tc.old {
					x.Install(fort, o, false)
				}
			})
			accessFortTrashing(x, "Namatoki Plaza")
			if tc.trash != "" {
				want(t, "the Corp chooses while the run is still on", x.S.Run.Active, true)
				want(t, "the Corp is asked to trash "+tc.trash, x.Offered(corp, "trash "+tc.trash), true)
				x.Do(corp, "trash "+tc.trash)
			} else {
				want(t, "the Corp asked to trash a node", slices.ContainsFunc(x.Options(corp), func(o string) bool { return strings.HasPrefix(o, "trash ") }), false)
			}
			want(t, "Namatoki Plaza in the Archives", inZone(x, newest(x, "Namatoki Plaza"), onr.ZoneDiscard), true)
			if got := inFort(x, fort); !slices.Equal(got, tc.left) {
				t.Fatalf("fort holds %v, want %v", got, tc.left)
			}
		})
	}
}

func TestHackerTrackerCentral(t *testing.T) {
	for _, tc := range []struct {
		name     string
		rezzed   bool
		on       int32    // bits on Hacker Tracker Central before the trace
		limit    int      // the highest bid offered
		bid      int      // the Corp's bid
		rig      []string // the Runner's rig
		use      string   // what the Runner uses after the reveal ("" for nothing)
		tagged   bool
		corpBits int32 // the Corp's pool after the trace (10 before)
		after    int32 // bits on Hacker Tracker Central after the trace
	}{
		{"Hacker Tracker Central: after a trace that succeeds, 1 bit from the bank goes on it", true, 0, 5, 0, nil, "", true, 10, 1},
		{"Hacker Tracker Central: after a trace that fails too", true, 0, 5, 1, []string{"Signpost"}, "use Signpost: +2 link", false, 9, 1},
		{"Hacker Tracker Central: each bit spent from it raises the limit by 1: 2 on it, a Trace 5 bid of 7", true, 2, 7, 7, nil, "", true, 5, 1},
		{"Hacker Tracker Central: its bits pay a bid first, each adding 1 to the value as any bit does (R148): a bid of 1 fails against link 2", true, 2, 7, 1, []string{"Signpost"}, "use Signpost: +2 link", false, 10, 2},
		{"Hacker Tracker Central: a bid above its bits takes the rest from the pool", true, 2, 7, 3, []string{"Signpost"}, "use Signpost: +2 link", true, 9, 1},
		{"Hacker Tracker Central: unrezzed, neither raises the limit nor gets bits", false, 2, 5, 5, nil, "", true, 5, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := newTable(t)
			bloodCat(x)
			htc, _ := x.Install(onr.NewFort, "Hacker Tracker Central", tc.rezzed)
			x.S.Cards[htc].Bits = tc.on
			x.Rig(tc.rig...)
			x.Runner().Bits = 5
			x.Ready()
			x.Do(corp, "use Blood Cat: Trace 5: give the Runner a tag")
			trace(t, x, tc.limit, tc.bid, "", 0)
			if tc.use != "" {
				x.Do(runner, tc.use)
			}
			closeWindow(x)
			x.PassAll()
			want(t, "tagged", x.Runner().Tags == 1, tc.tagged)
			want(t, "Corp bits", x.Corp().Bits, tc.corpBits)
			want(t, "bits on Hacker Tracker Central", x.S.Cards[htc].Bits, tc.after)
		})
	}
}

func TestBizarreEncryptionScheme(t *testing.T) {
	for _, tc := range []struct {
		name    string
		rezzed  bool
		trash   bool   // the Runner pays to trash Bizarre Encryption Scheme in the first run
		again   bool   // and runs the fort a second time in the same turn
		corp    string // the Corp's action in its turn between ("" for gain)
		during  int32  // the Runner's points after the runs
		after   int32  // the Runner's points at the start of his next turn
		stolen  bool   // the agenda recorded as stolen
		message string // logged at the start of the Runner's next turn ("" for none)
	}{
		{"Bizarre Encryption Scheme: an agenda accessed in its fort is not scored but returned; the Runner scores it at the start of his next turn",
			true, false, false, "", 0, 1, false, "Runner scores Hostile Takeover for 1 agenda point"},
		{"Bizarre Encryption Scheme: accessed again in a second run, the agenda is not scored again, and scored once (R092)",
			true, false, true, "", 0, 1, false, "Runner scores Hostile Takeover for 1 agenda point"},
		{"Bizarre Encryption Scheme: trashed, then the fort run again, the agenda is stolen (R092)",
			true, true, true, "", 1, 1, true, ""},
		{"Bizarre Encryption Scheme: the agenda gone from the fort before the Runner's turn, he does not score it (R093)",
			true, false, false, "install Priority Requisition in fort 1", 0, 0, false, ""},
		{"Bizarre Encryption Scheme: unrezzed, the agenda is stolen as usual",
			false, false, false, "", 1, 1, true, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var agenda int32
			x := runnerTurn(t, func(x *onrtest.Table) {
				_, fort := x.Install(onr.NewFort, "Bizarre Encryption Scheme", tc.rezzed)
				agenda, _ = x.Install(fort, "Hostile Takeover", false)
				x.Hand(corp, "Priority Requisition")
			})
			trash := ""
			if tc.trash {
				trash = "Bizarre Encryption Scheme"
			}
			accessFortTrashing(x, trash)
			endRun(x)
			if tc.again {
				x.PassAll()
				accessFortTrashing(x, "")
				endRun(x)
			}
			want(t, "Runner points after the runs", x.Runner().Points, tc.during)
			x.ToTurn(corp)
			if tc.corp != "" {
				x.Do(corp, tc.corp).PassAll()
			}
			x.ToTurn(runner)
			want(t, "Runner points at his next turn", x.Runner().Points, tc.after)
			want(t, "agenda in the Runner's score area", x.S.Cards[agenda].Zone == onr.ZoneScored && x.S.Cards[agenda].At == x.Seat(runner), tc.after == 1)
			want(t, "agenda stolen", x.Logged("Runner steals Hostile Takeover"), tc.stolen)
			if tc.message != "" {
				want(t, "logged: "+tc.message, x.Logged(tc.message), true)
			}
		})
	}
}

func TestBizarreEncryptionSchemeInstallsAndCosts(t *testing.T) {
	t.Run("Bizarre Encryption Scheme: installed only in a subsidiary fort (R091)", func(t *testing.T) {
		x := newTable(t)
		x.Hand(corp, "Bizarre Encryption Scheme")
		x.Ready()
		for _, central := range []string{"HQ", "R&D", "the Archives"} {
			want(t, "offered in "+central, x.Offered(corp, "install Bizarre Encryption Scheme in "+central), false)
		}
		want(t, "offered in a new fort", x.Offered(corp, "install Bizarre Encryption Scheme in a new fort"), true)
	})
	t.Run("Bizarre Encryption Scheme: Fetal AI accessed in its fort asks no 2 bits, and is scored at the next turn start without them (R094)", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			_, fort := x.Install(onr.NewFort, "Bizarre Encryption Scheme", true)
			x.Install(fort, "Fetal AI", false)
			x.Hand(runner, filler("Score!", 5)...)
		})
		accessFortTrashing(x, "")
		endRun(x)
		want(t, "Runner bits after the run (5, none paid)", x.Runner().Bits, int32(5))
		want(t, "Runner points after the run", x.Runner().Points, int32(0))
		x.ToTurn(corp)
		x.ToTurn(runner)
		want(t, "Runner points at his next turn (Fetal AI: 3)", x.Runner().Points, int32(3))
	})
}
