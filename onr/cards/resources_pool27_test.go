package cards_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// netwatchSetup is the Runner's first action, with ice rezzed on HQ, Back
// Door to Netwatch installed, 3 cards in hand and 5 bits, the Corp with
// badPub Bad Publicity points.
func netwatchSetup(t *testing.T, ice string, badPub int32, rig ...string) *onrtest.Table {
	t.Helper()
	x := newTable(t)
	x.Ice(onr.FortHQ, ice, true)
	x.Rig(append([]string{"Back Door to Netwatch"}, rig...)...)
	x.Hand(runner, filler("Jack 'n' Joe", 3)...)
	x.Runner().Bits = 5
	x.Corp().BadPub = badPub
	x.Ready()
	x.ToTurn(onr.Runner)
	return x
}

func TestBackDoorToNetwatch(t *testing.T) {
	for _, tc := range []struct {
		name    string
		ice     string
		limit   int
		badPub  int32 // the Corp's Bad Publicity points before the trace
		wantBP  int32
		lost    bool // the Corp has lost the game
		wantTag int32
	}{
		{"Back Door to Netwatch: cancels a trace that only tags, with no Bad Publicity", "Fetch 4.0.1", 3, 0, 0, false, 0},
		{"Back Door to Netwatch: cancels a trace that does damage, giving the Corp 1 Bad Publicity point", "Chihuahua", 1, 0, 1, false, 0},
		{"Back Door to Netwatch: cancels a trace that tags and more, giving the Corp 1 Bad Publicity point", "Data Raven", 5, 2, 3, false, 0},
		{"Back Door to Netwatch: a Corp brought to 7 Bad Publicity points loses the game", "Chihuahua", 1, 6, 7, true, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := netwatchSetup(t, tc.ice, tc.badPub)
			bd := newest(x, "Back Door to Netwatch")
			want(t, "installed face down (Hidden)", x.S.Cards[bd].FaceUp, false)
			runHQ(x)
			trace(t, x, tc.limit, tc.limit, "", 0)
			closeWindow(x) // the post-reveal window of a Runner with a face-down card
			hand := len(x.Runner().Hand)
			x.Do(runner, "prevent Back Door to Netwatch")
			for i := 0; i < 10 && !x.S.Over && x.Offered(runner, "take"); i++ {
				x.Do(runner, "take")
			}
			want(t, "Runner bits (3 paid)", x.Runner().Bits, int32(2))
			want(t, "trashed", inZone(x, bd, onr.ZoneDiscard), true)
			want(t, "Corp Bad Publicity", x.Corp().BadPub, tc.wantBP)
			want(t, "tags", x.Runner().Tags, tc.wantTag)
			want(t, "cards in hand (no damage)", len(x.Runner().Hand), hand)
			want(t, "effect cancelled (said unless the game is over)", x.Logged("is cancelled"), !tc.lost)
			want(t, "Corp lost", x.S.Over, tc.lost)
		})
	}
	t.Run("Back Door to Netwatch: not used, the trace's effect happens", func(t *testing.T) {
		x := netwatchSetup(t, "Chihuahua", 0)
		runHQ(x)
		trace(t, x, 1, 1, "", 0)
		closeWindow(x)
		want(t, "offered after the trace succeeds", x.Offered(runner, "prevent Back Door to Netwatch"), true)
		x.Do(runner, "take")
		for i := 0; i < 10 && x.Offered(runner, "take"); i++ {
			x.Do(runner, "take") // the damage's own window
		}
		want(t, "cards in hand (1 Net damage)", len(x.Runner().Hand), 2)
		want(t, "Runner bits", x.Runner().Bits, int32(5))
	})
	t.Run("Back Door to Netwatch: not offered when the trace fails", func(t *testing.T) {
		x := netwatchSetup(t, "Chihuahua", 0, "Baedeker's Net Map")
		runHQ(x)
		trace(t, x, 1, 0, "Baedeker's Net Map", 0)
		closeWindow(x)
		want(t, "offered", x.Offered(runner, "prevent Back Door to Netwatch"), false)
		want(t, "cards in hand (no damage)", len(x.Runner().Hand), 3)
	})
}

// valuPakTable is the Runner's first action with Valu-Pak Software Bundle,
// the programs progs and Fall Guy (a resource of cost 0) in hand, a Zetatech Mem Chip (6 MU in
// all) and bits.
func valuPakTable(t *testing.T, bits int32, progs ...string) *onrtest.Table {
	t.Helper()
	x := runnerTurn(t, func(x *onrtest.Table) {
		x.Rig("Zetatech Mem Chip")
		x.Hand(runner, append([]string{"Valu-Pak Software Bundle", "Fall Guy"}, progs...)...)
		x.Runner().Bits = bits
	})
	return x
}

func TestValuPakSoftwareBundle(t *testing.T) {
	t.Run("Valu-Pak Software Bundle: five consecutive actions, usable only to install programs", func(t *testing.T) {
		x := valuPakTable(t, 0, filler("Krash", 6)...)
		x.Do(runner, "play Valu-Pak Software Bundle").PassAll()
		for i := 1; i <= 5; i++ {
			want(t, fmt.Sprintf("action %d: Fall Guy (a resource) offered", i), x.Offered(runner, "install Fall Guy"), false)
			want(t, fmt.Sprintf("action %d: draw offered (R510)", i), x.Offered(runner, "draw"), false)
			x.Do(runner, "install Krash").PassAll()
		}
		want(t, "Krashes installed", rigged(x, "Krash"), 5)
		want(t, "after the five, a basic action", x.Offered(runner, "draw"), true)
		want(t, "Runner basic actions left (the prep's action only)", x.Runner().Actions, int32(3))
		want(t, "the sixth Krash by a basic action", x.Offered(runner, "install Krash"), true)
	})
	t.Run("Valu-Pak Software Bundle: the Runner may stop; the rest are lost", func(t *testing.T) {
		x := valuPakTable(t, 0, filler("Krash", 3)...)
		x.Do(runner, "play Valu-Pak Software Bundle").PassAll()
		x.Do(runner, "install Krash").PassAll()
		x.Do(runner, "done")
		want(t, "install-only actions left", x.Runner().InstallActions, int32(0))
		want(t, "a basic action next", x.Offered(runner, "draw"), true)
		want(t, "Runner basic actions left", x.Runner().Actions, int32(3))
	})
	t.Run("Valu-Pak Software Bundle: its bit pays for installing a program during the actions", func(t *testing.T) {
		x := valuPakTable(t, 0, "Raptor", "Raptor")
		x.Do(runner, "play Valu-Pak Software Bundle").PassAll()
		want(t, "a 1-bit program offered with an empty pool", x.Offered(runner, "install Raptor"), true)
		x.Do(runner, "install Raptor").PassAll()
		want(t, "Raptor installed", rigged(x, "Raptor"), 1)
		want(t, "Runner bits", x.Runner().Bits, int32(0))
		want(t, "one bit, not one per action (R509): the second Raptor", x.Offered(runner, "install Raptor"), false)
	})
	t.Run("Valu-Pak Software Bundle: the bit not spent goes back to the bank afterwards", func(t *testing.T) {
		x := valuPakTable(t, 0, "Krash", "Raptor")
		x.Do(runner, "play Valu-Pak Software Bundle").PassAll()
		x.Do(runner, "install Krash").PassAll()
		x.Do(runner, "done")
		want(t, "returned", x.Logged("returns 1 bit"), true)
		want(t, "Raptor by a basic action with an empty pool", x.Offered(runner, "install Raptor"), false)
		want(t, "Runner bits", x.Runner().Bits, int32(0))
	})
}

// rigged counts the cards titled title in the Runner's rig.
func rigged(x *onrtest.Table, title string) int {
	n := 0
	for _, c := range x.Runner().Rig {
		if x.G.Title(c) == title {
			n++
		}
	}
	return n
}

// crashTable is the Runner's first action with Crash Everett, Inventive
// Fixer installed, an empty hand and the stack stack, top first.
func crashTable(t *testing.T, stack ...string) *onrtest.Table {
	t.Helper()
	return runnerTurn(t, func(x *onrtest.Table) {
		x.Rig("Crash Everett, Inventive Fixer")
		for _, c := range stack {
			x.Deck(runner, c)
		}
	})
}

func TestCrashEverett(t *testing.T) {
	const crash = "Crash Everett, Inventive Fixer"
	for _, tc := range []struct {
		name      string
		choice    string
		hand      []string // titles in hand after the choice
		top       string   // the stack's top card after the choice
		discarded int
	}{
		{crash + ": a draw draws an extra card; one of them trashed", "trash Krash", []string{"Raptor"}, "Dwarf", 1},
		{crash + ": a draw draws an extra card; one of them back on top of the stack", "return-to-stack Krash", []string{"Raptor"}, "Krash", 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := crashTable(t, "Raptor", "Krash", "Dwarf")
			discard := len(x.Runner().Discard)
			x.Do(runner, "draw")
			want(t, "cards in hand before the choice (1 and 1 extra)", len(x.Runner().Hand), 2)
			x.Do(runner, tc.choice)
			var hand []string
			for _, c := range x.Runner().Hand {
				hand = append(hand, x.G.Title(c))
			}
			want(t, "hand", fmt.Sprint(hand), fmt.Sprint(tc.hand))
			if len(x.Runner().Deck) == 0 {
				t.Fatalf("the stack is empty, want %s on top", tc.top)
			}
			want(t, "top of the stack", x.G.Title(x.Runner().Deck[0]), tc.top)
			want(t, "cards trashed", len(x.Runner().Discard)-discard, tc.discarded)
		})
	}
	t.Run(crash+": a card's draw of three draws one extra, and the choice is among all four", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Rig(crash)
			x.Hand(runner, "Jack 'n' Joe")
			for _, c := range []string{"Raptor", "Krash", "Dwarf", "Wizard's Book", "Pile Driver"} {
				x.Deck(runner, c)
			}
		})
		x.Do(runner, "play Jack 'n' Joe")
		want(t, "cards in hand (3 and 1 extra)", len(x.Runner().Hand), 4)
		want(t, "the fourth card drawn may be chosen", x.Offered(runner, "trash Wizard's Book"), true)
		want(t, "the first card drawn may be chosen", x.Offered(runner, "return-to-stack Raptor"), true)
		x.Do(runner, "trash Raptor")
		want(t, "cards in hand", len(x.Runner().Hand), 3)
		if len(x.Runner().Deck) == 0 {
			t.Fatalf("the stack is empty, want Pile Driver on top")
		}
		want(t, "top of the stack", x.G.Title(x.Runner().Deck[0]), "Pile Driver")
	})
	t.Run(crash+": the returned card is named to the Runner only", func(t *testing.T) {
		x := crashTable(t, "Raptor", "Krash", "Dwarf")
		x.Do(runner, "draw")
		x.Events = nil
		x.Do(runner, "return-to-stack Krash")
		told := false
		for _, e := range x.Events {
			if strings.Contains(e.For(x.Seat(corp)), "Krash") {
				t.Errorf("the Corp reads %q", e.For(x.Seat(corp)))
			}
			told = told || strings.Contains(e.For(x.Seat(runner)), "returns Krash")
		}
		want(t, "the Runner reads which card", told, true)
	})
}
