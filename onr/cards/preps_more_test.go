package cards_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// rompTable is the Runner's turn with Romp through HQ in hand, 2 bits to
// play it and none left, and HQ holding only hq.
func rompTable(t *testing.T, hq string) *onrtest.Table {
	t.Helper()
	x := runnerTurn(t, func(x *onrtest.Table) {
		x.Hand(runner, "Romp through HQ")
		x.Hand(corp, hq)
	})
	x.Runner().Bits = 2
	x.Do(runner, "play Romp through HQ")
	x.PassAll()
	x.Do(runner, "continue")
	x.PassAll()
	return x
}

func TestPrepsOfThePoolsSecondPart(t *testing.T) {
	for _, tc := range []struct {
		name, hq string
	}{
		{"Romp through HQ: an accessed operation, which has no trash cost, may be trashed at no cost", "Accounts Receivable"},
		{"Romp through HQ: an accessed node stored in HQ is trashed at no cost, its trash cost unpaid", "Rustbelt HQ Branch"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := rompTable(t, tc.hq)
			if !x.Logged("Runner runs on HQ") {
				t.Fatalf("the run was not on HQ")
			}
			x.Do(runner, "trash "+tc.hq)
			x.PassAll()
			want(t, "HQ", len(x.Corp().Hand), 0)
			want(t, "Archives", len(x.Corp().Discard), 1)
			want(t, "Runner bits", x.Runner().Bits, int32(0))
		})
	}
	t.Run("Romp through HQ: the Runner may also leave the accessed card in HQ", func(t *testing.T) {
		x := rompTable(t, "Accounts Receivable")
		// HQ, which a spectator does not see, is asked about in the one
		// question naming no card: declining it leaves the card.
		want(t, "the free trash offered in the one question", x.Decision(runner).Prompt == onr.AccessedHiddenPrompt && x.Offered(runner, "trash Accounts Receivable"), true)
		x.Do(runner, "decline")
		x.PassAll()
		want(t, "HQ", len(x.Corp().Hand), 1)
		want(t, "Archives", len(x.Corp().Discard), 0)
	})
	t.Run("Romp through HQ: an upgrade installed in HQ was not stored there, so it still costs its trash cost", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Hand(runner, "Romp through HQ")
			x.Install(onr.FortHQ, "Dieter Esslin", false)
		})
		x.Runner().Bits = 2
		x.Do(runner, "play Romp through HQ")
		x.PassAll()
		x.Do(runner, "continue")
		x.PassAll()
		if x.Offered(runner, "trash Dieter Esslin") || x.Offered(runner, "trash Dieter Esslin for 3") {
			t.Fatalf("offered to trash Dieter Esslin with 0 bits: %q", x.Options(runner))
		}
		x.PassAll()
		want(t, "cards accessed", len(accessed(x)), 1)
		want(t, "Archives", len(x.Corp().Discard), 0)
	})
	t.Run("Romp through HQ: a plain run on HQ offers no trashing of an operation (the card's effect is what allows it)", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) { x.Hand(corp, "Accounts Receivable") })
		x.Do(runner, "run on HQ")
		x.PassAll()
		x.Do(runner, "continue")
		x.PassAll()
		want(t, "cards accessed", len(accessed(x)), 1)
		if x.Offered(runner, "trash Accounts Receivable") {
			t.Fatalf("a plain run offered to trash an operation")
		}
	})
}

func TestPrepsOfRunsAndBits(t *testing.T) {
	t.Run("Networking: gain 9 bits, for two actions and 3 bits", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) { x.Hand(runner, "Networking") })
		bits, actions := x.Runner().Bits, x.Runner().Actions
		x.Do(runner, "play Networking")
		want(t, "Runner bits", x.Runner().Bits, bits-3+9)
		want(t, "Runner actions", x.Runner().Actions, actions-2)
	})
	t.Run("Reconnaissance: gain 1 bit each time the Corp rezzes a card during the run, and not after it", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Hand(runner, "Reconnaissance", "Networking", "Networking") // for Dieter Esslin's net damage
			_, f := x.Install(onr.NewFort, "Rustbelt HQ Branch", false)
			x.Install(f, "Dieter Esslin", false)
			x.Install(onr.NewFort, "Rustbelt HQ Branch", false)
		})
		x.Corp().Bits = 20
		bits := x.Runner().Bits
		x.Do(runner, "play Reconnaissance on fort 1")
		x.Do(runner, "continue")
		x.Do(corp, "rez Rustbelt HQ Branch")
		x.Do(corp, "rez Dieter Esslin")
		want(t, "Runner bits during the run", x.Runner().Bits, bits+2)
		x.PassAll()
		for x.S.Run.Active {
			opts := x.Options(runner)
			if len(opts) == 0 {
				t.Fatalf("the run waits on %s", x.Describe())
			}
			x.Do(runner, opts[0]).PassAll()
		}
		want(t, "run over", x.S.Run.Active, false)
		x.Do(runner, "run on fort 2")
		x.Do(runner, "continue")
		x.Do(corp, "rez Rustbelt HQ Branch")
		want(t, "Runner bits in a later run", x.Runner().Bits, bits+2)
	})
	t.Run("All-Nighter: make a run, then, though it failed, another", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Hand(runner, "All-Nighter")
			x.Ice(onr.FortHQ, "Wall of Static", true)
		})
		x.Events = nil
		x.Do(runner, "play All-Nighter on HQ").PassAll()
		wantRunEndedBy(t, x, "Wall of Static")
		x.Do(runner, "run on R&D with All-Nighter").PassAll()
		if !x.Logged("Runner runs on R&D") {
			t.Fatalf("no second run on R&D")
		}
	})
	t.Run("All-Nighter: the second run may be declined", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) { x.Hand(runner, "All-Nighter") })
		actions := x.Runner().Actions
		x.Do(runner, "play All-Nighter on the Archives").PassAll()
		x.Do(runner, "continue").PassAll()
		x.Do(runner, "decline")
		want(t, "run", x.S.Run.Active, false)
		want(t, "Runner actions", x.Runner().Actions, actions-1)
	})
}

func TestPrepsThatSearch(t *testing.T) {
	t.Run("Temple Microcode Outlet: a program of the stack, shown to the Corp, into the hand; the stack reshuffled", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Hand(runner, "Temple Microcode Outlet")
			x.Deck(runner, "WuTech Mem Chip", "Dwarf", "Hammer")
		})
		x.Events = nil
		x.Do(runner, "play Temple Microcode Outlet")
		if x.Offered(runner, "choose WuTech Mem Chip") {
			t.Errorf("hardware offered: %q", x.Options(runner))
		}
		x.Do(runner, "choose Hammer")
		want(t, "hand", len(x.Runner().Hand), 1)
		want(t, "taken", x.G.Title(x.Runner().Hand[0]), "Hammer")
		want(t, "stack", len(x.Runner().Deck), 2)
		want(t, "shown to the Corp", shownTo(x, corp, "Hammer"), true)
		want(t, "known to the Corp in the hand", x.G.Visible(x.Runner().Hand[0], x.Seat(corp)), true)
		for _, c := range x.Runner().Deck {
			want(t, "a stack card known to the Runner after the shuffle", x.G.Visible(c, x.Seat(runner)), false)
		}
		want(t, "stack shuffled", x.Logged("shuffles the stack"), true)
	})
	t.Run("Temple Microcode Outlet: the stack is a hidden zone, so the Runner may find nothing", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Hand(runner, "Temple Microcode Outlet")
			x.Deck(runner, "Dwarf")
		})
		x.Do(runner, "play Temple Microcode Outlet").Do(runner, "none")
		want(t, "hand", len(x.Runner().Hand), 0)
		want(t, "stack", len(x.Runner().Deck), 1)
	})
	t.Run("Forgotten Backup Chip: a program of the trash into the hand", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Hand(runner, "Forgotten Backup Chip")
		})
		for _, c := range []string{"WuTech Mem Chip", "Dwarf"} {
			x.G.Put(x.Card(c), onr.ZoneDiscard, false)
		}
		x.Events = nil
		x.Do(runner, "play Forgotten Backup Chip")
		if x.Offered(runner, "choose WuTech Mem Chip") || x.Offered(runner, "none") {
			t.Errorf("offered %q", x.Options(runner))
		}
		x.Do(runner, "choose Dwarf")
		want(t, "hand", len(x.Runner().Hand), 1)
		want(t, "taken", x.G.Title(x.Runner().Hand[0]), "Dwarf")
		want(t, "told the Corp", shownTo(x, corp, "Dwarf"), true)
	})
}

// shownTo reports whether an event since x.Events was last cleared names
// title to side.
func shownTo(x *onrtest.Table, side onr.Role, title string) bool {
	for _, e := range x.Events {
		if strings.Contains(e.For(x.Seat(side)), title) {
			return true
		}
	}
	return false
}

func TestPrepsOfDiceAndShuffles(t *testing.T) {
	t.Run("Finders Keepers: roll three dice, gain that many bits", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) { x.Hand(runner, "Finders Keepers") })
		x.Runner().Bits = 9
		x.Do(runner, "gain") // asks again, with the 10 bits the card's cost of 7 needs
		x.Events = nil
		x.Do(runner, "play Finders Keepers")
		var rolls, sum int
		for _, e := range x.Events {
			if e.Type == "die" {
				var n int
				if _, err := fmt.Sscanf(strings.TrimPrefix(e.For(runnerSeat), "Finders Keepers rolls "), "%d", &n); err != nil {
					t.Fatalf("roll %q: %v", e.For(runnerSeat), err)
				}
				rolls++
				sum += n
			}
		}
		want(t, "dice rolled", rolls, 3)
		want(t, "Runner bits", x.Runner().Bits, int32(10-7+sum))
	})
	t.Run("MIT West Tier: hand, trash and stack shuffled together, five drawn; the card itself removed from the game", func(t *testing.T) {
		var mit int32
		x := runnerTurn(t, func(x *onrtest.Table) {
			mit = x.Hand(runner, "MIT West Tier", "Dwarf", "Hammer")[0]
			x.Deck(runner, "Grubb", "Codecracker", "Dwarf")
		})
		for _, c := range []string{"WuTech Mem Chip", "Hammer"} {
			x.G.Put(x.Card(c), onr.ZoneDiscard, false)
		}
		x.Runner().Bits = 3
		x.Do(runner, "play MIT West Tier")
		want(t, "hand", len(x.Runner().Hand), 5)
		want(t, "stack", len(x.Runner().Deck), 2)
		want(t, "trash", len(x.Runner().Discard), 0)
		want(t, "MIT West Tier's zone", x.S.Cards[mit].Zone, onr.ZoneRemoved)
	})
}

func TestPrepsThatDerez(t *testing.T) {
	t.Run("Anonymous Tip: derez a piece of black ice of the Runner's choice, not other ice", func(t *testing.T) {
		var drain, wash, wall int32
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Hand(runner, "Anonymous Tip")
			drain, _ = x.Ice(onr.FortHQ, "Brain Drain", true)
			wash, _ = x.Ice(onr.FortRD, "Brain Wash", true)
			wall, _ = x.Ice(onr.FortRD, "Wall of Static", true)
		})
		x.Do(runner, "play Anonymous Tip")
		if x.Offered(runner, "choose Wall of Static") {
			t.Errorf("a wall offered: %q", x.Options(runner))
		}
		x.Do(runner, "choose Brain Wash")
		want(t, "Brain Wash rezzed", x.S.Cards[wash].Rezzed, false)
		want(t, "Brain Drain rezzed", x.S.Cards[drain].Rezzed, true)
		want(t, "Wall of Static rezzed", x.S.Cards[wall].Rezzed, true)
	})
}

func TestPrepsThatTrashForBits(t *testing.T) {
	hand := []string{"Organ Donor", "Dwarf", "Hammer", "Grubb", "Codecracker", "WuTech Mem Chip", "MRAM Chip"}
	for _, tc := range []struct {
		name  string
		trash []string
	}{
		{"Organ Donor: up to five cards trashed from the hand, 2 bits for each; no sixth is offered", []string{"Dwarf", "Hammer", "Grubb", "Codecracker", "WuTech Mem Chip"}},
		{"Organ Donor: the Runner may stop after two", []string{"Dwarf", "Hammer"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var donor int32
			x := runnerTurn(t, func(x *onrtest.Table) { donor = x.Hand(runner, hand...)[0] })
			bits := x.Runner().Bits
			x.Do(runner, "play Organ Donor")
			for _, c := range tc.trash {
				x.Do(runner, "discard "+c)
			}
			if len(tc.trash) == 5 {
				if len(x.Options(runner)) > 0 && x.Offered(runner, "discard MRAM Chip") {
					t.Fatalf("a sixth card offered")
				}
			} else {
				x.Do(runner, "none")
			}
			want(t, "Runner bits", x.Runner().Bits, bits+2*int32(len(tc.trash)))
			want(t, "hand", len(x.Runner().Hand), len(hand)-1-len(tc.trash))
			want(t, "trash", len(x.Runner().Discard), 1+len(tc.trash))
			want(t, "Organ Donor first in the trash (R411)", x.Runner().Discard[0], donor)
		})
	}
}

func TestPrepsThatReplaceAccess(t *testing.T) {
	for _, tc := range []struct {
		name                            string
		corpBits, pay, wantCorp, wantRn int32
	}{
		{"Priority Wreck: instead of accessing HQ, the Runner pays 3 and the Corp loses 3", 7, 3, 4, 2},
		{"Priority Wreck: the Corp loses only what it has, the Runner pays all he chose", 2, 4, 0, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := runnerTurn(t, func(x *onrtest.Table) {
				x.Hand(runner, "Priority Wreck")
				x.Hand(corp, "Hostile Takeover")
			})
			x.Runner().Bits, x.Corp().Bits = 5, tc.corpBits
			x.Events = nil
			x.Do(runner, "play Priority Wreck").PassAll()
			want(t, "a run on HQ", x.Logged("Runner runs on HQ"), true)
			x.Do(runner, "continue").PassAll()
			x.Number(runner, int(tc.pay)).PassAll()
			want(t, "Corp bits", x.Corp().Bits, tc.wantCorp)
			want(t, "Runner bits", x.Runner().Bits, tc.wantRn)
			want(t, "cards accessed", len(accessed(x)), 0)
			want(t, "HQ", len(x.Corp().Hand), 1)
		})
	}
}
