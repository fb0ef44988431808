package cards_test

import (
	"fmt"
	"testing"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

const (
	setAside    = "use The Shell Traders: Set aside a program or hardware card"
	removeShell = "use The Shell Traders: Remove a Shell counter"
)

// shellTurn arranges The Shell Traders in the rig and card title ("" for
// none) set aside with n Shell counters, runs arrange and returns at the
// Runner's first action, after the start-of-turn removal. R&D holds filler
// for the Corp's draws.
func shellTurn(t *testing.T, title string, n int32, arrange func(x *onrtest.Table)) *onrtest.Table {
	t.Helper()
	x := newTable(t)
	x.Deck(corp, filler("Data Wall", 5)...)
	x.Rig("The Shell Traders")
	if title != "" {
		x.G.SetAside(x.Card(title), n)
	}
	if arrange != nil {
		arrange(x)
	}
	x.Ready()
	x.ToTurn(runner)
	return x
}

func TestShellTraders(t *testing.T) {
	t.Run("The Shell Traders: [action]: set a program or hardware card aside face up with Shell counters equal to its install cost", func(t *testing.T) {
		x := shellTurn(t, "", 0, func(x *onrtest.Table) { x.Hand(runner, "Dwarf", "Jack 'n' Joe", "Fall Guy", "WuTech Mem Chip") })
		dwarf := newest(x, "Dwarf")
		x.Do(runner, setAside)
		want(t, "cards offered (programs and hardware only)", len(x.Options(runner)), 2)
		if !x.Offered(runner, "set-aside WuTech Mem Chip") {
			t.Errorf("hardware not offered: %q", x.Options(runner))
		}
		x.Do(runner, "set-aside Dwarf")
		want(t, "Dwarf set aside", inZone(x, dwarf, onr.ZoneAside), true)
		want(t, "Shell counters on Dwarf", x.S.Cards[dwarf].Counters, 6)
		want(t, "Runner bits (nothing paid)", x.Runner().Bits, 5)
		want(t, "Runner actions left", x.Runner().Actions, 3)
		aside := x.G.View(corpSeat).(*onr.View).Player(onr.Runner).Aside
		if len(aside) != 1 || aside[0].Title != "Dwarf" || aside[0].Counters != 6 {
			t.Errorf("the Corp sees %+v set aside, want Dwarf face up with 6 counters", aside)
		}
	})
	t.Run("The Shell Traders: [action] not offered without a program or hardware card in hand", func(t *testing.T) {
		x := shellTurn(t, "", 0, func(x *onrtest.Table) { x.Hand(runner, "Jack 'n' Joe", "Fall Guy") })
		if x.Offered(runner, setAside) {
			t.Errorf("offered with only a prep and a resource in hand: %q", x.Options(runner))
		}
	})
	t.Run("The Shell Traders: 1 bit removes a Shell counter; removing the last installs the card at no cost", func(t *testing.T) {
		x := shellTurn(t, "Dwarf", 3, nil) // 2 left after the turn starts
		dwarf := newest(x, "Dwarf")
		x.Do(runner, "gain") // a window follows the action
		x.Do(runner, removeShell)
		want(t, "counters after one removal", x.S.Cards[dwarf].Counters, 1)
		want(t, "Dwarf still aside", inZone(x, dwarf, onr.ZoneAside), true)
		x.Do(runner, removeShell)
		want(t, "Dwarf installed", inZone(x, dwarf, onr.ZoneRig), true)
		want(t, "Runner bits: 5 + 1 gained - 2 counters, no install cost", x.Runner().Bits, 4)
		if x.Offered(runner, removeShell) {
			t.Errorf("removal offered with no Shell counter left: %q", x.Options(runner))
		}
	})
	t.Run("The Shell Traders: a counter is removed at the start of each of the Runner's turns", func(t *testing.T) {
		x := shellTurn(t, "Dwarf", 2, nil)
		dwarf := newest(x, "Dwarf")
		want(t, "counters after the first turn start", x.S.Cards[dwarf].Counters, 1)
		want(t, "Runner bits", x.Runner().Bits, 5)
		x.ToTurn(corp)
		want(t, "counters in the Corp's turn", x.S.Cards[dwarf].Counters, 1)
		x.ToTurn(runner)
		want(t, "Dwarf installed at the second turn start", inZone(x, dwarf, onr.ZoneRig), true)
	})
	t.Run("The Shell Traders: the Runner chooses the card a counter comes off", func(t *testing.T) {
		x := newTable(t)
		x.Rig("The Shell Traders")
		dwarf, chip := x.Card("Dwarf"), x.Card("WuTech Mem Chip")
		x.G.SetAside(dwarf, 3)
		x.G.SetAside(chip, 1)
		x.Ready()
		x.Do(corp, "gain")
		x.Do(runner, removeShell)
		if len(x.Options(runner)) != 2 {
			t.Fatalf("choice %q, want the two cards", x.Options(runner))
		}
		x.Do(runner, "remove-shell-counter WuTech Mem Chip")
		want(t, "WuTech Mem Chip installed", inZone(x, chip, onr.ZoneRig), true)
		want(t, "Dwarf counters", x.S.Cards[dwarf].Counters, 3)
	})
	t.Run("The Shell Traders: a card with install cost 0 has no counter to wait for and is installed at once", func(t *testing.T) {
		x := shellTurn(t, "", 0, func(x *onrtest.Table) { x.Hand(runner, "Imp") })
		imp := newest(x, "Imp")
		x.Do(runner, setAside)
		x.Do(runner, "set-aside Imp")
		want(t, "Imp installed", inZone(x, imp, onr.ZoneRig), true)
		want(t, "Runner actions left", x.Runner().Actions, 3)
	})
	t.Run("The Shell Traders: a program whose last counter goes may be installed in a daemon (ONR-8.8.2)", func(t *testing.T) {
		x := newTable(t)
		x.Rig("The Shell Traders")
		imp := x.Rig("Imp")[0]
		dwarf := x.Card("Dwarf")
		x.G.SetAside(dwarf, 1)
		x.Ready()
		x.Do(corp, "gain")
		x.Do(runner, removeShell)
		if !x.Offered(runner, "install Dwarf") || !x.Offered(runner, "install Dwarf in Imp") {
			t.Fatalf("want a choice of normal memory or Imp: %s", x.Describe())
		}
		x.Do(runner, "install Dwarf in Imp")
		want(t, "Dwarf installed", inZone(x, dwarf, onr.ZoneRig), true)
		want(t, "Dwarf's host", x.S.Cards[dwarf].Host, imp)
	})
}

func TestArasakaPortablePrototype(t *testing.T) {
	t.Run("Arasaka Portable Prototype: installing costs 1 agenda point in addition to 11 bits", func(t *testing.T) {
		for _, points := range []int32{0, 1} {
			x := runnerTurn(t, func(x *onrtest.Table) {
				x.Hand(runner, "Arasaka Portable Prototype")
				x.Runner().Bits, x.Runner().Points = 11, points
			})
			offered := x.Offered(runner, "install Arasaka Portable Prototype")
			want(t, fmt.Sprintf("install offered with %d agenda points", points), offered, points == 1)
			if !offered {
				continue
			}
			x.Do(runner, "install Arasaka Portable Prototype")
			want(t, "Runner bits", x.Runner().Bits, 0)
			want(t, "Runner agenda points", x.Runner().Points, 0)
		}
	})
	t.Run("Arasaka Portable Prototype: provides +3 MU and 3 bits only for icebreakers during runs", func(t *testing.T) {
		x := newTable(t)
		x.Ice(onr.FortHQ, "Wall of Static", true)
		app := x.Rig("Arasaka Portable Prototype", "Dwarf")[0]
		x.Hand(runner, "WuTech Mem Chip")
		x.Runner().Bits = 0
		x.Ready().ToTurn(runner)
		avail, _ := x.G.MU()
		want(t, "MU", avail, 7)
		want(t, "bits on it", x.S.Cards[app].Bits, 3)
		if x.Offered(runner, "install WuTech Mem Chip") {
			t.Errorf("its bits paid for an install: %q", x.Options(runner))
		}
		runHQ(x)
		x.Do(runner, "break subroutine 1 with Dwarf")
		want(t, "bits left on it after a 1-bit break", x.S.Cards[app].Bits, 2)
		want(t, "Runner pool", x.Runner().Bits, 0)
	})
}

func TestCorporateAlly(t *testing.T) {
	t.Run("Corporate Ally: installing costs 1 agenda point in addition to 3 bits", func(t *testing.T) {
		for _, points := range []int32{0, 1} {
			x := runnerTurn(t, func(x *onrtest.Table) {
				x.Hand(runner, "Corporate Ally")
				x.Runner().Bits, x.Runner().Points = 3, points
			})
			offered := x.Offered(runner, "install Corporate Ally")
			want(t, fmt.Sprintf("install offered with %d agenda points", points), offered, points == 1)
			if offered {
				x.Do(runner, "install Corporate Ally")
				want(t, "Runner bits", x.Runner().Bits, 0)
				want(t, "Runner agenda points", x.Runner().Points, 0)
			}
		}
	})
	t.Run("Corporate Ally: the difficulty of all agendas is +1 (ONR-10.4)", func(t *testing.T) {
		for _, ally := range []bool{false, true} {
			x := newTable(t)
			c, _ := x.Install(onr.NewFort, "Hostile Takeover", false) // difficulty 3
			x.S.Cards[c].Adv = 3
			if ally {
				x.Rig("Corporate Ally")
			}
			x.Ready()
			x.Do(corp, "gain")
			x.PassAll()
			if !x.Offered(corp, "score Hostile Takeover") {
				x.Do(corp, "gain")
			}
			want(t, fmt.Sprintf("3 counters score Hostile Takeover with Corporate Ally %v", ally), x.Offered(corp, "score Hostile Takeover"), !ally)
		}
	})
	t.Run("Corporate Ally: unique — a second copy installed trashes the first (ONR-8.11)", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Rig("Corporate Ally")
			x.Hand(runner, "Corporate Ally")
			x.Runner().Bits, x.Runner().Points = 3, 1
		})
		first := x.G.Find("Corporate Ally")[0]
		x.Do(runner, "install Corporate Ally")
		in := 0
		for _, c := range x.G.Find("Corporate Ally") {
			if inZone(x, c, onr.ZoneRig) {
				in++
			}
		}
		want(t, "copies installed", in, 1)
		want(t, "the first copy trashed", inZone(x, first, onr.ZoneDiscard), true)
	})
}
