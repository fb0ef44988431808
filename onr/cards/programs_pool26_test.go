package cards_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// The programs of the card pool's fifth part (issue 26, item 1;
// onr/cards/programs_pool26.go).

func TestProgramsThatRunOneFortForAnother(t *testing.T) {
	for _, tc := range []struct {
		name                 string
		program              string
		wantAccessed         []string
		wantViennaCounters   int32
		wantArchivesAccessed bool
	}{
		{"Shredder Uplink Protocol: [action]: a successful run on the Archives accesses HQ and its upgrades instead, a successful run on HQ for all purposes (R454, R455)",
			"Shredder Uplink Protocol", []string{"Dieter Esslin", "Hostile Takeover"}, 1, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := runnerTurn(t, func(x *onrtest.Table) {
				x.Rig(tc.program, "Vienna 22")
				x.Hand(corp, "Hostile Takeover")
				x.G.Put(x.Card("Accounts Receivable"), onr.ZoneDiscard, false)
				x.Install(onr.FortHQ, "Dieter Esslin", false)
				x.Deck(corp, "Data Wall", "Data Wall")
			})
			x.Events = nil
			x.Do(runner, "use "+tc.program+": Make a run on the Archives").PassAll()
			want(t, "a run on the Archives", x.Logged("Runner runs on the Archives"), true)
			x.Do(runner, "continue").PassAll()
			for i := 0; i < 10 && x.S.Run.Active; i++ {
				x.Do(runner, x.Options(runner)[0]).PassAll()
			}
			wantSuccessful(t, x)
			got := accessed(x)
			want(t, "cards accessed", len(got), len(tc.wantAccessed))
			for _, title := range tc.wantAccessed {
				want(t, title+" accessed", slices.Contains(got, title), true)
			}
			want(t, "Accounts Receivable in the Archives accessed", slices.Contains(got, "Accounts Receivable"), tc.wantArchivesAccessed)
			want(t, "Vienna counters (the run counts as one on HQ)", heldCounters(x), tc.wantViennaCounters)
			want(t, "Runner actions left", x.Runner().Actions, int32(3))
		})
	}
}

func TestVirusProgramsThatTrashAccessedCardsAtAPrice(t *testing.T) {
	for _, tc := range []struct {
		name         string
		counters     int32
		fort         string   // the fort run
		stored       string   // the card stored there
		upgrade      string   // an upgrade installed there, or ""
		trash        []string // the cards the Runner trashes
		free         bool     // the stored card offered to trash at no cost
		wantCounters int32    // the Corp's Garbage counters after the run
	}{
		{"Garbage In: a successful run on R&D gives the Corp a Garbage counter", 0, "R&D", "Data Wall", "", nil, false, 1},
		{"Garbage In: a successful run on HQ gives none", 0, "HQ", "Data Wall", "", nil, false, 0},
		{"Garbage In: two Garbage counters let the Runner trash at no cost an operation accessed from R&D, and the Corp loses two after the run", 3, "R&D", "Accounts Receivable", "", []string{"Accounts Receivable"}, true, 3 - 2 + 1},
		{"Garbage In: one Garbage counter is not enough", 1, "R&D", "Accounts Receivable", "", nil, false, 2},
		{"Garbage In: not a card accessed from HQ", 2, "HQ", "Accounts Receivable", "", nil, false, 2},
		{"Garbage In: the Corp loses no counter after a run in which the Runner trashed nothing", 2, "R&D", "Accounts Receivable", "", nil, true, 3},
		{"Garbage In: an upgrade in R&D is trashed at no cost too, and two cards trashed in one run cost two counters only (R358)", 4, "R&D", "Accounts Receivable", "Antiquated Interface Routines", []string{"Antiquated Interface Routines", "Accounts Receivable"}, true, 4 - 2 + 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := runnerTurn(t, func(x *onrtest.Table) {
				fort := map[string]int32{"HQ": onr.FortHQ, "R&D": onr.FortRD}[tc.fort]
				if tc.upgrade != "" {
					x.Install(fort, tc.upgrade, false)
				}
				if tc.fort == "HQ" {
					x.Hand(corp, tc.stored)
				} else {
					x.Deck(corp, tc.stored)
				}
				virus(x, x.Rig("Garbage In")[0], tc.counters)
			})
			x.Runner().Bits = 0
			x.Do(runner, "run on "+tc.fort).PassAll()
			x.Do(runner, "continue").PassAll()
			offered := false
			for i := 0; i < 6 && x.S.Run.Active; i++ {
				opts := x.Options(runner)
				offered = offered || x.Offered(runner, "trash "+tc.stored)
				switch next := ""; {
				case len(opts) == 0:
					x.PassAll()
				default:
					for _, o := range opts {
						for _, c := range tc.trash {
							if o == "trash "+c {
								next = o
							}
						}
					}
					if next == "" {
						next = opts[0]
					}
					x.Do(runner, next).PassAll()
				}
			}
			want(t, "run over", x.S.Run.Active, false)
			want(t, tc.stored+" offered to trash", offered, tc.free)
			want(t, "cards trashed", len(x.Corp().Discard), len(tc.trash))
			want(t, "Runner bits", x.Runner().Bits, int32(0))
			want(t, "Garbage counters", heldCounters(x), tc.wantCounters)
		})
	}
}

func TestProgramsThatCutRD(t *testing.T) {
	for _, tc := range []struct {
		name, fort string
		cut        int    // the number answered, -1 when not asked
		want       string // the card accessed
	}{
		{"Microtech AI Interface: about to access R&D, the Runner cuts two cards from its top to its bottom and accesses the third", "R&D", 2, "Fetch 4.0.1"},
		{"Microtech AI Interface: cutting no card accesses the top card", "R&D", 0, "Data Wall"},
		{"Microtech AI Interface: not about to access HQ", "HQ", -1, "Colonel Failure"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var rd []int32
			x := runnerTurn(t, func(x *onrtest.Table) {
				x.Rig("Microtech AI Interface")
				rd = x.Deck(corp, "Data Wall", "Banpei", "Fetch 4.0.1", "Quandary")
				x.Hand(corp, "Colonel Failure")
			})
			x.Events = nil
			x.Do(runner, "run on "+tc.fort).PassAll()
			x.Do(runner, "continue").PassAll()
			d := x.Decision(runner)
			asked := d.Kind == engine.Number
			want(t, "asked how many to cut", asked, tc.cut >= 0)
			if asked {
				want(t, "most cards to cut", d.Max, 4)
				x.Number(runner, tc.cut).PassAll()
			}
			for i := 0; i < 6 && x.S.Run.Active; i++ {
				x.Do(runner, x.Options(runner)[0]).PassAll()
			}
			want(t, "card accessed", strings.Join(accessed(x), ","), tc.want)
			if tc.cut > 0 {
				want(t, "R&D's order", x.G.Title(x.Corp().Deck[3]), x.G.Title(rd[1]))
				want(t, "the cut read by the Corp", seatReads(x, corp, fmt.Sprintf("Runner cuts %d cards from the top of R&D", tc.cut)), 1)
			}
		})
	}
}

func TestProgramsThatForceTheRezOfAFortsIce(t *testing.T) {
	const use = "use False Echo: The Corp rezzes as much ice as it can on the fort run"
	titles := []string{"Banpei", "Quandary", "Data Wall"} // outermost first; rez costs 4, 2, 1
	for _, tc := range []struct {
		name     string
		corpBits int32
		rezzed   []bool // outermost first
		left     int32  // the Corp's bits after
	}{
		{"False Echo: 2 bits after a successful run on a fort: the Corp rezzes all the ice of the fort it can pay for", 7, []bool{true, true, true}, 0},
		{"False Echo: ice the Corp cannot pay for stays unrezzed, and the ice inward of it is rezzed", 3, []bool{false, true, true}, 0},
		{"False Echo: beginning with the outermost ice and working in", 5, []bool{true, false, true}, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var ice []int32
			x := runnerTurn(t, func(x *onrtest.Table) {
				for _, title := range titles {
					c, _ := x.Ice(onr.FortRD, title, false)
					ice = append(ice, c)
				}
				x.Deck(corp, "Accounts Receivable")
				x.Rig("False Echo")
			})
			x.Runner().Bits, x.Corp().Bits = 3, tc.corpBits
			x.Do(runner, "run on R&D")
			for i := 0; i < 20 && !x.S.Run.Success; i++ {
				if x.Offered(runner, use) {
					t.Fatalf("offered before the run is successful: %q", x.Options(runner))
				}
				if x.Offered(runner, "continue") {
					x.Do(runner, "continue")
				} else {
					x.PassAll()
				}
			}
			want(t, "run successful", x.S.Run.Success, true)
			x.Do(runner, use).PassAll()
			for i, c := range ice {
				want(t, titles[i]+" rezzed", x.S.Cards[c].Rezzed, tc.rezzed[i])
			}
			want(t, "Corp bits", x.Corp().Bits, tc.left)
			want(t, "Runner bits", x.Runner().Bits, int32(1))
			for i, c := range ice {
				if !tc.rezzed[i] {
					want(t, titles[i]+" known to the Runner", runnerKnowsWhereItIs(x, c), false)
				}
			}
		})
	}
}

func TestForcedRezzesOfAFortsIceOneAtATime(t *testing.T) {
	t.Run("False Echo: what a rez sets off (Digiconda's X) resolves before the next piece of ice inward is rezzed", func(t *testing.T) {
		var ice []int32
		x := runnerTurn(t, func(x *onrtest.Table) {
			for _, title := range []string{"Digiconda", "Data Wall"} { // outermost first; rez costs 6, 1
				c, _ := x.Ice(onr.FortRD, title, false)
				ice = append(ice, c)
			}
			x.Deck(corp, "Accounts Receivable")
			x.Rig("False Echo")
		})
		x.Runner().Bits, x.Corp().Bits = 2, 9
		x.Do(runner, "run on R&D")
		for i := 0; i < 20 && !x.S.Run.Success; i++ {
			if x.Offered(runner, "continue") {
				x.Do(runner, "continue")
			} else {
				x.PassAll()
			}
		}
		x.Do(runner, "use False Echo: The Corp rezzes as much ice as it can on the fort run")
		d := x.Decision(corp)
		want(t, "the Corp asked for Digiconda's X", d.Kind, engine.Number)
		want(t, "most X (9 bits less the rez cost of 6)", d.Max, 3)
		want(t, "Data Wall rezzed before X is paid", x.S.Cards[ice[1]].Rezzed, false)
		x.Number(corp, 2).PassAll()
		want(t, "Digiconda rezzed", x.S.Cards[ice[0]].Rezzed, true)
		want(t, "Data Wall rezzed after", x.S.Cards[ice[1]].Rezzed, true)
		want(t, "Corp bits", x.Corp().Bits, int32(0))
	})
}

func TestProgramsThatInstallFromTheTopOfTheStack(t *testing.T) {
	const use = "use Mystery Box: Show the top five cards of the stack to the Corp"
	for _, tc := range []struct {
		name      string
		stack     []string
		joan      bool   // Joan of Arc rigged, and used to save Mystery Box
		choose    string // the program chosen, "" when none is asked for
		installed string // the program installed, "" for none
		boxKept   bool
	}{
		{"Mystery Box: during a run, the top five cards of the stack shown to the Corp; Mystery Box trashed and a program among them installed at no cost; the stack shuffled",
			[]string{"Jack 'n' Joe", "Dwarf", "Jack 'n' Joe", "Hammer", "Codecracker", "Wizard's Book"}, false, "Hammer", "Hammer", false},
		{"Mystery Box: the one program among the five installed without asking",
			[]string{"Jack 'n' Joe", "Jack 'n' Joe", "Dwarf", "Jack 'n' Joe", "Jack 'n' Joe", "Wizard's Book"}, false, "", "Dwarf", false},
		{"Mystery Box: no program among the top five: Mystery Box stays and nothing is installed",
			[]string{"Jack 'n' Joe", "Jack 'n' Joe", "Jack 'n' Joe", "Jack 'n' Joe", "Jack 'n' Joe", "Wizard's Book"}, false, "", "", true},
		{"Mystery Box: Joan of Arc saves it from the trash and the program is still installed (R380, R408)",
			[]string{"Dwarf", "Jack 'n' Joe"}, true, "", "Dwarf", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rig := []string{"Mystery Box"}
			if tc.joan {
				rig = append(rig, "Joan of Arc")
			}
			x := runnerTurn(t, func(x *onrtest.Table) {
				x.Ice(onr.FortHQ, "Wall of Static", true)
				x.Rig(rig...)
				x.Deck(runner, tc.stack...)
			})
			x.Runner().Bits = 1
			x.Do(runner, "run on HQ")
			x.Events = nil
			x.Do(runner, use)
			if tc.joan {
				x.Do(runner, "prevent Joan of Arc: trash Joan of Arc")
			}
			if tc.choose != "" {
				want(t, "Wizard's Book, below the five, offered", x.Offered(runner, "choose Wizard's Book"), false)
				want(t, "Codecracker, fifth, offered", x.Offered(runner, "choose Codecracker"), true)
				x.Do(runner, "choose "+tc.choose)
			}
			for i, title := range tc.stack[:min(5, len(tc.stack))] {
				want(t, fmt.Sprintf("card %d of the stack, %s, shown to the Corp", i+1, title), seatReads(x, corp, "shows "+title+" from the top of the stack") > 0, true)
			}
			want(t, "card 6 shown", len(tc.stack) > 5 && seatReads(x, corp, "shows "+tc.stack[5]) > 0, false)
			programs := 0
			for _, c := range x.Runner().Rig {
				if title := x.G.Title(c); title != "Mystery Box" && title != "Joan of Arc" {
					want(t, "program installed", title, tc.installed)
					programs++
				}
			}
			want(t, "programs installed", programs, map[bool]int{true: 1, false: 0}[tc.installed != ""])
			want(t, "Mystery Box still installed", inZone(x, newest(x, "Mystery Box"), onr.ZoneRig), tc.boxKept)
			want(t, "Runner bits", x.Runner().Bits, int32(1))
			want(t, "stack shuffled", x.Logged("shuffles the stack"), true)
			want(t, "offered again in the run", x.Offered(runner, use), false)
		})
	}
	t.Run("Mystery Box: only during a run", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Ice(onr.FortHQ, "Wall of Static", true)
			x.Rig("Mystery Box")
			x.Deck(runner, "Dwarf")
		})
		want(t, "offered outside a run", x.Offered(runner, use), false)
		x.Do(runner, "run on HQ")
		want(t, "offered in a run", x.Offered(runner, use), true)
	})
}
