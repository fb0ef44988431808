package cards_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// Aardvark (issue 28; onr/cards/upgrades28.go, onr/breakerrez.go).

// wormRun sets a rezzed Wall of Static on HQ, card title in fort (rezzed
// or not; "" for none), Dwarf (a worm) and Bulldozer in the Runner's rig,
// and runs on fort up to the encounter with the wall's first question.
func wormRun(t *testing.T, title string, fort int32, rezzed bool) (x *onrtest.Table, card int32) {
	t.Helper()
	x = newTable(t)
	x.Ice(onr.FortHQ, "Wall of Static", true)
	x.Ice(onr.FortRD, "Wall of Static", true)
	if title != "" {
		card, _ = x.Install(fort, title, rezzed)
	}
	x.Rig("Dwarf", "Bulldozer")
	x.Runner().Bits = 10
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Events = nil
	x.Do(runner, "run on "+x.G.FortName(fort))
	x.PassAll()
	return x, card
}

// breakOffered reports whether the Runner may break with breaker.
func breakOffered(x *onrtest.Table, breaker string) bool {
	return slices.ContainsFunc(x.Options(runner), func(o string) bool {
		return (strings.HasPrefix(o, "break ") || strings.HasPrefix(o, "pump ")) && strings.Contains(o, breaker)
	})
}

// answering reports whether the Corp is asked to answer an icebreaker's
// use.
func answering(x *onrtest.Table) bool {
	d, ok := engine.DecisionFor(x.G, x.Seat(corp))
	return ok && strings.HasSuffix(d.Prompt, "used: rez a card against it, or pass")
}

func TestAardvarkBansWorms(t *testing.T) {
	for _, tc := range []struct {
		name        string
		fort        int32 // the fort run (Aardvark is in HQ)
		rezzed      bool
		dwarf, doze bool // Dwarf (a worm), Bulldozer offered
	}{
		{"Aardvark: rezzed, the Runner cannot use worms in a run on its fort (R085)", onr.FortHQ, true, false, true},
		{"Aardvark: in a run on another fort, worms are used", onr.FortRD, true, true, true},
		{"Aardvark: face down, worms may be used", onr.FortHQ, false, true, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x, _ := wormRun(t, "Aardvark", onr.FortHQ, tc.rezzed)
			if tc.fort != onr.FortHQ {
				x, _ = wormRun(t, "", onr.FortRD, false)
				x.Install(onr.FortHQ, "Aardvark", true)
			}
			want(t, "Dwarf offered", breakOffered(x, "Dwarf"), tc.dwarf)
			want(t, "Bulldozer offered", breakOffered(x, "Bulldozer"), tc.doze)
		})
	}
}

func TestAardvarkIsRezzedAgainstAWorm(t *testing.T) {
	for _, tc := range []struct {
		name    string
		rez     bool // the Corp rezzes Aardvark after Dwarf's break
		trashed bool
		broken  bool // the wall's subroutine broken after the answer
	}{
		{"Aardvark: rezzed after a worm's use, the worm is trashed and its break lost (R084)", true, true, false},
		{"Aardvark: left face down, the worm's break stands", false, false, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x, aard := wormRun(t, "Aardvark", onr.FortHQ, false)
			dwarf := newest(x, "Dwarf")
			x.Do(runner, "break subroutine 1 with Dwarf")
			opt := "rez Aardvark"
			if !answering(x) || !x.Offered(corp, opt) {
				t.Fatalf("%s not offered: %s", opt, x.Describe())
			}
			if tc.rez {
				x.Do(corp, opt)
			} else {
				x.Do(corp, "pass")
			}
			want(t, "Aardvark rezzed", x.S.Cards[aard].Rezzed, tc.rez)
			want(t, "Dwarf trashed", slices.Contains(x.Runner().Discard, dwarf), tc.trashed)
			want(t, "subroutine broken", x.S.Run.Broken&1 != 0, tc.broken)
			if tc.rez {
				// "Runner may then use further icebreakers to break the ice."
				want(t, "Bulldozer offered", breakOffered(x, "Bulldozer"), true)
			}
		})
	}
	t.Run("Aardvark: a use of another icebreaker is not answered", func(t *testing.T) {
		x, aard := wormRun(t, "Aardvark", onr.FortHQ, false)
		x.Do(runner, "break subroutine 1 with Bulldozer")
		want(t, "Corp asked", answering(x), false)
		want(t, "Aardvark rezzed", x.S.Cards[aard].Rezzed, false)
	})
}

func TestWormUseAnsweredOnPublicGrounds(t *testing.T) {
	for _, tc := range []struct {
		name  string
		card  string // a face-down card in HQ ("" none)
		asked bool
	}{
		{"a worm used in a run on a fort holding another face-down upgrade: the Corp is asked, with pass only", "Crystal Palace Station Grid", true},
		{"a worm used in a run on a fort with no face-down card: the Corp is not asked", "", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x, _ := wormRun(t, tc.card, onr.FortHQ, false)
			x.Do(runner, "break subroutine 1 with Dwarf")
			want(t, "Corp asked", answering(x), tc.asked)
			if tc.asked {
				want(t, "Corp's options", len(x.Options(corp)), 1)
			}
		})
	}
}
