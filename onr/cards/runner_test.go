package cards_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// runnerTurn arranges a position with arrange, passes the Corp's first
// turn ("gain" three times) and returns at the Runner's first action.
func runnerTurn(t *testing.T, arrange func(x *onrtest.Table)) *onrtest.Table {
	t.Helper()
	x := newTable(t)
	arrange(x)
	x.Ready()
	x.ToTurn(onr.Runner)
	return x
}

// hosted installs program title in daemon host without paying.
func hosted(x *onrtest.Table, title string, host int32) int32 {
	c := x.Card(title)
	x.G.InstallRunner(c, host)
	return c
}

// accessed lists the titles the Runner accessed, in order.
func accessed(x *onrtest.Table) []string {
	var out []string
	for _, e := range x.Events {
		if e.Type == "access" {
			out = append(out, strings.TrimPrefix(e.For(runnerSeat), "Runner accesses "))
		}
	}
	return out
}

// virus gives the Corp n counters of the virus program c.
func virus(x *onrtest.Table, c int32, n int32) {
	x.Corp().Virus = []onr.Virus{{ID: x.S.Cards[c].ID, N: n}}
}

// bloodCat installs a rezzed Blood Cat for traces in the Corp's turn.
func bloodCat(x *onrtest.Table) {
	x.Install(onr.NewFort, "Blood Cat", true)
	x.Corp().Bits = 10
}

func TestIcebreakers(t *testing.T) {
	// Each row runs HQ with the ice (rezzed, outermost first) and takes
	// the steps; the bits spent are the breaker's printed pump and break
	// costs (ONR-11.5.3, ONR-11.5.4).
	cases := []struct {
		name    string
		ice     []string
		arrange func(x *onrtest.Table)
		steps   []string
		spent   int32
	}{
		{
			name: "Dwarf: 1 bit breaks a wall subroutine; 1 bit buys +1 strength (in Imp: 2 vs 3)",
			ice:  []string{"Wall of Static"},
			arrange: func(x *onrtest.Table) {
				x.Install(onr.FortHQ, "Antiquated Interface Routines", true)
				hosted(x, "Dwarf", x.Rig("Imp")[0])
			},
			steps: []string{"pump Dwarf: +1 strength for 1", "break subroutine 1 with Dwarf"},
			spent: 1 + 1,
		},
		{
			name:    "Dwarf: strength 3 breaks both Laser Wire subroutines for 1 bit each",
			ice:     []string{"Laser Wire"},
			arrange: func(x *onrtest.Table) { x.Rig("Dwarf") },
			steps:   []string{"break subroutine 1 with Dwarf", "break subroutine 2 with Dwarf"},
			spent:   2,
		},
		{
			name:    "Grubb: 2 bits buy +1 strength for the remainder of the run; 1 bit breaks a wall subroutine",
			ice:     []string{"Wall of Static", "Wall of Static"},
			arrange: func(x *onrtest.Table) { x.Rig("Grubb") },
			steps: []string{
				"pump Grubb: +1 strength for 2", "pump Grubb: +1 strength for 2", "break subroutine 1 with Grubb",
				"continue",
				"break subroutine 1 with Grubb", // still strength 2 at the second wall
			},
			spent: 2*2 + 1 + 1,
		},
		{
			name:    "Codecracker: 1 bit buys +1 strength for one encounter only; code gate subroutines break for 0",
			ice:     []string{"Quandary", "Quandary"},
			arrange: func(x *onrtest.Table) { x.Rig("Codecracker") },
			steps: []string{
				"pump Codecracker: +1 strength for 1", "pump Codecracker: +1 strength for 1", "break subroutine 1 with Codecracker",
				"continue",
				"pump Codecracker: +1 strength for 1", "pump Codecracker: +1 strength for 1", "break subroutine 1 with Codecracker",
			},
			spent: 2 + 2,
		},
		{
			name:    "Wizard's Book: 2 bits buy +1 strength; code gate subroutines break for 0",
			ice:     []string{"Nerve Labyrinth"},
			arrange: func(x *onrtest.Table) { x.Rig("Wizard's Book") },
			steps: []string{
				"pump Wizard's Book: +1 strength for 2", "pump Wizard's Book: +1 strength for 2",
				"break subroutine 1 with Wizard's Book", "break subroutine 2 with Wizard's Book",
			},
			spent: 2 * 2,
		},
		{
			name:    "Loony Goon: 1 bit buys +1 strength; 1 bit breaks a sentry subroutine",
			ice:     []string{"Fetch 4.0.1"},
			arrange: func(x *onrtest.Table) { x.Rig("Loony Goon") },
			steps: []string{
				"pump Loony Goon: +1 strength for 1", "pump Loony Goon: +1 strength for 1", "pump Loony Goon: +1 strength for 1",
				"break subroutine 1 with Loony Goon",
			},
			spent: 3 + 1,
		},
		{
			name:    "Raptor: 1 bit buys +1 strength; 2 bits break a sentry subroutine",
			ice:     []string{"Cortical Scrub"},
			arrange: func(x *onrtest.Table) { x.Rig("Raptor") },
			steps: []string{
				"pump Raptor: +1 strength for 1", "pump Raptor: +1 strength for 1",
				"break subroutine 1 with Raptor", "break subroutine 2 with Raptor",
			},
			spent: 2 + 2*2,
		},
		{
			name:    "Krash: 2 bits buy +1 strength; 2 bits break a subroutine of any ice (wall, code gate, sentry)",
			ice:     []string{"Data Wall", "Quandary", "Banpei"},
			arrange: func(x *onrtest.Table) { x.Rig("Krash") },
			steps: []string{
				"break subroutine 1 with Krash",
				"continue",
				"pump Krash: +1 strength for 2", "pump Krash: +1 strength for 2", "break subroutine 1 with Krash",
				"continue",
				"break subroutine 1 with Krash", "break subroutine 2 with Krash",
			},
			spent: 2 + (2*2 + 2) + 2*2,
		},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			x := breakThrough(t, tc.ice, tc.arrange, tc.steps, tc.spent)
			// Bought strength ends with the run at the latest (ONR-11.5.3).
			for _, c := range x.Runner().Rig {
				if x.G.BoughtStrength(c) != 0 {
					t.Errorf("%s keeps bought strength after the run", x.G.Title(c))
				}
			}
		})
	}

	// A breaker cannot break (or pump against) ice without its keyword
	// (ONR-11.5.2): the subroutine fires.
	wrong := []struct {
		name, breaker, ice string
		corp               string // the Corp's answer to a subroutine, if any
	}{
		{"Dwarf: cannot break a code gate (ONR-11.5.2)", "Dwarf", "Quandary", ""},
		{"Dwarf: cannot break a sentry (ONR-11.5.2)", "Dwarf", "Banpei", "trash Dwarf"},
		{"Grubb: cannot break a code gate (ONR-11.5.2)", "Grubb", "Quandary", ""},
		{"Codecracker: cannot break a wall (ONR-11.5.2)", "Codecracker", "Wall of Static", ""},
		{"Wizard's Book: cannot break a wall (ONR-11.5.2)", "Wizard's Book", "Data Wall", ""},
		{"Loony Goon: cannot break a wall (ONR-11.5.2)", "Loony Goon", "Data Wall", ""},
		{"Raptor: cannot break a code gate (ONR-11.5.2)", "Raptor", "Endless Corridor", ""},
	}
	for _, tc := range wrong {
		t.Run(tc.name, func(t *testing.T) {
			x := runnerTurn(t, func(x *onrtest.Table) {
				x.Ice(onr.FortHQ, tc.ice, true)
				x.Rig(tc.breaker)
				x.Runner().Bits = 20
			})
			runHQ(x)
			if x.Offered(runner, "break subroutine 1 with "+tc.breaker) {
				t.Fatalf("%s may break %s", tc.breaker, tc.ice)
			}
			if strings.Contains(x.Describe(), "pump "+tc.breaker) {
				t.Fatalf("%s may pump against %s", tc.breaker, tc.ice)
			}
			if tc.corp != "" {
				x.Do(corp, tc.corp)
			}
			want(t, "Runner bits", x.Runner().Bits, 20)
			wantRunEndedBy(t, x, tc.ice)
		})
	}
}

func TestRunnerPrograms(t *testing.T) {
	t.Run("Imp: can hold up to 2 MU of programs, which use none of the Runner's MU (ONR-8.8.1)", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Rig("Imp")
			x.Hand(runner, "Wizard's Book", "Codecracker", "Raptor")
			x.Runner().Bits = 20
		})
		imp := newest(x, "Imp")
		x.Do(runner, "install Wizard's Book in Imp")
		x.PassAll()
		want(t, "Runner bits (Wizard's Book install cost 5 paid)", x.Runner().Bits, 15)
		x.Do(runner, "install Codecracker in Imp")
		x.PassAll()
		if x.Offered(runner, "install Raptor in Imp") {
			t.Errorf("Imp takes a third MU")
		}
		if !x.Offered(runner, "install Raptor") {
			t.Errorf("Raptor cannot go in normal memory")
		}
		want(t, "Wizard's Book host", x.S.Cards[newest(x, "Wizard's Book")].Host, imp)
		avail, used := x.G.MU()
		want(t, "MU available", avail, 4)
		want(t, "MU used (Imp only)", used, 1)
	})
	t.Run("Imp: a daemon can be installed in Imp; only the daemon a breaker sits in lowers it (R258, R257)", func(t *testing.T) {
		var outer int32
		x := runnerTurn(t, func(x *onrtest.Table) {
			outer = x.Rig("Imp")[0]
			x.Hand(runner, "Imp", "Wizard's Book")
			x.Runner().Bits = 20
		})
		x.Do(runner, "install Imp in Imp")
		x.PassAll()
		inner := newest(x, "Imp")
		want(t, "inner Imp host", x.S.Cards[inner].Host, outer)
		x.Do(runner, "install Wizard's Book in Imp") // either Imp; both have room
		x.PassAll()
		wb := newest(x, "Wizard's Book")
		want(t, "Wizard's Book strength", x.G.BreakerStrength(wb), 1)
		_, used := x.G.MU()
		want(t, "MU used (outer Imp only)", used, 1)
		// The outer Imp leaving play takes the inner one and its programs
		// with it (ONR-8.8.3).
		x.G.Put(outer, onr.ZoneDiscard, false)
		want(t, "inner Imp trashed", inZone(x, inner, onr.ZoneDiscard), true)
	})
	t.Run("Imp: icebreakers in it have -1 strength", func(t *testing.T) {
		var free, inImp int32
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Ice(onr.FortHQ, "Quandary", true)
			free = x.Rig("Wizard's Book")[0]
			inImp = hosted(x, "Wizard's Book", x.Rig("Imp")[0])
			x.Runner().Bits = 20
		})
		want(t, "strength outside Imp", x.G.BreakerStrength(free), 2)
		want(t, "strength in Imp", x.G.BreakerStrength(inImp), 1)
		x.Do(runner, "run on HQ")
		x.PassAll()
		// Both copies are offered; the hosted one must pump first: its
		// pump is offered, the free one's is not (it already matches 2).
		d := x.Describe()
		if strings.Count(d, "pump Wizard's Book") != 1 || strings.Count(d, "break subroutine 1 with Wizard's Book") != 1 {
			t.Errorf("want one pump and one break offer (free copy breaks, hosted copy must pump); got %s", d)
		}
	})
	t.Run("Imp: if Imp leaves play, the programs in it are trashed (ONR-8.8.3)", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Ice(onr.FortHQ, "Banpei", true)
			imp := x.Rig("Imp")[0]
			hosted(x, "Wizard's Book", imp)
			x.Rig("Dwarf")
		})
		runHQ(x)
		x.Do(corp, "trash Imp")
		want(t, "Imp trashed", inZone(x, newest(x, "Imp"), onr.ZoneDiscard), true)
		want(t, "Wizard's Book trashed with it", inZone(x, newest(x, "Wizard's Book"), onr.ZoneDiscard), true)
		want(t, "Dwarf stays", inZone(x, newest(x, "Dwarf"), onr.ZoneRig), true)
	})

	t.Run("Butcher Boy: a successful run on HQ gives the Corp a counter at the end of the run (R048)", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Rig("Butcher Boy")
			x.Ice(onr.FortRD, "Wall of Static", true)
		})
		x.Do(runner, "run on R&D") // ended by Wall of Static: no counter
		x.PassAll()
		want(t, "virus kinds after an unsuccessful run", len(x.Corp().Virus), 0)
		x.Do(runner, "run on the Archives") // successful, but not HQ
		x.PassAll()
		x.Do(runner, "continue")
		x.PassAll()
		want(t, "virus kinds after an Archives run", len(x.Corp().Virus), 0)
		x.Do(runner, "run on HQ")
		x.PassAll()
		x.Do(runner, "continue")
		x.PassAll()
		if len(x.Corp().Virus) != 1 || x.Corp().Virus[0].N != 1 {
			t.Fatalf("Corp virus counters %+v, want one Butcher Boy counter", x.Corp().Virus)
		}
	})
	for _, tc := range []struct {
		name     string
		counters int32
		gain     int32
	}{
		{"Butcher Boy: one counter gains nothing", 1, 0},
		{"Butcher Boy: two counters gain 1 bit at the start of the Runner's turn", 2, 1},
		{"Butcher Boy: three counters still gain 1 bit (every two, R296)", 3, 1},
		{"Butcher Boy: four counters gain 2 bits", 4, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := runnerTurn(t, func(x *onrtest.Table) { virus(x, x.Rig("Butcher Boy")[0], tc.counters) })
			want(t, "Runner bits at the start of the turn", x.Runner().Bits, 5+tc.gain)
		})
	}
	t.Run("Butcher Boy: the counters work after the program is gone (R051)", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			bb := x.Rig("Butcher Boy")[0]
			virus(x, bb, 2)
			x.G.Put(bb, onr.ZoneDiscard, false)
		})
		want(t, "Runner bits", x.Runner().Bits, 6)
	})
	t.Run("Butcher Boy: the Corp removes all counters by forgoing its next three actions (ONR-15.3)", func(t *testing.T) {
		x := newTable(t)
		virus(x, x.Rig("Butcher Boy")[0], 4)
		x.Ready()
		x.Do(corp, "gain")
		x.Do(corp, "purge")
		x.PassAll()
		want(t, "virus kinds", len(x.Corp().Virus), 0)
		// The two actions left this turn are forgone, one more next turn.
		want(t, "active side", x.S.Active, x.Seat(runner))
		want(t, "Corp actions still to forgo", x.Corp().Forgo, 1)
		want(t, "Runner bits at the start of the turn", x.Runner().Bits, 5)
	})

	t.Run("Gremlins: every two counters lower the Corp's hand size by 1", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) { x.Rig("Gremlins") })
		for i, hs := range []int32{5, 4} {
			x.Do(runner, "run on HQ")
			x.PassAll()
			x.Do(runner, "continue")
			x.PassAll()
			want(t, fmt.Sprintf("Corp hand size after run %d", i+1), x.G.HandSize(corp), hs)
		}
		virus(x, newest(x, "Gremlins"), 4)
		want(t, "Corp hand size with 4 counters", x.G.HandSize(corp), 3)
	})
	t.Run("Gremlins: the Corp discards down to the lower hand size (ONR-5.1.5)", func(t *testing.T) {
		x := newTable(t)
		virus(x, x.Rig("Gremlins")[0], 2)
		x.Hand(corp, filler("Data Wall", 5)...)
		x.Ready()
		x.Do(corp, "gain")
		x.PassAll()
		x.Do(corp, "gain")
		x.PassAll()
		x.Do(corp, "gain")
		x.PassAll()
		x.Do(corp, "discard Data Wall")
		want(t, "cards in HQ", len(x.Corp().Hand), 4)
		want(t, "active side", x.S.Active, x.Seat(runner))
	})
	t.Run("Gremlins: purging the counters restores the hand size (ONR-15.3)", func(t *testing.T) {
		x := newTable(t)
		virus(x, x.Rig("Gremlins")[0], 2)
		x.Ready()
		want(t, "Corp hand size", x.G.HandSize(corp), 4)
		x.Do(corp, "gain")
		x.Do(corp, "purge")
		want(t, "Corp hand size after the purge", x.G.HandSize(corp), 5)
	})

	t.Run("Baedeker's Net Map: 0 bits for base link 1; the tie lets the trace succeed (ONR-12.2.5)", func(t *testing.T) {
		x := newTable(t)
		bloodCat(x)
		x.Rig("Baedeker's Net Map")
		x.Runner().Bits = 0
		x.Ready()
		x.Do(corp, "use Blood Cat: Trace 5: give the Runner a tag")
		trace(t, x, 5, 1, "Baedeker's Net Map", 0)
		x.PassAll()
		want(t, "tags", x.Runner().Tags, 1)
		want(t, "Runner bits", x.Runner().Bits, 0)
	})
	t.Run("Baedeker's Net Map: 1 bit per +1 link beats the trace (3 vs link 4)", func(t *testing.T) {
		x := newTable(t)
		bloodCat(x)
		x.Rig("Baedeker's Net Map")
		x.Ready()
		x.Do(corp, "use Blood Cat: Trace 5: give the Runner a tag")
		trace(t, x, 5, 3, "Baedeker's Net Map", 3)
		x.PassAll()
		wantLink(t, x, 4)
		want(t, "tags", x.Runner().Tags, 0)
		want(t, "Runner bits", x.Runner().Bits, 5-3)
	})

	t.Run("Newsgroup Filter: [action]: gain 2 bits", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) { x.Rig("Newsgroup Filter") })
		x.Do(runner, "use Newsgroup Filter: Gain 2 bits")
		want(t, "Runner bits", x.Runner().Bits, 7)
		want(t, "Runner actions left", x.Runner().Actions, 3)
		_, used := x.G.MU()
		want(t, "MU used", used, 2)
	})
}

func TestHardware(t *testing.T) {
	mem := []struct {
		name, chip string
		mu         int32
		install    string // a program that fits only with the chip
	}{
		{"WuTech Mem Chip: provides +1 MU", "WuTech Mem Chip", 5, "Grubb"},
		{"Zetatech Mem Chip: provides +2 MU", "Zetatech Mem Chip", 6, "Newsgroup Filter"},
	}
	for _, tc := range mem {
		t.Run(tc.name, func(t *testing.T) {
			x := runnerTurn(t, func(x *onrtest.Table) {
				x.Rig(tc.chip, "Dwarf", "Codecracker", "Loony Goon", "Raptor")
				x.Hand(runner, tc.install)
			})
			avail, _ := x.G.MU()
			want(t, "MU available", avail, tc.mu)
			x.Do(runner, "install "+tc.install)
			if x.Offered(runner, "trash-program Dwarf") {
				t.Fatalf("installing %s forces a program out; it should fit in %d MU", tc.install, tc.mu)
			}
			_, used := x.G.MU()
			want(t, "MU used", used, tc.mu)
		})
	}

	t.Run("MRAM Chip: hand size +2", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Rig("MRAM Chip")
			x.Hand(runner, filler("Jack 'n' Joe", 7)...)
			x.Deck(corp, "Data Wall")
		})
		want(t, "Runner hand size", x.G.HandSize(runner), 7)
		x.ToTurn(onr.Corp) // no discard at 7 cards (ONR-5.2.4)
		want(t, "cards kept", len(x.Runner().Hand), 7)
	})

	rd := []string{"Data Wall", "Quandary", "Hunter", "Banpei"}
	t.Run("R&D Interface: access an additional card from R&D (ONR-11.11.2)", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Rig("R&D Interface")
			x.Deck(corp, rd...)
		})
		x.Do(runner, "run on R&D")
		x.PassAll()
		x.Do(runner, "continue")
		x.PassAll()
		want(t, "accessed", strings.Join(accessed(x), ", "), "Data Wall, Quandary")
	})
	t.Run("R&D Interface: two are cumulative (R432)", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Rig("R&D Interface", "R&D Interface")
			x.Deck(corp, rd...)
		})
		x.Do(runner, "run on R&D")
		x.PassAll()
		x.Do(runner, "continue")
		x.PassAll()
		want(t, "accessed", strings.Join(accessed(x), ", "), "Data Wall, Quandary, Hunter")
	})
	t.Run("HQ Interface: access an additional card from HQ (ONR-11.11.2)", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Rig("HQ Interface")
			x.Hand(corp, rd...)
		})
		x.Do(runner, "run on HQ")
		x.PassAll()
		x.Do(runner, "continue")
		x.PassAll()
		got := accessed(x)
		want(t, "cards accessed", len(got), 2)
		if len(got) == 2 && got[0] == got[1] {
			t.Errorf("the same card accessed twice: %q (R065)", got)
		}
	})
	t.Run("HQ Interface: two are cumulative (R365)", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Rig("HQ Interface", "HQ Interface")
			x.Hand(corp, rd...)
		})
		x.Do(runner, "run on HQ")
		x.PassAll()
		x.Do(runner, "continue")
		x.PassAll()
		want(t, "cards accessed", len(accessed(x)), 3)
	})

	gk := "\"Green Knight\" Surge Buffers"
	prevent := "prevent " + gk
	t.Run(`"Green Knight" Surge Buffers: prevents 1 Net damage (R359)`, func(t *testing.T) {
		x := runSetup(t, []string{"Laser Wire"}, []string{gk}, 3, 5)
		runHQ(x)
		x.Do(runner, prevent)
		want(t, "cards in hand", len(x.Runner().Hand), 3)
		wantRunEndedBy(t, x, "Laser Wire")
	})
	t.Run(`"Green Knight" Surge Buffers: of 2 Net damage only 1 is prevented (R359)`, func(t *testing.T) {
		x := runSetup(t, []string{"Nerve Labyrinth"}, []string{gk}, 3, 5)
		runHQ(x)
		x.Do(runner, prevent)
		want(t, "cards in hand", len(x.Runner().Hand), 2)
	})
	t.Run(`"Green Knight" Surge Buffers: no more than 1 each turn (R359)`, func(t *testing.T) {
		x := runSetup(t, []string{"Laser Wire"}, []string{gk}, 3, 5)
		runHQ(x)
		x.Do(runner, prevent)
		runHQ(x)
		if x.Offered(runner, prevent) {
			t.Fatalf("a second prevention offered in the same turn")
		}
		want(t, "cards in hand", len(x.Runner().Hand), 2)
	})
	t.Run(`"Green Knight" Surge Buffers: "up to" 1: the Runner may keep it for later in the turn (R359)`, func(t *testing.T) {
		x := runSetup(t, []string{"Laser Wire"}, []string{gk}, 3, 5)
		runHQ(x)
		x.Do(runner, "take")
		want(t, "cards in hand after taking the damage", len(x.Runner().Hand), 2)
		runHQ(x)
		x.Do(runner, prevent)
		want(t, "cards in hand after preventing", len(x.Runner().Hand), 2)
	})
	t.Run(`"Green Knight" Surge Buffers: usable again the next turn (R359)`, func(t *testing.T) {
		x := runSetup(t, []string{"Laser Wire"}, []string{gk}, 3, 5)
		x.Deck(corp, "Data Wall")
		runHQ(x)
		x.Do(runner, prevent)
		x.ToTurn(onr.Corp)
		x.ToTurn(onr.Runner)
		runHQ(x)
		x.Do(runner, prevent)
		want(t, "cards in hand", len(x.Runner().Hand), 3)
	})
}

func TestResources(t *testing.T) {
	t.Run("Access to Kiribati: 1 bit for base link 1, 1 bit per +1 link (2 vs link 3)", func(t *testing.T) {
		x := newTable(t)
		bloodCat(x)
		x.Rig("Access to Kiribati")
		x.Ready()
		x.Do(corp, "use Blood Cat: Trace 5: give the Runner a tag")
		trace(t, x, 5, 2, "Access to Kiribati", 2)
		x.PassAll()
		wantLink(t, x, 3)
		want(t, "tags", x.Runner().Tags, 0)
		want(t, "Runner bits", x.Runner().Bits, 5-1-2)
	})
	t.Run("Access to Kiribati: without 1 bit it gives no base link (R253)", func(t *testing.T) {
		x := newTable(t)
		bloodCat(x)
		x.Rig("Access to Kiribati")
		x.Runner().Bits = 0
		x.Ready()
		x.Do(corp, "use Blood Cat: Trace 5: give the Runner a tag")
		if x.Offered(runner, "base-link Access to Kiribati") {
			t.Fatalf("base link offered without the bit to pay for it")
		}
		x.Number(corp, 0)
		x.PassAll()
		want(t, "tags (0 vs link 0)", x.Runner().Tags, 1)
	})

	t.Run("Floating Runner BBS: gain 1 bit at the start of each of the Runner's turns", func(t *testing.T) {
		x := newTable(t)
		x.Rig("Floating Runner BBS")
		x.Deck(corp, "Data Wall")
		x.Ready()
		x.ToTurn(onr.Runner)
		want(t, "Runner bits at the start of the first turn", x.Runner().Bits, 6)
		x.ToTurn(onr.Corp)
		want(t, "Runner bits in the Corp's turn", x.Runner().Bits, 6+4)
		x.ToTurn(onr.Runner)
		want(t, "Runner bits at the start of the second turn", x.Runner().Bits, 6+4+1)
	})

	t.Run("Fall Guy: [trash]: avoid receiving a tag (ONR-13.5)", func(t *testing.T) {
		x := newTable(t)
		bloodCat(x)
		fg := x.Rig("Fall Guy")[0]
		x.Ready()
		x.Do(corp, "use Blood Cat: Trace 5: give the Runner a tag")
		trace(t, x, 5, 5, "", 0)
		x.Do(runner, "prevent Fall Guy")
		x.PassAll()
		want(t, "tags", x.Runner().Tags, 0)
		want(t, "Fall Guy trashed", inZone(x, fg, onr.ZoneDiscard), true)
	})
	t.Run("Fall Guy: the Runner may keep it and take the tag", func(t *testing.T) {
		x := newTable(t)
		bloodCat(x)
		fg := x.Rig("Fall Guy")[0]
		x.Ready()
		x.Do(corp, "use Blood Cat: Trace 5: give the Runner a tag")
		trace(t, x, 5, 5, "", 0)
		x.Do(runner, "take")
		x.PassAll()
		want(t, "tags", x.Runner().Tags, 1)
		want(t, "Fall Guy installed", inZone(x, fg, onr.ZoneRig), true)
	})

	t.Run("Danshi's Second ID: [action], [trash]: remove up to three tags", func(t *testing.T) {
		for _, tc := range []struct{ tags, left int32 }{{4, 1}, {2, 0}} {
			x := runnerTurn(t, func(x *onrtest.Table) {
				x.Rig("Danshi's Second ID")
				x.Runner().Tags = tc.tags
			})
			x.Do(runner, "use Danshi's Second ID: Remove up to three tags")
			want(t, "tags left", x.Runner().Tags, tc.left)
			want(t, "Runner bits (at no cost)", x.Runner().Bits, 5)
			want(t, "Runner actions left", x.Runner().Actions, 3)
			want(t, "trashed", inZone(x, newest(x, "Danshi's Second ID"), onr.ZoneDiscard), true)
		}
	})

	t.Run("Nomad Allies: [action], 1 bit: remove a tag", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Rig("Nomad Allies")
			x.Runner().Tags = 2
		})
		x.Do(runner, "use Nomad Allies: Remove a tag")
		want(t, "tags", x.Runner().Tags, 1)
		want(t, "Runner bits", x.Runner().Bits, 4)
		want(t, "Runner actions left", x.Runner().Actions, 3)
		want(t, "still installed", inZone(x, newest(x, "Nomad Allies"), onr.ZoneRig), true)
	})
	t.Run("Nomad Allies: the tag removal needs a tag to remove", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) { x.Rig("Nomad Allies") })
		if x.Offered(runner, "use Nomad Allies: Remove a tag") {
			t.Errorf("offered to an untagged Runner")
		}
	})
	t.Run("Nomad Allies: [trash]: avoid receiving a tag (ONR-13.5)", func(t *testing.T) {
		x := newTable(t)
		bloodCat(x)
		na := x.Rig("Nomad Allies")[0]
		x.Ready()
		x.Do(corp, "use Blood Cat: Trace 5: give the Runner a tag")
		trace(t, x, 5, 5, "", 0)
		x.Do(runner, "prevent Nomad Allies")
		x.PassAll()
		want(t, "tags", x.Runner().Tags, 0)
		want(t, "Nomad Allies trashed", inZone(x, na, onr.ZoneDiscard), true)
	})
}

func TestPreps(t *testing.T) {
	gains := []struct {
		name, title string
		cost, gain  int32 // starting from 5 bits
	}{
		{"Livewire's Contacts: costs 0, gain 3 bits", "Livewire's Contacts", 0, 3},
		{"Score!: costs 5, gain 9 bits", "Score!", 5, 9},
	}
	for _, tc := range gains {
		t.Run(tc.name, func(t *testing.T) {
			x := runnerTurn(t, func(x *onrtest.Table) { x.Hand(runner, tc.title) })
			c := newest(x, tc.title)
			x.Do(runner, "play "+tc.title)
			want(t, "Runner bits", x.Runner().Bits, 5-tc.cost+tc.gain)
			want(t, "in the trash (ONR-7.1)", inZone(x, c, onr.ZoneDiscard), true)
		})
	}
	t.Run("Score!: not playable with fewer than 5 bits (ONR-7.1)", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Hand(runner, "Score!")
			x.Runner().Bits = 4
		})
		if x.Offered(runner, "play Score!") {
			t.Errorf("playable with 4 bits")
		}
	})

	t.Run("Jack 'n' Joe: draw three cards", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Hand(runner, "Jack 'n' Joe")
			x.Deck(runner, filler("Score!", 5)...)
		})
		x.Do(runner, "play Jack 'n' Joe")
		want(t, "cards in hand", len(x.Runner().Hand), 3)
		want(t, "cards in the stack", len(x.Runner().Deck), 2)
	})

	t.Run("Faked Hit: give the Corp 1 Bad Publicity point, take 2 brain damage (ONR-16.3, ONR-14.2)", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Rig("\"Green Knight\" Surge Buffers")
			x.Hand(runner, "Faked Hit")
			x.Hand(runner, filler("Score!", 3)...)
		})
		x.Do(runner, "play Faked Hit")
		if x.Offered(runner, "prevent \"Green Knight\" Surge Buffers") {
			t.Fatalf("the brain damage may be prevented")
		}
		want(t, "Bad Publicity", x.Corp().BadPub, 1)
		want(t, "brain damage", x.Runner().Brain, 2)
		want(t, "Runner hand size", x.G.HandSize(runner), 3)
		want(t, "cards in hand", len(x.Runner().Hand), 1)
		want(t, "Runner bits (play cost 5)", x.Runner().Bits, 0)
	})
	t.Run("Faked Hit: the seventh Bad Publicity point makes the Corp lose (ONR-16.3.1)", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Hand(runner, "Faked Hit")
			x.Hand(runner, filler("Score!", 3)...)
			x.Corp().BadPub = 6
		})
		x.Do(runner, "play Faked Hit")
		want(t, "winner", x.Winner(), runner)
		want(t, "reason", x.S.Reason, "bad publicity")
	})
	t.Run("Faked Hit: 2 brain damage with a 1-card hand flatlines the Runner (ONR-14.5)", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Hand(runner, "Faked Hit", "Score!")
		})
		x.Do(runner, "play Faked Hit")
		want(t, "winner", x.Winner(), corp)
		want(t, "reason", x.S.Reason, "flatline")
	})

	t.Run("Custodial Position: a run on R&D that accesses two additional cards", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Hand(runner, "Custodial Position")
			x.Deck(corp, "Data Wall", "Quandary", "Hunter", "Banpei", "Laser Wire")
		})
		x.Events = nil
		x.Do(runner, "play Custodial Position")
		x.PassAll()
		x.Do(runner, "continue")
		x.PassAll()
		if !x.Logged("Runner runs on R&D") {
			t.Errorf("the run was not on R&D")
		}
		want(t, "accessed", strings.Join(accessed(x), ", "), "Data Wall, Quandary, Hunter")
		want(t, "Runner bits (play cost 2)", x.Runner().Bits, 3)
	})
	t.Run("Custodial Position: no extra access if the run is unsuccessful (R227)", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Hand(runner, "Custodial Position")
			x.Ice(onr.FortRD, "Wall of Static", true)
			x.Deck(corp, "Data Wall", "Quandary", "Hunter")
		})
		x.Events = nil
		x.Do(runner, "play Custodial Position")
		x.PassAll()
		wantRunEndedBy(t, x, "Wall of Static")
		want(t, "cards accessed", len(accessed(x)), 0)
	})

	t.Run("Executive Wiretaps: a run on HQ that accesses two additional cards", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Hand(runner, "Executive Wiretaps")
			x.Hand(corp, "Data Wall", "Quandary", "Hunter", "Banpei", "Laser Wire")
		})
		x.Events = nil
		x.Do(runner, "play Executive Wiretaps")
		x.PassAll()
		x.Do(runner, "continue")
		x.PassAll()
		if !x.Logged("Runner runs on HQ") {
			t.Errorf("the run was not on HQ")
		}
		got := accessed(x)
		want(t, "cards accessed", len(got), 3)
		seen := map[string]bool{}
		for _, g := range got {
			if seen[g] {
				t.Errorf("%s accessed twice (R065)", g)
			}
			seen[g] = true
		}
	})

	t.Run("Inside Job: the first ice encountered is passed automatically; the next fires (R213)", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Hand(runner, "Inside Job")
			x.Ice(onr.FortHQ, "Wall of Static", true) // outermost
			x.Ice(onr.FortHQ, "Data Wall", true)
		})
		x.Events = nil
		x.Do(runner, "play Inside Job on HQ")
		x.PassAll()
		x.Do(runner, "continue")
		x.PassAll()
		if x.Logged("Wall of Static ends the run") || x.Logged("Runner encounters Wall of Static") {
			t.Errorf("Wall of Static was encountered")
		}
		wantRunEndedBy(t, x, "Data Wall")
	})
	t.Run("Inside Job: unrezzed ice is not encountered, so the first rezzed ice is passed (ONR-11.3.3)", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Hand(runner, "Inside Job")
			x.Ice(onr.FortRD, "Wall of Static", false) // outermost, unrezzed
			x.Ice(onr.FortRD, "Data Wall", true)
		})
		x.Events = nil
		x.Do(runner, "play Inside Job on R&D")
		x.PassAll()
		x.Do(runner, "continue")
		x.PassAll()
		x.Do(runner, "continue")
		x.PassAll()
		if x.Logged("Data Wall ends the run") {
			t.Errorf("Data Wall fired")
		}
		wantSuccessful(t, x)
	})
}
